import { describe, expect, it } from 'vitest';
import { DEV_PAGE_POLICY, demoPolicy } from '../fake-server/plugins/security.js';
import { metaPolicy, policyFor, withPolicy } from './static-demo-policy.js';

describe("the static demo's pages carry its Content-Security-Policy as a meta element (issue 46)", () => {
  it("is the demo server's policy less what only a header can hold", () => {
    const header = `${demoPolicy()}; report-uri /csp; sandbox allow-scripts`;
    const meta = metaPolicy(header);
    expect(meta).not.toMatch(/frame-ancestors|report-uri|sandbox/);
    expect(meta.split('; ')).toEqual(
      demoPolicy()
        .split('; ')
        .filter((d) => !d.startsWith('frame-ancestors')),
    );
    expect(policyFor('index.html')).toBe(metaPolicy(demoPolicy()));
    expect(policyFor('help/cn/terms-of-use.html')).toBe(metaPolicy(demoPolicy()));
    // The API reference is a dev page (the worker serves it at __dev/api with the dev pages' header).
    expect(policyFor('docs/api/index.html')).toBe(metaPolicy(DEV_PAGE_POLICY));
  });

  it('goes right after the charset, before anything it governs', () => {
    const page = '<!doctype html><html><head><meta charset="utf-8"><script src="/a.js"></script></head></html>';
    const out = withPolicy(page, "default-src 'self'");
    expect(out.indexOf('Content-Security-Policy')).toBeGreaterThan(out.indexOf('charset'));
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<script'));
    expect(withPolicy('<html><head><title>x</title></head></html>', 'x')).toMatch(/<head>\s*<meta http-equiv/);
    expect(() => withPolicy('<p>no head</p>', 'x')).toThrow(/head/);
  });
});
