/**
 * Why a call did not produce an envelope the caller can read. Its own module: the session loader
 * (every page) tells these apart without loading the toasts' messages (./errors.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly kind: 'status' | 'transport' | 'timeout' | 'unauthorized' | 'unreadable',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
