import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { formatIsoDate } from '@/domain/shared/calendar-date';
import { Button } from 'react-aria-components';
import type { ContributionWarningRecord } from '@/domain/contributions/contribution-records';
import {
  ANNUAL_ADDITIONS_WITHHOLDING_PERCENT,
  CORRECT_ANNUAL_ADDITIONS_LABEL,
  CORRECTION_WITHHOLDING_PERCENT,
  type ExcessAnnualAdditionsCorrectionViewModel,
  type ExcessDeferralCorrectionViewModel,
  REQUEST_CORRECTION_LABEL,
} from '@/ui/contributions/excess-deferral-correction-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { TextInputField } from '@/ui/kit/form-fields';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { NativeDialog } from '@/ui/kit/native-dialog';

type CorrectionVm = ExcessDeferralCorrectionViewModel | ExcessAnnualAdditionsCorrectionViewModel;

/** The earnings row of a confirmation: a loss is named as one, its amount shown positive. */
function earningsRow(earningsCents: number, on: string): [string, string] {
  return [earningsCents < 0 ? `Loss on ${on}` : `Earnings on ${on}`, formatCents(Math.abs(earningsCents))];
}

/**
 * What every correction under a warning shows (decisions 0299, 0300): the action, then what the plan will do, the
 * earnings field when something is returned, and the kit's money confirmation with the amounts.
 */
const CorrectionOffer = observer(function CorrectionOffer({
  vm,
  action,
  intro,
  dialogTitle,
  rows,
}: {
  vm: CorrectionVm;
  action: string;
  intro: string;
  dialogTitle: string;
  rows: ReadonlyArray<[string, string]>;
}): ReactElement {
  if (vm.stage === 'closed')
    return (
      <div className="contrib-correction">
        <Button className="button" onPress={vm.start}>
          {action}
        </Button>
      </div>
    );
  const submitting = vm.stage === 'submitting';
  return (
    <div className="contrib-correction">
      <p className="muted">{intro}</p>
      {vm.asksEarnings ? (
        <div className="kit-grid">
          <TextInputField
            form={vm.form}
            name="earnings"
            required
            inputMode="decimal"
            hint="From the plan's statement: what the excess earned (or lost) while in the plan."
          />
        </div>
      ) : undefined}
      {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
      <ActionBar onBack={vm.cancel} backLabel="Cancel" busy={submitting}>
        <Button className="button button--primary" onPress={vm.review} isDisabled={submitting}>
          Review the correction
        </Button>
      </ActionBar>
      {vm.stage === 'confirming' || submitting ? (
        <NativeDialog title={dialogTitle} role="alertdialog" onDismiss={() => (submitting ? undefined : vm.cancel())}>
          <dl className="correction-amounts">
            {rows.map(([term, value]) => (
              <div key={term} className="correction-amounts__row">
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <ActionBar onBack={vm.cancel} backLabel="Cancel" busy={submitting}>
            <Button className="button button--primary" onPress={() => void vm.confirm()} isDisabled={submitting}>
              Confirm the correction
            </Button>
          </ActionBar>
        </NativeDialog>
      ) : undefined}
    </div>
  );
});

/**
 * Under the 402(g) warning (decision 0299): "Request a corrective distribution" of the excess plus its earnings, by
 * April 15 of the next year. Shown only while it can be requested.
 */
export const ExcessDeferralCorrection = observer(function ExcessDeferralCorrection({
  vm,
  warning,
  taxYear,
}: {
  vm: ExcessDeferralCorrectionViewModel;
  warning: ContributionWarningRecord;
  taxYear: number;
}): ReactElement | null {
  const excess = warning.correctableCents ?? 0;
  if (warning.corrected !== false || excess <= 0) return null;
  const deadline = formatDate(warning.correctionDeadline ?? '');
  const a = vm.amounts(excess);
  return (
    <CorrectionOffer
      vm={vm}
      action={REQUEST_CORRECTION_LABEL}
      intro={
        `The plan returns the ${taxYear} excess of ${formatCents(excess)} with the earnings on it by ${deadline}; ` +
        `${CORRECTION_WITHHOLDING_PERCENT}% federal income tax is withheld.`
      }
      dialogTitle="Confirm the corrective distribution"
      rows={[
        [`Excess deferrals for ${taxYear}`, formatCents(a.excess)],
        earningsRow(a.earnings, 'the excess'),
        ['The plan pays out', formatCents(a.gross)],
        [`Federal income tax withheld (${CORRECTION_WITHHOLDING_PERCENT}%)`, formatCents(a.withheld)],
        ['You receive', formatCents(a.paid)],
        ['Paid by', deadline],
      ]}
    />
  );
});

/**
 * Under the 415(c) or pay warning (decision 0300): "Correct the excess" under the IRS's self-correction program - the
 * contributions returned with their earnings (1099-R code E), the employer money held for the next year.
 */
export const ExcessAnnualAdditionsCorrection = observer(function ExcessAnnualAdditionsCorrection({
  vm,
  taxYear,
}: {
  vm: ExcessAnnualAdditionsCorrectionViewModel;
  taxYear: number;
}): ReactElement | null {
  const plan = vm.preview;
  if (plan === undefined) return null;
  const deadline = formatDate(formatIsoDate(plan.deadline));
  const returns =
    plan.returnedCents > 0
      ? `the plan returns ${formatCents(plan.returnedCents)} of contributions with the earnings on them ` +
        `(${ANNUAL_ADDITIONS_WITHHOLDING_PERCENT}% federal income tax is withheld; the 1099-R has code E)`
      : '';
  const held =
    plan.heldProfitSharingCents + plan.heldMatchCents > 0
      ? `${formatCents(plan.heldProfitSharingCents + plan.heldMatchCents)} of employer contributions is held in the ` +
        `plan's unallocated account and counts for ${taxYear + 1}`
      : '';
  const { withheld, paid } = vm.withholding;
  return (
    <CorrectionOffer
      vm={vm}
      action={CORRECT_ANNUAL_ADDITIONS_LABEL}
      intro={
        `Under the IRS's self-correction program (EPCRS) ${[returns, held].filter((t) => t !== '').join('; and ')}. ` +
        `Correct it by ${deadline}.`
      }
      dialogTitle="Confirm the correction of excess annual additions"
      rows={[
        [`Excess annual additions for ${taxYear}`, formatCents(plan.excessCents)],
        ...(plan.returnedCents > 0
          ? ([
              ['Contributions returned', formatCents(plan.returnedCents)],
              earningsRow(plan.earningsCents, 'them'),
              ['The plan pays out', formatCents(plan.amountCents)],
              [`Federal income tax withheld (${ANNUAL_ADDITIONS_WITHHOLDING_PERCENT}%)`, formatCents(withheld)],
              ['You receive', formatCents(paid)],
            ] as Array<[string, string]>)
          : []),
        ...(plan.heldProfitSharingCents + plan.heldMatchCents > 0
          ? ([[`Held for ${taxYear + 1}`, formatCents(plan.heldProfitSharingCents + plan.heldMatchCents)]] as Array<
              [string, string]
            >)
          : []),
      ]}
    />
  );
});
