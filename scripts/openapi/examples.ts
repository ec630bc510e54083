import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scenario } from '#fake-server/seed/index.js';
import { FAULT_LIFETIME_MS } from '#fake-server/dev/faults.js';
import { buildApp } from '#fake-server/app.js';
import { memoryStore } from '#fake-server/db/store.js';
import type { Clock } from '#fake-server/services/clock.js';
import type { AppRoute } from '@ts-rest/core';
import { checkAnswer } from '#contract/answers.js';
import { refusedOrEmpty } from '../recorded-answer.js';
import { routesWithKeys } from './routes.js';
import { GENERATED_PASSWORD } from '#fake-server/documents/generate/people.js';
import { DEMO_PASSWORD, passwordFrom } from '../../tests/setup/credentials.js';

export type Example = {
  request?: { path?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  answer?: unknown;
};

/** The demo scenario at a fixed moment, so the document is the same on every run. */
const AT = new Date('2026-06-01T09:00:00.000Z');
const frozenClock = (): Clock => {
  let offset = 0;
  return {
    now: () => new Date(AT.getTime() + offset),
    iso: () => new Date(AT.getTime() + offset).toISOString(),
    offsetMs: () => offset,
    advance: (ms) => void (offset += ms),
    reset: () => void (offset = 0),
  };
};

const LENA = { email: 'lena.hartmann@example.com', password: DEMO_PASSWORD };
const WANG = { email: 'wang.wei@example.com', password: DEMO_PASSWORD };
/** A new account's password and a reset's, as the document shows them: to the contract's rule whatever its length. */
const NEW_PASSWORD = passwordFrom('Start2025');
const RESET_PASSWORD = passwordFrom('Motion2026');

/** Random parts of answers (tokens, ids, file names) replaced by fixed stand-ins, in order of appearance. */
function stable(value: unknown): unknown {
  const text = JSON.stringify(value)
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '00000000-0000-4000-8000-000000000000')
    .replace(/\b[0-9a-f]{32,64}\b/g, (m) => 'f'.repeat(m.length))
    .replace(/(PAYPAL-|I-)[0-9A-F]{8,16}/g, (_m, p: string) => `${p}0A1B2C3D4E5F6789`.slice(0, p.length + 16))
    .replace(/"token":"[^"]+"/g, '"token":"3q2-example-token-7f"')
    .replace(/(token=)[A-Za-z0-9_-]{16,}/g, '$1the-token-from-the-mail')
    // The request inspector stamps calls with real time, and a fault ends on real time.
    .replace(/"at":"[^"]+"/g, `"at":"${AT.toISOString()}"`)
    .replace(/"expiresAt":"[^"]+"/g, `"expiresAt":"${new Date(AT.getTime() + FAULT_LIFETIME_MS).toISOString()}"`)
    .replace(/"ms":[\d.]+/g, '"ms":1.5');
  return JSON.parse(text);
}

/** Lists cut to two items and long text cut, so an example stays readable. */
function short(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map((v) => short(v, depth + 1));
  if (typeof value === 'string') return value.length > 240 ? `${value.slice(0, 240)}…` : value;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, short(v, depth + 1)]));
  return value;
}

