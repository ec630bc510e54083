import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WireName } from '#contract/dev.contract.js';
import { PUBLISHER_ZONE } from '#contract/page-data.js';
import type {
  BlogDetailSent,
  BlogListItemSent,
  OrderSent,
  PurchaseStatusSent,
  SessionSent,
  SoftwareItemSent,
  UserInfoSent,
} from '#contract/entities.js';

/*
 * The spec's dialect (WIRE=spec, or switched from /__dev/wire): the answers as a plain Java or PHP
 * backend described only by the spec would write them (requirements D3). Only the fields the spec
 * names; ids, counts, codes and prices as strings; dates as `YYYY-MM-DD HH:mm:ss` in the
 * publisher's zone; `null` for a missing value; plans as a bare array; the blog list without a
 * total (the spec does not show one). The site must work against it as against the project's own.
 */

const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: PUBLISHER_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time as the publisher's wall time ('2026-11-02 16:05:09'); anything else as sent. */
function wallTime(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : wallClock.format(date);
}
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);
const orNull = (value: string | null | undefined) => (value === '' || value === undefined ? null : value);

type Lists<T> = { list: T[] };

const dialects: Record<string, (data: never) => unknown> = {
  'POST /api/passport/account/login': (d: SessionSent) => ({
    token: d.token,
    user: d.user ? { id: text(d.user.id), email: d.user.email } : null,
  }),
  'GET /api/u/user/info': (d: UserInfoSent) => ({
    avatar: orNull(d.avatar as string),
    nickName: d.nickName,
    email: d.email,
  }),
  'GET /api/u/order/list': (d: Lists<OrderSent> & { totalRecord: number }) => ({
    list: d.list.map((o) => ({
      title: orNull(o.title),
      source: text(o.source),
      price: text(o.price),
      createTime: wallTime(o.createTime),
      dueTime: wallTime(o.dueTime),
      domainId: text(o.domainId),
    })),
    totalRecord: text(d.totalRecord),
  }),
  'GET /api/u/order/order/buy': (d: PurchaseStatusSent) => ({ isBuy: d.isBuy, dueTime: wallTime(d.dueTime) }),
  'GET /api/information/list': (d: Lists<BlogListItemSent>) => ({
    list: d.list.map((b) => ({ id: text(b.id), title: b.title, photo: orNull(b.photo) })),
  }),
  'GET /api/information/detail/:id': (d: BlogDetailSent) => ({
    title: d.title,
    readCount: text(d.readCount),
    createTime: wallTime(d.createTime),
    photo: orNull(d.photo),
    content: d.content,
  }),
  'GET /api/body/list': (d: Lists<SoftwareItemSent>) => ({
    list: d.list.map((s) => ({
      id: text(s.id),
      title: s.title,
      image: s.image,
      pcPath: orNull(s.pcPath as string),
      name: s.name,
      cnName: s.cnName,
      thumbnailGIF: s.thumbnailGIF,
    })),
  }),
  // Plans: `data` is the list itself ("data list of plans"), each plan its id and fastspringParams.
  'GET /api/goods/body/list': (d: Lists<{ id: number; fastspringParams: string }>) =>
    d.list.map((p) => ({ id: text(p.id), fastspringParams: p.fastspringParams })),
  // Not shown by the spec: the names, and ids as strings.
  'GET /api/software/package/list': (d: Lists<{ id: number; name: string; cnName: string }>) => ({
    list: d.list.map((p) => ({ id: text(p.id), name: p.name, cnName: p.cnName })),
  }),
  'GET /api/edu/patient/category/all': (d: Lists<{ id: number; name: string; cnName: string }>) => ({
    list: d.list.map((c) => ({ id: text(c.id), name: c.name, cnName: c.cnName })),
  }),
};

type Envelope = { code?: unknown; message?: unknown; data?: unknown };
const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && 'code' in payload && 'message' in payload;

/** An answer in the spec's dialect: the data of code OK rewritten, `data: null` where there is none. */
export function inSpecDialect(method: string, route: string, payload: unknown): unknown {
  if (!isEnvelope(payload)) return payload;
  const dialect = payload.code === 'OK' ? dialects[`${method} ${route}`] : undefined;
  return {
    code: payload.code,
    message: payload.message,
    data: dialect && payload.data != null ? dialect(payload.data as never) : (payload.data ?? null),
  };
}

/** Writes /api answers in the dialect of the world the request acts on. */
export function specWire(app: FastifyInstance, wireOf: (request: FastifyRequest) => WireName) {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!request.canonicalPath.startsWith('/api/') || wireOf(request) !== 'spec') return payload;
    return inSpecDialect(request.method, request.routeOptions.url ?? '', payload);
  });
}
