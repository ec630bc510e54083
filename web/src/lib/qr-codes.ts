import codes from 'virtual:qr-codes';

/**
 * The QR code of a link, drawn at build time from the build's settings (site-build/qr-codes.ts,
 * docs/decisions/183): its picture's address, or null for a link the build did not know.
 */
export const qrCodeOf = (link: string): string | null => codes[link] ?? null;
