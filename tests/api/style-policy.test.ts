import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPolicies } from '../../scripts/static-demo-policy.js';
import { buildSiteServer } from '../../site-server/server.js';
import { startTestServer } from '../setup/api-server.js';
import { writeSite } from '../setup/site-process.js';

/**
 * Red team, round 7 (issue 58): the site's policy allowed any <style> ('unsafe-inline'). Every
 * <style> of a page is the build's own (docs/decisions/158), so wherever the site is served the
 * policy names their hashes instead, computed from the built pages: `npm run serve` and nginx (the
 * headers the build writes), the demo (the fake server with WEB_ROOT), the static demo (each
 * page's meta policy). Style attributes stay allowed, on their own directive.
 */
const PAGE = '<style data-href="/assets/page.css">main{color:teal}</style>';
const SHELL = '<style data-mantine-styles="true">:root{--mantine-x:1}</style>';
// printf '%s' 'main{color:teal}' | openssl dgst -sha256 -binary | base64 (and the same for the other)
const HASHES = [
  "'sha256-OUm53w4GyxGRNtw9I75Ul9F5V3ynog7MOF0P2pHklI8='",
  "'sha256-NfLpLSRP3A0c43jn2yPOiXUVpQ51C4LG8wOBcQAjuUE='",
];
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'style-policy-'));
  await writeSite(dir);
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html><head><meta charset="UTF-8">${SHELL}</head><body></body></html>`,
  );
  await mkdir(join(dir, 'about'), { recursive: true });
  await writeFile(
    join(dir, 'about', 'index.html'),
    `<!doctype html><html><head><meta charset="UTF-8">${SHELL}${PAGE}</head></html>`,
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const styleDirectives = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d.startsWith('style-src'));
const expectHashed = (policy: string | null | undefined, what: string) =>
  expect(styleDirectives(policy ?? ''), what).toEqual([
    `style-src 'self' ${[...HASHES].sort().join(' ')}`,
    "style-src-attr 'unsafe-inline'",
  ]);

describe("no <style> but the build's own, wherever the site is served", () => {
  it(
    'the build writes the hashes into the headers of npm run serve and nginx; npm run serve sends them',
    { timeout: 60_000 },
    async () => {
      await promisify(execFile)(process.execPath, ['--import', 'tsx', 'site-build/finish.ts'], {
        env: { ...process.env, WEB_OUT_DIR: dir, PREVIEW_BUILD: 'on' },
      });
      const headers = JSON.parse(await readFile(join(dir, '.deploy', 'headers.json'), 'utf8')) as Record<
        string,
        string
      >;
      expectHashed(headers['content-security-policy'], 'headers.json');
      const nginx = await readFile(join(dir, '.deploy', 'nginx-headers.conf'), 'utf8');
      expectHashed(/add_header content-security-policy "([^"]*)"/.exec(nginx)?.[1], 'nginx-headers.conf');
      const site = await buildSiteServer({ root: dir });
      try {
        const page = await site.inject({ url: '/about' });
        expectHashed(page.headers['content-security-policy'] as string, 'npm run serve');
      } finally {
        await site.close();
      }
    },
  );

  it('the demo (the fake server with WEB_ROOT) sends them on its pages and its API alike', async () => {
    const demo = await startTestServer({ webRoot: dir });
    try {
      for (const path of ['/about', '/api/information/list'])
        expectHashed((await fetch(`${demo.baseUrl}${path}`)).headers.get('content-security-policy'), path);
    } finally {
      await demo.close();
    }
  });

  it("the static demo's pages carry them in their meta policy", async () => {
    const out = await mkdtemp(join(tmpdir(), 'style-policy-static-'));
    try {
      await writeFile(
        join(out, 'index.html'),
        `<!doctype html><html><head><meta charset="UTF-8">${SHELL}</head></html>`,
      );
      await writeFile(
        join(out, '404.html'),
        `<!doctype html><html><head><meta charset="UTF-8">${SHELL}${PAGE}</head></html>`,
      );
      await addPolicies(out);
      for (const page of ['index.html', '404.html']) {
        const html = await readFile(join(out, page), 'utf8');
        expectHashed(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1], page);
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
