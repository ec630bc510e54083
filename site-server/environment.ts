import { z } from 'zod';

/**
 * How the servers read their environment (the site server here, the fake server in
 * fake-server/config.ts): one schema each, parsed once at start into a typed configuration with
 * its defaults; the only place either reads its environment. A bad value stops the server with a
 * message naming the variable, instead of a NaN port or a silently ignored switch. Empty values
 * count as unset.
 */
export const onOff = (fallback: 'on' | 'off') =>
  z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default(fallback);
export const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });
export const positive = z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be more than 0' });
export const httpUrl = z.url({
  protocol: /^https?$/,
  error: 'must be an http(s) address, e.g. https://api.example.com',
});
export const text = z.string().min(1);
/** A comma-separated list (origins, host names). */
export const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
/** REQUEST_TIMEOUT_MS: a request whose headers and body have not all arrived by then is cut (both servers). */
export const requestTimeout = whole(1000).default(30_000);

export class EnvironmentError extends Error {}

/** The environment read by `schema`: only its variables, empty as unset; every bad one named at once. */
export function parseEnvironment<T extends z.ZodObject>(
  schema: T,
  env: Record<string, string | undefined>,
): z.output<T> {
  const present = Object.fromEntries(
    Object.keys(schema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
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

/** `npm run serve`'s environment (docs/deploying.md, 3a). */
export const SiteServerEnvSchema = z.object({
  PORT: whole(0, 65_535).default(4173),
  HOST: text.default('127.0.0.1'),
  SITE_ROOT: text.default('web/dist'),
  LOG: onOff('off'),
  REQUEST_TIMEOUT_MS: requestTimeout,
});
export type SiteServerEnv = z.output<typeof SiteServerEnvSchema>;
