import type { ProxyStats } from './proxy.js';
import type { Recorder } from './recorder.js';

/** What the dev tools see of proxy mode. */
export type ProxyView = { stats: ProxyStats; recorder: Recorder };
