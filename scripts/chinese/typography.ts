import pangu from 'pangu';

/**
 * The typography of the site's Chinese (docs/decisions/109), as checks that name the fix. A text
 * is one string as a reader meets it: tags removed, placeholders ({{x}}, {x}, ${x}) standing for
 * what they are replaced with.
 */
export type Problem = { rule: string; found: string; fix: string };

const HAN = '\\p{Script=Han}';
const FULL_WIDTH = '，。、：；！？（）《》【】“”‘’·…—';
const hanRe = new RegExp(HAN, 'u');
export const hasHan = (text: string) => hanRe.test(text);

/**
 * A placeholder replaced with Chinese (a name, a title, the brand) or with Latin letters and digits.
 * The help documents' settings count as Chinese: the build spaces a Latin value from the Han beside
 * it (site-build/help-settings.ts), so the document writes them unspaced.
 */
const CHINESE_VALUED =
  /^(brand|BRAND\.cn|BRAND\[\w+\]|product|title|label|alt|reason|name|name \|\| '[^']*'|.*cnName.*|greeting|operatorName|operatorAddress|governingLaw|dataLocation|cnRepresentative|cnRepresentativeContact|paypalCompany|logDays|consentYears|orderYears)$/;
/** Placeholders stand in as one character of their kind: a rare Han character, or a Latin letter pair. */
const HAN_STAND_IN = 0x3400;
const latinStandIn = (i: number) =>
  `Zq${String.fromCharCode(97 + (i % 26))}${i >= 26 ? String.fromCharCode(97 + Math.floor(i / 26)) : ''}`;
/** Full-width marks pangu 7 would space (quotes, ellipsis, dash) or turn into ・ (the middle dot): hidden from it. */
const MARKS = ['“', '”', '‘', '’', '·', '…', '—'];

type Masked = { text: string; unmask: (s: string) => string };

/** What is not prose stands in as Latin letters: web and e-mail addresses, card numbers, a date format (MM/YY). */
const NOT_PROSE =
  /\b(?:https?:\/\/|mailto:)[^\s"<>]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b\d{4}(?: \d{4}){3}\b|\b[A-Z][A-Z0-9_]+=[^\s）)]+|\b(?:MM|DD|YY|YYYY)(?:\/(?:MM|DD|YY|YYYY))+\b/g;
const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}|\$\{([^}]*)\}|\{(\w+)\}/g;

/** Placeholders and marks out of pangu's way, and back. */
function mask(text: string): Masked {
  const kept: string[] = [];
  const keep = (all: string, chinese: boolean) => {
    kept.push(all);
    const i = kept.length - 1;
    return chinese ? String.fromCodePoint(HAN_STAND_IN + i) : latinStandIn(i);
  };
  const masked = text
    .replace(NOT_PROSE, (all) => keep(all, false))
    .replace(PLACEHOLDER, (all, a?: string, b?: string, c?: string) =>
      keep(all, CHINESE_VALUED.test((a ?? b ?? c ?? '').trim())),
    );
  return {
    text: masked,
    unmask: (s) => {
      let out = s;
      // Last first: a stand-in never contains a later one.
      for (let i = kept.length - 1; i >= 0; i--)
        out = out
          .split(latinStandIn(i))
          .join(kept[i])
          .split(String.fromCodePoint(HAN_STAND_IN + i))
          .join(kept[i]);
      return out;
    },
  };
}

/** pangu's spacing, with the full-width marks it mishandles kept out of its sight. */
function panguSpacing(text: string): string {
  let hidden = text;
  MARKS.forEach((mark, i) => (hidden = hidden.split(mark).join(String.fromCharCode(0xe000 + i))));
  let spaced = pangu.spacingText(hidden);
  MARKS.forEach((mark, i) => (spaced = spaced.split(String.fromCharCode(0xe000 + i)).join(mark)));
  return spaced;
}

