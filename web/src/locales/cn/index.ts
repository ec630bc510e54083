/**
 * Every cn text of the site at once, one JSON file per feature (so features can be worked on apart):
 * for the server render (entry-server.tsx) and tests. The browser loads base.ts with the app and a
 * page's own files with its chunk (lib/texts.ts), never this.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./*.json', { eager: true });

export default Object.fromEntries(
  Object.entries(files).map(([path, mod]) => [path.replace(/^\.\/(.*)\.json$/, '$1'), mod.default]),
) as Record<string, Record<string, unknown>>;
