import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/** Who a request acts for. */
export interface Principal {
  /** The effective user: the participant when acting in admin mode. */
  userId: string;
  /** The signed-in user. */
  agentId: string;
  email?: string;
  /** The signed-in user's display name, from the token. */
  name?: string;
  roles: string[];
  /** The participant id when a support user acts as them (header X-Act-As). */
  actingAs?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook of the product API. */
    principal?: Principal;
  }
}

/** The role that may use admin mode and search participants. */
export const SUPPORT_ROLE = 'support';

/** The principal of an authenticated request; route handlers call it (the auth hook already rejected unauthenticated ones). */
export function principalOf(request: FastifyRequest): Principal {
  if (request.principal === undefined) throw unauthorized();
  return request.principal;
}

/** Whether the signed-in user has the support role. */
export function isSupport(p: Principal): boolean {
  return p.roles.includes(SUPPORT_ROLE);
}
