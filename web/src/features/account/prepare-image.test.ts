import { describe, expect, it } from 'vitest';
import { imageSize } from './prepare-image';

const png = (width: number, height: number) => {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
};
/** SOI, an APP0 segment, then a SOF0 frame header. */
const jpeg = (width: number, height: number) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);

describe('imageSize', () => {
  it('reads the size from the header of a PNG and a JPEG, before anything decodes them', () => {
    expect(imageSize(png(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    expect(imageSize(jpeg(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    expect(imageSize(png(100_000, 100_000))).toEqual({ width: 100_000, height: 100_000 });
  });

  it('answers null for anything else', () => {
    expect(imageSize(new TextEncoder().encode('this is not a picture'))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0x00]))).toBeNull();
  });
});
