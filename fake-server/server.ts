import { resolve } from 'node:path';
import { scenario } from './seed/index.js';
import { buildApp } from './app.js';
import { hostnameOf, isLoopbackHost } from './plugins/dev-guard.js';
import { DatabaseFileError, openFileStore } from './db/store.js';
import { runDue } from './services/provider.js';
import { loadReplay } from './proxy/replay.js';
import { upstreamBase } from './proxy/upstream.js';
import { EnvironmentError } from '../site-server/environment.js';
import { closeWithin } from '../site-server/request-timeout.js';
import { fakeServerConfig } from './config.js';
import { checkCeilings } from './sandbox/ceiling.js';
import { FixtureProblems, printable } from './documents/problems.js';
import { prepareFile } from './dev/seed.js';
import { createClock } from './services/clock.js';
import { createPasswordHasher } from './services/secrets.js';

/** Reads the environment of requirements D2 (fake-server/config.ts), opens the database file and listens. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = fakeServerConfig(env);
  const { dbFile, recorded, initialScenario: initial } = config;
  const replay = recorded ? await loadReplay(resolve(config.recordingsDir, recorded), recorded) : undefined;
  const upstream = config.UPSTREAM_URL ? upstreamBase(config.UPSTREAM_URL) : undefined;
  const host = config.HOST;
  const originOf = (p: number) => `http://${host.includes(':') ? `[${host}]` : host}:${p}`;
  const webOrigin = config.WEB_ORIGIN ?? originOf(config.PORT);
  // A fixture document is checked at every start (a bad one stops the server, naming each problem);
  // it seeds a new database, as every SCENARIO does, and every new sandbox.
  const fixture = config.fixtureFile
    ? await prepareFile(config.fixtureFile, createPasswordHasher('owasp'), Date.now(), webOrigin)
    : null;
  const { store, created } = await openFileStore(dbFile, () => fixture?.data ?? scenario(initial), {
    onFailure(error) {
      // Answer what is in flight (each gets an error), then stop: a restart re-reads the files.
      console.error(error.message);
      setTimeout(() => process.exit(1), 200).unref();
    },
  });
  const sandboxes = config.sandboxes ? { ...config.sandboxes, scenario: initial, world: fixture?.data } : undefined;
  const ceilings = sandboxes
    ? checkCeilings(sandboxes, { memoryMb: config.SANDBOX_MEMORY_MB, diskMb: config.SANDBOX_DISK_MB })
    : null;
  const { app, deps, eachWorld } = await buildApp({
    store,
    ...(fixture && created
      ? {
          faults: fixture.faults,
          checkout: fixture.checkout,
          clock: fixture.clock === null ? undefined : createClock(new Date(fixture.clock)),
        }
      : {}),
    webOrigin,
    uploadDir: config.uploadDir,
    snapshotDir: config.snapshotDir,
    scenario,
    rateLimit: config.RATE_LIMIT === 'on',
    wire: config.WIRE,
    logger: config.LOG === 'on',
    webRoot: config.webRoot,
    frameOrigins: config.FRAME_ORIGINS,
    devTools: config.DEV_TOOLS === 'on',
    devHosts: config.DEV_HOSTS,
    corsOrigins: config.CORS_ORIGINS,
    guardEveryPath: isLoopbackHost(hostnameOf(host) ?? host),
    proxy: upstream
      ? {
          base: upstream,
          strict: config.UPSTREAM_STRICT === 'on',
          timeoutMs: config.UPSTREAM_TIMEOUT_MS,
          maxBytes: config.UPSTREAM_MAX_BYTES,
          publicOrigin: config.WEB_ORIGIN,
        }
      : undefined,
    recordingsDir: config.recordingsDir,
    replay,
    sandboxes,
    trustProxy: config.TRUST_PROXY,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
  });
  // Renewals and ends of subscriptions happen as real time passes, not only when the clock moves.
  const renewals = setInterval(() => {
    eachWorld(() => {
      if (runDue(deps) > 0) void deps.store.write();
    });
  }, 60_000);
  renewals.unref();
  await app.listen({ port: config.PORT, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : config.PORT;
  // PORT=0 (tests) listens on a free port: links then point to the port actually used.
  if (!config.WEB_ORIGIN) deps.webOrigin = originOf(actualPort);
  const mode = upstream
    ? `proxy to ${upstream}${config.UPSTREAM_STRICT === 'on' ? ' (strict)' : ''}`
    : replay
      ? `replaying recording ${replay.name}, `
      : '';
  // Names from the environment (a document's file, the database's, a recording's) printed escaped:
  // a file name holding an escape sequence cannot drive the terminal (issue 58).
  console.log(
    printable(
      `Fake server on ${originOf(actualPort)} (${sandboxes ? `sandboxes on: up to ${sandboxes.max}, at most ${ceilings!.memoryMb} MB of memory and ${ceilings!.diskMb} MB of disk, ` : ''}${mode}${upstream ? '' : created ? `new database, ${fixture ? `fixture document ${config.fixtureFile}` : `scenario ${initial}`}` : `database ${dbFile}${fixture ? ` kept (SCENARIO=file: seeds a new database; npm run seed -- --file loads a document now)` : ''}`}); ${config.DEV_TOOLS === 'off' ? 'dev tools off' : 'dashboard at /__dev'}; links point to ${deps.webOrigin}`,
    ),
  );
  const stop = async () => {
    clearInterval(renewals);
    await closeWithin(app);
    await store.close().catch((error: Error) => console.error(error.message));
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  return app;
}

// Not when a program that embeds it (scripts/demo.ts, fake-server/embedded.ts) is the main module.
const embedded = (globalThis as { fakeServerEmbedded?: boolean }).fakeServerEmbedded === true;
if (import.meta.url === `file://${process.argv[1]}` && !embedded) {
  startServer().catch((error: unknown) => {
    // A database that cannot be used is explained in one line; anything else with its stack.
    const explained = [DatabaseFileError, EnvironmentError].some((kind) => error instanceof kind);
    // A document's problems quote its text: printed so that it cannot drive the terminal.
    console.error(
      error instanceof FixtureProblems ? error.terminalText() : explained ? (error as Error).message : error,
    );
    process.exit(1);
  });
}
