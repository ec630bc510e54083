import type { Language } from './share-head.js';

/**
 * How the crawler pages ask the API (docs/decisions/095): the configured one only, never one a
 * request names. Answers the envelope's `data` when it is OK, else null (a slow, failing,
 * malformed or oversized answer is never an error).
 */
export type ApiReader = (path: string, language: Language) => Promise<unknown>;

const TIMEOUT_MS = 1500;
/** Largest answer read: an article's HTML runs to tens of KB; past this the answer is not one. */
export const ANSWER_MAX_BYTES = 2 * 1024 * 1024;

/** The envelope's data when its code is OK. */
export const envelopeData = (body: unknown): unknown =>
  body && typeof body === 'object' && (body as { code?: unknown }).code === 'OK'
    ? ((body as { data?: unknown }).data ?? null)
    : null;

/** The API at `base` over HTTP (`npm run serve`: the build's VITE_API_BASE_URL), with a timeout and a size cap. */
export function fetchApi(base: string): ApiReader {
  return async (path, language) => {
    try {
      const res = await fetch(`${base}${path}`, {
        headers: { platform: 'PC', language },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok || !res.body) return null;
      if (Number(res.headers.get('content-length') ?? 0) > ANSWER_MAX_BYTES) {
        await res.body.cancel();
        return null;
      }
      const chunks: Uint8Array[] = [];
      let bytes = 0;
      for await (const chunk of res.body) {
        bytes += chunk.byteLength;
        if (bytes > ANSWER_MAX_BYTES) return null;
        chunks.push(chunk);
      }
      return envelopeData(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    } catch {
      return null;
    }
  };
}

const TTL_MS = 5 * 60_000;
const MAX_CACHED = 500;

/**
 * A small cache with a time to live and a bound (the oldest entry goes first); callers asking for
 * a key being loaded wait for that load. Its key must hold every input of what it keeps.
 */
export function cache<T>() {
  const entries = new Map<string, { value: T; until: number }>();
  const loading = new Map<string, Promise<T>>();
  return async (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    let pending = loading.get(key);
    if (!pending) {
      pending = load().then((value) => {
        entries.delete(key);
        entries.set(key, { value, until: Date.now() + TTL_MS });
        while (entries.size > MAX_CACHED) entries.delete(entries.keys().next().value!);
        return value;
      });
      loading.set(key, pending);
      void pending.finally(() => loading.delete(key)).catch(() => undefined);
    }
    return pending;
  };
}
