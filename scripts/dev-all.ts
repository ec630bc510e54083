import { runTogether } from './run-together.js';

/** npm run dev:all: the Vite dev server (5173) and the fake server (4000); Vite proxies the API paths. */
const port = process.env.PORT ?? '4000';
runTogether([
  {
    name: 'api',
    command: process.execPath,
    args: ['--import', 'tsx', 'fake-server/server.ts'],
    env: { PORT: port, WEB_ORIGIN: process.env.WEB_ORIGIN ?? 'http://localhost:5173' },
    color: 36,
  },
  {
    name: 'web',
    command: process.execPath,
    // The demo's settings (.env.demo: the fake checkout, the stand-ins), with the dev server's hot reload.
    args: ['node_modules/vite/bin/vite.js', '--config', 'web/vite.config.ts', '--mode', 'demo'],
    env: { FAKE_SERVER_URL: `http://127.0.0.1:${port}`, VITE_FAKE_API: '1' },
    color: 35,
  },
]);
