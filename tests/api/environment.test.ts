import { readFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { FakeServerEnvSchema, fakeServerConfig } from '#fake-server/config.js';
import { EnvironmentError, SiteServerEnvSchema, parseEnvironment } from '../../site-server/environment.js';

/** Each server reads its environment once, through one schema, at start (docs/decisions/103). */
describe('the servers read their environment through one schema each', () => {
  it('the fake server: every setting typed, with its default', () => {
    const config = fakeServerConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      RATE_LIMIT: 'off',
      WEB_ORIGIN: '',
      SANDBOXES: 'on',
      SANDBOX_MAX: '1000',
      SANDBOX_TTL_HOURS: '0.5',
      UPSTREAM_URL: 'https://staging.example.com',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
      UNRELATED: 'whatever',
    });
    expect(config).toMatchObject({
      PORT: 0,
      RATE_LIMIT: 'off',
      CORS_ORIGINS: ['https://a.example.com', 'https://b.example.com'],
      DEV_TOOLS: 'on',
      WIRE: 'project',
      REQUEST_TIMEOUT_MS: 30_000,
      initialScenario: 'demo',
      sandboxes: { max: 1000, ttlMs: 1_800_000, idleMs: 1_800_000 },
    });
    expect(config.WEB_ORIGIN).toBeUndefined();
    expect(fakeServerConfig({}).sandboxes).toBeNull();
    expect(fakeServerConfig({ SCENARIO: 'recorded:sales' })).toMatchObject({
      recorded: 'sales',
      initialScenario: 'empty',
    });
  });

  it('the site server: port, host, root, log and the request timeout', () => {
    expect(parseEnvironment(SiteServerEnvSchema, {})).toEqual({
      PORT: 4173,
      HOST: '127.0.0.1',
      SITE_ROOT: 'web/dist',
      LOG: 'off',
      REQUEST_TIMEOUT_MS: 30_000,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^PORT must be at most 65535/],
    [{ RATE_LIMIT: 'false' }, /^RATE_LIMIT must be "on" or "off"/],
    [{ SANDBOX_MAX: '0' }, /^SANDBOX_MAX must be at least 1/],
    [{ UPSTREAM_URL: 'ftp://x' }, /^UPSTREAM_URL must be an http\(s\) address/],
    [{ WEB_ORIGIN: 'localhost:5173' }, /^WEB_ORIGIN must be an http\(s\) address/],
    [{ SCENARIO: 'recorded:../x' }, /^SCENARIO must be demo, empty, edge, recorded:<name> .* or file:<path/],
    [{ WIRE: 'json' }, /^WIRE /],
  ])('refuses %o', (env, message) => {
    expect(() => fakeServerConfig(env)).toThrow(EnvironmentError);
    expect(() => fakeServerConfig(env)).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => fakeServerConfig({ PORT: 'x', DEV_TOOLS: 'maybe' })).toThrow(/PORT[\s\S]*\nDEV_TOOLS/);
  });

  it('the README lists every variable of the fake server, with its default, and nothing else', async () => {
    const readme = await readFile('README.md', 'utf8');
    const rows = new Map(
      [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| ([^|]+) \|/gm)].map((m) => [m[1]!, m[2]!.trim()] as const),
    );
    expect([...rows.keys()].sort()).toEqual(Object.keys(FakeServerEnvSchema.shape).sort());
    const defaults = parseEnvironment(FakeServerEnvSchema, {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(defaults)) {
      const shown = rows.get(name)!;
      if (value === undefined || (Array.isArray(value) && value.length === 0))
        expect(shown, name).toMatch(/none|beside/);
      else expect(shown, name).toContain(String(value));
    }
  });

  it('.env.example names every variable of both servers', async () => {
    const example = await readFile('.env.example', 'utf8');
    const named = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    for (const name of [...Object.keys(FakeServerEnvSchema.shape), ...Object.keys(SiteServerEnvSchema.shape)])
      expect(named.has(name), name).toBe(true);
  });

  it('README, docs/deploying.md and .env.example name every VITE_* setting the web build declares', async () => {
    const declared = [...(await readFile('web/src/vite-env.d.ts', 'utf8')).matchAll(/readonly (VITE_\w+)\??:/g)]
      .map((m) => m[1]!)
      // Set by the project's own build commands, never by a deployer.
      .filter(
        (name) =>
          !['VITE_CHECKOUT', 'VITE_FAKE_API', 'VITE_STATIC_DEMO', 'VITE_BUILD_YEAR', 'VITE_OPERATOR_COMPLETE'].includes(
            name,
          ),
      );
    expect(declared).toEqual(expect.arrayContaining(['VITE_ANDROID_STORE_URL_CN', 'VITE_IOS_STORE_URL_CN']));
    const [readme, deploying, example] = await Promise.all(
      ['README.md', 'docs/deploying.md', '.env.example'].map((file) => readFile(file, 'utf8')),
    );
    for (const name of declared) {
      expect(readme, `README.md: ${name}`).toContain(`\`${name}\``);
      expect(deploying, `docs/deploying.md: ${name}`).toContain(`\`${name}\``);
      expect(example, `.env.example: ${name}`).toMatch(new RegExp(`^# ?${name}=`, 'm'));
    }
  });

  it('nothing else in the servers reads process.env', async () => {
    const readers = execFileSync('git', ['grep', '-l', 'process\\.env', '--', 'fake-server', 'site-server'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && !f.endsWith('.test.ts'));
    // server.ts of each hands process.env to its schema; nothing reads a variable by hand.
    expect(readers.sort()).toEqual(['fake-server/server.ts', 'site-server/server.ts']);
    for (const file of readers) expect(await readFile(file, 'utf8'), file).not.toMatch(/process\.env\.\w/);
  });
});
