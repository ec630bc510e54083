import { apiAddress } from './api/address';

/**
 * A file reference from the API: a JSON array or object whose entries carry `file` or `url`, or a
 * plain string (requirements R3). Answers the usable addresses, in order; never throws.
 */
export function parseFileRef(ref: string | null | undefined): string[] {
  const text = (ref ?? '').trim();
  if (!text) return [];
  if (text.startsWith('[') || text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      const entries = Array.isArray(parsed) ? parsed : [parsed];
      return entries
        .map(addressOf)
        .filter((a): a is string => !!a)
        .map(apiAddress);
    } catch {
      return [];
    }
  }
  return [apiAddress(text)];
}

function addressOf(entry: unknown): string | null {
  if (typeof entry === 'string') return entry || null;
  if (entry && typeof entry === 'object') {
    const { url, file } = entry as { url?: unknown; file?: unknown };
    if (typeof url === 'string' && url) return url;
    if (typeof file === 'string' && file) return file;
  }
  return null;
}

/** The first address of a reference, or null. */
export const firstFile = (ref: string | null | undefined) => parseFileRef(ref)[0] ?? null;

/** A software item's desktop path: JSON `{ url }`; empty or unreadable means not openable. */
export function parsePcPath(pcPath: string | null | undefined): string | null {
  const text = (pcPath ?? '').trim();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const url = parsed && typeof parsed === 'object' ? (parsed as { url?: unknown }).url : null;
    return typeof url === 'string' && url.trim() ? apiAddress(url.trim()) : null;
  } catch {
    return null;
  }
}
