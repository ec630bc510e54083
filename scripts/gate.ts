import { spawn } from 'node:child_process';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { demoSite } from '../tests/e2e/global-setup.js';
import { startProductionStack } from '../tests/e2e-prod/production-stack.js';

/**
 * `npm test`: every check the project has, in the order that fails fastest, each site built once
 * and shared by the stages that need it (the demo build through its input stamp, one production
 * stack through PROD_SITE_URL and its siblings). Prints each stage's time and writes them to
 * reports/gate.md (the last run) and reports/gate-times.jsonl (every run); nothing tracked changes.
 */
type Stage = { name: string; run: () => Promise<void> };

const npm =
  (script: string, ...args: string[]) =>
  () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
        stdio: 'inherit',
      });
      child.on('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`npm run ${script} ended with ${signal ?? `exit code ${code}`}`)),
      );
    });

let stopStack: (() => Promise<void>) | undefined;

const stages: Stage[] = [
  { name: 'typecheck', run: npm('typecheck') },
  { name: 'lint', run: npm('lint') },
  { name: 'unit and API (vitest)', run: npm('test:unit') },
  { name: 'demo build', run: async () => demoSite() },
  {
    name: 'production stack (build, API, site server, spec stand-in)',
    run: async () => {
      const stack = await startProductionStack();
      Object.assign(process.env, {
        PROD_SITE_URL: stack.siteUrl,
        PROD_API_URL: stack.apiUrl,
        PROD_SPEC_SITE_URL: stack.spec.siteUrl,
        PROD_SPEC_API_URL: stack.spec.apiUrl,
      });
      stopStack = stack.stop;
    },
  },
  { name: 'browser: demo and production (Playwright)', run: npm('test:e2e') },
  { name: 'browser: sandboxes', run: npm('test:sandboxes') },
  { name: 'browser: static demo', run: npm('test:static-demo') },
  { name: 'other engines and built files', run: npm('test:engines') },
  { name: 'size budgets', run: npm('size', '--check') },
];

const times: Array<{ name: string; seconds: number }> = [];
const started = Date.now();
let failed: string | undefined;
try {
  for (const stage of stages) {
    console.log(`\n▶ ${stage.name}`);
    const at = Date.now();
    try {
      await stage.run();
    } finally {
      times.push({ name: stage.name, seconds: Math.round((Date.now() - at) / 1000) });
    }
  }
} catch (error) {
  failed = (error as Error).message;
} finally {
  await stopStack?.();
}

const total = Math.round((Date.now() - started) / 1000);
const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
const table = [
  '| stage | time |',
  '|---|---:|',
  ...times.map((t) => `| ${t.name} | ${clock(t.seconds)} |`),
  `| **total** | **${clock(total)}** |`,
].join('\n');
console.log(`\n${table}\n${failed ? `\n✗ ${failed}` : '\n✓ every stage passed'}`);
await mkdir('reports', { recursive: true });
await writeFile('reports/gate.md', `# npm test, ${new Date().toISOString()}\n\n${table}\n`);
await appendFile(
  'reports/gate-times.jsonl',
  `${JSON.stringify({ at: new Date().toISOString(), passed: !failed, total, stages: times })}\n`,
);
process.exit(failed ? 1 : 0);
