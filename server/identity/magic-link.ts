import { createHash, randomBytes } from 'node:crypto';

/** A fresh magic-link token (256 random bits, base64url). */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 hash a link token is stored under (the token itself is never stored). */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `uri` is an absolute http(s) URL whose origin is one of `allowedOrigins`. */
export function isAllowedRedirect(uri: string, allowedOrigins: string[]): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return allowedOrigins.some((o) => {
    try {
      return new URL(o).origin === url.origin;
    } catch {
      return false;
    }
  });
}

/** `uri` with `t=<token>` added to its query (`?t=` or `&t=`), before any fragment. */
export function buildMagicLink(uri: string, token: string): string {
  const hashAt = uri.indexOf('#');
  const base = hashAt === -1 ? uri : uri.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : uri.slice(hashAt);
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}t=${encodeURIComponent(token)}${fragment}`;
}

/** Descope-style masked address: first character of the local part, then `***`, then the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A loose e-mail check (the SDK checks the format before sending). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value) && value.length <= 254;
}
