import { execFileSync } from 'node:child_process';
import { startProductionStack } from '../e2e-prod/production-stack';

/** The demo site (`vite build --mode demo`, prerender, finish) into web/dist or WEB_OUT_DIR. */
export function buildDemoSite() {
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'web/vite.config.ts',
      '--mode',
      'demo',
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit' },
  );
  execFileSync(process.execPath, ['--import', 'tsx', 'site-build/prerender.ts', '--mode', 'demo'], {
    stdio: 'inherit',
  });
  execFileSync(process.execPath, ['--import', 'tsx', 'site-build/finish.ts'], { stdio: 'inherit' });
}

/**
 * Builds the demo site once for the whole run (E2E_SKIP_BUILD=1 reuses the last demo build; WEB_OUT_DIR
 * moves it), and starts the production stack for the production project: a production build
 * against a fake server on another port, served by `npm run serve`. The returned function stops it.
 */
export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) buildDemoSite();
  // The production build knows its API's address, a free port of this run: it is built every run.
  const stack = await startProductionStack();
  process.env.PROD_SITE_URL = stack.siteUrl;
  process.env.PROD_API_URL = stack.apiUrl;
  process.env.PROD_SPEC_SITE_URL = stack.spec.siteUrl;
  process.env.PROD_SPEC_API_URL = stack.spec.apiUrl;
  return stack.stop;
}
