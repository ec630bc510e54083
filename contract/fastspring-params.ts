/*
 * The content of a plan's `fastspringParams` (a JSON text): each field and what it holds, once.
 * entities.ts builds the contract's zod schema from it (the server, fixtures and the OpenAPI
 * document use that); the pricing page reads plans with `readFastspringParams`, which needs no
 * schema library, so the page does not load zod for the one shape it checks (docs/decisions/151).
 */
export const FASTSPRING_FIELDS = {
  product: 'text',
  title: 'string',
  cnTitle: 'string',
  text: 'string',
  cnText: 'string',
  discrib: 'string',
  cnDiscrib: 'string',
  price: 'number or string',
  cnPrice: 'number or string',
} as const;

type Kind = (typeof FASTSPRING_FIELDS)[keyof typeof FASTSPRING_FIELDS];
type Value<K extends Kind> = K extends 'number or string' ? number | string : string;
export type FastspringParams = { [F in keyof typeof FASTSPRING_FIELDS]: Value<(typeof FASTSPRING_FIELDS)[F]> };

const fits: Record<Kind, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string' && value.length > 0,
  string: (value) => typeof value === 'string',
  'number or string': (value) => (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'string',
};

/**
 * A decoded `fastspringParams` checked field by field as the contract's schema checks it (a test
 * holds the two to the same answers): the known fields only, or the fields that do not fit.
 */
export function readFastspringParams(
  value: unknown,
): { success: true; data: FastspringParams } | { success: false; reason: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { success: false, reason: 'not an object' };
  const record = value as Record<string, unknown>;
  const fields = Object.keys(FASTSPRING_FIELDS) as Array<keyof FastspringParams>;
  const wrong = fields.filter((field) => !fits[FASTSPRING_FIELDS[field]](record[field]));
  if (wrong.length > 0) return { success: false, reason: wrong.join(', ') };
  return { success: true, data: Object.fromEntries(fields.map((f) => [f, record[f]])) as FastspringParams };
}
