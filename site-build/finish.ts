import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { securityHeadersFor } from '../site-server/asset-headers.js';
import { BASE_SECURITY_HEADERS } from '../site-server/security.js';
import { productionPolicy } from '../site-server/settings.js';
import { styleSources } from '../site-server/style-hashes.js';

/**
 * The last step of a build (after the prerender): gzip and brotli copies of every text file where
 * they pay, for `npm run serve` and nginx's gzip_static, and the security headers the build's
 * settings call for, in `.deploy/` (never served): headers.json for `npm run serve`,
 * nginx-headers.conf (pages), nginx-asset-headers.conf (scripts, styles, images, fonts, media) and
 * nginx-svg-headers.conf for deploy/nginx.conf.
 */
const dist = resolve(process.env.WEB_OUT_DIR ?? 'web/dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
// Small files too: a twin is sent with its length, where compressing on the fly sends it in chunks.
const MIN_BYTES = 256;
/**
 * The pages and the app shell: `npm run serve` sends them from memory, compressed per response
 * (site-server/site.ts: never a twin), and nginx has gzip_static but no brotli: a brotli twin of
 * them is read by nothing. They were 84 % of the build's brotli time (17 s of 21 s, one core).
 */
const PAGE = /(^|[\\/])(index(\.cn)?|spa)\.html$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let compressed = 0;
for await (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const body = await readFile(file);
  const [gz, br] = await Promise.all([
    promisify(gzip)(body, { level: 9 }),
    PAGE.test(file)
      ? null
      : promisify(brotliCompress)(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
  ]);
  // Only where it pays: a copy barely smaller than the file is not worth a second request path.
  if (gz.length < body.length * 0.9) await writeFile(`${file}.gz`, gz);
  if (br && br.length < body.length * 0.9) await writeFile(`${file}.br`, br);
  compressed++;
}

// The pages' own <style> elements, by hash: the policy allows them and no other (docs/decisions/162).
const styles = await styleSources(dist);
const headers: Record<string, string> = {
  'content-security-policy': productionPolicy(process.env, styles),
  ...BASE_SECURITY_HEADERS,
};
await mkdir(join(dist, '.deploy'), { recursive: true });
await writeFile(join(dist, '.deploy', 'headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
const nginx = (set: Record<string, string>) =>
  `# Written by the build (site-build/finish.ts) from its settings; included by deploy/nginx.conf.\n${Object.entries(
    set,
  )
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n')}\n`;
await writeFile(join(dist, '.deploy', 'nginx-headers.conf'), nginx(headers));
// Files a page loads, and SVGs: only the headers that mean something for them (docs/decisions/097).
await writeFile(join(dist, '.deploy', 'nginx-asset-headers.conf'), nginx(securityHeadersFor('subresource', headers)));
await writeFile(join(dist, '.deploy', 'nginx-svg-headers.conf'), nginx(securityHeadersFor('svg', headers)));
console.log(
  `Compressed ${compressed} files; security headers for ${relative(process.cwd(), dist)}/.deploy (${styles.length} style elements allowed by hash).`,
);
