/** The avatar's rules (requirements R5, R9), in one place. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
/** The cropper's working size: a larger picture is scaled down to 2000 px on its long side. */
export const AVATAR_MAX_IMAGE_SIZE = 2000;
/** What the upload accepts (requirements D3): larger files are refused before they are decoded. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_PIXELS = 40_000_000;
export const AVATAR_CROP_SIZE = 150;
export const AVATAR_MIN_CROP = 10;
export const AVATAR_JPEG_QUALITY = 0.5;
export const AVATAR_DIALOG_WIDTH = 800;

/** PNG or JPEG only; a file without a type (some systems) is judged by its name. */
export function isAvatarFile(file: { type: string; name: string }): boolean {
  if (file.type) return (AVATAR_TYPES as readonly string[]).includes(file.type);
  return /\.(png|jpe?g)$/i.test(file.name);
}
