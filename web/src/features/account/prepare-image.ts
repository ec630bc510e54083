import { readImageHeader } from '#contract/image-header.js';
import { AVATAR_MAX_BYTES, AVATAR_MAX_IMAGE_SIZE, AVATAR_MAX_PIXELS } from './avatar-rules';

export type PreparedImage = { ok: true; src: string } | { ok: false; reason: 'too-large' | 'error' };

/**
 * A chosen picture made ready for the cropper: the file's own EXIF orientation applied (a phone's
 * portrait photo stands upright), and scaled down to fit the cropper's working size (2000 px on the
 * long side) so a 12-megapixel photo is cropped, not refused. Anything over the upload limit of
 * 5 MB or 40 megapixels is refused before it is decoded. The result is a data: URL, which spares
 * cropperjs its orientation request.
 */
export async function prepareAvatarImage(file: Blob): Promise<PreparedImage> {
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, reason: 'too-large' };
  const size = readImageHeader(new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer()));
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
