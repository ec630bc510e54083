import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioDocument } from '#fake-server/seed/index.js';
import { type TestServer, avatarValue, signedUpUser, startTestServer, uploadImage } from '../setup/api-server.js';
import { EDGE_PASSWORD, NEW_PASSWORD, OTHER_PASSWORD, WRONG_PASSWORD } from '../setup/credentials.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ scenario: 'edge' });
});
afterAll(() => server.close());

const activationLink = async (email: string) => {
  const mail = await server.client().dev.mailLatest({ query: { to: email, kind: 'activation' } });
  if (mail.body.code !== 'OK') throw new Error('no mail');
  return new URL(mail.body.data.link!);
};
const follow = (link: URL) => fetch(`${server.baseUrl}${link.pathname}${link.search}`, { redirect: 'manual' });

describe('register, activate, log in', () => {
  it('runs the whole path: register -> mail -> activate -> login -> user info', async () => {
    const c = server.client();
    const reg = await c.passport.register({
      body: { nickName: 'Mei', email: 'Mei.Lin@Example.com', password: NEW_PASSWORD },
    });
    expect(reg.body).toMatchObject({ code: 'OK' });

    const before = await c.passport.login({ body: { email: 'mei.lin@example.com', password: NEW_PASSWORD } });
    expect(before.body.code).toBe('1006');

    const link = await activationLink('mei.lin@example.com');
    expect(link.origin).toBe('http://web.test');
    expect(link.pathname).toBe('/api/passport/activate');
    const res = await follow(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://web.test/active/success');
    expect((await follow(link)).headers.get('location')).toBe('http://web.test/active/fail');

    const login = await c.passport.login({ body: { email: 'mei.lin@example.com', password: NEW_PASSWORD } });
    if (login.body.code !== 'OK') throw new Error(login.body.message);
    expect(login.body.data.user?.email).toBe('mei.lin@example.com');
    const info = await server.client(login.body.data.token).user.userInfo();
    expect(info.body).toMatchObject({
      code: 'OK',
      data: { nickName: 'Mei', email: 'mei.lin@example.com', avatar: '' },
    });
  });

  it('stores the password only as an Argon2id hash', () => {
    const user = server.deps.store.data.users.find((u) => u.email === 'mei.lin@example.com')!;
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(server.deps.store.data)).not.toContain(NEW_PASSWORD);
  });

  it('answers 1006 to a second registration of an unactivated e-mail, without a second account', async () => {
    const c = server.client();
    const again = await c.passport.register({
      body: { nickName: 'Pat', email: 'not.activated@example.com', password: NEW_PASSWORD },
    });
    expect(again.body.code).toBe('1006');
    expect(server.deps.store.data.users.filter((u) => u.email === 'not.activated@example.com')).toHaveLength(1);
  });

  it('answers 1002 to registering an active e-mail, 1001 for the fixture set up for it', async () => {
    const c = server.client();
    expect(
      (await c.passport.register({ body: { nickName: 'X', email: 'many.orders@example.com', password: NEW_PASSWORD } }))
        .body.code,
    ).toBe('1002');
    expect(
      (await c.passport.login({ body: { email: 'legacy.unactivated@example.com', password: EDGE_PASSWORD } })).body
        .code,
    ).toBe('1001');
  });

  it('refuses a wrong password with 1003 and the same answer for an unknown e-mail', async () => {
    const c = server.client();
    const wrong = await c.passport.login({ body: { email: 'many.orders@example.com', password: WRONG_PASSWORD } });
    const unknown = await c.passport.login({ body: { email: 'nobody@example.com', password: WRONG_PASSWORD } });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('1003');
  });

  it('answers messages in the language of the request', async () => {
    const cn = await server
      .client(undefined, 'cn')
      .passport.login({ body: { email: 'nobody@example.com', password: WRONG_PASSWORD } });
    expect(cn.body.message).toBe('邮箱或密码错误。');
  });

  it('marks an activation link older than 24 hours as failed', async () => {
    const c = server.client();
    await c.passport.register({ body: { nickName: 'Old', email: 'old.link@example.com', password: NEW_PASSWORD } });
    const link = await activationLink('old.link@example.com');
    server.deps.clock.advance(25 * 3600_000);
    try {
      expect((await follow(link)).headers.get('location')).toBe('http://web.test/active/fail');
    } finally {
      server.deps.clock.reset();
    }
  });

  it('resends activation for unactivated accounts only, and answers OK for unknown e-mails', async () => {
    const c = server.client();
    const count = () => server.deps.mailer.list({ kind: 'activation' }).length;
    const before = count();
    expect((await c.passport.resendActivation({ body: { email: 'not.activated@example.com' } })).body.code).toBe('OK');
    expect(count()).toBe(before + 1);
    expect((await c.passport.resendActivation({ body: { email: 'ghost@example.com' } })).body.code).toBe('OK');
    expect(count()).toBe(before + 1);
  });

  it('limits each e-mail to 5 activation mails an hour (1007), known or not', async () => {
    const c = server.client();
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await c.passport.resendActivation({ body: { email: 'ghost2@example.com' } })).body.code);
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', '1007']);
  });

  it('locks logins of an e-mail after 10 wrong passwords (1007)', async () => {
    const c = server.client();
    for (let i = 0; i < 10; i++)
      await c.passport.login({ body: { email: 'lapsed.subscriber@example.com', password: WRONG_PASSWORD } });
    const locked = await c.passport.login({
      body: { email: 'lapsed.subscriber@example.com', password: EDGE_PASSWORD },
    });
    expect(locked.body.code).toBe('1007');
    server.deps.limiter.reset();
  });
});

