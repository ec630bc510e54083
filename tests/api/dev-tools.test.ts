import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckoutSession } from '#contract/checkout.js';
import { checkContract, formatRows } from '../../scripts/contract-check/check.js';
import { type TestServer, signedUpUser, startTestServer } from '../setup/api-server.js';
import { png } from './images.js';
import { DEMO_PASSWORD, WRONG_PASSWORD } from '../setup/credentials.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ file: true });
});
afterAll(() => server.close());

const DAY = 86_400_000;
const productOf = (goodsId: number) =>
  JSON.parse(server.deps.store.data.plans.find((p) => p.id === goodsId)!.fastspringParams).product as string;

async function buy(user: { id: number; email: string }, card: string, goodsId = 1) {
  const session: CheckoutSession = {
    products: [{ path: productOf(goodsId), quantity: 1 }],
    tags: { platform: 'website', userId: user.id, goodsId },
    paymentContact: { email: user.email },
    language: 'en',
  };
  const res = await server.client().dev.checkoutPay({ body: { session, cardNumber: card } });
  if (res.body.code !== 'OK') throw new Error(res.body.message);
  return server.deps.store.data.subscriptions.at(-1)!;
}
const moveClock = (advanceMs: number) => server.client().dev.moveClock({ body: { advanceMs } });
/** Signs in again (a moved clock expires old tokens) and reads the purchase status. */
const status = async (user: { email: string; password: string }, domainId: 1 | 2 = 1) => {
  const login = await server.client().passport.login({ body: { email: user.email, password: user.password } });
  if (login.body.code !== 'OK') throw new Error(login.body.message);
  const res = await server.client(login.body.data.token).order.purchaseStatus({ query: { client: 3, domainId } });
  if (res.body.code !== 'OK') throw new Error(res.body.message);
  return res.body.data;
};

