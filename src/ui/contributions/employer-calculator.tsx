import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { formatCents } from '@/ui/kit/locale-format';
import { BASIS_CHOICES, type EmployerCalculatorViewModel } from '@/ui/contributions/employer-calculator-view-model';
import { RadioField, TextInputField } from '@/ui/kit/form-fields';

/** The employer contribution calculator with the steps of its computation and the room it fills. */
export const EmployerCalculator = observer(function EmployerCalculator({
  calculator,
  profitSharingRoomCents,
  deferralsCents,
}: {
  calculator: EmployerCalculatorViewModel;
  /** Room left for profit sharing this year under the limits (cents), when known. */
  profitSharingRoomCents: number | undefined;
  /** This year's deferrals to the plan, catch-up excluded (cents): taken off the 415(c) limit. */
  deferralsCents: number;
}): ReactElement {
  const { form } = calculator;
  const result = calculator.resultFor(deferralsCents);
  return (
    <div className="card">
      <h2>Employer contribution calculator</h2>
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        <RadioField form={form} name="basis" choices={BASIS_CHOICES} required />
        <TextInputField
          form={form}
          name="compensation"
          inputMode="decimal"
          required
          hint="W-2 wages, or the net profit of your business for the year"
        />
      </form>
      {calculator.notPublished ? <p role="status">{calculator.notPublished}</p> : undefined}
      {result ? (
        <div aria-live="polite">
          <ol className="contrib-steps">
            {result.steps.map((step) => (
              <li key={step.label}>
                {step.label}: {formatCents(step.cents)}
              </li>
            ))}
          </ol>
          <p>
            <strong>
              The business can contribute up to {formatCents(result.maximumCents)} as employer for {calculator.taxYear}.
            </strong>
            {profitSharingRoomCents === undefined || profitSharingRoomCents >= result.maximumCents
              ? ''
              : ` With what is recorded for ${calculator.taxYear}, ${formatCents(profitSharingRoomCents)} of it fits the year's limits.`}
          </p>
        </div>
      ) : undefined}
    </div>
  );
});
