import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { contract } from '#contract/index.js';
import { routeManifest } from '../../web/src/app/route-manifest.js';

/**
 * docs/behaviour-map.md (`npm run behaviour-map`): for each call of the contract and each screen of
 * the route manifest, where its code, texts and tests are, found in the code rather than listed by
 * hand, so the map cannot drift (scripts/behaviour-map.test.ts holds the file to it).
 */
export const BEHAVIOUR_MAP_FILE = 'docs/behaviour-map.md';

type Source = { path: string; text: string };
type Call = { group: string; key: string; method: string; path: string };

function sources(dir: string, wanted: RegExp): Source[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => wanted.test(file) && !file.includes('node_modules'))
    .sort()
    .map((file) => ({ path: join(dir, file), text: readFileSync(join(dir, file), 'utf8') }));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const code = (items: readonly string[]) => (items.length ? items.map((i) => `\`${i}\``).join(', ') : '-');
const unique = <T>(items: T[]) => [...new Set(items)];

/** The calls of the contract, as its routers nest them (`api.<group>.<key>`, `devApi.dev.<key>`). */
function calls(): Call[] {
  const out: Call[] = [];
  for (const [group, router] of [...Object.entries(contract.api), ['dev', contract.devApi.dev] as const])
    for (const [key, route] of Object.entries(router as Record<string, { method: string; path: string }>))
      out.push({ group, key, method: route.method, path: route.path });
  return out;
}

/** A path as a test or a spec writes it: up to its first parameter, not followed by more of a name. */
function mentions(path: string) {
  const fixed = path.split(':')[0]!;
  return new RegExp(`['"\`]${escape(fixed)}${fixed.endsWith('/') ? '' : '(?![\\w-])'}`);
}

/** The handler of a key in a routes file, and the files it imports that its handler names. */
function handler(routes: Source[], key: string) {
  for (const file of routes) {
    const lines = file.text.split('\n');
    const at = lines.findIndex((line) => new RegExp(`^\\s+(?:async\\s+)?${key}\\s*(?::|\\()`).test(line));
    if (at < 0) continue;
    const indent = /^\s*/.exec(lines[at]!)![0];
    const end = lines.findIndex((line, i) => i > at && new RegExp(`^${indent}(?:[\\w.]+|\\}|\\.\\.\\.)`).test(line));
    const body = lines.slice(at, end < 0 ? undefined : end).join('\n');
    const uses = [...file.text.matchAll(/import (?:\* as (\w+)|\{([^}]*)\}) from '(\.\.\/[^']+)\.js'/g)]
      .filter((m) => (m[1] ?? m[2]!).split(',').some((name) => new RegExp(`\\b${name.trim()}\\b`).test(body)))
      .map((m) => join('fake-server/routes', `${m[3]}.ts`));
    return { file: file.path, uses: unique(uses) };
  }
  return undefined;
}