describe('snapshots', () => {
  it('save and bring back database, mail and uploads under a name', async () => {
    const user = await signedUpUser(server);
    const form = new FormData();
    form.append('upfile', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'a.png');
    const up = (await (
      await fetch(`${server.baseUrl}/api/common/file/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json()) as { url: string };
    const c = server.client();
    expect((await c.dev.snapshot({ body: { name: 'with-user' } })).body.code).toBe('OK');

    await c.dev.reset({ body: { scenario: 'empty' } });
    expect(server.deps.store.data.users.some((u) => u.email === user.email)).toBe(false);
    expect(existsSync(join(server.deps.uploadDir, up.url.replace('/uploads/', '')))).toBe(false);

    expect((await c.dev.restore({ body: { name: 'with-user' } })).body.code).toBe('OK');
    expect(server.deps.store.data.users.some((u) => u.email === user.email)).toBe(true);
    expect((await c.dev.mailList({ query: { to: user.email } })).body).toMatchObject({
      data: { list: [{ kind: 'activation' }] },
    });
    expect((await fetch(`${server.baseUrl}${up.url}`)).status).toBe(200);
    expect((await server.client(user.token).user.userInfo()).body.code).toBe('OK');
    expect((await c.dev.restore({ body: { name: 'nope' } })).body.code).toBe('1008');
  });
});

describe('faults for all routes', () => {
  it("'*' applies to every /api call for the next N calls", async () => {
    const c = server.client();
    await c.dev.faultsAdd({ body: { path: '*', status: 503, times: 2 } });
    expect((await fetch(`${server.baseUrl}/api/information/list`)).status).toBe(503);
    expect((await fetch(`${server.baseUrl}/api/body/list`)).status).toBe(503);
    expect((await fetch(`${server.baseUrl}/api/body/list`)).status).toBe(200);
  });

  it('a fault without `times` ends by itself 30 minutes after it was armed; the dashboard says when (issue 58)', async () => {
    const c = server.client();
    const armed = await c.dev.faultsAdd({ body: { path: '/api/no-such-call', status: 500 } });
    try {
      if (armed.body.code !== 'OK') throw new Error(armed.body.message);
      const ends = Date.parse(armed.body.data.expiresAt);
      expect(Math.abs(ends - Date.now() - 30 * 60_000)).toBeLessThan(60_000);
      const dashboard = await (await fetch(`${server.baseUrl}/__dev`)).text();
      expect(dashboard).toContain('Ends (real time, UTC)');
      expect(dashboard).toContain(armed.body.data.expiresAt.replace('T', ' ').slice(0, 19));
    } finally {
      await c.dev.faultsClear({ query: {} });
    }
  });
});

describe('the test clock and the provider events', () => {
  it('renews a monthly subscription when the clock passes its period, creating a new order', async () => {
    const user = await signedUpUser(server);
    const sub = await buy(user, '4242424242424242');
    const firstEnd = sub.periodEnd;
    expect(await status(user)).toMatchObject({ isBuy: true, dueTime: firstEnd });
    try {
      await moveClock(32 * DAY);
      const after = await status(user);
      expect(after.isBuy).toBe(true);
      expect(after.dueTime! > firstEnd).toBe(true);
      const types = server.deps.store.data.events.filter((e) => e.data.subscription === sub.id).map((e) => e.type);
      expect(types).toContain('subscription.charge.completed');
      expect(server.deps.store.data.orders.filter((o) => o.subscriptionId === sub.id)).toHaveLength(2);
    } finally {
      await server.client().dev.moveClock({ body: { reset: true } });
    }
  });

  it('a card that fails at renewal ends the subscription; buying is allowed again', async () => {
    const user = await signedUpUser(server);
    const sub = await buy(user, '4000 0000 0000 0341');
    try {
      await moveClock(32 * DAY);
      expect((await status(user)).isBuy).toBe(false);
      const types = server.deps.store.data.events.filter((e) => e.data.subscription === sub.id).map((e) => e.type);
      expect(types).toEqual([
        'order.completed',
        'subscription.activated',
        'subscription.charge.failed',
        'subscription.deactivated',
      ]);
      expect(server.deps.store.data.subscriptions.find((s) => s.id === sub.id)?.state).toBe('deactivated');
      await buy(user, '4242424242424242');
      expect((await status(user)).isBuy).toBe(true);
    } finally {
      await server.client().dev.moveClock({ body: { reset: true } });
    }
  });

  it('a cancellation runs to the end of the paid period, then the subscription is deactivated', async () => {
    const user = await signedUpUser(server);
    const sub = await buy(user, '4242424242424242');
    const c = server.client();
    expect((await c.dev.cancelSubscription({ params: { id: sub.id } })).body.code).toBe('OK');
    try {
      await moveClock(10 * DAY);
      expect((await status(user)).isBuy).toBe(true);
      await moveClock(25 * DAY);
      expect((await status(user)).isBuy).toBe(false);
      expect(server.deps.store.data.subscriptions.find((s) => s.id === sub.id)?.state).toBe('deactivated');
    } finally {
      await c.dev.moveClock({ body: { reset: true } });
    }
  });

  it('links, codes and tokens expire by the test clock', async () => {
    const user = await signedUpUser(server);
    try {
      await moveClock(8 * DAY);
      expect((await server.client(user.token).user.userInfo()).body.code).toBe('Unauthorized');
      const clock = await server.client().dev.clock();
      expect(clock.body).toMatchObject({ code: 'OK' });
      if (clock.body.code === 'OK') expect(clock.body.data.offsetMs).toBe(8 * DAY);
    } finally {
      await server.client().dev.moveClock({ body: { reset: true } });
    }
  });

  it('ignores a duplicate delivery of an event, and a replay', async () => {
    const user = await signedUpUser(server);
    await buy(user, '4242424242424242');
    const completed = server.deps.store.data.events.find(
      (e) => e.type === 'order.completed' && e.data.userId === user.id,
    )!;
    expect(completed.deliveries).toBe(2);
    const ordersBefore = server.deps.store.data.orders.length;
    const replay = await server.client().dev.replayEvent({ params: { id: completed.id } });
    expect(replay.body).toMatchObject({ code: 'OK', data: { result: 'duplicate' } });
    expect(server.deps.store.data.orders.length).toBe(ordersBefore);
    expect(completed.deliveries).toBe(3);
  });
});

describe('request inspector', () => {
  it('lists recent requests with masked passwords and marks answers that break the contract', async () => {
    const c = server.client();
    await c.passport.login({ body: { email: 'lena.hartmann@example.com', password: DEMO_PASSWORD } });
    await c.dev.faultsAdd({
      body: {
        path: '/api/information/list',
        body: { code: 'OK', message: '', data: { list: 'not a list' } },
        times: 1,
      },
    });
    await fetch(`${server.baseUrl}/api/information/list`);
    const res = await c.dev.requests();
    if (res.body.code !== 'OK') throw new Error('no requests');
    const login = res.body.data.list.find((r) => r.url === '/api/passport/account/login')!;
    expect(login.requestBody).toMatchObject({ email: 'lena.hartmann@example.com', password: '***' });
    expect(JSON.stringify(login.responseBody)).not.toMatch(/"token":"(?!\*\*\*)/);
    expect(login.mismatch).toBeNull();
    expect(JSON.stringify(res.body.data.list)).not.toContain(DEMO_PASSWORD);
    const broken = res.body.data.list.find((r) => r.url === '/api/information/list')!;
    expect(broken.mismatch).toMatch(/list/);
    const html = await (await fetch(`${server.baseUrl}/__dev`)).text();
    expect(html).toContain('mismatch');
  });
});

describe('npm run contract:check', () => {
  it('passes against the fake server, signed in, and finds a deliberately wrong answer', async () => {
    const clean = await checkContract({
      baseUrl: server.baseUrl,
      email: 'lena.hartmann@example.com',
      password: DEMO_PASSWORD,
    });
    expect(clean.filter((r) => r.result !== 'pass')).toEqual([]);
    expect(clean.map((r) => r.call)).toContain('order.orderList');
    await server.client().dev.faultsAdd({
      body: {
        path: '/api/goods/body/list',
        body: { code: 'OK', message: '', data: { list: [{ id: 'one', fastspringParams: 3 }], totalRecord: 1 } },
      },
    });
    try {
      const rows = await checkContract({ baseUrl: server.baseUrl });
      const plans = rows.filter((r) => r.call.startsWith('catalog.plans'));
      expect(plans.every((r) => r.result === 'mismatch')).toBe(true);
      // Every problem of the answer, not the first.
      expect(plans[0]!.detail).toEqual([
        expect.stringMatching(/^data\.list\.0\.id: /),
        expect.stringMatching(/^data\.list\.0\.fastspringParams: /),
      ]);
      expect(formatRows(plans)).toMatch(/data\.list\.0\.id: .*\n\s+data\.list\.0\.fastspringParams: /);
      expect(rows.find((r) => r.call === 'content.blogList')?.result).toBe('pass');
    } finally {
      await server.client().dev.faultsClear({ query: {} });
    }
  });

  it('accepts every answer of the spec dialect, signed in as the site signs in (form-data)', async () => {
    await fetch(`${server.baseUrl}/__dev/wire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ wire: 'spec' }),
    });
    try {
      const rows = await checkContract({
        baseUrl: server.baseUrl,
        email: 'lena.hartmann@example.com',
        password: DEMO_PASSWORD,
      });
      expect(rows.filter((r) => r.result !== 'pass')).toEqual([]);
      expect(rows).toHaveLength(12);
    } finally {
      await fetch(`${server.baseUrl}/__dev/wire`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ wire: 'project' }),
      });
    }
    const login = (await server.client().dev.requests()).body;
    if (login.code !== 'OK') throw new Error('no requests');
    const seen = login.data.list.find((r) => r.url === '/api/passport/account/login');
    expect(seen?.requestBody).toMatchObject({ email: 'lena.hartmann@example.com', password: '***' });
  });

  it('a refused sign-in fails the check (exit 1) instead of skipping the signed-in calls', async () => {
    const rows = await checkContract({
      baseUrl: server.baseUrl,
      email: 'lena.hartmann@example.com',
      password: WRONG_PASSWORD,
    });
    expect(rows[0]).toMatchObject({ call: 'passport.login', result: 'failed' });
    expect(rows[0]!.detail[0]).toMatch(/sign-in refused \(1003/);
    expect(rows.some((r) => r.call === 'order.orderList')).toBe(false);
    // Not spawnSync: the server answering it runs in this process.
    const cli = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/contract-check.ts',
        '--base-url',
        server.baseUrl,
        '--email',
        'lena.hartmann@example.com',
        '--password',
        WRONG_PASSWORD,
      ],
      { encoding: 'utf8' },
    ).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(cli.code).toBe(1);
    expect(cli.stdout).toContain('sign-in refused');
  });
});
