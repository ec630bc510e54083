import { files } from '../storage/file-store.js';

/** node:fs for the worker: the one synchronous call the fake server makes, answered from the file store's list. */
export const existsSync = (path: string) => files.exists(String(path));

export default { existsSync };
