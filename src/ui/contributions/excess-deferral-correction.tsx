import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import type { ApiContributionWarning } from '@/ui/contributions/contributions-api';
import {
  CORRECTION_WITHHOLDING_PERCENT,
  type ExcessDeferralCorrectionViewModel,
  REQUEST_CORRECTION_LABEL,
} from '@/ui/contributions/excess-deferral-correction-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { TextInputField } from '@/ui/kit/form-fields';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { NativeDialog } from '@/ui/kit/native-dialog';

/**
 * Under the 402(g) warning (decision 0299): "Request a corrective distribution" of the excess plus its earnings, by
 * April 15 of the next year; the earnings field, then the kit's money confirmation. Shown only while it can be requested.
 */
export const ExcessDeferralCorrection = observer(function ExcessDeferralCorrection({
  vm,
  warning,
  taxYear,
}: {
  vm: ExcessDeferralCorrectionViewModel;
  warning: ApiContributionWarning;
  taxYear: number;
}): ReactElement | null {
  const excess = warning.correctable_cents ?? 0;
  if (warning.corrected !== false || excess <= 0) return null;
  const deadline = formatDate(warning.correction_deadline ?? '');
  if (vm.stage === 'closed')
    return (
      <div className="contrib-correction">
        <Button className="button" onPress={vm.start}>
          {REQUEST_CORRECTION_LABEL}
        </Button>
      </div>
    );
  const a = vm.amounts(excess);
  const submitting = vm.stage === 'submitting';
  return (
    <div className="contrib-correction">
      <p className="muted">
        {`The plan returns the ${taxYear} excess of ${formatCents(excess)} with the earnings on it by ${deadline}; ` +
          `${CORRECTION_WITHHOLDING_PERCENT}% federal income tax is withheld.`}
      </p>
      <div className="kit-grid">
        <TextInputField
          form={vm.form}
          name="earnings"
          required
          inputMode="decimal"
          hint="From the plan's statement: what the excess earned (or lost) while in the plan."
        />
      </div>
      {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
      <ActionBar onBack={vm.cancel} backLabel="Cancel" busy={submitting}>
        <Button className="button button--primary" onPress={vm.review} isDisabled={submitting}>
          Review the distribution
        </Button>
      </ActionBar>
      {vm.stage === 'confirming' || submitting ? (
        <NativeDialog
          title="Confirm the corrective distribution"
          role="alertdialog"
          onDismiss={() => (submitting ? undefined : vm.cancel())}
        >
          <dl className="assets-summary">
            <dt>{`Excess deferrals for ${taxYear}`}</dt>
            <dd>{formatCents(a.excess)}</dd>
            <dt>{a.earnings < 0 ? 'Loss on the excess' : 'Earnings on the excess'}</dt>
            <dd>{formatCents(Math.abs(a.earnings))}</dd>
            <dt>The plan pays out</dt>
            <dd>{formatCents(a.gross)}</dd>
            <dt>{`Federal income tax withheld (${CORRECTION_WITHHOLDING_PERCENT}%)`}</dt>
            <dd>{formatCents(a.withheld)}</dd>
            <dt>You receive</dt>
            <dd>{formatCents(a.paid)}</dd>
            <dt>Paid by</dt>
            <dd>{deadline}</dd>
          </dl>
          <ActionBar onBack={vm.cancel} backLabel="Cancel" busy={submitting}>
            <Button className="button button--primary" onPress={() => void vm.confirm()} isDisabled={submitting}>
              Request the distribution
            </Button>
          </ActionBar>
        </NativeDialog>
      ) : undefined}
    </div>
  );
});
