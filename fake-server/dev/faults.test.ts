import { describe, expect, it } from 'vitest';
import { FAULT_LIFETIME_MS, createFaults } from './faults.js';

/** The fault a call meets, counted as the hook counts it. */
function take(faults: ReturnType<typeof createFaults>, method: string, path: string) {
  const fault = faults.match(method, path);
  if (fault) faults.use(fault);
  return fault;
}

describe('which calls an armed fault matches', () => {
  it('never a preflight (OPTIONS), with or without a method; a method-less fault any other method', () => {
    const faults = createFaults();
    faults.add({ path: '*', status: 500, times: 2 });
    expect(take(faults, 'OPTIONS', '/api/u/user/info')).toBeNull();
    expect(take(faults, 'GET', '/api/u/user/info')?.status).toBe(500);
    expect(take(faults, 'POST', '/api/common/propose/create')?.status).toBe(500);
    expect(faults.list()).toEqual([]);
  });
});

describe('a fault ends by itself (issue 58)', () => {
  it('30 minutes after it was armed, with or without `times`, and says when', () => {
    let now = Date.parse('2026-11-28T10:00:00Z');
    const faults = createFaults(() => now);
    faults.add({ path: '*', status: 401 });
    faults.add({ path: '/api/information/list', delayMs: 120_000, times: 1000 });
    expect(faults.list().map((f) => f.expiresAt)).toEqual(['2026-11-28T10:30:00.000Z', '2026-11-28T10:30:00.000Z']);
    now += FAULT_LIFETIME_MS - 1;
    expect(take(faults, 'GET', '/api/u/user/info')?.status).toBe(401);
    now += 1;
    expect(take(faults, 'GET', '/api/u/user/info')).toBeNull();
    expect(take(faults, 'GET', '/api/information/list')).toBeNull();
    expect(faults.list()).toEqual([]);
  });

  it('a fault restored from a stored world keeps its end; one stored without an end gets a lifetime from now', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    const faults = createFaults(() => now);
    faults.add({ path: '*', status: 500 }, { id: 'a', remaining: 2, expiresAt: '2026-11-28T10:05:00.000Z' });
    faults.add({ path: '*', status: 502 }, { id: 'b', remaining: null, expiresAt: undefined as unknown as string });
    expect(faults.list().map(({ id, remaining, expiresAt }) => ({ id, remaining, expiresAt }))).toEqual([
      { id: 'a', remaining: 2, expiresAt: '2026-11-28T10:05:00.000Z' },
      { id: 'b', remaining: null, expiresAt: '2026-11-28T10:30:00.000Z' },
    ]);
  });
});
