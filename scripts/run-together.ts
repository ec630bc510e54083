import { type ChildProcess, spawn } from 'node:child_process';

export type Task = { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv; color: number };

/** Runs processes side by side with prefixed output; when one ends, all end. */
export function runTogether(tasks: Task[]) {
  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  };
  for (const task of tasks) {
    const child = spawn(task.command, task.args, {
      env: { ...process.env, ...task.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `\x1b[${task.color}m[${task.name}]\x1b[0m `;
    const pipe = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
    };
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    child.on('exit', (code) => stop(code ?? 0));
    children.push(child);
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}
