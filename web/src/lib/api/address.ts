/** The API's origin (VITE_API_BASE_URL, fixed at build time); empty means the site's own. */
export const apiBase = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/**
 * An address the API handed out (an avatar, a photo, a media file, a software path). A path of
 * the API's own (`/uploads/...`) lives on the API's origin, not the site's: in production the two
 * differ. Absolute addresses pass through.
 */
export const apiAddress = (address: string): string =>
  address.startsWith('/') && !address.startsWith('//') ? `${apiBase}${address}` : address;
