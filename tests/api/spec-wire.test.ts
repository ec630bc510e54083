import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswer } from '#contract/read/routes.js';
import { type TestServer, signedUpUser, startTestServer } from '../setup/api-server.js';
import { EDGE_PASSWORD } from '../setup/credentials.js';

/**
 * WIRE=spec: the fake server answers as a plain backend described only by the spec would
 * (requirements D3), and those answers still pass the contract, which the typed client checks on
 * every call.
 */
let server: TestServer;
const WALL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

async function raw(path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: { platform: 'PC', language: 'en', ...init.headers },
  });
  return (await res.json()) as { code: string; message: string; data: any };
}
const setWire = (wire: 'spec' | 'project') =>
  fetch(`${server.baseUrl}/__dev/wire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ wire }),
  });

beforeAll(async () => {
  server = await startTestServer({ scenario: 'edge' });
  await setWire('spec');
});
afterAll(() => server.close());

describe('the spec dialect', () => {
  it('signs in with form-data and answers the token and the user, id as a string', async () => {
    const form = new FormData();
    form.append('email', 'many.orders@example.com');
    form.append('password', EDGE_PASSWORD);
    const login = await raw('/api/passport/account/login', { method: 'POST', body: form });
    expect(login.code).toBe('OK');
    expect(login.data).toEqual({
      token: expect.any(String),
      user: { id: expect.stringMatching(/^\d+$/), email: 'many.orders@example.com' },
    });
    const auth = { authorization: `Bearer ${login.data.token}` };

    const info = await raw('/api/u/user/info', { headers: auth });
    expect(Object.keys(info.data).sort()).toEqual(['avatar', 'email', 'nickName']);
    expect(info.data.avatar).toBeNull();

    const orders = await raw('/api/u/order/list?page=3&size=20', { headers: auth });
    expect(orders.data.totalRecord).toBe('46');
    expect(orders.data.list).toHaveLength(6);
    for (const order of orders.data.list) {
      expect(Object.keys(order).sort()).toEqual(['createTime', 'domainId', 'dueTime', 'price', 'source', 'title']);
      expect(order.createTime).toMatch(WALL_TIME);
      expect(typeof order.source).toBe('string');
      expect(typeof order.domainId).toBe('string');
    }
    const status = await raw('/api/u/order/order/buy?client=3&domainId=1', { headers: auth });
    expect(Object.keys(status.data).sort()).toEqual(['dueTime', 'isBuy']);
  });

  it('public answers: only the named fields, plans as a bare array, no blog total, null photos', async () => {
    const plans = await raw('/api/goods/body/list?client=3&domainId=1');
    expect(Array.isArray(plans.data)).toBe(true);
    expect(Object.keys(plans.data[0]).sort()).toEqual(['fastspringParams', 'id']);
    expect(typeof plans.data[0].id).toBe('string');

    const software = await raw('/api/body/list?softwarePackageId=1&page=1&size=99');
    expect(software.data.totalRecord).toBeUndefined();
    for (const item of software.data.list) {
      expect(Object.keys(item).sort()).toEqual(['cnName', 'id', 'image', 'name', 'pcPath', 'thumbnailGIF', 'title']);
      expect(typeof item.id).toBe('string');
    }
    expect(software.data.list.some((s: { pcPath: unknown }) => s.pcPath === null)).toBe(true);

    const blog = await raw('/api/information/list?page=1&size=20');
    expect(blog.data.totalRecord).toBeUndefined();
    const first = blog.data.list[0];
    expect(Object.keys(first).sort()).toEqual(['id', 'photo', 'title']);
    const detail = await raw(`/api/information/detail/${first.id}`);
    expect(Object.keys(detail.data).sort()).toEqual(['content', 'createTime', 'photo', 'readCount', 'title']);
    expect(detail.data.readCount).toMatch(/^\d+$/);
    expect(detail.data.createTime).toMatch(WALL_TIME);

    const refused = await raw('/api/information/detail/99999');
    expect(refused).toEqual({ code: '1008', message: expect.any(String), data: null });
  });

  it('every answer passes the contract (the typed client checks each) and the site reads it', async () => {
    const c = server.client();
    const login = await c.passport.login({ body: { email: 'many.orders@example.com', password: EDGE_PASSWORD } });
    if (login.body.code !== 'OK') throw new Error(login.body.message);
    expect(login.body.data.user?.id).toMatch(/^\d+$/);
    const user = server.client(login.body.data.token);
    const calls = [
      ['order.orderList', await user.order.orderList({ query: { page: 1, size: 20 } })],
      ['order.purchaseStatus', await user.order.purchaseStatus({ query: { client: 3, domainId: 1 } })],
      ['user.userInfo', await user.user.userInfo()],
      ['catalog.plans', await c.catalog.plans({ query: { client: 3, domainId: 1 } })],
      ['catalog.softwareList', await c.catalog.softwareList({ query: { softwarePackageId: 1, page: 1, size: 99 } })],
      ['catalog.patientCategories', await c.catalog.patientCategories()],
      ['content.blogList', await c.content.blogList({ query: { page: 1, size: 20 } })],
    ] as const;
    for (const [key, res] of calls) {
      expect(res.status, key).toBe(200);
      expect((res.body as { code: string }).code, key).toBe('OK');
    }
    const orders = calls[0][1].body;
    if (orders.code !== 'OK') throw new Error('orders');
    expect(orders.data.totalRecord).toBe(46);
    expect(orders.data.list[0]!.id).toBeUndefined();
    // The browser's reader reads the raw answer as the contract does.
    const rawOrders = await raw('/api/u/order/list?page=1&size=20', {
      headers: { authorization: `Bearer ${login.body.data.token}` },
    });
    expect(readAnswer('order.orderList', rawOrders)).toEqual(orders);
  });

  it('switches back to the project representation from the dashboard', async () => {
    await setWire('project');
    const plans = await raw('/api/goods/body/list?client=3&domainId=1');
    expect(plans.data.list[0]).toMatchObject({ id: expect.any(Number), domainId: 1 });
    const html = await (await fetch(`${server.baseUrl}/__dev`)).text();
    expect(html).toContain('Answers written as');
    await setWire('spec');
  });

  it('a user signed up in the spec dialect buys through the same flow', async () => {
    const user = await signedUpUser(server);
    const status = await raw('/api/u/order/order/buy?client=3&domainId=1', {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(status.data).toEqual({ isBuy: false, dueTime: null });
  });
});
