import { Code } from '#contract/envelope.js';
import type { SessionSent } from '#contract/entities.js';
import { type Language, type UserRecord, sha256 } from '../db/schema.js';
import { HOUR, MINUTE, addMs, isPast } from './clock.js';
import { type Deps, nextId } from './deps.js';
import { Refusal } from './refusal.js';
import { randomToken, sameHash, sixDigitCode } from './secrets.js';
import { issueToken, revokeTokens } from './tokens.js';

const ACTIVATION_LIFETIME = 24 * HOUR;
const RESET_CODE_LIFETIME = 10 * MINUTE;
const RESET_CODE_TRIES = 5;
const MAILS_PER_HOUR = 5;
/** Wrong passwords one address may try on one account before that pair is stopped (15 minutes). */
const LOGIN_FAILURES_PER_ADDRESS = 10;
/** Wrong passwords an account takes from all addresses together before every login is stopped (1 hour). */
const LOGIN_FAILURES_PER_ACCOUNT = 100;
const LOGIN_WINDOW_PER_ADDRESS = 15 * MINUTE;
const LOGIN_WINDOW_PER_ACCOUNT = HOUR;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const findUser = (deps: Deps, email: string) =>
  deps.store.data.users.find((u) => u.email === normaliseEmail(email));

function notActivated(user: UserRecord): Refusal {
  return user.refuseWith1001
    ? new Refusal(Code.NotActivatedToast, 'notActivated')
    : new Refusal(Code.NotActivated, 'notActivated');
}

function sendActivation(deps: Deps, user: UserRecord, language: Language) {
  const token = randomToken();
  deps.store.data.activations.push({
    hash: sha256(token),
    userId: user.id,
    expiresAt: addMs(deps.clock.now(), ACTIVATION_LIFETIME),
    usedAt: null,
  });
  const link = `${deps.webOrigin}/api/passport/activate?token=${token}`;
  deps.mailer.send('activation', user.email, language, user.nickName, { link });
}

/**
 * Each e-mail gets at most 5 mails an hour of each kind (activation, reset, newsletter), known or
 * not (no enumeration; a form cannot flood a mailbox); a refusal says when the hour ends.
 */
export function limitMails(deps: Deps, action: string, email: string) {
  if (!deps.limiter.account(action, email, MAILS_PER_HOUR, HOUR))
    throw new Refusal(Code.TooManyAttempts, 'tooManyAttempts', {}, deps.limiter.accountWait(action, email));
}

export async function register(
  deps: Deps,
  body: { nickName: string; email: string; password: string },
  language: Language,
) {
  const email = normaliseEmail(body.email);
  const existing = findUser(deps, email);
  if (existing)
    throw existing.activated ? new Refusal(Code.AlreadyRegistered, 'alreadyRegistered') : notActivated(existing);
  const passwordHash = await deps.hasher.hash(body.password);
  // Hashing awaited: another registration of the same e-mail may have landed meanwhile.
  const raced = findUser(deps, email);
  if (raced) throw raced.activated ? new Refusal(Code.AlreadyRegistered, 'alreadyRegistered') : notActivated(raced);
  const user: UserRecord = {
    id: nextId(deps, 'user'),
    email,
    nickName: body.nickName,
    passwordHash,
    avatar: '',
    activated: false,
    language,
    createdAt: deps.clock.iso(),
  };
  deps.store.data.users.push(user);
  sendActivation(deps, user, language);
  await deps.store.write();
}

/**
 * Wrong passwords are limited per account and address together, so a stranger on one address
 * cannot lock the owner out on another; a much higher per-account ceiling still stops a guess
 * spread over many addresses (OWASP Authentication cheat sheet; docs/decisions/020).
 */
