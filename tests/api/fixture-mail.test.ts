import { afterEach, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { NEW_PASSWORD, OTHER_PASSWORD } from '../setup/credentials.js';

/**
 * Mail in a fixture document and the links that open the site as its users (issue 51,
 * docs/decisions/133): a pending activation with a known link, a pending reset with a known code, a
 * subscriber with a known confirmation token, each in the outbox in its user's language and in
 * the seed answer; and /__dev/open-as, which tells the page whose session a token is.
 */
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
const start = async (options: Parameters<typeof startTestServer>[0] = {}) => {
  const s = await startTestServer({ scenario: 'empty', ...options });
  servers.push(s);
  return s;
};
type Envelope = { code: string; message: string; data?: any };
const post = async (s: TestServer, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${s.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': typeof body === 'string' ? 'application/yaml' : 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { res, answer: (await res.json()) as Envelope };
};

const DOCUMENT = `
users:
  - email: pending@example.com
    password: ${NEW_PASSWORD}
    language: cn
    name: 待激活
    activation: { token: known-activation }
  - email: forgetful@example.com
    password: ${NEW_PASSWORD}
    reset: { code: '123456' }
    sessions: [{ token: forgetful-live }, { token: forgetful-old, expired: true }]
subscribers:
  - { email: reader@example.com, status: pending, token: confirm-me, language: cn }
`;

describe('mail in a document', () => {
  it('answers the known link, code and token, leaves their mail in the outbox in the user language, and each works', async () => {
    const s = await start();
    const { answer } = await post(s, '/__dev/seed', DOCUMENT);
    expect(answer.code, answer.message).toBe('OK');
    const [pending, forgetful] = answer.data.users;
    expect(pending).toMatchObject({
      email: 'pending@example.com',
      name: '待激活',
      language: 'cn',
      activation: { token: 'known-activation', link: 'http://web.test/api/passport/activate?token=known-activation' },
    });
    expect(forgetful.reset).toEqual({ code: '123456', expires: expect.any(String) });
    expect(forgetful.tokens).toEqual([
      {
        token: 'forgetful-live',
        expired: false,
        open: 'http://web.test/__dev/open-as#token=forgetful-live&language=en',
      },
      { token: 'forgetful-old', expired: true, open: 'http://web.test/__dev/open-as#token=forgetful-old&language=en' },
    ]);
    expect(answer.data.confirmations).toEqual([
      {
        email: 'reader@example.com',
        token: 'confirm-me',
        status: 'pending',
        link: 'http://web.test/api/common/email/confirm?token=confirm-me',
      },
    ]);

    const mail = (to: string) => s.deps.store.data.mails.find((m) => m.to === to)!;
    expect(mail('pending@example.com')).toMatchObject({
      kind: 'activation',
      language: 'cn',
      subject: '【动作图谱】请激活您的账号',
    });
    expect(mail('forgetful@example.com')).toMatchObject({ kind: 'reset', language: 'en', code: '123456' });
    expect(mail('reader@example.com')).toMatchObject({ kind: 'newsletter', language: 'cn' });

    const login = async () =>
      (await s.client().passport.login({ body: { email: 'pending@example.com', password: NEW_PASSWORD } })).body.code;
    expect(await login()).toBe('1006');
    const activated = await fetch(`${s.baseUrl}/api/passport/activate?token=known-activation`, { redirect: 'manual' });
    expect(activated.headers.get('location')).toBe('http://web.test/active/success');
    expect(await login()).toBe('OK');

    const reset = await s.client().passport.resetPassword({
      body: { email: 'forgetful@example.com', code: '123456', newPassword: OTHER_PASSWORD },
    });
    expect(reset.body.code).toBe('OK');
    const confirmed = await fetch(`${s.baseUrl}/api/common/email/confirm?token=confirm-me`, { redirect: 'manual' });
    expect(confirmed.headers.get('location')).toBe('http://web.test/help-email-success');
  });

  it('refuses a pending activation of an account the document says is activated', async () => {
    const s = await start();
    const { answer } = await post(s, '/__dev/seed', {
      users: [{ email: 'a@example.com', password: NEW_PASSWORD, activated: true, activation: { token: 'x' } }],
    });
    expect(answer.code).toBe('1005');
    expect(answer.data.problems).toEqual([
      {
        path: 'users[0].activation',
        message: 'a pending activation is for an account that is not activated: leave out `activated: true`',
      },
    ]);
  });
});

describe('/__dev/open-as', () => {
  it('serves the page, and tells whose session a token is, expired or not', async () => {
    const s = await start();
    await post(s, '/__dev/seed', DOCUMENT);
    const page = await fetch(`${s.baseUrl}/__dev/open-as`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Open the site as a user');
    const whose = async (token: string) => (await post(s, '/__dev/open-as', { token })).answer.data;
    expect(await whose('forgetful-live')).toEqual({
      user: { id: 3, email: 'forgetful@example.com', name: 'Forgetful', language: 'en' },
      expired: false,
    });
    expect(await whose('forgetful-old')).toMatchObject({ expired: true });
    expect(await whose('no-such-token')).toEqual({ user: null, expired: false });
    // A state-changing /__dev call from another site is refused, as every one is.
    const foreign = await post(s, '/__dev/open-as', { token: 'forgetful-live' }, { origin: 'https://evil.example' });
    expect(foreign.res.status).toBe(403);
  });

  // The static demo's backend has no sandboxes (each visitor's world is their own).
  it.skipIf(process.env.FAKE_BACKEND === 'browser')(
    'in a sandbox: the answer of a new sandbox links into it, and the page call puts the browser in it',
    async () => {
      const s = await start({ sandboxes: {} });
      const { answer } = await post(s, '/__dev/sandboxes', { fixture: DOCUMENT });
      const id = answer.data.id as string;
      expect(answer.data.created.users[1].tokens[0].open).toBe(
        `http://web.test/__dev/open-as#token=forgetful-live&language=en&sandbox=${id}`,
      );
      const opened = await post(s, '/__dev/open-as', { token: 'forgetful-live' }, { 'x-sandbox': id });
      expect(opened.answer.data.user.email).toBe('forgetful@example.com');
      expect(opened.res.headers.get('set-cookie')).toContain(`ma_sandbox=${id}; Path=/; HttpOnly`);
      // Outside it, the token means nothing.
      expect((await post(s, '/__dev/open-as', { token: 'forgetful-live' })).answer.data.user).toBeNull();
    },
  );
});
