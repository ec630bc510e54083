import type { FakeServerProcess } from './processes.js';

/** A JSON POST and its answer's envelope. */
export const postJson = (url: string, body: object) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
    (r) => r.json() as Promise<{ code: string }>,
  );

/**
 * Sends `count` contact messages at once and kills the server (SIGKILL) the moment the
 * `killAfter`th is answered OK, so the kill lands mid-burst, writes in flight. Resolves, once every
 * request has settled, with the contents of the messages the server answered OK: each must be in
 * the database a restarted server reads.
 */
export async function killDuringBurst(
  server: FakeServerProcess,
  { label, count = 600, killAfter = 100 }: { label: string; count?: number; killAfter?: number },
): Promise<string[]> {
  const answered: string[] = [];
  const burst = Array.from({ length: count }, (_, i) =>
    postJson(`${server.url}/api/common/propose/create`, {
      userName: 'Kill',
      contact: `k${i}@example.com`,
      content: `${label} ${i}`,
    }).then(
      (answer) => {
        if (answer.code !== 'OK') return;
        answered.push(`${label} ${i}`);
        if (answered.length === killAfter) server.child.kill('SIGKILL');
      },
      () => undefined,
    ),
  );
  await Promise.all(burst);
  if (answered.length < killAfter) throw new Error(`only ${answered.length} of ${count} writes were answered`);
  return answered;
}
