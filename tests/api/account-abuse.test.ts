import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MINUTE, createClock } from '#fake-server/services/clock.js';
import { createLimiter } from '#fake-server/services/limiter.js';
import { type TestServer, avatarValue, signedUpUser, startTestServer, uploadImage } from '../setup/api-server.js';
import { rawRequest } from '../setup/raw-request.js';
import { NEW_PASSWORD, WRONG_PASSWORD } from '../setup/credentials.js';

/** Red team, part 3: other users' files, lockout as a weapon, hostile names and addresses. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const fileOf = (url: string) => join(server.deps.uploadDir, url.replace('/uploads/', ''));

describe('uploads belong to whoever uploaded them', () => {
  it("an avatar may only be one of the user's own uploads; replacing it never deletes another user's file", async () => {
    const alice = await signedUpUser(server);
    const mallory = await signedUpUser(server);
    const alices = await uploadImage(server, alice.token);
    expect(alices.state).toBe('SUCCESS');
    const asMallory = server.client(mallory.token);
    expect((await asMallory.user.updateUser({ body: { avatar: avatarValue(alices) } })).body.code).toBe('1005');
    const own = await uploadImage(server, mallory.token);
    expect((await asMallory.user.updateUser({ body: { avatar: avatarValue(own) } })).body.code).toBe('OK');
    const next = await uploadImage(server, mallory.token);
    expect((await asMallory.user.updateUser({ body: { avatar: avatarValue(next) } })).body.code).toBe('OK');
    expect(existsSync(fileOf(own.url!)), 'own old avatar deleted').toBe(false);
    expect(existsSync(fileOf(alices.url!)), "alice's file kept").toBe(true);
    expect((await asMallory.user.updateUser({ body: { avatar: '' } })).body.code).toBe('OK');
    expect(existsSync(fileOf(alices.url!))).toBe(true);
  });

  it('refuses avatar values that are not an upload answer', async () => {
    const user = await signedUpUser(server);
    const c = server.client(user.token);
    const hostile = [
      `javascript:${'a'.repeat(1980)}`,
      JSON.stringify({ state: 'SUCCESS', url: 'javascript:alert(1)', file: 'javascript:alert(1)' }),
      JSON.stringify({ state: 'SUCCESS', url: '/uploads/../db.json', file: '/uploads/../db.json' }),
      JSON.stringify({
        state: 'SUCCESS',
        url: `/uploads/${'a'.repeat(32)}.png`,
        file: `/uploads/${'a'.repeat(32)}.png`,
      }),
    ];
    for (const avatar of hostile)
      expect((await c.user.updateUser({ body: { avatar } })).body.code, avatar.slice(0, 40)).toBe('1005');
    expect((await c.user.userInfo()).body).toMatchObject({ data: { avatar: '' } });
  });

  it('limits uploads per account', async () => {
    const user = await signedUpUser(server);
    const states: (string | undefined)[] = [];
    for (let i = 0; i < 31; i++) states.push((await uploadImage(server, user.token)).state);
    expect(states.slice(0, 30).every((s) => s === 'SUCCESS')).toBe(true);
    expect(states[30]).toBe('ERROR');
  });
});

describe('lockout is no weapon', () => {
  const login = (email: string, password: string, localAddress: string) =>
    rawRequest(server.baseUrl, {
      method: 'POST',
      path: '/api/passport/account/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      localAddress,
    }).then((r) => r.json().code as string);

  it('ten wrong passwords from one address do not lock the owner out on another', async () => {
    const owner = await signedUpUser(server);
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push(await login(owner.email, WRONG_PASSWORD, '127.0.0.2'));
    expect(codes.slice(0, 10).every((c) => c === '1003')).toBe(true);
    expect(codes[10]).toBe('1007');
    expect(await login(owner.email, owner.password, '127.0.0.2')).toBe('1007');
    expect(await login(owner.email, owner.password, '127.0.0.1')).toBe('OK');
  });

  it('a guess spread over many addresses still meets a per-account ceiling', async () => {
    const owner = await signedUpUser(server);
    const codes: string[] = [];
    for (let a = 3; a < 14; a++)
      for (let i = 0; i < 10; i++) codes.push(await login(owner.email, `wrong${i}x`, `127.0.0.${a}`));
    expect(codes.filter((c) => c === '1003').length).toBe(100);
    expect(codes.at(-1)).toBe('1007');
  }, 60_000);
});

describe('the limiter keeps each counter for its own window', () => {
  it('a sweep triggered by a one-minute counter keeps a live one-hour counter', () => {
    const clock = createClock('2026-01-01T00:00:00Z');
    const limiter = createLimiter(clock, true);
    for (let i = 0; i < 5; i++) expect(limiter.account('reset-mail', 'ann@example.com', 5, HOUR)).toBe(true);
    for (let i = 0; i < 50_001; i++) limiter.address('login', `10.0.${i >> 8}.${i & 255}`, 60, MINUTE);
    clock.advance(2 * MINUTE);
    limiter.address('login', '10.9.9.9', 60, MINUTE);
    expect(limiter.account('reset-mail', 'ann@example.com', 5, HOUR)).toBe(false);
    expect(limiter.size(), 'the sweep ran').toBeLessThan(10);
  });
});

describe('input strictness', () => {
  const controls = ['Ann\u0000', 'Ann\u0007x', 'Ann\u0085', 'evil\u202Etxt.exe', 'Ann\u2066x'];

  it('names refuse control and bidi override characters with 1005, everywhere', async () => {
    const c = server.client();
    const user = await signedUpUser(server);
    for (const name of controls) {
      expect(
        (await c.passport.register({ body: { nickName: name, email: 'nul.name@example.com', password: NEW_PASSWORD } }))
          .body.code,
        JSON.stringify(name),
      ).toBe('1005');
      expect((await server.client(user.token).user.updateUser({ body: { nickName: name } })).body.code).toBe('1005');
      expect(
        (await c.common.contact({ body: { userName: name, contact: 'c@example.com', content: 'Hi' } })).body.code,
      ).toBe('1005');
      expect((await c.common.newsletter({ body: { name, email: 'n@example.com', agree: true } })).body.code).toBe(
        '1005',
      );
    }
    expect(server.deps.store.data.users.some((u) => u.email === 'nul.name@example.com')).toBe(false);
    expect(
      (
        await c.common.contact({
          body: { userName: 'Ann', contact: 'c@example.com', content: 'line one\nline two\ttab' },
        })
      ).body.code,
    ).toBe('OK');
  });

  it('e-mail addresses follow the WHATWG pattern on every endpoint', async () => {
    const c = server.client();
    for (const email of [
      'a"><svg/onload=alert(1)>@b.cc',
      'a b@example.com',
      'ann@exa mple.com',
      'ann@-example.com',
      '<ann>@example.com',
    ]) {
      const answers = [
        await c.passport.register({ body: { nickName: 'Ann', email, password: NEW_PASSWORD } }),
        await c.passport.login({ body: { email, password: NEW_PASSWORD } }),
        await c.passport.resendActivation({ body: { email } }),
        await c.passport.requestResetCode({ body: { email } }),
        await c.passport.resetPassword({ body: { email, code: '123456', newPassword: NEW_PASSWORD } }),
        await c.common.contact({ body: { userName: 'Ann', contact: email, content: 'Hi' } }),
        await c.common.newsletter({ body: { name: 'Ann', email, agree: true } }),
      ];
      for (const a of answers) expect(a.body.code, email).toBe('1005');
    }
    expect(
      (
        await c.common.contact({
          body: { userName: 'Ann', contact: 'first.last+tag@mail.example.co.uk', content: 'Hi' },
        })
      ).body.code,
    ).toBe('OK');
  });

  it("a non-numeric article id gets 1005 with the catalogue's message in the caller's language", async () => {
    for (const [language, text] of [
      ['en', 'The id must be a positive whole number.'],
      ['cn', '编号必须是正整数。'],
    ] as const) {
      for (const id of ['abc', '1e3x', '-1', '0', '1.5', '99999999999999999999']) {
        const res = await rawRequest(server.baseUrl, { path: `/api/information/detail/${id}`, headers: { language } });
        expect(res.json(), `${id} ${language}`).toMatchObject({ code: '1005' });
        expect(res.json().message, id).toContain(text);
      }
    }
  });
});
