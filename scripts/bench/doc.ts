import { readFile, writeFile } from 'node:fs/promises';

export const BENCH_FILE = 'docs/benchmarks.md';

/** Writes a measured section between its `<!-- name:start/end -->` markers, adding it under `heading` when new. */
export async function writeSection(name: string, heading: string, section: string) {
  const current = await readFile(BENCH_FILE, 'utf8').catch(() => '# Benchmarks\n');
  const markers = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  await writeFile(
    BENCH_FILE,
    markers.test(current)
      ? current.replace(markers, () => section)
      : `${current.trimEnd()}\n\n${heading}\n\n${section}\n`,
  );
}
