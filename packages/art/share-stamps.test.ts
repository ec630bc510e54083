import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { companyFiles } from '../../site-build/media-slots.js';
import { SHARE_FAMILIES, type ShareFamily } from '../../site-server/share/families.js';
import { SHARE_OUT, SHARE_STAMPS, cardStamp } from './share.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Each share picture the generator drew shows its family's headline as it is now: a headline (or
 * the brand, the art, the look) changed without redrawing fails here (issue 62: the home headline
 * once changed, and its picture kept the old one). The company's own pictures (web/media.json,
 * "origin": "company") are theirs to keep in step.
 */
describe('the share pictures', () => {
  const stamps = JSON.parse(readFileSync(`${ROOT}${SHARE_STAMPS}`, 'utf8')) as Record<string, string>;
  const own = new Set([...companyFiles(ROOT)].map((file) => file.slice(ROOT.length)));
  const pictures = (Object.keys(SHARE_FAMILIES) as ShareFamily[]).flatMap((family) =>
    (['en', 'cn'] as const).map((language) => ({ family, language, file: `${SHARE_OUT}/${family}.${language}.jpg` })),
  );

  it.each(pictures.filter((p) => !own.has(p.file)))('$file is drawn from its card as it is now', (p) => {
    expect(stamps[p.file], `${p.file}: its card changed since it was drawn; run npm run art -- --share`).toBe(
      cardStamp(p.family, p.language, ROOT),
    );
  });
});
