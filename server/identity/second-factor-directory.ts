import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { DB } from '../db/schema';
import {
  type DescopeManagementOptions,
  descopeManagementOptions,
  postToDescopeManagement,
} from '../support/identity-user-status';
import { FactorStore } from './factor-store';
import type { IdentityTables } from './schema';

/**
 * Whether a user has a second factor, read from the identity provider at the time of the request (decision 0293), not
 * from the session token: a token issued before the user enrolled a factor says it has none.
 */
export interface SecondFactorDirectory {
  /** Whether the user `userId` has an authenticator app or a passkey; rejects when the provider cannot be asked. */
  hasSecondFactor(userId: string): Promise<boolean>;
}

/** The embedded identity service (local profile): its own factor tables. */
export class EmbeddedSecondFactorDirectory implements SecondFactorDirectory {
  private readonly store: FactorStore;

  constructor(db: Kysely<DB>) {
    // The identity tables live in the same database as the product's (their types are the identity service's own).
    this.store = new FactorStore(db as unknown as Kysely<IdentityTables>);
  }

  async hasSecondFactor(userId: string): Promise<boolean> {
    const f = await this.store.enrolled(userId);
    return f.totp || f.webauthn;
  }
}

/** The identity provider could not say whether the user has a second factor. */
export class SecondFactorDirectoryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SecondFactorDirectoryError';
  }
}

/**
 * Descope's management API (production): `POST /v1/mgmt/users/load` with `{userIds: [id]}` answers `{users: [...]}`,
 * each user with the booleans `TOTP` and `webauthn` (Descope's "Load Users" reference).
 */
export class DescopeSecondFactorDirectory implements SecondFactorDirectory {
  private readonly url: string;

  constructor(private readonly o: DescopeManagementOptions) {
    this.url = `${o.baseUrl.replace(/\/+$/, '')}/v1/mgmt/users/load`;
  }

  async hasSecondFactor(userId: string): Promise<boolean> {
    const answer = (await postToDescopeManagement(
      this.o,
      this.url,
      { userIds: [userId] },
      ' at /v1/mgmt/users/load',
      (message, status) => new SecondFactorDirectoryError(message, status),
    )) as { users?: Array<{ userId?: unknown; TOTP?: unknown; webauthn?: unknown }> } | undefined;
    const user = answer?.users?.find((u) => u.userId === userId);
    if (user === undefined) throw new SecondFactorDirectoryError('Descope did not answer the user');
    return user.TOTP === true || user.webauthn === true;
  }
}

/**
 * The second-factor directory of a profile: the embedded identity service locally; in production Descope's management
 * API, refusing to start without DESCOPE_MANAGEMENT_KEY. DESCOPE_BASE_URL, when set, is the API base.
 */
export function secondFactorDirectoryFor(
  config: ServerConfig,
  env: Record<string, string | undefined>,
  deps: { db: Kysely<DB>; fetch?: typeof fetch },
): SecondFactorDirectory {
  if (config.profile !== 'production') return new EmbeddedSecondFactorDirectory(deps.db);
  return new DescopeSecondFactorDirectory(
    descopeManagementOptions(config, env, "sensitive actions check the user's second factors with it", deps.fetch),
  );
}
