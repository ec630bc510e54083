import { describe, expect, it } from 'vitest';
import { jpeg, png } from '../tests/api/images.js';
import { readImageHeader } from './image-header.js';

describe('readImageHeader', () => {
  it('reads the type and size from the header of a PNG and a JPEG, before anything decodes them', () => {
    expect(readImageHeader(png(4032, 3024))).toEqual({ type: 'png', width: 4032, height: 3024 });
    expect(readImageHeader(jpeg(4032, 3024))).toEqual({ type: 'jpeg', width: 4032, height: 3024 });
    expect(readImageHeader(png(100_000, 100_000))).toEqual({ type: 'png', width: 100_000, height: 100_000 });
  });

  it('reads a Node Buffer that shares its memory with others (the server uploads arrive so)', () => {
    const pooled = Buffer.concat([Buffer.from('padding'), jpeg(640, 480)]).subarray(7);
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
