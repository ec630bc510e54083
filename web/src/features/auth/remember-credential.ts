import { storage } from '../../lib/storage';

type PasswordCredentialCtor = new (data: { id: string; password: string; name?: string }) => Credential;

/**
 * "Remember me", the seed's "Remember password" (requirements D5): keep only the e-mail, and hand the credential to the
 * browser's own password manager where the Credential Management API exists. Unticked, the
 * stored e-mail goes. The password never touches web storage.
 */
export function rememberCredential(remember: boolean, email: string, password: string) {
  if (!remember) {
    storage.setEmail(null);
    return;
  }
  storage.setEmail(email);
  const Ctor = (globalThis as { PasswordCredential?: PasswordCredentialCtor }).PasswordCredential;
  if (!Ctor || typeof navigator === 'undefined' || !navigator.credentials?.store) return;
  try {
    void navigator.credentials.store(new Ctor({ id: email, password })).catch(() => undefined);
  } catch {
    // A browser may refuse (no secure context, policy): the e-mail alone is still remembered.
  }
}
