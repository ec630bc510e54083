import { statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { EnvironmentError } from '../../site-server/environment.js';
import type { SandboxSettings } from './sandboxes.js';

const MB = 1024 * 1024;

/**
 * What one open sandbox costs in memory, measured (`npm run bench`, docs/benchmarks.md, "Public
 * demo"): a fixed part (its copy of the scenario's records, the journal's record texts, its logs
 * and counters) and a part per byte of data it stores (the records in the heap, and the journal's
 * text of each), both with room to spare.
 */
export const SANDBOX_BASE_MB = 1;
export const MEMORY_PER_DATA_BYTE = 2.5;
/** The server's own memory besides its sandboxes (code, the scenarios, bodies in flight). */
const SERVER_RESERVE_MB = 256;

export type Ceilings = { memoryMb: number; diskMb: number };
export const DEFAULT_CEILINGS: Ceilings = { memoryMb: 1024, diskMb: 10_240 };

const round = (n: number) => Math.ceil(n);

/**
 * What SANDBOX_MAX sandboxes at their budget can take (docs/decisions/093), checked against the
 * stated ceilings (SANDBOX_MEMORY_MB, SANDBOX_DISK_MB) and the process's heap: a server whose
 * sandboxes could outgrow them does not start, naming the settings to change. Answers the worst
 * case in MB, for the start line.
 */
export function checkCeilings(
  settings: Pick<SandboxSettings, 'max' | 'maxBytes' | 'maxDataBytes' | 'root'>,
  ceilings: Ceilings,
  heapLimitMb = getHeapStatistics().heap_size_limit / MB,
): Ceilings {
  const perSandboxMb = SANDBOX_BASE_MB + (MEMORY_PER_DATA_BYTE * settings.maxDataBytes) / MB;
  const memoryMb = round(settings.max * perSandboxMb);
  const diskMb = round((settings.max * settings.maxBytes) / MB);
  const problems: string[] = [];
  if (memoryMb > ceilings.memoryMb)
    problems.push(
      `SANDBOX_MAX (${settings.max}) sandboxes of SANDBOX_MAX_DATA_MB (${settings.maxDataBytes / MB}) can take ${memoryMb} MB of memory, more than SANDBOX_MEMORY_MB (${ceilings.memoryMb}): lower SANDBOX_MAX or SANDBOX_MAX_DATA_MB, or raise SANDBOX_MEMORY_MB.`,
    );
  if (ceilings.memoryMb + SERVER_RESERVE_MB > heapLimitMb)
    problems.push(
      `SANDBOX_MEMORY_MB (${ceilings.memoryMb}) and the server's own ${SERVER_RESERVE_MB} MB do not fit this process's heap (${Math.floor(heapLimitMb)} MB): lower SANDBOX_MEMORY_MB (and SANDBOX_MAX), or give Node more (NODE_OPTIONS=--max-old-space-size=...).`,
    );
  if (diskMb > ceilings.diskMb)
    problems.push(
      `SANDBOX_MAX (${settings.max}) sandboxes of SANDBOX_MAX_MB (${settings.maxBytes / MB}) can take ${diskMb} MB of disk, more than SANDBOX_DISK_MB (${ceilings.diskMb}): lower SANDBOX_MAX or SANDBOX_MAX_MB, or raise SANDBOX_DISK_MB.`,
    );
  if (problems.length > 0) throw new EnvironmentError(problems.join('\n'));
  const free = freeDiskMb(settings.root);
  if (free !== null && free < diskMb)
    console.warn(`Sandboxes can take ${diskMb} MB of disk; ${settings.root} has ${free} MB free.`);
  return { memoryMb, diskMb };
}

/** Free space where `dir` is (or will be: its nearest existing parent). */
function freeDiskMb(dir: string): number | null {
  for (let at = dir; ; at = dirname(at)) {
    try {
      const { bavail, bsize } = statfsSync(at);
      return Math.floor((bavail * bsize) / MB);
    } catch {
      if (dirname(at) === at) return null;
    }
  }
}
