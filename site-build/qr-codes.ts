import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import encodeQR from '@paulmillr/qr';
import type { Plugin } from 'vite';
import { type SalesSettings, salesContactFor } from '../web/src/lib/sales-contact.js';
import { type StoreSettings, storesFor } from '../web/src/lib/store-links.js';

/** The quiet zone around a code, in modules (ISO/IEC 18004 asks for four). */
const QUIET = 4;

/**
 * A QR code as a small SVG: one path of horizontal runs of dark modules on white (the library's own
 * SVG draws a rectangle per module: 25 KB for a store link, this about 3 KB).
 */
export function qrSvg(text: string): string {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 0 });
  const side = modules.length + 2 * QUIET;
  let path = '';
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let run = 1;
      while (row[x + run]) run++;
      path += `M${x + QUIET} ${y + QUIET}h${run}v1h-${run}z`;
      x += run - 1;
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#082f37"/></svg>\n`;
}

/** Every link the site shows a QR code for: each language's store links, and the WeChat contact. */
export function qrLinks(settings: StoreSettings & SalesSettings): string[] {
  const links = (['en', 'cn'] as const).flatMap((language) => {
    const stores = storesFor(language, settings);
    const wechat = salesContactFor(language, settings).wechat;
    return [stores.android, stores.ios, ...(wechat ? [wechat.url] : [])];
  });
  return [...new Set(links)];
}

const VIRTUAL = 'virtual:qr-codes';

/**
 * The QR codes, drawn at build time from the build's settings (docs/decisions/183): `virtual:qr-codes`
 * is a map from each link to its picture, an SVG the bundler ships as a file (nothing of the QR
 * library reaches the browser). A link the build did not know has no code, and the page shows none.
 */
export function qrCodes(settings: StoreSettings & SalesSettings, cacheDir: string): Plugin {
  return {
    name: 'motionatlas-qr-codes',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      mkdirSync(cacheDir, { recursive: true });
      const rows = qrLinks(settings).map((link, i) => {
        const file = join(cacheDir, `qr-${createHash('sha256').update(link).digest('hex').slice(0, 12)}.svg`);
        writeFileSync(file, qrSvg(link));
        return { link, name: `qr${i}`, file };
      });
      return [
        ...rows.map((r) => `import ${r.name} from ${JSON.stringify(r.file)};`),
        `export default { ${rows.map((r) => `${JSON.stringify(r.link)}: ${r.name}`).join(', ')} };`,
      ].join('\n');
    },
  };
}
