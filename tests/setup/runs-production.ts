import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** Playwright's options that take a value as the next argument (`-g name`, `--workers 2`...). */
const VALUED =
  /^(-[gGcj]|--(grep|grep-invert|config|workers|project|reporter|retries|timeout|repeat-each|shard|output|trace|max-failures|global-timeout|tsconfig|test-list|test-list-invert))$/;

/**
 * Whether this run includes the production project: no `--project` or one naming production, and
 * no file filter or one that matches a spec of tests/e2e-prod (Playwright reads each filter as a
 * regular expression over the file's path). A run of demo specs alone does not build the
 * production site; when in doubt (a filter that is not a valid expression), it does.
 */
export function runsProduction(argv = process.argv.slice(2)) {
  const projects: string[] = [];
  const filters: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
    else if (VALUED.test(arg)) {
      if (arg === '--project') projects.push(argv[i + 1] ?? '');
      i++;
    } else if (!arg.startsWith('-') && !(i === 0 && arg === 'test')) filters.push(arg.replace(/:\d+(:\d+)?$/, ''));
  }
  if (projects.length && !projects.includes('production')) return false;
  if (!filters.length) return true;
  const specs = readdirSync('tests/e2e-prod')
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => resolve('tests/e2e-prod', f));
  return filters.some((filter) => {
    try {
      return specs.some((spec) => new RegExp(filter).test(spec));
    } catch {
      return true;
    }
  });
}
