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

/** How long a stopping server lets requests in flight finish (a release, a restart). */
export const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Closes a server (both servers stop through it): requests in flight get `graceMs` to finish, then
 * every connection still open is closed. Without the deadline, close() waited for a connection an
 * open page's browser held (56 s measured), holding a release.
 */
export async function closeWithin(
  app: { close: () => PromiseLike<unknown>; server: { closeAllConnections: () => void } },
  graceMs = SHUTDOWN_GRACE_MS,
) {
  const deadline = setTimeout(() => app.server.closeAllConnections(), graceMs);
  deadline.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}
