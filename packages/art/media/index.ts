import { blogs, hostileBlog } from '../../../fixtures/content/blogs.js';
import { exercises } from '../../../fixtures/content/exercises.js';
import { patientCategories } from '../../../fixtures/content/patient-categories.js';
import { software } from '../../../fixtures/content/software.js';
import { blogScenes } from './scenes-blog.js';
import { exerciseThumb, iconScene, productScenes } from './scenes-product.js';

/** Where the fixture content's pictures go (served at /media/), relative to the repository. */
export const MEDIA_OUT = 'fixtures/assets';
/** The folders of MEDIA_OUT this pipeline owns: a drawing no content points at any more is removed. */
export const MEDIA_FOLDERS = ['blog', 'software', 'categories', 'exercises'];
const MAX_BYTES = 15 * 1024;

/** Every `/media/...` path in the content, in a stable order. */
function references(): string[] {
  const refs = new Set<string>();
  const media = (s: string) => s.startsWith('/media/') && refs.add(s);
  for (const b of [...blogs, hostileBlog]) {
    media(b.photo);
    for (const html of [b.content.en, b.content.cn])
      for (const m of html.matchAll(/src="(\/media\/[^"]+)"/g)) media(m[1]!);
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
  throw new Error(`No drawing for ${ref}: add a scene in packages/art/media/`);
}

/** Every picture the fixture content names, by its path under MEDIA_OUT; small and with no address. */
export function mediaArt(): Array<[string, string]> {
  return references().map((ref) => {
    const svg = render(ref);
    const bytes = Buffer.byteLength(svg);
    if (bytes > MAX_BYTES) throw new Error(`${ref} is ${bytes} bytes (limit ${MAX_BYTES})`);
    if (/:\/\//.test(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')))
      throw new Error(`${ref} contains an address`);
    return [ref.slice('/media/'.length), svg];
  });
}
