/**
 * Writes every SVG the fixture content points at (`/media/<dir>/<file>.svg` -> fixtures/assets/<dir>/<file>.svg).
 * Deterministic: the same content gives byte-identical files. Run with `npx tsx scripts/make-media.ts`.
 * The drawings live in scripts/make-media/: draw.ts (primitives and palette), figures.ts and poses.ts
 * (stylised figures), anatomy.ts and props.ts (close-ups, icons, equipment), scenes-*.ts (one entry per file).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blogs, hostileBlog } from '#fixtures/content/blogs.js';
import { exercises } from '#fixtures/content/exercises.js';
import { patientCategories } from '#fixtures/content/patient-categories.js';
import { software } from '#fixtures/content/software.js';
import { blogScenes } from './make-media/scenes-blog.js';
import { exerciseThumb, iconScene, productScenes } from './make-media/scenes-product.js';

const ASSETS = fileURLToPath(new URL('../fixtures/assets/', import.meta.url));
const MAX_BYTES = Number(process.env.MAX_BYTES ?? 15 * 1024);

/** Every `/media/...` path in the content, in a stable order. */
function references(): string[] {
  const refs = new Set<string>();
  const media = (s: string) => s.startsWith('/media/') && refs.add(s);
  for (const b of [...blogs, hostileBlog]) {
    media(b.photo);
    for (const html of [b.content.en, b.content.cn]) for (const m of html.matchAll(/src="(\/media\/[^"]+)"/g)) media(m[1]!);
  }
  for (const s of software) {
    media(s.thumbnailGIF);
    const image = s.image.trim();
    if (image.startsWith('[') || image.startsWith('{')) {
      const parsed = JSON.parse(image) as Array<{ file?: string; url?: string }> | { file?: string; url?: string };
      for (const e of Array.isArray(parsed) ? parsed : [parsed]) media(e.file ?? e.url ?? '');
    } else media(image);
  }
  for (const c of patientCategories) media(c.icon);
  for (const e of exercises) {
    media(e.thumbnail);
    media(e.thumbnailGIF);
  }
  return [...refs].sort();
}

function render(ref: string): string {
  const [, , folder, file] = ref.split('/');
  const name = file!.replace(/\.svg$/, '');
  if (folder === 'blog' && blogScenes[name]) return blogScenes[name]();
  if (folder === 'software' && productScenes[name]) return productScenes[name]();
  if (folder === 'categories') {
    const category = patientCategories.find((c) => c.icon === ref);
    if (category) return iconScene(name, category.name);
  }
  if (folder === 'exercises') {
    const code = name.replace(/-motion$/, '');
    if (exercises.some((e) => e.code === code)) return exerciseThumb(code, name.endsWith('-motion'));
  }
  throw new Error(`No drawing for ${ref}: add a scene in scripts/make-media/`);
}

const refs = references();
const written = new Set<string>();
let total = 0;
for (const ref of refs) {
  const svg = render(ref);
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) throw new Error(`${ref} is ${bytes} bytes (limit ${MAX_BYTES})`);
  if (/:\/\//.test(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''))) throw new Error(`${ref} contains an address`);
  const out = join(ASSETS, ref.slice('/media/'.length));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, svg);
  written.add(out);
  total += bytes;
}
// Drop drawings no content points at any more (only in the folders this script owns).
for (const folder of ['blog', 'software', 'categories', 'exercises']) {
  const dir = join(ASSETS, folder);
  for (const f of readdirSync(dir)) if (f.endsWith('.svg') && !written.has(join(dir, f))) rmSync(join(dir, f));
}
console.log(`make-media: wrote ${refs.length} SVG files (${Math.round(total / 1024)} KB) under fixtures/assets/`);
