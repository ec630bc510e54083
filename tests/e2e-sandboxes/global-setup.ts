import { existsSync } from 'node:fs';
import { buildDemoSite } from '../e2e/global-setup';
import { startServer } from '../e2e/fixtures';

/** Builds the demo site when there is none yet, and starts the one sandbox-mode server every worker shares. */
export default async function globalSetup() {
  if (!existsSync(`${process.env.WEB_OUT_DIR ?? 'web/dist'}/index.html`)) buildDemoSite();
  const { server, stop } = await startServer({ SANDBOXES: 'on' });
  process.env.SANDBOX_SERVER_URL = server.url;
  return stop;
}
