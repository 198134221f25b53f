import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { DB } from '../db/schema';
import { FactorStore } from '../identity/factor-store';
import { IdentityStore } from '../identity/identity-store';
import type { IdentityTables } from '../identity/schema';
import { descopeManagementOptions, postToDescopeManagement, type DescopeManagementOptions } from './identity-user-status';

/** The user whose second factors support resets. */
export interface FactorResetTarget {
  /** The identity provider's user id (the product's user id). */
  userId: string;
  /** The login id the user signs in with (their e-mail address). */
  loginId: string;
}

/**
 * The identity provider's side of "Reset second factors" (decision 0273): for a user who lost every factor and their
 * recovery codes, support removes their authenticator app (TOTP), passkeys and unused recovery codes and ends all
 * their sessions, so that a magic link lets them enrol a fresh first factor.
 */
export interface IdentityFactorReset {
  /** Removes every second factor of the user and ends their sessions; rejects with IdentityFactorResetError when the provider refuses. */
  resetFactors(user: FactorResetTarget): Promise<void>;
}

/** The provider did not (completely) reset the factors (an error answer or no answer). */
export class IdentityFactorResetError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'IdentityFactorResetError';
  }
}

/**
 * The embedded identity service (local profile): deletes the user's TOTP secret (confirmed or pending), passkeys and
 * recovery codes and revokes every refresh token, in one transaction. Session tokens already issued live out their
 * 10 minutes, as after disabling (decision 0271).
 */
export class EmbeddedFactorReset implements IdentityFactorReset {
  constructor(
    private readonly db: Kysely<IdentityTables>,
    private readonly clock: () => Date,
  ) {}

  async resetFactors(user: FactorResetTarget): Promise<void> {
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      await new FactorStore(trx).removeAll(user.userId);
      await new IdentityStore(trx).revokeAllRefreshTokens(user.userId, now);
    });
  }
}

/** How long one management call may take before it counts as failed. */
/**
 * Descope's management API (production), each `POST` with `{loginId}` and `Authorization: Bearer
 * <projectId>:<managementKey>`: `/v1/mgmt/user/totp/delete` (remove the TOTP seed), `/v1/mgmt/user/passkeys/delete`
 * (remove all passkeys), then `/v1/mgmt/user/logout` (log the user out of all devices). Descope keeps no recovery codes
 * of this product (decision 0260), so there are none to remove there. The first refusal stops the sequence.
 */
export class DescopeFactorReset implements IdentityFactorReset {
  /** The management paths, in the order they are called. */
  static readonly PATHS = ['/v1/mgmt/user/totp/delete', '/v1/mgmt/user/passkeys/delete', '/v1/mgmt/user/logout'] as const;
  private readonly base: string;

  constructor(private readonly o: DescopeManagementOptions) {
    this.base = o.baseUrl.replace(/\/+$/, '');
  }

  async resetFactors(user: FactorResetTarget): Promise<void> {
    for (const path of DescopeFactorReset.PATHS) await this.post(path, { loginId: user.loginId });
  }

  private async post(path: string, body: unknown): Promise<void> {
    await postToDescopeManagement(
      this.o,
      `${this.base}${path}`,
      body,
      ` at ${path}`,
      (message, status) => new IdentityFactorResetError(message, status),
    );
  }
}

/**
 * The factor reset of a profile: the embedded identity service locally; in production Descope's management API,
 * refusing to start without DESCOPE_MANAGEMENT_KEY. DESCOPE_BASE_URL, when set, is the API base.
 */
export function identityFactorResetFor(
  config: ServerConfig,
  env: Record<string, string | undefined>,
  deps: { db: Kysely<DB>; clock?: () => Date; fetch?: typeof fetch },
): IdentityFactorReset {
  if (config.profile !== 'production')
    return new EmbeddedFactorReset(deps.db as unknown as Kysely<IdentityTables>, deps.clock ?? (() => new Date()));
  return new DescopeFactorReset(
    descopeManagementOptions(config, env, 'the support console resets second factors with it', deps.fetch),
  );
}
