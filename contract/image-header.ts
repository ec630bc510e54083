/** What an image's first bytes say it is: PNG or JPEG with its size, read before anything decodes it. */
export type ImageHeader = { type: 'png' | 'jpeg'; width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The type and size a PNG's or JPEG's header declares, whatever the file is called; null for
 * anything else. The browser checks a chosen avatar with it (a 5 MB file may claim 100,000 px)
 * and the fake server every upload.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 24 && PNG_SIGNATURE.every((b, i) => bytes[i] === b) && ascii(12, 16) === 'IHDR')
    return { type: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  // Walks the JPEG markers to the first frame header (SOF0-15 but DHT, JPG and DAC carry the size).
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { type: 'jpeg', height: view.getUint16(i + 5), width: view.getUint16(i + 7) };
    i += 2 + view.getUint16(i + 2);
  }
  return null;
}
