import type { SoftwareItem } from '#contract/entities.js';
import { callOk } from '../../lib/api/call';
import { ui } from '../../lib/state/ui';
import { MUSCLE_PACKAGE_PID } from './product-path';

const api = () => import('../../lib/api/client').then((m) => m.client);

/** One package's software (page 1, size 99: requirements R9), kept in ui.softList. */
export async function loadSoftware(softwarePackageId: string): Promise<SoftwareItem[] | null> {
  const client = await api();
  const body = await callOk(() => client.catalog.softwareList({ query: { softwarePackageId, page: 1, size: 99 } }));
  if (!body) return null;
  ui.softList = body.data.list;
  return body.data.list;
}

/**
 * The Muscle and Movement programs: the software of package 1, the package 'get started' opens
 * (requirements R2). The spec shows neither the packages' answer nor a product line on it, so the
 * page does not depend on that call.
 */
export const loadMuscleCatalogue = () => loadSoftware(MUSCLE_PACKAGE_PID);