describe('tokens', () => {
  it('refuses user-only calls without, with an unknown or with an expired token', async () => {
    // The edge scenario's expired session (fixtures/scenarios/edge.yaml).
    const expired = scenarioDocument('edge')
      .users!.flatMap((u) => u.sessions ?? [])
      .find((s) => s.expired)!.token;
    for (const token of [undefined, 'made-up', expired]) {
      const res = await server.client(token).user.userInfo();
      expect(res.body.code).toBe('Unauthorized');
    }
  });

  it('expires tokens after 7 days', async () => {
    const user = await signedUpUser(server);
    server.deps.clock.advance(7 * 86_400_000 + 1000);
    try {
      expect((await server.client(user.token).user.userInfo()).body.code).toBe('Unauthorized');
    } finally {
      server.deps.clock.reset();
    }
  });
});

describe('password reset', () => {
  const latestCode = async (email: string) => {
    const mail = await server.client().dev.mailLatest({ query: { to: email, kind: 'reset' } });
    if (mail.body.code !== 'OK') throw new Error('no reset mail');
    return mail.body.data.code!;
  };

  it('resets with the mailed code, revokes old tokens, and the code works once', async () => {
    const user = await signedUpUser(server);
    const c = server.client();
    expect((await c.passport.requestResetCode({ body: { email: user.email } })).body.code).toBe('OK');
    const code = await latestCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await c.passport.resetPassword({
      body: { email: user.email, code: wrong, newPassword: OTHER_PASSWORD },
    });
    expect(bad.body.code).toBe('1004');
    expect(
      (await c.passport.resetPassword({ body: { email: user.email, code, newPassword: OTHER_PASSWORD } })).body.code,
    ).toBe('OK');
    expect((await server.client(user.token).user.userInfo()).body.code).toBe('Unauthorized');
    expect((await c.passport.login({ body: { email: user.email, password: user.password } })).body.code).toBe('1003');
    expect((await c.passport.login({ body: { email: user.email, password: OTHER_PASSWORD } })).body.code).toBe('OK');
    expect(
      (await c.passport.resetPassword({ body: { email: user.email, code, newPassword: NEW_PASSWORD } })).body.code,
    ).toBe('1004');
  });

  it('burns the code after 5 wrong tries', async () => {
    const user = await signedUpUser(server);
    const c = server.client();
    await c.passport.requestResetCode({ body: { email: user.email } });
    const code = await latestCode(user.email);
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await c.passport.resetPassword({ body: { email: user.email, code: wrong, newPassword: OTHER_PASSWORD } }))
          .body,
      );
    expect(answers.every((a) => a.code === '1004')).toBe(true);
    expect(answers[4]!.message).toMatch(/no longer be used/);
    expect(
      (await c.passport.resetPassword({ body: { email: user.email, code, newPassword: OTHER_PASSWORD } })).body.code,
    ).toBe('1004');
  });

  it('expires codes after 10 minutes and replaces an older code with a newer one', async () => {
    const user = await signedUpUser(server);
    const c = server.client();
    await c.passport.requestResetCode({ body: { email: user.email } });
    const first = await latestCode(user.email);
    await c.passport.requestResetCode({ body: { email: user.email } });
    const second = await latestCode(user.email);
    if (first !== second) {
      expect(
        (await c.passport.resetPassword({ body: { email: user.email, code: first, newPassword: OTHER_PASSWORD } })).body
          .code,
      ).toBe('1004');
    }
    server.deps.clock.advance(11 * 60_000);
    try {
      expect(
        (await c.passport.resetPassword({ body: { email: user.email, code: second, newPassword: OTHER_PASSWORD } }))
          .body.code,
      ).toBe('1004');
    } finally {
      server.deps.clock.reset();
    }
  });

  it('answers OK for unknown e-mails and sends them nothing', async () => {
    const before = server.deps.mailer.list({ kind: 'reset' }).length;
    expect(
      (await server.client().passport.requestResetCode({ body: { email: 'nobody.here@example.com' } })).body.code,
    ).toBe('OK');
    expect(server.deps.mailer.list({ kind: 'reset' })).toHaveLength(before);
  });
});

describe('user info, update and deletion', () => {
  it('updates the display name (at most 15) and the avatar', async () => {
    const user = await signedUpUser(server);
    const c = server.client(user.token);
    expect((await c.user.updateUser({ body: { nickName: 'Sixteen chars!!!' } })).body.code).toBe('1005');
    expect((await c.user.updateUser({ body: { nickName: 'Fifteen chars!!' } })).body.code).toBe('OK');
    const avatar = avatarValue(await uploadImage(server, user.token));
    expect((await c.user.updateUser({ body: { avatar } })).body.code).toBe('OK');
    expect((await c.user.userInfo()).body).toMatchObject({ data: { nickName: 'Fifteen chars!!', avatar } });
  });

  it('deletes the account for real: token revoked, login refused, e-mail free again, orders kept detached', async () => {
    const user = await signedUpUser(server);
    await server.client(user.token).order.paypalSubscribe({ body: { goodsId: 1 } });
    const c = server.client(user.token);
    expect((await c.user.deleteAccount()).body.code).toBe('OK');
    expect((await c.user.userInfo()).body.code).toBe('Unauthorized');
    expect(
      (await server.client().passport.login({ body: { email: user.email, password: user.password } })).body.code,
    ).toBe('1003');
    expect(server.deps.store.data.users.some((u) => u.email === user.email)).toBe(false);
    const kept = server.deps.store.data.orders.filter((o) => o.userId === null && o.goodsId === 1);
    expect(kept.length).toBeGreaterThan(0);
    expect(
      (
        await server
          .client()
          .passport.register({ body: { nickName: 'Again', email: user.email, password: NEW_PASSWORD } })
      ).body.code,
    ).toBe('OK');
  });
});
