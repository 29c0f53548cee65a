import pg from 'pg';

/** Runs `work` on a client of `adminUrl` (creating and dropping a bench's own database), closing it after. */
export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
