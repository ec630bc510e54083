import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyServerOptions } from 'fastify';

/** A request Node's HTTP parser refused before any framework saw it, as far as it can be read. */
export type ClientError = {
  /** 431: the address or headers over Node's 16 KB; 408: not all arrived in time; 400: not HTTP. */
  status: 400 | 408 | 431;
  /** Its headers that could be read, by lower-case name (only those, when the parser stopped among them). */
  headers: Record<string, string>;
};

/** What one of those answers carries: the server's own headers, and a JSON body. */
export type ClientErrorAnswer = (error: ClientError) => { headers: Record<string, string>; body: object };

/** The reason phrases (written here: the static demo's worker bundles this module, and has no node:http). */
export const REASONS = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' } as const;

const statusOf = (code: string | undefined): ClientError['status'] =>
  code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;

/** The headers of what arrived: the chunk the parser stopped in (one read, 64 KB at most). */
function readHeaders(raw: Buffer | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!raw) return headers;
  const lines = raw
    .subarray(0, 128 * 1024)
    .toString('latin1')
    .split('\r\n');
  for (const line of lines.slice(1)) {
    if (line === '') break;
    const field = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/.exec(line);
    if (field) headers[field[1]!.toLowerCase()] ??= field[2]!;
  }
  return headers;
}

const headersOf = (request: IncomingMessage): Record<string, string> =>
  Object.fromEntries(
    Object.entries(request.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value[0]! : value]],
    ),
  );

/**
 * Answers what Node's HTTP parser refuses before Fastify sees it (a 20,000-character address or
 * cookie, a broken header line, a request that did not all arrive in time: Node's `clientError`)
 * as every other answer of the server is made (issue 58): its security headers, `no-store`, and
 * the body `answer` gives (the API's envelope on the fake server), instead of Node's and Fastify's
 * bare lines. The connection is closed after it, as Node does. Both servers use it
 * (site-server/server.ts, fake-server/app.ts).
 */
export function clientErrorHandler(answer: ClientErrorAnswer): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  return (error: ConnectionError, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // A request already handed on (its body too slow: 408) has its head parsed; a refused one has its bytes.
    const response = (socket as Socket & { _httpMessage?: ServerResponse & { req?: IncomingMessage } })._httpMessage;
    // An answer already started cannot be replaced without corrupting it.
    if (!socket.writable || response?.headersSent) return void socket.destroy();
    const status = statusOf(error.code);
    const { headers, body } = answer({
      status,
      // (Node gives the bytes it was parsing as a Buffer, whatever Fastify's type says.)
      headers: response?.req ? headersOf(response.req) : readHeaders(error.rawPacket as unknown as Buffer | undefined),
    });
    const text = JSON.stringify(body);
    const fields = {
      ...headers,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(text)),
      connection: 'close',
    };
    const head = [`HTTP/1.1 ${status} ${REASONS[status]}`, ...Object.entries(fields).map(([n, v]) => `${n}: ${v}`)];
    socket.write(`${head.join('\r\n')}\r\n\r\n${text}`, () => socket.destroy());
  };
}
