import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { api } from '../api.js';
import {
  BlogDetailSchema,
  OrderSchema,
  PatientCategorySchema,
  PlanSchema,
  PurchaseStatusSchema,
  SessionSchema,
  SoftwareItemSchema,
  UserInfoSchema,
} from '../entities.js';
import { BlogPageSchema } from '../content.contract.js';
import { WireCode, WireCount, WireDate, WireFlag, WireId, WireJson, WirePrice, WireText } from '../wire.js';
import {
  readBlogDetail,
  readBlogPage,
  readOrder,
  readPatientCategory,
  readPlan,
  readPurchaseStatus,
  readSession,
  readSoftwareItem,
  readUserInfo,
} from './answers.js';
import { readAnswer } from './routes.js';
import { type Reader, UnreadableAnswer, code, count, date, flag, id, json, price, text } from './values.js';

/**
 * The browser's readers (no zod) and the contract's schemas read every form alike: the same value
 * where both accept it, a refusal where both refuse. The forms are what this project's fake server
 * sends and what a Java or PHP backend of the spec plausibly sends (requirements D3).
 */
function agree<T>(reader: Reader<T>, schema: z.ZodType, accepted: unknown[], refused: unknown[]) {
  for (const raw of accepted) {
    const parsed = schema.safeParse(raw);
    expect(parsed.success, `the schema accepts ${JSON.stringify(raw)}`).toBe(true);
    expect(reader(raw), JSON.stringify(raw)).toEqual(parsed.data);
  }
  for (const raw of refused) {
    expect(schema.safeParse(raw).success, `the schema refuses ${JSON.stringify(raw)}`).toBe(false);
    expect(() => reader(raw), JSON.stringify(raw)).toThrow(UnreadableAnswer);
  }
}

describe('values', () => {
  it('ids: numbers and numeric strings, read as text (a 64-bit id survives)', () => {
    agree(id, WireId, [7, '7', 0, '9007199254740993123'], [-1, 1.5, '7a', '', null, true, '1e3']);
    expect(id('9007199254740993123')).toBe('9007199254740993123');
  });
  it('counts and codes: numbers and numeric strings', () => {
    agree(count, WireCount, [0, 45, '45'], [-1, '4.5', 'many', null, '']);
    agree(code, WireCode, [1, '2', -1, '-1'], ['one', null, 1.5]);
  });
  it('flags: booleans, 0/1 and their strings', () => {
    agree(flag, WireFlag, [true, false, 1, 0, '1', '0', 'true', 'false'], ['yes', 2, null]);
  });
  it('prices: numbers, numeric strings, null or absent', () => {
    agree(price, WirePrice, [99.99, '99.99', '12', null, undefined, 0], ['$12', 'free', {}]);
  });
  it('dates: ISO, wall time, epoch milliseconds (also as text)', () => {
    agree(
      date,
      WireDate,
      ['2026-11-02T08:05:09.000Z', '2026-11-02 16:05:09', 1762070709000, '1762070709000'],
      ['', null, {}],
    );
    expect(date('1762070709000')).toBe(1762070709000);
  });
  it('text: null and absent are empty', () => {
    agree(text, WireText, ['a', '', null, undefined], [3, {}]);
    agree(json, WireJson, ['[{"url":"/a.png"}]', [{ url: '/a.png' }], { file: '/b.png' }, null, ''], [3, true]);
    expect(json([{ url: '/a.png' }])).toBe('[{"url":"/a.png"}]');
  });
});

const software = {
  id: 1,
  softwarePackageId: 1,
  title: 'Muscle Movement Analysis (3D)',
  description: 'Every muscle.',
  image: '[{"url":"/media/a.svg"}]',
  pcPath: '{"url":"/__dev/stand-in/x"}',
  name: 'M',
  cnName: '肌',
  thumbnailGIF: '/media/a.gif',
};
const plainSoftware = { id: '1', title: 'X', image: '/a.png', pcPath: null, name: 'M', cnName: null, thumbnailGIF: '' };

