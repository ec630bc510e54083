import { type Server, createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from '../../site-server/server.js';
import { rawRequest } from '../setup/raw-request.js';
import { type SandboxProcess, startSandboxProcess } from '../setup/sandbox-process.js';
import { type SiteProcess, startSiteProcess, writeSite } from '../setup/site-process.js';

/**
 * Red team, round 4: the crawler pages of articles published after the build (site-server/share)
 * ask the configured API, never the Host a client names; what they cache holds every input that
 * shaped it; article text is never a replacement pattern; turning an article into text is linear.
 */

/** A stand-in API (or an attacker's server): answers `detail` for every article id, logs every call. */
function standIn(detail: (id: string) => unknown) {
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    calls.push(req.url ?? '');
    const id = /^\/api\/information\/detail\/(\d+)/.exec(req.url ?? '')?.[1];
    const body = id
      ? { code: 'OK', message: '', data: detail(id) }
      : {
          code: 'OK',
          message: '',
          data: { list: [{ id: 4242, title: 'Injected', createTime: '2026-01-01' }], totalRecord: 1 },
        };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  return {
    calls,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
const article = (title: string, content = '<p>Text of the article.</p>') => ({
  id: 1,
  title,
  content,
  photo: '/media/blog/1.jpg',
  readCount: 3,
  createTime: '2026-01-02 03:04:05',
});
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the demo asks its own API, never the Host', () => {
  let demo: SandboxProcess;
  const attacker = standIn(() => article('Attacker title'));
  let attackerUrl: string;
  beforeAll(async () => {
    attackerUrl = await attacker.listen();
    const dir = await mkdtemp(join(tmpdir(), 'demo-site-'));
    await writeSite(dir);
    demo = await startSandboxProcess({ WEB_ROOT: dir });
  });
  afterAll(async () => {
    await Promise.all([demo.close(), attacker.close()]);
  });

  it("an article page and the sitemap with Host naming another server: no call leaves, the demo's own article is shown", async () => {
    const host = new URL(attackerUrl).host;
    const page = await rawRequest(demo.url, { path: '/blog-detail/1', headers: { host } });
    expect(page.status).toBe(200);
    expect(titleOf(page.text)).not.toMatch(/Attacker/);
    expect(metaOf(page.text, 'og:type')).toBe('article');
    const sitemap = await rawRequest(demo.url, { path: '/sitemap.xml', headers: { host } });
    expect(sitemap.text).not.toContain('4242');
    expect(attacker.calls).toEqual([]);
    // The page a crawler read made no sandbox either.
    expect(page.headers['set-cookie']).toBeUndefined();
  });
});

describe('a preview build without SITE_URL', () => {
  let dir: string;
  let app: FastifyInstance;
  let base: string;
  const api = standIn((id) =>
    id === '2' ? article("Stretch $' and $& and $` now") : { ...article(`Article ${id}`), id: undefined, photo: null },
  );
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'preview-site-'));
    await writeSite(dir, { api: await api.listen() });
    app = await buildSiteServer({ root: dir });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await api.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("caches no client's Host for the next: each gets its own origin in the share tags", async () => {
    const first = await rawRequest(base, { path: '/blog-detail/1', headers: { host: 'first.example:8080' } });
    const second = await rawRequest(base, { path: '/blog-detail/1', headers: { host: 'second.example:8080' } });
    expect(metaOf(first.text, 'og:url')).toBe('http://first.example:8080/blog-detail/1');
    expect(metaOf(second.text, 'og:url')).toBe('http://second.example:8080/blog-detail/1');
    expect(second.text).not.toContain('first.example');
    expect(api.calls.filter((c) => c.startsWith('/api/information/detail/1'))).toHaveLength(1);
  });

  it("writes a title with $&, $' and $` as text: the head appears once", async () => {
    const page = await rawRequest(base, { path: '/blog-detail/2' });
    expect(titleOf(page.text)).toBe("Stretch $' and $&amp; and $` now | MotionAtlas");
    expect(page.text.split('</head>')).toHaveLength(2);
    expect(page.text.split('<body>')).toHaveLength(2);
  });

  it("takes an article answer without an id or a photo: the id from the address, the blog's picture", async () => {
    const page = await rawRequest(base, { path: '/blog-detail/3' });
    expect(titleOf(page.text)).toBe('Article 3 | MotionAtlas');
    expect(metaOf(page.text, 'og:image')).toMatch(/\/share\/blog\.en\.jpg$/);
    expect(metaOf(page.text, 'article:published_time')).toBe('2026-01-01T19:04:05.000Z');
  });
});

describe('turning a hostile article into text', () => {
  let site: SiteProcess;
  const api = standIn((id) =>
    article(`Article ${id}`, id === '5' ? '<'.repeat(300_000) : `<p>${'<'.repeat(1_000_000)}`),
  );
  beforeAll(async () => {
    site = await startSiteProcess({}, { api: await api.listen() });
  });
  afterAll(async () => {
    await site.close();
    await api.close();
  });

  // Before: 300,000 took the server 10 s, 1 MB about half an hour; on two shared cores "promptly" is 2 s.
  it('300,000 "<" and 1 MB of them: the page comes promptly and /healthz does not wait', async () => {
    for (const id of ['5', '6']) {
      const started = Date.now();
      const page = rawRequest(site.url, { path: `/blog-detail/${id}` });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const health = await fetch(`${site.url}/healthz`, { signal: AbortSignal.timeout(5000) });
      expect(health.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await page).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });
});
