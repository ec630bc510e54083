import { readFileSync } from 'node:fs';
import { type Problem, spaced } from './typography.js';

type Entry = { concept: string; term: string; reason: string; variants: string[]; exceptions?: string[] };

/** The glossary (scripts/chinese/glossary.json): one Chinese term per recurring concept. */
export const glossary = (
  JSON.parse(readFileSync(new URL('./glossary.json', import.meta.url), 'utf8')) as { entries: Entry[] }
).entries;

const compiled = glossary.map((entry) => ({
  ...entry,
  patterns: entry.variants.map((v) => new RegExp(v, 'gu')),
}));

/** Every variant of a glossary term in one text, a third party's own term (an exception) aside. */
export function glossaryProblems(text: string): Problem[] {
  const problems: Problem[] = [];
  for (const entry of compiled) {
    // A placeholder ({{privacyEmail}}, ${name}, {max}) is code, not a word a reader meets.
    let rest = text.replace(/\{\{[^}]*\}\}|\$\{[^}]*\}|\{\w+\}/g, (m) => '□'.repeat(m.length));
    for (const exception of entry.exceptions ?? []) rest = rest.split(exception).join('□'.repeat(exception.length));
    for (const pattern of entry.patterns)
      for (const m of rest.matchAll(pattern)) {
        const start = Math.max(0, m.index - 6);
        const end = m.index + m[0].length + 6;
        problems.push({
          rule: `glossary: ${entry.concept} is ${entry.term}`,
          found: text.slice(start, end),
          fix: `${spaced(`${text.slice(start, m.index)}${entry.term}${text.slice(m.index + m[0].length, end)}`)} (or reword)`,
        });
      }
  }
  return problems;
}
