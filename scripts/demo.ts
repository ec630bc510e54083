// First: the server module must know it is embedded before it runs (fake-server/embedded.ts).
import '../fake-server/embedded.js';
import { startServer } from '../fake-server/server.js';

/**
 * npm run demo (after the demo build): the built site and the fake API from one port, seeded with
 * the demo scenario; honours the fake server's environment (PORT, HOST, DB_FILE, ...). Its own
 * port and files by default (4100, .data/demo/), so it runs beside `npm run dev:all` (4000, .data/).
 */
await startServer({
  SCENARIO: 'demo',
  WEB_ROOT: 'web/dist',
  PORT: '4100',
  DB_FILE: '.data/demo/db.json',
  UPLOAD_DIR: '.data/demo/uploads',
  ...process.env,
});
