import type { AppRoute } from '@ts-rest/core';
import { encodeQueryParams } from '@ts-rest/core';
import { checkAnswer } from '#contract/answers.js';
import { api } from '#contract/api.js';

export type CheckRow = {
  call: string;
  url: string;
  status: number | null;
  result: 'pass' | 'refused' | 'mismatch' | 'failed';
  detail: string;
};

type Probe = {
  call: string;
  route: AppRoute;
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  auth?: boolean;
};

/** The read-only calls a contract check makes; user-only ones need a sign-in. */
function probes(blogId: number | null, packageId: number | null): Probe[] {
  return [
    { call: 'content.blogList', route: api.content.blogList, query: { page: 1, size: 20 } },
    ...(blogId !== null ? [{ call: 'content.blogDetail', route: api.content.blogDetail, params: { id: blogId } }] : []),
    { call: 'catalog.softwarePackages', route: api.catalog.softwarePackages },
    {
      call: 'catalog.softwareList',
      route: api.catalog.softwareList,
      query: { page: 1, size: 99, ...(packageId !== null ? { softwarePackageId: packageId } : {}) },
    },
    { call: 'catalog.plans (domain 1)', route: api.catalog.plans, query: { client: 3, domainId: 1 } },
    { call: 'catalog.plans (domain 2)', route: api.catalog.plans, query: { client: 3, domainId: 2 } },
    { call: 'catalog.patientCategories', route: api.catalog.patientCategories },
    { call: 'user.userInfo', route: api.user.userInfo, auth: true },
    { call: 'order.orderList', route: api.order.orderList, query: { page: 1, size: 20 }, auth: true },
    {
      call: 'order.purchaseStatus (domain 1)',
      route: api.order.purchaseStatus,
      query: { client: 3, domainId: 1 },
      auth: true,
    },
    {
      call: 'order.purchaseStatus (domain 2)',
      route: api.order.purchaseStatus,
      query: { client: 3, domainId: 2 },
      auth: true,
    },
  ];
}

async function getJson(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: res.status, body: text };
  }
}

/**
 * Calls the read-only endpoints of a running API and validates every answer against the contract.
 * With credentials it signs in first and checks the user-only reads too.
 */
export async function checkContract(options: {
  baseUrl: string;
  email?: string;
  password?: string;
  language?: 'en' | 'cn';
}): Promise<CheckRow[]> {
  const base = options.baseUrl.replace(/\/$/, '');
  const headers: Record<string, string> = { platform: 'PC', language: options.language ?? 'en' };
  const rows: CheckRow[] = [];
  if (options.email && options.password) {
    const res = await fetch(`${base}${api.passport.login.path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ email: options.email, password: options.password }),
    });
    const body = (await res.json().catch(() => null)) as { code?: string; data?: { token?: string } } | null;
    const check = checkAnswer(api.passport.login, res.status, body);
    rows.push({
      call: 'passport.login',
      url: api.passport.login.path,
      status: res.status,
      result: !check.ok ? 'mismatch' : body?.code === 'OK' ? 'pass' : 'refused',
      detail: check.ok ? (body?.code ?? '') : check.problem,
    });
    if (body?.data?.token) headers.authorization = `Bearer ${body.data.token}`;
  }
  const first = await getJson(`${base}${api.content.blogList.path}?page=1&size=1`, headers).catch(() => null);
  const blogId = (first?.body as { data?: { list?: Array<{ id: number }> } })?.data?.list?.[0]?.id ?? null;
  const packages = await getJson(`${base}${api.catalog.softwarePackages.path}`, headers).catch(() => null);
  const packageId = (packages?.body as { data?: { list?: Array<{ id: number }> } })?.data?.list?.[0]?.id ?? null;

  for (const probe of probes(blogId, packageId)) {
    if (probe.auth && !headers.authorization) continue;
    const path = probe.route.path.replace(/:(\w+)/g, (_, k: string) => String(probe.params?.[k] ?? ''));
    const query = probe.query ? `?${encodeQueryParams(probe.query)}` : '';
    try {
      const { status, body } = await getJson(`${base}${path}${query}`, headers);
      const check = checkAnswer(probe.route, status, body);
      const code = (body as { code?: string } | null)?.code;
      rows.push({
        call: probe.call,
        url: `${path}${query}`,
        status,
        result: !check.ok ? 'mismatch' : status === 200 && code === 'OK' ? 'pass' : 'refused',
        detail: check.ok ? (code ?? '') : check.problem,
      });
    } catch (error) {
      rows.push({
        call: probe.call,
        url: `${path}${query}`,
        status: null,
        result: 'failed',
        detail: (error as Error).message,
      });
    }
  }
  return rows;
}

export function formatRows(rows: CheckRow[]): string {
  const widths = [28, 7, 9];
  const line = (r: CheckRow) =>
    `${r.call.padEnd(widths[0]!)} ${String(r.status ?? '-').padEnd(widths[1]!)} ${r.result.padEnd(widths[2]!)} ${r.detail}`;
  return [
    `${'call'.padEnd(widths[0]!)} ${'status'.padEnd(widths[1]!)} ${'result'.padEnd(widths[2]!)} detail`,
    ...rows.map(line),
  ].join('\n');
}
