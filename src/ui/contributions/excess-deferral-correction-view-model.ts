import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { parseDollars } from '@/domain/money';
import { EXCESS_DEFERRAL_CORRECTION_KIND } from '@/domain/contributions/correction-tax-forms';
import {
  EXCESS_ANNUAL_ADDITIONS_CORRECTION_KIND,
  type ExcessAnnualAdditionsPlan,
  excessAnnualAdditionsCorrection,
} from '@/domain/contributions/excess-annual-additions-correction';
import type { CalendarDate } from '@/domain/shared/calendar-date';
import { withheldCents, withholdingRule } from '@/domain/distributions/withholding';
import type { FieldErrors } from '@/domain/validation';
import {
  centsBySource,
  type ContributionSummaryRecord,
  type CorrectionRequest,
} from '@/domain/contributions/contribution-records';
import type { ContributionsApi } from '@/ports/contributions-api';
import { fieldsOf } from '@/ui/kit/port-failures';
import { IntentKey } from '@/ui/kit/intent-key';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** The action under the 402(g) warning (decision 0299). */
export const REQUEST_CORRECTION_LABEL = 'Request a corrective distribution';
/** The action under the 415(c) and pay warnings (decision 0300). */
export const CORRECT_ANNUAL_ADDITIONS_LABEL = 'Correct the excess';
/** The federal income tax withheld by default from a correction of excess annual additions (not rollover-eligible). */
export const ANNUAL_ADDITIONS_WITHHOLDING_PERCENT = withholdingRule(EXCESS_ANNUAL_ADDITIONS_CORRECTION_KIND).defaultPercent;
/** Shown when the request failed for another reason than a field message. */
export const CORRECTION_FAILED = 'The corrective distribution could not be requested. Nothing was lost; please try again.';
/** The federal income tax withheld by default: a corrective distribution is not an eligible rollover distribution. */
export const CORRECTION_WITHHOLDING_PERCENT = withholdingRule(EXCESS_DEFERRAL_CORRECTION_KIND).defaultPercent;
/** The message of typed earnings that are not a dollar amount. */
export const EARNINGS_FORMAT = 'Earnings must be written in dollars, like 12.34 (or -12.34 for a loss)';

const LABELS = { earnings: 'Earnings on the excess (a loss as -12.34)' };

/** Typed earnings in cents: a dollar amount, with a leading minus sign (or U+2212) for a loss; undefined otherwise. */
export function parseEarnings(typed: string): number | undefined {
  const text = typed.trim();
  const loss = text.startsWith('-') || text.startsWith('\u2212');
  const cents = parseDollars(loss ? text.slice(1) : text);
  return cents === undefined ? undefined : loss ? -cents : cents;
}

function rules(values: FormValues): FieldErrors {
  const typed = typeof values.earnings === 'string' ? values.earnings : '';
  return { earnings: parseEarnings(typed) !== undefined ? [] : [EARNINGS_FORMAT] };
}

/**
 * A correction offered from a contributions warning (decisions 0299, 0300): the owner enters the earnings on the money
 * returned, reviews the amounts in the kit's money confirmation, and requests it through an Idempotency-Key (decision
 * 0295); the step-up prompt answers a 403 step_up_required on the way (decision 0293). Subclasses name the operation.
 */
abstract class CorrectionRequestViewModel {
  private readonly intent = new IntentKey();
  /** 'closed' | 'editing' (the earnings field) | 'confirming' (the dialog) | 'submitting'. */
  stage: 'closed' | 'editing' | 'confirming' | 'submitting' = 'closed';
  failure: string | undefined = undefined;
  readonly form = new StepForm(rules, { earnings: '' }, () => undefined, LABELS);

  constructor(
    private readonly api: ContributionsApi,
    protected readonly year: () => number,
    private readonly applied: (summary: ContributionSummaryRecord) => void,
  ) {
    // Subclassed, so annotated member by member (makeAutoObservable does not take subclasses).
    makeObservable(
      this,
      {
        stage: observable,
        failure: observable,
        earningsCents: computed,
        start: action,
        cancel: action,
        review: action,
        confirm: action,
      },
      { autoBind: true },
    );
  }

  /** The port's operation (its name keys the intent). */
  protected abstract readonly operation: 'correctExcessDeferrals' | 'correctExcessAnnualAdditions';
  /** Whether the earnings field is asked for (something is returned). */
  abstract get asksEarnings(): boolean;

  /** The earnings typed, in cents (undefined until they are a dollar amount). */
  get earningsCents(): number | undefined {
    return parseEarnings(this.form.text('earnings'));
  }

  /** Opens the earnings field under the warning. */
  readonly start = (): void => {
    this.failure = undefined;
    this.form.restore({ earnings: this.asksEarnings ? '' : '0' });
    this.stage = 'editing';
  };

