import { paths } from '../../web/src/app/paths';
import { type RouteName, routeManifest, routeNames } from '../../web/src/app/route-manifest';

/** The manifest's routes whose path has a parameter. */
type Parametric = {
  [N in RouteName]: (typeof routeManifest)[N]['path'] extends `${string}:${string}` ? N : never;
}[RouteName];

/** Addresses the demo scenario has for each route with a parameter (a new one must be added here: the type asks). */
const SAMPLES: Record<Parametric, readonly string[]> = {
  ViewDetail: ['/product-detail/Muscle-Movement-Analysis?pid=1&sid=1'],
  BlogDetail: ['/blog-detail/1'],
  Active: ['/active/success', '/active/fail'],
};
const isParametric = (name: RouteName): name is Parametric => name in SAMPLES;

/** Every address of the site a visitor with this access opens, in manifest order (the a11y, shell and size runs). */
export const addresses = (access: 'public' | 'signed-in'): string[] =>
  routeNames
    .filter((name) => routeManifest[name].access === access)
    .flatMap((name) => (isParametric(name) ? [...SAMPLES[name]] : [paths[name]]));
