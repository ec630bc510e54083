import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '#contract/access.js';
import { checkAnswer } from '#contract/answers.js';
import { NAME_FORBIDDEN } from '#contract/limits.js';
import { contract } from '#contract/index.js';
import { type Json, document, operationsOf, portableRegExp, validatorAt } from '../../tests/api/fuzz/document.js';
import { valueOf } from '../../tests/api/fuzz/values.js';
import { type TestServer, startTestServer } from '../../tests/setup/api-server.js';
import { portablePattern } from './patterns.js';

/*
 * The document says what this server sends (docs/decisions/145), so it is tighter than the contract,
 * which reads any spec-valid backend: everything it allows must still be what the site reads. And
 * its patterns are read alike by every regular-expression dialect (docs/decisions/146).
 */

const routeOf = (method: string, path: string) =>
  routesOf(contract).find((r) => r.method === method && r.path.replace(/:(\w+)/g, '{$1}') === path)!;

describe('the answers of docs/openapi.json', () => {
  it('are read by the contract: every success the document allows is one the site reads', () => {
    let checked = 0;
    for (const operation of operationsOf()) {
      const json = operation.op.responses['200']?.content?.['application/json'] as Json | undefined;
      if (!json) continue;
      const branches = ((json.schema.anyOf ?? json.schema.oneOf ?? [json.schema]) as Json[]).filter(
        (b) => b.properties?.code?.const === 'OK' || b.properties?.state,
      );
      const route = routeOf(operation.method, operation.path);
      for (const branch of branches)
        for (const body of fc.sample(valueOf(branch), { seed: 55, numRuns: 5 })) {
          checked++;
          const read = checkAnswer(route, 200, body);
          expect(read.ok ? '' : read.problem, `${operation.id}: ${JSON.stringify(body).slice(0, 200)}`).toBe('');
        }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('writes every pattern in the subset every regular-expression dialect reads alike', () => {
    const patterns = new Set<string>();
    JSON.stringify(document, (key, value: unknown) => {
      if (key === 'pattern' && typeof value === 'string') patterns.add(value);
      return value;
    });
    expect(patterns.size).toBeGreaterThan(10);
    for (const pattern of patterns) expect(() => portableRegExp(pattern, 'u'), pattern).not.toThrow();
    // The contract's JavaScript patterns mean the same once spelled out.
    const name = new RegExp(`^[^${NAME_FORBIDDEN.source.slice(1, -1)}]*$`);
    const spelled = new RegExp(portablePattern(name.source));
    for (const text of ['李小龙', "O'Brien", 'Jean-Luc', 'not valid !', 'a\u0000b', 'Ada\u202egnp', 'x\u2066'])
      expect(spelled.test(text), text).toBe(name.test(text));
    expect(portablePattern('^[\\w-]{1,64}$')).toBe('^[0-9A-Za-z_-]{1,64}$');
    expect(portablePattern('^\\d{1,30}$')).toBe('^[0-9]{1,30}$');
  });
});

describe('a name, as the document and the server read it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server.close());

  const validName = validatorAt(
    'paths',
    '/api/common/email',
    'post',
    'requestBody',
    'content',
    'multipart/form-data',
    'schema',
  );
  const subscribe = async (name: string) => {
    const form = new FormData();
    form.append('name', name);
    form.append('email', 'reader@example.com');
    form.append('agree', 'true');
    const res = await fetch(`${server.baseUrl}/api/common/email`, {
      method: 'POST',
      headers: { platform: 'PC', language: 'en' },
      body: form,
    });
    return ((await res.json()) as { code: string }).code;
  };

  it('takes any script, apostrophes, hyphens and punctuation, and refuses control and bidi characters', async () => {
    for (const name of ['李小龙', "Seán O'Brien", 'Jean-Luc Picard', 'not valid !', 'Anne-Marie (Mia)']) {
      expect(validName({ name, email: 'reader@example.com', agree: true }), name).toBe(true);
      expect(await subscribe(name), name).toBe('OK');
    }
    for (const name of ['Ada\u202egnp.exe', 'a\u0000b', 'tab\there']) {
      expect(validName({ name, email: 'reader@example.com', agree: true }), JSON.stringify(name)).toBe(false);
      expect(await subscribe(name), JSON.stringify(name)).toBe('1005');
    }
  });
});
