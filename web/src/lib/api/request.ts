import { toFormData } from '#contract/form-data.js';

/** What a client needs to know of one call of the contract: its method, path and body encoding. */
export type RouteSpec = { method: string; path: string; contentType?: string };
/** The contract's routes, nested as the contract nests them (built from it by site-build/api-routes.ts). */
export type RouteTable = { [name: string]: RouteSpec | RouteTable };
/** One call's arguments, as the contract types them. */
type CallArgs = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  extraHeaders?: Record<string, string>;
  fetchOptions?: RequestInit;
};
export type Outgoing = { url: string; init: RequestInit & { headers: Record<string, string> } };
export type Answer = { status: number; body: unknown; headers: Headers };

const isRoute = (node: RouteSpec | RouteTable): node is RouteSpec =>
  typeof node.method === 'string' && typeof node.path === 'string';

/** The request a call makes: path parameters filled in, the query encoded, the body as JSON or multipart. */
export function outgoing(baseUrl: string, route: RouteSpec, args: CallArgs = {}): Outgoing {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(args.params?.[name])));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args.query ?? {}))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null) query.append(key, String(item));
  const search = query.size > 0 ? `?${query}` : '';
  const headers: Record<string, string> = { ...args.extraHeaders };
  let body: BodyInit | undefined;
  if (args.body !== undefined && route.method !== 'GET') {
    if (route.contentType === 'multipart/form-data')
      body = args.body instanceof FormData ? args.body : toFormData(args.body as Record<string, unknown>);
    else {
      body = JSON.stringify(args.body);
      headers['content-type'] = 'application/json';
    }
  }
  return { url: `${baseUrl}${path}${search}`, init: { ...args.fetchOptions, method: route.method, headers, body } };
}

/** An answer read by its content type: JSON, text, or otherwise a blob. */
export async function answerOf(response: Response): Promise<Answer> {
  const type = response.headers.get('content-type') ?? '';
  const body: unknown =
    type.includes('application/') && type.includes('json')
      ? ((await response.json()) as unknown)
      : type.includes('text/')
        ? await response.text()
        : await response.blob();
  return { status: response.status, body, headers: response.headers };
}

/** Reads a 200 answer of the call `key` ('content.blogDetail') into the contract's types. */
export type ReadAnswer = (key: string, body: unknown) => unknown;

/**
 * A client shaped like the contract (`client.passport.login({ body })`) over a route table, every
 * call made by `send` and its 200 answer read by `read` (contract/read: the one place where what
 * the API sent becomes what the site uses). The browser needs no schema to call the API: the
 * contract's zod and ts-rest runtime stay on the server and in the build (docs/decisions/081).
 */
export function clientOf<T>(
  table: RouteTable,
  baseUrl: string,
  send: (request: Outgoing) => Promise<Answer>,
  read: ReadAnswer,
): T {
  const walk = (node: RouteTable, prefix: string): object =>
    Object.fromEntries(
      Object.entries(node).map(([name, child]) => {
        const key = prefix ? `${prefix}.${name}` : name;
        if (!isRoute(child)) return [name, walk(child, key)];
        return [
          name,
          async (args?: CallArgs) => {
            const answer = await send(outgoing(baseUrl, child, args));
            return answer.status === 200 ? { ...answer, body: read(key, answer.body) } : answer;
          },
        ];
      }),
    );
  return walk(table, '') as T;
}
