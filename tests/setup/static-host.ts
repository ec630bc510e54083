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

/**
 * A plain static host, as GitHub Pages or a bucket is: the folder's files under a path, a folder's
 * index.html, and for any other address the folder's 404.html with status 404. It knows nothing
 * of the site: no fallback to the app, no API, no headers beyond the content type.
 */
export async function startStaticHost(folder: string, base = '/') {
  const server = createServer((request, response) => {
    const answer = async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
      const inside = path.startsWith(base) ? normalize(join(folder, path.slice(base.length))) : null;
      const file = inside && (inside === folder || inside.startsWith(folder + sep)) ? inside : null;
      for (const candidate of file ? [file, join(file, 'index.html')] : []) {
        const info = await stat(candidate).catch(() => null);
        if (info?.isFile()) {
          response.writeHead(200, { 'content-type': TYPES[extname(candidate)] ?? 'application/octet-stream' });
          return response.end(request.method === 'HEAD' ? undefined : await readFile(candidate));
        }
      }
      const notFound = await readFile(join(folder, '404.html')).catch(() => Buffer.from('Not found'));
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(notFound);
    };
    answer().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}${base}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
