import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { startSiteProcess } from '../setup/site-process.js';

/**
 * A release stops `npm run serve` while browsers hold connections to it: requests in flight get a
 * few seconds to finish, then the process ends (a page left open held it for 56 s before).
 */
it('a stopping site server ends within its grace period while a client holds a connection open', async () => {
  const site = await startSiteProcess();
  const { port } = new URL(site.url);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  // A request whose headers never finish: the connection is busy, never idle.
  socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  socket.on('error', () => undefined);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const at = Date.now();
  await site.close();
  const took = Date.now() - at;
  socket.destroy();
  expect(took).toBeGreaterThan(1_000);
  expect(took).toBeLessThan(8_000);
}, 30_000);
