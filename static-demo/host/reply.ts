type HeaderValue = string | string[];

/** What the host does when a reply is sent: serialise and answer, hand an error on, or answer 404. */
export type ReplyPipeline = {
  finish(reply: HostReply, payload: unknown): Promise<void>;
  fail(reply: HostReply, error: Error): Promise<void>;
  notFound(reply: HostReply): Promise<void>;
};

/**
 * The part of Fastify's reply the fake server's hooks, handlers and ts-rest use: status, headers,
 * `send` (an object is serialised as JSON after the preSerialization hooks, an Error goes to the
 * error handler), `callNotFound`, `hijack` (a dropped connection) and `hold` (a wait).
 */
export class HostReply {
  statusCode = 200;
  sent = false;
  hijacked = false;
  /** What `send` was given, once serialised: the body of the answer. */
  payload: string | Uint8Array | null = null;
  readonly headerMap = new Map<string, HeaderValue>();
  /** The work a send started (serialising, or an error handler): the host waits for all of it. */
  readonly pending: Array<Promise<void>> = [];

  constructor(private readonly pipeline: ReplyPipeline) {}

  code(status: number) {
    this.statusCode = status;
    return this;
  }
  status(status: number) {
    return this.code(status);
  }
  header(name: string, value: HeaderValue | number) {
    this.headerMap.set(name.toLowerCase(), typeof value === 'number' ? String(value) : value);
    return this;
  }
  headers(values: Record<string, HeaderValue | number>) {
    for (const [name, value] of Object.entries(values)) this.header(name, value);
    return this;
  }
  getHeader(name: string): HeaderValue | undefined {
    return this.headerMap.get(name.toLowerCase());
  }
  hasHeader(name: string) {
    return this.headerMap.has(name.toLowerCase());
  }
  removeHeader(name: string) {
    this.headerMap.delete(name.toLowerCase());
    return this;
  }
  type(contentType: string) {
    return this.header('content-type', contentType);
  }
  send(payload?: unknown) {
    if (this.sent) return this;
    if (payload instanceof Error) this.pending.push(this.pipeline.fail(this, payload));
    else {
      this.sent = true;
      this.pending.push(this.pipeline.finish(this, payload));
    }
    return this;
  }
  callNotFound() {
    this.pending.push(this.pipeline.notFound(this));
    return this;
  }
  hijack() {
    this.hijacked = true;
    this.sent = true;
    return this;
  }
  /**
   * A wait before the request goes on (the fake provider's armed timeout): the server's
   * `reply.hold` (fake-server/plugins/held-requests.ts) without its bound, which a visitor's own
   * browser, the only client of its world, does not need.
   */
  hold(ms: number): Promise<boolean> {
    return new Promise((resolve) => setTimeout(() => resolve(true), ms));
  }
}
