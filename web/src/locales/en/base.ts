import common from './common.json';
import errors from './errors.json';
import footer from './footer.json';
import nav from './nav.json';
import newsletter from './newsletter.json';

/** The en texts every page shows (header, footer, newsletter form, error toasts): one small chunk. */
export default { common, errors, footer, nav, newsletter };
