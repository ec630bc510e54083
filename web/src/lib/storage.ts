import { basePath } from './base-path';

/**
 * A key of this site's browser storage: below a path (a static demo published in a folder), the
 * folder's own, so two demos on one origin keep two sign-ins; at an origin's root the plain name
 * (docs/decisions/120).
 */
export const storageKey = (name: string) => (basePath ? `${basePath}/${name}` : name);

/**
 * Browser storage, safe where there is none (prerendering) or where it throws (private modes).
 * Never holds a password (requirements D5).
 */
const NAMES = {
  token: 'ma.token',
  user: 'ma.user',
  language: 'ma.language',
  email: 'ma.email',
  referrer: 'ma.referrer',
  ribbon: 'ma.demoRibbon',
  demoWorld: 'ma.demoWorld',
} as const;
const KEYS = Object.fromEntries(Object.entries(NAMES).map(([k, name]) => [k, storageKey(name)])) as Record<
  keyof typeof NAMES,
  string
>;

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function get(kind: 'local' | 'session', key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function set(kind: 'local' | 'session', key: string, value: string | null) {
  try {
    if (value === null) area(kind)?.removeItem(key);
    else area(kind)?.setItem(key, value);
  } catch {
    // Storage full or denied: the app keeps working with in-memory state.
  }
}

export const storage = {
  token: () => get('local', KEYS.token),
  setToken: (token: string | null) => set('local', KEYS.token, token),
  /** Who the token belongs to (the login answer's user: id and e-mail), as JSON. */
  user: () => get('local', KEYS.user),
  setUser: (user: string | null) => set('local', KEYS.user, user),
  language: () => get('local', KEYS.language),
  setLanguage: (language: string) => set('local', KEYS.language, language),
  /** The remembered account e-mail (never the password). */
  email: () => get('local', KEYS.email),
  setEmail: (email: string | null) => set('local', KEYS.email, email),
  referrer: () => get('session', KEYS.referrer),
  setReferrer: (routeName: string) => set('session', KEYS.referrer, routeName),
  /** Whether the demo ribbon was folded away (demo builds). */
  ribbonFolded: () => get('local', KEYS.ribbon) === 'folded',
  setRibbonFolded: (folded: boolean) => set('local', KEYS.ribbon, folded ? 'folded' : null),
  /** The static demo's world this browser last saw (its worker names it on every answer). */
  demoWorld: () => get('local', KEYS.demoWorld),
  setDemoWorld: (id: string) => set('local', KEYS.demoWorld, id),
};
