import { describe, expect, it } from 'vitest';
import { facts } from './fill-facts.js';

const transform = (code: string, id: string) =>
  (facts().transform as (code: string, id: string) => { code: string } | null)(code, id)?.code ?? null;

describe('the texts’ figures, filled in at build time (docs/decisions/180)', () => {
  it('fills a locale file in its own language, and leaves the JSON whole', () => {
    const text = JSON.stringify({ trust: '已有 {{fact.users}} 用户', value: '{{figure.users}}', brand: '{{brand}}' });
    expect(JSON.parse(transform(text, '/repo/web/src/locales/cn/home.json')!)).toEqual({
      trust: '已有 10 万用户',
      value: '10 万',
      brand: '{{brand}}',
    });
    expect(JSON.parse(transform('{"a":"{{fact.users}} users"}', '/repo/web/src/locales/en/home.json?import')!)).toEqual(
      {
        a: '100,000 users',
      },
    );
  });

  it('touches nothing else', () => {
    expect(transform('{"a":"{{fact.users}}"}', '/repo/web/src/features/x.json')).toBeNull();
  });
});
