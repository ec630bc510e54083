import { generateOpenApi } from '@ts-rest/open-api';
import { z } from 'zod';
import { requiresUser } from '#contract/access.js';
import { BRAND } from '#contract/brand.js';
import { Code } from '#contract/envelope.js';
import { api, devApi } from '#contract/index.js';
import { AvatarTextSchema, AvatarValueSchema } from '#contract/user.contract.js';
import { type Example, collectExamples } from './examples.js';
import { operations } from './operations.js';
import { portablePatterns } from './patterns.js';
import { shapeResponses } from './responses.js';
import { routesWithKeys } from './routes.js';
import { tightenAnswer } from './tighten.js';

type Json = Record<string, any>;

/** Where the document says the API lives: the real API (the backend team sets it) and the fake server. */
export const servers = (env: NodeJS.ProcessEnv = process.env) => [
  { url: env.OPENAPI_API_URL ?? 'https://api.motionatlas.com', description: 'The real API (production)' },
  {
    url: env.OPENAPI_FAKE_URL ?? 'http://127.0.0.1:4000',
    description: 'The fake server on a developer machine (`npm run fake-server`)',
  },
];

/** What each envelope code means, in one component every answer refers to. */
const CODE_MEANINGS: Record<string, string> = {
  [Code.OK]: 'Success: `data` carries the answer.',
  [Code.Unauthorized]:
    'The bearer token is missing, unknown, expired or revoked on a user-only call: the site clears the session and asks to log in again.',
  [Code.NotActivatedToast]: 'Registered but not activated: refused with a plain message.',
  [Code.AlreadyRegistered]: 'The e-mail is already registered and active.',
  [Code.WrongCredentials]: 'Wrong e-mail or password.',
  [Code.InvalidCode]: 'A code or link that is invalid, used or expired.',
  [Code.InvalidParameter]:
    "An invalid parameter or a refused request: the message says which, in the `language` header's language.",
  [Code.NotActivated]: 'Registered but not activated: the site offers to send the activation link again.',
  [Code.TooManyAttempts]: 'Too many attempts: try again later.',
  [Code.NotFound]: 'Not found.',
  [Code.ServerError]: 'The server failed (with HTTP 500 or 503).',
};

const TAGS: Record<string, string> = {
  passport: 'Registration, activation, login and password reset.',
  user: 'The signed-in user: profile, avatar and account deletion.',
  order: 'Orders, purchase status and PayPal.',
  common: 'Newsletter and contact messages.',
  content: 'The blog.',
  catalog: 'Software, plans, patient categories and the sample exercise catalogue.',
  dev: "The fake server's developer surface (`/__dev`): not part of the real API.",
};

/** Each route of the contract with its key and its resource (the router it belongs to). */

/**
 * Replaces every inline envelope code (the error branch's enum) with the shared component, and
 * states envelope unions as `anyOf`: their branches differ by the code's value, which a linter
 * cannot see through a reference (zod's discriminated union becomes `oneOf`).
 */
function shareCodes(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(shareCodes);
  const obj = node as Json;
  if (
    Array.isArray(obj.oneOf) &&
    obj.oneOf.every((branch: Json) => branch?.properties?.code || branch?.properties?.state)
  ) {
    obj.anyOf = obj.oneOf;
    delete obj.oneOf;
  }
  const code = obj.properties?.code;
  if (code && Array.isArray(code.enum) && code.enum.includes(Code.NotFound))
    obj.properties.code = { $ref: '#/components/schemas/ErrorCode' };
  else if (code && code.const === Code.OK) obj.properties.code = { $ref: '#/components/schemas/Code', const: Code.OK };
  Object.values(obj).forEach(shareCodes);
}

function addExamples(op: Json, example: Example | undefined) {
  if (!example) return;
  if (example.request?.body !== undefined)
    for (const media of Object.values(op.requestBody?.content ?? {}) as Json[]) media.example = example.request.body;
  for (const param of (op.parameters ?? []) as Json[]) {
    const values =
      param.in === 'query' ? example.request?.query : param.in === 'path' ? example.request?.path : undefined;
    if (values && param.name in values) param.example = values[param.name];
  }
  const ok = op.responses?.['200'];
  if (ok && example.answer !== undefined)
    for (const media of Object.values(ok.content ?? {}) as Json[]) media.example = example.answer;
}

