import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type TestServer, signedUpUser, startTestServer } from '../setup/api-server.js';
import { jpeg, png } from './images.js';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signedUpUser(server)).token;
});
afterAll(() => server.close());

async function upload(bytes: Buffer, name: string, type: string, auth = token) {
  const form = new FormData();
  form.append('upfile', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${server.baseUrl}/api/common/file/upload`, {
    method: 'POST',
    body: form,
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

describe('upload', () => {
  it('accepts a PNG even when it is named .txt, stores it under a random name and serves it safely', async () => {
    const { body } = await upload(png(), 'notes.txt', 'text/plain');
    expect(body.state).toBe('SUCCESS');
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${server.baseUrl}${body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('accepts a JPEG', async () => {
    const { body } = await upload(jpeg(), 'me.jpeg', 'image/jpeg');
    expect(body.state).toBe('SUCCESS');
    expect(body.url).toMatch(/\.jpg$/);
  });

  it('refuses a text file named .png, a GIF, a script behind a PNG name and a missing file', async () => {
    expect((await upload(Buffer.from('hello, I am text'), 'photo.png', 'image/png')).body.state).toBe('ERROR');
    expect((await upload(Buffer.from('GIF89a\x01\x00\x01\x00'), 'a.gif', 'image/gif')).body.state).toBe('ERROR');
    const refused = await upload(Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png');
    expect(refused.body).toMatchObject({ state: 'ERROR', message: 'Only PNG and JPEG images can be uploaded.' });
    const form = new FormData();
    form.append('other', 'x');
    const res = await fetch(`${server.baseUrl}/api/common/file/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await res.json()) as { state: string }).state).toBe('ERROR');
  });

  it('refuses files over 5 MB and pictures too large to decode safely', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await upload(big, 'big.png', 'image/png');
    expect(tooBig.body.state).toBe('ERROR');
    expect(tooBig.body.message).toMatch(/5 MB/);
    const bomb = await upload(png(60000, 60000), 'bomb.png', 'image/png');
    expect(bomb.body.state).toBe('ERROR');
  });

  it('requires a signed-in user', async () => {
    const { body } = await upload(png(), 'a.png', 'image/png', '');
    expect(body.code).toBe('Unauthorized');
  });

  it('never serves anything but stored images from /uploads', async () => {
    expect((await fetch(`${server.baseUrl}/uploads/../db.json`)).status).toBe(404);
    // An encoded slash and dot segment is no path a client sends: refused at the edge.
    expect((await fetch(`${server.baseUrl}/uploads/%2e%2e%2fdb.json`)).status).toBe(400);
  });

  it('deletes the avatar file when the account is deleted', async () => {
    const user = await signedUpUser(server);
    const { body } = await upload(png(), 'a.png', 'image/png', user.token);
    const c = server.client(user.token);
    await c.user.updateUser({ body: { avatar: JSON.stringify({ ...body, file: body.url }) } });
    const file = join(server.deps.uploadDir, body.url!.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    await c.user.deleteAccount();
    expect(existsSync(file)).toBe(false);
  });
});
