import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What a reader sees cut, squeezed or left empty on the page as it is now (issue 54), each as one
 * line naming the element and its geometry:
 * - the document scrolls sideways;
 * - text cut by a box that hides its overflow (a label ending in an ellipsis, a line-clamped
 *   summary, a button too narrow for its label), where the text is partly inside the box: text
 *   wholly outside (a carousel's other slides) is scrolled away, not cut;
 * - a frame shorter or narrower than its (same-origin) document: the document would scroll
 *   inside the page;
 * - "e-mail" broken after its hyphen at the end of a line;
 * - a Chinese heading leaving one character alone on its last line;
 * - an empty band before the footer: more than 120 px between the last thing the page draws and
 *   the footer, unless the page's content sits in the middle of the screen's space.
 * Hidden things (aria-hidden, hidden, inert, display none, visibility hidden, visually hidden
 * boxes of a pixel or two) are not looked at.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const round = (n: number) => Math.round(n);
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 48);
      const label = el.getAttribute('aria-label');
      return `<${el.tagName.toLowerCase()}> "${text || label || ''}"`;
    };
    const hiddenCache = new Map<Element, boolean>();
    const hidden = (el: Element | null): boolean => {
      if (!el) return false;
      const known = hiddenCache.get(el);
      if (known !== undefined) return known;
      const style = getComputedStyle(el);
      const result =
        el.getAttribute('aria-hidden') === 'true' ||
        el.hasAttribute('hidden') ||
        el.hasAttribute('inert') ||
        style.display === 'none' ||
        style.visibility === 'hidden' ||
        hidden(el.parentElement);
      hiddenCache.set(el, result);
      return result;
    };
    const clips = (overflow: string) => overflow !== 'visible';
    const textRect = (node: Text) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect();
    };
    const cjk = /[\u3400-\u9fff]/;

    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`the document scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px`);

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const cutBy = new Set<Element>();
    const texts: Array<{ node: Text; rect: DOMRect }> = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const el = node.parentElement;
      if (!el || !node.data.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName) || hidden(el))
        continue;
      const r = textRect(node);
      if (r.width === 0 && r.height === 0) continue;
      texts.push({ node, rect: r });
      for (let box: Element | null = el; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const cx = clips(style.overflowX);
        const cy = clips(style.overflowY);
        if (!cx && !cy) continue;
        const b = box.getBoundingClientRect();
        if (b.width <= 2 || b.height <= 2) break; // visually hidden on purpose
        const left = b.left + box.clientLeft;
        const top = b.top + box.clientTop;
        const right = left + box.clientWidth;
        const bottom = top + box.clientHeight;
        if (r.right <= left || r.left >= right || r.bottom <= top || r.top >= bottom) break;
        const cutX = cx && (r.left < left - 1 || r.right > right + 1);
        const cutY = cy && (r.top < top - 1 || r.bottom > bottom + 1);
        if ((cutX || cutY) && !cutBy.has(box)) {
          cutBy.add(box);
          problems.push(
            `text cut ${cutX ? 'at its side' : 'at its top or bottom'} by ${describe(box)}: the text spans ` +
              `${round(r.left)}-${round(r.right)} x ${round(r.top)}-${round(r.bottom)}, the box ` +
              `${round(left)}-${round(right)} x ${round(top)}-${round(bottom)}`,
          );
        }
        if (cutX || cutY) break;
      }
    }

    // "e-mail" (with a hyphen or a non-breaking one) whose two halves sit on two lines.
    for (const { node } of texts) {
      for (const match of node.data.matchAll(/\b[eE][-\u2011]mail/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((r) => round(r.top)));
        if (tops.size > 1) problems.push(`"${match[0]}" broken across two lines in ${describe(node.parentElement!)}`);
      }
    }

    // A Chinese heading's last line holding a single character.
    for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
      const box = heading.getBoundingClientRect();
      if (hidden(heading) || box.width <= 2 || box.height <= 2 || !cjk.test(heading.textContent ?? '')) continue;
      const chars: Array<{ top: number; char: string }> = [];
      const headingText = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = headingText.nextNode() as Text | null; node; node = headingText.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          if (!node.data[i]!.trim() || /[\u200b]/.test(node.data[i]!)) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0) chars.push({ top: round(rect.top), char: node.data[i]! });
        }
      }
      const lines = [...new Set(chars.map((c) => c.top))];
      if (lines.length < 2) continue;
      const last = chars.filter((c) => c.top === lines[lines.length - 1]);
      // A lone punctuation mark hangs after its line's text; one character of a word is alone.
      const letters = last.filter((c) => !/[\p{P}]/u.test(c.char));
      if (letters.length === 1 && cjk.test(letters[0]!.char))
        problems.push(`"${letters[0]!.char}" alone on the last line of ${describe(heading)}`);
    }

    // Frames as tall and as wide as their documents.
    for (const frame of document.querySelectorAll('iframe')) {
      if (hidden(frame)) continue;
      const doc = frame.contentDocument;
      if (!doc?.documentElement || doc.location.href === 'about:blank') continue;
      const height = Math.ceil(doc.documentElement.getBoundingClientRect().height);
      const width = doc.documentElement.scrollWidth;
      // A viewer that fits in the screen (the product frame page's app) may scroll itself; a frame
      // taller than the screen is read with the page and must hold its whole document.
      if (frame.getBoundingClientRect().height <= window.innerHeight) continue;
      if (height > frame.clientHeight + 1)
        problems.push(`the frame "${frame.title}" is ${frame.clientHeight} px tall for a ${height} px document`);
      if (width > frame.clientWidth + 1)
        problems.push(`the frame "${frame.title}" is ${frame.clientWidth} px wide for a ${width} px document`);
    }

    // No empty band before the footer.
    const main = document.querySelector('main');
    const footer = document.querySelector('footer');
    const header = document.querySelector('header');
    if (main && footer && !hidden(footer)) {
      const painted = (el: Element) => {
        const style = getComputedStyle(el);
        const background = style.backgroundColor;
        const coloured =
          !/rgba\(.*, 0\)$|transparent/.test(background) && !/^rgba?\(255, 255, 255(, 1)?\)$/.test(background);
        return (
          coloured ||
          style.backgroundImage !== 'none' ||
          (parseFloat(style.borderBottomWidth) > 0 && !/rgba\(.*, 0\)$/.test(style.borderBottomColor)) ||
          ['IMG', 'SVG', 'VIDEO', 'CANVAS', 'IFRAME', 'INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(
            el.tagName.toUpperCase(),
          )
        );
      };
      let contentTop = Infinity;
      let contentBottom = -Infinity;
      const take = (r: DOMRect) => {
        if (r.width === 0 || r.height === 0) return;
        contentTop = Math.min(contentTop, r.top);
        contentBottom = Math.max(contentBottom, r.bottom);
      };
      for (const { node, rect } of texts) if (main.contains(node)) take(rect);
      for (const el of main.querySelectorAll('*')) if (!hidden(el) && painted(el)) take(el.getBoundingClientRect());
      const footerTop = footer.getBoundingClientRect().top;
      const below = footerTop - contentBottom;
      const above = contentTop - (header?.getBoundingClientRect().bottom ?? main.getBoundingClientRect().top);
      if (contentBottom > -Infinity && below > 120 && Math.abs(below - above) > 40)
        problems.push(
          `an empty band of ${round(below)} px before the footer (the page's content ends ${round(below)} px above it ` +
            `and starts ${round(above)} px below the header)`,
        );
    }
    return problems;
  });
}

/** The page, as it settles (a frame growing to its document, a font arriving), has none of the problems above. */
export async function expectLaidOut(page: Page, label: string) {
  await expect.poll(() => layoutProblems(page), { message: `${label}: layout`, timeout: 4000 }).toEqual([]);
}
