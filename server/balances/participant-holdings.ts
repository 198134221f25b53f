import type { Kysely } from 'kysely';
import { valueOn } from '@/domain/assets/plan-value';
import {
  availableFromAccounts,
  distributionNoLongerCoveredMessage,
  distributionOverBalanceMessage,
  loanOverBalanceMessage,
  type ParticipantBalance,
  participantBalance,
  purchaseOverCashMessage,
} from '@/domain/balances/participant-balance';
import { balanceOn } from '@/domain/loans';
import { type CalendarDate, formatIsoDate, utcToday } from '@/domain/shared/calendar-date';
import { valuedAssets } from '../assets/valued-assets';
import { savedCheckoutStep } from '../shared/saved-step';
import type { DB } from '../db/schema';
import { membershipOwner } from '../invitations/joined-plan';
import { throwIfInvalid } from '../shared/service-errors';
import { ledgerOf } from '../loans/loan-view';
import { openingDeposits } from '@/domain/plan-takeover/opening-balances';
import { openingBalancesOfUser } from '../plan-takeover/plan-takeover-service';

/** The date the plan's current value is read on, as GET /plan-value's current_value reads it (the newest valuation). */
const CURRENT = '9999-12-31';

/**
 * Locks the participant's user row until the transaction ends (SELECT ... FOR UPDATE): every check-then-write of money
 * for one participant (distribution, its approval and payment, loan application, purchase) takes it first, so two
 * requests cannot both spend the same money (decision 0288).
 */
