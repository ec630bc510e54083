/**
 * The shapes of fixture document red team round 6 (issue 50) used to hold the fake server: each
 * about `bytes` long, so a test and the benchmark (`BENCH_ONLY=fixtures npm run bench`) read the
 * same documents. Each is refused (or, `manyAnchors`, read) by the reader without holding the event
 * loop: reading is linear in the document's size whatever its shape.
 */
const KB = 1024;

/** Lines or items made by `item(i)` until the text reaches `bytes`. */
function grow(bytes: number, item: (i: number) => string, separator: string, open = '', close = '') {
  const parts: string[] = [];
  let length = open.length + close.length;
  for (let i = 0; length < bytes; i++) {
    const part = item(i);
    parts.push(part);
    length += part.length + separator.length;
  }
  return `${open}${parts.join(separator)}${close}`;
}

/** Every spelling of a zone name in upper and lower case, one after the other (2^letters of them). */
function* spellings(zone: string) {
  const letters = [...zone].map((c, i) => (/[a-z]/i.test(c) ? i : -1)).filter((i) => i >= 0);
  for (let mask = 0; mask < 2 ** letters.length; mask++) {
    const chars = [...zone.toLowerCase()];
    letters.forEach((at, bit) => {
      if (mask & (1 << bit)) chars[at] = chars[at]!.toUpperCase();
    });
    yield chars.join('');
  }
}

export const HOSTILE_DOCUMENTS = {
  /** `k0: 1` ... one distinct key a line (the reader's duplicate-key check was quadratic). */
  blockKeys: (bytes = 300 * KB) => grow(bytes, (i) => `k${i}: 1`, '\n'),
  /** The same as a flow mapping on one line. */
  flowKeys: (bytes = 300 * KB) => grow(bytes, (i) => `k${i}: 1`, ', ', '{', '}'),
  /** `x: [&a0 1, *a0, &a1 1, *a1, ...]`: many anchors, each aliased once (each alias searched the document). */
  anchorPairs: (bytes = 300 * KB) => grow(bytes, (i) => `&a${i} 1, *a${i}`, ', ', 'x: [', ']'),
  /** Many anchors, none aliased: read, then refused by the schema (`x` is no field). */
  manyAnchors: (bytes = 300 * KB) => grow(bytes, (i) => `&a${i} ${i}`, ', ', 'x: [', ']'),
  /**
   * A contact message per spelling of one zone (`today aSIA/shanghai`), refused for a field no
   * document has: each spelling kept a date formatter, refused or not.
   */
  zoneSpellings: (bytes = 300 * KB, zone = 'Asia/Shanghai') => {
    const names = spellings(zone);
    const item = () => {
      const spelling = names.next().value ?? zone;
      return `  - { name: n, email: e@x.cn, message: m, created: today ${spelling} }`;
    };
    return `refused: true\ncontacts:\n${grow(bytes - 30, item, '\n')}\n`;
  },
  /** The same as JSON, another zone: JSON's own parser reads it; the zones are the same problem. */
  zoneSpellingsJson: (bytes = 300 * KB, zone = 'Europe/Berlin') => {
    const names = spellings(zone);
    const item = () =>
      JSON.stringify({ name: 'n', email: 'e@x.cn', message: 'm', created: `today ${names.next().value ?? zone}` });
    return grow(bytes, item, ',', '{"refused":true,"contacts":[', ']}');
  },
} as const;

export type HostileShape = keyof typeof HOSTILE_DOCUMENTS;

/** A document whose generated orders reach before the earliest date a JavaScript Date holds. */
export const BEFORE_TIME_BEGAN =
  'users:\n  - { email: old@example.com, password: x, orders: { count: 10000, every: 9999d, until: -99999d } }\n';
