/*
 * A command that keeps what a live server answered (the OpenAPI document's examples, a recorded
 * demo) must not keep a refusal or an empty list in place of the success it meant to record: a
 * rule change upstream (a longer minimum password, say) would otherwise turn the register example
 * into a refusal and empty the mail examples after it, and nothing would fail (issue 62).
 */

type Answer =
  { code?: unknown; message?: unknown; state?: unknown; data?: unknown; [field: string]: unknown } | null | undefined;

/** Where an answer holds an empty list (`data.list`), in the answer's own terms. */
function emptyList(value: unknown, path: string): string | undefined {
  if (Array.isArray(value)) {
    if (value.length === 0) return path;
    for (const [i, item] of value.entries()) {
      const found = emptyList(item, `${path}.${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      const found = emptyList(item, `${path}.${key}`);
      if (found) return found;
    }
  return undefined;
}

/**
 * Why a recorded answer is not the success it was meant to be (a status other than 2xx, a body that
 * is not JSON, a refusal in the envelope or the upload's own shape, an empty list), or undefined
 * when it is one.
 */
export function refusedOrEmpty(status: number, body: Answer): string | undefined {
  const said = body && typeof body.message === 'string' ? `: ${body.message}` : '';
  if (status < 200 || status > 299) {
    const code = body && typeof body.code === 'string' ? ` ${body.code}` : '';
    return `was refused (HTTP ${status}${code}${said})`;
  }
  if (body === null || body === undefined || typeof body !== 'object') return 'answered no JSON';
  if ('state' in body && !('code' in body))
    return body.state === 'SUCCESS' ? undefined : `was refused (state ${String(body.state)}${said})`;
  if (body.code !== 'OK') return `was refused (code ${String(body.code)}${said})`;
  const empty = emptyList(body.data, 'data');
  return empty ? `answered an empty list (${empty})` : undefined;
}
