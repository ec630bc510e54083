/**
 * The API's answers a page was prerendered with (site-build/prerender.ts), keyed by call. The page
 * shows them at once, in the build's render and again while the app hydrates, and asks the API
 * afresh behind them (docs/decisions/019).
 */
const PAGE_DATA_ID = 'page-data';

let answers: Record<string, unknown> = {};

export function setPageData(data: Record<string, unknown>) {
  answers = data;
}

export function pageDataOf<T>(key: string): T | undefined {
  return answers[key] as T | undefined;
}

/** The answers as the data block a prerendered page carries (a data block is not a script: the CSP allows it). */
export function pageDataBlock(data: Record<string, unknown>): string {
  if (Object.keys(data).length === 0) return '';
  return `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** Reads the answers a prerendered page carries; true when it carries any. */
export function readPageData(): boolean {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return false;
  try {
    answers = JSON.parse(text) as Record<string, unknown>;
    return true;
  } catch {
    return false;
  }
}

/** Once a screen has shown an answer, later visits to it load afresh. */
export function forgetPageData(key: string) {
  delete answers[key];
}
