import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../setup/processes';
import { PROD_DIST } from './production-stack';
import { checkSiteHost } from './site-checks';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
/** The deployed file as is, with the paths of this machine. */
const deployed = () => readFileSync('deploy/nginx.conf', 'utf8').replaceAll('/srv/motionatlas/web/dist', PROD_DIST);

/**
 * Debian's nginx running `site` (a server block and its maps) in a folder of its own: once `health`
 * answers 200, `use` runs; then nginx stops.
 */
async function withNginx(site: string, dir: string, health: () => Promise<number>, use: () => Promise<void>) {
  const runAs = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${runAs}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`,
  );
  execFileSync(NGINX!, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')]);
  const nginx: ChildProcess = spawn(NGINX!, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  try {
    await expect.poll(health, { timeout: 10_000 }).toBe(200);
    await use();
  } finally {
    nginx.kill('SIGQUIT');
    await new Promise((resolve) => nginx.once('exit', resolve));
  }
}

/**
 * Debian's nginx with deploy/nginx.conf serving the production build, checked like `npm run serve`.
 * CI installs nginx (.ci/run); elsewhere the test says how to get it.
 */
test.describe('nginx with deploy/nginx.conf', () => {
  let dir: string;
  test.beforeEach(() => {
    test.skip(!NGINX && !process.env.CI, 'nginx is not installed: apt-get install -y nginx-light');
    expect(NGINX, 'nginx is installed (apt-get install -y nginx-light)').toBeTruthy();
    dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  });
  test.afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('language, shell, caching, compression, headers, health', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const health = async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0;
    await withNginx(deployed().replace('listen 8080;', `listen 127.0.0.1:${port};`), dir, health, () =>
      checkSiteHost(base, { brotli: false }),
    );
  });

  test('over TLS with HTTP/2, as docs/deploying.md shows it', async () => {
    const openssl = ['/usr/bin/openssl', '/bin/openssl'].find((p) => existsSync(p));
    test.skip(!openssl && !process.env.CI, 'openssl is not installed: apt-get install -y openssl');
    const port = await freePort();
    // The guide's listener, on a free port with a throwaway certificate.
    const listener = /### HTTPS and HTTP\/2[\s\S]*?```nginx\n([\s\S]*?)```/.exec(
      readFileSync('docs/deploying.md', 'utf8'),
    )![1]!;
    execFileSync(
      openssl!,
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    const tls = listener
      .replace(/^\s*listen \[::\].*$/m, '')
      .replace('listen 443', `listen 127.0.0.1:${port}`)
      .replace(/ssl_certificate \S+;/, `ssl_certificate ${join(dir, 'cert.pem')};`)
      .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${join(dir, 'key.pem')};`);
    const session = () => connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
    const get = (path: string) =>
      new Promise<IncomingHttpHeaders>((resolve, reject) => {
        const client = session().on('error', reject);
        const request = client.request({ ':path': path, 'accept-encoding': 'br, gzip' });
        request.on('response', (headers) => {
          resolve(headers);
          client.close();
        });
        request.on('error', reject).resume();
        request.end();
      });
    const health = async () => Number((await get('/healthz').catch(() => null))?.[':status'] ?? 0);
    await withNginx(deployed().replace('listen 8080;', tls), dir, health, async () => {
      const page = await get('/');
      expect(page[':status']).toBe(200);
      expect(page['content-security-policy']).toBeTruthy();
      const script = readdirSync(join(PROD_DIST, 'assets')).find((f) => /^lib-.*\.js$/.test(f))!;
      const asset = await get(`/assets/${script}`);
      expect(asset[':status']).toBe(200);
      expect(asset['content-encoding']).toBe('gzip');
      expect(asset['content-security-policy']).toBeUndefined();
      expect(asset['x-content-type-options']).toBe('nosniff');
    });
  });
});
