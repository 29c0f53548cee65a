import pg from 'pg';

/**
 * Runs `work` on a client of `adminUrl`, closing it after: how the test databases, their templates and the benches
 * create and drop databases of their own on a PostgreSQL server.
 */
export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
