import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initClient, tsRestFetchApi } from '@ts-rest/core';
import { withFormData } from '#contract/form-data.js';
import { png } from '../api/images.js';
import type { FastifyInstance } from 'fastify';
import { api, devApi } from '#contract/index.js';
import type { ScenarioName } from '#contract/dev.contract.js';
import { scenario } from '#fake-server/seed/index.js';
import { buildApp } from '#fake-server/app.js';
import type { Database } from '#fake-server/db/schema.js';
import { memoryStore, openFileStore } from '#fake-server/db/store.js';
import { createClock } from '#fake-server/services/clock.js';
import type { Deps } from '#fake-server/services/deps.js';
import type { ProxyOptions } from '#fake-server/proxy/proxy.js';
import type { Replay } from '#fake-server/proxy/replay.js';
import type { SandboxSettings } from '#fake-server/sandbox/sandboxes.js';
import { startBrowserBackend } from './browser-backend.js';
import { NEW_PASSWORD } from './credentials.js';

export type TestServer = {
  app: FastifyInstance;
  deps: Deps;
  baseUrl: string;
  dir: string;
  /** The typed client, validating every answer against the contract. */
  client: (token?: string, language?: 'en' | 'cn') => ReturnType<typeof makeClient>;
  close: (options?: { keepFiles?: boolean }) => Promise<void>;
};

function makeClient(baseUrl: string, token?: string, language: 'en' | 'cn' = 'en') {
  const baseHeaders: Record<string, string> = { platform: 'PC', language };
  if (token) baseHeaders.authorization = `Bearer ${token}`;
  return {
    ...initClient(api, {
      baseUrl,
      baseHeaders,
      validateResponse: true,
      throwOnUnknownStatus: true,
      api: (args) => tsRestFetchApi(withFormData(args)),
    }),
    dev: initClient(devApi, { baseUrl, baseHeaders, validateResponse: true }).dev,
  };
}

/**
 * A fake server on a free loopback port with its own temporary folder. The database is in memory
 * unless `file` is set (then it is a real lowdb file in the folder).
 */
export async function startTestServer(
  options: {
    scenario?: ScenarioName;
    file?: boolean;
    rateLimit?: boolean;
    data?: Database;
    now?: string;
    hashCost?: 'owasp' | 'test';
    corsOrigins?: string[];
    proxy?: ProxyOptions;
    recordingsDir?: string;
    replay?: Replay;
    /** false: as when bound to a public address (only /__dev checks the Host header). */
    guardEveryPath?: boolean;
    /** Sandbox mode, with these settings over small test defaults (files in the server's folder). */
    sandboxes?: Partial<Omit<SandboxSettings, 'replay'>> & { prospectWorlds?: { max: number; ttlMs: number } };
    /** Reuse this folder (a restart over the same files). */
    dir?: string;
    /** Where links in mails point (WEB_ORIGIN); `http://web.test` by default. */
    webOrigin?: string;
    /** The proxy whose X-Forwarded-For is believed (TRUST_PROXY). */
    trustProxy?: string;
    /** REQUEST_TIMEOUT_MS: a request not all arrived by then is cut (408). */
    requestTimeoutMs?: number;
    /** A built site to serve beside the API (WEB_ROOT, as npm run demo). */
    webRoot?: string;
  } = {},
): Promise<TestServer> {
  if (process.env.FAKE_BACKEND === 'browser') {
    // The same suites against the static demo's backend (vitest's browser-backend project).
    const backend = await startBrowserBackend(options);
    const client = (token?: string, language?: 'en' | 'cn') => makeClient(backend.baseUrl, token, language);
    return { ...backend, app: undefined as unknown as FastifyInstance, client };
  }
  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), 'fake-server-')));
  const clock = createClock(options.now);
  const seed = () => options.data ?? scenario(options.scenario ?? 'demo', clock.now());
  const store = options.file ? (await openFileStore(join(dir, 'db.json'), seed)).store : memoryStore(seed());
  const { app, deps } = await buildApp({
    store,
    clock,
    webOrigin: options.webOrigin ?? 'http://web.test',
    uploadDir: join(dir, 'uploads'),
    snapshotDir: join(dir, 'snapshots'),
    scenario,
    rateLimit: options.rateLimit ?? false,
    hashCost: options.hashCost ?? 'test',
    corsOrigins: options.corsOrigins,
    proxy: options.proxy,
    recordingsDir: options.recordingsDir,
    replay: options.replay,
    guardEveryPath: options.guardEveryPath,
    trustProxy: options.trustProxy,
    requestTimeoutMs: options.requestTimeoutMs,
    webRoot: options.webRoot,
    sandboxes: options.sandboxes
      ? {
          root: join(dir, 'sandboxes'),
          max: 1000,
          ttlMs: 24 * 3_600_000,
          idleMs: 30 * 60_000,
          perClient: 10,
          maxRecords: 20_000,
          maxBytes: 20 * 1024 * 1024,
          maxDataBytes: 2 * 1024 * 1024,
          scenario: options.scenario ?? 'demo',
          ...options.sandboxes,
        }
      : undefined,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    deps,
    baseUrl,
    dir,
    client: (token, language) => makeClient(baseUrl, token, language),
    close: async ({ keepFiles = false }: { keepFiles?: boolean } = {}) => {
      await app.close();
      if (!keepFiles) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Registers, activates through the mailed link and logs in: a ready user. */
export async function signedUpUser(
  server: TestServer,
  email = `user${Math.random().toString(36).slice(2, 8)}@example.com`,
  password = NEW_PASSWORD,
) {
  const c = server.client();
  await c.passport.register({ body: { nickName: 'Ada', email, password } });
  const mail = await c.dev.mailLatest({ query: { to: email, kind: 'activation' } });
  if (mail.status !== 200 || mail.body.code !== 'OK') throw new Error('no activation mail');
  const link = new URL(mail.body.data.link!);
  await fetch(`${server.baseUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
  const login = await c.passport.login({ body: { email, password } });
  if (login.status !== 200 || login.body.code !== 'OK') throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  // The store's id (a number): the contract reads ids as their text.
  return { email, password, token: login.body.data.token, id: Number(login.body.data.user!.id) };
}

/** Uploads an image as the user with this token (or none); answers the upload's JSON body. */
export async function uploadImage(
  server: TestServer,
  token: string | null,
  bytes: Buffer = png(),
  name = 'a.png',
  type = 'image/png',
) {
  const form = new FormData();
  form.append('upfile', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${server.baseUrl}/api/common/file/upload`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await res.json()) as { state?: string; url?: string; message?: string; code?: string };
}

/** The avatar value the web app saves for an upload: its answer with `file` set to the url. */
export const avatarValue = (upload: { url?: string; message?: string }) =>
  JSON.stringify({ state: 'SUCCESS', url: upload.url, message: upload.message ?? '', file: upload.url });
