import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security.js';
import { productionPolicy } from './settings.js';
import { pageStyleSources, styleSources } from './style-hashes.js';

describe("the pages' own <style> elements, by hash (issue 58)", () => {
  it('hashes the text as a browser reads it: CR LF as LF, attributes and case of the tag aside', () => {
    expect(pageStyleSources('<style data-href="/assets/a.css">body{color:red}</style>')).toEqual([
      "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='",
    ]);
    expect(pageStyleSources('<STYLE>a{}\r\nb{}</style >')).toEqual([
      "'sha256-zed0RLOFY+TcmXcTg8xXzuEuz9LcL/bpBT9mk1CINVo='",
    ]);
  });

  it("every page's, each once, sorted; the build's notes (dot folders) left out", async () => {
    const root = await mkdtemp(join(tmpdir(), 'style-hashes-'));
    try {
      await mkdir(join(root, 'about'), { recursive: true });
      await mkdir(join(root, '.vite'), { recursive: true });
      await writeFile(join(root, 'index.html'), '<head><style>body{color:red}</style></head>');
      await writeFile(join(root, 'about', 'index.cn.html'), '<style>body{color:red}</style><style>a{}\nb{}</style>');
      await writeFile(join(root, '.vite', 'x.html'), '<style>never</style>');
      expect(await styleSources(root)).toEqual([
        "'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='",
        "'sha256-zed0RLOFY+TcmXcTg8xXzuEuz9LcL/bpBT9mk1CINVo='",
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("the site's policy names them instead of 'unsafe-inline'; style attributes stay allowed", () => {
    const styles = ["'sha256-FcQqt3aNlV7AZnGV4zkQRVeCeJOxbMPnQSx258L803E='"];
    for (const policy of [contentSecurityPolicy({ styles }), productionPolicy({}, styles)]) {
      expect(policy).toContain(`style-src 'self' ${styles[0]};`);
      expect(policy).toContain("style-src-attr 'unsafe-inline'");
      expect(policy).not.toMatch(/style-src [^;]*unsafe-inline/);
    }
    expect(contentSecurityPolicy()).toContain("style-src 'self';");
  });
});
