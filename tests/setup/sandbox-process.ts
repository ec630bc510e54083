import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeServerProcess, startFakeServer } from './processes.js';

export type SandboxProcess = FakeServerProcess & {
  /** The server's folder: db.json, sandboxes/<id>/ ... */
  dir: string;
  /** Resident memory of the server process now, in MB (from /proc). */
  rssMb: () => Promise<number>;
  close: () => Promise<void>;
};

/** The real fake-server process in sandbox mode (SANDBOXES=on) on files of its own, as a public demo runs. */
export async function startSandboxProcess(env: NodeJS.ProcessEnv = {}): Promise<SandboxProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'public-demo-'));
  const server = await startFakeServer({
    SANDBOXES: 'on',
    DB_FILE: join(dir, 'db.json'),
    UPLOAD_DIR: join(dir, 'uploads'),
    ...env,
  });
  return {
    ...server,
    dir,
    rssMb: async () =>
      Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024,
    close: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
