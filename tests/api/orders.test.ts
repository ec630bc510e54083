import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutSession } from '#contract/checkout.js';
import { type TestServer, signedUpUser, startTestServer } from '../setup/api-server.js';
import { EDGE_PASSWORD } from '../setup/credentials.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ scenario: 'edge' });
});
afterAll(() => server.close());

const login = async (email: string, password = EDGE_PASSWORD) => {
  const res = await server.client().passport.login({ body: { email, password } });
  if (res.body.code !== 'OK') throw new Error(res.body.message);
  return server.client(res.body.data.token);
};

describe('orders', () => {
  it('pages 45 orders by 20, newest first', async () => {
    const c = await login('many.orders@example.com');
    const pages = await Promise.all([1, 2, 3].map((page) => c.order.orderList({ query: { page, size: 20 } })));
    const lists = pages.map((p) => (p.body.code === 'OK' ? p.body.data : null));
    expect(lists.map((l) => l?.list.length)).toEqual([20, 20, 6]);
    expect(lists[0]?.totalRecord).toBe(46);
    const first = lists[0]!.list;
    expect(first[0]!.createTime >= first[1]!.createTime).toBe(true);
    expect(lists.flatMap((l) => l!.list).some((o) => o.domainId === 2 && o.source === 2 && o.price === null)).toBe(
      true,
    );
  });

  it('answers an empty list for a new user', async () => {
    const user = await signedUpUser(server);
    const res = await server.client(user.token).order.orderList({ query: { page: 1, size: 20 } });
    expect(res.body).toMatchObject({ code: 'OK', data: { list: [], totalRecord: 0 } });
  });
});

describe('purchase status', () => {
  it('is false once dueTime has passed (expired subscription), and true while it is in the future', async () => {
    const lapsed = await login('lapsed.subscriber@example.com');
    const status = await lapsed.order.purchaseStatus({ query: { client: 3, domainId: 1 } });
    expect(status.body).toMatchObject({ code: 'OK', data: { isBuy: false } });
    if (status.body.code === 'OK') expect(new Date(status.body.data.dueTime!) < new Date()).toBe(true);
    const many = await login('many.orders@example.com');
    expect((await many.order.purchaseStatus({ query: { client: 3, domainId: 2 } })).body).toMatchObject({
      data: { isBuy: true },
    });
  });
});

