/**
 * What a picture or clip file is, read from its bytes (not its name): its format and its size in
 * pixels, for the media manifest's check (site-build/media-slots.ts). Undefined when the bytes are
 * none of the formats the site shows.
 */
export type MediaFormat = 'svg' | 'png' | 'jpg' | 'webp' | 'webm';
export type MediaFacts =
  { format: MediaFormat; width: number; height: number } | { format: MediaFormat; width: null; height: null };

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

function svg(bytes: Buffer): MediaFacts | undefined {
  const text = bytes.subarray(0, 4096).toString('utf8').trimStart();
  const root = /<svg\b[^>]*>/.exec(text)?.[0];
  if (!root || !/^(<\?xml|<!--|<svg)/.test(text)) return undefined;
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1] ?? NaN);
  const box = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  const width = attr('width') || Number(box?.[1]);
  const height = attr('height') || Number(box?.[2]);
  return Number.isFinite(width) && Number.isFinite(height)
    ? { format: 'svg', width, height }
    : { format: 'svg', width: null, height: null };
}

function jpg(bytes: Buffer): MediaFacts | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  for (let at = 2; at + 9 < bytes.length;) {
    if (bytes[at] !== 0xff) return { format: 'jpg', width: null, height: null };
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    // Start of frame (baseline, progressive...), not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { format: 'jpg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return { format: 'jpg', width: null, height: null };
}

function png(bytes: Buffer): MediaFacts | undefined {
  if (bytes.length < 24 || bytes.readUInt32BE(0) !== 0x89504e47) return undefined;
  return { format: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function webp(bytes: Buffer): MediaFacts | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 12) !== 'WEBP') return undefined;
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8 ')
    return { format: 'webp', width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X')
    return { format: 'webp', width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return { format: 'webp', width: null, height: null };
}

/** A Matroska/WebM file's first video track's size: Segment > Tracks > TrackEntry > Video > PixelWidth, PixelHeight. */
function webm(bytes: Buffer): MediaFacts | undefined {
  if (bytes.length < 4 || bytes.readUInt32BE(0) !== 0x1a45dfa3) return undefined;
  const vint = (at: number, keepMarker: boolean) => {
    const first = bytes[at]!;
    let length = 1;
    while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
    let value = keepMarker ? first : first & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!;
    const unknown = !keepMarker && value === 2 ** (7 * length) - 1;
    return { value: unknown ? Infinity : value, length };
  };
  const MASTERS = new Set([0x18538067, 0x1654ae6b, 0xae, 0xe0]); // Segment, Tracks, TrackEntry, Video
  const size: { width?: number; height?: number } = {};
  const walk = (start: number, end: number) => {
    for (let at = start; at < end && at < bytes.length;) {
      const id = vint(at, true);
      const length = vint(at + id.length, false);
      const body = at + id.length + length.length;
      const stop = Math.min(end, body + length.value);
      if (MASTERS.has(id.value)) walk(body, stop);
      else if (id.value === 0xb0 || id.value === 0xba) {
        const value = bytes.readUIntBE(body, Math.min(6, length.value));
        if (id.value === 0xb0) size.width ??= value;
        else size.height ??= value;
      }
      if (size.width !== undefined && size.height !== undefined) return;
      at = stop;
    }
  };
  walk(vint(4, false).length + 4 + vint(4, false).value, bytes.length);
  return size.width !== undefined && size.height !== undefined
    ? { format: 'webm', width: size.width, height: size.height }
    : { format: 'webm', width: null, height: null };
}

export function mediaFacts(bytes: Buffer): MediaFacts | undefined {
  return png(bytes) ?? jpg(bytes) ?? webp(bytes) ?? webm(bytes) ?? svg(bytes);
}
