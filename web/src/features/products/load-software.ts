import type { SoftwareItem, SoftwarePackage } from '#contract/entities.js';
import { callOk } from '../../lib/api/call';
import { ui } from '../../lib/state/ui';

const api = () => import('../../lib/api/client').then((m) => m.client);

/** The packages (kept in ui.products), or null when they could not be loaded (already reported). */
export async function loadPackages(): Promise<SoftwarePackage[] | null> {
  const client = await api();
  const body = await callOk(() => client.catalog.softwarePackages({ query: {} }));
  if (!body) return null;
  ui.products = body.data.list;
  return body.data.list;
}

/** One package's software (page 1, size 99: requirements R9), kept in ui.softList. */
export async function loadSoftware(softwarePackageId: number): Promise<SoftwareItem[] | null> {
  const client = await api();
  const body = await callOk(() => client.catalog.softwareList({ query: { softwarePackageId, page: 1, size: 99 } }));
  if (!body) return null;
  ui.softList = body.data.list;
  return body.data.list;
}

/** The Muscle and Movement catalogue: its package (domain 1) and that package's software. */
export async function loadMuscleCatalogue(): Promise<{ pkg: SoftwarePackage | null; items: SoftwareItem[] } | null> {
  const packages = await loadPackages();
  if (!packages) return null;
  const pkg = packages.find((p) => p.domainId === 1) ?? packages[0] ?? null;
  if (!pkg) return { pkg: null, items: [] };
  const items = await loadSoftware(pkg.id);
  return items ? { pkg, items } : null;
}
