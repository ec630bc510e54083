import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.json': 'application/json',
};

/** A file from elsewhere may hold anything: no script of it runs, nothing in it is sniffed. */
export const FILE_POLICY = "default-src 'none'; sandbox";

/**
 * The headers of a media or upload file this server passes on (proxied or replayed): its type from
 * its name, never from the upstream or a recording (an "image" the upstream calls text/html stays
 * an image here), no sniffing, and a policy under which an SVG's scripts never run on this origin.
 */
export const fileHeaders = (path: string) => ({
  'content-type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
  'x-content-type-options': 'nosniff',
  'content-security-policy': FILE_POLICY,
});
