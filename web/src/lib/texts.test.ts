import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import cn from '../locales/cn/base';
import en from '../locales/en/base';
import { BASE_TEXTS } from './texts';

/*
 * The base texts are named three times, as each tool must read them: BASE_TEXTS for the code, the
 * base chunks' imports (locales/<language>/base.ts), and the glob that keeps them out of the
 * per-page chunks (Vite reads a glob only as a literal). They must name the same files.
 */
describe('the base texts', () => {
  const sorted = [...BASE_TEXTS].sort();

  it("are the files each language's base chunk imports", () => {
    expect(Object.keys(en).sort()).toEqual(sorted);
    expect(Object.keys(cn).sort()).toEqual(sorted);
  });

  it('are the files the per-page glob leaves out', () => {
    const source = readFileSync(resolve(process.cwd(), 'web/src/lib/texts.ts'), 'utf8');
    const excluded = /'!\.\.\/locales\/\*\/\{([^}]*)\}\.json'/.exec(source)?.[1];
    expect(excluded?.split(',').sort()).toEqual(sorted);
  });
});
