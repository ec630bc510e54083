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

/**
 * Every variant of a glossary term in one text, a third party's own term (an exception) aside. A
 * variant matches the concept's word alone: what it needs around it to be that word (not the tail
 * of a compound: 机构名称 is an organisation's name, not a nickname) is a lookaround, outside the
 * match, so the fix replaces the word and keeps its neighbours.
 */
export function glossaryProblems(text: string): Problem[] {
  const problems: Problem[] = [];
  for (const entry of compiled) {
    // A placeholder ({{privacyEmail}}, ${name}, {max}) is code, not a word a reader meets.
    let rest = text.replace(/\{\{[^}]*\}\}|\$\{[^}]*\}|\{\w+\}/g, (m) => '□'.repeat(m.length));
    for (const exception of entry.exceptions ?? []) rest = rest.split(exception).join('□'.repeat(exception.length));
    // One finding per place: two variants of the same word (显示名称, 显示名) are one problem.
    const taken: Array<[number, number]> = [];
    for (const pattern of entry.patterns)
      for (const m of rest.matchAll(pattern)) {
        const at: [number, number] = [m.index, m.index + m[0].length];
        if (taken.some(([from, to]) => at[0] < to && from < at[1])) continue;
        taken.push(at);
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
