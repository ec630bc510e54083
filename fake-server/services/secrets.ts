import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

/** Random tokens: 256 bits, url-safe; only their SHA-256 is stored (sha256 in fake-server/db/schema.ts). */
export const randomToken = () => randomBytes(32).toString('base64url');
export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Six digits from a CSPRNG. */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export type HashCost = 'owasp' | 'test';

/**
 * Password hashing: Argon2id at OWASP's parameters (m=19 MiB, t=2, p=1). The 'test' cost exists
 * for unit tests only (as Devise does); the server's own runs always use 'owasp'.
 * At most `concurrency` hashes run at once, so a burst of logins cannot exhaust memory.
 */
export function createPasswordHasher(cost: HashCost = 'owasp', concurrency = 4) {
  const options: argon2.HashOptions & { raw?: false } =
    cost === 'owasp'
      ? { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 }
      : { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 };
  let running = 0;
  const waiting: Array<() => void> = [];
  async function limited<T>(work: () => Promise<T>): Promise<T> {
    // A finishing job hands its slot straight to the next waiter, so the bound is exact.
    if (running >= concurrency) await new Promise<void>((go) => waiting.push(go));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }
  // A stand-in hash so an unknown e-mail costs the same time as a known one.
  let decoy: Promise<string> | null = null;
  const hash = (password: string): Promise<string> => limited(() => argon2.hash(password, { ...options, raw: false }));
  return {
    hash,
    async verify(passwordHash: string | null, password: string): Promise<boolean> {
      decoy ??= hash(randomToken());
      const target: string = passwordHash ?? (await decoy);
      const ok = await limited(() => argon2.verify(target, password).catch(() => false));
      return ok && passwordHash !== null;
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
