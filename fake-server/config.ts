import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { ScenarioNameSchema, WireNameSchema } from '#contract/dev.contract.js';
import {
  httpUrl,
  list,
  onOff,
  parseEnvironment,
  positive,
  requestTimeout,
  text,
  whole,
} from '../site-server/environment.js';
import { UPSTREAM_MAX_BYTES } from './proxy/upstream.js';
import { DEFAULT_CEILINGS } from './sandbox/ceiling.js';
import { PROSPECT_WORLD_DEFAULTS } from './sandbox/prospect-worlds.js';

const MB = 1024 * 1024;

/**
 * `demo`, `empty`, `edge`, `recorded:<name>` (a recording replayed over the empty scenario), or
 * `file:<path>` (a fixture document, YAML or JSON: docs/testing-with-fixtures.md).
 */
const ScenarioSetting = z.union([
  ScenarioNameSchema,
  z.string().regex(/^(recorded:[A-Za-z0-9][\w-]{0,63}|file:.+)$/, {
    error: 'must be demo, empty, edge, recorded:<name> (letters, digits, - and _) or file:<path of a fixture document>',
  }),
]);

/**
 * The fake server's environment (README, "Environment" and "Hosting a public demo"): every
 * variable, its default and its limits, in one place; `npm run demo` starts it with its own
 * defaults over these (scripts/demo.ts). `.env.example` lists them.
 */
export const FakeServerEnvSchema = z.object({
  PORT: whole(0, 65_535).default(4000),
  HOST: text.default('127.0.0.1'),
  LOG: onOff('off'),
  DB_FILE: text.default('.data/db.json'),
  UPLOAD_DIR: text.optional(),
  RECORDINGS_DIR: text.optional(),
  SCENARIO: ScenarioSetting.default('demo'),
  WIRE: WireNameSchema.default('project'),
  WEB_ROOT: text.optional(),
  WEB_ORIGIN: httpUrl.optional(),
  RATE_LIMIT: onOff('on'),
  DEV_TOOLS: onOff('on'),
  DEV_HOSTS: list,
  CORS_ORIGINS: list,
  FRAME_ORIGINS: list,
  REQUEST_TIMEOUT_MS: requestTimeout,
  TRUST_PROXY: text.optional(),
  UPSTREAM_URL: httpUrl.optional(),
  UPSTREAM_STRICT: onOff('off'),
  UPSTREAM_TIMEOUT_MS: whole(100).default(30_000),
  UPSTREAM_MAX_BYTES: whole(1024).default(UPSTREAM_MAX_BYTES),
  SANDBOXES: onOff('off'),
  SANDBOX_MAX: whole(1).default(400),
  SANDBOX_IDLE_MINUTES: positive.default(30),
  SANDBOX_PER_CLIENT: whole(1).default(10),
  SANDBOX_TTL_HOURS: positive.default(24),
  SANDBOX_MAX_MB: positive.default(10),
  SANDBOX_MAX_DATA_MB: positive.default(0.5),
  SANDBOX_MAX_RECORDS: whole(100).default(20_000),
  SANDBOX_MEMORY_MB: whole(1).default(DEFAULT_CEILINGS.memoryMb),
  SANDBOX_DISK_MB: whole(1).default(DEFAULT_CEILINGS.diskMb),
  PROSPECT_WORLDS_MAX: whole(1).default(PROSPECT_WORLD_DEFAULTS.max),
  PROSPECT_WORLD_DAYS: positive.default(PROSPECT_WORLD_DEFAULTS.ttlMs / 86_400_000),
});

/** The fake server's configuration: the environment read once, with its paths resolved. */
export function fakeServerConfig(env: Record<string, string | undefined>) {
  const e = parseEnvironment(FakeServerEnvSchema, env);
  const dbFile = resolve(e.DB_FILE);
  const recorded = e.SCENARIO.startsWith('recorded:') ? e.SCENARIO.slice('recorded:'.length) : null;
  const fixtureFile = e.SCENARIO.startsWith('file:') ? resolve(e.SCENARIO.slice('file:'.length)) : null;
  return {
    ...e,
    dbFile,
    /** Uploads belong to the world beside them: by default next to the database (.data/uploads). */
    uploadDir: e.UPLOAD_DIR ? resolve(e.UPLOAD_DIR) : resolve(dirname(dbFile), 'uploads'),
    snapshotDir: resolve(dirname(dbFile), 'snapshots'),
    recordingsDir: resolve(e.RECORDINGS_DIR ?? resolve(dirname(dbFile), 'recordings')),
    webRoot: e.WEB_ROOT ? resolve(e.WEB_ROOT) : undefined,
    /** The recording replayed over the empty scenario (SCENARIO=recorded:<name>), or null. */
    recorded,
    /** The fixture document a new database (and every new sandbox) starts from (SCENARIO=file:<path>), or null. */
    fixtureFile,
    initialScenario: recorded || fixtureFile ? ('empty' as const) : ScenarioNameSchema.parse(e.SCENARIO),
    sandboxes:
      e.SANDBOXES === 'on'
        ? {
            root: resolve(dirname(dbFile), 'sandboxes'),
            max: e.SANDBOX_MAX,
            ttlMs: e.SANDBOX_TTL_HOURS * 3_600_000,
            idleMs: e.SANDBOX_IDLE_MINUTES * 60_000,
            perClient: e.SANDBOX_PER_CLIENT,
            maxRecords: e.SANDBOX_MAX_RECORDS,
            maxBytes: e.SANDBOX_MAX_MB * MB,
            maxDataBytes: e.SANDBOX_MAX_DATA_MB * MB,
            prospectWorlds: { max: e.PROSPECT_WORLDS_MAX, ttlMs: e.PROSPECT_WORLD_DAYS * 86_400_000 },
          }
        : null,
  };
}
