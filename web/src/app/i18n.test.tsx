import { describe, expect, it } from 'vitest';
import { validationMessages } from '#contract/validation-messages.js';
import en from '../locales/en/index';
import cn from '../locales/cn/index';
import demoCn from '../locales/demo/cn.json';
import demoEn from '../locales/demo/en.json';
import { NAMESPACES } from '../locales/namespaces';
import type { Tree } from '../test-utils/literal-text';

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

describe('translations', () => {
  it('en and cn have the same keys', () => {
    expect(keys(cn as Tree).sort()).toEqual(keys(en as Tree).sort());
    expect(Object.keys(validationMessages.cn).sort()).toEqual(Object.keys(validationMessages.en).sort());
    expect(Object.keys(demoCn).sort()).toEqual(Object.keys(demoEn).sort());
    expect(Object.keys(en).sort()).toEqual([...NAMESPACES].sort());
  });

  it('no translation is empty', () => {
    for (const tree of [en, cn] as Tree[]) {
      const empty = keys(tree).filter(
        (k) => k.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree) === '',
      );
      expect(empty).toEqual([]);
    }
  });
});