  /** Closes the form or the dialog (never while the request is on its way). */
  readonly cancel = (): void => {
    if (this.stage === 'submitting') return;
    this.stage = this.stage === 'confirming' ? 'editing' : 'closed';
  };

  /** Checks the earnings, then asks for confirmation. */
  readonly review = (): void => {
    this.form.submit();
    if (!this.form.isValid) return;
    this.failure = undefined;
    this.stage = 'confirming';
  };

  /** Requests the correction; the summary answered turns the warning into "corrected". */
  readonly confirm = async (): Promise<void> => {
    if (this.stage !== 'confirming') return;
    this.stage = 'submitting';
    try {
      const request: CorrectionRequest = { taxYear: this.year(), earningsCents: this.earningsCents ?? 0 };
      const summary = await this.intent.send(this.operation, request, (key) => this.api[this.operation](request, key));
      runInAction(() => {
        this.stage = 'closed';
        this.applied(summary);
      });
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
        const messages = fields ? Object.values(fields).flat() : [];
        this.failure = messages.length > 0 ? messages.join(' ') : CORRECTION_FAILED;
        this.stage = 'editing';
      });
    }
  };
}

/** The corrective distribution of a year's excess deferrals, offered from the 402(g) warning (decision 0299). */
export class ExcessDeferralCorrectionViewModel extends CorrectionRequestViewModel {
  protected readonly operation = 'correctExcessDeferrals';

  get asksEarnings(): boolean {
    return true;
  }

  /** What the confirmation shows (cents): the excess, the earnings, the gross, the tax withheld and what is paid. */
  amounts(excessCents: number): { excess: number; earnings: number; gross: number; withheld: number; paid: number } {
    const earnings = this.earningsCents ?? 0;
    const gross = excessCents + earnings;
    const withheld = withheldCents(gross, CORRECTION_WITHHOLDING_PERCENT);
    return { excess: excessCents, earnings, gross, withheld, paid: gross - withheld };
  }
}

/**
 * The correction of a year's excess annual additions under EPCRS (IRC 415(c); decision 0300), offered from the 415(c)
 * and pay warnings: the domain's rule, run on the summary's totals, previews what is returned and what is held.
 */
export class ExcessAnnualAdditionsCorrectionViewModel extends CorrectionRequestViewModel {
  protected readonly operation = 'correctExcessAnnualAdditions';
  /** The summary the preview is run on (the page's current one). */
  private readonly summary: () => ContributionSummaryRecord | undefined;
  private readonly today: () => CalendarDate;

  constructor(
    api: ContributionsApi,
    year: () => number,
    applied: (summary: ContributionSummaryRecord) => void,
    summary: () => ContributionSummaryRecord | undefined,
    today: () => CalendarDate,
  ) {
    super(api, year, applied);
    this.summary = summary;
    this.today = today;
    makeObservable(this, { preview: computed, asksEarnings: computed, withholding: computed });
  }

  /**
   * What the correction would do with the earnings typed (0 until typed), from the year's totals and warnings: the
   * excess the server offers (correctable_cents), the deferrals over pay (the pay warning's excess); undefined when
   * nothing is offered.
   */
  get preview(): ExcessAnnualAdditionsPlan | undefined {
    const summary = this.summary();
    if (!summary) return undefined;
    const offered = summary.warnings.find(
      (w) => (w.limit === 'annualAdditions' || w.limit === 'compensation') && w.corrected === false,
    );
    if (!offered || (offered.correctableCents ?? 0) <= 0) return undefined;
    const overPay = summary.warnings.find((w) => w.limit === 'compensation');
    const cents = centsBySource(summary);
    const outcome = excessAnnualAdditionsCorrection(
      {
        taxYear: summary.taxYear,
        excessCents: offered.correctableCents ?? 0,
        overPayCents: overPay ? overPay.excessCents : 0,
        afterTaxCents: cents['After Tax'] ?? 0,
        preTaxDeferralCents: cents['Deferral Pre-Tax'] ?? 0,
        rothDeferralCents: cents['Deferral Roth'] ?? 0,
        profitSharingCents: cents['Profit Sharing'] ?? 0,
        matchCents: cents['Employer Match'] ?? 0,
      },
      this.earningsCents ?? 0,
      this.today(),
    );
    return outcome.ok ? outcome.plan : undefined;
  }

  get asksEarnings(): boolean {
    return (this.preview?.returnedCents ?? 0) > 0;
  }

  /** The tax withheld from what is paid and what the participant receives (cents). */
  get withholding(): { withheld: number; paid: number } {
    const gross = this.preview?.amountCents ?? 0;
    const withheld = withheldCents(gross, ANNUAL_ADDITIONS_WITHHOLDING_PERCENT);
    return { withheld, paid: gross - withheld };
  }
}
