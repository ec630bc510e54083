import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startProductionStack } from '../e2e-prod/production-stack';
import { builtFrom, inputsOf, markBuilt } from '../setup/build-stamp';
import { runNode } from '../setup/processes';
import { runsProduction } from '../setup/runs-production';

const demoDist = () => process.env.WEB_OUT_DIR ?? 'web/dist';

/** The demo site (`vite build --mode demo`, prerender, finish) into web/dist or WEB_OUT_DIR. */
async function buildDemoSite() {
  await runNode([
    'node_modules/vite/bin/vite.js',
    'build',
    '--config',
    'web/vite.config.ts',
    '--mode',
    'demo',
    '--logLevel',
    'warn',
  ]);
  await runNode(['--import', 'tsx', 'site-build/prerender.ts', '--mode', 'demo']);
  await runNode(['--import', 'tsx', 'site-build/finish.ts']);
}

/**
 * The demo build, built only when its inputs changed since the last one (or E2E_SKIP_BUILD=1: the
 * last build as it is). Every suite that needs it asks here: the browser tests, the sandboxes,
 * the other engines.
 */
export async function demoSite() {
  const dist = demoDist();
  if (process.env.E2E_SKIP_BUILD && existsSync(join(dist, 'index.html'))) return;
  const inputs = inputsOf({ mode: 'demo', dist });
  if (builtFrom(dist, inputs)) return console.log(`Demo build in ${dist} is current: reused.`);
  await buildDemoSite();
  markBuilt(dist, inputs);
}

/**
 * Builds the demo site when it changed, and starts the production stack for the production project
 * unless the run has none, or `npm test` started one for every stage (PROD_SITE_URL): a production
 * build against a fake server on another port, served by `npm run serve`. The returned function stops it.
 */
export default async function globalSetup() {
  await demoSite();
  if (process.env.PROD_SITE_URL || !runsProduction()) return;
  const stack = await startProductionStack();
  process.env.PROD_SITE_URL = stack.siteUrl;
  process.env.PROD_API_URL = stack.apiUrl;
  process.env.PROD_SPEC_SITE_URL = stack.spec.siteUrl;
  process.env.PROD_SPEC_API_URL = stack.spec.apiUrl;
  return stack.stop;
}
