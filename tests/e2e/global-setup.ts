import { execFileSync } from 'node:child_process';

/** Builds the demo site once for the whole run (E2E_SKIP_BUILD=1 reuses the last build; WEB_OUT_DIR moves it). */
export default function globalSetup() {
  if (process.env.E2E_SKIP_BUILD) return;
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'web/vite.config.ts', '--mode', 'demo', '--logLevel', 'warn'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts', '--mode', 'demo'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['--import', 'tsx', 'web/build/finish.ts'], { stdio: 'inherit' });
}
