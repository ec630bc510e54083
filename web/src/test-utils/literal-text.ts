/** Helpers for the tests that find text not taken from the translation files. */
export type Tree = { [key: string]: string | Tree };

/** The same translation tree with every text emptied. */
export const blank = (tree: Tree): Tree =>
  Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, typeof v === 'string' ? '' : blank(v)]));

/** Letters (Latin or CJK) in visible text and in the attributes people hear or see. */
export function renderedLetters(allowed: string[] = []): string {
  const attributes = [...document.body.querySelectorAll('[alt],[aria-label],[title],[placeholder]')].flatMap((el) =>
    ['alt', 'aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
  );
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('style,script,noscript')) texts.push(node.textContent ?? '');
  }
  let text = [...texts, ...attributes].join(' ');
  for (const word of allowed) text = text.split(word).join(' ');
  return text.replace(/[^A-Za-z\u4e00-\u9fff]+/g, ' ').trim();
}
