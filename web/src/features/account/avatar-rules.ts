/** The avatar's rules (seed-spec §5, §9), in one place. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
/** Larger pictures are refused before cropping. */
export const AVATAR_MAX_IMAGE_SIZE = 2000;
export const AVATAR_CROP_SIZE = 150;
export const AVATAR_MIN_CROP = 10;
export const AVATAR_JPEG_QUALITY = 0.5;
export const AVATAR_DIALOG_WIDTH = 800;

/** PNG or JPEG only; a file without a type (some systems) is judged by its name. */
export function isAvatarFile(file: { type: string; name: string }): boolean {
  if (file.type) return (AVATAR_TYPES as readonly string[]).includes(file.type);
  return /\.(png|jpe?g)$/i.test(file.name);
}

export function fitsMaxImageSize(width: number, height: number): boolean {
  return width <= AVATAR_MAX_IMAGE_SIZE && height <= AVATAR_MAX_IMAGE_SIZE;
}
