import { describe, expect, test } from 'vitest';
import { serverAreas } from '../areas';
import { allMigrations, migrationSources } from './migrations';

/**
 * Every migration name existing databases may have recorded, in the order the migrator runs them (kysely sorts the
 * names). A name here must never change or go; a new migration is added here with its name.
 */
const MIGRATION_NAMES = [
  '0001_identity_001_users_links_refresh_tokens',
  '0001_identity_002_totp',
  '0001_identity_003_factors_history',
  '0001_identity_004_email_change',
  '0001_identity_005_session_details',
  '0001_identity_006_email_change_mfa',
  '0002_core_001_users_audit',
  '0002_core_002_steps',
  '0002_core_003_billing',
  '0003_library_001_folders_documents_versions',
  '0003_library_002_assets_distributions',
  '0003_library_003_removed_uploader_paging',
  '0004_assets_001_custody_values_history',
  '0004_assets_002_year_end_evidence',
  '0009_billing_001_one_open_invoice_leases',
  '0009_billing_002_invoice_locale',
  '0020_rate_limit_001_windows',
  '0021_idempotency_001_keys',
  '0022_distributions_001_excess_deferral_correction',
  '0022_distributions_002_excess_annual_additions',
  '0022_distributions_003_roth_conversions',
  '0022_distributions_004_basis_recovered',
  '0022_distributions_005_secure_withdrawals',
  'bank_0001_applications_documents_connections',
  'bank_0002_connect_claim',
  'bank_0003_trust_accounts',
  'beneficiaries_0001_designations',
  'contributions_0001_ledger_events_years',
  'contributions_0002_form_5500_ez_years',
  'contributions_0003_form_5500_ez_filing',
  'contributions_0004_form_5500_ez_reminders',
  'contributions_0005_prior_year_fica_wages',
  'contributions_0010_form_5558_extension',
  'contributions_0011_roth_employer',
  'identity_mgmt_0001_user_status',
  'invitations_0001_invitations',
  'loans_0001_loans_repayments',
  'loans_0002_one_unsigned_per_user',
  'loans_0003_offset_on_separation',
  'loans_0004_repayment_reversal',
  'loans_0005_offset_reason',
  'plan_amendments_0001_signatures',
  'plan_takeover_0001_opening_balances_prior_filings',
  'plan_termination_0001_resolutions',
  'rollovers_0001_requests_events',
  'statements_0001_imports_transactions_rules',
  'support_0001_audit_reason',
  'support_0002_admin_mode_visits',
  'users_0001_notification_preferences',
  'users_0002_profile_phones',
];

describe('migration names', () => {
  test('the migrations taken from the platform and the areas are the recorded names, in the same order', () => {
    expect(Object.keys(allMigrations).sort()).toEqual(MIGRATION_NAMES);
  });

  test('no two owners name a migration alike (a later one would hide the earlier)', () => {
    const named = migrationSources().flatMap((source) => Object.keys(source));
    expect(named.length).toBe(new Set(named).size);
    expect(named.length).toBe(MIGRATION_NAMES.length);
  });

  test('an area folder brings its own migrations through its area object', () => {
    const owners = Object.fromEntries(serverAreas.map((a) => [a.key, Object.keys(a.migrations ?? {})]));
    expect(owners.loans).toEqual([
      'loans_0001_loans_repayments',
      'loans_0002_one_unsigned_per_user',
      'loans_0003_offset_on_separation',
      'loans_0004_repayment_reversal',
      'loans_0005_offset_reason',
    ]);
    expect(owners.rollovers).toEqual(['rollovers_0001_requests_events']);
    expect(owners['plan-termination']).toEqual(['plan_termination_0001_resolutions']);
    expect(owners.library).toEqual([
      '0003_library_001_folders_documents_versions',
      '0003_library_002_assets_distributions',
      '0003_library_003_removed_uploader_paging',
    ]);
  });
});
