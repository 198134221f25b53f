import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import type { ContributionsViewModel } from '@/ui/contributions/contributions-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { TextInputField } from '@/ui/kit/form-fields';
import { formatCents } from '@/ui/kit/locale-format';

/** What the participant tells about the year: deferrals to other employers' 401(k)s and compensation. */
export const YearFactsForm = observer(function YearFactsForm({ vm }: { vm: ContributionsViewModel }): ReactElement {
  return (
    <div className="card">
      <h2>Your {vm.taxYear} at other employers</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void vm.saveYear();
        }}
      >
        <TextInputField
          form={vm.yearForm}
          name="other_employer_deferrals"
          inputMode="decimal"
          hint="Deferrals to another employer's 401(k) count against the same deferral limit."
        />
        <TextInputField
          form={vm.yearForm}
          name="compensation"
          inputMode="decimal"
          hint="Annual additions are at most 100% of compensation; leave empty when not known."
        />
        {vm.paysWages ? (
          <TextInputField
            form={vm.yearForm}
            name="prior_year_fica_wages"
            inputMode="decimal"
            hint={
              vm.rothCatchUpThresholdCents === undefined
                ? 'For the Roth catch-up rule (IRC 414(v)(7)); leave empty when not known.'
                : `Above ${formatCents(vm.rothCatchUpThresholdCents)} in ${vm.taxYear - 1}, catch-ups for ${vm.taxYear} must be Roth (IRC 414(v)(7)).`
            }
          />
        ) : undefined}
        <ActionBar>
          <button type="submit" className="button">
            Save for {vm.taxYear}
          </button>
        </ActionBar>
      </form>
      {vm.yearSaved ? <p role="status">Saved. The room and warnings above use these figures.</p> : undefined}
    </div>
  );
});
