import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { TIME_PATTERN } from '#fixtures/document/times.js';
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
});
