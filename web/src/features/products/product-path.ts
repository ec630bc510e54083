import { pathTo } from '../../app/paths';
import { positiveId } from '../../lib/paging';

/** The package id 'get started' always opens (requirements R2): Muscle and Movement's software. */
export const MUSCLE_PACKAGE_PID = '1';
/** The package whose ViewDetail loads the fixed anatomy web path instead of a software item. */
export const ANATOMY_PID = '3';

/**
 * The route title of a software item: the text before '(' (or the full-width '（' of Chinese
 * titles), trimmed, spaces as hyphens. 'Muscle Movement Analysis (3D)' -> 'Muscle-Movement-Analysis'.
 */
export function titleSlug(title: string): string {
  return title.split(/[(（]/)[0]!.trim().replace(/\s+/g, '-');
}

/** Where 'get started' goes: /product-detail/<slug>?pid=1&sid=<item id>. */
export function detailPath(item: { id: string; title: string }, pid: string = MUSCLE_PACKAGE_PID): string {
  return `${pathTo('ViewDetail', { title: titleSlug(item.title) })}?pid=${pid}&sid=${item.id}`;
}

/** The route title back as words, for the frame's title when no item names it (pid 3). */
export const slugWords = (slug: string) => decodeURIComponent(slug).replace(/-/g, ' ').trim();

/**
 * The query of ViewDetail: the package and software ids (digits, as ids are read), from `pid`/`sid` or,
 * in links of the apps and older e-mails, `id`/`sId` (with a random `new` that only asks for a
 * fresh frame load). A pair missing from one form is taken from the other; null when neither has
 * both (then the page is a 404).
 */
export function readDetailQuery(search: string): { pid: string; sid: string; fresh: string | null } | null {
  const params = new URLSearchParams(search);
  const idPair = { pid: positiveId(params.get('id')), sid: positiveId(params.get('sId')) };
  const pair =
    idPair.pid !== null && idPair.sid !== null
      ? idPair
      : { pid: positiveId(params.get('pid')), sid: positiveId(params.get('sid')) };
  if (pair.pid === null || pair.sid === null) return null;
  return { pid: pair.pid, sid: pair.sid, fresh: params.get('new') };
}

/**
 * The anatomy web path of pid 3, from configuration (VITE_ANATOMY_PATH): the real viewer in
 * production, the fake server's stand-in in development and demo builds (.env.demo; the dev server runs in that mode).
 */
export const anatomyPath = (): string => import.meta.env.VITE_ANATOMY_PATH ?? '';
