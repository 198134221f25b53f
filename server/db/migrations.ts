import type { Migration, MigrationProvider } from 'kysely';
import { assetsAreaMigrations } from '../assets/assets-migrations';
import { contributionMigrations } from '../contributions/contributions-migrations';
import { bankMigrations } from '../bank/bank-migrations';
import { beneficiaryMigrations } from '../beneficiaries/beneficiaries-migrations';
import { rolloverMigrations } from '../rollovers/rollovers-migrations';
import { supportMigrations } from '../support/support-migrations';
import { identityMigrations } from '../identity/migrations';
import { invitationMigrations } from '../invitations/invitations-migrations';
import { loanMigrations } from '../loans/loans-migrations';
import { managementMigrations } from '../identity/management-migrations';
import { libraryMigrations } from '../library/migrations';
import { rateLimitMigrations } from '../http/rate-limit/rate-limit-migrations';
import { idempotencyMigrations } from '../http/idempotency-migrations';
import { distributionMigrations } from '../distributions/distributions-migrations';
import { usersAreaMigrations } from '../users/users-migrations';
import { coreMigrations } from './core-migrations';

/** Every migration of the server, from its three owners, keyed by name (kysely runs them in name order). */
export const allMigrations: Record<string, Migration> = {
  ...identityMigrations,
  ...managementMigrations,
  ...coreMigrations,
  ...usersAreaMigrations,
  ...libraryMigrations,
  ...bankMigrations,
  ...assetsAreaMigrations,
  ...contributionMigrations,
  ...invitationMigrations,
  ...loanMigrations,
  ...rateLimitMigrations,
  ...idempotencyMigrations,
  ...distributionMigrations,
  ...beneficiaryMigrations,
  ...rolloverMigrations,
  ...supportMigrations,
};

/** The migration provider the Migrator reads. */
export const migrationProvider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => allMigrations,
};
