import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX, deeperThan } from './json-depth.js';

const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;

describe('the depth of a request body', () => {
  it('counts levels of arrays and objects alike; scalars and buffers have none', () => {
    expect(deeperThan('text', 0)).toBe(false);
    expect(deeperThan(Buffer.alloc(10), 0)).toBe(false);
    expect(deeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(deeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(deeperThan(nested(JSON_DEPTH_MAX))).toBe(false);
    expect(deeperThan(nested(JSON_DEPTH_MAX + 1))).toBe(true);
  });

  it('reads a million levels without recursion, and a wide body in time linear in its size', () => {
    expect(deeperThan(nested(1_000_000))).toBe(true);
    const wide = { list: Array.from({ length: 200_000 }, (_, i) => ({ id: i, tags: [i] })) };
    const started = performance.now();
    expect(deeperThan(wide)).toBe(false);
    // Quadratic work over 400,000 nodes would take minutes; 5 s leaves room for a loaded machine.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
