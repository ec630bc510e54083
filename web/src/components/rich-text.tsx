import { Fragment, type ReactElement, cloneElement } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A translated sentence whose marked words (`I accept the <policy>privacy policy</policy>.`) are
 * drawn by the given elements: what react-i18next's Trans did for this site's texts (named tags,
 * not nested), in a few lines instead of Trans and its HTML parser on every page
 * (docs/decisions/083). A tag without an element stays text.
 */
export function RichText({ text, components }: { text: string; components: Record<string, ReactElement> }) {
  const parts: Array<ReactElement | string> = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    const element = components[name];
    if (!element) continue;
    parts.push(text.slice(last, match.index));
    parts.push(cloneElement(element, { key: parts.length }, inner));
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts.map((part, i) => (typeof part === 'string' ? <Fragment key={i}>{part}</Fragment> : part))}</>;
}
