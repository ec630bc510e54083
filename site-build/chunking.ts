import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { type RouteEntry, routeManifest, routeNames } from '../web/src/app/route-manifest.js';

/** What the bundler tells about a module while it forms chunks. */
export type ModuleGraph = { getModuleInfo: (id: string) => { importers: readonly string[] } | null };

const fromRoot = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

/**
 * The libraries every page runs, and nothing else: a library only Mantine's components use (clsx)
 * goes with them. The bundler's runtime helpers (CommonJS interop, namespaces) are a chunk of their
 * own whatever the groups say: Rolldown takes them out of the groups so that no two chunks import
 * each other for them.
 */
const SHELL_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|wouter|regexparam|valtio|proxy-compare|i18next)\/|node_modules\/react-i18next\/dist\/es\/(?!Trans)/;
/** Mantine's context, which the app's root provides (its theme context is the app's own: docs/decisions/153). */
const SHELL_MANTINE = /node_modules\/@mantine\/core\/esm\/core\/MantineProvider\/Mantine\.context\.mjs$/;
/**
 * Mantine's runtime (its Box, styles API, theme: web/src/app/mantine-core.ts) for the pages and
 * parts that show a Mantine component: the public pages show its light twins instead
 * (docs/decisions/153), with the app's theme object, which only Mantine's components read, and
 * the components most of those parts show (the blog's pagination and the help pages' menu go with
 * their pages).
 */
const MANTINE =
  /\/web\/src\/(app\/mantine-core|theme)\.ts$|node_modules\/@mantine\/core\/esm\/(core|components\/(UnstyledButton|Group|Container|Paper|Title|Text|VisuallyHidden))\//;
/** The Mantine hooks a public page uses without Mantine's components (the carousel's reduced motion): not with them. */
const PUBLIC_HOOKS = /node_modules\/@mantine\/hooks\/esm\/(use-reduced-motion|use-media-query)\//;
const MAIN = fromRoot('web/src/main.tsx');
const pageFile = (name: (typeof routeNames)[number]) => fromRoot(`web/src/features/${routeManifest[name].page}.tsx`);
/** Every page file of the route manifest (some serve several routes). */
const PAGES = new Set(routeNames.map(pageFile));
/** Pages the route manifest puts in the first load instead of their own chunk. */
const SHELL_PAGES = new Set(
  routeNames.filter((name) => (routeManifest[name] as RouteEntry).chunk === 'shell').map(pageFile),
);
/** The light Card and Paper (docs/decisions/153): most public pages show one, and they are a few lines. */
const LIGHT_CARD = fromRoot('web/src/components/light/card.tsx');
/** Loaded by every page once it is on screen: the footer's newsletter form. */
const EVERY_PAGE_LATER = fromRoot('web/src/components/footer/newsletter-form.tsx');
const ROOTS = new Set([MAIN, ...PAGES, EVERY_PAGE_LATER]);
const OURS = /\/(web\/src|contract)\//;
const ASSET = /\.(svg|png|jpe?g|webp|avif)$/;
/**
 * The API client and the hook that loads with it, and what shows an answer (its loading and error
 * states, dates, pages, file addresses): wherever a page talks to the API it needs them.
 */
const API =
  /\/web\/src\/(lib\/(api\/|use-load\.ts$|file-ref\.ts$|format\.ts$|paging\.ts$)|components\/layout\/load-state\.tsx$)/;
/**
 * The public page kit (docs/decisions/070) but the article card, which brings the date library,
 * and the store links most of its pages show.
 */
const PUBLIC_KIT =
  /\/web\/src\/(components\/public\/public-(hero|section|steps|cta)\.tsx|components\/app-links\/app-links\.tsx|lib\/store-links\.ts)$/;

/**
 * The roots (the entry, page files, the footer's form) whose static imports reach `id`: walks up
 * its importers, stopping at a root. Our modules only: a library's barrel file imports everything
 * it exports, so walking up through one would find every root.
 */
function rootsOf(id: string, graph: ModuleGraph, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(id)) return found;
  seen.add(id);
  if (ROOTS.has(id)) found.add(id);
  else for (const importer of graph.getModuleInfo(id)?.importers ?? []) rootsOf(importer, graph, seen, found);
  return found;
}
const pagesReaching = (roots: Set<string>) => [...PAGES].filter((page) => roots.has(page)).length;

/** Whatever every page loads: the entry and its imports, the shell pages, what every page file imports, the footer's form. */
function everyPage(id: string, graph: ModuleGraph): boolean {
  const roots = rootsOf(id, graph);
  return (
    // The entry module too: the shell is the page's entry script (Vite's index.html then names the
    // shell and its imports as module scripts, not a file of a few lines importing them).
    roots.has(MAIN) ||
    [...SHELL_PAGES].some((page) => roots.has(page)) ||
    pagesReaching(roots) === PAGES.size ||
    roots.has(EVERY_PAGE_LATER) ||
    // A picture's address is a string, not code: one used by two pages rides along with all.
    (ASSET.test(id) && pagesReaching(roots) >= 2)
  );
}

/**
 * The chunks the route manifest calls for (docs/decisions/098), most important first: a module
 * goes into the first group that claims it, with whatever it imports that no earlier group took
 * (the bundler follows the imports that are used). Everything else is the bundler's own choice,
 * by the set of lazily loaded parts that use it: each page's own code in its chunk, the code two
 * pages share in a chunk of their own, the parts that load on use (dialogs, the cropper) apart.
 * - `lib`: the libraries every page runs (they change less often than our code: cached apart);
 * - `shell`: our code every page loads (the entry and its imports, the shell pages, what every page
 *   file imports, the footer's form) and the pictures' addresses that pages share;
 * - `api`: the API client, for the pages that call the API;
 * - `public-kit`: the public pages' hero, sections and steps.
 */
export const chunkGroups = [
  {
    name: 'lib',
    priority: 40,
    test: (id: string) => SHELL_LIBRARIES.test(id) || SHELL_MANTINE.test(id),
  },
  {
    name: (id: string, graph: ModuleGraph) =>
      OURS.test(id) && !MANTINE.test(id) && (id === LIGHT_CARD || everyPage(id, graph)) ? 'shell' : null,
    debugName: 'shell',
    priority: 30,
  },
  { name: 'media-query', priority: 27, test: PUBLIC_HOOKS },
  { name: 'mantine', priority: 26, test: MANTINE },
  { name: 'api', priority: 20, test: API },
  { name: 'public-kit', priority: 10, test: PUBLIC_KIT },
];

/**
 * The footer's form is imported lazily, but every page loads it: the shell holds it on purpose, so
 * the bundler's note that the lazy import moves nothing is not news. Every other log goes through.
 */
export const quietOnPurpose: NonNullable<Rolldown.InputOptions['onLog']> = (level, log, handler) => {
  if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.id === EVERY_PAGE_LATER) return;
  handler(level, log);
};
