import { centsToDollars, dollarsToCents } from '@/domain/money';
import {
  type ContributionInput,
  type ContributionPlanSetup,
  type ContributionRecord,
  type ContributionSource,
  type ContributionSummaryRecord,
  type ContributionWarningRecord,
  type ContributionWithWarnings,
  type ContributionYearFacts,
  type CorrectionRequest,
  type FiledDocument,
  type Form5500EzFacts,
  type Form5500EzFilingRecord,
  type Form5500EzStatusRecord,
  type Form5558ExtensionRecord,
  type LimitUseRecord,
  planHasRothOf,
  planYearEndOf,
  type TaxFormsRecord,
  type WarningLimit,
} from '@/domain/contributions';
import type { ApiClient } from '@/ports/api-client';
import type { ContributionsApi } from '@/ports/contributions-api';
import type { Answer, RequestBody, Schema } from './wire';

const IDEMPOTENCY_KEY = 'Idempotency-Key';
const contributionPath = (id: string): string => `/contributions/${id}`;

/** The contributions area over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpContributionsApi implements ContributionsApi {
  constructor(private readonly api: ApiClient) {}

  async contributions(taxYear: number): Promise<ContributionRecord[]> {
    const entries = await this.api.get<Answer<'listContributions'>>('/contributions', { query: { tax_year: taxYear } });
    return entries.map(contributionOf);
  }

  async summary(taxYear: number): Promise<ContributionSummaryRecord> {
    return summaryOf(
      await this.api.get<Answer<'getContributionSummary'>>('/contribution-summary', { query: { tax_year: taxYear } }),
    );
  }

  async planSetup(): Promise<ContributionPlanSetup> {
    const checkout = await this.api.get<Answer<'getCheckout'>>('/checkout');
    const employer: Record<string, unknown> = checkout.steps?.employerDetails?.values ?? {};
    const entity = employer.entity_type;
    return {
      entityType: typeof entity === 'string' && entity !== '' ? entity : undefined,
      yearEnd: planYearEndOf(employer.employer_fiscal_year_end, employer.employer_fiscal_year_end_date),
      planHasRoth: planHasRothOf(checkout.steps?.planDetails?.values?.contribution_types),
    };
  }

  async record(entry: ContributionInput, idempotencyKey: string): Promise<ContributionWithWarnings> {
    const body: RequestBody<'recordContribution'> = entryBody(entry);
    return withWarningsOf(
      await this.api.post<Answer<'recordContribution', 201>>('/contributions', body, {
        headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
      }),
    );
  }

  async edit(contributionId: string, fields: Partial<ContributionInput>): Promise<ContributionWithWarnings> {
    const body: RequestBody<'editContribution'> = entryBody(fields);
    return withWarningsOf(await this.api.patch<Answer<'editContribution'>>(contributionPath(contributionId), body));
  }

  async remove(contributionId: string): Promise<void> {
    await this.api.delete(contributionPath(contributionId));
  }

  async saveYear(taxYear: number, facts: ContributionYearFacts): Promise<ContributionSummaryRecord> {
    const body: RequestBody<'saveContributionYear'> = {
      other_employer_deferrals: centsToDollars(facts.otherEmployerDeferralsCents),
      compensation: facts.compensationCents === null ? null : centsToDollars(facts.compensationCents),
      prior_year_fica_wages_cents: facts.priorYearFicaWagesCents,
    };
    return summaryOf(await this.api.put<Answer<'saveContributionYear'>>(`/contribution-years/${taxYear}`, body));
  }

  async correctExcessDeferrals(request: CorrectionRequest, idempotencyKey: string): Promise<ContributionSummaryRecord> {
    const body: RequestBody<'requestExcessDeferralCorrection'> = {
      tax_year: request.taxYear,
      earnings_cents: request.earningsCents,
    };
    const answer = await this.api.post<Answer<'requestExcessDeferralCorrection', 201>>('/excess-deferral-corrections', body, {
      headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
    });
    return summaryOf(answer.summary);
  }

  async correctExcessAnnualAdditions(request: CorrectionRequest, idempotencyKey: string): Promise<ContributionSummaryRecord> {
    const body: Schema<'ExcessAnnualAdditionsCorrectionInput'> = {
      tax_year: request.taxYear,
      earnings_cents: request.earningsCents,
    };
    const answer = await this.api.post<Schema<'ExcessAnnualAdditionsCorrectionResult'>>(
      '/excess-annual-additions-corrections',
      body,
      { headers: { [IDEMPOTENCY_KEY]: idempotencyKey } },
    );
    return summaryOf(answer.summary);
  }

  async form5500Ez(planYear: number): Promise<Form5500EzStatusRecord> {
    return statusOf(await this.api.get<Answer<'getForm5500EzStatus'>>(`/form-5500-ez/${planYear}`));
  }

  async saveForm5500EzFacts(planYear: number, facts: Form5500EzFacts): Promise<Form5500EzStatusRecord> {
    const body: RequestBody<'saveForm5500EzFacts'> = {
      other_plans_assets: centsToDollars(facts.otherPlansAssetsCents),
      final_plan_year: facts.finalPlanYear,
    };
    return statusOf(await this.api.put<Answer<'saveForm5500EzFacts'>>(`/form-5500-ez/${planYear}`, body));
  }

  async fileForm5500EzDocument(planYear: number): Promise<FiledDocument> {
    return documentOf(await this.api.post<Answer<'generateForm5500EzDocument', 201>>(`/form-5500-ez/${planYear}/document`));
  }

  async saveForm5500EzFiling(planYear: number, filing: Form5500EzFilingRecord): Promise<Form5500EzStatusRecord> {
    const body: RequestBody<'saveForm5500EzFiling'> = filing.filed
      ? { filed: true, filed_on: filing.filedOn, method: filing.method, confirmation: filing.confirmation }
      : { filed: false };
    return statusOf(await this.api.put<Answer<'saveForm5500EzFiling'>>(`/form-5500-ez/${planYear}/filing`, body));
  }

  async saveForm5558Extension(planYear: number, extension: Form5558ExtensionRecord): Promise<Form5500EzStatusRecord> {
    const body: RequestBody<'saveForm5500EzExtension'> = extension.filed
      ? { filed: true, filed_on: extension.filedOn }
      : { filed: false };
    return statusOf(await this.api.put<Answer<'saveForm5500EzExtension'>>(`/form-5500-ez/${planYear}/extension`, body));
  }

  async taxForms(taxYear: number): Promise<TaxFormsRecord> {
    const t = await this.api.get<Answer<'getTaxForms'>>(`/tax-forms/${taxYear}`);
    return {
      taxYear: t.tax_year,
      forms1099R: t.forms_1099r.map((f) => ({
        distributionId: f.distribution_id,
        paidOn: f.paid_on,
        kind: f.kind,
        grossCents: f.gross_cents,
        taxableCents: f.taxable_cents,
        federalWithheldCents: f.federal_withheld_cents,
        distributionCode: f.distribution_code,
        designatedRoth: f.designated_roth,
        firstRothYear: f.first_roth_year,
        basisCents: f.basis_cents,
      })),
      form1099RRequired: t.form_1099r_required,
      recipientDueDate: t.recipient_due_date,
      irsPaperDueDate: t.irs_paper_due_date,
      irsElectronicDueDate: t.irs_electronic_due_date,
      form945Required: t.form_945_required,
      totalWithheldCents: t.total_withheld_cents,
      form945DueDate: t.form_945_due_date,
      form945DepositsOnTimeDueDate: t.form_945_deposits_on_time_due_date,
      dueDateNotes: t.due_date_notes,
    };
  }

  async fileTaxFormsDocument(taxYear: number): Promise<FiledDocument> {
    return documentOf(await this.api.post<Answer<'generateTaxFormsDocument', 201>>(`/tax-forms/${taxYear}/document`));
  }

  async download(document: FiledDocument): Promise<void> {
    const signed = (await this.api.getDocumentDownloadUrl(document.versionId, document.documentId)) as { url: string };
    await this.api.downloadFile(signed.url, document.name);
  }
}

/** The entry as the API takes it (amount in dollars); only the fields given. */
function entryBody(entry: Partial<ContributionInput>): Schema<'ContributionInput'> {
  return {
    ...(entry.source === undefined ? {} : { source: entry.source }),
    ...(entry.amountCents === undefined ? {} : { amount: centsToDollars(entry.amountCents) }),
    ...(entry.depositDate === undefined ? {} : { deposit_date: entry.depositDate }),
    ...(entry.taxYear === undefined ? {} : { tax_year: entry.taxYear }),
    ...(entry.reference === undefined ? {} : { reference: entry.reference }),
    ...(entry.roth === undefined ? {} : { roth: entry.roth }),
  };
}

