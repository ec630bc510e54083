import type { Store } from '../db/store.js';
import type { Clock } from './clock.js';
import type { Limiter } from './limiter.js';
import type { Mailer } from './mailer.js';
import type { PasswordHasher } from './secrets.js';

/** What every service works with; built once per app by buildApp. */
export type Deps = {
  store: Store;
  clock: Clock;
  mailer: Mailer;
  hasher: PasswordHasher;
  limiter: Limiter;
  /** Where links in e-mails point and where the link endpoints redirect to. */
  webOrigin: string;
  uploadDir: string;
};

/** The next id of a sequence kept in the database. */
export function nextId(deps: Pick<Deps, 'store'>, seq: keyof Deps['store']['data']['seq']): number {
  deps.store.data.seq[seq] += 1;
  return deps.store.data.seq[seq];
}
