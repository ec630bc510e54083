import { describe, expect, it } from 'vitest';
import { firstFile, parseFileRef, parsePcPath } from './file-ref';

describe('parseFileRef: the three image forms of requirements R3', () => {
  it('reads a JSON array of file or url entries', () => {
    expect(parseFileRef('[{"file":"/a.svg"},{"url":"/b.svg"},{"other":1},"/c.svg"]')).toEqual([
      '/a.svg',
      '/b.svg',
      '/c.svg',
    ]);
  });
  it('reads a JSON object with url or file', () => {
    expect(parseFileRef('{"url":"/u.png"}')).toEqual(['/u.png']);
    expect(parseFileRef('{"state":"SUCCESS","file":"/f.png"}')).toEqual(['/f.png']);
  });
  it('reads a plain string', () => {
    expect(parseFileRef('/plain.svg')).toEqual(['/plain.svg']);
    expect(firstFile(' /plain.svg ')).toBe('/plain.svg');
  });
  it('answers nothing for empty or broken references, without throwing', () => {
    expect(parseFileRef('')).toEqual([]);
    expect(parseFileRef(null)).toEqual([]);
    expect(parseFileRef('[{"file":')).toEqual([]);
    expect(firstFile(undefined)).toBeNull();
  });
});

describe('parsePcPath', () => {
  it('reads the url of the JSON form', () => {
    expect(parsePcPath('{"url":"/__dev/stand-in/x"}')).toBe('/__dev/stand-in/x');
  });
  it('treats empty, urlless and broken paths as not openable', () => {
    expect(parsePcPath('')).toBeNull();
    expect(parsePcPath('{"url":""}')).toBeNull();
    expect(parsePcPath('{}')).toBeNull();
    expect(parsePcPath('not json')).toBeNull();
  });
});