export function behaviourMap(): string {
  const contracts = sources('contract', /^[\w-]+\.contract\.ts$/);
  const routes = sources('fake-server/routes', /^[\w-]+\.ts$/);
  const apiTests = sources('tests/api', /\.test\.ts$/);
  const specs = sources('tests', /^e2e[\w-]*\/[\w-]+\.spec\.ts$/);
  const web = sources('web/src', /\.tsx?$/).filter((f) => !/\.test\.tsx?$/.test(f.path));
  const webTests = sources('web/src/features', /\.test\.tsx?$/);
  const specName = (s: Source) => s.path.replace(/^tests\//, '').replace(/\.spec\.ts$/, '');

  const pathPattern = (path: string) => (path === '/' ? /['"`]\/(?:\?[^'"`]*)?['"`]/ : mentions(path));
  const patterns = Object.values(routeManifest).map((entry) => pathPattern(entry.path));
  /** Specs that visit most screens (accessibility, time zones, the crawler): named once, not on every row. */
  const sweeps = specs.filter((s) => patterns.filter((p) => p.test(s.text)).length > patterns.length / 3);
  const journeys = specs.filter((s) => !sweeps.includes(s));
  const screens = Object.entries(routeManifest).map(([name, entry]) => {
    const feature = entry.page.split('/')[0]!;
    const pattern = pathPattern(entry.path);
    return {
      name,
      entry,
      feature,
      specs: journeys.filter((s) => pattern.test(s.text)).map(specName),
      tests: webTests
        .filter((t) => t.path.includes(`/features/${feature}/`) && t.text.includes(entry.component))
        .map((t) => t.path),
    };
  });

  const callRows = calls().map((call) => {
    const contractFile = contracts.find((c) => new RegExp(`^\\s+${call.key}: \\{`, 'm').test(c.text))?.path ?? '?';
    const own = routes.filter((r) => r.text.includes(call.group === 'dev' ? 'devApi.dev' : `api.${call.group},`));
    const found = handler([...own, ...routes.filter((r) => !own.includes(r))], call.key);
    const byClient = new RegExp(`\\.${call.group}\\.${call.key}\\b`);
    const byPath = mentions(call.path);
    const tests = apiTests
      .filter((t) => byClient.test(t.text) || byPath.test(t.text))
      .map((t) => basename(t.path, '.test.ts'));
    const users = web.filter((f) => new RegExp(`\\bclient\\.${call.group}\\.${call.key}\\b`).test(f.text));
    const onScreens = screens.filter((s) => users.some((u) => u.path.startsWith(`web/src/features/${s.feature}/`)));
    const browser = unique([
      ...journeys.filter((s) => byPath.test(s.text)).map(specName),
      ...onScreens.flatMap((s) => s.specs),
    ]).sort();
    return { call, contractFile, found, tests, users, onScreens, browser };
  });

  const callTable = [
    '| call | method and path | contract | fake server: handler, then what it uses | API tests (`tests/api/`) | web (`web/src/`) | browser specs (`tests/`) |',
    '|---|---|---|---|---|---|---|',
    ...callRows
      .map(({ call, contractFile, found, tests, users, browser }) =>
        [
          `\`${call.group}.${call.key}\``,
          `${call.method} \`${call.path}\``,
          `\`${contractFile}\``,
          found ? code([found.file, ...found.uses]) : '-',
          code(tests),
          code(users.map((u) => u.path.replace('web/src/', ''))),
          code(browser),
        ].join(' | '),
      )
      .map((row) => `| ${row} |`),
  ];

  const screenTable = [
    '| screen | path | page (`web/src/features/`) | texts (`web/src/locales/{en,cn}/`) | access | calls of its feature folder | component tests | browser specs (`tests/`) |',
    '|---|---|---|---|---|---|---|---|',
    ...screens
      .map((s) =>
        [
          s.name,
          `\`${s.entry.path}\``,
          `\`${s.entry.page}.tsx\` (\`${s.entry.component}\`)`,
          code(s.entry.texts.map((t) => `${t}.json`)),
          s.entry.access,
          code(callRows.filter((r) => r.onScreens.includes(s)).map((r) => `${r.call.group}.${r.call.key}`)),
          code(s.tests),
          code(s.specs),
        ].join(' | '),
      )
      .map((row) => `| ${row} |`),
  ];

  return `# Behaviour map

Generated by \`npm run behaviour-map\` from the contract (\`contract/*.contract.ts\`), the route manifest
(\`web/src/app/route-manifest.ts\`), the fake server's routes and the tests; \`scripts/behaviour-map.test.ts\`
fails while it is stale. A call's browser specs are those that name its path and those of the
screens whose feature calls it. Specs that visit most screens are not repeated on each row:
${code(sweeps.map(specName))}. Where a new page or call goes: [working-on-the-code.md](working-on-the-code.md).

## Calls

${callTable.join('\n')}

## Screens

${screenTable.join('\n')}
`;
}
