import { ApiError, showServerMessage } from './errors';

type Answer = { status: number; body: unknown };

/**
 * Runs one API call. Answers its 200 envelope (code OK or a business code for the caller to
 * handle), or null when the error catalogue has already told the visitor (status, transport,
 * timeout, Unauthorized).
 */
export async function call<T extends Answer>(
  request: () => Promise<T>,
): Promise<Extract<T, { status: 200 }>['body'] | null> {
  try {
    const res = await request();
    return res.status === 200 ? res.body : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

type Body<T extends Answer> = Extract<T, { status: 200 }>['body'];
type OkBody<T extends Answer> = Extract<Body<T>, { code: 'OK' }>;

/**
 * A call whose only success is code OK: answers the OK envelope, or null once the visitor has been
 * told why not (the error catalogue, or the server's message for any other code).
 */
export async function callOk<T extends Answer>(request: () => Promise<T>): Promise<OkBody<T> | null> {
  const body = await call(request);
  if (!body) return null;
  if ((body as unknown as { code: string }).code !== 'OK') {
    showServerMessage(body);
    return null;
  }
  return body as OkBody<T>;
}