/** A text spaced as the rule wants it (placeholders and addresses left as they are). */
export function spaced(text: string): string {
  const { text: masked, unmask } = mask(text);
  return unmask(panguSpacing(masked));
}

/** The few characters around the first place two texts differ. */
function around(before: string, after: string): [string, string] {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  let endB = before.length;
  let endA = after.length;
  while (endB > start && endA > start && before[endB - 1] === after[endA - 1]) {
    endB--;
    endA--;
  }
  const from = Math.max(0, start - 8);
  return [before.slice(from, endB + 8), after.slice(from, endA + 8)];
}

/** Rules that are a search and a replacement. */
const REPLACEMENTS: Array<{ rule: string; find: RegExp; fix: (m: string, ...groups: string[]) => string }> = [
  {
    rule: 'half-width punctuation in a Chinese sentence: use the full-width mark',
    find: new RegExp(`(${HAN})([,;:!?])|([,;!?])(?=${HAN})|(${HAN})\\.(?=\\s|$)`, 'gu'),
    fix: (m) =>
      m
        .replace(',', '，')
        .replace(';', '；')
        .replace(':', '：')
        .replace('!', '！')
        .replace('?', '？')
        .replace('.', '。'),
  },
  {
    rule: 'half-width brackets in a Chinese sentence: use （ ）',
    find: new RegExp(`\\((?=[^()]*${HAN})([^()]*)\\)|(?<=${HAN}\\s*)\\(([^()]*)\\)|\\(([^()]*)\\)(?=\\s*${HAN})`, 'gu'),
    fix: (_m, a, b, c) => `（${(a ?? b ?? c ?? '').trim()}）`,
  },
  {
    rule: 'straight quotes around Chinese: use “ ” (and ‘ ’ inside them)',
    find: new RegExp(`["'](?=[^"']*${HAN})([^"']*)["']`, 'gu'),
    fix: (_m, inner) => `“${inner}”`,
  },
  {
    rule: 'corner brackets are not mainland usage: use “ ”',
    find: /[「『]([^」』]*)[」』]/gu,
    fix: (_m, inner) => `“${inner}”`,
  },
  {
    rule: 'the Chinese ellipsis is two ……',
    find: new RegExp(`(?<!…)(…|\\.{3})(?!…)`, 'gu'),
    fix: () => '……',
  },
  {
    rule: 'the Chinese dash is two ——',
    find: new RegExp(`(?<!—)—(?!—)|(?<=${HAN}\\s*)--(?=\\s*${HAN})`, 'gu'),
    fix: () => '——',
  },
  {
    rule: 'a path of labels in Chinese is “设置”>“付款”, as Apple’s Chinese help writes it (› is a Latin guillemet)',
    find: /\s*›\s*/gu,
    fix: () => '>',
  },
  {
    rule: 'no ideographic space (U+3000): end the phrase with a mark, or use a new line',
    find: /\u3000/gu,
    fix: () => '；',
  },
  {
    rule: 'no space between Chinese characters, or around a full-width mark',
    find: new RegExp(`(?<=[\\p{Script=Han}${FULL_WIDTH}]) +(?=[\\p{Script=Han}${FULL_WIDTH}])`, 'gu'),
    fix: () => '',
  },
  {
    rule: 'large numbers in Chinese are written with 万 (2 万, 30 万), smaller ones without separators (6000)',
    find: new RegExp(`(?<![\\d,.:/#@-])(\\d{1,3}(?:,\\d{3})+|\\d{5,})(\\+?)(?![\\d,.:/-])(\\s(?=${HAN}))?`, 'gu'),
    fix: (m, digits, plus) => {
      const n = Number(digits!.replace(/,/g, ''));
      if (n >= 10_000 && n % 1000 === 0) return `${n / 10_000} 万${plus ? '多' : ''}`;
      return m.replace(digits!, String(n));
    },
  },
  {
    rule: 'a range of numbers takes one sign, the full-width ～ (GB/T 15834): 6～12, 2023～2026',
    find: /(?<![\d.:/#-])(\d+)\s?[-–~〜]\s?(\d+)(?![\d.:/-])/gu,
    fix: (m, from, to) => (Number(from) < Number(to) ? `${from}～${to}` : m),
  },
  {
    rule: 'a range of spinal segments takes ～ as a range of numbers does (GB/T 15834): C5～C6, L4～S1',
    find: /(?<![\w-])([CTLS]\d{1,2})\s?[-–—~〜]\s?([CTLS]\d{1,2})(?!\w)/gu,
    fix: (_m, from, to) => `${from}～${to}`,
  },
  {
    rule: 'no seconds in a sentence: a time is HH:mm',
    find: /\b(\d{1,2}:\d{2}):\d{2}\b/gu,
    fix: (_m, hm) => hm!,
  },
  {
    rule: 'the reader is addressed as 您',
    find: /你(?!们)/gu,
    fix: () => '您',
  },
  {
    rule: 'the reader is addressed as 您',
    find: /你们/gu,
    fix: () => '您',
  },
];

/** The names of documents a sentence cites: written in 《》 (GB/T 15834), as every mainland sign-in page does. */
const DOCUMENTS =
  /(使用条款|隐私政策|用户协议|服务协议|个人信息保护法|消费者权益保护法|网络交易监督管理办法|儿童个人信息网络保护规定|网络安全法|数据安全法)/gu;

/** A document's name in a sentence, outside 《》 and outside “ ” (where it is a label the reader clicks). */
function documentNameProblems(text: string): Problem[] {
  if (!/[。，；：！？]/u.test(text)) return [];
  const bare = text.replace(/《[^》]*》|“[^”]*”/gu, (m) => '□'.repeat(m.length));
  return [...bare.matchAll(DOCUMENTS)].map((m) => ({
    rule: 'a document’s name in a sentence is written in 《》',
    found: text.slice(Math.max(0, m.index - 6), m.index + m[0].length + 6),
    fix: `${text.slice(Math.max(0, m.index - 6), m.index)}《${m[0]}》${text.slice(m.index + m[0].length, m.index + m[0].length + 6)}`,
  }));
}

/** Every typography problem of one text. `errorMessage`: the text is a validation or error message. */
export function typographyProblems(text: string, { errorMessage = false } = {}): Problem[] {
  if (!hasHan(text)) return [];
  const problems: Problem[] = [];
  const { text: masked, unmask } = mask(text);
  // Spacing between Chinese and Latin letters or digits: pangu's rule, everywhere.
  const wanted = panguSpacing(masked);
  if (wanted !== masked) {
    const [found, fix] = around(unmask(masked), unmask(wanted));
    problems.push({ rule: 'one space between Chinese and Latin letters or digits (pangu)', found, fix });
  }
  for (const { rule, find, fix } of REPLACEMENTS) {
    for (const match of masked.matchAll(find)) {
      const index = match.index;
      const replaced = fix(match[0], ...(match.slice(1) as string[]));
      if (replaced === match[0]) continue;
      // A few characters either side, widened to whole words so no stand-in is cut.
      let start = Math.max(0, index - 6);
      let end = Math.min(masked.length, index + match[0].length + 6);
      while (start > 0 && /\w/.test(masked[start - 1]!) && /\w/.test(masked[start]!)) start--;
      while (end < masked.length && /\w/.test(masked[end - 1]!) && /\w/.test(masked[end]!)) end++;
      const found = unmask(masked.slice(start, end));
      problems.push({
        rule,
        found,
        fix: unmask(masked.slice(start, index) + replaced + masked.slice(index + match[0].length, end)),
      });
    }
  }
  problems.push(...documentNameProblems(text));
  if (errorMessage && /[!！]/.test(text))
    problems.push({
      rule: 'no exclamation mark in a validation or error message: end it with 。 or nothing',
      found: text,
      fix: text.replace(/！$/, '。').replace(/[!！]/g, '。'),
    });
  return problems;
}
