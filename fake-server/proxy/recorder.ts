import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppRoute } from '@ts-rest/core';
import type { FastifyRequest } from 'fastify';
import { Code } from '#contract/envelope.js';
import { snapshotFolder } from '../dev/snapshots.js';
import { readCapped } from './upstream.js';
import { Refusal } from '../services/refusal.js';
import {
  type RecordedAnswer,
  answerKey,
  filePath,
  isRecordable,
  recordedUrl,
  storeFile,
  writeRecording,
} from './recording.js';

const FILES_MAX = 500;
const FILE_BYTES_MAX = 10 * 1024 * 1024;

/**
 * Records the public answers seen in proxy mode (POST /__dev/record starts, DELETE stops) into
 * <recordings>/<name>/: answers.json and the media they reference, fetched from the upstream.
 * `SCENARIO=recorded:<name>` replays them offline (replay.ts).
 */
export function createRecorder(upstream: string, recordingsDir: string) {
  let active: { name: string; folder: string; answers: Map<string, RecordedAnswer>; files: Set<string> } | null = null;

  /** Media paths an answer points to, made relative when they name the upstream. */
  function localise(value: unknown, files: Set<string>): unknown {
    if (typeof value === 'string') {
      const path = value.startsWith(upstream) ? value.slice(upstream.length) : value;
      const safe = filePath(path.split('?')[0]!);
      if (!safe) return value;
      files.add(safe);
      return path;
    }
    if (Array.isArray(value)) return value.map((v) => localise(v, files));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localise(v, files)]));
    return value;
  }

  return {
    status: () =>
      active
        ? { recording: active.name, answers: active.answers.size, files: active.files.size }
        : { recording: null, answers: 0, files: 0 },
    start(name: string, replace = false) {
      if (active) throw new Refusal(Code.InvalidParameter, 'alreadyRecording');
      const folder = snapshotFolder(recordingsDir, name);
      if (!replace && existsSync(join(folder, 'answers.json'))) throw new Refusal(Code.InvalidParameter, 'nameTaken');
      active = { name, folder, answers: new Map(), files: new Set() };
    },
    /** An answer the proxy passed on; kept when recording, public, read-only and OK. */
    seen(request: FastifyRequest, route: AppRoute, status: number, body: unknown) {
      if (!active || status !== 200 || !isRecordable(request)) return;
      if (!body || typeof body !== 'object' || (body as { code?: unknown }).code !== Code.OK) return;
      const url = recordedUrl(route, request.canonicalPath, request.canonicalQuery);
      if (!url) return;
      active.answers.set(answerKey(request.language, url), {
        language: request.language,
        url,
        status,
        body: localise(body, active.files),
      });
    },
    async stop() {
      if (!active) throw new Refusal(Code.InvalidParameter, 'notRecording');
      const { name, folder, answers, files } = active;
      active = null;
      const stored: string[] = [];
      for (const path of [...files].slice(0, FILES_MAX)) {
        const signal = AbortSignal.timeout(30_000);
        const res = await fetch(`${upstream}${path}`, { signal }).catch(() => null);
        if (!res?.ok) continue;
        // Read as it streams and given up past the cap: a huge file never sits in memory whole.
        const bytes = await readCapped(res, FILE_BYTES_MAX).catch(() => null);
        if (bytes && (await storeFile(folder, path, bytes))) stored.push(path);
      }
      await writeRecording(folder, {
        recordedAt: new Date().toISOString(),
        upstream,
        answers: [...answers.values()],
        files: stored,
      });
      return { name, answers: answers.size, files: stored.length };
    },
  };
}
export type Recorder = ReturnType<typeof createRecorder>;
