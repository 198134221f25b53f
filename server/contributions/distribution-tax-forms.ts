import type { Schema } from '@/adapters/http/wire';
import type { Kysely, Selectable } from 'kysely';
import { ROLLOVER_ROTH_WEIGHT, ROTH_SOURCE, type RothAccountFacts, rothPartCents } from '@/domain/contributions/designated-roth';
import {
  LOAN_OFFSET_KIND,
  type PaidDistribution,
  type TaxFormObligations,
  taxFormObligations,
} from '@/domain/contributions/distribution-tax-forms';
import type { DeemedLoanDistribution } from '@/domain/contributions/correction-tax-forms';
import { EXCESS_ANNUAL_ADDITIONS_CORRECTION_KIND } from '@/domain/contributions/excess-annual-additions-correction';
import { contributionTypeOfAccount } from '@/domain/distributions/distribution-request';
import { depositAccountOf, ROTH_EMPLOYER_SOURCES } from '@/domain/contributions/roth-employer';
import { rothEmployerCents } from './roth-employer';
import { firstRothYearWith, type RecordedConversion } from '@/domain/distributions/roth-conversion';
import { deemedDistribution, type LoanLedger } from '@/domain/loans';
import { type CalendarDate, compareDates, formatIsoDate, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { BlobStore } from '../blob/blob-store';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { renderTaxForms, taxFormsDocumentName } from '../plan-documents/contrib-tax-forms-pdf';
import { planDocumentData, ssnDigits } from '../plan-documents/plan-document-data';
import { PlanDocumentFiler } from '../plan-documents/plan-document-filer';
import { fileYearlyPdf, type YearlyDocument, yearlyId } from './yearly-document';
import { savedCheckoutStep } from '../shared/saved-step';
import { ledgerOf } from '../loans/loan-view';
import type { LoansTable } from '../loans/loans-schema';
import { centsToDollars } from '@/domain/money';
import { firstRothYearWithOpening } from '@/domain/plan-takeover/opening-balances';
import { openingBalancesOfUser } from '../plan-takeover/plan-takeover-service';

/** The 1099-R and 945 obligations of a calendar year, as the API answers them (US dollars, ISO dates). */
export type TaxFormsView = Schema<'TaxForms'>;

/** The user's distributions marked paid (the day of the paid status), with the figures the forms need. */
export async function paidDistributions(db: Kysely<DB>, userId: string): Promise<PaidDistribution[]> {
  // The paid distributions, the ledger and the received rollovers (whose Roth part is designated Roth money in the
  // rollover account, IRC 402A(c)(3)), read together.
  const [rows, ledger, rollovers] = await Promise.all([
    db
      .selectFrom('distributions')
      .innerJoin('distribution_events', 'distribution_events.distribution_id', 'distributions.id')
      .select([
        'distributions.id',
        'distributions.kind',
        'distributions.amount_cents',
        'distributions.withholding_percent',
        'distributions.sources',
        'distributions.payment_method',
        'distributions.deferral_year',
        'distributions.excess_cents',
        'distributions.roth_excess_cents',
        'distributions.roth_cents',
        'distributions.after_tax_excess_cents',
        'distributions.after_tax_cents',
        'distributions.after_tax_basis_cents',
        'distributions.roth_basis_cents',
        'distribution_events.at',
      ])
      .where('distributions.user_id', '=', userId)
      .where('distribution_events.user_id', '=', userId)
      .where('distribution_events.status', '=', 'paid')
      .execute(),
    db
      .selectFrom('contributions')
      .select(['source', 'amount_cents', 'deposit_date', 'roth'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('rollovers')
      .select(['roth_cents', 'received_cents', 'received_date'])
      .where('user_id', '=', userId)
      .where('status', '=', 'received')
      .execute(),
  ]);
  const seen = new Set<string>();
  const out: PaidDistribution[] = [];
  for (const r of rows) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    const paidOn = new Date(r.at).toISOString().slice(0, 10);
    const grossCents = Number(r.amount_cents ?? 0);
    const sources = r.sources ? r.sources.split(',') : [];
    // The Roth share of a mixed distribution: the chosen accounts' contributions deposited by the day paid (decision 0284).
    const bySource: Record<string, number> = {};
    // The ledger names the contribution type ('Deferral Roth'), the distribution the account ('roth').
    for (const c of ledger) {
      const account = depositAccountOf(c);
      if (account !== undefined && c.deposit_date <= paidOn)
        bySource[account] = (bySource[account] ?? 0) + Number(c.amount_cents);
    }
    for (const rollover of rollovers) {
      if (rollover.received_date === null || rollover.received_date > paidOn) continue;
      const roth = Math.min(Number(rollover.roth_cents), Number(rollover.received_cents ?? 0));
      bySource[ROLLOVER_ROTH_WEIGHT] = (bySource[ROLLOVER_ROTH_WEIGHT] ?? 0) + roth;
    }
    // A corrective distribution of excess deferrals keeps its own Roth part and excess (decision 0299).
    const correction =
      r.deferral_year === null || r.deferral_year === undefined
        ? undefined
        : {
            deferralYear: Number(r.deferral_year),
            excessCents: Number(r.excess_cents ?? 0),
            rothExcessCents: Number(r.roth_excess_cents ?? 0),
          };
    out.push({
      id: r.id,
      kind: r.kind,
      paidOn,
      grossCents,
      withholdingPercent: r.withholding_percent ?? 0,
      sources,
      rothCents:
        correction !== undefined && r.roth_cents !== null ? Number(r.roth_cents) : rothPartCents(grossCents, sources, bySource),
      paymentMethod: r.payment_method ?? undefined,
      ...(correction === undefined ? {} : { correction }),
      // The basis recorded when it was requested (decision 0335); earlier requests have none.
      ...(r.after_tax_basis_cents === null || r.roth_basis_cents === null
        ? {}
        : { basisRecovered: { afterTaxCents: Number(r.after_tax_basis_cents), rothCents: Number(r.roth_basis_cents) } }),
      // A correction of excess annual additions keeps its Roth and after-tax parts (decision 0300).
      ...(r.kind === EXCESS_ANNUAL_ADDITIONS_CORRECTION_KIND
        ? {
            correction415: {
              rothGrossCents: Number(r.roth_cents ?? 0),
              rothCents: Number(r.roth_excess_cents ?? 0),
              afterTaxGrossCents: Number(r.after_tax_cents ?? 0),
              afterTaxCents: Number(r.after_tax_excess_cents ?? 0),
            },
          }
        : {}),
    });
  }
  return out;
}

/**
 * What the forms know of the designated Roth account: the first taxable year of a designated Roth contribution in the
 * ledger (box 11, the start of the 5-taxable-year period): a Roth deferral's tax year, the calendar year a Roth
 * employer contribution was deposited, when it is taxable (decision 0332), or the year of an in-plan Roth conversion
 * (decision 0335). A distribution's Roth basis share is recorded on it when requested (decision 0335); one requested
 * before that has none, and its nonqualified Roth part's taxable amount stays "not determined" (decision 0284).
 */
export async function rothAccountFacts(db: Kysely<DB>, userId: string): Promise<RothAccountFacts> {
  const [deferral, employer, conversions] = await Promise.all([
    db
      .selectFrom('contributions')
      .select((eb) => eb.fn.min('tax_year').as('first_year'))
      .where('user_id', '=', userId)
      .where('source', '=', contributionTypeOfAccount(ROTH_SOURCE))
      .executeTakeFirst(),
    db
      .selectFrom('contributions')
      .select((eb) => eb.fn.min('deposit_date').as('first_day'))
      .where('user_id', '=', userId)
      .where('roth', '=', true)
      .where('source', 'in', ROTH_EMPLOYER_SOURCES)
      .executeTakeFirst(),
    db
      .selectFrom('roth_conversions')
      .select((eb) => eb.fn.min('converted_on').as('first_day'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  const years = [
    deferral?.first_year,
    employer?.first_day === null || employer?.first_day === undefined ? null : String(employer.first_day).slice(0, 4),
  ]
    .filter((y) => y !== null && y !== undefined)
    .map(Number);
  // An in-plan Roth conversion that came first starts the period too (decision 0335).
  const converted = conversions?.first_day ? [Number(String(conversions.first_day).slice(0, 4))] : [];
  // A plan taken over: the Roth money brought in started its period in its own first year (decision 0344).
  const opening = (await openingBalancesOfUser(db, userId))?.rothFirstYear;
  return {
    firstYear: firstRothYearWithOpening(
      firstRothYearWith(years.length === 0 ? undefined : Math.min(...years), converted),
      opening,
    ),
  };
}

/** The user's loans in `statuses` with their ledgers (terms and repayments). */
async function loanLedgers(
  db: Kysely<DB>,
  userId: string,
  statuses: Array<'active' | 'offset'>,
): Promise<Array<{ loan: Selectable<LoansTable>; ledger: LoanLedger }>> {
  const loans = await db.selectFrom('loans').selectAll().where('user_id', '=', userId).where('status', 'in', statuses).execute();
  if (loans.length === 0) return [];
  const repayments = await db
    .selectFrom('loan_repayments')
    .selectAll()
    .where('user_id', '=', userId)
    .where(
      'loan_id',
      'in',
      loans.map((l) => l.id),
    )
    .execute();
  return loans.map((loan) => ({
    loan,
    ledger: ledgerOf(
      loan,
      repayments.filter((r) => r.loan_id === loan.id),
    ),
  }));
}

/**
 * The user's loans deemed distributed by `today` (IRC 72(p), Treas. Reg. 1.72(p)-1 Q&A-10; the loans area's pure
 * `deemedDistribution`, decision 0279): each goes on the 1099-R of its year with code L1 or L7 (decision 0299).
 */
export async function deemedLoanDistributions(
  db: Kysely<DB>,
  userId: string,
  today: CalendarDate,
): Promise<DeemedLoanDistribution[]> {
  // An offset loan keeps a deemed distribution that came before its offset (decision 0301).
  return (await loanLedgers(db, userId, ['active', 'offset'])).flatMap(({ loan, ledger }) => {
    const offsetOn = parseIsoDate(loan.offset_on);
    const deemed = deemedDistribution(ledger, offsetOn !== undefined && compareDates(offsetOn, today) < 0 ? offsetOn : today);
    return deemed === undefined
      ? []
      : [{ loanId: loan.id, year: deemed.taxYear, amountCents: deemed.amountCents, date: formatIsoDate(deemed.date) }];
  });
}

/**
 * The user's loans offset on separation from service (decision 0301) as paid distributions of kind loan_offset: the day
 * of the offset, the amount, no withholding. A loan deemed distributed before its offset was reported then (code L) and
 * is not reported again (Treas. Reg. 1.72(p)-1 Q&A-13).
 */
export async function loanOffsetDistributions(db: Kysely<DB>, userId: string): Promise<PaidDistribution[]> {
  return (await loanLedgers(db, userId, ['offset'])).flatMap(({ loan, ledger }) => {
    const offsetOn = parseIsoDate(loan.offset_on);
    const separatedOn = parseIsoDate(loan.separated_on);
    if (offsetOn === undefined || separatedOn === undefined) return [];
    if (deemedDistribution(ledger, offsetOn) !== undefined) return [];
    return [
      {
        id: loan.id,
        kind: LOAN_OFFSET_KIND,
        paidOn: formatIsoDate(offsetOn),
        grossCents: Number(loan.offset_cents ?? 0),
        withholdingPercent: 0,
        sources: [],
        // An offset by reason of the plan's termination has no separation: no age-55 exception (decision 0339).
        loanOffset: {
          qualified: loan.offset_qualified === true,
          separatedYear: loan.offset_reason === 'plan_termination' ? undefined : separatedOn.year,
        },
      },
    ];
  });
}

async function obligationsOf(
  db: Kysely<DB>,
  userId: string,
  taxYear: number,
  dobValue: unknown,
  now: Date,
): Promise<TaxFormObligations> {
  const [distributions, offsets, roth, loans, rothEmployer, conversions] = await Promise.all([
    paidDistributions(db, userId),
    loanOffsetDistributions(db, userId),
    rothAccountFacts(db, userId),
    deemedLoanDistributions(db, userId, utcToday(now) as CalendarDate),
    rothEmployerCents(db, userId, taxYear),
    recordedConversions(db, userId, taxYear),
  ]);
  const paid = [...distributions, ...offsets];
  const dob = parseIsoDate(dobValue);
  return taxFormObligations(
    taxYear,
    paid,
    dob === undefined ? undefined : new Date(Date.UTC(dob.year, dob.month - 1, dob.day)),
    roth,
    loans,
    rothEmployer,
    conversions,
  );
}

/** The user's in-plan Roth conversions of `taxYear` (decision 0335), for their Forms 1099-R. */
async function recordedConversions(db: Kysely<DB>, userId: string, taxYear: number): Promise<RecordedConversion[]> {
  const rows = await db
    .selectFrom('roth_conversions')
    .select(['id', 'converted_on', 'amount_cents', 'basis_cents', 'taxable_cents'])
    .where('user_id', '=', userId)
    .where('converted_on', '>=', `${taxYear}-01-01`)
    .where('converted_on', '<=', `${taxYear}-12-31`)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    convertedOn: r.converted_on,
    amountCents: Number(r.amount_cents),
    basisCents: Number(r.basis_cents),
    taxableCents: Number(r.taxable_cents),
  }));
}

/** What the plan must file for the distributions paid in `taxYear` (decision 0233). */
export async function taxForms(db: Kysely<DB>, userId: string, taxYear: number, now: Date): Promise<TaxFormsView> {
  const personal = (await savedCheckoutStep(db, userId, 'personalDetails')) ?? {};
  const o = await obligationsOf(db, userId, taxYear, personal.DOB, now);
  return {
    tax_year: taxYear,
    forms_1099r: o.forms1099R.map((f) => ({
      distribution_id: f.distributionId,
      paid_on: f.paidOn,
      kind: f.kind,
      gross: centsToDollars(f.grossCents),
      taxable: f.taxableCents === null ? null : centsToDollars(f.taxableCents),
      federal_withheld: centsToDollars(f.federalWithheldCents),
      distribution_code: f.code,
      designated_roth: f.designatedRoth,
      gross_cents: f.grossCents,
      taxable_cents: f.taxableCents,
      federal_withheld_cents: f.federalWithheldCents,
      first_roth_year: f.firstRothYear,
      basis_cents: f.basisCents ?? null,
    })),
    form_1099r_required: o.form1099RRequired,
    recipient_due_date: formatIsoDate(o.recipientDueDate),
    irs_paper_due_date: formatIsoDate(o.irsPaperDueDate),
    irs_electronic_due_date: formatIsoDate(o.irsElectronicDueDate),
    form_945_required: o.form945Required,
    total_withheld: centsToDollars(o.totalWithheldCents),
    total_withheld_cents: o.totalWithheldCents,
    form_945_due_date: formatIsoDate(o.form945DueDate),
    form_945_deposits_on_time_due_date: formatIsoDate(o.form945DepositsOnTimeDueDate),
    due_date_notes: o.dueDateNotes,
  };
}

/** Renders the year's 1099-R copies and 945 summary and files them in the library (decision 0233), a version each time. */
export class TaxFormDocuments {
  private readonly filer: PlanDocumentFiler;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly blobs: BlobStore,
    private readonly clock: () => Date,
    cipher: FieldCipher,
  ) {
    this.filer = new PlanDocumentFiler(db, blobs, clock, cipher);
  }

  async generate(userId: string, taxYear: number): Promise<YearlyDocument> {
    const steps = await this.filer.savedSteps(userId);
    const personal = steps.checkout.personalDetails ?? {};
    const now = this.clock();
    const obligations = await obligationsOf(this.db, userId, taxYear, personal.DOB, now);
    const name = [personal.first_name, personal.last_name].filter((v) => typeof v === 'string' && v.trim() !== '').join(' ');
    const bytes = await renderTaxForms(planDocumentData(steps), name, obligations, {
      forbiddenDigits: ssnDigits(steps),
      createdAt: now,
    });
    return fileYearlyPdf({ db: this.db, blobs: this.blobs, filer: this.filer, now }, userId, {
      id: yearlyId('tax-forms', userId, taxYear),
      name: taxFormsDocumentName(taxYear),
      bytes,
    });
  }
}
