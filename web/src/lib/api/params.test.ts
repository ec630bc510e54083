import { describe, expect, it } from 'vitest';
import { encodeQueryParams } from '@ts-rest/core';

describe('GET params (requirements R7)', () => {
  it('serialises nested objects as key[sub]', () => {
    const query = decodeURIComponent(encodeQueryParams({ page: 1, filter: { domainId: 2, name: 'knee' } }));
    expect(query).toBe('page=1&filter[domainId]=2&filter[name]=knee');
  });
});
