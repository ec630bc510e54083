import { writeFile } from 'node:fs/promises';
import { z } from '#contract/zod.js';
import { FixtureDocumentSchema } from '#fake-server/documents/schema.js';

/** The committed JSON Schema of fixture documents (a test keeps it current). */
export const FIXTURE_SCHEMA_FILE = 'docs/fixture.schema.json';

/**
 * The JSON Schema of a fixture document, generated from its zod schema (fake-server/documents/schema.ts)
 * for editors: a YAML file that names it (`# yaml-language-server: $schema=...`) or a JSON file with
 * `"$schema"` gets completion and checks as it is typed. What only the loader can tell (an e-mail
 * the base world has, a plan that does not exist) it cannot say.
 */
export function fixtureSchema() {
  return {
    ...(z.toJSONSchema(FixtureDocumentSchema, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
    }) as object),
    $id: 'https://motionatlas.example/fixture.schema.json',
  };
}

export const serialiseSchema = (schema: object) => `${JSON.stringify(schema, null, 2)}\n`;

/** `npm run fixture-schema`: writes docs/fixture.schema.json. */
if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(FIXTURE_SCHEMA_FILE, serialiseSchema(fixtureSchema()));
  console.log(`Fixture document schema in ${FIXTURE_SCHEMA_FILE}`);
}
