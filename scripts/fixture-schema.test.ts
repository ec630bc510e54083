import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { TIME_PATTERN } from '#fake-server/documents/times.js';
import { FIXTURE_SCHEMA_FILE, fixtureSchema, serialiseSchema } from './fixture-schema.js';

describe('docs/fixture.schema.json', () => {
  it('is what npm run fixture-schema writes from the zod schema', async () => {
    expect(await readFile(FIXTURE_SCHEMA_FILE, 'utf8'), 'run npm run fixture-schema and commit docs/').toBe(
      serialiseSchema(fixtureSchema()),
    );
  });

  it('tells an editor what the loader checks: no unknown field, the time notation, the pictures', () => {
    const schema = fixtureSchema() as Record<string, any>;
    expect(schema.additionalProperties).toBe(false);
    const user = schema.properties.users.items;
    expect(user.additionalProperties).toBe(false);
    expect(user.required).toEqual(['email', 'password']);
    expect(schema.$defs.Time.pattern).toBe(TIME_PATTERN);
    expect(schema.$defs.Picture.enum).toContain('exercises/MM1001.svg');
    expect(schema.properties.extends.enum).toEqual(['empty', 'demo', 'edge', 'catalogue']);
  });

  it('knows the calendar, the clock and the zones: an editor flags 30 February and Asia/Shangai as you type', () => {
    const schema = fixtureSchema() as Record<string, any>;
    // As an editor's validator reads a pattern (ECMA-262, with the u flag as ajv compiles it).
    const time = new RegExp(schema.$defs.Time.pattern, 'u');
    const instant = new RegExp(schema.properties.now.pattern, 'u');
    for (const good of [
      '2026-03-01',
      '2028-02-29',
      '2000-02-29',
      '2026-03-01T09:30:00+08:00',
      '2026-03-01T23:59Z',
      '+30d',
      '-90m',
      'today',
      'today-90d',
      'tomorrow 23:59 Asia/Shanghai',
      'yesterday Europe/Kyiv',
      'today Asia/Kolkata',
      'today Asia/Calcutta',
      'today UTC',
      'today Etc/GMT+8',
    ])
      expect(time.test(good), good).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2027-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-03-01T24:00Z',
      '2026-03-01T10:60Z',
      '2026-03-01T10:00',
      'tomorrow 23:59 Asia/Shangai',
      'today Mars/Olympus',
      'tomorrow 25:00',
      '+3x',
    ])
      expect(time.test(bad), bad).toBe(false);
    expect(instant.test('2026-03-01T09:30:00+08:00')).toBe(true);
    expect(instant.test('2026-02-30T09:30:00Z')).toBe(false);
    expect(instant.test('2026-03-01')).toBe(false);
  });
});
