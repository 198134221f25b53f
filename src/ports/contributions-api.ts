import type {
  ContributionInput,
  ContributionPlanSetup,
  ContributionRecord,
  ContributionSummaryRecord,
  ContributionWithWarnings,
  ContributionYearFacts,
  CorrectionRequest,
  FiledDocument,
  Form5500EzFacts,
  Form5500EzFilingRecord,
  Form5500EzStatusRecord,
  Form5558ExtensionRecord,
  TaxFormsRecord,
} from '@/domain/contributions/contribution-records';

/**
 * The contributions area (docs/api/openapi.yaml, decisions 0120, 0231-0233, 0274, 0275, 0299, 0300, 0302): the ledger
 * and its summary against the IRS limits, the year's facts, the corrections of an excess, and the plan's filings
 * (Form 5500-EZ, Forms 1099-R and 945) - one port, as one page and one home tile read them together. Failures reject
 * with the ApiClient's ApiError: a 400 carries field messages keyed by the request's fields (`source`, `amount`,
 * `deposit_date`, `tax_year`, `reference`, `other_employer_deferrals`, `compensation`, `prior_year_fica_wages_cents`,
 * `earnings_cents`, `other_plans_assets`, `final_plan_year`, `filed`, `filed_on`, `method`, `confirmation`), a 404/409 a
 * message. A deposit and a correction are money moves: they take the Idempotency-Key of the user's intent, and sent
 * again with the same key take effect once (decision 0295).
 */
export interface ContributionsApi {
  /** The ledger of a tax year, newest deposit first. */
  contributions(taxYear: number): Promise<ContributionRecord[]>;
  /** The tax year against the limits. */
  summary(taxYear: number): Promise<ContributionSummaryRecord>;
  /** The entity type, year end and Roth option from the plan setup. */
  planSetup(): Promise<ContributionPlanSetup>;
  /** Records a deposit (over a limit it is recorded and warned about, never refused). */
  record(entry: ContributionInput, idempotencyKey: string): Promise<ContributionWithWarnings>;
  /** Changes fields of an entry (the merged entry must pass the rules). */
  edit(contributionId: string, fields: Partial<ContributionInput>): Promise<ContributionWithWarnings>;
  /** Removes an entry (the server keeps its trail). */
  remove(contributionId: string): Promise<void>;
  /** Saves what the owner enters for the year; answers the summary. */
  saveYear(taxYear: number, facts: ContributionYearFacts): Promise<ContributionSummaryRecord>;
  /** Requests the corrective distribution of the year's excess deferrals (decision 0299); answers the summary. */
  correctExcessDeferrals(request: CorrectionRequest, idempotencyKey: string): Promise<ContributionSummaryRecord>;
  /** Corrects the year's excess annual additions under EPCRS (decision 0300); answers the summary. */
  correctExcessAnnualAdditions(request: CorrectionRequest, idempotencyKey: string): Promise<ContributionSummaryRecord>;
  /** Form 5500-EZ of a plan year (named by the calendar year it begins in). */
  form5500Ez(planYear: number): Promise<Form5500EzStatusRecord>;
  /** Saves what the owner declares for the plan year; answers the status. */
  saveForm5500EzFacts(planYear: number, facts: Form5500EzFacts): Promise<Form5500EzStatusRecord>;
  /** Prepares the prefilled return and files it in the library (a new version when there is one). */
  fileForm5500EzDocument(planYear: number): Promise<FiledDocument>;
  /** Records whether and how the return was filed; answers the status. */
  saveForm5500EzFiling(planYear: number, filing: Form5500EzFilingRecord): Promise<Form5500EzStatusRecord>;
  /** Records the Form 5558 extension; answers the status. */
  saveForm5558Extension(planYear: number, extension: Form5558ExtensionRecord): Promise<Form5500EzStatusRecord>;
  /** Forms 1099-R and 945 for the distributions paid in a calendar year. */
  taxForms(taxYear: number): Promise<TaxFormsRecord>;
  /** Prepares the year's 1099-R copies and 945 summary and files them in the library. */
  fileTaxFormsDocument(taxYear: number): Promise<FiledDocument>;
  /** Downloads a filed document through its signed link. */
  download(document: FiledDocument): Promise<void>;
}
export const ContributionsApi = Symbol('ContributionsApi');
