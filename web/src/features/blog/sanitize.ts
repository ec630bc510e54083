import DOMPurify from 'dompurify';
import { apiAddress } from '../../lib/api/address';
import { withoutEventHandlers } from './strip-handlers';

let purify = DOMPurify;
let hooked = false;
let trusted: boolean | null = null;

/** Where no browser window is (the build's prerender), DOMPurify works in the DOM it is given. */
export function sanitizeIn(window: Parameters<typeof DOMPurify>[0]) {
  purify = DOMPurify(window);
  hooked = false;
  trusted = null;
}

/** Links that leave the site open in a new tab without handing it our window; images load lazily. */
function addHooks() {
  if (hooked) return;
  hooked = true;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG') {
      // Pictures the API serves itself are on its origin (production: not the site's).
      const src = node.getAttribute('src');
      if (src) node.setAttribute('src', apiAddress(src));
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

/**
 * Whether DOMPurify really sanitises in this DOM. Some DOM implementations (happy-dom, for one)
 * make it hand the input back untouched while claiming support; then we fail closed.
 */
function sanitiserWorks(): boolean {
  if (trusted === null) {
    // No event-handler attribute in the probe: Chromium reports those to the CSP even in inert documents.
    const probe = purify.isSupported
      ? purify.sanitize('<script>1</script><a href="javascript:1">a</a><p>ok</p>', CONFIG)
      : '';
    trusted = !/<script|javascript:/i.test(probe) && probe.includes('<p>ok</p>');
  }
  return trusted;
}

// Entities already in the HTML stay as they are (they render as text); stray brackets are escaped.
const escapeBrackets = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The fail-closed rendering: the article's words as plain paragraphs, no markup at all. */
export function textOnly(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const blocks = withoutCode
    .split(/<\/(?:p|h[1-6]|li|figcaption|blockquote)\s*>|<br\s*\/?>/i)
    .map((b) =>
      b
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  return blocks.map((b) => `<p>${escapeBrackets(b)}</p>`).join('');
}

/**
 * An article's HTML made safe to render (requirements D4): no scripts, no event handlers, no
 * javascript: links, no styles, forms or frames; structure, links and images stay. Its event
 * handlers are taken out as text first, so no document ever holds one (docs/decisions/130).
 */
export function sanitizeArticle(html: string | null | undefined): string {
  if (!html) return '';
  const inert = withoutEventHandlers(html);
  if (inert === null || !sanitiserWorks()) return textOnly(html);
  addHooks();
  return purify.sanitize(inert, CONFIG);
}
