import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { glossaryProblems } from '../../scripts/chinese/glossary.js';
import { typographyProblems } from '../../scripts/chinese/typography.js';
import { issueReasonCn } from './issue-reasons-cn.js';

/** The first issue zod raises for `value`, with the value, as the error handler sees it. */
function reason(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  const [issue] = result.error.issues;
  return issueReasonCn(issue as Parameters<typeof issueReasonCn>[0], value);
}

describe("zod's own issues, in the site's Chinese", () => {
  const cases: Array<[string, z.ZodType, unknown, string]> = [
    ['a missing value', z.string(), undefined, '缺少此项'],
    ['a wrong type', z.number(), 'x', '应为数字'],
    ['an integer', z.number().int(), 1.5, '应为整数'],
    ['a long text', z.string().max(15), 'x'.repeat(16), '不能超过 15 个字符'],
    ['an empty text', z.string().min(1), '', '不能为空'],
    ['a short text', z.string().min(6), 'abc', '至少 6 个字符'],
    ['a large number', z.number().max(99), 100, '不能大于 99'],
    ['a small number', z.number().min(1), 0, '不能小于 1'],
    ['a number below an open bound', z.number().positive(), 0, '应大于 0'],
    ['a choice', z.enum(['en', 'cn']), 'fr', '只能是以下之一：en、cn'],
    ['an e-mail', z.email(), 'a@', '邮箱格式不正确'],
    ['a pattern', z.string().regex(/^\d+$/), 'x', '格式不正确'],
    ['an unknown field', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, '有无法识别的字段：b'],
  ];
  it.each(cases)('%s', (_, schema, value, expected) => {
    const text = reason(schema, value);
    expect(text).toBe(expected);
  });

  it('each reason keeps the glossary and the typography', () => {
    for (const [, schema, value] of cases) {
      const text = reason(schema, value);
      expect([...glossaryProblems(text), ...typographyProblems(text, { errorMessage: true })]).toEqual([]);
    }
  });
});
