import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { NEW_PASSWORD, TOO_SHORT_PASSWORD } from '../setup/credentials.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ file: true });
});
afterAll(() => server.close());

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { method: 'POST', body, headers });
const dbFile = () => readFile(join(server.dir, 'db.json'), 'utf8');

describe('bad input gets a clear envelope and changes nothing', () => {
  it('a missing field names it, in the request language', async () => {
    const res = await post('/api/passport/register', JSON.stringify({ nickName: 'A', password: NEW_PASSWORD }), {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: '1005', message: 'Invalid parameter "email": Please enter email!' });
    const cn = await post('/api/passport/register', JSON.stringify({ nickName: 'A', password: NEW_PASSWORD }), {
      'content-type': 'application/json',
      language: 'cn',
    });
    expect(((await cn.json()) as { message: string }).message).toContain('请输入邮箱');
  });

  it('a wrong type, a bad e-mail and a bad password are refused', async () => {
    const cases = [
      { email: 42, password: NEW_PASSWORD, nickName: 'A' },
      { email: 'not-an-email', password: NEW_PASSWORD, nickName: 'A' },
      { email: 'a@example.com', password: TOO_SHORT_PASSWORD, nickName: 'A' },
      { email: 'a@example.com', password: 'has space 1', nickName: 'A' },
      { email: 'a@example.com', password: NEW_PASSWORD, nickName: '' },
    ];
    for (const body of cases) {
      const res = await post('/api/passport/register', JSON.stringify(body), { 'content-type': 'application/json' });
      expect(await res.json()).toMatchObject({ code: '1005' });
    }
  });

  it('malformed JSON is a 400 envelope', async () => {
    const res = await post('/api/passport/account/login', '{"email": ', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '1005' });
  });

  it('a 10 MB body is a 413 envelope', async () => {
    const before = await dbFile();
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(10 * 1024 * 1024) });
    const res = await post('/api/passport/account/login', big, { 'content-type': 'application/json' });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: '1005' });
    const form = new FormData();
    form.append('userName', 'x'.repeat(10 * 1024 * 1024));
    const multi = await post('/api/common/propose/create', form);
    expect([413, 200]).toContain(multi.status);
    expect(await multi.json()).toMatchObject({ code: '1005' });
    expect(await dbFile()).toBe(before);
  });

  it('a broken multipart body is a 400 envelope', async () => {
    const res = await post(
      '/api/passport/account/login',
      '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--xy',
      {
        'content-type': 'multipart/form-data; boundary=xyz',
      },
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await res.json()).toMatchObject({ code: '1005' });
  });

  it('an unsupported content type is a 415 envelope', async () => {
    const res = await post('/api/passport/account/login', '<xml/>', { 'content-type': 'application/xml' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: '1005' });
  });

  it('urlencoded bodies work like form-data', async () => {
    const res = await post('/api/passport/account/login', 'email=lena.hartmann%40example.com&password=Motion2025', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(await res.json()).toMatchObject({ code: 'OK' });
  });

  it('an unknown path is a 404 envelope', async () => {
    const res = await fetch(`${server.baseUrl}/api/nothing/here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: '1008' });
  });

  it('a known address asked with a method it does not take is a 405 naming the ones it takes', async () => {
    const cases: Array<[string, string, string]> = [
      ['PUT', '/api/passport/account/login', 'POST'],
      ['DELETE', '/api/u/user/info', 'GET, HEAD'],
      ['POST', '/api/information/detail/4', 'GET, HEAD'],
      ['PATCH', '/__dev/seed', 'POST'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await fetch(`${server.baseUrl}${path}`, { method, headers: { language: 'cn' } });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.json()).toEqual({
        code: '1008',
        message: `该地址不接受 ${method} 请求，可用的请求方法：${allow}。`,
      });
    }
    // A path no route has stays a 404, whatever the method.
    expect((await fetch(`${server.baseUrl}/api/passport/account/nothing`, { method: 'PUT' })).status).toBe(404);
  });

  it('bad query values and path params are refused', async () => {
    expect(await (await fetch(`${server.baseUrl}/api/information/list?page=abc`)).json()).toMatchObject({
      code: '1005',
    });
    expect(await (await fetch(`${server.baseUrl}/api/information/detail/not-a-number`)).json()).toMatchObject({
      code: '1005',
    });
  });

  it('the server is still up and the database file still parses', async () => {
    expect((await fetch(`${server.baseUrl}/api/information/list`)).status).toBe(200);
    const saved = JSON.parse(await dbFile()) as { users?: unknown[] };
    expect(Array.isArray(saved.users)).toBe(true);
  });
});
