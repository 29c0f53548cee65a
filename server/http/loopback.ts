import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

function isLoopbackAddress(address: string): boolean {
  const ipv4 = address.replace(/^::ffff:/i, '');
  return address === '::1' || ipv4.startsWith('127.');
}

/**
 * A request from this machine that no proxy forwarded (it would have added X-Forwarded-For): the server calling itself,
 * as the API calls the embedded provider's token endpoint. Only a process on this machine can open a loopback connection.
 */
export function isDirectLoopbackCall(c: Context): boolean {
  const address = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress;
  return address !== undefined && isLoopbackAddress(address) && c.req.header('X-Forwarded-For') === undefined;
}
