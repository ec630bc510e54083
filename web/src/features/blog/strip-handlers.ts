/**
 * Event-handler attributes (`onerror`, `onclick`...) taken out of an article's HTML as text,
 * before any DOM sees it (docs/decisions/130). Chromium checks an inline handler against the
 * page's Content-Security-Policy when the attribute is set on an element of any document tied to
 * the window, the inert ones included (DOMParser, `<template>`, createHTMLDocument, a sandboxed
 * frame): the policy blocks it, but logs a violation for each one. With none left, DOMPurify
 * parses and cleans the rest in its DOMParser document and no handler is ever created.
 *
 * This is not the sanitiser (DOMPurify is). It may remove too much, never too little: every
 * `<` followed by a letter, wherever it stands (text, a comment, an attribute's value, a script),
 * is read as the start of a tag the way the HTML tokenizer reads one, and each attribute of it
 * whose name begins with "on" is cut out; the cut is repeated until nothing changes, since a cut
 * may change how a later tag reads. Every start tag the browser's parser can make begins at one of
 * those places and is read the same way from there, so none of them keeps a handler.
 */

const SPACE = /[\t\n\f\r ]/;
const LETTER = /[A-Za-z]/;
/**
 * Characters a pass may read, per character of the text: an article reads each about twice; a text
 * made so that every tag runs to its end (`<a x<a x<a x...`) would take quadratic time.
 */
const READS_PER_CHARACTER = 40;

/** An article needs one pass, two when a cut changed how a later tag reads. */
const MAX_PASSES = 8;

class TooCostly extends Error {}

/** The [start, end) ranges of the event-handler attributes of the tag that opens at `lt`. */
function handlersOfTag(html: string, lt: number, budget: { reads: number }): [number, number][] {
  const cuts: [number, number][] = [];
  const from = lt;
  let i = lt + 1;
  while (i < html.length && !SPACE.test(html[i]!) && html[i] !== '/' && html[i] !== '>') i++;
  for (;;) {
    while (i < html.length && (SPACE.test(html[i]!) || html[i] === '/')) i++;
    if (i >= html.length || html[i] === '>') return cuts;
    // An attribute's name: its first character may be "=" (a parse error, kept in the name).
    const start = i;
    i++;
    while (i < html.length && !SPACE.test(html[i]!) && !'/>='.includes(html[i]!)) i++;
    const name = html.slice(start, i).toLowerCase();
    let j = i;
    while (j < html.length && SPACE.test(html[j]!)) j++;
    if (html[j] === '=') {
      j++;
      while (j < html.length && SPACE.test(html[j]!)) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        i = close === -1 ? html.length : close + 1;
      } else {
        i = j;
        while (i < html.length && !SPACE.test(html[i]!) && html[i] !== '>') i++;
      }
    }
    if (name.startsWith('on')) cuts.push([start, i]);
    budget.reads -= i - from;
    if (budget.reads < 0) throw new TooCostly();
  }
}

/** One pass: every handler attribute of every place a tag may start, cut out (each leaves a space). */
function stripOnce(html: string): string {
  const cuts: [number, number][] = [];
  const budget = { reads: READS_PER_CHARACTER * html.length + 10_000 };
  for (let lt = html.indexOf('<'); lt !== -1; lt = html.indexOf('<', lt + 1))
    if (LETTER.test(html[lt + 1] ?? '')) cuts.push(...handlersOfTag(html, lt, budget));
  if (cuts.length === 0) return html;
  cuts.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of cuts) {
    if (end <= at) continue;
    out += `${html.slice(at, Math.max(at, start))} `;
    at = end;
  }
  return out + html.slice(at);
}

/**
 * `html` without any attribute an HTML parser would make an event handler of; null when the text
 * is made to cost too much to read this way (the caller then shows its words only).
 */
export function withoutEventHandlers(html: string): string | null {
  let current = html;
  try {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const next = stripOnce(current);
      if (next === current) return current;
      current = next;
    }
    return null;
  } catch (error) {
    if (error instanceof TooCostly) return null;
    throw error;
  }
}
