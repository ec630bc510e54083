import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { type MediaFormat, mediaFacts } from './media-files.js';

/**
 * The media manifest (web/media.json, docs/media.md): every product picture, clip and share image
 * as a slot with a fixed place, the formats it takes and its size. The company's own screens and
 * renders go in by dropping files: the same file replaced, or, where a slot takes a raster, a
 * WebP, PNG or JPEG of the same name beside the generated SVG, which the build then uses instead.
 * Every file is checked here, by its bytes: the build stops on a wrong format or size.
 */
export type MediaSlot = {
  name: string;
  /** From the repository's root; `*` stands for any name in the folder, `[0-9]` for one digit, `{lang}` for en and cn. */
  file: string;
  accepts: MediaFormat[];
  /** Width and height in pixels: a raster at least this big in this ratio; an SVG in this ratio. */
  size: [number, number];
  /** A raster must be exactly `size` (share pictures: what link previews expect). */
  exact?: boolean;
  shows: string;
  languages: string;
  /** 'company' once the file is the company's own: `npm run art` then leaves it alone. */
  origin: 'generated' | 'company';
};

export const MANIFEST = 'web/media.json';
const RASTERS: MediaFormat[] = ['webp', 'png', 'jpg'];
/** Files in the slots' folders that are not pictures. */
const NOT_MEDIA = new Set(['.ts', '.vtt', '.md']);

export const readSlots = (root: string): MediaSlot[] =>
  (JSON.parse(readFileSync(join(root, MANIFEST), 'utf8')) as { slots: MediaSlot[] }).slots;

const extensionOf = (file: string) => extname(file).slice(1).replace('jpeg', 'jpg');

/** The slot's files as the generator names them (globs and languages expanded), from the root. */
function placesOf(root: string, slot: MediaSlot): string[] {
  const files = slot.file.includes('{lang}') ? ['en', 'cn'].map((l) => slot.file.replace('{lang}', l)) : [slot.file];
  return files.flatMap((file) => {
    if (!basename(file).includes('*')) return [file];
    const dir = dirname(file);
    // `*` any name, `[0-9]` one of these characters.
    const pattern = new RegExp(
      `^${basename(file)
        .replace(/[.+?^${}()|\\]/g, '\\$&')
        .replace(/\*/g, '[^/]+')}$`,
    );
    return existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((name) => pattern.test(name))
          .map((name) => join(dir, name))
      : [];
  });
}

/** The file the site shows for a place: a raster the company dropped beside the generated SVG, else the place itself. */
function shownFor(root: string, place: string, slot: MediaSlot): { file: string; problems: string[] } {
  if (extensionOf(place) !== 'svg' || !slot.accepts.some((f) => RASTERS.includes(f)))
    return { file: place, problems: [] };
  const stem = place.slice(0, -extname(place).length);
  const rasters = ['webp', 'png', 'jpg', 'jpeg']
    .map((ext) => `${stem}.${ext}`)
    .filter((f) => existsSync(join(root, f)));
  if (rasters.length > 1)
    return { file: rasters[0]!, problems: [`${rasters.join(' and ')}: two pictures for one place`] };
  return { file: rasters[0] ?? place, problems: [] };
}

function checkFile(root: string, file: string, slot: MediaSlot): string[] {
  const at = join(root, file);
  if (!existsSync(at)) return [`${file}: missing (slot "${slot.name}")`];
  const facts = mediaFacts(readFileSync(at));
  const named = extensionOf(file);
  if (!facts) return [`${file}: not a picture or clip the site can show (${slot.accepts.join(', ')})`];
  if (facts.format !== named) return [`${file}: its bytes are ${facts.format}, its name says ${named}`];
  if (!slot.accepts.includes(facts.format))
    return [`${file}: ${facts.format} where "${slot.name}" takes ${slot.accepts.join(', ')}`];
  if (facts.width === null) return [`${file}: its size cannot be read`];
  const [w, h] = slot.size;
  const wanted = `${w} x ${h}`;
  const got = `${facts.width} x ${facts.height}`;
  if (Math.abs(facts.width / facts.height - w / h) > 0.01 * (w / h))
    return [`${file}: ${got}, where "${slot.name}" is ${wanted} (a different shape would be cut or squeezed)`];
  if (facts.format !== 'svg' && slot.exact && (facts.width !== w || facts.height !== h))
    return [`${file}: ${got}, where "${slot.name}" must be exactly ${wanted}`];
  if (facts.format !== 'svg' && facts.width < w) return [`${file}: ${got}, smaller than "${slot.name}"'s ${wanted}`];
  return [];
}

/** Every problem of the media against the manifest, one line each naming the file; none when all is well. */
export function mediaProblems(root: string, slots = readSlots(root)): string[] {
  const problems: string[] = [];
  const known = new Set<string>();
  const folders = new Set<string>();
  for (const slot of slots) {
    const places = placesOf(root, slot);
    if (places.length === 0) problems.push(`${slot.file}: no file for slot "${slot.name}"`);
    folders.add(dirname(slot.file));
    for (const place of places) {
      const shown = shownFor(root, place, slot);
      problems.push(...shown.problems, ...checkFile(root, shown.file, slot));
      known.add(place);
      known.add(shown.file);
      for (const ext of ['webp', 'png', 'jpg', 'jpeg']) known.add(`${place.slice(0, -extname(place).length)}.${ext}`);
    }
  }
  // A new picture in these folders is documented before it ships.
  for (const folder of folders)
    for (const name of existsSync(join(root, folder)) ? readdirSync(join(root, folder), { withFileTypes: true }) : [])
      if (name.isFile() && !NOT_MEDIA.has(extname(name.name)) && !known.has(join(folder, name.name)))
        problems.push(`${join(folder, name.name)}: in no slot of ${MANIFEST}`);
  return problems;
}

/** Files `npm run art` must not write: the company's own (a slot's origin, or a raster beside a generated SVG). */
export function companyFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const slot of readSlots(root))
    for (const place of placesOf(root, slot)) {
      if (slot.origin === 'company') files.add(resolve(root, place));
      const shown = shownFor(root, place, slot).file;
      if (shown !== place) files.add(resolve(root, shown));
    }
  return files;
}

/**
 * The build's side: stops with every problem of the media (a wrong size or format of a dropped
 * file), and imports a generated SVG as the company's raster when one lies beside it.
 */
export function mediaSlots(root: string): Plugin {
  const slots = readSlots(root);
  const withRasters = slots.filter((s) => s.accepts.some((f) => RASTERS.includes(f)));
  return {
    name: 'motionatlas-media-slots',
    // Before Vite's own resolver, which would find the SVG first.
    enforce: 'pre',
    buildStart() {
      const problems = mediaProblems(root, slots);
      if (problems.length > 0)
        this.error(`The media do not match ${MANIFEST} (docs/media.md):\n  ${problems.join('\n  ')}`);
    },
    resolveId(source, importer) {
      if (!importer || !source.endsWith('.svg') || !source.startsWith('.')) return null;
      const place = relative(root, resolve(dirname(importer), source));
      const slot = withRasters.find((s) => placesOf(root, s).includes(place));
      if (!slot) return null;
      const shown = shownFor(root, place, slot).file;
      return shown === place ? null : resolve(root, shown);
    },
  };
}
