import type { Kysely, Selectable } from 'kysely';
import { dollarErrors, dollarsToCents, formatCents } from '@/domain/money';
import { isPngDataUrl, SIGNATURE_PNG_MESSAGE } from '@/domain/shared/png-data-url';
import {
  highestBalanceLast12MonthsCents,
  loanApplicationFieldErrors,
  MAX_TERM_MONTHS,
  maxLoanCents,
  MIN_LOAN_CENTS,
  balanceOn,
  type LoanLedger,
  loanOffset,
  loanOffsetOnTermination,
  loanState,
  maxRepaymentCents,
} from '@/domain/loans';
import { type CalendarDate, compareDates, formatIsoDate, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { AssetService } from '../assets/asset-service';
import type { BlobStore } from '../blob/blob-store';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { type FieldMessages, ValidationError } from '../http/errors';
import { conflictError, notFoundError, throwIfInvalid } from '../shared/service-errors';
import { joinedPlan, ownersPlan } from '../invitations/joined-plan';
import { pngBytes } from '../plan-documents/plan-document-data';
import { LOAN_AGREEMENT_TITLE, renderLoanAgreement } from './loan-agreement';
import { savedCheckoutStep } from '../shared/saved-step';
import { filePdf, withStagedPdf } from '../library/generated-pdf';
import { planLoanTerms, type PlanLoanTerms } from './loan-plan';
import { type ApiScheduledPayment, apiSchedule, currentSchedule, type Loan, ledgerOf, loanView } from './loan-view';

/** Top-level library folder of the signed loan documents. */
export const LOANS_FOLDER = 'Loans';
import type { LoansTable } from './loans-schema';
import { assertLoanCovered, lockParticipant } from '../balances/participant-holdings';
import { planTerminationDate } from '../plan-termination/termination-guard';
import { LOAN_AFTER_RESOLUTION_MESSAGE } from '@/domain/plan-termination';

/** Message of an offset by reason of termination for a plan without a termination resolution. */
export const NO_TERMINATION_MESSAGE = 'The plan has no termination resolution';

/** Message when a loan id does not name one of the user's loans. */
export const LOAN_NOT_FOUND_MESSAGE = 'Loan not found';
/** Message when a repayment id does not name a repayment of the loan. */
export const REPAYMENT_NOT_FOUND_MESSAGE = 'Repayment not found';
/** A repayment is reversed once (decision 0308). */
export const REPAYMENT_ALREADY_REVERSED_MESSAGE = 'This repayment was already reversed';
/** The plan does not allow loans (plan_loan off, or no plan). */
export const LOANS_NOT_ALLOWED_MESSAGE = 'Your plan does not allow loans';
/** Signature messages (the spec's plan signature rules). */
export const SIGNATURE_REQUIRED_MESSAGE = 'Signature is required';
export const SIGNER_NAME_REQUIRED_MESSAGE = 'Signer name is required';

/** The limit and terms a new loan gets today (GET /loans/terms). */
export interface LoanTerms extends PlanLoanTerms {
  vested_balance: number;
  outstanding_balance: number;
  highest_balance_12_months: number;
  max_amount: number;
  min_amount: number;
  max_term_months: Record<string, number>;
}

/** Participant loans (decision 0241): terms and limit, application, signing, repayments, missed payments. */
export class LoanService {
  constructor(
    private readonly db: Kysely<DB>,
    /** The plan value the limit is half of (the vested balance). */
    private readonly assets: AssetService,
    private readonly blobs: BlobStore,
    private readonly cipher: FieldCipher,
    private readonly clock: () => Date,
    private readonly primePercent: number,
  ) {}

  private today(): CalendarDate {
    return utcToday(this.clock()) as CalendarDate;
  }

  private async rows(
    userId: string,
  ): Promise<Array<{ row: Selectable<LoansTable>; repayments: Selectable<DB['loan_repayments']>[] }>> {
    const rows = await this.db
      .selectFrom('loans')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    const repayments =
      rows.length === 0
        ? []
        : await this.db
            .selectFrom('loan_repayments')
            .selectAll()
            .where('user_id', '=', userId)
            .orderBy('paid_on')
            .orderBy('created_at')
            .orderBy('id')
            .execute();
    return rows.map((row) => ({ row, repayments: repayments.filter((r) => r.loan_id === row.id) }));
  }

  /** The user's loans, newest first. */
  async list(userId: string): Promise<Loan[]> {
    const today = this.today();
    return (await this.rows(userId)).map(({ row, repayments }) => loanView(row, repayments, today));
  }

  /** One of the user's loans. */
  async get(userId: string, id: string): Promise<Loan> {
    const found = (await this.rows(userId)).find((l) => l.row.id === id);
    if (found === undefined) throw notFoundError(LOAN_NOT_FOUND_MESSAGE);
    return loanView(found.row, found.repayments, this.today());
  }

  /** The amortisation schedule of one of the user's loans, re-amortised after a prepayment (decision 0277). */
  async schedule(userId: string, id: string): Promise<ApiScheduledPayment[]> {
    const found = (await this.rows(userId)).find((l) => l.row.id === id);
    if (found === undefined) throw notFoundError(LOAN_NOT_FOUND_MESSAGE);
    return apiSchedule(currentSchedule(found.row, found.repayments, this.today()));
  }

  /** The plan's loan terms and the largest loan the user may take today (IRC 72(p), decision 0190). */
  async terms(userId: string): Promise<LoanTerms> {
    const plan = await planLoanTerms(this.db, this.cipher, userId, this.primePercent);
    const today = this.today();
    const ledgers = (await this.rows(userId))
      .filter(({ row }) => row.status !== 'pending_signature')
      .map(({ row, repayments }) => ledgerOf(row, repayments));
    const outstanding = ledgers.reduce((s, l) => s + balanceOn(l, today), 0);
    const highest = highestBalanceLast12MonthsCents(ledgers, today);
    const vested = dollarsToCents((await this.assets.planValue(userId, today.year)).current_value);
    const max = plan.allowed
      ? maxLoanCents({
          vestedCents: vested,
          highestBalanceLast12MonthsCents: highest,
          outstandingBalanceCents: outstanding,
        })
      : 0;
    return {
      ...plan,
      vested_balance: vested / 100,
      outstanding_balance: outstanding / 100,
      highest_balance_12_months: highest / 100,
      max_amount: max / 100,
      min_amount: MIN_LOAN_CENTS / 100,
      max_term_months: { ...MAX_TERM_MONTHS },
    };
  }

  /** Applies for a loan: checked against the plan and the limit; replaces an unsigned application. */
  async apply(userId: string, body: Record<string, unknown>): Promise<Loan> {
    // No new loan once the plan's termination resolution is adopted (decision 0339).
    if ((await planTerminationDate(this.db, userId)) !== undefined)
      throw conflictError('plan_terminating', LOAN_AFTER_RESOLUTION_MESSAGE);
    const terms = await this.terms(userId);
    if (!terms.allowed) throw conflictError('loans_not_allowed', LOANS_NOT_ALLOWED_MESSAGE);
    const shape: FieldMessages = { amount: dollarErrors(body.amount, 'Loan amount') };
    throwIfInvalid(shape);
    const application = {
      amountCents: dollarsToCents(body.amount as number),
      purpose: typeof body.purpose === 'string' ? body.purpose : '',
      termMonths: typeof body.term_months === 'number' ? body.term_months : Number.NaN,
      frequency: typeof body.frequency === 'string' ? body.frequency : '',
    };
    throwIfInvalid(loanApplicationFieldErrors(application, dollarsToCents(terms.max_amount)));
    const now = this.clock();
    const id = crypto.randomUUID();
    const row = await this.db.transaction().execute(async (trx) => {
      // One unsigned application per user (issue 26): concurrent applications queue on the user's row, so each one
      // deletes the unsigned loan the one before it left (the partial unique index loans_one_unsigned_per_user backs it).
      // The same lock guards what the plan holds for the participant, checked here (decision 0288).
      await lockParticipant(trx, userId);
      await assertLoanCovered(trx, userId, now, application.amountCents);
      await trx.deleteFrom('loans').where('user_id', '=', userId).where('status', '=', 'pending_signature').execute();
      await trx
        .insertInto('loans')
        .values({
          id,
          user_id: userId,
          status: 'pending_signature',
          amount_cents: application.amountCents,
          purpose: application.purpose,
          term_months: application.termMonths,
          frequency: application.frequency,
          annual_rate_bps: terms.annual_rate_bps,
          start_date: formatIsoDate(this.today()),
          document_id: null,
          signer_name: null,
          signed_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return trx.selectFrom('loans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    });
    // Answered from the row as written: a later application may already have replaced it.
    return loanView(row, [], this.today());
  }

  /** Withdraws an application not signed yet. */
  async withdraw(userId: string, id: string): Promise<void> {
    const loan = await this.get(userId, id);
    if (loan.status !== 'pending_signature') throw conflictError('not_pending', 'Only a loan not signed yet can be withdrawn');
    await this.db.deleteFrom('loans').where('user_id', '=', userId).where('id', '=', id).execute();
  }

  /** Signs the note with the drawn signature: the PDF is filed in the library and the loan starts (dated today). */
  async sign(userId: string, id: string, body: Record<string, unknown>, locale?: string): Promise<Loan> {
    const signature = body.signature;
    const signerName = typeof body.signer_name === 'string' ? body.signer_name.trim() : '';
    throwIfInvalid({
      signature:
        typeof signature !== 'string' || signature === ''
          ? [SIGNATURE_REQUIRED_MESSAGE]
          : pngBytes(signature) === undefined || !isPngDataUrl(signature)
            ? [SIGNATURE_PNG_MESSAGE]
            : [],
      signer_name: signerName === '' ? [SIGNER_NAME_REQUIRED_MESSAGE] : [],
    });
    const current = await this.get(userId, id);
    if (current.status !== 'pending_signature') throw conflictError('already_signed', 'This loan is already signed');
    if ((await planTerminationDate(this.db, userId)) !== undefined)
      throw conflictError('plan_terminating', LOAN_AFTER_RESOLUTION_MESSAGE);
    const today = formatIsoDate(this.today());
    await this.db.updateTable('loans').set({ start_date: today }).where('id', '=', id).where('user_id', '=', userId).execute();
    // The limit again at signing: the balance may have changed since the application.
    const terms = await this.terms(userId);
    if (!terms.allowed) throw conflictError('loans_not_allowed', LOANS_NOT_ALLOWED_MESSAGE);
    if (dollarsToCents(current.amount) > dollarsToCents(terms.max_amount))
      throwIfInvalid({
        amount: [`Loan amount cannot be more than ${formatCents(Math.max(0, dollarsToCents(terms.max_amount)))}`],
      });
    const loan = await this.get(userId, id);
    const plan = (await joinedPlan(this.db, this.cipher, userId)) ?? (await ownersPlan(this.db, this.cipher, userId));
    const now = this.clock();
    const bytes = await renderLoanAgreement(
      {
        plan: { name: plan?.plan_name ?? '', number: plan?.plan_number ?? '', ein: plan?.plan_ein ?? '' },
        borrowerName: await this.borrowerName(userId, signerName),
        loan,
        schedule: await this.schedule(userId, id),
        signerName,
        signDate: today,
        signature: { png: pngBytes(signature), saved: false },
      },
      { forbiddenDigits: [], createdAt: now, locale },
    );
    await withStagedPdf(this.blobs, bytes, (staged) =>
      this.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('loans')
          .select('status')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (row?.status !== 'pending_signature') throw conflictError('already_signed', 'This loan is already signed');
        const fileName = `${LOAN_AGREEMENT_TITLE} ${today} ${id.slice(0, 8)}.pdf`;
        const { documentId } = await filePdf(trx, userId, staged, { folder: LOANS_FOLDER, fileName, now });
        await trx
          .updateTable('loans')
          .set({ status: 'active', document_id: documentId, signer_name: signerName, signed_at: now, updated_at: now })
          .where('id', '=', id)
          .execute();
      }),
    );
    return this.get(userId, id);
  }

  private async borrowerName(userId: string, fallback: string): Promise<string> {
    const v = (await savedCheckoutStep(this.db, userId, 'personalDetails')) ?? {};
    const name = [v.first_name, v.middle_name, v.last_name].filter((p) => typeof p === 'string' && p.trim() !== '').join(' ');
    return name || fallback;
  }

  /**
   * Records a repayment of an active loan; the loan is paid off once nothing is left. The check and the write run in
   * one transaction holding the loan's row (issue 26): concurrent repayments queue, and each re-reads the repayments
   * recorded before it, so money is recorded at most up to what is owed.
   */
  async repay(userId: string, agentId: string, id: string, body: Record<string, unknown>): Promise<Loan> {
    const paidOn = parseIsoDate(body.paid_on);
    const today = this.today();
    const amountErrors = dollarErrors(body.amount, 'Amount');
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      const { row, ledger } = await lockedLoan(trx, userId, id);
      const dateErrors =
        paidOn === undefined
          ? ['Payment date is required']
          : compareDates(paidOn, today) > 0
            ? ['Payment date cannot be in the future']
            : compareDates(paidOn, ledger.startDate) < 0
              ? ['Payment date cannot be before the loan date']
              : [];
      const amountCents = amountErrors.length > 0 ? 0 : dollarsToCents(body.amount as number);
      // What is owed on the payment day: principal plus the interest accrued to that day, no more (decision 0277).
      const left = paidOn === undefined || dateErrors.length > 0 ? undefined : maxRepaymentCents(ledger, paidOn);
      const fields: FieldMessages = {
        amount:
          amountErrors.length > 0
            ? amountErrors
            : left !== undefined && amountCents > left
              ? [`Amount cannot be more than ${formatCents(left)}, what is left to pay`]
              : [],
        paid_on: dateErrors,
      };
      if (row.status !== 'active')
        throw conflictError('not_active', 'Repayments are recorded only for a signed loan being repaid');
      throwIfInvalid(fields);
      const repayment = { paidOn: paidOn as CalendarDate, amountCents };
      await trx
        .insertInto('loan_repayments')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          loan_id: id,
          amount_cents: amountCents,
          paid_on: formatIsoDate(repayment.paidOn),
          agent_id: agentId,
          created_at: now,
        })
        .execute();
      if (loanState({ ...ledger, repayments: [...ledger.repayments, repayment] }, today).paidOff)
        await trx.updateTable('loans').set({ status: 'paid_off', updated_at: now }).where('id', '=', id).execute();
    });
    return this.get(userId, id);
  }

  /**
   * Reverses a repayment recorded by mistake (decision 0308): it is kept, marked reversed (when, by whom, why), and no
   * longer counts, so the balance and schedule are computed again without it; a loan it had paid off is active again.
   * Holding the loan's row, so concurrent reversals of one repayment reverse it once.
   */
  async reverseRepayment(
    userId: string,
    agentId: string,
    id: string,
    repaymentId: string,
    body: Record<string, unknown>,
  ): Promise<Loan> {
    const reason = typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim() : null;
    const today = this.today();
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      const { row } = await lockedLoan(trx, userId, id);
      const repayment = await trx
        .selectFrom('loan_repayments')
        .selectAll()
        .where('id', '=', repaymentId)
        .where('loan_id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (repayment === undefined) throw notFoundError(REPAYMENT_NOT_FOUND_MESSAGE);
      if (repayment.reversed_at !== null) throw conflictError('already_reversed', REPAYMENT_ALREADY_REVERSED_MESSAGE);
      if (row.status !== 'active' && row.status !== 'paid_off')
        throw conflictError('not_active', 'Repayments are reversed only for a loan being repaid or paid off');
      await trx
        .updateTable('loan_repayments')
        .set({ reversed_at: now, reversed_by: agentId, reversal_reason: reason })
        .where('id', '=', repaymentId)
        .execute();
      if (row.status === 'paid_off') {
        const { ledger } = await lockedLoan(trx, userId, id);
        if (!loanState(ledger, today).paidOff)
          await trx.updateTable('loans').set({ status: 'active', updated_at: now }).where('id', '=', id).execute();
      }
    });
    return this.get(userId, id);
  }

  /**
   * Records the participant's separation from service and offsets the loan (decision 0301): what is outstanding that
   * day, principal and accrued interest, is taken from the account as a distribution (1099-R code M when qualified).
   * Under the participant's lock and the loan's row, so concurrent or retried requests offset once.
   */
  async offset(userId: string, id: string, body: Record<string, unknown>): Promise<Loan> {
    // By reason of the plan's termination (decision 0339): no separation; the termination date is the event.
    const byTermination = body.reason === 'plan_termination';
    const terminationDate = byTermination ? parseIsoDate(await planTerminationDate(this.db, userId)) : undefined;
    if (byTermination && terminationDate === undefined) throwIfInvalid({ reason: [NO_TERMINATION_MESSAGE] });
    const separatedOn = byTermination ? terminationDate : parseIsoDate(body.separated_on);
    if (separatedOn === undefined) throwIfInvalid({ separated_on: ['Separation date is required'] });
    const today = this.today();
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      await lockParticipant(trx, userId);
      const { row, ledger } = await lockedLoan(trx, userId, id);
      if (row.status !== 'active') throw conflictError('not_active', 'Only a signed loan being repaid can be offset');
      const outcome = byTermination
        ? loanOffsetOnTermination(ledger, separatedOn as CalendarDate, today)
        : loanOffset(ledger, separatedOn as CalendarDate, today);
      if (!outcome.ok) throw new ValidationError({ [outcome.field]: [outcome.message] });
      await trx
        .updateTable('loans')
        .set({
          status: 'offset',
          separated_on: formatIsoDate(separatedOn as CalendarDate),
          offset_on: formatIsoDate(outcome.offset.date),
          offset_cents: outcome.offset.amountCents,
          offset_qualified: outcome.offset.qualified,
          offset_reason: byTermination ? 'plan_termination' : 'separation',
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    });
    return this.get(userId, id);
  }
}

/** One of the user's loans, its row held until the transaction ends, with its ledger (404 when not the user's). */
async function lockedLoan(
  trx: Kysely<DB>,
  userId: string,
  id: string,
): Promise<{ row: Selectable<LoansTable>; ledger: LoanLedger }> {
  const row = await trx
    .selectFrom('loans')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (row === undefined) throw notFoundError(LOAN_NOT_FOUND_MESSAGE);
  const repayments = await trx
    .selectFrom('loan_repayments')
    .selectAll()
    .where('loan_id', '=', id)
    .where('user_id', '=', userId)
    .orderBy('paid_on')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { row, ledger: ledgerOf(row, repayments) };
}
