/**
 * A prospect's world as the dashboard's form writes it (issue 59, docs/decisions/170): a
 * physiotherapy school in Shanghai, in Chinese, with a dozen generated people and a campus plan.
 * The generator's tests and `npm run bench` (prospect worlds) use it.
 */
export const SHANGHAI_DOZEN = {
  extends: 'catalogue',
  organisation: { name: '上海明德康复学院', kind: 'university', city: '上海' },
  generate: {
    locale: 'zh_CN',
    domain: 'mingde.edu.test',
    people: [
      { role: '教师', state: 'live', period: 'year' },
      { role: '学生', state: 'lapsed' },
      { role: '学生', state: 'new' },
      { role: '学生', count: 9 },
    ],
    plan: {},
  },
} as const;
