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
  // React's production code, even when the build was started from a test runner (NODE_ENV=test).
  expect(text).not.toContain('react.dev/link/react-devtools');
});

/**
 * A demo build made as the README tells sales to make it, without the operator's settings (issue
 * 59): every page and help document shows the sample company, marked as a sample, and no
 * placeholder; the prospect link's words are in it, the backstage ones only in the developer ribbon.
 */
test('a demo build without operator settings shows the sample company, never "to be filled in"', () => {
  // Every prerendered page, help document and script: the sample fills every setting, so the build
  // carries no placeholder at all (web/src/lib/operator.ts, VITE_OPERATOR_COMPLETE).
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(html|js)$/.test(f));
  const text = (f: string) => readFileSync(join(dist, f), 'utf8');
  expect(files.filter((f) => /to be filled in|待填写/.test(text(f)))).toEqual([]);
  const operatorCode = readdirSync(join(dist, 'assets'))
    .filter((f) => /^operator-.*\.js$/.test(f))
    .map((f) => text(join('assets', f)))
    .join('\n');
  expect(operatorCode).toContain('MotionAtlas Sample Ltd (sample details)');
  const help = files
    .filter((f) => /help\/(en|cn)\/(terms|privacy)/.test(f))
    .map(text)
    .join('\n');
  expect(help).toContain('MotionAtlas Sample Ltd (sample details)');
  expect(help).toContain('动作图谱示例有限公司（示例信息）');
});
