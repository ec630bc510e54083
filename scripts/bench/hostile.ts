import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { checkOffline, checkWhole } from '#fake-server/documents/check.js';
import { FixtureProblems } from '#fake-server/documents/problems.js';
import { readDocumentText } from '#fake-server/documents/read.js';
import { world } from '#fake-server/seed/index.js';
import { HOSTILE_DOCUMENTS, type HostileShape } from '../../tests/setup/hostile-documents.js';
import { startFakeServer } from '../../tests/setup/processes.js';

/**
 * Red team round 6 (issue 50) in numbers, for the fixture documents section of `npm run bench`:
 * the time to read and refuse a 300 KB document of each hostile shape (in this process, and
 * posted to the real server while another client polls /healthz), the server's memory before
 * and after 30 refused documents of 300 KB, and `npm run seed -- --check` on the 1,000-user
 * document (issue 51).
 */
const KB = 1024;
const run = promisify(execFile);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const SHAPES: [HostileShape, string][] = [
  ['blockKeys', '40,000 distinct keys, one a line (`k0: 1` ...)'],
  ['flowKeys', 'the same as one flow mapping (`{k0: 1, k1: 1, ...}`)'],
  ['anchorPairs', 'anchors each aliased once (`[&a0 1, *a0, &a1 1, *a1, ...]`)'],
  ['manyAnchors', 'anchors never aliased (`[&a0 0, &a1 1, ...]`)'],
  ['zoneSpellings', 'a contact message per spelling of a zone (`today aSIA/shanghai`), YAML'],
  ['zoneSpellingsJson', 'the same as JSON'],
];

/** CPU milliseconds of reading and checking a text whole (both stages), as every load does before any hash. */
function cpuOfCheck(text: string) {
  const before = process.cpuUsage();
  try {
    checkWhole(readDocumentText(text), { base: world, now: Date.now() });
  } catch (error) {
    if (!(error instanceof FixtureProblems)) throw error;
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** The resident memory of a process, in MB (Linux). */
async function rssMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** One document posted while another client asks /healthz every 20 ms: the post's time and the slowest health check. */
async function postWhilePolled(url: string, sandbox: string, text: string, type: string) {
  let slowest = 0;
  let polling = true;
  const poll = (async () => {
    while (polling) {
      const started = performance.now();
      await fetch(`${url}/healthz`).then((res) => res.arrayBuffer());
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const res = await fetch(`${url}/__dev/seed`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-sandbox': sandbox },
    body: text,
  });
  const answer = (await res.json()) as { code: string };
  const ms = performance.now() - started;
  polling = false;
  await poll;
  if (answer.code !== '1005') throw new Error(`expected a refusal, got ${answer.code}`);
  return { ms, slowest };
}

export async function hostileSection(dir: string, bigYaml: string) {
  // In this process: CPU time, median of three.
  const cpu = SHAPES.map(([shape]) => {
    const text = HOSTILE_DOCUMENTS[shape](300 * KB);
    cpuOfCheck(text);
    return median([cpuOfCheck(text), cpuOfCheck(text), cpuOfCheck(text)]);
  });

  const server = await startFakeServer({
    DB_FILE: join(dir, 'hostile', 'db.json'),
    SANDBOXES: 'on',
    RATE_LIMIT: 'off',
  });
  const rows: string[] = [];
  let memory: string;
  try {
    const sandbox = async () => {
      const res = await fetch(`${server.url}/__dev/sandboxes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"scenario":"empty"}',
      });
      return ((await res.json()) as { data: { id: string } }).data.id;
    };
    const id = await sandbox();
    for (const [i, [shape, label]] of SHAPES.entries()) {
      const text = HOSTILE_DOCUMENTS[shape](300 * KB);
      const type = shape.endsWith('Json') ? 'application/json' : 'application/yaml';
      const { ms, slowest } = await postWhilePolled(server.url, id, text, type);
      rows.push(
        `| ${label} | ${(text.length / KB).toFixed(0)} KB | ${cpu[i]!.toFixed(0)} | ${ms.toFixed(0)} | ${slowest.toFixed(0)} |`,
      );
    }
    // 30 refused documents of 300 KB from one client, each shape in turn and each zone document
    // spelling another zone: what the server keeps of them.
    const pid = server.child.pid!;
    const zones = ['Asia/Shanghai', 'Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Africa/Johannesburg'];
    const documents = Array.from({ length: 30 }, (_, i) => {
      const [shape] = SHAPES[i % SHAPES.length]!;
      const zone = zones[Math.floor(i / SHAPES.length) % zones.length]!;
      const text =
        shape === 'zoneSpellings' || shape === 'zoneSpellingsJson'
          ? HOSTILE_DOCUMENTS[shape](300 * KB, zone)
          : HOSTILE_DOCUMENTS[shape](300 * KB);
      return { text, type: shape.endsWith('Json') ? 'application/json' : 'application/yaml' };
    });
    const before = await rssMb(pid);
    const started = performance.now();
    for (const { text, type } of documents) await postWhilePolled(server.url, id, text, type);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const after = await rssMb(pid);
    // The same 30 again: memory a document kept would grow again; a heap that has found its size does not.
    for (const { text, type } of documents) await postWhilePolled(server.url, id, text, type);
    const again = await rssMb(pid);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const settled = await rssMb(pid);
    memory = `The server's resident memory (VmRSS) before 30 refused documents of 300 KB posted one after the other by one client (each shape in turn, each zone document spelling another zone), right after them (${seconds} s), after the same 30 once more, and 10 s later: **${before.toFixed(0)} MB, ${after.toFixed(0)} MB, ${again.toFixed(0)} MB, ${settled.toFixed(0)} MB**. The first 30 grow V8's heap to the size reading such a document needs; the next 30 add nothing: nothing of a refused document is kept. Before the fix four such zone documents took a server from about 470 MB to 1.15-1.4 GB (issue 50, finding 3): each spelling kept a date formatter outside V8's heap.`;
  } finally {
    await server.stop();
  }

  // `npm run seed -- --check` on the 1,000-user document: in this process, and the command itself.
  const inProcess = () => {
    const started = performance.now();
    checkOffline(readDocumentText(bigYaml), { base: world, now: Date.now() });
    return performance.now() - started;
  };
  inProcess();
  const checkMs = median([inProcess(), inProcess(), inProcess()]);
  const file = join(dir, 'thousand-users.yaml');
  await writeFile(file, bigYaml);
  const command = async () => {
    const started = performance.now();
    await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--check', file], {
      env: { ...process.env, PORT: '1' },
    });
    return performance.now() - started;
  };
  const commandMs = median([await command(), await command(), await command()]);

  return `Red team round 6 (issue 50): the time to read and refuse a document of about 300 KB of each hostile shape. "CPU ms": reading and checking it whole (YAML, schema, and the loader on what the schema let through), in this process, median of three. "Server ms": the same document posted to the real server (\`SANDBOXES=on\`, into a sandbox), and "/healthz ms" the slowest answer another client got meanwhile, asking every 20 ms. Before the fix 40,000 keys held every client about 50 s and 20,000 anchor pairs about 15 s.

| document | size | CPU ms | server ms | /healthz ms |
|---|---:|---:|---:|---:|
${rows.join('\n')}

${memory}

\`npm run seed -- --check\` on the 1,000-user document above (${(bigYaml.length / KB).toFixed(0)} KB, every problem of both stages, no password hashed, nothing stored): ${checkMs.toFixed(0)} ms of checking (median of three, in this process); the whole command, Node and tsx starting included, ${(commandMs / 1000).toFixed(1)} s.`;
}
