/**
 * The nine university testimonials (requirements R2). Their words, names, roles and places live in
 * the company locale files under company.testimonials.<key>; the people are written by the
 * project, not real persons.
 */
export const TESTIMONIALS = [
  'marsh',
  'chen',
  'okafor',
  'liu',
  'lindqvist',
  'zhang',
  'bellini',
  'huang',
  'rahman',
] as const;
