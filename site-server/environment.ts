import { z } from 'zod';

/**
 * The environment of the servers (the site server, the fake server and the demo), checked once at
 * start by one schema: a bad value stops the server with a message naming the variable, instead of
 * a NaN port or a silently ignored switch. Empty values count as unset.
 */
const onOff = z.enum(['on', 'off'], { error: 'must be "on" or "off"' });
const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });
const positive = z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be more than 0' });
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) address, e.g. https://api.example.com' });
const text = z.string().min(1);

export const ServerEnvSchema = z.object({
  PORT: whole(0, 65_535).optional(),
  HOST: text.optional(),
  LOG: onOff.optional(),
  SITE_ROOT: text.optional(),
  SITE_URL: httpUrl.optional(),
  DB_FILE: text.optional(),
  UPLOAD_DIR: text.optional(),
  RECORDINGS_DIR: text.optional(),
  SCENARIO: text.optional(),
  WIRE: z.enum(['project', 'spec'], { error: 'must be "project" or "spec"' }).optional(),
  WEB_ROOT: text.optional(),
  WEB_ORIGIN: httpUrl.optional(),
  RATE_LIMIT: onOff.optional(),
  DEV_TOOLS: onOff.optional(),
  UPSTREAM_URL: httpUrl.optional(),
  UPSTREAM_STRICT: onOff.optional(),
  UPSTREAM_TIMEOUT_MS: whole(100).optional(),
  UPSTREAM_MAX_BYTES: whole(1024).optional(),
  SANDBOXES: onOff.optional(),
  SANDBOX_MAX: whole(1).optional(),
  SANDBOX_TTL_HOURS: positive.optional(),
  SANDBOX_MAX_RECORDS: whole(100).optional(),
  SANDBOX_MAX_MB: positive.optional(),
  SANDBOX_MAX_DATA_MB: positive.optional(),
  SANDBOX_IDLE_MINUTES: positive.optional(),
  SANDBOX_MEMORY_MB: whole(1).optional(),
  SANDBOX_DISK_MB: whole(1).optional(),
  TRUST_PROXY: text.optional(),
  REQUEST_TIMEOUT_MS: whole(1000).optional(),
});
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

export class EnvironmentError extends Error {}

/** The checked environment; throws an EnvironmentError naming every bad variable and its value. */
export function checkEnvironment(env: Record<string, string | undefined>): ServerEnv {
  const present = Object.fromEntries(
    Object.keys(ServerEnvSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ServerEnvSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new EnvironmentError(
    parsed.error.issues
      .map((issue) => {
        const name = String(issue.path[0]);
        return `${name} ${issue.message} (got ${JSON.stringify(present[name])})`;
      })
      .join('\n'),
  );
}
