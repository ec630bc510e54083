import { demoSite } from '../e2e/global-setup';
import { startServer } from '../e2e/fixtures';

/** Builds the demo site when it changed, and starts the one sandbox-mode server every worker shares. */
export default async function globalSetup() {
  await demoSite();
  const { server, stop } = await startServer({ SANDBOXES: 'on' });
  process.env.SANDBOX_SERVER_URL = server.url;
  return stop;
}
