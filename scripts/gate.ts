import { spawn } from 'node:child_process';
import { createWriteStream, statSync } from 'node:fs';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { FOLDERS, staticDemo } from '../tests/e2e-static/global-setup.js';
import { demoSite } from '../tests/e2e/global-setup.js';
import { startProductionStack } from '../tests/e2e-prod/production-stack.js';
import { gateTable, overBudget, slowestSpecs } from './gate-report.js';
import { TIME_BUDGETS } from './gate-budgets.js';

/**
 * `npm test`: the gate, within its budget (scripts/gate-budgets.ts): the static checks, the unit and
 * API tests and the browser suite of the demo and production builds, in the order that fails
 * fastest, each site built once and shared by the stages that need it (the demo build through its
 * input stamp, one production stack through PROD_SITE_URL and its siblings). The static checks and
 * the two builds run side by side; the browser stage runs alone (it keeps both cores busy: running
 * the unit tests beside it at the idle priority starved them into failures, docs/decisions/218).
 * `npm run test:deep` (`--deep`): the deep run's browser tests (tests/setup/deep.ts: sweeps over
 * every page, language, zone and repetition, a behaviour's repeats in the other language or width,
 * checks that build their own bundle), the integration files, the sandboxes, the static demo with
 * its backend's API suites, the other engines and the size budgets, which CI runs after the gate
 * (docs/decisions/217, 218). Prints each stage's time and writes them, with the browser stage's
 * slowest spec files, to reports/<gate|deep>.md (the last run) and reports/<gate|deep>-times.jsonl
 * (every run); nothing tracked changes (docs/decisions/103). `--check` writes reports/check.md and
 * check-times.jsonl.
 */
/** `toLog`: beside other work its output goes to a log (printed if it fails); builds print as they go. */
type Stage = { name: string; run: (log?: string) => Promise<void>; toLog?: boolean };
/** Stages one after another; a step of several chains runs them side by side. */
type Step = Stage | Stage[][];

/** An npm script as a stage. */
const npm = (name: string, script: string, ...args: string[]): Stage => ({
  name,
  toLog: true,
  run: (log?: string) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
        stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      });
      // Both streams into one log, which is closed (and flushed) only once the script has ended.
      const out = log ? createWriteStream(log) : undefined;
      if (out) for (const stream of [child.stdout!, child.stderr!]) stream.pipe(out, { end: false });
      child.on('close', (code, signal) => {
        const ended = () =>
          code === 0 ? resolve() : reject(new Error(`npm run ${script} ended with ${signal ?? `exit code ${code}`}`));
        if (out) out.end(ended);
        else ended();
      });
    }),
});

let stopStack: (() => Promise<void>) | undefined;
const productionStack: Stage = {
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
};

/**
 * `npm run check` (`--check`): the inner loop's static checks beside the unit and API tests that
 * take a second or two (`test:quick`); the generated-file checks and the API suites rerun on the
 * static demo's backend are the gate's, the slow integration files the deep run's (vitest.config.ts,
 * GENERATED and INTEGRATION; docs/decisions/215, 217).
 */
const check = process.argv.includes('--check');
const deep = process.argv.includes('--deep');
/** `--strict-time` (or GATE_STRICT_TIME=1): a run over its time budget fails, not only warns. */
const STRICT = process.argv.includes('--strict-time') || process.env.GATE_STRICT_TIME === '1';
const checkSteps: Step[] = [
  [[npm('typecheck', 'typecheck'), npm('lint', 'lint')], [npm('unit and API, quick (vitest)', 'test:quick')]],
];

const demoBuild: Stage = { name: 'demo build', run: () => demoSite() };
const staticDemoBuilds: Stage = {
  name: 'static demo builds',
  run: async () => {
    for (const { dir, base } of Object.values(FOLDERS)) await staticDemo(dir, base);
  },
};

/**
 * Every vitest project but the integration files (5 s and more each: INTEGRATION in vitest.config.ts)
 * and the API suites rerun on the static demo's backend (the deep run's, with the static demo). None
 * reads a build, so they start once the demo build is done, beside lint and the production build.
 */
const unitTests = npm(
  'unit and API (vitest)',
  'test:unit',
  ...['api', 'generated', 'web', 'web-logic', 'web-sweeps'].flatMap((p) => ['--project', p]),
);

