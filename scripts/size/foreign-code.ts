import { routeNameOf } from '../../web/src/app/paths.js';
import { routeManifest, routeNames } from '../../web/src/app/route-manifest.js';

/** The build's `.vite/manifest.json`: each source of an entry or chunk and the file it went into. */
export type ChunkManifest = Record<string, { file: string; src?: string }>;

/** Code that loads when it is used, never with a page: dialogs, the lightbox, the phone menu, the avatar cropper. */
const ON_USE = [/node_modules\/cropperjs\//, /-dialog\.tsx$/, /\/image-lightbox\.tsx$/, /\/mobile-menu\.tsx$/];

/**
 * The script files a first load of `path` must not fetch, each with the source that makes it
 * foreign: a chunk holding another page's file of the route manifest (a page shares its file's
 * chunk with the routes of the same file), or code that loads on use.
 */
export function foreignCode(manifest: ChunkManifest, path: string): Map<string, string> {
  const name = routeNameOf(path.split('?')[0]!);
  if (!name) throw new Error(`No route of the manifest for ${path}`);
  const own = `src/features/${routeManifest[name].page}.tsx`;
  const otherPages = new Set(
    routeNames.map((n) => `src/features/${routeManifest[n].page}.tsx`).filter((p) => p !== own),
  );
  const foreign = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = chunk.src ?? key;
    if (otherPages.has(source) || ON_USE.some((pattern) => pattern.test(source))) foreign.set(`/${chunk.file}`, source);
  }
  return foreign;
}