function contributionOf(c: Schema<'Contribution'>): ContributionRecord {
  return {
    id: c.id,
    source: c.source as ContributionSource,
    amountCents: dollarsToCents(c.amount),
    depositDate: c.deposit_date,
    taxYear: c.tax_year,
    reference: c.reference,
    roth: c.roth,
  };
}

function warningOf(w: Schema<'ContributionWarning'>): ContributionWarningRecord {
  return {
    limit: w.limit as WarningLimit,
    excessCents: dollarsToCents(w.excess),
    message: w.message,
    ...(w.suggested_tax_year === undefined ? {} : { suggestedTaxYear: w.suggested_tax_year }),
    ...(w.contribution_id === undefined ? {} : { contributionId: w.contribution_id }),
    ...(w.corrected === undefined ? {} : { corrected: w.corrected }),
    ...(w.correctable_cents === undefined ? {} : { correctableCents: w.correctable_cents }),
    ...(w.correction_deadline === undefined ? {} : { correctionDeadline: w.correction_deadline }),
  };
}

function withWarningsOf(answer: Schema<'ContributionWithWarnings'>): ContributionWithWarnings {
  return { contribution: contributionOf(answer.contribution), warnings: answer.warnings.map(warningOf) };
}

function limitUseOf(u: Schema<'ContributionLimitUse'> | undefined): LimitUseRecord {
  return {
    limitCents: dollarsToCents(u?.limit ?? 0),
    usedCents: dollarsToCents(u?.used ?? 0),
    remainingCents: dollarsToCents(u?.remaining ?? 0),
    excessCents: dollarsToCents(u?.excess ?? 0),
  };
}