describe('hosted checkout (fake FastSpring)', () => {
  const session = (
    userId: number,
    email: string,
    goodsId = 1,
    product = 'muscle-movement-monthly',
  ): CheckoutSession => ({
    products: [{ path: product, quantity: 1 }],
    tags: { platform: 'website', userId, goodsId },
    paymentContact: { email },
    language: 'en',
  });
  const productOf = (goodsId: number) =>
    JSON.parse(server.deps.store.data.plans.find((p) => p.id === goodsId)!.fastspringParams).product as string;

  it('pays with 4242, creates order and subscription through provider events, then refuses a second purchase', async () => {
    const user = await signedUpUser(server);
    const dev = server.client().dev;
    const declined = await dev.checkoutPay({
      body: { session: session(user.id, user.email, 1, productOf(1)), cardNumber: '4000 0000 0000 0002' },
    });
    expect(declined.body.code).toBe('1005');
    expect(server.deps.store.data.orders.filter((o) => o.userId === user.id)).toHaveLength(0);

    const paid = await dev.checkoutPay({
      body: { session: session(user.id, user.email, 1, productOf(1)), cardNumber: '4242 4242 4242 4242' },
    });
    if (paid.body.code !== 'OK') throw new Error(paid.body.message);
    expect(paid.body.data.orderReference?.id).toMatch(/^FS/);

    const c = server.client(user.token);
    const status = await c.order.purchaseStatus({ query: { client: 3, domainId: 1 } });
    expect(status.body).toMatchObject({ data: { isBuy: true } });
    const orders = await c.order.orderList({ query: { page: 1, size: 20 } });
    expect(orders.body).toMatchObject({ data: { totalRecord: 1, list: [{ source: 1, domainId: 1 }] } });

    const types = server.deps.store.data.events
      .filter(
        (e) => e.data.userId === user.id || e.data.subscription === server.deps.store.data.subscriptions.at(-1)!.id,
      )
      .map((e) => e.type);
    expect(types).toEqual(['order.completed', 'subscription.activated']);
    expect(
      server.deps.store.data.events.find((e) => e.type === 'order.completed' && e.data.userId === user.id)!.deliveries,
    ).toBe(2);

    const again = await dev.checkoutPay({
      body: { session: session(user.id, user.email, 2, productOf(2)), cardNumber: '4242424242424242' },
    });
    expect(again.body.code).not.toBe('OK');
  });

  it('mails the buyer a receipt in the language of the checkout, as the provider does (issue 59), and none for a decline', async () => {
    const user = await signedUpUser(server);
    const dev = server.client().dev;
    const zh = { ...session(user.id, user.email, 2, productOf(2)), language: 'zh' as const };
    await dev.checkoutPay({ body: { session: zh, cardNumber: '4000 0000 0000 0002' } });
    expect(server.deps.mailer.list({ to: user.email, kind: 'receipt' })).toEqual([]);
    const paid = await dev.checkoutPay({ body: { session: zh, cardNumber: '4242 4242 4242 4242' } });
    if (paid.body.code !== 'OK') throw new Error(paid.body.message);
    const [receipt] = server.deps.mailer.list({ to: user.email, kind: 'receipt' });
    expect(receipt).toMatchObject({
      language: 'cn',
      subject: '【动作图谱】付款凭证：肌肉与运动年度订阅',
      link: 'http://web.test/order',
    });
    expect(receipt!.text).toContain(
      `您已为“肌肉与运动年度订阅”支付 US$99.99（订单号：${paid.body.data.orderReference!.reference}）`,
    );
  });

  it('serves the checkout page for a valid session and an error page for a broken one', async () => {
    const user = await signedUpUser(server);
    const raw = Buffer.from(JSON.stringify(session(user.id, user.email, 1, productOf(1)))).toString('base64url');
    const page = await fetch(`${server.baseUrl}/__dev/checkout?session=${raw}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('4242');
    expect(await (await fetch(`${server.baseUrl}/__dev/checkout?session=broken`)).text()).toContain('not valid');
  });
});

describe('what the fake provider refuses, and its arm (issue 51, docs/decisions/132)', () => {
  const session = (userId: number, email: string, goodsId: number, product: string, language: 'en' | 'zh' = 'en') =>
    ({
      products: [{ path: product, quantity: 1 }],
      tags: { platform: 'website', userId, goodsId },
      paymentContact: { email },
      language,
    }) satisfies CheckoutSession;
  const plan = (id: number, product: string, price: number, atProvider?: false) => ({
    id,
    domainId: 1 as const,
    client: 3,
    period: 'month' as const,
    fastspringParams: JSON.stringify({
      product,
      title: 'Campus',
      cnTitle: '校园',
      text: 'per month',
      cnText: '每月',
      discrib: '',
      cnDiscrib: '',
      price,
      cnPrice: price,
    }),
    ...(atProvider === false ? { atProvider } : {}),
  });
  const bought = (userId: number) => ({
    orders: server.deps.store.data.orders.filter((o) => o.userId === userId).length,
    subscriptions: server.deps.store.data.subscriptions.filter((s) => s.userId === userId).length,
  });
  const page = async (raw: ReturnType<typeof session>) =>
    (
      await fetch(`${server.baseUrl}/__dev/checkout?session=${Buffer.from(JSON.stringify(raw)).toString('base64url')}`)
    ).text();

  it('refuses a price of 0 and a product its store does not have: no order, no subscription, the page says why', async () => {
    const user = await signedUpUser(server);
    const dev = server.client(undefined, 'cn').dev;
    server.deps.store.data.plans.push(plan(90, 'campus-free', 0), plan(91, 'campus-misnamed', 49, false));
    try {
      const free = await dev.checkoutPay({
        body: { session: session(user.id, user.email, 90, 'campus-free'), cardNumber: '4242 4242 4242 4242' },
      });
      expect(free.body).toMatchObject({
        code: '1005',
        message: '支付服务商没有此产品的有效价格，本次未扣款。',
      });
      const missing = await server.client().dev.checkoutPay({
        body: { session: session(user.id, user.email, 91, 'campus-misnamed'), cardNumber: '4242 4242 4242 4242' },
      });
      expect(missing.body).toMatchObject({
        code: '1008',
        message: expect.stringContaining('does not sell this product'),
      });
      // A session naming another product than its plan's is a product the store does not sell either.
      const other = await server.client().dev.checkoutPay({
        body: { session: session(user.id, user.email, 1, 'muscle-movement-lifetime'), cardNumber: '4242424242424242' },
      });
      expect(other.body.code).toBe('1008');
      expect(bought(user.id)).toEqual({ orders: 0, subscriptions: 0 });
      const shown = await page(session(user.id, user.email, 90, 'campus-free', 'zh'));
      expect(shown).toContain('支付服务商没有此产品的有效价格');
      expect(shown).not.toContain('id="pay"');
    } finally {
      server.deps.store.data.plans = server.deps.store.data.plans.filter((p) => p.id < 90);
    }
  });

  it('armed, declines the next payment whatever the card, or times out after its delay; used up once a card is read', async () => {
    const user = await signedUpUser(server);
    const dev = server.client().dev;
    const pay = (cardNumber = '4242 4242 4242 4242') =>
      dev.checkoutPay({ body: { session: session(user.id, user.email, 1, 'muscle-movement-monthly'), cardNumber } });
    expect((await dev.armCheckout({ body: { next: 'decline' } })).body).toMatchObject({ data: { next: 'decline' } });
    expect((await pay('42')).body.message).toBe('Please check the card number.');
    expect((await pay()).body).toMatchObject({
      code: '1005',
      message: 'Your card was declined. Please use another card.',
    });
    expect((await dev.checkoutNext()).body).toMatchObject({ data: { next: 'pay' } });

    await dev.armCheckout({ body: { next: 'timeout', delayMs: 150 } });
    const started = Date.now();
    expect((await pay()).body).toMatchObject({
      code: '1009',
      message: expect.stringContaining('did not answer in time'),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(bought(user.id)).toEqual({ orders: 0, subscriptions: 0 });

    await dev.armCheckout({ body: { next: 'decline' } });
    expect((await dev.armCheckout({ body: { next: 'pay' } })).body).toMatchObject({ data: { next: 'pay' } });
    expect((await pay()).body.code).toBe('OK');
    expect(bought(user.id)).toEqual({ orders: 1, subscriptions: 1 });
  });
});

describe('PayPal', () => {
  it('create -> approve -> capture makes the order and subscription; capture twice is refused', async () => {
    const user = await signedUpUser(server);
    const c = server.client(user.token);
    const created = await c.order.paypalCreate({ body: { goodsId: 3 } });
    if (created.body.code !== 'OK') throw new Error(created.body.message);
    const { orderId, approveUrl } = created.body.data;
    expect(approveUrl).toContain('/__dev/paypal/approve?token=');

    expect((await c.order.paypalCapture({ body: { orderId } })).body.code).toBe('1005');

    const approvePage = await fetch(`${server.baseUrl}${new URL(approveUrl).pathname}${new URL(approveUrl).search}`);
    expect(await approvePage.text()).toContain('Approve and pay');
    expect((await server.client().dev.paypalApprove({ body: { orderId } })).body.code).toBe('OK');

    const captured = await c.order.paypalCapture({ body: { orderId } });
    expect(captured.body).toMatchObject({
      code: 'OK',
      data: { status: 'COMPLETED', order: { domainId: 2, source: 1 } },
    });
    expect((await c.order.purchaseStatus({ query: { client: 3, domainId: 2 } })).body).toMatchObject({
      data: { isBuy: true },
    });
    expect(server.deps.store.data.subscriptions.some((s) => s.userId === user.id && s.domainId === 2)).toBe(true);
    expect((await c.order.paypalCapture({ body: { orderId } })).body.code).toBe('1005');
  });

  it('subscribe starts a subscription; unknown plans and unknown orders are refused', async () => {
    const user = await signedUpUser(server);
    const c = server.client(user.token);
    const sub = await c.order.paypalSubscribe({ body: { goodsId: 2 } });
    expect(sub.body).toMatchObject({ code: 'OK', data: { status: 'ACTIVE' } });
    expect((await c.order.paypalSubscribe({ body: { goodsId: 999 } })).body.code).toBe('1008');
    expect((await c.order.paypalCapture({ body: { orderId: 'PAYPAL-NOPE' } })).body.code).toBe('1008');
    expect((await c.order.paypalSubscribe({ body: { goodsId: 1 } })).body.code).toBe('1005');
  });
});
