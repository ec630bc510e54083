/**
 * How long a client has to send a whole request, headers and body (README, "Limits"): past it the
 * connection is answered 408 and closed, so a body that trickles in a byte at a time cannot hold
 * a connection (and its buffers) for minutes. Both servers (`npm run serve`, the fake server and
 * the demo) use it; REQUEST_TIMEOUT_MS overrides it.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Fastify's options for it: Node checks its connections every quarter of it (at least every 5 s). */
export const serverTimeouts = (ms: number) => ({
  requestTimeout: ms,
  http: {
    requestTimeout: ms,
    headersTimeout: Math.min(ms, 20_000),
    connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.round(ms / 4))),
  },
});
