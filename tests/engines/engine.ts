/**
 * What a journey needs from a browser, whatever drives it (issue 24, docs/decisions/080): Safari's
 * engine through WebKitWebDriver (selenium-webdriver), Firefox through WebDriver BiDi
 * (puppeteer-core). Elements are found as a person names them: by role and accessible name,
 * or by label, with one in-page query both drivers run.
 */
export type Role = 'button' | 'link' | 'heading' | 'dialog' | 'menuitem' | 'tab' | 'textbox' | 'region' | 'img';
export type Target = { role: Role; name: string | RegExp; within?: Target } | { label: string };

export type Engine = {
  name: string;
  version: string;
  /** Opens a path of the site and waits until the app has taken the page over. */
  goto(path: string): Promise<void>;
  click(target: Target): Promise<void>;
  fill(target: Target, value: string): Promise<void>;
  /** Chooses a file in the page's file input, as the file dialog would. */
  chooseFile(path: string): Promise<void>;
  /** Waits (30 s unless told) until the script (a function body returning a value) answers truthy; answers it. */
  waitFor<T>(script: string, what: string, timeoutMs?: number): Promise<T>;
  /** Whether an element is there and shown. */
  visible(target: Target): Promise<boolean>;
  clearCookies(): Promise<void>;
  close(): Promise<void>;
};

/** A target as the in-page query takes it (regular expressions as source and flags). */
export const serialised = (target: Target): unknown =>
  'label' in target
    ? target
    : {
        role: target.role,
        name:
          typeof target.name === 'string'
            ? { text: target.name }
            : { source: target.name.source, flags: target.name.flags },
        within: target.within ? serialised(target.within) : undefined,
      };

/**
 * The in-page query: `find(target)` answers the first shown element with the role and accessible
 * name (aria-label, aria-labelledby, a label's text, or its text), or the form control of a label
 * in the page's main content.
 */
export const QUERY = `
const ROLES = {
  button: 'button, [role="button"], input[type="submit"]',
  link: 'a[href], [role="link"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  dialog: 'dialog, [role="dialog"]',
  menuitem: '[role="menuitem"]',
  tab: '[role="tab"]',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="password"], textarea',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  img: 'img[alt], [role="img"]',
};
const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
const nameOf = (el) => {
  if (el.getAttribute('aria-label')) return el.getAttribute('aria-label');
  const by = el.getAttribute('aria-labelledby');
  if (by) return by.split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  if (el.labels && el.labels[0]) return el.labels[0].textContent;
  if (el.tagName === 'IMG') return el.alt;
  return el.textContent;
};
const matches = (name, want) => {
  const text = (name ?? '').replace(/\\s+/g, ' ').trim();
  return want.text !== undefined ? text === want.text : new RegExp(want.source, want.flags).test(text);
};
function find(target, scope = document) {
  if (target.label) {
    // The page's own form, not the footer's newsletter field of the same name.
    for (const label of (document.querySelector('main') ?? scope).querySelectorAll('label')) {
      if (label.textContent.replace(/\\s+/g, ' ').trim().startsWith(target.label) && label.control && shown(label.control)) return label.control;
    }
    return null;
  }
  const root = target.within ? find(target.within, scope) : scope;
  if (!root) return null;
  for (const el of root.querySelectorAll(ROLES[target.role])) if (shown(el) && matches(nameOf(el), target.name)) return el;
  return null;
}
`;
