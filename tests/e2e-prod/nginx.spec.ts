import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../setup/processes';
import { PROD_DIST } from './production-stack';
import { checkSiteHost } from './site-checks';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/**
 * Debian's nginx with deploy/nginx.conf serving the production build, checked like `npm run serve`.
 * CI installs nginx (.ci/run); elsewhere the test says how to get it.
 */
test('nginx with deploy/nginx.conf: language, shell, caching, compression, headers, health', async () => {
  test.skip(!NGINX && !process.env.CI, 'nginx is not installed: apt-get install -y nginx-light');
  expect(NGINX, 'nginx is installed (apt-get install -y nginx-light)').toBeTruthy();
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const port = await freePort();
  // The deployed file as is, with the paths and port of this machine.
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replaceAll('/srv/motionatlas/web/dist', PROD_DIST)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`);
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
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, { timeout: 10_000 })
      .toBe(200);
    await checkSiteHost(base, { brotli: false });
  } finally {
    nginx.kill('SIGQUIT');
    await new Promise((resolve) => nginx.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
});
