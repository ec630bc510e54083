/**
 * requirements R9: a local part longer than 4 characters keeps 4 and the rest become asterisks;
 * otherwise it keeps 1.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  const keep = local.length > 4 ? 4 : 1;
  return `${local.slice(0, keep)}${'*'.repeat(Math.max(0, local.length - keep))}${email.slice(at)}`;
}
