import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileHeaders } from './file-headers.js';
import { type RecordingFile, answerKey, readRecording, recordableRoute, recordedUrl, storedFile } from './recording.js';

export type Replay = { name: string; folder: string; recording: RecordingFile };
/** The recording being replayed, if any; the dashboard's scenario switch changes it. */
export type ReplayState = { current: Replay | undefined };

const indexes = new WeakMap<Replay, { answers: Map<string, RecordingFile['answers'][number]>; files: Set<string> }>();
function indexOf(replay: Replay) {
  let index = indexes.get(replay);
  if (!index) {
    index = {
      answers: new Map(replay.recording.answers.map((a) => [answerKey(a.language, a.url), a])),
      files: new Set(replay.recording.files),
    };
    indexes.set(replay, index);
  }
  return index;
}

export async function loadReplay(folder: string, name: string): Promise<Replay> {
  return { name, folder, recording: await readRecording(folder) };
}

/**
 * SCENARIO=recorded:<name>: the recorded public answers (in the caller's language) and their media
 * are served from the recording, fully offline; every other call (accounts, orders, the dev tools)
 * is the fake server's own, on the empty scenario. Runs after the faults, so they still apply.
 */
export function replayHook(app: FastifyInstance, state: ReplayState) {
  app.addHook('onRequest', async (request, reply) => {
    const replay = state.current;
    if (!replay || request.method !== 'GET') return;
    const { answers, files } = indexOf(replay);
    const path = request.canonicalPath;
    if (files.has(path)) {
      const file = storedFile(replay.folder, path);
      const bytes = file ? await readFile(file).catch(() => null) : null;
      // Recordings are data, not code: the type comes from the name, and no script in one runs here.
      if (bytes) return reply.headers(fileHeaders(path)).send(bytes);
    }
    const route = recordableRoute(path);
    if (!route || request.headers.authorization) return;
    const url = recordedUrl(route, path, request.canonicalQuery);
    const answer = url ? answers.get(answerKey(request.language, url)) : undefined;
    if (answer) return reply.code(answer.status).send(answer.body);
  });
}

/** The recordings in a folder (each a folder holding answers.json), by name. */
export async function recordingNames(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const names: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !/^[A-Za-z0-9][\w-]{0,63}$/.test(entry.name)) continue;
    if (
      await readFile(join(dir, entry.name, 'answers.json')).then(
        () => true,
        () => false,
      )
    )
      names.push(entry.name);
  }
  return names.sort();
}