export async function login(
  deps: Deps,
  body: { email: string; password: string },
  address: string,
): Promise<SessionSent> {
  const email = normaliseEmail(body.email);
  const pair = `${email}|${address}`;
  const { limiter } = deps;
  const waits = [
    limiter.blocked('login-fail', pair, LOGIN_FAILURES_PER_ADDRESS) ? limiter.accountWait('login-fail', pair) : 0,
    limiter.blocked('login-fail-all', email, LOGIN_FAILURES_PER_ACCOUNT)
      ? limiter.accountWait('login-fail-all', email)
      : 0,
  ];
  if (Math.max(...waits) > 0) throw new Refusal(Code.TooManyAttempts, 'tooManyAttempts', {}, Math.max(...waits));
  const user = findUser(deps, email) ?? null;
  const ok = await deps.hasher.verify(user?.passwordHash ?? null, body.password);
  if (!ok || !user) {
    limiter.account('login-fail', pair, LOGIN_FAILURES_PER_ADDRESS, LOGIN_WINDOW_PER_ADDRESS);
    limiter.account('login-fail-all', email, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_PER_ACCOUNT);
    throw new Refusal(Code.WrongCredentials, 'wrongCredentials');
  }
  if (!user.activated) throw notActivated(user);
  limiter.clear('login-fail', pair);
  const token = issueToken(deps, user.id);
  await deps.store.write();
  return { token, user: { id: user.id, email: user.email } };
}

/** The activation link: true when it activated an account. */
export async function activate(deps: Deps, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const hash = sha256(token);
  const link = deps.store.data.activations.find((a) => sameHash(a.hash, hash));
  const user = link && deps.store.data.users.find((u) => u.id === link.userId);
  if (!link || !user || link.usedAt || isPast(link.expiresAt, deps.clock)) return false;
  link.usedAt = deps.clock.iso();
  user.activated = true;
  await deps.store.write();
  return true;
}

export async function resendActivation(deps: Deps, body: { email: string }, language: Language) {
  const email = normaliseEmail(body.email);
  limitMails(deps, 'activation-mail', email);
  const user = findUser(deps, email);
  if (!user || user.activated) return;
  sendActivation(deps, user, language);
  await deps.store.write();
}

export async function requestResetCode(deps: Deps, body: { email: string }, language: Language) {
  const email = normaliseEmail(body.email);
  limitMails(deps, 'reset-mail', email);
  const user = findUser(deps, email);
  if (!user) return;
  const code = sixDigitCode();
  // A newer code replaces an older one.
  deps.store.data.resetCodes = deps.store.data.resetCodes.filter((r) => r.userId !== user.id);
  deps.store.data.resetCodes.push({
    userId: user.id,
    hash: sha256(`${user.id}:${code}`),
    expiresAt: addMs(deps.clock.now(), RESET_CODE_LIFETIME),
    attempts: 0,
    usedAt: null,
  });
  deps.mailer.send('reset', user.email, language, user.nickName, { code });
  await deps.store.write();
}

export async function resetPassword(deps: Deps, body: { email: string; code: string; newPassword: string }) {
  const user = findUser(deps, body.email);
  const record = user && deps.store.data.resetCodes.find((r) => r.userId === user.id);
  if (!user || !record || record.usedAt || isPast(record.expiresAt, deps.clock))
    throw new Refusal(Code.InvalidCode, 'invalidCode');
  if (!sameHash(record.hash, sha256(`${user.id}:${body.code.trim()}`))) {
    record.attempts += 1;
    const burned = record.attempts >= RESET_CODE_TRIES;
    if (burned) record.usedAt = deps.clock.iso();
    await deps.store.write();
    throw new Refusal(Code.InvalidCode, burned ? 'codeBurned' : 'invalidCode');
  }
  record.usedAt = deps.clock.iso();
  const passwordHash = await deps.hasher.hash(body.newPassword);
  user.passwordHash = passwordHash;
  revokeTokens(deps, user.id);
  // The owner proved the mailbox: their logins start afresh from every address.
  deps.limiter.clear('login-fail-all', user.email);
  deps.limiter.clearStartingWith('login-fail', `${user.email}|`);
  await deps.store.write();
}
