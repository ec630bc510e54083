import { describe, expect, it } from 'vitest';
import { FACTS, factOf, figureOf, fillFacts } from './facts.js';

describe('the one set of facts (docs/decisions/180)', () => {
  it('states one user figure in both languages: 100,000 and 10 万', () => {
    expect(FACTS.users.count).toBe(100_000);
    expect(figureOf('users', 'en')).toBe('100,000');
    expect(figureOf('users', 'cn')).toBe('10 万');
  });

  it('writes a figure as each language does: 2,000+ / 2000+, and 多 in a Chinese sentence', () => {
    expect(figureOf('exercises', 'en')).toBe('2,000+');
    expect(figureOf('exercises', 'cn')).toBe('2000+');
    expect(factOf('exercises', 'cn')).toBe('2000 多');
    expect(figureOf('images', 'cn')).toBe('2 万');
    expect(factOf('images', 'en')).toBe('20,000');
  });

  it('fills a text: a Chinese value ending in 万 or 多 is written against the word after it', () => {
    expect(fillFacts('已有 {{fact.users}} 用户、{{fact.universities}} 所高校在使用。', 'cn')).toBe(
      '已有 10 万用户、200 多所高校在使用。',
    );
    expect(fillFacts('{{fact.drills}} 项专项练习', 'cn')).toBe('6000 多项专项练习');
    expect(fillFacts('{{fact.images}} 张病症图片', 'cn')).toBe('2 万张病症图片');
    expect(fillFacts('Trusted by {{fact.users}} users and {{fact.universities}} universities.', 'en')).toBe(
      'Trusted by 100,000 users and 200+ universities.',
    );
    expect(fillFacts('{{figure.analyses}}', 'cn')).toBe('600+');
  });

  it('leaves other placeholders and unknown facts as written', () => {
    expect(fillFacts('{{count}} {{fact.nothing}} {{brand}}', 'en')).toBe('{{count}} {{fact.nothing}} {{brand}}');
  });
});
