import { startServer } from '../fake-server/server.js';

/**
 * npm run demo (after the demo build): the built site and the fake API from one port, seeded with
 * the demo scenario; honours the fake server's environment (PORT, HOST, DB_FILE, ...).
 */
await startServer({ SCENARIO: 'demo', WEB_ROOT: 'web/dist', ...process.env });
