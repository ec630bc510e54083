import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestError } from '../plugins/request-errors.js';
import type { World } from './world.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UPLOAD_PATH = '/api/common/file/upload';
/**
 * Calls that only ever free space: a full sandbox can still be reset, restored, rid of its faults
 * or removed. A fixture document replaces the world too; the world it builds is checked against the
 * budget itself before it is stored (fake-server/dev/seed.ts).
 */
const FREEING = new Set([
  'POST /__dev/reset',
  'POST /__dev/restore',
  'DELETE /__dev/faults',
  'POST /__dev/seed',
  'DELETE /__dev/sandbox',
]);

/** The bytes of the files under a folder (0 when it does not exist). */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    total += entry.isDirectory()
      ? await folderBytes(path)
      : await stat(path).then(
          (s) => s.size,
          () => 0,
        );
  }
  return total;
}

/** What a sandbox holds now: `data` in memory (database with its outbox, faults), `total` with its files. */
export function usage(world: World) {
  const data = (world.store.bytes?.() ?? 0) + world.faults.bytes();
  return { data, total: data + world.fileBytes };
}

const refreshFiles = async (world: World) => {
  world.fileBytes = (await folderBytes(world.uploadDir)) + (await folderBytes(world.snapshotDir));
};

/**
 * A sandbox's byte budget (SANDBOX_MAX_MB in all, SANDBOX_MAX_DATA_MB in memory; docs/decisions/093),
 * counted on what actually arrives: every body byte flowing into a sandbox is added to its pending
 * bytes as it comes (plugins/request-budget.ts), so parallel uploads and chunked bodies cannot all
 * pass; the byte that would take the sandbox past its budget refuses its request (413). Pending
 * bytes are let go only once what the request stored has been counted on disk.
 */
export function sandboxBudget(
  settings: { maxBytes: number; maxDataBytes: number; maxRecords: number },
  records: (world: World) => number,
) {
  /**
   * Bytes each request holds in its sandbox's pending count until what it stored is counted: at
   * once for the database (its bytes are counted when the write is, before the answer), after a
   * recount of the folders for a request that wrote files (an upload, a snapshot's copy). Holding a
   * database write's bytes longer counted them twice, and refused the next write of a sequential
   * client that fitted.
   */
  const held = new WeakMap<FastifyRequest, { bytes: number; files: boolean }>();
  const over = (world: World, upload: boolean) => {
    const { data, total } = usage(world);
    return (
      total + world.pendingBytes > settings.maxBytes || (!upload && data + world.pendingBytes > settings.maxDataBytes)
    );
  };
  return {
    /** Whether a write must be refused before anything arrives: the sandbox is full already. */
    full(request: FastifyRequest, world: World): boolean {
      if (!STATE_CHANGING.has(request.method) || FREEING.has(`${request.method} ${request.canonicalPath}`))
        return false;
      const { data, total } = usage(world);
      return data >= settings.maxDataBytes || total >= settings.maxBytes || records(world) > settings.maxRecords;
    },
    /** Counts the request's body into the sandbox as it arrives; after the answer, recounts the files. */
    track(request: FastifyRequest, reply: FastifyReply, world: World) {
      if (!STATE_CHANGING.has(request.method)) return;
      const upload = request.canonicalPath === UPLOAD_PATH;
      const hold = { bytes: request.arrival?.bytes ?? 0, files: upload };
      held.set(request, hold);
      world.pendingBytes += hold.bytes;
      if (request.arrival)
        request.arrival.watch = (bytes) => {
          hold.bytes += bytes;
          world.pendingBytes += bytes;
          return over(world, upload) ? 'sandboxFull' : null;
        };
      reply.raw.once('close', () => {
        if (!hold.files) world.pendingBytes -= hold.bytes;
        void refreshFiles(world)
          .catch(() => undefined)
          .finally(() => {
            if (hold.files) world.pendingBytes -= hold.bytes;
          });
      });
      return hold.bytes > 0 && over(world, upload);
    },
    /**
     * A snapshot copies the database and the uploads; a restore brings a snapshot's uploads back in
     * place of the current ones: the sandbox must have room for the copy (before the handler runs).
     */
    async checkCopy(request: FastifyRequest, world: World) {
      const path = request.canonicalPath;
      if (request.method !== 'POST' || (path !== '/__dev/snapshot' && path !== '/__dev/restore')) return;
      const uploads = await folderBytes(world.uploadDir);
      let added = (world.store.bytes?.() ?? 0) + uploads;
      if (path === '/__dev/restore') {
        const name = (request.body as { name?: unknown } | null)?.name;
        if (typeof name !== 'string' || !/^[A-Za-z0-9][\w-]{0,63}$/.test(name)) return;
        added = (await folderBytes(join(world.snapshotDir, name, 'uploads'))) - uploads;
      }
      if (usage(world).total + world.pendingBytes + added > settings.maxBytes) throw requestError('sandboxFull');
      // Held until the copy is counted on disk, so the next call cannot pass on a stale count.
      const hold = held.get(request);
      if (hold && added > 0) {
        hold.files = true;
        hold.bytes += added;
        world.pendingBytes += added;
      }
    },
  };
}
export type SandboxBudget = ReturnType<typeof sandboxBudget>;