/**
 * A zod schema of the contract as JSON Schema. Both ways, what travels: a request as the server
 * reads it, an answer in every form the site reads (ids as numbers or numeric strings,
 * requirements D3). The dialect is the document's own (3.1: draft 2020-12), so no `$schema` key.
 */
function jsonSchemaOf(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // The avatar's refinement (an upload answer's JSON, or ''), stated as JSON Schema says it.
      if (zodSchema === AvatarTextSchema)
        jsonSchema.anyOf = [
          { const: '' },
          {
            contentMediaType: 'application/json',
            contentSchema: z.toJSONSchema(AvatarValueSchema, { target: 'draft-2020-12', io: 'input' }),
          },
        ];
    },
  }) as Json;
  return JSON.parse(JSON.stringify(json, (key, value: unknown) => (key === '$schema' ? undefined : value))) as Json;
}

/**
 * The OpenAPI 3.1 document of the contract (docs/decisions/040): ts-rest's generator, then the
 * parts it cannot know: who may call what (the contract's access metadata, the same the server
 * authorises with), the site's headers, the code table, summaries, descriptions, tags, examples
 * from the demo scenario, and the servers.
 */
export async function openApiDocument(): Promise<Json> {
  const doc = generateOpenApi(
    { api, devApi },
    {
      info: {
        title: `${BRAND.en} website API`,
        version: '1.0.0',
        description:
          "Every call the website makes, with its envelope `{ code, message, data }`: business outcomes travel with HTTP 200 and a code (see the `Code` schema); a non-200 status means a transport problem. Messages are in the `language` header's language. Operations tagged `dev` exist only in the fake server.",
        license: { name: 'Proprietary', identifier: 'LicenseRef-MotionAtlas' },
      },
    },
    {
      setOperationId: true,
      schemaTransformer: ({ schema }) => (schema instanceof z.ZodType ? jsonSchemaOf(schema) : null),
    },
  ) as Json;
  const examples = await collectExamples();
  doc.openapi = '3.1.0';
  doc.servers = servers();
  doc.tags = Object.entries(TAGS).map(([name, description]) =>
    name === 'dev' ? { name, description, 'x-fake-server-only': true } : { name, description },
  );
  doc.components = {
    ...(doc.components ?? {}),
    securitySchemes: {
      bearer: {
        type: 'http',
        scheme: 'bearer',
        description: 'The token answered by login, as `Authorization: Bearer <token>`.',
      },
    },
    parameters: {
      platform: {
        name: 'platform',
        in: 'header',
        required: true,
        description: 'The client: always `PC` for the website.',
        schema: { type: 'string', enum: ['PC'] },
      },
      language: {
        name: 'language',
        in: 'header',
        required: true,
        description: "The language of the answer's message.",
        schema: { type: 'string', enum: ['en', 'cn'] },
      },
    },
    schemas: {
      Code: {
        title: 'Code',
        description: "The envelope's `code`: `OK`, or why not.",
        oneOf: Object.entries(CODE_MEANINGS).map(([value, meaning]) => ({ const: value, description: meaning })),
      },
      ErrorCode: {
        description: 'Any code but `OK`.',
        allOf: [{ $ref: '#/components/schemas/Code' }],
        not: { const: Code.OK },
      },
    },
  };
  for (const { key, resource, route } of routesWithKeys()) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const op = doc.paths[path]?.[route.method.toLowerCase()] as Json | undefined;
    const text = operations[key];
    if (!op || !text) throw new Error(`No operation or description for ${key} (${route.method} ${route.path})`);
    op.operationId = key;
    op.summary = text.summary;
    op.description = text.codes
      ? `${text.description}\n\nCodes: ${text.codes.map(([code, when]) => `\`${code}\`${when ? ` ${when}` : ''}`).join('; ')}.`
      : text.description;
    op.tags = [resource];
    op.security = requiresUser(route) ? [{ bearer: [] }] : [];
    if (resource === 'dev') op['x-fake-server-only'] = true;
    else
      op.parameters = [
        ...(op.parameters ?? []),
        { $ref: '#/components/parameters/platform' },
        { $ref: '#/components/parameters/language' },
      ];
    addExamples(op, examples[key]);
  }
  shareCodes(doc.paths);
  for (const { key, route } of routesWithKeys()) {
    const op = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()] as Json;
    shapeResponses(op, route, operations[key]!.codes);
    tightenAnswer(op, key);
  }
  portablePatterns(doc);
  return doc;
}
