import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeServer, deepUnless, expect, inLanguage, startServer, test } from './fixtures';

/**
 * A sales demo recorded from an API and replayed offline: `npm run record` against the upstream
 * (here the worker's fake server, the demo scenario), then a fake server with
 * SCENARIO=recorded:<name> and no upstream at all serves home, blog and pricing in both languages.
 * The upstream answers nothing but errors meanwhile, and no request leaves the machine (the
 * `offsite` fixture fails the test on any).
 */
let replay: { server: FakeServer; stop: () => Promise<void> };
let dir: string;

test.beforeAll(async ({ workerServer }) => {
  dir = mkdtempSync(join(tmpdir(), 'recordings-'));
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/record.ts', '--upstream', workerServer.url, '--name', 'e2e-demo', '--dir', dir],
    { stdio: 'inherit' },
  );
  replay = await startServer({ SCENARIO: 'recorded:e2e-demo', RECORDINGS_DIR: dir });
});
test.afterAll(async () => {
  await replay.stop();
  rmSync(dir, { recursive: true, force: true });
});

for (const language of ['en', 'cn'] as const) {
  test(
    `home, blog and pricing from a recording, offline (${language})`,
    deepUnless(language === 'en'),
    async ({ page, fake }) => {
      // Whatever still reaches the upstream fails loudly.
      expect((await fake.dev('POST', '/__dev/faults', { path: '*', status: 500 })).code).toBe('OK');
      const titles = { en: 'Rotator cuff', cn: '肩袖' }[language];
      await inLanguage(page, language);
      await page.goto(`${replay.server.url}/`);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await page.goto(`${replay.server.url}/blog`);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
      await expect(page.getByRole('main').getByText(new RegExp(titles, 'i')).first()).toBeVisible();
      await page.goto(`${replay.server.url}/pricing`);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByText(/\$\s?\d/)
          .first(),
      ).toBeVisible();
    },
  );
}
