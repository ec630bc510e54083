import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { demoSite } from '../e2e/global-setup';

const dist = process.env.WEB_OUT_DIR ?? 'web/dist';
beforeAll(() => demoSite(), 180_000);

/** The demo build carries the fake checkout and PayPal stand-ins, and none of the real providers' code. */
test('no PayPal SDK or FastSpring library code in the demo build', () => {
  const scripts = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const text = scripts.map((f) => readFileSync(join(dist, 'assets', f), 'utf8')).join('\n');
  expect(text).toContain('fake-paypal');
  expect(text).not.toContain('paypal.com/sdk/js');
  expect(text).not.toContain('sbl.onfastspring.com');
});
