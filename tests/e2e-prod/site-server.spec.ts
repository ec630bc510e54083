import { expect, test } from '@playwright/test';
import { builtText, checkSiteHost } from './site-checks';

test('npm run serve: language, shell, caching, compression, headers, health', async () => {
  await checkSiteHost(process.env.PROD_SITE_URL!, { brotli: true });
});

test('nothing of the demo in the production build', async () => {
  const files = await builtText();
  expect(files.length).toBeGreaterThan(50);
  const demo = [
    '/__dev',
    '4242 4242',
    '4000 0000 0000 0002',
    'fake-checkout',
    'fake-paypal',
    'Demo data from the fake server',
    '演示数据',
    'stand-in',
    // The static demo's service worker and its registration (npm run build:static-demo only).
    'demo-worker',
    'serviceWorker',
    'x-demo-world',
    "cleared this demo's data",
  ];
  for (const needle of demo) {
    expect(
      files.filter((f) => f.text.includes(needle)).map((f) => f.file),
      needle,
    ).toEqual([]);
  }
});
