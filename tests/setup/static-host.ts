import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

/** A folder published at a path of the host: '/' or '/name/'. */
export type Mount = { base: string; folder: string };
/** A file served at an exact address instead of the folders' (a release's new worker, another app's page). */
export type HostFile = { body: string | Buffer; type?: string };

/**
 * A plain static host, as GitHub Pages or a bucket is: the folder's files under a path, a folder's
 * index.html, and for any other address the folder's 404.html with status 404. It knows nothing
 * of the site: no fallback to the app, no API, no headers beyond the content type. Tests of a
 * shared origin publish several folders (`mounts`, the longest path first, changed with `mount`:
 * another project replacing one) and single files (`files`, by address).
 */
export async function startStaticHost(folder: string, base = '/', options: { mounts?: Mount[] } = {}) {
  let mounts: Mount[] = [];
  const mount = (at: string, dir: string | null) => {
    mounts = [...mounts.filter((m) => m.base !== at), ...(dir ? [{ base: at, folder: dir }] : [])].sort(
      (a, b) => b.base.length - a.base.length,
    );
  };
  for (const m of [{ base, folder }, ...(options.mounts ?? [])]) mount(m.base, m.folder);
  const files = new Map<string, HostFile>();

  const server = createServer((request, response) => {
    const answer = async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
      const own = files.get(path);
      if (own) {
        response.writeHead(200, { 'content-type': own.type ?? TYPES[extname(path)] ?? 'text/html; charset=utf-8' });
        return response.end(request.method === 'HEAD' ? undefined : own.body);
      }
      const published = mounts.find((m) => path.startsWith(m.base));
      const root = published?.folder;
      const inside = published && root ? normalize(join(root, path.slice(published.base.length))) : null;
      const file = root && inside && (inside === root || inside.startsWith(root + sep)) ? inside : null;
      for (const candidate of file ? [file, join(file, 'index.html')] : []) {
        const info = await stat(candidate).catch(() => null);
        if (info?.isFile()) {
          response.writeHead(200, { 'content-type': TYPES[extname(candidate)] ?? 'application/octet-stream' });
          return response.end(request.method === 'HEAD' ? undefined : await readFile(candidate));
        }
      }
      const notFound = root ? await readFile(join(root, '404.html')).catch(() => null) : null;
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(notFound ?? Buffer.from('Not found'));
    };
    answer().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}${base}`,
    /** Publishes a folder at a path, or (null) removes what was published there. */
    mount,
    files,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
