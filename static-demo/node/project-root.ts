import { join } from 'pathe';

/**
 * fake-server/project-root.ts in the worker: the project's files are the published folder, which
 * the worker's file system reads under /project (the API reference the dashboard links to).
 */
export const PROJECT_MOUNT = '/project';
export const inProject = (...parts: string[]) => join(PROJECT_MOUNT, ...parts);
