import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

const TEXT = /\.(js|css|html|json|txt|xml|svg|webmanifest|conf|map)$/;

type Copy = {
  /** Rewrites the text of every text file (an address, a file name). */
  rewrite?: (text: string) => string;
  /** A new name for a file (a chunk of the next release), or null to keep it. */
  rename?: (name: string) => string | null;
};

async function* walk(dir: string, sub = ''): AsyncGenerator<string> {
  for (const entry of await readdir(join(dir, sub), { withFileTypes: true })) {
    const path = join(sub, entry.name);
    if (entry.isDirectory()) yield* walk(dir, path);
    else yield path;
  }
}

/**
 * A copy of a built site, changed as a deployment would change it: text rewritten (another API
 * address) or files renamed with every reference to them (a new release's hashed chunks). The
 * precompressed twins are left out (they would still hold the old text): the server then sends
 * the plain files, compressed on the fly or not at all.
 */
export async function copySite(from: string, to: string, { rewrite = (t) => t, rename = () => null }: Copy = {}) {
  const files: string[] = [];
  for await (const path of walk(from)) if (!/\.(br|gz)$/.test(path)) files.push(path);
  const renamed = new Map(
    files.flatMap((path) => {
      const next = rename(basename(path));
      return next ? [[basename(path), next] as const] : [];
    }),
  );
  const names = renamed.size
    ? new RegExp([...renamed.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g')
    : null;
  const change = (text: string) => {
    const rewritten = rewrite(text);
    return names ? rewritten.replace(names, (name) => renamed.get(name)!) : rewritten;
  };
  for (const path of files) {
    const target = join(to, path.slice(0, -basename(path).length), renamed.get(basename(path)) ?? basename(path));
    await mkdir(join(target, '..'), { recursive: true });
    if (TEXT.test(path)) await writeFile(target, change(await readFile(join(from, path), 'utf8')));
    else await copyFile(join(from, path), target);
  }
}