describe('answers', () => {
  it('session: the token, and the user when the answer names one', () => {
    agree(
      readSession,
      SessionSchema,
      [
        { token: 't', user: { id: 7, email: 'a@b.co' } },
        { token: 't', user: { id: '7', email: 'a@b.co' } },
        { token: 't' },
        { token: 't', user: null, extra: 1 },
      ],
      [{ token: '' }, {}, { token: 't', user: { email: 'a@b.co' } }],
    );
  });
  it('user info: no id needed, a null avatar is none', () => {
    agree(
      readUserInfo,
      UserInfoSchema,
      [
        { id: 7, avatar: '', nickName: 'Ada', email: 'a@b.co' },
        { avatar: null, nickName: 'Ada', email: 'a@b.co' },
        { avatar: { state: 'SUCCESS', url: '/u.jpg', file: '/u.jpg' }, nickName: null, email: 'a@b.co' },
      ],
      [null, { id: 'x', avatar: '' }],
    );
  });
  it('software: extras optional, every image and pcPath form', () => {
    agree(
      readSoftwareItem,
      SoftwareItemSchema,
      [software, plainSoftware, { ...software, description: null }],
      [
        { ...software, id: null },
        { ...software, title: 3 },
      ],
    );
  });
  it('plans, purchase status', () => {
    agree(
      readPlan,
      PlanSchema,
      [
        { id: 1, domainId: 1, fastspringParams: '{}' },
        { id: '3', fastspringParams: '{}' },
        { id: '4', fastspringParams: { product: 'p', price: 9 } },
      ],
      [{ fastspringParams: '{}' }],
    );
    agree(
      readPurchaseStatus,
      PurchaseStatusSchema,
      [
        { isBuy: true, dueTime: '2027-01-01T00:00:00.000Z' },
        { isBuy: 0, dueTime: null },
        { isBuy: '1', dueTime: '2027-01-01 08:00:00' },
        { isBuy: false },
      ],
      [{ dueTime: null }, { isBuy: 'maybe' }],
    );
  });
  it('orders: no title, codes and prices as text, wall-time dates', () => {
    agree(
      readOrder,
      OrderSchema,
      [
        { id: 2, title: 'T', source: 1, price: 99.99, createTime: 'a', dueTime: 'b', domainId: 1 },
        { title: null, source: '1', price: '99.99', createTime: '2026-01-01 00:00:00', dueTime: '1', domainId: '2' },
        { source: 2, createTime: 1762070709000, dueTime: '1762070709000', domainId: 2 },
      ],
      [{ title: 'T', source: 'paid', price: null, createTime: 'a', dueTime: 'b', domainId: 1 }],
    );
  });
  it('blog: the list with or without its total, or bare; the detail without id or photo', () => {
    const item = { id: 3, title: 'A', photo: '/p.svg', createTime: '2026-01-01', summary: 'S' };
    agree(
      readBlogPage,
      BlogPageSchema,
      [
        { list: [item], totalRecord: 1 },
        { list: [{ id: '3', title: 'A', photo: null }], totalRecord: '1' },
        { list: [{ id: '3', title: 'A' }] },
        [{ id: '3', title: 'A', photo: null }],
        { list: null },
      ],
      [{ list: 'no' }, { list: [{ title: 'A' }] }],
    );
    agree(
      readBlogDetail,
      BlogDetailSchema,
      [
        { id: 3, title: 'A', readCount: 12, createTime: '2026-01-01T00:00:00Z', photo: '/p.svg', content: '<p>x</p>' },
        { title: 'A', readCount: '12', createTime: '2026-01-01 08:00:00', photo: null, content: '<p>x</p>' },
      ],
      [{ title: 'A', readCount: 'many', createTime: 'x', content: '' }],
    );
  });
  it('patient categories: only names are needed', () => {
    agree(
      readPatientCategory,
      PatientCategorySchema,
      [
        { id: 1, name: 'Neck', cnName: '颈', icon: '/n.svg', animationCount: 60, imageCount: 2400 },
        { name: 'Neck', cnName: '颈' },
        { id: '1', name: 'Neck', cnName: null, icon: null, animationCount: '60' },
      ],
      [{ name: 'Neck', animationCount: 'lots' }],
    );
  });
});

describe('readAnswer: a whole answer, as its call', () => {
  const ok = (data: unknown) => ({ code: 'OK', message: null, data });
  const schemaOf = (route: { responses: Record<number, unknown> }) => route.responses[200] as z.ZodType;

  it('reads the envelope and the data as the contract does', () => {
    const cases: [string, { responses: Record<number, unknown> }, unknown][] = [
      ['content.blogList', api.content.blogList, ok([{ id: '1', title: 'A', photo: null }])],
      ['catalog.plans', api.catalog.plans, ok([{ id: '1', fastspringParams: '{}' }])],
      [
        'catalog.plans',
        api.catalog.plans,
        ok({ list: [{ id: 1, domainId: 1, fastspringParams: '{}' }], totalRecord: 1 }),
      ],
      ['order.orderList', api.order.orderList, ok({ list: [], totalRecord: '0' })],
      ['passport.login', api.passport.login, { code: 1006, message: 'Not activated' }],
      ['passport.login', api.passport.login, { code: '1003', message: 'Wrong', data: {} }],
      ['user.userInfo', api.user.userInfo, { code: 'Unauthorized', message: '' }],
      ['passport.register', api.passport.register, { code: 'OK', message: 'Sent', data: null }],
      ['user.upload', api.user.upload, { state: 'SUCCESS', url: '/u/a.jpg', message: null, original: 'a.jpg' }],
      ['user.upload', api.user.upload, { code: 'Unauthorized', message: 'Sign in' }],
    ];
    for (const [key, route, body] of cases)
      expect(readAnswer(key, body), `${key} ${JSON.stringify(body)}`).toEqual(schemaOf(route).parse(body));
  });

  it('refuses what no form allows, naming where', () => {
    expect(() => readAnswer('order.orderList', ok({ list: [{ source: 'x' }], totalRecord: 1 }))).toThrow(
      /data\.list\.0\.source/,
    );
    expect(() => readAnswer('content.blogDetail', { message: 'no code' })).toThrow(UnreadableAnswer);
    expect(() => readAnswer('catalog.softwareList', ok(null))).toThrow(/data/);
  });
});
