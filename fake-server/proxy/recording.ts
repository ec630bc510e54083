import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { AppRoute } from '@ts-rest/core';
import type { FastifyRequest } from 'fastify';
import { routesOf } from '#contract/access.js';
import { catalog } from '#contract/catalog.contract.js';
import { content } from '#contract/content.contract.js';

/** One recorded answer: a public read-only call in one language, as the upstream gave it. */
export type RecordedAnswer = { language: string; url: string; status: number; body: unknown };
export type RecordingFile = { recordedAt: string; upstream: string; answers: RecordedAnswer[]; files: string[] };

/**
 * The calls a recording keeps: the public, read-only catalogue and content (blog list pages and
 * articles, plans, software packages and lists, patient categories, sample exercises). Never a
 * user's call: the routes that need a token are not in these routers, and a call that carried one
 * is not kept either.
 */
const RECORDABLE = [...routesOf(catalog), ...routesOf(content)]
  .filter((route) => route.method === 'GET')
  .map((route) => ({ route, regex: new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`) }));
/** The public read-only route a canonical path belongs to, if any. */
export const recordableRoute = (path: string): AppRoute | undefined =>
  RECORDABLE.find((r) => r.regex.test(path))?.route;
export const isRecordable = (request: FastifyRequest) =>
  request.method === 'GET' && !request.headers.authorization && !!recordableRoute(request.canonicalPath);

/** A value no public query should carry into a file that is copied between laptops. */
const looksPrivate = (value: string) => value.includes('@') || /^[\w\-.~+/=]{20,}$/.test(value);

/**
 * A call's key in a recording: its path and only the query parameters its contract route declares,
 * sorted, so the same call always has the same key and nothing else the client sent (a tracking
 * parameter, a token pasted into a link) is written down. Null when a declared parameter's value
 * looks like an e-mail address or a token: such an answer is not recorded.
 */
export function recordedUrl(route: AppRoute, path: string, search: string): string | null {
  const declared = new Set(Object.keys((route as { query?: { shape?: object } }).query?.shape ?? {}));
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const kept = new URLSearchParams();
  for (const [name, value] of query) {
    if (!declared.has(name)) continue;
    if (looksPrivate(value)) return null;
    kept.append(name, value);
  }
  kept.sort();
  const sorted = kept.toString();
  return sorted ? `${path}?${sorted}` : path;
}
export const answerKey = (language: string, url: string) => `${language} ${url}`;

/** A media or upload path a recording may store: plain segments only, under /media/ or /uploads/. */
export function filePath(path: string): string | null {
  if (!/^\/(media|uploads)\/[\w./-]{1,300}$/.test(path) || path.split('/').some((s) => s === '..' || s === '.'))
    return null;
  return path;
}

/** Where a stored file lives inside a recording's folder (never outside it). */
export function storedFile(folder: string, path: string): string | null {
  const safe = filePath(path);
  if (!safe) return null;
  const target = normalize(join(folder, 'files', safe));
  return target.startsWith(join(folder, 'files') + sep) ? target : null;
}

export async function writeRecording(folder: string, recording: RecordingFile) {
  await mkdir(folder, { recursive: true });
  const file = join(folder, 'answers.json');
  await writeFile(`${file}.tmp`, JSON.stringify(recording, null, 1));
  await rename(`${file}.tmp`, file);
}

export async function readRecording(folder: string): Promise<RecordingFile> {
  const text = await readFile(join(folder, 'answers.json'), 'utf8').catch(() => {
    throw new Error(`No recording in ${folder} (answers.json is missing): record one with npm run record`);
  });
  const file = join(folder, 'answers.json');
  const parsed = JSON.parse(text) as RecordingFile;
  if (!Array.isArray(parsed.answers) || !Array.isArray(parsed.files)) throw new Error(`${file} is not a recording`);
  // A recording is data from another laptop: what it could not have recorded is refused, by name.
  for (const answer of parsed.answers) {
    const path = typeof answer?.url === 'string' ? answer.url.split('?')[0]! : '';
    const where = `${file}: answer for ${JSON.stringify(answer?.url)}`;
    if (!recordableRoute(path)) throw new Error(`${where} is not a public read-only route: refused`);
    if (!Number.isInteger(answer.status) || answer.status < 100 || answer.status > 599)
      throw new Error(`${where} has status ${JSON.stringify(answer.status)}, outside 100-599: refused`);
    if (answer.language !== 'en' && answer.language !== 'cn')
      throw new Error(`${where} has no language en or cn: refused`);
  }
  if (parsed.files.some((f) => typeof f !== 'string' || !filePath(f)))
    throw new Error(`${file}: a file path outside /media and /uploads: refused`);
  return parsed;
}

export async function storeFile(folder: string, path: string, bytes: Buffer) {
  const target = storedFile(folder, path);
  if (!target) return false;
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, bytes);
  return true;
}
