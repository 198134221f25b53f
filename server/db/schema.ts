import type { BankTables } from '../bank/bank-schema';
import type { AssetsAreaTables } from '../assets/assets-schema';
import type { BeneficiaryTables } from '../beneficiaries/beneficiaries-schema';
import type { RolloverTables } from '../rollovers/rollovers-schema';
import type { ContributionTables } from '../contributions/contributions-schema';
import type { IdentityTables } from '../identity/schema';
import type { InvitationTables } from '../invitations/invitations-schema';
import type { LoanTables } from '../loans/loans-schema';
import type { ManagementTables } from '../identity/management-schema';
import type { LibraryTables } from '../library/schema';
import type { UsersAreaTables } from '../users/users-schema';
import type { CoreTables } from './core-schema';
import type { IdempotencyTables } from '../http/idempotency';
// The distributions area's own columns on the library's distributions table (decision 0299) and its own tables (0300).
import type { DistributionAreaTables } from '../distributions/distributions-schema';
import type { SupportTables } from '../support/support-schema';

/** The whole database as kysely sees it. */
export interface DB
  extends IdentityTables,
    ManagementTables,
    CoreTables,
    LibraryTables,
    BankTables,
    AssetsAreaTables,
    ContributionTables,
    InvitationTables,
    LoanTables,
    UsersAreaTables,
    BeneficiaryTables,
    RolloverTables,
    IdempotencyTables,
    DistributionAreaTables,
    SupportTables {}
