import { describe, expect, it } from 'vitest';
import { createFaults } from './faults.js';

describe('which calls an armed fault matches', () => {
  it('never a preflight (OPTIONS), with or without a method; a method-less fault any other method', () => {
    const faults = createFaults();
    faults.add({ path: '*', status: 500, times: 2 });
    expect(faults.take('OPTIONS', '/api/u/user/info')).toBeNull();
    expect(faults.take('GET', '/api/u/user/info')?.status).toBe(500);
    expect(faults.take('POST', '/api/common/propose/create')?.status).toBe(500);
    expect(faults.list()).toEqual([]);
  });
});
