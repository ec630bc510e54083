import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
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
const RECORDABLE = [...routesOf(catalog), ...routesOf(content)].map(
  (route) => new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`),
);
export const isRecordable = (request: FastifyRequest) =>
  request.method === 'GET' &&
  !request.headers.authorization &&
  RECORDABLE.some((r) => r.test(request.url.split('?')[0]!));

/** A call's address with its query sorted, so the same call always has the same key. */
export function normalUrl(url: string): string {
  const [path, search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  query.sort();
  const sorted = query.toString();
  return sorted ? `${path}?${sorted}` : path!;
}
export const answerKey = (language: string, url: string) => `${language} ${normalUrl(url)}`;

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
  const parsed = JSON.parse(text) as RecordingFile;
  if (!Array.isArray(parsed.answers) || !Array.isArray(parsed.files))
    throw new Error(`${join(folder, 'answers.json')} is not a recording`);
  return parsed;
}

export async function storeFile(folder: string, path: string, bytes: Buffer) {
  const target = storedFile(folder, path);
  if (!target) return false;
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, bytes);
  return true;
}