function summaryOf(s: Schema<'ContributionSummary'>): ContributionSummaryRecord {
  const deferral = s.excess_deferral_correction;
  const annual = s.excess_annual_additions_correction;
  return {
    taxYear: s.tax_year,
    age: s.age,
    limits: s.limits
      ? {
          deferralCents: dollarsToCents(s.limits.deferral ?? 0),
          catchUpCents: dollarsToCents(s.limits.catch_up ?? 0),
          annualAdditionsCents: dollarsToCents(s.limits.annual_additions ?? 0),
          compensationCapCents: dollarsToCents(s.limits.compensation_cap ?? 0),
        }
      : null,
    otherEmployerDeferralsCents: dollarsToCents(s.other_employer_deferrals),
    compensationCents: s.compensation === null ? null : dollarsToCents(s.compensation),
    priorYearFicaWagesCents: s.prior_year_fica_wages_cents ?? null,
    sources: s.sources.map((x) => ({
      source: x.source as ContributionSource,
      totalCents: dollarsToCents(x.total),
      roomCents: x.room === null ? null : dollarsToCents(x.room),
    })),
    usage: s.usage
      ? {
          deferrals: limitUseOf(s.usage.deferrals),
          catchUp: limitUseOf(s.usage.catch_up),
          annualAdditions: limitUseOf(s.usage.annual_additions),
        }
      : null,
    warnings: s.warnings.map(warningOf),
    excessDeferralCorrection: deferral
      ? {
          distributionId: deferral.distribution_id,
          taxYear: deferral.tax_year,
          excessCents: deferral.excess_cents,
          earningsCents: deferral.earnings_cents,
          amountCents: deferral.amount_cents,
          status: deferral.status,
          requestedOn: deferral.requested_on,
          deadline: deferral.deadline,
        }
      : null,
    excessAnnualAdditionsCorrection: annual
      ? { excessCents: annual.excess_cents, heldCents: annual.held_cents, amountCents: annual.amount_cents }
      : null,
    heldFromPriorYearCents: s.held_from_prior_year_cents ?? 0,
    rothEmployer: {
      allowed: s.roth_employer?.allowed ?? false,
      allocatedCents: s.roth_employer?.allocated_cents ?? 0,
    },
  };
}

function documentOf(d: Schema<'Form5500EzDocument'>): FiledDocument {
  return { documentId: d.document_id, versionId: d.version_id, name: d.name };
}

function statusOf(s: Schema<'Form5500EzStatus'>): Form5500EzStatusRecord {
  return {
    planYear: s.plan_year,
    planYearStart: s.plan_year_start,
    planYearEnd: s.plan_year_end,
    planAssetsCents: s.plan_assets_cents,
    participantAccountsCents: s.participant_accounts_cents,
    participantLoansCents: s.participant_loans_cents,
    participants: s.participants,
    otherPlansAssetsCents: s.other_plans_assets_cents,
    allPlansAssetsCents: s.all_plans_assets_cents,
    finalPlanYear: s.final_plan_year,
    required: s.required,
    reason: s.reason,
    dueDate: s.due_date,
    statutoryDueDate: s.statutory_due_date,
    dueDateNote: s.due_date_note,
    extendedDueDate: s.extended_due_date,
    statutoryExtendedDueDate: s.statutory_extended_due_date,
    extendedDueDateNote: s.extended_due_date_note,
    extension: { filed: s.extension.filed, filedOn: s.extension.filed_on },
    filingDeadline: s.filing_deadline,
    reminders: s.reminders.map((r) => ({ daysBefore: r.days_before, date: r.date })),
    filing: {
      filed: s.filing.filed,
      filedOn: s.filing.filed_on,
      method: s.filing.method,
      confirmation: s.filing.confirmation,
    },
    document: s.document ? documentOf(s.document) : null,
    pastDue: s.past_due,
    daysLate: s.days_late,
    maxPenaltyCents: s.max_penalty_cents,
    penaltyPerDayCents: s.penalty_per_day_cents,
    penaltyCapCents: s.penalty_cap_cents,
    statements: s.statements
      ? {
          reconciled: s.statements.reconciled,
          unreconciledMonths: s.statements.unreconciled_months,
          message: s.statements.message,
        }
      : null,
    yearEndValues: {
      complete: s.year_end_values.complete,
      missing: s.year_end_values.missing,
      message: s.year_end_values.message ?? undefined,
    },
  };
}
