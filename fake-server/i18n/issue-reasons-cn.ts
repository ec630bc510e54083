/**
 * Why a value was refused, in Chinese, for the issues zod raises by itself (the contract's own
 * messages have their Chinese in messages.ts). Our words, not zod's Chinese locale: that one reads
 * as translated (实际接收, 键(key)) and breaks the site's typography (docs/decisions/109), which
 * scripts/chinese checks in this file like in every other.
 */
type ZodIssue = {
  code?: string;
  expected?: unknown;
  origin?: unknown;
  format?: unknown;
  maximum?: unknown;
  minimum?: unknown;
  inclusive?: boolean;
  values?: unknown[];
  keys?: unknown[];
};

const EXPECTED: Record<string, string> = {
  string: '应为文本',
  number: '应为数字',
  int: '应为整数',
  bigint: '应为整数',
  boolean: '应为布尔值',
  object: '应为对象',
  array: '应为数组',
  date: '应为日期',
  file: '应为文件',
};
const list = (values: unknown[] = []) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join('、');

function tooBig(issue: ZodIssue): string {
  const max = Number(issue.maximum) - (issue.inclusive === false ? 1 : 0);
  if (issue.origin === 'string') return `不能超过 ${max} 个字符`;
  if (issue.origin === 'array' || issue.origin === 'set') return `不能超过 ${max} 项`;
  return issue.inclusive === false ? `应小于 ${String(issue.maximum)}` : `不能大于 ${max}`;
}

function tooSmall(issue: ZodIssue): string {
  const min = Number(issue.minimum) + (issue.inclusive === false ? 1 : 0);
  if (issue.origin === 'string') return min <= 1 ? '不能为空' : `至少 ${min} 个字符`;
  if (issue.origin === 'array' || issue.origin === 'set') return `至少 ${min} 项`;
  return issue.inclusive === false ? `应大于 ${String(issue.minimum)}` : `不能小于 ${min}`;
}

/** The reason for one issue zod raised, given the value it was about. */
export function issueReasonCn(issue: ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined ? '缺少此项' : (EXPECTED[String(issue.expected)] ?? '类型错误');
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_value':
      return `只能是以下之一：${list(issue.values)}`;
    case 'invalid_format':
      return issue.format === 'email' ? '邮箱格式不正确' : '格式不正确';
    case 'not_multiple_of':
      return '数值不符合要求';
    case 'unrecognized_keys':
      return `有无法识别的字段：${list(issue.keys)}`;
    default:
      return '值无效';
  }
}
