import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_SECURITY_HEADERS } from '../../site-server/security.js';
import { buildSiteServer } from '../../site-server/server.js';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { writeSite } from '../setup/site-process.js';

/**
 * Red team, round 7 (issue 58): what Node's HTTP parser refuses before Fastify sees it (an
 * address or a cookie of 20,000 characters: 431; a broken header line: 400; a request that does
 * not all arrive in time: 408) is answered as every other answer of each server: its security
 * headers, and on the fake server the envelope in the caller's language (and CORS for an allowed
 * origin). Before: Node's and Fastify's bare lines, no header at all.
 */
const SITE_POLICY = "default-src 'self'; style-src 'self'";
const ORIGIN = 'https://site.example';
let fake: TestServer;
let site: FastifyInstance;
let siteUrl: string;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'parser-refusals-'));
  await writeSite(dir);
  await writeFile(
    join(dir, '.deploy', 'headers.json'),
    JSON.stringify({ 'content-security-policy': SITE_POLICY, ...BASE_SECURITY_HEADERS }),
  );
  fake = await startTestServer({ requestTimeoutMs: 1000, corsOrigins: [ORIGIN] });
  site = await buildSiteServer({ root: dir, requestTimeoutMs: 1000 });
  siteUrl = await site.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all([fake.close(), site.close()]);
  await rm(dir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string>; body: string };

/** Sends `text` as it is (no client in between), `trickle` more bytes slowly after it; what came back. */
function send(base: string, text: string, trickle = false): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) }, () => socket.write(text));
    const drip = trickle ? setInterval(() => socket.write(' '), 300) : undefined;
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearInterval(drip);
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [line = '', ...fields] = head.split('\r\n');
      const headers = Object.fromEntries(
        fields.map((field) => [
          field.slice(0, field.indexOf(':')).toLowerCase(),
          field.slice(field.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(line)?.[1] ?? 0), headers, body });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${text.slice(0, 60)}`));
    }, 8000).unref();
  });
}

const LONG = 'a'.repeat(20_000);
const CASES = [
  [
    'an address of 20,000 characters',
    `GET /api/information/${LONG} HTTP/1.1\r\nHost: x\r\nlanguage: cn\r\norigin: ${ORIGIN}\r\n\r\n`,
    431,
  ],
  [
    'a cookie of 20,000 characters',
    `GET /api/information/list HTTP/1.1\r\nHost: x\r\nlanguage: cn\r\norigin: ${ORIGIN}\r\ncookie: c=${LONG}\r\n\r\n`,
    431,
  ],
  [
    'a broken header line',
    `GET /api/information/list HTTP/1.1\r\nHost: x\r\nlanguage: cn\r\norigin: ${ORIGIN}\r\nno colon here\r\n\r\n`,
    400,
  ],
] as const;

describe('what Node refuses before Fastify carries the headers of every answer', () => {
  it.each(CASES)('the fake server: %s, the envelope in Chinese, with CORS', async (_name, text, status) => {
    const answer = await send(fake.baseUrl, text);
    expect(answer.status).toBe(status);
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
      // (An allowed origin may embed what the API answers: CORS's cross-origin resource policy.)
      expect(answer.headers[name], name).toBe(name === 'cross-origin-resource-policy' ? 'cross-origin' : value);
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(answer.body) as { code: string; message: string };
    expect(body.code).toBe('1005');
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
    // The server lives on.
    expect((await fetch(`${fake.baseUrl}/healthz`)).status).toBe(200);
  });

  it.each(CASES)('npm run serve: %s', async (_name, text, status) => {
    const answer = await send(siteUrl, text);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-security-policy']).toBe(SITE_POLICY);
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) expect(answer.headers[name], name).toBe(value);
    expect(JSON.parse(answer.body)).toMatchObject({ status });
  });

  it('a request that did not all arrive in time: 408 with the headers, on both servers', async () => {
    const slow = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nlanguage: cn\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n`;
    const [api, page] = await Promise.all([
      send(fake.baseUrl, slow('/api/common/propose/create'), true),
      send(siteUrl, slow('/about'), true),
    ]);
    expect(api.status).toBe(408);
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(JSON.parse(api.body)).toEqual({
      code: '1005',
      message: '请求未能及时到达（请求头和请求内容须在 1 秒内到达）。',
    });
    expect(page.status).toBe(408);
    expect(page.headers['content-security-policy']).toBe(SITE_POLICY);
  });
});
