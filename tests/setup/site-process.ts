import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteFacts } from '../../site-server/share/site-facts.js';
import { type NodeProcess, startNode } from './processes.js';

/** The app shell as the build writes it: what the crawler pages fill in. */
export const SHELL = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>MotionAtlas</title><meta name="description" content="The site." /></head><body><div id="root"></div></body></html>`;

/** A built site as small as `npm run serve` accepts: the shell, the headers file and the crawler facts. */
export async function writeSite(root: string, facts: Partial<SiteFacts> = {}) {
  await mkdir(join(root, '.deploy'), { recursive: true });
  await writeFile(join(root, '.deploy', 'headers.json'), JSON.stringify({ 'x-frame-options': 'SAMEORIGIN' }));
  await writeFile(join(root, 'index.html'), SHELL);
  await writeFile(
    join(root, '.deploy', 'site.json'),
    JSON.stringify({ origin: null, api: null, pages: [], blogTitle: { en: 'Blog', cn: '博客' }, ...facts }),
  );
}

export type SiteProcess = NodeProcess & { url: string; root: string; close: () => Promise<void> };

/** `npm run serve` (site-server/server.ts under tsx) on a free port over such a site. */
export async function startSiteProcess(
  env: NodeJS.ProcessEnv = {},
  facts: Partial<SiteFacts> = {},
): Promise<SiteProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'site-process-'));
  const root = join(dir, 'dist');
  await writeSite(root, facts);
  const started = await startNode(
    ['--import', 'tsx', 'site-server/server.ts'],
    { PORT: '0', HOST: '127.0.0.1', SITE_ROOT: root, ...env },
    /Site on (http:\/\/[\d.]+:\d+)/,
  );
  return {
    ...started,
    url: started.match[1]!,
    root,
    close: async () => {
      await started.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
