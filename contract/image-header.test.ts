import { describe, expect, it } from 'vitest';
import { readImageHeader } from './image-header.js';

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

describe('readImageHeader', () => {
  it('reads the type and size from the header of a PNG and a JPEG, before anything decodes them', () => {
    expect(readImageHeader(png(4032, 3024))).toEqual({ type: 'png', width: 4032, height: 3024 });
    expect(readImageHeader(jpeg(4032, 3024))).toEqual({ type: 'jpeg', width: 4032, height: 3024 });
    expect(readImageHeader(png(100_000, 100_000))).toEqual({ type: 'png', width: 100_000, height: 100_000 });
  });

  it('reads a Node Buffer that shares its memory with others (the server uploads arrive so)', () => {
    const pooled = Buffer.concat([Buffer.from('padding'), Buffer.from(jpeg(640, 480))]).subarray(7);
    expect(pooled.byteOffset).toBeGreaterThan(0);
    expect(readImageHeader(pooled)).toEqual({ type: 'jpeg', width: 640, height: 480 });
  });

  it('answers null for anything else, a PNG signature without its IHDR chunk included', () => {
    expect(readImageHeader(new TextEncoder().encode('this is not a picture'))).toBeNull();
    expect(readImageHeader(new Uint8Array([0xff, 0xd8, 0x00]))).toBeNull();
    const noHeader = png(10, 10);
    noHeader.set([0x49, 0x44, 0x41, 0x54], 12);
    expect(readImageHeader(noHeader)).toBeNull();
  });
});
