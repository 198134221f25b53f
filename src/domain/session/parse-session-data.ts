import type { IdentitySessionData, IdentityUser, User } from './session';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The product user from a current-user response, or undefined when it lacks an id or e-mail; a numeric id becomes a string. */
export function parseUser(input: unknown): User | undefined {
  if (!isRecord(input)) return undefined;
  const id = typeof input.id === 'number' && Number.isFinite(input.id) ? String(input.id) : nonEmpty(input.id);
  const email = nonEmpty(input.user_email);
  return id && email ? { id, user_email: email } : undefined;
}

/** The identity-provider user, or undefined without a user id; login ids keep only non-empty strings. */
export function parseIdentityUser(input: unknown): IdentityUser | undefined {
  if (!isRecord(input)) return undefined;
  const userId = nonEmpty(input.userId);
  if (!userId) return undefined;
  const loginIds = Array.isArray(input.loginIds) ? input.loginIds.filter((id): id is string => !!nonEmpty(id)) : [];
  return { userId, loginIds, name: nonEmpty(input.name) };
}

/** Identity-provider session data from a verify or refresh response, or undefined without a session token. */
export function parseIdentitySessionData(input: unknown): IdentitySessionData | undefined {
  if (!isRecord(input)) return undefined;
  const sessionJwt = nonEmpty(input.sessionJwt);
  if (!sessionJwt) return undefined;
  return {
    sessionJwt,
    refreshJwt: nonEmpty(input.refreshJwt),
    user: parseIdentityUser(input.user),
    authInfo: input.authInfo,
  };
}
