import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { NEW_PASSWORD } from '../setup/credentials.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('/__dev', () => {
  it('shows a dashboard with the outbox, and the mail list filters by address', async () => {
    const c = server.client();
    await c.passport.register({ body: { nickName: 'Lu', email: 'lu@example.com', password: NEW_PASSWORD } });
    const list = await c.dev.mailList({ query: { to: 'lu@example.com' } });
    if (list.body.code !== 'OK') throw new Error('mail list failed');
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0]).toMatchObject({ kind: 'activation', to: 'lu@example.com' });
    const html = await (await fetch(`${server.baseUrl}/__dev`)).text();
    expect(html).toContain('lu@example.com');
    expect(html).toContain('Open link');
    expect((await c.dev.mailLatest({ query: { to: 'nobody@example.com' } })).body.code).toBe('1008');
  });

  it('faults: status, code and delay for the next N calls, then cleared', async () => {
    const c = server.client();
    await c.dev.faultsAdd({ body: { path: '/api/information/list', status: 500, times: 1 } });
    expect((await fetch(`${server.baseUrl}/api/information/list`)).status).toBe(500);
    expect((await fetch(`${server.baseUrl}/api/information/list`)).status).toBe(200);

    await c.dev.faultsAdd({ body: { path: '/api/u/*', code: 'Unauthorized' } });
    const res = await fetch(`${server.baseUrl}/api/u/order/list`);
    expect(await res.json()).toMatchObject({ code: 'Unauthorized' });
    await c.dev.faultsAdd({ body: { path: '/api/information/list', delayMs: 300, times: 1 } });
    const started = Date.now();
    await fetch(`${server.baseUrl}/api/information/list`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    const listed = await c.dev.faultsList();
    expect(listed.body.code === 'OK' && listed.body.data.list.length).toBe(1);
    await c.dev.faultsClear({ query: {} });
    expect((await c.dev.faultsList()).body).toMatchObject({ data: { list: [] } });
  });

  it('a dropped connection fails at the transport level: the answer is cut off, once', async () => {
    await server.client().dev.faultsAdd({ body: { path: '/api/information/list', drop: true, times: 1 } });
    await expect(fetch(`${server.baseUrl}/api/information/list`).then((res) => res.json())).rejects.toThrow();
    expect((await fetch(`${server.baseUrl}/api/information/list`)).status).toBe(200);
  });

  it('reset loads another scenario without a restart', async () => {
    const c = server.client();
    expect((await c.dev.reset({ body: { scenario: 'empty' } })).body.code).toBe('OK');
    expect((await c.content.blogList({ query: { page: 1, size: 20 } })).body).toMatchObject({
      data: { totalRecord: 0 },
    });
    expect((await c.dev.mailList({ query: {} })).body).toMatchObject({ data: { list: [] } });
    await c.dev.reset({ body: { scenario: 'demo' } });
    expect((await c.content.blogList({ query: { page: 1, size: 20 } })).body.code === 'OK').toBe(true);
  });

  it('serves the stand-in for the 3D software, in the language the site set', async () => {
    const res = await fetch(`${server.baseUrl}/__dev/stand-in/muscle-movement-analysis`);
    expect(res.status).toBe(200);
    const english = await res.text();
    expect(english).toContain('Offline demo of the 3D viewer');
    expect(english).not.toMatch(/\p{Script=Han}/u);
    const chinese = await (
      await fetch(`${server.baseUrl}/__dev/stand-in/muscle-movement-analysis`, { headers: { cookie: 'ma_lang=cn' } })
    ).text();
    expect(chinese).toContain('<html lang="zh-CN">');
    expect(chinese).toContain('<h1 style="font-size:28px;margin:12px 0 4px">肌肉运动解析</h1>');
    expect(chinese).toContain('3D 查看器离线演示页');
    expect(chinese).not.toMatch(/stand-in for|Muscle Movement/);
  });
});
