import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import decodeQR from '@paulmillr/qr/decode.js';
import { afterAll, describe, expect, it } from 'vitest';
import { storesFor } from '../web/src/lib/store-links.js';
import { qrCodes, qrLinks, qrSvg } from './qr-codes.js';

/** What a phone's camera reads from our SVG: its runs painted on a bitmap (4 px a module), decoded. */
function scan(svg: string): string {
  const side = Number(/viewBox="0 0 (\d+) /.exec(svg)![1]);
  const scale = 4;
  const width = side * scale;
  const data = new Uint8Array(width * width * 4).fill(255);
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1/g))
    for (let dx = 0; dx < Number(run) * scale; dx++)
      for (let dy = 0; dy < scale; dy++) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
  return decodeQR({ width, height: width, data });
}

const SETTINGS = {
  VITE_ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=com.example.motionatlas',
  VITE_ANDROID_STORE_URL_CN: 'https://download.example.cn/motionatlas.apk',
  VITE_IOS_STORE_URL_CN: 'https://apps.apple.com/cn/app/motionatlas/id1',
  VITE_WECHAT_URL: 'https://work.weixin.qq.com/ca/cawcde0123456789',
};

let dir: string;
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('QR codes made at build time (docs/decisions/183)', () => {
  it('a code scans as its link', () => {
    const link = storesFor('en', {}).android;
    expect(scan(qrSvg(link))).toBe(link);
  });

  it('one code per store link of each language, and the WeChat contact, from the settings', () => {
    expect(qrLinks(SETTINGS).sort()).toEqual(
      [
        SETTINGS.VITE_ANDROID_STORE_URL,
        'https://apps.apple.com/us/search?term=MotionAtlas',
        SETTINGS.VITE_ANDROID_STORE_URL_CN,
        SETTINGS.VITE_IOS_STORE_URL_CN,
        SETTINGS.VITE_WECHAT_URL,
      ].sort(),
    );
    expect(qrLinks({})).toEqual([
      'https://play.google.com/store/search?q=MotionAtlas&c=apps',
      'https://apps.apple.com/us/search?term=MotionAtlas',
      'https://apps.apple.com/cn/search?term=MotionAtlas',
    ]);
  });

  it('the virtual module maps each link to a picture that scans as it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'qr-'));
    const plugin = qrCodes(SETTINGS, dir);
    const id = (plugin.resolveId as (id: string) => string)('virtual:qr-codes');
    const code = (plugin.load as (id: string) => string)(id);
    const imports = new Map([...code.matchAll(/import (qr\d+) from "([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
    const entries = [...code.matchAll(/"([^"]+)": (qr\d+)/g)];
    expect(entries).toHaveLength(5);
    for (const [, link, name] of entries) expect(scan(readFileSync(imports.get(name!)!, 'utf8'))).toBe(link);
  });
});
