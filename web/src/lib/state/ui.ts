import { proxy } from 'valtio';
import type { SoftwareItem } from '#contract/entities.js';

/** Header visibility flags and the catalogue lists the product pages share (requirements R3). */
export const ui = proxy({
  /** The top bar (App Download, About, Contact): hidden past 40 px of scroll. */
  topBarHidden: false,
  /** The whole navigation: hidden on the product-detail frame page. */
  navHidden: false,
  /**
   * A page's primary action, which the header shows on a phone once the page's own has scrolled
   * away (the home page's "Start for free", docs/decisions/185): null when the page has none.
   */
  pageAction: null as { href: string; label: string; shown: boolean } | null,
  softList: [] as SoftwareItem[],
});
