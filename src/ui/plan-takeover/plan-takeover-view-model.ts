import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { parseDollars } from '@/domain/money';
import { OPENING_BALANCE_SOURCES, type OpeningBalanceField, openingBalanceErrors } from '@/domain/plan-takeover/opening-balances';
import { priorFilingErrors } from '@/domain/plan-takeover/prior-filings';
import type { PriorPlanDocumentKind } from '@/domain/plan-takeover/takeover-progress';
import type { OpeningBalancesInput, PlanTakeoverStatus } from '@/domain/plan-takeover/takeover-status';
import type { FieldErrors } from '@/domain/validation';
import { Clock } from '@/ports/clock';
import { PlanTakeoverApi } from '@/ports/plan-takeover-api';
import { IntentKey } from '@/ui/kit/intent-key';
import { fieldsOf } from '@/ui/kit/port-failures';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** Shown when the takeover could not be loaded. */
export const TAKEOVER_LOAD_FAILED = 'Your plan could not be loaded. Try again in a moment.';
/** Shown when a save failed without field messages. */
export const TAKEOVER_SAVE_FAILED = 'That could not be saved. Nothing you typed was lost; please try again.';

/** The opening balance fields (typed in dollars, sent in cents) and their labels. */
const OPENING_LABELS: Record<string, string> = {
  as_of: 'Takeover date',
  ...Object.fromEntries(OPENING_BALANCE_SOURCES.map(({ field, source }) => [field, source])),
  roth_basis_cents: 'Roth basis (contributions not yet taken out)',
  roth_first_year: 'Year of the first Roth contribution',
  after_tax_basis_cents: 'After-tax basis (contributions not yet taken out)',
};
const DOLLAR_FIELDS = [...OPENING_BALANCE_SOURCES.map((s) => s.field), 'roth_basis_cents', 'after_tax_basis_cents'] as const;
const FILING_LABELS = {
  plan_year: 'Plan year',
  filed_on: 'Filed on',
  year_end_assets_cents: 'Total plan assets at the year end',
};

const text = (v: FormValues, k: string): string => String(v[k] ?? '').trim();
/** Dollars typed as cents (empty is 0; unreadable is NaN so the rules refuse it). */
const centsOf = (typed: string): number => {
  if (typed === '') return 0;
  return parseDollars(typed) ?? Number.NaN;
};
const yearOf = (typed: string): number | undefined => (typed === '' ? undefined : Number(typed));

/**
 * The "Bring your plan" page (decisions 0343, 0344): the plan's three documents into the library, the user's opening
 * balances (a money move, with the intent's Idempotency-Key) and the prior years' Form 5500-EZ filings.
 */
@injectable()
export class PlanTakeoverViewModel {
  status: PlanTakeoverStatus | undefined = undefined;
  loadFailed = false;
  busy = false;
  failure: string | undefined = undefined;
  notice: string | undefined = undefined;
  /** The document being uploaded. */
  uploading: PriorPlanDocumentKind | undefined = undefined;
  readonly opening: StepForm;
  readonly filing: StepForm;
  private readonly intent = new IntentKey();

  constructor(
    @inject(PlanTakeoverApi) private readonly api: PlanTakeoverApi,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.opening = new StepForm(
      (v) => this.openingRules(v),
      Object.fromEntries(Object.keys(OPENING_LABELS).map((k) => [k, ''])),
      undefined,
      OPENING_LABELS,
    );
    this.filing = new StepForm(
      (v) => this.filingRules(v),
      { plan_year: '', filed_on: '', year_end_assets_cents: '' },
      undefined,
      FILING_LABELS,
    );
    makeAutoObservable<PlanTakeoverViewModel, 'api' | 'clock' | 'intent'>(
      this,
      { api: false, clock: false, intent: false, opening: false, filing: false },
      { autoBind: true },
    );
  }

  /** Loads on mount. */
  activate(): void {
    void this.load();
  }

