import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { scenario } from '#fake-server/seed/index.js';
import { readDatabaseFiles } from '#fake-server/db/store.js';
import { writeSection } from './bench/doc.js';
import { growthSection } from './bench/growth.js';
import { publicDemoSection } from './bench/public-demo.js';
import { sandboxesSection } from './bench/sandboxes.js';
import { fixturesSection } from './bench/fixtures.js';
import { prospectWorldsSection } from './bench/prospect-worlds.js';
import { startFakeServer, startNode } from '../tests/setup/processes.js';
import { DEMO_PASSWORD, NEW_PASSWORD } from '../tests/setup/credentials.js';

/**
 * npm run bench: the fake server against json-server 0.17 on the same data, in one run, on
 * loopback, each case bounded in time. Prints a table and writes it into docs/benchmarks.md.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Row = { target: string; case: string; rps: number; p99: number; non2xx: number; errors: number };

async function measure(target: string, name: string, opts: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  return {
    target,
    case: name,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

let counter = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${++counter}`;

/** Sections measured on their own servers; `BENCH_ONLY=<name> npm run bench` measures one alone. */
const SECTIONS = {
  sandboxes: { heading: '## Sandboxes (`npm run bench`, SANDBOXES=on)', measure: sandboxesSection },
  // What a public demo carries, and how soon an abusive client is refused.
  'public-demo': {
    heading: '## Public demo (`BENCH_ONLY=public-demo npm run bench`, issue 34)',
    measure: publicDemoSection,
  },
  // Loading a large fixture document, and what one may hold inside a sandbox's budget.
  fixtures: {
    heading: '## Fixture documents (`BENCH_ONLY=fixtures npm run bench`, issues 43, 50, 51)',
    measure: fixturesSection,
  },
  // Generated people: how long a prospect's world takes to expand, and how many fit a sandbox.
  'prospect-worlds': {
    heading: '## Prospect worlds (`BENCH_ONLY=prospect-worlds npm run bench`, issue 59)',
    measure: prospectWorldsSection,
  },
} as const;
async function measureSection(name: keyof typeof SECTIONS) {
  const section = await SECTIONS[name].measure();
  console.log(`\n${section}`);
  await writeSection(name, SECTIONS[name].heading, section);
}
const only = process.env.BENCH_ONLY;
if (only && only in SECTIONS) {
  await measureSection(only as keyof typeof SECTIONS);
  process.exit(0);
}

const dir = await mkdtemp(join(tmpdir(), 'bench-'));
const data = scenario('demo');
const fake = await startFakeServer({
  DB_FILE: join(dir, 'fake.json'),
  UPLOAD_DIR: join(dir, 'uploads'),
  RATE_LIMIT: 'off',
  SCENARIO: 'demo',
});
const blogs = data.blogs.map((b) => ({
  id: b.id,
  title: b.title.en,
  photo: b.photo,
  createTime: b.createTime,
  summary: b.summary.en,
}));
await writeFile(join(dir, 'json-server.json'), JSON.stringify({ blogs, contacts: [], users: [] }));
const json = await startNode(
  ['scripts/bench/json-server.cjs', join(dir, 'json-server.json'), '0'],
  {},
  /json-server on (\d+)/,
);
const fakeUrl = fake.url;
const jsonUrl = `http://127.0.0.1:${json.match[1]}`;
const headers = { 'content-type': 'application/json' };

const rows: Row[] = [];
try {
  rows.push(
    await measure('fake server', 'GET blog list (page 1, 20)', {
      url: `${fakeUrl}/api/information/list?page=1&size=20`,
    }),
  );
  rows.push(await measure('json-server', 'GET blog list (page 1, 20)', { url: `${jsonUrl}/blogs?_page=1&_limit=20` }));
  rows.push(
    await measure('fake server', 'POST login (Argon2id, OWASP cost)', {
      url: `${fakeUrl}/api/passport/account/login`,
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'lena.hartmann@example.com', password: DEMO_PASSWORD }),
    }),
  );
  rows.push(
    await measure('fake server', 'POST contact message (write)', {
      url: `${fakeUrl}/api/common/propose/create`,
      method: 'POST',
      headers,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              userName: 'Bench',
              contact: `b${unique()}@example.com`,
              content: 'Load test message',
            }),
          }),
        },
      ],
    }),
  );
  rows.push(
    await measure('json-server', 'POST contact message (write)', {
      url: `${jsonUrl}/contacts`,
      method: 'POST',
      headers,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              userName: 'Bench',
              contact: `b${unique()}@example.com`,
              content: 'Load test message',
            }),
          }),
        },
      ],
    }),
  );
  rows.push(
    await measure('fake server', 'POST register (write + Argon2id)', {
      url: `${fakeUrl}/api/passport/register`,
      method: 'POST',
      headers,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ nickName: 'Bench', email: `r${unique()}@example.com`, password: NEW_PASSWORD }),
          }),
        },
      ],
    }),
  );
  rows.push(
    await measure('json-server', 'POST register (write, no hashing)', {
      url: `${jsonUrl}/users`,
      method: 'POST',
      headers,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ nickName: 'Bench', email: `r${unique()}@example.com`, password: NEW_PASSWORD }),
          }),
        },
      ],
    }),
  );
} finally {
  await Promise.all([fake.stop(), json.stop()]);
}
const saved = (await readDatabaseFiles(join(dir, 'fake.json')))!;
await rm(dir, { recursive: true, force: true });

const ratio = (name: string) => {
  const [a, b] = rows.filter((r) => r.case.startsWith(name));
  return a && b ? (a.rps / b.rps).toFixed(1) : 'n/a';
};
const table = [
  '| target | case | requests/s | p99 latency (ms) | non-2xx | errors |',
  '|---|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.target} | ${r.case} | ${r.rps} | ${r.p99} | ${r.non2xx} | ${r.errors} |`),
].join('\n');
const summary = `Fake server / json-server on the blog list: **${ratio('GET blog list')}x** (target at least 3x); on contact writes: **${ratio('POST contact')}x**. Writes kept in the fake server's file after the run: ${saved.contacts.length} contact messages, ${saved.users.length} users.`;
const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench\` (${SECONDS} s per case, ${CONNECTIONS} connections, loopback, Node ${process.version}, ${(await import('node:os')).cpus().length} cores shared by client and servers).`;
const section = `<!-- bench:start -->\n${stamp}\n\n${table}\n\n${summary}\n<!-- bench:end -->`;
console.log(`\n${table}\n\n${summary}`);

const growth = await growthSection();
console.log(`\n${growth}`);

const file = 'docs/benchmarks.md';
let current = await readFile(file, 'utf8').catch(
  () => '# Benchmarks\n\n## Fake server (`npm run bench`)\n\n<!-- bench:start -->\n<!-- bench:end -->\n',
);
if (!current.includes('<!-- growth:start -->')) {
  current = current.replace(
    '<!-- bench:end -->',
    '<!-- bench:end -->\n\n### Growth: the same calls at 0, 20,000 and 100,000 stored messages\n\n<!-- growth:start -->\n<!-- growth:end -->',
  );
}
await writeFile(
  file,
  current
    .replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, section)
    .replace(/<!-- growth:start -->[\s\S]*<!-- growth:end -->/, growth),
);
for (const name of Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]) await measureSection(name);
