/**
 * Mantine's ThemeIcon, as valid HTML: a span (these icons sit in phrasing content such as a list
 * item's icon, where a div may not go), its colour and radius as the CSS variables Mantine makes of
 * them (Mantine 9.7 also writes `color` and `radius` on the element as attributes HTML does not
 * have). The light twin writes exactly that (docs/decisions/153), without Mantine's runtime.
 */
export { ThemeIcon } from './light/icons';