const html = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title} · MotionAtlas</title>…</head><body>…</body></html>`;

type Answer = { code?: string; message?: string; data?: any };
type CallOptions = { body?: unknown; query?: Record<string, unknown>; token?: string };
type Call = (method: string, url: string, options?: CallOptions) => Promise<{ status: number; body: Answer | null }>;

/** The route of the contract an example is recorded for (its key in the contract). */
const routeOf = (key: string): AppRoute | undefined => routesWithKeys().find((r) => r.key === key)?.route;

/**
 * Records an operation's example from what the server answers, and fails, naming the operation and
 * its request, when the answer is not the success it is meant to show (a refusal, an empty list,
 * an answer outside the contract): a document must never quietly show a refusal as the example.
 */
export function recorder(call: Call, examples: Record<string, Example>) {
  return async (key: string, method: string, url: string, options: CallOptions = {}) => {
    const { status, body } = await call(method, url, options);
    const route = routeOf(key);
    const checked = route ? checkAnswer(route, status, body) : { ok: false as const, problem: 'no such operation' };
    const problem =
      refusedOrEmpty(status, body) ?? (checked.ok ? undefined : `broke the contract (${checked.problem})`);
    if (problem)
      throw new Error(
        `npm run openapi: the example of ${key} (${method} ${url}${options.body ? ` ${JSON.stringify(options.body)}` : ''}) ${problem}`,
      );
    examples[key] = {
      request: { query: options.query, body: options.body },
      answer: body === null ? undefined : short(stable(body)),
    };
    return body;
  };
}

/**
 * An example request and answer for every operation, taken from a fake server in process on the
 * demo scenario: the answers are what the server really says to these requests.
 */
export async function collectExamples(): Promise<Record<string, Example>> {
  const dir = await mkdtemp(join(tmpdir(), 'openapi-examples-'));
  const clock = frozenClock();
  const { app } = await buildApp({
    store: memoryStore(scenario('demo', AT)),
    clock,
    webOrigin: 'http://localhost:5173',
    uploadDir: join(dir, 'uploads'),
    snapshotDir: join(dir, 'snapshots'),
    scenario,
    rateLimit: false,
    hashCost: 'test',
  });
  const call: Call = async (method, url, options = {}) => {
    const query = options.query
      ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}`
      : '';
    const res = await app.inject({
      method: method as 'GET',
      url: `${url}${query}`,
      headers: {
        platform: 'PC',
        language: 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    return {
      status: res.statusCode,
      body: res.headers['content-type']?.toString().startsWith('application/json') ? (res.json() as Answer) : null,
    };
  };
  const examples: Record<string, Example> = {};
  const record = recorder(call, examples);
  try {
    const tokenOf = async (who: { email: string; password: string }) =>
      (await call('POST', '/api/passport/account/login', { body: who })).body!.data.token as string;

    // Public calls.
    await record('blogList', 'GET', '/api/information/list', { query: { page: 1, size: 2 } });
    await record('blogDetail', 'GET', '/api/information/detail/1');
    examples.blogDetail!.request!.path = { id: 1 };
    await record('softwarePackages', 'GET', '/api/software/package/list');
    await record('softwareList', 'GET', '/api/body/list', { query: { softwarePackageId: 1, page: 1, size: 2 } });
    await record('plans', 'GET', '/api/goods/body/list', { query: { client: 3, domainId: 1 } });
    await record('patientCategories', 'GET', '/api/edu/patient/category/all');
    await record('sampleExercises', 'GET', '/api/sample/exercise/list', { query: { isFree: true } });
    await record('contact', 'POST', '/api/common/propose/create', {
      body: {
        userName: 'Margaret Liu',
        contact: 'm.liu@university.example.edu',
        content: 'Could we get campus access for 120 kinesiology students?',
      },
    });
    await record('newsletter', 'POST', '/api/common/email', {
      body: { name: 'Jonas Weber', email: 'jonas.weber@example.com', agree: true },
    });
    examples.newsletterConfirm = { request: { query: { token: 'the-token-from-the-mail' } } };

    // Accounts.
    await record('register', 'POST', '/api/passport/register', {
      body: { nickName: 'Mei', email: 'mei.lin@example.com', password: NEW_PASSWORD },
    });
    examples.activate = { request: { query: { token: 'the-token-from-the-mail' } } };
    await record('login', 'POST', '/api/passport/account/login', { body: LENA });
    await record('resendActivation', 'POST', '/api/passport/active/email', { body: { email: 'mei.lin@example.com' } });
    await record('requestResetCode', 'POST', '/api/passport/forget/password/email', { body: { email: WANG.email } });
    const code = (await call('GET', '/__dev/mail/latest', { query: { to: WANG.email, kind: 'reset' } })).body!.data
      .code as string;
    await record('resetPassword', 'POST', '/api/passport/forget/password', {
      body: { email: WANG.email, code, newPassword: RESET_PASSWORD },
    });
    examples.resetPassword!.request!.body = { email: WANG.email, code: '482913', newPassword: RESET_PASSWORD };
    WANG.password = RESET_PASSWORD;

    // The signed-in user.
    const lena = await tokenOf(LENA);
    await record('userInfo', 'GET', '/api/u/user/info', { token: lena });
    await record('updateUser', 'POST', '/api/u/user/update', { token: lena, body: { nickName: 'Lena H.' } });
    await record('orderList', 'GET', '/api/u/order/list', { token: lena, query: { page: 1, size: 2 } });
    await record('purchaseStatus', 'GET', '/api/u/order/order/buy', { token: lena, query: { client: 3, domainId: 1 } });
    examples.upload = {
      answer: { state: 'SUCCESS', url: `/uploads/${'f'.repeat(32)}.jpg`, message: 'Upload successful' },
    };
    const wang = await tokenOf(WANG);
    const created = await record('paypalCreate', 'POST', '/api/u/order/paypal/create', {
      token: wang,
      body: { goodsId: 1 },
    });
    await call('POST', '/__dev/paypal/approve', { body: { orderId: created!.data.orderId } });
    await record('paypalCapture', 'POST', '/api/u/order/paypal/capture', {
      token: wang,
      body: { orderId: created!.data.orderId },
    });
    examples.paypalCapture!.request!.body = { orderId: 'PAYPAL-0A1B2C3D4E5F6789' };
    await record('paypalSubscribe', 'POST', '/api/u/order/paypal/subscribe', { token: wang, body: { goodsId: 3 } });

    // The dev surface.
    await record('mailList', 'GET', '/__dev/mail', { query: { kind: 'activation' } });
    await record('mailLatest', 'GET', '/__dev/mail/latest', {
      query: { to: 'mei.lin@example.com', kind: 'activation' },
    });
    await record('faultsAdd', 'POST', '/__dev/faults', {
      body: { path: '/api/u/user/info', code: 'Unauthorized', times: 1 },
    });
    await record('faultsList', 'GET', '/__dev/faults');
    await record('faultsClear', 'DELETE', '/__dev/faults');
    await record('clock', 'GET', '/__dev/clock');
    await record('moveClock', 'POST', '/__dev/clock', { body: { advanceMs: 86_400_000 } });
    await call('POST', '/__dev/clock', { body: { reset: true } });
    await record('requests', 'GET', '/__dev/requests');
    // Recording needs proxy mode: its examples are written out.
    examples.recordStart = {
      request: { body: { name: 'sales-demo' } },
      answer: { code: 'OK', message: 'OK', data: { recording: 'sales-demo', answers: 0, files: 0 } },
    };
    examples.recordStop = {
      answer: { code: 'OK', message: 'OK', data: { name: 'sales-demo', answers: 38, files: 49 } },
    };
    await record('snapshot', 'POST', '/__dev/snapshot', { body: { name: 'before-demo' } });
    await record('restore', 'POST', '/__dev/restore', { body: { name: 'before-demo' } });
    examples.checkoutPay = {
      request: {
        body: {
          session: {
            products: [{ path: 'muscle-movement-monthly', quantity: 1 }],
            tags: { platform: 'website', userId: 2, goodsId: 1 },
            paymentContact: { email: WANG.email },
            language: 'en',
          },
          cardNumber: '4242 4242 4242 4242',
        },
      },
      answer: {
        code: 'OK',
        message: 'OK',
        data: { orderReference: { id: 'FS-0A1B2C3D', reference: 'MA260601-0A1B' } },
      },
    };
    examples.openAs = {
      request: { body: { token: 'li-na-token' } },
      answer: {
        code: 'OK',
        message: 'OK',
        data: { user: { id: 6, email: 'li.na@example.com', name: '李娜', language: 'cn' }, expired: false },
      },
    };
    examples.prospectLink = {
      request: {
        body: {
          document: {
            organisation: { name: 'Thameside MSK Clinic' },
            users: [
              { email: 'olivia.bennett@thameside.example.test', password: GENERATED_PASSWORD, name: 'Olivia Bennett' },
            ],
          },
          as: 'olivia.bennett@thameside.example.test',
          language: 'en',
        },
      },
      answer: {
        code: 'OK',
        message: 'OK',
        data: {
          kind: 'sandbox',
          id: 'q4Jd0Zr2Qd6mS1vC8xY3aA',
          expires: '2026-12-29T09:30:00.000Z',
          as: 'olivia.bennett@thameside.example.test',
          name: 'Olivia Bennett',
          link: 'https://demo.example.com/#demo=s1.q4Jd0Zr2Qd6mS1vC8xY3aA&as=olivia.bennett%40thameside.example.test&lang=en',
        },
      },
    };
    examples.prospectOpen = {
      request: { body: { id: 'q4Jd0Zr2Qd6mS1vC8xY3aA' } },
      answer: { code: 'OK', message: 'OK', data: { organisation: 'Thameside MSK Clinic' } },
    };
    await record('signInAs', 'POST', '/__dev/session', { body: { email: WANG.email } });
    await record('armCheckout', 'POST', '/__dev/checkout/next', { body: { next: 'decline' } });
    await record('checkoutNext', 'GET', '/__dev/checkout/next');
    await call('POST', '/__dev/checkout/next', { body: { next: 'pay' } });
    examples.cancelSubscription = {
      request: { path: { id: 'sub_0a1b2c3d4e5f6789' } },
      answer: { code: 'OK', message: 'OK', data: null },
    };
    examples.replayEvent = {
      request: { path: { id: 'evt_0a1b2c3d4e5f6789' } },
      answer: { code: 'OK', message: 'OK', data: { result: 'duplicate' } },
    };
    await record('paypalApprove', 'POST', '/__dev/paypal/approve', { body: { orderId: created!.data.orderId } });
    examples.paypalApprove!.request!.body = { orderId: 'PAYPAL-0A1B2C3D4E5F6789' };
    for (const [key, title] of [
      ['dashboard', 'Fake server'],
      ['apiReference', 'API reference'],
      ['mailPreview', 'Activate your account'],
      ['checkoutPage', 'Secure checkout'],
      ['openAsPage', 'Open the site as a user'],
      ['paypalApprovePage', 'PayPal'],
      ['standIn', 'Muscle Movement Analysis'],
    ] as const) {
      examples[key] = { answer: html(title) };
    }
    examples.mailPreview!.request = { path: { id: '00000000-0000-4000-8000-000000000000' } };
    examples.standIn!.request = { path: { slug: 'muscle-movement-analysis' } };
    await record('wire', 'POST', '/__dev/wire', { body: { wire: 'spec' } });
    await call('POST', '/__dev/wire', { body: { wire: 'project' } });
    // Last: these replace the database.
    await record('seed', 'POST', '/__dev/seed', {
      body: {
        extends: 'demo',
        users: [
          {
            email: 'li.na@example.com',
            password: NEW_PASSWORD,
            language: 'cn',
            sessions: [{ token: 'li-na-session' }],
            subscriptions: [{ product: 'muscle-and-movement', due: 'tomorrow 23:59 Asia/Shanghai' }],
          },
        ],
      },
    });
    await record('reset', 'POST', '/__dev/reset', { body: { scenario: 'demo' } });
    await record('deleteAccount', 'GET', '/api/u/account/cancel', { token: await tokenOf(LENA) });
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
  return examples;
}
