import { z } from './zod.js';

/**
 * A fixture document as it travels: an object, checked against its own schema by the handler
 * (fake-server/documents/schema.ts, published as docs/fixture.schema.json), which names every problem
 * at once instead of the first.
 */
export const FixtureBodySchema = z.record(z.string(), z.unknown()).meta({
  description: 'A fixture document: its schema is docs/fixture.schema.json, its guide docs/testing-with-fixtures.md',
});
/** A fixture document's text, YAML or JSON (a YAML body arrives as it). */
export const FixtureTextSchema = z
  .string()
  // An empty body reaches no route as text (Fastify reads it as none): the document says so.
  .min(1)
  .max(1024 * 1024)
  .meta({ description: "A fixture document's YAML or JSON text" });
