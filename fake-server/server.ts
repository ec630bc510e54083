import { dirname, resolve } from 'node:path';
import { type ScenarioName, ScenarioNameSchema } from '#contract/dev.contract.js';
import { scenario } from '#fixtures/index.js';
import { buildApp } from './app.js';
import { hostnameOf, isLoopbackHost } from './plugins/dev-guard.js';
import { DatabaseFileError, openFileStore } from './db/store.js';
import { runDue } from './services/provider.js';
import { loadReplay } from './proxy/replay.js';
import { UPSTREAM_MAX_BYTES, upstreamBase } from './proxy/upstream.js';
import { EnvironmentError, type ServerEnv, checkEnvironment } from '../site-server/environment.js';
import { DEFAULT_CEILINGS, checkCeilings } from './sandbox/ceiling.js';
import type { SandboxSettings } from './sandbox/sandboxes.js';

const MB = 1024 * 1024;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/** Reads the environment of requirements D2, opens the database file and listens. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const checked = checkEnvironment(env);
  const port = Number(env.PORT ?? 4000);
  const host = env.HOST ?? '127.0.0.1';
  const dbFile = resolve(env.DB_FILE ?? '.data/db.json');
  const uploadDir = resolve(env.UPLOAD_DIR ?? '.data/uploads');
  const recordingsDir = resolve(env.RECORDINGS_DIR ?? resolve(dirname(dbFile), 'recordings'));
  // SCENARIO=recorded:<name> replays a recording (npm run record) over the empty scenario.
  const recorded = /^recorded:(.*)$/.exec(env.SCENARIO ?? '')?.[1];
  if (recorded !== undefined && !/^[A-Za-z0-9][\w-]{0,63}$/.test(recorded))
    throw new Error(`SCENARIO=recorded:<name> needs a plain name (letters, digits, - and _): ${recorded}`);
  const replay = recorded ? await loadReplay(resolve(recordingsDir, recorded), recorded) : undefined;
  const initial = recorded ? 'empty' : ScenarioNameSchema.parse(env.SCENARIO ?? 'demo');
  const upstream = env.UPSTREAM_URL ? upstreamBase(env.UPSTREAM_URL) : undefined;
  const originOf = (p: number) => `http://${host.includes(':') ? `[${host}]` : host}:${p}`;
  const webOrigin = env.WEB_ORIGIN ?? originOf(port);
  const { store, created } = await openFileStore(dbFile, () => scenario(initial), {
    onFailure(error) {
      // Answer what is in flight (each gets an error), then stop: a restart re-reads the files.
      console.error(error.message);
      setTimeout(() => process.exit(1), 200).unref();
    },
  });
  const sandboxes = env.SANDBOXES === 'on' ? sandboxSettings(checked, dbFile, initial) : undefined;
  const ceilings = sandboxes
    ? checkCeilings(sandboxes, {
        memoryMb: checked.SANDBOX_MEMORY_MB ?? DEFAULT_CEILINGS.memoryMb,
        diskMb: checked.SANDBOX_DISK_MB ?? DEFAULT_CEILINGS.diskMb,
      })
    : null;
  const { app, deps, eachWorld } = await buildApp({
    store,
    webOrigin,
    uploadDir,
    snapshotDir: resolve(dirname(dbFile), 'snapshots'),
    scenario,
    rateLimit: env.RATE_LIMIT !== 'off',
    wire: checked.WIRE,
    logger: env.LOG === 'on',
    webRoot: env.WEB_ROOT ? resolve(env.WEB_ROOT) : undefined,
    frameOrigins: list(env.FRAME_ORIGINS),
    devTools: env.DEV_TOOLS !== 'off',
    devHosts: list(env.DEV_HOSTS),
    corsOrigins: list(env.CORS_ORIGINS),
    guardEveryPath: isLoopbackHost(hostnameOf(host) ?? host),
    proxy: upstream
      ? {
          base: upstream,
          strict: env.UPSTREAM_STRICT === 'on',
          timeoutMs: Math.max(100, Number(env.UPSTREAM_TIMEOUT_MS) || 30_000),
          maxBytes: Math.max(1024, Number(env.UPSTREAM_MAX_BYTES) || UPSTREAM_MAX_BYTES),
        }
      : undefined,
    recordingsDir,
    replay,
    sandboxes,
    trustProxy: checked.TRUST_PROXY,
    requestTimeoutMs: checked.REQUEST_TIMEOUT_MS,
  });
  // Renewals and ends of subscriptions happen as real time passes, not only when the clock moves.
  const renewals = setInterval(() => {
    eachWorld(() => {
      if (runDue(deps) > 0) void deps.store.write();
    });
  }, 60_000);
  renewals.unref();
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // PORT=0 (tests) listens on a free port: links then point to the port actually used.
  if (!env.WEB_ORIGIN) deps.webOrigin = originOf(actualPort);
  const mode = upstream
    ? `proxy to ${upstream}${env.UPSTREAM_STRICT === 'on' ? ' (strict)' : ''}`
    : replay
      ? `replaying recording ${replay.name}, `
      : '';
  console.log(
    `Fake server on ${originOf(actualPort)} (${sandboxes ? `sandboxes on: up to ${sandboxes.max}, at most ${ceilings!.memoryMb} MB of memory and ${ceilings!.diskMb} MB of disk, ` : ''}${mode}${upstream ? '' : created ? `new database, scenario ${initial}` : `database ${dbFile}`}); ${env.DEV_TOOLS === 'off' ? 'dev tools off' : 'dashboard at /__dev'}; links point to ${deps.webOrigin}`,
  );
  const stop = async () => {
    clearInterval(renewals);
    await app.close();
    await store.close().catch((error: Error) => console.error(error.message));
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  return app;
}

/** SANDBOXES=on: the sandboxes' settings from the environment, with their defaults (README, "Hosting a public demo"). */
function sandboxSettings(env: ServerEnv, dbFile: string, scenario: ScenarioName): Omit<SandboxSettings, 'replay'> {
  return {
    root: resolve(dirname(dbFile), 'sandboxes'),
    max: env.SANDBOX_MAX ?? 400,
    ttlMs: (env.SANDBOX_TTL_HOURS ?? 24) * 3_600_000,
    idleMs: (env.SANDBOX_IDLE_MINUTES ?? 30) * 60_000,
    maxRecords: env.SANDBOX_MAX_RECORDS ?? 20_000,
    maxBytes: (env.SANDBOX_MAX_MB ?? 10) * MB,
    maxDataBytes: (env.SANDBOX_MAX_DATA_MB ?? 0.5) * MB,
    scenario,
  };
}

// Not when a program that embeds it (scripts/demo.ts, fake-server/embedded.ts) is the main module.
const embedded = (globalThis as { fakeServerEmbedded?: boolean }).fakeServerEmbedded === true;
if (import.meta.url === `file://${process.argv[1]}` && !embedded) {
  startServer().catch((error: unknown) => {
    // A database that cannot be used is explained in one line; anything else with its stack.
    console.error(error instanceof DatabaseFileError || error instanceof EnvironmentError ? error.message : error);
    process.exit(1);
  });
}
