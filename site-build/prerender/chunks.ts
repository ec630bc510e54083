import type { Shell } from './template.js';

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, Chunk>;

/** The Vite manifest's key of a source file under web/ (a missing one is a build error, not a guess). */
export function sourceKey(manifest: ViteManifest, source: string): string {
  if (!manifest[source]) throw new Error(`${source} is not in the build's manifest`);
  return source;
}

/** The modules the entry imports, and theirs: what every page fetches beside the entry. */
export function entryImports(manifest: ViteManifest): string[] {
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(walk);
  };
  for (const chunk of Object.values(manifest)) if (chunk.isEntry) chunk.imports?.forEach(walk);
  return [...files];
}

/**
 * What a page needs before it can hydrate: the stylesheets of its chunks that the shell does not
 * link already (without them the prerendered page would paint unstyled), and every module to fetch
 * alongside the entry: the shell's own preloads and the entry's imports (the build writes no
 * preloads of its own: docs/decisions/154), then the chunks of `sources` and their imports.
 */
export function pageAssets(manifest: ViteManifest, shell: Shell, sources: string[]) {
  // The entry is loaded as the entry, not again as a module beside it.
  const modules = new Set<string>([shell.entry, ...shell.modules, ...entryImports(manifest)]);
  const styles = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key]!;
    if (modules.has(chunk.file)) return;
    modules.add(chunk.file);
    chunk.css?.forEach((css) => styles.add(css));
    chunk.imports?.forEach(walk);
  };
  for (const source of sources) walk(sourceKey(manifest, source));
  modules.delete(shell.entry);
  return { modules: [...modules], styles: [...styles].filter((file) => !shell.styles.includes(file)) };
}