  /** Reads where bringing the plan stands. */
  async load(): Promise<void> {
    try {
      const status = await this.api.status();
      runInAction(() => {
        this.status = status;
        this.loadFailed = false;
        if (this.opening.text('as_of') === '' && status.takeoverDate)
          this.opening.restore({ ...this.opening.values, as_of: status.takeoverDate });
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      runInAction(() => (this.loadFailed = true));
    }
  }

  /** Files one of the plan's documents in the library under its fixed name. */
  async upload(kind: PriorPlanDocumentKind, file: File | undefined): Promise<void> {
    if (!file) return;
    this.uploading = kind;
    this.failure = undefined;
    try {
      await this.api.fileDocument(kind, file, file.name);
      const label = this.status?.documents.find((d) => d.kind === kind)?.label ?? 'The document';
      runInAction(() => (this.notice = `${label} is in your library.`));
      await this.load();
    } catch (error) {
      const fields = fieldsOf(error);
      runInAction(() => (this.failure = fields?.file?.[0] ?? TAKEOVER_SAVE_FAILED));
    } finally {
      runInAction(() => (this.uploading = undefined));
    }
  }

  /** Records the opening balances (once; the same intent sent again takes effect once). */
  async recordOpening(): Promise<void> {
    this.opening.submit();
    if (!this.opening.isValid) return;
    const v = this.opening.values;
    const amounts = Object.fromEntries(OPENING_BALANCE_SOURCES.map(({ field }) => [field, centsOf(text(v, field))])) as Record<
      OpeningBalanceField,
      number
    >;
    const input: OpeningBalancesInput = {
      asOf: text(v, 'as_of'),
      amounts,
      rothBasisCents: centsOf(text(v, 'roth_basis_cents')),
      rothFirstYear: amounts.roth_cents > 0 ? yearOf(text(v, 'roth_first_year')) : undefined,
      afterTaxBasisCents: centsOf(text(v, 'after_tax_basis_cents')),
    };
    await this.save(
      () => this.intent.send('opening', input, (key) => this.api.recordOpeningBalances(input, key)),
      this.opening,
      'Opening balances recorded.',
    );
  }

  /** Records a prior year's Form 5500-EZ filing. */
  async recordFiling(): Promise<void> {
    this.filing.submit();
    if (!this.filing.isValid) return;
    const v = this.filing.values;
    const filing = {
      planYear: Number(text(v, 'plan_year')),
      filedOn: text(v, 'filed_on'),
      yearEndAssetsCents: centsOf(text(v, 'year_end_assets_cents')),
    };
    const saved = await this.save(
      () => this.api.recordPriorFiling(filing),
      this.filing,
      `The ${filing.planYear} filing is recorded.`,
    );
    if (saved) this.filing.restore({ plan_year: '', filed_on: '', year_end_assets_cents: '' });
  }

  private async save(call: () => Promise<unknown>, form: StepForm, done: string): Promise<boolean> {
    this.busy = true;
    this.failure = undefined;
    this.notice = undefined;
    try {
      await call();
      runInAction(() => (this.notice = done));
      await this.load();
      return true;
    } catch (error) {
      const fields = fieldsOf(error);
      runInAction(() => {
        if (fields) form.showServerErrors(fields);
        else
          this.failure =
            error instanceof Error && /already|set up here|owner/.test(error.message) ? error.message : TAKEOVER_SAVE_FAILED;
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private openingRules(v: FormValues): FieldErrors {
    const errors: FieldErrors = {};
    for (const field of DOLLAR_FIELDS) {
      const typed = text(v, field);
      if (typed !== '' && parseDollars(typed) === undefined)
        errors[field] = [`${OPENING_LABELS[field] ?? field} must be an amount in dollars, like 1,250.00`];
    }
    if (Object.keys(errors).length > 0) return errors;
    const body: Record<string, unknown> = { as_of: text(v, 'as_of') };
    for (const field of DOLLAR_FIELDS) body[field] = centsOf(text(v, field));
    const year = text(v, 'roth_first_year');
    if (year !== '') body.roth_first_year = /^\d{4}$/.test(year) ? Number(year) : Number.NaN;
    return openingBalanceErrors(body, { now: this.clock.now(), effectiveDate: this.status?.effectiveDate ?? '' });
  }

  private filingRules(v: FormValues): FieldErrors {
    const typed = text(v, 'year_end_assets_cents');
    const money =
      typed === ''
        ? ['Year-end assets are required']
        : parseDollars(typed) === undefined
          ? ['Year-end assets must be an amount in dollars, like 1,250.00']
          : [];
    const year = text(v, 'plan_year');
    const takeoverYear = Number((this.status?.takeoverDate ?? '').slice(0, 4)) || this.clock.now().getUTCFullYear();
    const errors = priorFilingErrors(
      {
        plan_year: year === '' ? undefined : /^\d{4}$/.test(year) ? Number(year) : Number.NaN,
        filed_on: text(v, 'filed_on'),
        year_end_assets_cents: money.length > 0 ? 0 : centsOf(typed),
      },
      {
        now: this.clock.now(),
        effectiveYear: Number((this.status?.effectiveDate ?? '').slice(0, 4)) || 1900,
        takeoverYear,
      },
    );
    return money.length > 0 ? { ...errors, year_end_assets_cents: money } : errors;
  }
}
