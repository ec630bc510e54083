import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { HostFile } from '../setup/static-host';

/**
 * Other projects on the demo's origin, as on a GitHub Pages user site (issue 46): an app at the
 * root whose service worker (scope `/`) answers everything from the network, a sibling app in a
 * folder of its own, and a project that replaces the demo's folder and has an `/api` of its own.
 */
const page = (title: string, script = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><main><h1>${title}</h1><p id="api">waiting</p></main><script>${script}</script></body></html>`;

/** What the root app's page shows of its own API, so a test sees who answered it. */
const showApi = `fetch('/api/hello.json').then((r) => r.text()).then((t) => { document.getElementById('api').textContent = t; });`;

export const FOREIGN_APP: Record<string, HostFile> = {
  '/': { body: page('Another app at the root', `navigator.serviceWorker.register('/sw.js');`) },
  '/sw.js': {
    type: 'text/javascript',
    body: `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => event.respondWith(fetch(event.request)));`,
  },
};

export const SIBLING_APP: Record<string, HostFile> = { '/other-app/': { body: page('A sibling app') } };

export const OTHER_API_ANSWER = '{"from":"the other project"}';

/** A folder of another project: a page that shows what its `/api/hello.json` answers. */
export async function otherProject(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'other-project-'));
  await mkdir(join(dir, 'api'));
  await writeFile(join(dir, 'index.html'), page('The next project', showApi));
  await writeFile(join(dir, 'api/hello.json'), OTHER_API_ANSWER);
  return dir;
}

/** The script of the worker controlling the page ('' for none). */
export const controllerOf = (p: Page) => p.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
