import type { AppRoute } from '@ts-rest/core';
import { encodeQueryParams } from '@ts-rest/core';
import { checkAnswer } from '#contract/answers.js';
import { api } from '#contract/api.js';

export type CheckRow = {
  call: string;
  url: string;
  status: number | null;
  result: 'pass' | 'refused' | 'mismatch' | 'failed';
  /** The answer's code, or every way it breaks the contract, or why the call failed. */
  detail: string[];
};

type Probe = {
  call: string;
  route: AppRoute;
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  auth?: boolean;
};

/** The read-only calls a contract check makes; user-only ones need a sign-in. */
function probes(blogId: string | null): Probe[] {
  return [
    { call: 'content.blogList', route: api.content.blogList, query: { page: 1, size: 20 } },
    ...(blogId !== null ? [{ call: 'content.blogDetail', route: api.content.blogDetail, params: { id: blogId } }] : []),
    { call: 'catalog.softwarePackages', route: api.catalog.softwarePackages },
    // As the site asks: Muscle and Movement's programs are package 1's (requirements R2).
    {
      call: 'catalog.softwareList',
      route: api.catalog.softwareList,
      query: { softwarePackageId: 1, page: 1, size: 99 },
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

async function getJson(url: string, headers: Record<string, string>, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(15_000) });
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
  let signedIn = false;
  if (options.email || options.password) {
    // As the site signs in: multipart form-data (requirements R7).
    const form = new FormData();
    form.append('email', options.email ?? '');
    form.append('password', options.password ?? '');
    const url = api.passport.login.path;
    try {
      const { status, body } = await getJson(`${base}${url}`, headers, { method: 'POST', body: form });
      const check = checkAnswer(api.passport.login, status, body);
      const answer = body as { code?: unknown; message?: unknown; data?: { token?: unknown } } | null;
      const token = typeof answer?.data?.token === 'string' ? answer.data.token : null;
      if (!check.ok) rows.push({ call: 'passport.login', url, status, result: 'mismatch', detail: check.problems });
      else if (status === 200 && String(answer?.code) === 'OK' && token) {
        rows.push({ call: 'passport.login', url, status, result: 'pass', detail: ['OK'] });
        headers.authorization = `Bearer ${token}`;
        signedIn = true;
      } else
        rows.push({
          call: 'passport.login',
          url,
          status,
          result: 'failed',
          detail: [
            `sign-in refused (${String(answer?.code)}: ${String(answer?.message)}): the signed-in calls were not checked`,
          ],
        });
    } catch (error) {
      rows.push({ call: 'passport.login', url, status: null, result: 'failed', detail: [(error as Error).message] });
    }
  }
  const first = await getJson(`${base}${api.content.blogList.path}?page=1&size=1`, headers).catch(() => null);
  const data = (first?.body as { data?: unknown } | null)?.data;
  const items = Array.isArray(data) ? data : (data as { list?: unknown } | undefined)?.list;
  const firstId = Array.isArray(items) ? (items[0] as { id?: unknown } | undefined)?.id : undefined;
  const blogId = typeof firstId === 'number' || typeof firstId === 'string' ? String(firstId) : null;

  for (const probe of probes(blogId)) {
    if (probe.auth && !signedIn) continue;
    const path = probe.route.path.replace(/:(\w+)/g, (_, k: string) => String(probe.params?.[k] ?? ''));
    const query = probe.query ? `?${encodeQueryParams(probe.query)}` : '';
    try {
      const { status, body } = await getJson(`${base}${path}${query}`, headers);
      const check = checkAnswer(probe.route, status, body);
      const sent = (body as { code?: unknown } | null)?.code;
      const code = sent === undefined || sent === null ? undefined : String(sent as string | number);
      rows.push({
        call: probe.call,
        url: `${path}${query}`,
        status,
        result: !check.ok ? 'mismatch' : status === 200 && code === 'OK' ? 'pass' : 'refused',
        detail: check.ok ? [code ?? ''] : check.problems,
      });
    } catch (error) {
      rows.push({
        call: probe.call,
        url: `${path}${query}`,
        status: null,
        result: 'failed',
        detail: [(error as Error).message],
      });
    }
  }
  return rows;
}

/** The table: one line a call, and each further problem of a call on a line of its own under it. */
export function formatRows(rows: CheckRow[]): string {
  const widths = [32, 7, 9];
  const indent = ' '.repeat(widths[0]! + widths[1]! + widths[2]! + 3);
  const line = (r: CheckRow) =>
    `${r.call.padEnd(widths[0]!)} ${String(r.status ?? '-').padEnd(widths[1]!)} ${r.result.padEnd(widths[2]!)} ${r.detail
      .map((d, i) => (i === 0 ? d : `\n${indent}${d}`))
      .join('')}`;
  return [
    `${'call'.padEnd(widths[0]!)} ${'status'.padEnd(widths[1]!)} ${'result'.padEnd(widths[2]!)} detail`,
    ...rows.map(line),
  ].join('\n');
}
