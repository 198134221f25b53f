import { makeAutoObservable, runInAction } from 'mobx';
import { parseDollars } from '@/domain/assets/cents';
import { EXCESS_DEFERRAL_CORRECTION_KIND } from '@/domain/contributions/correction-tax-forms';
import { withheldCents, withholdingRule } from '@/domain/distributions/withholding';
import type { FieldErrors } from '@/domain/validation';
import { type ApiClient, ApiError } from '@/ports/api-client';
import type { ApiContributionSummary } from '@/ui/contributions/contributions-api';
import { IntentKey } from '@/ui/kit/intent-key';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** The action under the 402(g) warning (decision 0299). */
export const REQUEST_CORRECTION_LABEL = 'Request a corrective distribution';
/** Shown when the request failed for another reason than a field message. */
export const CORRECTION_FAILED = 'The corrective distribution could not be requested. Nothing was lost; please try again.';
/** The federal income tax withheld by default: a corrective distribution is not an eligible rollover distribution. */
export const CORRECTION_WITHHOLDING_PERCENT = withholdingRule(EXCESS_DEFERRAL_CORRECTION_KIND).defaultPercent;
/** The message of typed earnings that are not a dollar amount. */
export const EARNINGS_FORMAT = 'Earnings must be an amount in dollars, like 12.34 (or -12.34 for a loss)';

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
 * The corrective distribution of a year's excess deferrals, offered from the contributions warning (decision 0299): the
 * owner enters the earnings on the excess, reviews the amounts in the kit's money confirmation, and requests it through
 * an Idempotency-Key (decision 0295); the step-up prompt answers a 403 step_up_required on the way (decision 0293).
 */
export class ExcessDeferralCorrectionViewModel {
  private readonly intent = new IntentKey();
  /** 'closed' | 'editing' (the earnings field) | 'confirming' (the dialog) | 'submitting'. */
  stage: 'closed' | 'editing' | 'confirming' | 'submitting' = 'closed';
  failure: string | undefined = undefined;
  readonly form = new StepForm(rules, { earnings: '' }, () => undefined, LABELS);

  constructor(
    private readonly api: ApiClient,
    private readonly year: () => number,
    private readonly applied: (summary: ApiContributionSummary) => void,
  ) {
    makeAutoObservable<ExcessDeferralCorrectionViewModel, 'api' | 'intent' | 'year' | 'applied'>(
      this,
      { api: false, intent: false, year: false, applied: false, form: false },
      { autoBind: true },
    );
  }

  /** The earnings typed, in cents (undefined until they are a dollar amount). */
  get earningsCents(): number | undefined {
    return parseEarnings(this.form.text('earnings'));
  }

  /** What the confirmation shows (cents): the excess, the earnings, the gross, the tax withheld and what is paid. */
  amounts(excessCents: number): { excess: number; earnings: number; gross: number; withheld: number; paid: number } {
    const earnings = this.earningsCents ?? 0;
    const gross = excessCents + earnings;
    const withheld = withheldCents(gross, CORRECTION_WITHHOLDING_PERCENT);
    return { excess: excessCents, earnings, gross, withheld, paid: gross - withheld };
  }

  /** Opens the earnings field under the warning. */
  start(): void {
    this.failure = undefined;
    this.form.restore({ earnings: '' });
    this.stage = 'editing';
  }

  /** Closes the form or the dialog (never while the request is on its way). */
  cancel(): void {
    if (this.stage === 'submitting') return;
    this.stage = this.stage === 'confirming' ? 'editing' : 'closed';
  }

  /** Checks the earnings, then asks for confirmation. */
  review(): void {
    this.form.submit();
    if (!this.form.isValid) return;
    this.failure = undefined;
    this.stage = 'confirming';
  }

  /** Requests the distribution; the summary answered turns the warning into "corrected". */
  async confirm(): Promise<void> {
    if (this.stage !== 'confirming') return;
    this.stage = 'submitting';
    try {
      const answer = await this.intent.post<{ summary: ApiContributionSummary }>(this.api, '/excess-deferral-corrections', {
        tax_year: this.year(),
        earnings_cents: this.earningsCents ?? 0,
      });
      runInAction(() => {
        this.stage = 'closed';
        this.applied(answer.summary);
      });
    } catch (error) {
      runInAction(() => {
        const fields = error instanceof ApiError ? (error.body as { fields?: FieldErrors } | undefined)?.fields : undefined;
        const messages = fields ? Object.values(fields).flat() : [];
        this.failure = messages.length > 0 ? messages.join(' ') : CORRECTION_FAILED;
        this.stage = 'editing';
      });
    }
  }
}
