import { AVATAR_MAX_BYTES, AVATAR_MAX_IMAGE_SIZE, AVATAR_MAX_PIXELS } from './avatar-rules';

export type PreparedImage = { ok: true; src: string } | { ok: false; reason: 'too-large' | 'error' };

/** Width and height from a PNG's or JPEG's header, before anything decodes it (a 5 MB file may claim 100,000 px). */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // Frame headers (SOF0-15 but DHT, JPG and DAC) carry the size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: view.getUint16(i + 5), width: view.getUint16(i + 7) };
    i += 2 + view.getUint16(i + 2);
  }
  return null;
}

/**
 * A chosen picture made ready for the cropper: the file's own EXIF orientation applied (a phone's
 * portrait photo stands upright), and scaled down to fit the cropper's working size (2000 px on the
 * long side) so a 12-megapixel photo is cropped, not refused. Anything over the upload limit of
 * 5 MB or 40 megapixels is refused before it is decoded. The result is a data: URL, which spares
 * cropperjs its orientation request.
 */
export async function prepareAvatarImage(file: Blob): Promise<PreparedImage> {
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, reason: 'too-large' };
  const size = imageSize(new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer()));
  if (!size || size.width < 1 || size.height < 1) return { ok: false, reason: 'error' };
  if (size.width * size.height > AVATAR_MAX_PIXELS) return { ok: false, reason: 'too-large' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, reason: 'error' };
  }
  try {
    const scale = Math.min(1, AVATAR_MAX_IMAGE_SIZE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, reason: 'error' };
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    return { ok: true, src: canvas.toDataURL(type, 0.92) };
  } finally {
    bitmap.close();
  }
}
