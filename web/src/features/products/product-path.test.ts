import { describe, expect, it } from 'vitest';
import { detailPath, readDetailQuery, slugWords, titleSlug } from './product-path';

describe('titleSlug', () => {
  it('keeps the text before the parenthesis, with hyphens for spaces', () => {
    expect(titleSlug('Muscle Movement Analysis (3D)')).toBe('Muscle-Movement-Analysis');
    expect(titleSlug('  Stretching   Library(3D) extra ')).toBe('Stretching-Library');
    expect(titleSlug('No Parenthesis Here')).toBe('No-Parenthesis-Here');
  });
  it('also cuts at the full-width parenthesis of Chinese titles', () => {
    expect(titleSlug('肌肉运动解析（3D）')).toBe('肌肉运动解析');
  });
});

describe('detailPath', () => {
  it('builds /product-detail/<slug>?pid=1&sid=<id>', () => {
    expect(detailPath({ id: '4', title: 'Stretching Library (3D)' })).toBe(
      '/product-detail/Stretching-Library?pid=1&sid=4',
    );
    expect(detailPath({ id: '1', title: '肌肉运动解析（3D）' })).toBe(
      `/product-detail/${encodeURIComponent('肌肉运动解析')}?pid=1&sid=1`,
    );
  });
  it('reads back as words', () => {
    expect(slugWords('Muscle-Movement-Analysis')).toBe('Muscle Movement Analysis');
  });
});

describe('readDetailQuery', () => {
  it('needs both pid and sid as positive integers', () => {
    expect(readDetailQuery('pid=1&sid=2')).toEqual({ pid: '1', sid: '2', fresh: null });
    expect(readDetailQuery('?pid=3&sid=1')).toEqual({ pid: '3', sid: '1', fresh: null });
    expect(readDetailQuery('pid=1')).toBeNull();
    expect(readDetailQuery('sid=1')).toBeNull();
    expect(readDetailQuery('')).toBeNull();
    expect(readDetailQuery('pid=abc&sid=1')).toBeNull();
    expect(readDetailQuery('pid=0&sid=1')).toBeNull();
    expect(readDetailQuery('pid=1&sid=-2')).toBeNull();
    expect(readDetailQuery('pid=1&sid=1e3')).toBeNull();
  });

  it('keeps ids as text, so a 64-bit id of the API survives (and a leading zero is dropped)', () => {
    expect(readDetailQuery('pid=1&sid=9007199254740993123')).toEqual({
      pid: '1',
      sid: '9007199254740993123',
      fresh: null,
    });
    expect(readDetailQuery('pid=01&sid=007')).toEqual({ pid: '1', sid: '7', fresh: null });
  });

  it('takes the variant of the apps and old e-mails: id, sId and a random new', () => {
    expect(readDetailQuery('id=1&sId=2&new=0.123')).toEqual({ pid: '1', sid: '2', fresh: '0.123' });
    expect(readDetailQuery('id=3&sId=1')).toEqual({ pid: '3', sid: '1', fresh: null });
    // A missing or broken id/sId pair falls back to pid/sid.
    expect(readDetailQuery('id=1&pid=1&sid=4&new=9')).toEqual({ pid: '1', sid: '4', fresh: '9' });
    expect(readDetailQuery('id=x&sId=2&pid=1&sid=3')).toEqual({ pid: '1', sid: '3', fresh: null });
    expect(readDetailQuery('id=1&new=5')).toBeNull();
  });
});
