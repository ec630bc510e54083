import { paths } from '../../app/paths';
import { referrerPath, safeBackUrl } from '../../components/auth-shared/back-url';

/** Where a fresh login goes (requirements R4): `backUrl` (a path of this site), else the referrer, else Home. */
export function loginDestination(search: string, referrer: string | null): string {
  return safeBackUrl(new URLSearchParams(search).get('backUrl')) ?? referrerPath(referrer) ?? paths.Home;
}