export async function lockParticipant(trx: Kysely<DB>, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/**
 * The participant's balance by source and the plan's cash, read from the ledger, rollovers, assets, distributions and
 * loans (domain participantBalance); `exceptDistributionId` leaves one request out (to check it again at approval).
 */
export async function participantHoldings(
  db: Kysely<DB>,
  userId: string,
  now: Date,
  exceptDistributionId?: string,
): Promise<ParticipantBalance> {
  const owner = (await membershipOwner(db, userId)) ?? userId;
  const today = utcToday(now) as CalendarDate;
  const [plan, contributions, rollovers, purchases, valued, distributions, loans, repayments, held, conversions, repaid] =
    await Promise.all([
      savedCheckoutStep(db, owner, 'planDetails'),
      db
        .selectFrom('contributions')
        .select(['source', 'amount_cents', 'roth', 'deposit_date'])
        .where('user_id', '=', userId)
        .execute(),
      db
        .selectFrom('rollovers')
        .select(['roth_cents', 'received_cents'])
        .where('user_id', '=', userId)
        .where('status', '=', 'received')
        .execute(),
      db
        .selectFrom('asset_transactions')
        .select((eb) => eb.fn.sum<string>('purchase_price_cents').as('total'))
        .where('user_id', '=', userId)
        .where('record_type', '=', 'purchase')
        .executeTakeFirst(),
      valuedAssets(db, userId),
      db
        .selectFrom('distributions')
        .select(['id', 'status', 'amount_cents', 'sources', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db.selectFrom('loans').selectAll().where('user_id', '=', userId).where('status', '!=', 'pending_signature').execute(),
      db.selectFrom('loan_repayments').selectAll().where('user_id', '=', userId).orderBy('paid_on').execute(),
      // Employer money of a correction of excess annual additions, held in the plan's unallocated account until the next
      // year's contributions take it (decision 0300): not the participant's to take or borrow until then.
      db
        .selectFrom('annual_additions_corrections as c')
        .leftJoin('distributions as d', 'd.id', 'c.distribution_id')
        .select(['c.held_profit_sharing_cents', 'c.held_match_cents'])
        .where('c.user_id', '=', userId)
        .where('c.tax_year', '>=', today.year)
        .where((eb) => eb.or([eb('c.distribution_id', 'is', null), eb('d.status', '<>', 'rejected')]))
        .execute(),
      db
        .selectFrom('roth_conversions')
        .select(['account', 'amount_cents', 'account_balance_cents', 'converted_on'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      // Repayments of SECURE 2.0 withdrawals (decision 0336): money back into the plan.
      db.selectFrom('distribution_repayments').select(['amount_cents', 'repaid_on']).where('user_id', '=', userId).execute(),
    ]);
  // A plan taken over from elsewhere: the opening balances are money in on the takeover date (decision 0344).
  const opening = await openingBalancesOfUser(db, userId);
  const heldUnallocated = held.flatMap((h) =>
    [
      { accounts: ['profit_sharing'], amountCents: Number(h.held_profit_sharing_cents) },
      { accounts: ['employer_match'], amountCents: Number(h.held_match_cents) },
    ].filter((part) => part.amountCents > 0),
  );
  return participantBalance({
    hasPlan: plan !== undefined,
    // Dated, so each conversion moves the share of the money its account held that day (decision 0335).
    contributions: [
      ...contributions.map((c) => ({
        source: c.source,
        amountCents: Number(c.amount_cents),
        roth: c.roth,
        on: c.deposit_date,
      })),
      // A repayment is treated as a rollover contribution received in a direct transfer (IRC 72(t)(2)(H)(v)(III),
      // (I)(v), (K)(iv)): money in, in the rollover account (decision 0336).
      ...repaid.map((r) => ({ source: 'Roll Overs', amountCents: Number(r.amount_cents), on: r.repaid_on })),
      ...(opening === undefined ? [] : openingDeposits(opening)),
    ],
    conversions: conversions.map((c) => ({
      account: c.account,
      amountCents: Number(c.amount_cents),
      accountBalanceCents: Number(c.account_balance_cents),
      on: c.converted_on,
    })),
    rolloverRothCents: rollovers.reduce((sum, r) => sum + Math.min(Number(r.roth_cents), Number(r.received_cents ?? 0)), 0),
    purchasesCents: Number(purchases?.total ?? 0),
    assets: [...valued.values()].map((a) => ({ type: a.type, valueCents: valueOn(a, CURRENT) })),
    distributions: [
      ...heldUnallocated.map((part) => ({ status: 'requested', ...part, on: formatIsoDate(today) })),
      ...distributions
        .filter((d) => d.id !== exceptDistributionId)
        .map((d) => ({
          status: d.status,
          amountCents: d.amount_cents === null ? 0 : Number(d.amount_cents),
          accounts: d.sources ? d.sources.split(',') : [],
          on: new Date(d.created_at).toISOString().slice(0, 10),
        })),
    ],
    // An offset loan's amount left the account for good on its offset (decision 0301).
    loansOutstandingCents: loans.reduce(
      (sum, loan) =>
        sum +
        (loan.status === 'offset'
          ? Number(loan.offset_cents ?? 0)
          : balanceOn(
              ledgerOf(
                loan,
                repayments.filter((r) => r.loan_id === loan.id),
              ),
              today,
            )),
      0,
    ),
  });
}

/**
 * Refuses (400 on `amount`) a new distribution of `amountCents` from `accounts` that they do not hold; call under
 * lockParticipant. Answers the holdings it read.
 */
export async function assertDistributionCovered(
  trx: Kysely<DB>,
  userId: string,
  now: Date,
  amountCents: number,
  accounts: readonly string[],
): Promise<ParticipantBalance> {
  const holdings = await participantHoldings(trx, userId, now);
  const available = availableFromAccounts(holdings, accounts);
  if (amountCents > available) throwIfInvalid({ amount: [distributionOverBalanceMessage(available)] });
  return holdings;
}

/** Refuses (400 on `amount`) approving or paying request `id` when its accounts no longer hold its amount; under lockParticipant. */
export async function assertDistributionStillCovered(
  trx: Kysely<DB>,
  userId: string,
  now: Date,
  id: string,
  amountCents: number,
  accounts: readonly string[],
): Promise<void> {
  const available = availableFromAccounts(await participantHoldings(trx, userId, now, id), accounts);
  if (amountCents > available) throwIfInvalid({ amount: [distributionNoLongerCoveredMessage(available, amountCents)] });
}

/** Refuses (400 on `amount`) a loan of `amountCents` beyond what the plan holds for the participant; under lockParticipant. */
export async function assertLoanCovered(trx: Kysely<DB>, userId: string, now: Date, amountCents: number): Promise<void> {
  const { totalCents } = await participantHoldings(trx, userId, now);
  if (amountCents > totalCents) throwIfInvalid({ amount: [loanOverBalanceMessage(totalCents)] });
}

/** Refuses (400 on `purchase_price`) a purchase of `priceCents` beyond the plan's cash; under lockParticipant. */
export async function assertPurchaseCovered(trx: Kysely<DB>, userId: string, now: Date, priceCents: number): Promise<void> {
  const { cashCents } = await participantHoldings(trx, userId, now);
  if (priceCents > cashCents) throwIfInvalid({ purchase_price: [purchaseOverCashMessage(cashCents)] });
}
