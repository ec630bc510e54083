import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MEDIA_FOLDERS, MEDIA_OUT, mediaArt } from './media/index.js';
import { SHARE_OUT, writeSharePictures } from './share.js';
import { SITE_OUT, siteArt } from './site/index.js';
import { VIDEO_OUT, captions, encodeVideo } from './video.js';
import { companyFiles } from '../../site-build/media-slots.js';

const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

/**
 * npm run art: every generated picture of the project, deterministically (no randomness, no clock,
 * no addresses): the site's illustrations and action thumbnails (web/src/assets/illustrations),
 * the fixture content's pictures (fixtures/assets, served at /media/), and the MSK clip's captions.
 * `-- --video` also encodes the clip and its poster from the same frames (needs ffmpeg).
 * `-- --share` also draws the share pictures for link previews (needs Chromium; packages/art/share.ts).
 * `-- --out DIR` writes under DIR instead of the repository (the test compares the two).
 * A picture that is the company's own (web/media.json, docs/media.md) is never written over.
 */
export function writeArt(root: string) {
  const own = new Set([...companyFiles(REPOSITORY)].map((file) => relative(REPOSITORY, file)));
  const write = (file: string, content: string) => {
    if (own.has(relative(root, file))) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  const site = siteArt().filter(([rel]) => !own.has(join(SITE_OUT, rel)));
  for (const [rel, content] of site) write(join(root, SITE_OUT, rel), content);
  const media = mediaArt().filter(([rel]) => !own.has(join(MEDIA_OUT, rel)));
  const written = new Set(media.map(([rel]) => join(root, MEDIA_OUT, rel)));
  for (const file of written) write(file, media.find(([rel]) => join(root, MEDIA_OUT, rel) === file)![1]);
  // A drawing no content points at any more goes (only in the folders this pipeline owns).
  for (const folder of MEDIA_FOLDERS) {
    const dir = join(root, MEDIA_OUT, folder);
    for (const f of readdirSync(dir))
      if (f.endsWith('.svg') && !written.has(join(dir, f)) && !own.has(join(MEDIA_OUT, folder, f)))
        rmSync(join(dir, f));
  }
  // The captions belong to the generated clip: a clip of the company's own brings its own.
  if (!own.has(join(VIDEO_OUT, 'msk-intro.webm'))) {
    write(join(root, VIDEO_OUT, 'msk-intro.en.vtt'), captions('en'));
    write(join(root, VIDEO_OUT, 'msk-intro.cn.vtt'), captions('cn'));
  }
  return { site: site.length, media: media.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const root = args.includes('--out')
    ? resolve(args[args.indexOf('--out') + 1]!)
    : fileURLToPath(new URL('../../', import.meta.url));
  const counts = writeArt(root);
  // The clip and the share pictures are drawn together: once any is the company's own, none is.
  const own = [...companyFiles(REPOSITORY)].map((file) => relative(REPOSITORY, file));
  const owned = (folder: string) => own.some((file) => file.startsWith(folder));
  if (args.includes('--video'))
    if (owned(VIDEO_OUT)) console.log(`The clip is the company's own (web/media.json): not encoded.`);
    else encodeVideo(join(root, VIDEO_OUT));
  if (args.includes('--share'))
    if (owned(SHARE_OUT)) console.log(`The share pictures are the company's own (web/media.json): not drawn.`);
    else console.log(`Share pictures: ${(await writeSharePictures(root)).length}`);
  console.log(
    `npm run art: ${counts.site} site files, ${counts.media} media pictures, captions${args.includes('--video') ? ', the clip and its poster' : ''} under ${root}`,
  );
}
