import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionClaims } from '../identity/tokens';
import type { TokenVerifier } from '../identity/token-verifier';
import type { DB } from '../db/schema';
import { forbidden, unauthorized } from './errors';
import { SUPPORT_ROLE, type Principal } from './principal';

/** The admin-mode header: a support user acts as the participant with this id. */
export const ACT_AS_HEADER = 'x-act-as';

/** All roles of a token: top level and per tenant. */
export function rolesOf(claims: SessionClaims): string[] {
  const roles = new Set(claims.roles);
  for (const t of Object.values(claims.tenants ?? {})) for (const r of t.roles ?? []) roles.add(r);
  return [...roles];
}

/** Remembers which users already have a row, so that the upsert runs once per user and process. */
class SeenUsers {
  private readonly seen = new Set<string>();
  has(id: string): boolean {
    return this.seen.has(id);
  }
  add(id: string): void {
    if (this.seen.size > 50_000) this.seen.clear();
    this.seen.add(id);
  }
}

async function upsertUser(db: Kysely<DB>, claims: SessionClaims): Promise<void> {
  await db
    .insertInto('users')
    .values({ id: claims.sub, user_email: claims.email ?? '', name: claims.name ?? null })
    .onConflict((oc) =>
      claims.email !== undefined
        ? oc.column('id').doUpdateSet({ user_email: claims.email, name: claims.name ?? null })
        : oc.column('id').doNothing(),
    )
    .execute();
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The token of a plain `Bearer <token>` header without a regex (the hot path); undefined for any other form. */
function plainBearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/** Whether the request asks for admin mode on someone other than `sub`. */
function wantsActAs(request: FastifyRequest, sub: string): boolean {
  const actAs = request.headers[ACT_AS_HEADER];
  return typeof actAs === 'string' && actAs.length > 0 && actAs !== sub;
}

/**
 * The product API's auth hook: verifies the bearer token (issuer, expiry, signature), creates the user's row on first
 * sight, and resolves admin mode (X-Act-As, support role only, existing participant only) into request.principal.
 * Callback style: a token the verifier already verified (and not expired), of a user whose row exists, without admin
 * mode, is resolved synchronously; everything else takes the asynchronous path.
 */
export function authHook(opts: {
  db: Kysely<DB>;
  verifier: TokenVerifier & { peek?: (jwt: string) => SessionClaims | undefined };
}): onRequestHookHandler {
  const seen = new SeenUsers();
  // The roles of a verified token never change: computed once per cached claims object (read-only for callers).
  const rolesByClaims = new WeakMap<SessionClaims, string[]>();
  const rolesFor = (claims: SessionClaims): string[] => {
    let roles = rolesByClaims.get(claims);
    if (roles === undefined) {
      roles = rolesOf(claims);
      rolesByClaims.set(claims, roles);
    }
    return roles;
  };
  const principalOf = (claims: SessionClaims): Principal => ({
    userId: claims.sub,
    agentId: claims.sub,
    email: claims.email,
    name: claims.name,
    roles: rolesFor(claims),
  });

  const resolve = async (request: FastifyRequest): Promise<void> => {
    const token = bearerOf(request);
    if (token === undefined) throw unauthorized('Authentication required');
    let claims: SessionClaims;
    try {
      claims = await opts.verifier(token);
    } catch {
      throw unauthorized('Invalid token provided');
    }
    if (!seen.has(claims.sub)) {
      await upsertUser(opts.db, claims);
      seen.add(claims.sub);
    }
    const principal = principalOf(claims);
    if (wantsActAs(request, claims.sub)) {
      const actAs = request.headers[ACT_AS_HEADER] as string;
      if (!principal.roles.includes(SUPPORT_ROLE)) throw forbidden('Only support users may act as a participant');
      const participant = await opts.db.selectFrom('users').select('id').where('id', '=', actAs).executeTakeFirst();
      if (participant === undefined) throw forbidden('Unknown participant');
      principal.userId = actAs;
      principal.actingAs = actAs;
    }
    request.principal = principal;
  };

  return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void => {
    // A cached verification implies the token is a well-formed JWT (no whitespace), i.e. exactly what bearerOf answers.
    const token = opts.verifier.peek !== undefined ? plainBearerOf(request) : undefined;
    const claims = token !== undefined ? opts.verifier.peek?.(token) : undefined;
    if (claims !== undefined && seen.has(claims.sub) && !wantsActAs(request, claims.sub)) {
      request.principal = principalOf(claims);
      done();
      return;
    }
    resolve(request).then(() => done(), done);
  };
}
