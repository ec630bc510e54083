import type { AppRoute } from '@ts-rest/core';
import { api } from '#contract/api.js';
import { Code } from '#contract/envelope.js';
import type { CodeNote } from './operations.js';

type Json = Record<string, any>;

/*
 * What an operation can answer besides its own answer, and only that (docs/decisions/112): the
 * contract declares every transport status on every route (the client reads them all alike); the
 * document keeps, per operation, the statuses this server can send it, with their codes, content
 * types and headers. The fuzzer (tests/api/openapi-fuzz.test.ts) holds the server to them.
 */

type Transport = {
  description: string;
  codes: string[];
  /** Whether the operation can meet it. */
  applies: (route: AppRoute) => boolean;
  headers?: Json;
};

const hasBody = (route: AppRoute) => route.method !== 'GET';
const hasPathParams = (route: AppRoute) => route.path.includes(':');
const always = () => true;
/** The upload answers its own shape with 200 for a body it cannot read (requirements D3). */
const ownShape = (route: AppRoute) => route.path === api.user.upload.path;
/** The dev surface refuses a state-changing call that is not JSON with 403 before reading it. */
const devSurface = (route: AppRoute) => route.path.startsWith('/__dev');

const TRANSPORT: Record<string, Transport> = {
  400: {
    description:
      'A body that cannot be read (broken JSON or form-data, nested deeper than 32 levels), or a path parameter whose percent escapes are not UTF-8.',
    codes: [Code.InvalidParameter],
    applies: (route) => !ownShape(route) && (hasBody(route) || hasPathParams(route)),
  },
  403: {
    description:
      'A Host the server does not answer (loopback, `WEB_ORIGIN` and `DEV_HOSTS` only); on `/__dev`, also a foreign Origin or a state-changing call not sent as JSON.',
    codes: [Code.InvalidParameter],
    applies: always,
  },
  413: {
    description: 'A body over the limit (1 MB), or a form-data field over 32 KB.',
    codes: [Code.InvalidParameter],
    applies: (route) => hasBody(route) && !ownShape(route),
  },
  414: {
    description: 'A path parameter longer than 100 characters.',
    codes: [Code.InvalidParameter],
    applies: hasPathParams,
  },
  415: {
    description: 'A body that is neither form-data, urlencoded nor JSON.',
    codes: [Code.InvalidParameter],
    applies: (route) => hasBody(route) && !ownShape(route) && !devSurface(route),
  },
  500: { description: 'The server failed.', codes: [Code.ServerError], applies: always },
  502: {
    description: 'Proxy mode (`UPSTREAM_URL`): the real API failed or answered outside the contract.',
    codes: [Code.ServerError],
    applies: (route) => route.path.startsWith('/api/'),
  },
  503: {
    description:
      'The database could not be written (`1009`: nothing is answered from data the file would not hold), or the server is busy receiving other bodies (`1005`, with `Retry-After`).',
    codes: [Code.InvalidParameter, Code.ServerError],
    applies: always,
    headers: {
      'Retry-After': {
        description: 'Seconds to wait before trying again (when the server is busy).',
        schema: { type: 'integer', minimum: 1 },
      },
    },
  },
  504: {
    description: 'Proxy mode (`UPSTREAM_URL`): the real API did not answer in time.',
    codes: [Code.ServerError],
    applies: (route) => route.path.startsWith('/api/'),
  },
};

const envelopeWith = (codes: string[]) => ({
  type: 'object',
  properties: {
    code: codes.length === 1 ? { const: codes[0] } : { enum: codes },
    message: { type: 'string' },
  },
  required: ['code', 'message'],
});

/** The upload's own shape for a failure of the server (it never answers the envelope for its own faults). */
const UPLOAD_FAILURE = {
  type: 'object',
  properties: {
    state: { type: 'string', not: { const: 'SUCCESS' } },
    url: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['state', 'message'],
};

const LOCATION = {
  Location: {
    required: true,
    description: 'The page of the website to go to.',
    schema: { type: 'string', format: 'uri' },
  },
};

/** The error branch of an answer's `anyOf` (its code says `not: OK`). */
const errorBranch = (schema: Json | undefined): Json | undefined =>
  (schema?.anyOf as Json[] | undefined)?.find((branch) => branch.properties?.code?.not !== undefined);

/**
 * Rewrites an operation's responses: the transport statuses it can meet, each with its codes; the
 * codes its 200 answer can carry besides OK (from operations.ts); a JSON refusal beside an HTML
 * page whose parameters can be refused; `Location` on redirects.
 */
export function shapeResponses(op: Json, route: AppRoute, codes: CodeNote[] = []) {
  const own = new Set(Object.keys(route.responses as object).filter((s) => !(s in TRANSPORT) || s === '404'));
  const responses: Json = {};
  for (const [status, response] of Object.entries(op.responses as Json)) {
    const transport = TRANSPORT[status];
    if (own.has(status) && !(status === '404' && route.path.startsWith('/api/'))) {
      if (status !== '404' || (response as Json).content?.['text/html; charset=utf-8']) responses[status] = response;
    } else if (transport?.applies(route)) {
      responses[status] = {
        description: transport.description,
        ...(transport.headers ? { headers: transport.headers } : {}),
        content: {
          'application/json': {
            schema: status === '500' && ownShape(route) ? UPLOAD_FAILURE : envelopeWith(transport.codes),
          },
        },
      };
    }
  }
  if (hasPathParams(route) && !responses['414'])
    responses['414'] = {
      description: TRANSPORT['414']!.description,
      content: { 'application/json': { schema: envelopeWith(TRANSPORT['414']!.codes) } },
    };
  const refusals = codes.map(([code]) => code).filter((code) => code !== Code.OK);
  const ok = responses['200'] as Json | undefined;
  const json = ok?.content?.['application/json'] as Json | undefined;
  const branch = errorBranch(json?.schema);
  if (branch && refusals.length > 0) branch.properties.code = { enum: refusals };
  else if (branch) json!.schema = (json!.schema.anyOf as Json[]).find((b) => b !== branch);
  const html = ok?.content?.['text/html; charset=utf-8'] as Json | undefined;
  const refusable = !!route.query || hasPathParams(route);
  if (html && refusable)
    ok!.content['application/json'] = {
      schema: envelopeWith([Code.InvalidParameter]),
      example: { code: Code.InvalidParameter, message: 'Invalid parameter "id": Invalid input' },
    };
  if (responses['302']) responses['302'] = { ...responses['302'], headers: LOCATION };
  op.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
}
