import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '#contract/access.js';
import { contract } from '#contract/index.js';
import { startTestServer, type TestServer } from '../tests/setup/api-server.js';
import { OPENAPI_FILE, REFERENCE_FILE, buildReference, serialise } from './openapi.js';
import { openApiDocument } from './openapi/document.js';
import { operations } from './openapi/operations.js';
import { operationsOf, validatorAt } from '../tests/api/fuzz/document.js';

/** An answer's data with every number made a negative fraction and every string an object: no schema of ours takes it. */
const wrongData = (example: { data?: unknown } | undefined): unknown =>
  JSON.parse(JSON.stringify(example?.data ?? { list: 'x' }), (_key, value: unknown) =>
    typeof value === 'number' ? -0.5 : typeof value === 'string' ? { not: 'text' } : value,
  );

type Json = Record<string, any>;
let doc: Json;
let server: TestServer;
beforeAll(async () => {
  doc = await openApiDocument();
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const operationOf = (route: { method: string; path: string }) =>
  doc.paths[route.path.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()] as Json;

describe('npm run openapi', () => {
  it('the committed document and reference are what npm run openapi writes', async () => {
    expect(await readFile(OPENAPI_FILE, 'utf8'), 'run npm run openapi and commit docs/').toBe(serialise(doc));
    const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      buildReference(OPENAPI_FILE, join(dir, 'index.html'));
      expect(await readFile(REFERENCE_FILE, 'utf8'), 'run npm run openapi and commit docs/api/').toBe(
        await readFile(join(dir, 'index.html'), 'utf8'),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('documents every route of the contract: 3.1, an id, a summary, a description, a tag, real schemas', () => {
    expect(doc.openapi).toBe('3.1.0');
    const routes = routesOf(contract);
    expect(Object.keys(operations).sort()).toHaveLength(routes.length);
    for (const route of routes) {
      const op = operationOf(route);
      expect(op.operationId, route.path).toBeTruthy();
      expect(op.summary, route.path).toBeTruthy();
      expect(op.description, route.path).toBeTruthy();
      expect(op.tags, route.path).toHaveLength(1);
    }
    expect(new Set(routes.map((r) => operationOf(r).operationId)).size).toBe(routes.length);
    const register = operationOf({ method: 'POST', path: '/api/passport/register' });
    expect(Object.keys(register.requestBody.content['multipart/form-data'].schema.properties)).toEqual([
      'nickName',
      'email',
      'password',
    ]);
    expect(JSON.stringify(operationOf({ method: 'GET', path: '/api/u/order/list' }).responses['200'])).toContain(
      'totalRecord',
    );
  });

  it('declares the headers on every API operation, the code table once, and the dev surface apart', () => {
    for (const route of routesOf(contract)) {
      const op = operationOf(route);
      const refs = (op.parameters ?? []).map((p: Json) => p.$ref);
      if (route.path.startsWith('/__dev')) expect(op['x-fake-server-only'], route.path).toBe(true);
      else
        expect(refs, route.path).toEqual(
          expect.arrayContaining(['#/components/parameters/platform', '#/components/parameters/language']),
        );
    }
    expect(doc.components.schemas.Code.oneOf.map((c: Json) => c.const)).toEqual(
      expect.arrayContaining(['OK', 'Unauthorized', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008']),
    );
    expect(doc.components.parameters.language.schema.enum).toEqual(['en', 'cn']);
    expect(doc.servers).toHaveLength(2);
  });

  it('rejects a success answer of the wrong shape on every JSON answer: the error branch cannot say OK', () => {
    const wrong = { code: 'OK', message: 'OK', data: { list: 'x', totalRecord: -5 } };
    let answers = 0;
    for (const operation of operationsOf(doc)) {
      const json = (operation.op.responses['200']?.content ?? {})['application/json'];
      if (!json || operation.id === 'upload') continue;
      answers++;
      const at = [
        'paths',
        operation.path,
        operation.method.toLowerCase(),
        'responses',
        '200',
        'content',
        'application/json',
        'schema',
      ];
      // No refusal branch takes an OK answer; the OK branch holds the data (the fuzzer breaks every success body further).
      for (const [i, branch] of ((json.schema.anyOf ?? []) as Json[]).entries())
        if (branch.properties?.code?.const !== 'OK')
          expect(validatorAt(...at, 'anyOf', String(i))(wrong), `${operation.id} branch ${i}`).toBe(false);
      expect(validatorAt(...at)({ code: 'OK', message: 'OK', data: wrongData(json.example) }), operation.id).toBe(
        false,
      );
    }
    expect(answers).toBeGreaterThan(40);
  });

  it('gives every required path parameter an example (Dredd refuses the document otherwise)', () => {
    for (const operation of operationsOf(doc))
      for (const param of operation.parameters.filter((p) => p.in === 'path'))
        expect(param.example, `${operation.id} {${param.name}}`).toBeDefined();
  });

  it('marks with the bearer scheme exactly the routes the server refuses without a token', async () => {
    for (const route of routesOf(contract)) {
      const url = route.path.replace(/:(\w+)/g, '1');
      const res = await fetch(`${server.baseUrl}${url}`, {
        method: route.method,
        redirect: 'manual',
        headers: { platform: 'PC', language: 'en' },
        body: route.method === 'GET' ? undefined : new FormData(),
      });
      const text = await res.text();
      const refused =
        !!res.headers.get('content-type')?.includes('json') &&
        (JSON.parse(text) as { code?: string }).code === 'Unauthorized';
      const secured = operationOf(route).security.length > 0;
      expect(secured, `${route.method} ${route.path}`).toBe(refused);
    }
  });
});
