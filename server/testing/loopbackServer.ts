import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

import { serve, type ServerType } from '@hono/node-server';

export interface LoopbackServer {
  server: ServerType;
  port: number;
  origin: string;
  /** Closes the server, dropping kept-alive connections (fetch keeps them) instead of waiting for their timeout. */
  close: () => Promise<void>;
}

/** For tests over real HTTP: serves `fetch` on 127.0.0.1 at a port the OS picks. */
export async function listenOnLoopback(fetch: Parameters<typeof serve>[0]['fetch']): Promise<LoopbackServer> {
  const server = serve({ fetch, hostname: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error?: Error) => {
          if (error) reject(error);
          else resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
