import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { valueCents, valueText } from '@/ui/kit/form-values';
import {
  type ConversionTaxParts,
  conversionTaxParts,
  type RothConversionRecord,
  type RothConversionsRecord,
  rothConversionErrors,
} from '@/domain/distributions/roth-conversion';
import type { FieldErrors } from '@/domain/validation';
import { Clock } from '@/ports/clock';
import { DistributionsApi } from '@/ports/distributions-api';
import { IntentKey } from '@/ui/kit/intent-key';
import { fieldsOf } from '@/ui/kit/port-failures';
import { type FormValues, StepForm } from '@/ui/kit/step-form';

/** Shown when the tax accounts could not be loaded. */
export const CONVERSIONS_LOAD_FAILED = 'Your accounts and conversions could not be loaded. Try again in a moment.';
/** Shown when a conversion could not be sent for another reason than a field message. */
export const CONVERSION_FAILED = 'The conversion did not go through. Nothing was converted; please try again.';

const text = valueText;
const cents = valueCents;

/**
 * The in-plan Roth conversion on the distributions page (decision 0335): the participant's tax accounts, the form
 * (account and amount, checked as the server checks them), a confirmation that states the tax, and the conversions.
 */
@injectable()
export class RothConversionViewModel {
  /** The Idempotency-Key of the conversion being sent (decision 0295). */
  private readonly intent = new IntentKey();
  readonly form: StepForm;
  view: RothConversionsRecord | undefined = undefined;
  loadFailed = false;
  busy = false;
  /** The confirmation is open. */
  confirming = false;
  failure: string | undefined = undefined;
  /** The conversion just made (its receipt). */
  made: RothConversionRecord | undefined = undefined;

  constructor(
    @inject(DistributionsApi) private readonly api: DistributionsApi,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.form = new StepForm((v) => this.rules(v), { account: 'after_tax' });
    makeAutoObservable<RothConversionViewModel, 'api' | 'intent' | 'clock'>(
      this,
      { api: false, intent: false, clock: false, form: false },
      { autoBind: true },
    );
  }

  /** The calendar year a conversion made now is taxed in. */
  get year(): number {
    return this.clock.now().getUTCFullYear();
  }

  /** What the chosen account holds, in cents (0 before the accounts are loaded). */
  availableOf(account: string): number {
    return this.view?.convertible.find((c) => c.account === account)?.availableCents ?? 0;
  }

  /** The account and amount as entered. */
  get request(): { account: string; amountCents: number | undefined } {
    return { account: text(this.form.values, 'account'), amountCents: cents(this.form.values, 'amount') };
  }

  /** The basis and taxable parts of the amount entered, once it is a valid amount. */
  get preview(): ConversionTaxParts | undefined {
    const { account, amountCents } = this.request;
    if (this.view === undefined || amountCents === undefined || !Number.isSafeInteger(amountCents) || amountCents <= 0)
      return undefined;
    const available = this.availableOf(account);
    if (amountCents > available) return undefined;
    return conversionTaxParts(amountCents, account === 'after_tax' ? this.view.afterTax.basisCents : 0, available);
  }

  private rules(v: FormValues): FieldErrors {
    const account = text(v, 'account');
    return rothConversionErrors(
      { account, amountCents: cents(v, 'amount') },
      this.view?.allowed ?? true,
      this.view === undefined ? undefined : this.availableOf(account),
    );
  }

  /** Loads when the page opens. */
  activate(): void {
    void this.load();
  }

  /** Loads the tax accounts and conversions. */
  async load(): Promise<void> {
    try {
      const view = await this.api.rothConversions();
      runInAction(() => {
        this.view = view;
        this.loadFailed = false;
      });
    } catch {
      runInAction(() => (this.loadFailed = true));
    }
  }

  /** Checks the form and opens the confirmation. */
  review(): void {
    this.form.submit();
    this.made = undefined;
    if (this.form.isValid) this.confirming = true;
  }

  /** Closes the confirmation; nothing is sent. */
  cancel(): void {
    this.confirming = false;
  }

  /** Sends the conversion (once per intent), then reloads the accounts. */
  async convert(): Promise<void> {
    if (this.busy) return;
    const request = this.request;
    this.busy = true;
    this.failure = undefined;
    try {
      const made = await this.intent.send('convert', request, (key) => this.api.convertToRoth(request, key));
      runInAction(() => {
        this.made = made;
        this.confirming = false;
        this.form.restore({ account: request.account });
      });
      await this.load();
    } catch (error) {
      runInAction(() => {
        const fields = fieldsOf(error);
        this.confirming = false;
        if (fields) this.form.showServerErrors(fields);
        else this.failure = CONVERSION_FAILED;
      });
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
