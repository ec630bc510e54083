import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type RecordingFile, answerKey, readRecording, storedFile } from './recording.js';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.json': 'application/json',
};

export type Replay = { name: string; folder: string; recording: RecordingFile };

export async function loadReplay(folder: string, name: string): Promise<Replay> {
  return { name, folder, recording: await readRecording(folder) };
}

/**
 * SCENARIO=recorded:<name>: the recorded public answers (in the caller's language) and their media
 * are served from the recording, fully offline; every other call (accounts, orders, the dev tools)
 * is the fake server's own, on the empty scenario. Runs after the faults, so they still apply.
 */
export function replayHook(app: FastifyInstance, replay: Replay) {
  const answers = new Map(replay.recording.answers.map((a) => [answerKey(a.language, a.url), a]));
  const files = new Set(replay.recording.files);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const path = request.url.split('?')[0]!;
    if (files.has(path)) {
      const file = storedFile(replay.folder, path);
      const bytes = file ? await readFile(file).catch(() => null) : null;
      if (bytes) return reply.header('content-type', TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream').send(bytes);
    }
    if (!path.startsWith('/api/') || request.headers.authorization) return;
    const answer = answers.get(answerKey(request.language, request.url));
    if (answer) return reply.code(answer.status).send(answer.body);
  });
}
