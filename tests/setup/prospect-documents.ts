import type { FixtureDocumentInput } from '#fake-server/documents/schema.js';
import { DEMO_PASSWORD } from './credentials.js';

/**
 * Two prospects' worlds, written by hand as a salesperson would prepare them (issue 59): a
 * physiotherapy school in Shanghai, in Chinese, and a private MSK clinic in London, in English.
 * A dozen people each: the size the link's length is measured at (docs/benchmarks.md, "Giving a demo").
 * Every password is the scenarios' own (its hash is known), so opening a world hashes nothing.
 */
const PASSWORD = DEMO_PASSWORD;

const students = (names: Array<[string, string]>, domain: string) =>
  names.map(([email, name]) => ({ email: `${email}@${domain}`, password: PASSWORD, name, language: 'cn' as const }));

export const SHANGHAI_SCHOOL = {
  organisation: { name: '上海运动康复学院' },
  extends: 'catalogue',
  users: [
    {
      email: 'zhang.min@shsr.edu.test',
      password: PASSWORD,
      name: '张敏',
      language: 'cn',
      note: '教师：肌肉与运动年度订阅有效',
      subscriptions: [{ product: 'muscle-and-movement', plan: 2, created: '-65d', due: '+300d' }],
    },
    {
      email: 'li.hao@shsr.edu.test',
      password: PASSWORD,
      name: '李浩',
      language: 'cn',
      note: '学生：订阅已过期',
      subscriptions: [{ product: 'muscle-and-movement', created: '-50d', due: '-20d' }],
    },
    {
      email: 'wang.fang@shsr.edu.test',
      password: PASSWORD,
      name: '王芳',
      language: 'cn',
      note: '新生：尚未激活',
      activation: { token: 'wang-fang-activation' },
    },
    ...students(
      [
        ['chen.jie', '陈杰'],
        ['liu.yang', '刘洋'],
        ['zhao.lei', '赵磊'],
        ['sun.li', '孙丽'],
        ['zhou.tao', '周涛'],
        ['wu.xia', '吴霞'],
        ['xu.qiang', '徐强'],
        ['hu.jing', '胡静'],
        ['guo.peng', '郭鹏'],
      ],
      'shsr.edu.test',
    ),
  ],
  plans: [
    {
      id: 20,
      product: 'muscle-and-movement',
      period: 'year',
      fastspringParams: {
        product: 'muscle-movement-yearly',
        title: 'Shanghai campus licence, yearly',
        cnTitle: '上海运动康复学院校园授权（年度）',
        text: 'per year',
        cnText: '每年',
        discrib: 'Every student and teacher of the school, for a year.',
        cnDiscrib: '全校师生一年内畅学全部内容。',
        price: 99.99,
        cnPrice: 99.99,
      },
    },
  ],
} satisfies FixtureDocumentInput & { organisation: { name: string } };

export const LONDON_CLINIC = {
  organisation: { name: 'Thameside MSK Clinic' },
  extends: 'catalogue',
  users: [
    {
      email: 'olivia.bennett@thameside.example.test',
      password: PASSWORD,
      name: 'Olivia Bennett',
      note: 'clinic lead: no subscription yet',
    },
    {
      email: 'james.whitfield@thameside.example.test',
      password: PASSWORD,
      name: 'James Whitfield',
      note: 'physiotherapist: MSK Patient Education yearly, live',
      subscriptions: [{ product: 'msk-patient-education', plan: 4, created: '-30d', due: '+335d' }],
    },
    {
      email: 'priya.shah@thameside.example.test',
      password: PASSWORD,
      name: 'Priya Shah',
      note: 'new physiotherapist: not activated yet',
      activation: { token: 'priya-shah-activation' },
    },
    ...[
      ['tom.hughes', 'Tom Hughes'],
      ['amelia.clarke', 'Amelia Clarke'],
      ['george.evans', 'George Evans'],
      ['sophie.turner', 'Sophie Turner'],
      ['harry.wright', 'Harry Wright'],
      ['emily.walker', 'Emily Walker'],
      ['jack.robinson', 'Jack Robinson'],
      ['grace.hall', 'Grace Hall'],
      ['noah.green', 'Noah Green'],
    ].map(([email, name]) => ({ email: `${email}@thameside.example.test`, password: PASSWORD, name })),
  ],
} satisfies FixtureDocumentInput & { organisation: { name: string } };
