import type { Deps } from '../services/deps.js';
import { catalogRoutes, contentRoutes } from './catalog.js';
import { commonRoutes } from './common.js';
import { orderRoutes } from './order.js';
import { passportRoutes } from './passport.js';
import { userRoutes } from './user.js';

/** The public API's handlers, as the contract nests them (the fake server's and the static demo's). */
export const apiRoutes = (deps: Deps) => ({
  passport: passportRoutes(deps),
  user: userRoutes(deps),
  order: orderRoutes(deps),
  common: commonRoutes(deps),
  content: contentRoutes(deps),
  catalog: catalogRoutes(deps),
});
