import {
  type Reader,
  UnreadableAnswer,
  code,
  count,
  date,
  extra,
  flag,
  id,
  json,
  list,
  object,
  optionalDate,
  page,
  price,
  sentText,
  someText,
  text,
} from './values.js';

/*
 * One reader per answer type of contract/entities.ts, field for field: what the spec names is read
 * as required, what the fake server adds as `extra`.
 */

export const readSession = object({ token: someText, user: extra(object({ id, email: text })) });

export const readUserInfo = object({ id: extra(id), avatar: json, nickName: text, email: text });

export const readSoftwarePackage = object({
  id,
  name: extra(text),
  cnName: extra(text),
  domainId: extra(code),
});

export const readSoftwareItem = object({
  id,
  softwarePackageId: extra(id),
  title: text,
  description: extra(text),
  image: json,
  pcPath: json,
  name: text,
  cnName: text,
  thumbnailGIF: text,
});

export const readPlan = object({ id, domainId: extra(code), fastspringParams: json });

export const readPurchaseStatus = object({ isBuy: flag, dueTime: optionalDate });

export const readOrder = object({
  id: extra(id),
  title: text,
  source: code,
  price,
  createTime: date,
  dueTime: date,
  domainId: code,
});

export const readBlogListItem = object({
  id,
  title: text,
  photo: text,
  createTime: extra(date),
  summary: extra(text),
});

/** The blog's list: `{ list, totalRecord? }` or the bare array (its total is not shown by the spec). */
export const readBlogPage: Reader<{ list: ReturnType<typeof readBlogListItem>[]; totalRecord: number | undefined }> = (
  v,
  path = '',
) => {
  const { list: items } = list(readBlogListItem)(v, path);
  const total = Array.isArray(v) ? undefined : (v as { totalRecord?: unknown }).totalRecord;
  return { list: items, totalRecord: extra(count)(total, `${path}.totalRecord`) };
};

export const readBlogDetail = object({
  id: extra(id),
  title: text,
  readCount: count,
  createTime: date,
  photo: text,
  content: text,
});

export const readPatientCategory = object({
  id: extra(id),
  name: text,
  cnName: text,
  icon: extra(text),
  animationCount: extra(count),
  imageCount: extra(count),
});

export const readOrderPage = page(readOrder);
export const readSoftwarePackages = list(readSoftwarePackage);
export const readSoftwareList = list(readSoftwareItem);
export const readPlans = list(readPlan);
export const readPatientCategories = list(readPatientCategory);

const readUploadResult = object({ state: sentText, url: text, message: text });

/** The envelope every call answers: `code` as text (a number is read as its text), `message` ('' for none). */
export function readEnvelope(body: unknown): { code: string; message: string; data?: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new UnreadableAnswer('', 'not an envelope');
  const raw = body as { code?: unknown; message?: unknown; data?: unknown };
  if (typeof raw.code !== 'string' && typeof raw.code !== 'number') throw new UnreadableAnswer('code', 'missing');
  return { code: String(raw.code), message: text(raw.message, 'message'), data: raw.data };
}

/**
 * The upload's own answer (`state`, `url`, `message`, its other fields kept: the avatar saves the
 * whole result), or an envelope when it was refused.
 */
export function readUpload(body: unknown) {
  const raw = body as Record<string, unknown> | null;
  return raw && typeof raw === 'object' && 'state' in raw ? { ...raw, ...readUploadResult(raw) } : readEnvelope(body);
}
