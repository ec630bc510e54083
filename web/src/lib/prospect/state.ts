import { proxy, ref } from 'valtio';
import { type Language, isLanguage } from '#contract/language.js';
import type { ProspectLink } from '#contract/prospect-link.js';
import { storageKey } from '../storage';

/** Kept here, not in lib/storage.ts: a production build carries no word of it. */
const KEY = /* @__PURE__ */ storageKey('ma.prospect');
const stored = {
  get: () => {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  set: (value: string) => {
    try {
      localStorage.setItem(KEY, value);
    } catch {
      // Storage full or denied: the record lives in memory for this visit.
    }
  },
};

/**
 * The prospect link this browser opened (docs/decisions/177): which world (`key`, the link's
 * payload: a static demo's document, or a stored world's id), whom it opens the site as, in which
 * language, for which organisation. Kept so that the same link opened again keeps the visitor's
 * clicks, another link asks first, and the ribbon's "Start again" brings the world back.
 */
export type ProspectRecord = { key: string; as: string | null; language: Language | null; organisation: string | null };

function storedRecord(): ProspectRecord | null {
  try {
    const record = JSON.parse(
      (typeof window === 'undefined' ? null : stored.get()) ?? 'null',
    ) as Partial<ProspectRecord> | null;
    if (typeof record?.key !== 'string') return null;
    return {
      key: record.key,
      as: typeof record.as === 'string' ? record.as : null,
      language: isLanguage(record.language) ? record.language : null,
      organisation: typeof record.organisation === 'string' ? record.organisation : null,
    };
  } catch {
    return null;
  }
}

/**
 * What the demo's prospect parts share (demo builds only): the record; a link waiting for the
 * visitor's word before it replaces the world in this browser; a link that could not open (its
 * message, in the visitor's language); which of the ribbon's dialogs is open.
 */
export const prospect = /* @__PURE__ */ proxy({
  record: /* @__PURE__ */ storedRecord(),
  question: null as ProspectLink | null,
  problem: null as string | null,
  dialog: null as 'inbox' | 'restart' | null,
});

export function keepRecord(record: ProspectRecord) {
  prospect.record = record;
  stored.set(JSON.stringify(record));
}

/** A link that waits for the visitor's word (kept as it is, not watched: it may hold a whole document). */
export const askAbout = (link: ProspectLink) => (prospect.question = ref(link));

/**
 * Whether the visitor sees the demo as a prospect (the prospect ribbon and inbox, no developer
 * dashboard): they arrived by a prospect link, or the build says every visitor is one
 * (VITE_PUBLIC_DEMO=on, a public demo).
 */
export const prospectView = (record: ProspectRecord | null) =>
  import.meta.env.VITE_PUBLIC_DEMO === 'on' || record !== null;
