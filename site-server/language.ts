export type SiteLanguage = 'en' | 'cn';

/** The ma_lang cookie the app sets when the visitor switches language. */
const cookieLanguage = (cookie: string | undefined): SiteLanguage | null => {
  const match = /(?:^|;\s*)ma_lang=(en|cn)(?:;|$)/.exec(cookie ?? '');
  return (match?.[1] as SiteLanguage | undefined) ?? null;
};

/** The language the browser prefers most among ours (Chinese of any region, or English), or null. */
export function acceptedLanguage(header: string | undefined): SiteLanguage | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .map((p) => p.trim())
          .find((p) => p.startsWith('q='))
          ?.slice(2) ?? 1,
      );
      return { tag, q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((l) => l.q > 0 && (l.tag.startsWith('zh') || l.tag.startsWith('en')))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const best = ranked[0];
  return best ? (best.tag.startsWith('zh') ? 'cn' : 'en') : null;
}

/**
 * The language of the prerendered page to send: `?lang=` first, then the ma_lang cookie, then the
 * browser's Accept-Language, else English.
 */
export function pageLanguage(request: {
  query?: unknown;
  headers: { cookie?: string; 'accept-language'?: string };
}): SiteLanguage {
  const query = (request.query as { lang?: unknown } | undefined)?.lang;
  if (query === 'en' || query === 'cn') return query;
  return cookieLanguage(request.headers.cookie) ?? acceptedLanguage(request.headers['accept-language']) ?? 'en';
}
