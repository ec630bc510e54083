/** Every cn text of the site: one JSON file per feature (so features can be worked on apart), one chunk per language. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./*.json', { eager: true });

export default Object.fromEntries(
  Object.entries(files).map(([path, mod]) => [path.replace(/^\.\/(.*)\.json$/, '$1'), mod.default]),
) as Record<string, Record<string, unknown>>;
