import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free loopback port (closed again at once: the caller binds it next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A Node command run to its end, its output the caller's (a build step): resolves when it exits
 * with 0, rejects otherwise. Asynchronous, so a build can run beside other work (npm test's gate).
 */
export function runNode(args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} ended with ${signal ?? `exit code ${code}`}`)),
    );
  });
}

export type NodeProcess = {
  child: ChildProcess;
  /** What `ready` matched in its output (a printed address, say). */
  match: RegExpExecArray;
  /** SIGTERM, resolved once it has exited (at once when it already has). */
  stop: () => Promise<void>;
};

/**
 * A Node process that runs until stopped (tests, `npm run bench`, Lighthouse, the size report all
 * start theirs here): resolves once its output matches `ready`, rejects with that output if it
 * exits first. Its stderr is the caller's.
 */
export function startNode(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<NodeProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    // Output is kept and searched only until `ready` matches; after that it is drained unread (a
    // server with LOG=on writes a line per request for as long as it runs).
    let out: string | null = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (out === null) return;
      out += chunk.toString();
      const match = ready.exec(out);
      if (!match) return;
      out = null;
      resolve({ child, match, stop });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}): ${out ?? ''}`)));
  });
}

export type FakeServerProcess = NodeProcess & { url: string; port: number };

/** The fake server (`fake-server/server.ts` under tsx) on a free loopback port unless `env` names one. */
export async function startFakeServer(env: NodeJS.ProcessEnv): Promise<FakeServerProcess> {
  const started = await startNode(
    ['--import', 'tsx', 'fake-server/server.ts'],
    { PORT: '0', HOST: '127.0.0.1', ...env },
    /Fake server on (http:\/\/[\d.]+:(\d+))/,
  );
  return { ...started, url: started.match[1]!, port: Number(started.match[2]) };
}
