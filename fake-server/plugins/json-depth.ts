/**
 * How deep arrays and objects may nest in a request body. The contract's bodies are two or three
 * levels deep; a fault's answer body (a deliberately odd shape) gets room to spare. Anything
 * recursive (the contract's checks, JSON.stringify, the inspector) only ever sees this much.
 */
export const JSON_DEPTH_MAX = 32;

/** Whether `value` nests arrays and objects deeper than `max` levels: a loop, linear in its size, no recursion. */
export function deeperThan(value: unknown, max: number = JSON_DEPTH_MAX): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object' || Buffer.isBuffer(node)) continue;
    if (depth > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node))
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
  }
  return false;
}
