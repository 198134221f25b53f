import type { FastifyRequest } from 'fastify';
import { cookieOf } from '../http/cookies';
import { IdentityError } from './errors';

/** The refresh cookie's name (Descope's default). */
export const REFRESH_COOKIE = 'DSR';

/**
 * Reads `Authorization: Bearer <projectId>[:<token>]`, checks the project id and answers the token part, if any.
 * Missing header or wrong project id -> 400.
 */
export function bearerToken(request: FastifyRequest, projectId: string): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^Bearer\s+/i.test(header)) {
    throw new IdentityError('missingArguments', 'Missing Authorization header with the project ID');
  }
  const value = header.replace(/^Bearer\s+/i, '').trim();
  const colon = value.indexOf(':');
  const project = colon === -1 ? value : value.slice(0, colon);
  if (project !== projectId) throw new IdentityError('invalidRequest', 'Unknown project ID');
  const token = colon === -1 ? '' : value.slice(colon + 1);
  return token.length > 0 ? token : undefined;
}

/** The refresh token of a request: from the Authorization header, else the DSR cookie (a malformed one counts as absent). */
export function refreshTokenOf(request: FastifyRequest, projectId: string): string {
  const token = bearerToken(request, projectId) ?? cookieOf(request, REFRESH_COOKIE);
  if (token === undefined) throw new IdentityError('invalidToken', 'No refresh token provided');
  return token;
}
