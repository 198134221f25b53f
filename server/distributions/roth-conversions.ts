import type { Schema } from '@/adapters/http/wire';
import type { Kysely, Selectable } from 'kysely';
import {
  availableFromAccounts,
  type ParticipantBalance,
  RESERVING_DISTRIBUTION_STATUSES,
} from '@/domain/balances/participant-balance';
import { type TaxAccounts, taxAccounts } from '@/domain/balances/tax-accounts';
import {
  CONVERTIBLE_ACCOUNTS,
  type ConvertibleAccount,
  conversionTaxParts,
  recaptureEndDate,
  rothConversionAllowed,
  rothConversionErrors,
} from '@/domain/distributions/roth-conversion';
import { type CalendarDate, formatIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { DB } from '../db/schema';
import { lockParticipant, participantHoldings } from '../balances/participant-holdings';
import { membershipOwner } from '../invitations/joined-plan';
import { iso, throwIfInvalid } from '../shared/service-errors';
import { savedCheckoutStep } from '../shared/saved-step';
import { rothAccountFacts } from '../contributions/distribution-tax-forms';
import type { RothConversionsTable } from './distributions-schema';
import { openingBalancesOfUser } from '../plan-takeover/plan-takeover-service';

/** A conversion as the API answers it. */
export type RothConversion = Schema<'RothConversion'>;
/** The conversions with the tax accounts, as the API answers them. */
export type RothConversionsView = Schema<'RothConversions'>;

function toConversion(row: Selectable<RothConversionsTable>): RothConversion {
  return {
    id: row.id,
    account: row.account as ConvertibleAccount,
    amount_cents: Number(row.amount_cents),
    basis_cents: Number(row.basis_cents),
    taxable_cents: Number(row.taxable_cents),
    account_balance_cents: Number(row.account_balance_cents),
    converted_on: row.converted_on,
    recapture_ends_on: recaptureEndDate(row.converted_on),
    created_at: iso(row.created_at),
  };
}

/** The user's conversions, oldest first (read with the transaction when inside one). */
async function conversionRows(db: Kysely<DB>, userId: string): Promise<Selectable<RothConversionsTable>[]> {
  return db
    .selectFrom('roth_conversions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Whether the user's plan (their own, or the owner's plan they joined) allows in-plan Roth conversions. */
async function conversionsAllowed(db: Kysely<DB>, userId: string): Promise<boolean> {
  const owner = (await membershipOwner(db, userId)) ?? userId;
  return rothConversionAllowed(await savedCheckoutStep(db, owner, 'planDetails'));
}

/**
 * The participant's tax accounts (decision 0335): the balance by source read as participant-holdings reads it, with the
 * basis of the designated Roth and after-tax accounts from the ledger and the conversions.
 */
export async function participantTaxAccounts(
  db: Kysely<DB>,
  userId: string,
  now: Date,
  holdingsRead?: ParticipantBalance,
  conversionsRead?: readonly Selectable<RothConversionsTable>[],
): Promise<TaxAccounts> {
  const holdings = holdingsRead ?? (await participantHoldings(db, userId, now));
  const contributions = await db
    .selectFrom('contributions')
    .select(['source', 'amount_cents', 'roth'])
    .where('user_id', '=', userId)
    .execute();
  const conversions = conversionsRead ?? (await conversionRows(db, userId));
  // The basis each distribution still requested, approved or paid recovered (a rejected one recovered none).
  const recovered = await db
    .selectFrom('distributions')
    .select((eb) => [
      eb.fn.sum<string | null>('after_tax_basis_cents').as('after_tax'),
      eb.fn.sum<string | null>('roth_basis_cents').as('roth'),
    ])
    .where('user_id', '=', userId)
    .where('status', 'in', RESERVING_DISTRIBUTION_STATUSES)
    .executeTakeFirst();
  // Opening balances of a plan taken over (decision 0344): their Roth and after-tax basis is basis brought in.
  const opening = await openingBalancesOfUser(db, userId);
  const openingBasis =
    opening === undefined
      ? []
      : [
          { source: 'Deferral Roth', amountCents: opening.rothBasisCents },
          { source: 'After Tax', amountCents: opening.afterTaxBasisCents },
        ];
  return taxAccounts(holdings, {
    contributions: [
      ...contributions.map((c) => ({ source: c.source, amountCents: Number(c.amount_cents), roth: c.roth })),
      ...openingBasis,
    ],
    conversions: conversions.map((c) => ({
      account: c.account,
      amountCents: Number(c.amount_cents),
      basisCents: Number(c.basis_cents),
    })),
    recovered: { afterTaxCents: Number(recovered?.after_tax ?? 0), rothCents: Number(recovered?.roth ?? 0) },
  });
}

/** In-plan Roth conversions (decision 0335): list with the tax accounts, and convert under the participant's lock. */
export class RothConversions {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => Date,
  ) {}

  /** The conversions, newest first, with the tax accounts and what each convertible account holds. */
  async overview(userId: string): Promise<RothConversionsView> {
    const now = this.clock();
    // One after another: on PGlite the app has one connection.
    const allowed = await conversionsAllowed(this.db, userId);
    const holdings = await participantHoldings(this.db, userId, now);
    const rows = await conversionRows(this.db, userId);
    const accounts = await participantTaxAccounts(this.db, userId, now, holdings, rows);
    const facts = await rothAccountFacts(this.db, userId);
    return {
      allowed,
      conversions: [...rows].reverse().map(toConversion),
      roth: {
        balance_cents: accounts.roth.balanceCents,
        basis_cents: accounts.roth.basisCents,
        earnings_cents: accounts.roth.earningsCents,
        deferral_cents: accounts.roth.deferralCents,
        employer_cents: accounts.roth.employerCents,
        conversion_cents: accounts.roth.conversionCents,
        first_year: facts.firstYear ?? null,
      },
      after_tax: {
        balance_cents: accounts.afterTax.balanceCents,
        basis_cents: accounts.afterTax.basisCents,
        earnings_cents: accounts.afterTax.earningsCents,
      },
      pre_tax_cents: accounts.preTaxCents,
      rolled_in_roth_cents: accounts.rolledInRothCents,
      convertible: CONVERTIBLE_ACCOUNTS.map((a) => ({
        account: a.key,
        available_cents: availableFromAccounts(holdings, [a.key]),
      })),
    };
  }

  /**
   * Converts: the domain's rules (account, amount, the plan's election, what the account holds), then the tax parts
   * from the after-tax account's basis (pro rata, IRC 72(e)(8)) and the row, all under the participant's lock so two
   * requests cannot convert the same money (decision 0288).
   */
  async request(userId: string, agentId: string, body: Record<string, unknown>): Promise<RothConversion> {
    const now = this.clock();
    const account = body.account;
    const amountCents = typeof body.amount_cents === 'number' ? body.amount_cents : undefined;
    throwIfInvalid(rothConversionErrors({ account, amountCents }, true));
    const row = await this.db.transaction().execute(async (trx) => {
      await lockParticipant(trx, userId);
      const key = account as ConvertibleAccount;
      const holdings = await participantHoldings(trx, userId, now);
      const available = availableFromAccounts(holdings, [key]);
      throwIfInvalid(rothConversionErrors({ account, amountCents }, await conversionsAllowed(trx, userId), available));
      const accounts = await participantTaxAccounts(trx, userId, now, holdings);
      const cents = amountCents as number;
      const parts =
        key === 'after_tax'
          ? conversionTaxParts(cents, accounts.afterTax.basisCents, available)
          : conversionTaxParts(cents, 0, available);
      return trx
        .insertInto('roth_conversions')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          account: key,
          amount_cents: cents,
          basis_cents: parts.basisCents,
          taxable_cents: parts.taxableCents,
          account_balance_cents: available,
          converted_on: formatIsoDate(utcToday(now) as CalendarDate),
          agent_id: agentId,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return toConversion(row);
  }
}
