import { proxy } from 'valtio';
import type { SoftwareItem } from '#contract/entities.js';

/** Header visibility flags and the catalogue lists the product pages share (requirements R3). */
export const ui = proxy({
  /** The top bar (App Download, About, Contact): hidden past 40 px of scroll. */
  topBarHidden: false,
  /** The whole navigation: hidden on the product-detail frame page. */
  navHidden: false,
  softList: [] as SoftwareItem[],
});
