import type { FormEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { LOAN_FREQUENCIES, LOAN_PURPOSES } from '@/domain/display/option-lists';
import { formatCents } from '@/ui/kit/locale-format';
import { ActionBar } from '@/ui/kit/action-bar';
import { RadioField, TextInputField } from '@/ui/kit/form-fields';
import type { LoansViewModel } from '@/ui/loans/loans-view-model';

/** The application: amount, purpose, term and payment frequency, checked against today's limit. */
export const LoanApplication = observer(function LoanApplication({ vm }: { vm: LoansViewModel }): ReactElement {
  const form = vm.application;
  const terms = vm.terms;
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void vm.apply();
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="apply-title" className="card">
      <h2 id="apply-title">Apply for a loan</h2>
      <p className="muted">Fields marked * are required. You see the whole schedule before you sign.</p>
      <div className="kit-grid">
        <TextInputField
          form={form}
          name="amount"
          required
          inputMode="decimal"
          hint={terms ? `From ${formatCents(terms.minAmountCents)} to ${formatCents(terms.maxAmountCents)}` : undefined}
        />
        <TextInputField
          form={form}
          name="term_months"
          required
          inputMode="numeric"
          hint="At most 60 months (5 years), or 360 for buying your principal residence"
        />
        <RadioField form={form} name="purpose" required choices={LOAN_PURPOSES} wide />
        <RadioField form={form} name="frequency" required choices={LOAN_FREQUENCIES} />
      </div>
      <ActionBar busy={vm.busy}>
        <button type="submit" className="button button--primary" disabled={vm.busy}>
          {vm.busy ? 'Working…' : 'See the schedule'}
        </button>
      </ActionBar>
    </form>
  );
});
