/**
 * What the worker build resolves Node-only packages to (Fastify's plugins, lowdb's file adapter,
 * the native argon2 addon is replaced instead): modules the fake server's shared code imports but
 * only its Node server calls. Calling one in the worker throws, naming it.
 */
const unavailable = (name: string) =>
  function notInTheBrowser(): never {
    throw new Error(`${name} is not available in the static demo`);
  };

export default unavailable('This Node plugin');
export const Low = unavailable('lowdb');
export const DataFile = unavailable('lowdb/node');
