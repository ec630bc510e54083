import { expect } from 'vitest';
import { type RawAnswer, rawRequest } from './raw-request.js';
import { NEW_PASSWORD } from './credentials.js';

/** Calls in sandbox mode (SANDBOXES=on): a sandbox by id (`x-sandbox`), as test suites and scripts take one. */
export const JSON_TYPE = { 'content-type': 'application/json' };
export const HEADERS = { platform: 'PC', language: 'en' };

/** The Set-Cookie lines of an answer. */
export const cookies = (res: RawAnswer) => [res.headers['set-cookie'] ?? []].flat();

/** POST /__dev/sandboxes: a new sandbox's id (of `scenario`, else the server's). */
export async function newSandbox(base: string, scenario?: string, localAddress?: string): Promise<string> {
  const res = await rawRequest(base, {
    method: 'POST',
    path: '/__dev/sandboxes',
    headers: JSON_TYPE,
    body: JSON.stringify(scenario ? { scenario } : {}),
    localAddress,
  });
  expect(res.json().code, res.text).toBe('OK');
  return res.json().data.id as string;
}

/** A call in the sandbox `id`, with a JSON body when one is given. */
export const inSandbox = (
  base: string,
  id: string,
  path: string,
  method = 'GET',
  body?: object,
  extra: { headers?: Record<string, string>; localAddress?: string } = {},
) =>
  rawRequest(base, {
    method,
    path,
    headers: { ...HEADERS, 'x-sandbox': id, ...(body ? JSON_TYPE : {}), ...extra.headers },
    body: body ? JSON.stringify(body) : undefined,
    localAddress: extra.localAddress,
  });

/** Registers, activates through the mailed link and signs in, inside the sandbox: the link and the token. */
export async function registerIn(base: string, id: string, email: string, password = NEW_PASSWORD) {
  const registered = await inSandbox(base, id, '/api/passport/register', 'POST', { nickName: 'Ada', email, password });
  expect(registered.json().code, registered.text).toBe('OK');
  const mail = await inSandbox(base, id, `/__dev/mail/latest?to=${encodeURIComponent(email)}&kind=activation`);
  expect(mail.json().code).toBe('OK');
  const link = new URL(mail.json().data.link as string);
  await inSandbox(base, id, `${link.pathname}${link.search}`);
  const login = await inSandbox(base, id, '/api/passport/account/login', 'POST', { email, password });
  expect(login.json().code, login.text).toBe('OK');
  return { link: mail.json().data.link as string, token: login.json().data.token as string };
}
