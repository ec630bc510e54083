/**
 * How a client encodes a multipart body for this API: text as is, numbers and booleans as text,
 * files as files, absent values left out. (ts-rest's own encoder JSON-quotes every value, which
 * a real backend reads as '"text"'.)
 */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item, item instanceof File ? item.name : `${key}.jpg`);
      else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

/** A ts-rest fetcher argument whose multipart body should be re-encoded from its raw object. */
export function withFormData<T extends { contentType?: string; rawBody?: unknown; body?: unknown }>(args: T): T {
  if (
    args.contentType !== 'multipart/form-data' ||
    !args.rawBody ||
    args.rawBody instanceof FormData ||
    typeof args.rawBody !== 'object'
  )
    return args;
  return { ...args, body: toFormData(args.rawBody as Record<string, unknown>) };
}
