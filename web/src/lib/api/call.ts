import { ApiError } from './errors';

type Answer = { status: number; body: unknown };

/**
 * Runs one API call. Answers its 200 envelope (code OK or a business code for the caller to
 * handle), or null when the error catalogue has already told the visitor (status, transport,
 * timeout, Unauthorized).
 */
export async function call<T extends Answer>(request: () => Promise<T>): Promise<Extract<T, { status: 200 }>['body'] | null> {
  try {
    const res = await request();
    return res.status === 200 ? (res.body as Extract<T, { status: 200 }>['body']) : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