const gateSteps: Step[] = [
  // Everything before the browsers, on two cores: the type check then ESLint and knip; the demo
  // build, the unit tests, then Prettier and the API document's lint; the production stack. From a
  // fresh clone one core idled beside lint's last minute, then the unit tests ran alone for 1:37;
  // with them beside lint, lint still ended 36 s after them (docs/decisions/219).
  [
    [npm('typecheck', 'typecheck'), npm('lint: ESLint, knip', 'lint:code')],
    [demoBuild, unitTests, npm('lint: Prettier, the API document', 'lint:format')],
    [productionStack],
  ],
  // The deep run's browser tests (tests/setup/deep.ts: sweeps, repeats, own builds) are left out.
  npm('browser: demo and production (Playwright)', 'test:e2e', '--grep-invert', '@deep'),
];

const deepSteps: Step[] = [
  // The integration files read no build either: they run beside the production build.
  [
    [
      demoBuild,
      staticDemoBuilds,
      npm(
        "integration files and the static demo's backend (vitest)",
        'test:unit',
        ...['integration', 'browser-backend'].flatMap((p) => ['--project', p]),
      ),
    ],
    [productionStack],
  ],
  npm('browser: sweeps and repeats (Playwright)', 'test:e2e', '--grep', '@deep'),
  npm('browser: sandboxes', 'test:sandboxes'),
  npm('browser: static demo', 'test:static-demo'),
  // Alone: beside the size check's browser, WebKit missed its 30 s wait (docs/decisions/105).
  npm('other engines and built files', 'test:engines'),
  npm('size budgets', 'size', '--check'),
];

const times: Array<{ name: string; seconds: number }> = [];
const slug = (name: string) => name.replace(/\W+/g, '-').replace(/^-|-$/g, '');

async function runStage(stage: Stage, beside: boolean) {
  const log = beside && stage.toLog ? `reports/gate-${slug(stage.name)}.log` : undefined;
  const at = Date.now();
  try {
    await stage.run(log);
    if (log) console.log(`✓ ${stage.name} (${Math.round((Date.now() - at) / 1000)} s, output in ${log})`);
  } catch (error) {
    if (log) console.log(`\n✗ ${stage.name}:\n${await readFile(log, 'utf8').catch(() => '')}`);
    throw error;
  } finally {
    times.push({ name: stage.name, seconds: Math.round((Date.now() - at) / 1000) });
  }
}

async function runStep(step: Step) {
  if (!Array.isArray(step)) {
    console.log(`\n▶ ${step.name}`);
    return runStage(step, false);
  }
  console.log(`\n▶ side by side: ${step.map((chain) => chain.map((s) => s.name).join(', then ')).join(' | ')}`);
  // Every chain ends (a failing one stops only itself), then the first failure is the step's.
  const ended = await Promise.allSettled(
    step.map(async (chain) => {
      for (const stage of chain) await runStage(stage, true);
    }),
  );
  const failed = ended.find((e) => e.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
}

await mkdir('reports', { recursive: true });
const started = Date.now();
let failed: string | undefined;
try {
  for (const step of check ? checkSteps : deep ? deepSteps : gateSteps) await runStep(step);
} catch (error) {
  failed = (error as Error).message;
} finally {
  await stopStack?.();
}

const total = Math.round((Date.now() - started) / 1000);
const report = check ? 'check' : deep ? 'deep' : 'gate';
const budget = TIME_BUDGETS[report];
const history = await readFile(`reports/${report}-times.jsonl`, 'utf8').catch(() => '');
const table = gateTable(times, total, budget);
const over = failed ? undefined : overBudget({ total, budget, stages: times, history });
console.log(
  `\n${table}\n${failed ? `\n✗ ${failed}` : over ? `\n${over}` : '\n✓ every stage passed, within the budget'}`,
);
// Where the browser stage's time went, when this run had one (Playwright writes the report).
const browser = check
  ? ''
  : await readFile('reports/playwright.json', 'utf8')
      .then((json) =>
        statSync('reports/playwright.json').mtimeMs > started ? `\n${slowestSpecs(JSON.parse(json))}\n` : '',
      )
      .catch(() => '');
await writeFile(
  `reports/${report}.md`,
  `# npm ${check ? 'run check' : deep ? 'run test:deep' : 'test'}, ${new Date().toISOString()}\n\n${table}\n${browser}`,
);
await appendFile(
  `reports/${report}-times.jsonl`,
  `${JSON.stringify({ at: new Date().toISOString(), passed: !failed, total, budget, stages: times })}\n`,
);
process.exit(failed || (over && STRICT) ? 1 : 0);
