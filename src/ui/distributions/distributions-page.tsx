import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { DISTRIBUTIONS_LOAD_FAILED, DistributionsViewModel } from '@/ui/distributions/distributions-view-model';
import { RequestHistory } from '@/ui/distributions/request-history';
import { RothConversionCard } from '@/ui/distributions/roth-conversion-card';
import { RothConversionViewModel } from '@/ui/distributions/roth-conversion-view-model';
import { DetailsStep, HardshipStep, KindStep, ReviewStep } from '@/ui/distributions/request-steps';
import { CertifyStep } from '@/ui/distributions/certify-step';
import { ActionBar } from '@/ui/kit/action-bar';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { useViewModel } from '@/ui/shell/container-context';
import '@/ui/assets/assets.css';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';
import { Receipt } from '@/ui/kit/receipt';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import type { DistributionRecord } from '@/domain/distributions';
import { distributionLife } from '@/domain/distributions/distribution-life';
import { distributionKindLabel } from '@/domain/distributions/distribution-kinds';

const TITLES = {
  kind: 'Type',
  details: 'Amount and payment',
  hardship: 'Hardship details',
  certify: 'Certification',
  review: 'Review',
} as const;

/** The distributions page: the request flow and the requests with their history. */
/** The receipt of the request just sent: what, amount, date, reference, and who acts next (decision 0314). */
function RequestReceipt({ request }: { request: DistributionRecord }): ReactElement {
  const life = distributionLife(request, false);
  return (
    <div role="status">
      <Receipt
        title="Distribution requested"
        lines={[
          { label: 'What', value: distributionKindLabel(request.kind) },
          { label: 'Amount', value: request.amountCents === null ? 'Not stated' : formatCents(request.amountCents) },
          { label: 'Requested on', value: formatDate(request.createdAt) },
          { label: 'Reference', value: `Request ${request.id}` },
        ]}
        next={`${life.next.text}${life.next.by ? ` By ${formatDate(life.next.by)}.` : ''} Its status and timeline are shown below.`}
      />
    </div>
  );
}

export default observer(function DistributionsPage(): ReactElement {
  const vm = useViewModel(DistributionsViewModel);
  const conversions = useViewModel(RothConversionViewModel);
  const index = vm.steps.indexOf(vm.step);
  return (
    <section className="page" aria-labelledby="distributions-title">
      <p className="eyebrow">Distributions</p>
      <h1 id="distributions-title">Distributions</h1>
      {vm.hasErrors ? <LoadFailedAlert message={DISTRIBUTIONS_LOAD_FAILED} onRetry={() => void vm.load()} /> : undefined}
      {vm.sent ? <RequestReceipt request={vm.sent} /> : undefined}
      <div className="card">
        <h2>Request a distribution</h2>
        <p className="muted">
          Step {index + 1} of {vm.steps.length}: {TITLES[vm.step]}
        </p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (vm.step === 'review') void vm.submit();
            else vm.next();
          }}
        >
          {vm.step === 'kind' ? <KindStep vm={vm} /> : undefined}
          {vm.step === 'details' ? <DetailsStep vm={vm} /> : undefined}
          {vm.step === 'hardship' ? <HardshipStep vm={vm} /> : undefined}
          {vm.step === 'certify' ? <CertifyStep vm={vm} /> : undefined}
          {vm.step === 'review' ? <ReviewStep vm={vm} /> : undefined}
          {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
          <ActionBar onBack={index > 0 ? vm.back : undefined} busy={vm.submitting}>
            <button type="submit" className="button button--primary" disabled={vm.submitting || vm.uploading}>
              {vm.step === 'review' ? 'Send the request' : 'Continue'}
            </button>
          </ActionBar>
        </form>
      </div>
      <h2>Your requests</h2>
      <RequestHistory vm={vm} />
      <RothConversionCard vm={conversions} />
    </section>
  );
});
