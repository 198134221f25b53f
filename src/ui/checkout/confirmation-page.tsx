import { useEffect, useRef, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import type { CheckoutViewModel } from '@/ui/checkout/checkout-view-model';
import { PlanDocumentsViewModel } from '@/ui/checkout/plan-documents-view-model';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { Receipt } from '@/ui/kit/receipt';
import { AppLink } from '@/ui/layout/app-link';
import { useViewModel } from '@/ui/shell/container-context';

/** After payment: thanks, the receipt with the next step (the trust account), and the plan documents to download. */
export const ConfirmationPage = observer(function ConfirmationPage({ vm }: { vm: CheckoutViewModel }): ReactElement {
  const docs = useViewModel(PlanDocumentsViewModel);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void docs.start(vm.server);
    heading.current?.focus({ preventScroll: true });
  }, [docs, vm]);
  return (
    <section className="page checkout" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title" ref={heading} tabIndex={-1}>
        {vm.role === 'participant' ? 'You joined the plan' : 'Payment received'}
      </h1>
      <p className="lead">
        {vm.role === 'participant'
          ? 'Thank you. Your signed joinder is filed in your document library under “Plan documents”.'
          : 'Thank you. Your plan is set up; your plan documents are filed in your document library under “Plan documents”.'}
      </p>
      {vm.role !== 'participant' && docs.paidInvoice ? (
        <Receipt
          title="Receipt"
          lines={[
            { label: 'What', value: docs.paidInvoice.lines.map((l) => l.description).join(', ') || 'Solo 401(k) plan set-up' },
            { label: 'Amount', value: formatCents(docs.paidInvoice.totalCents) },
            { label: 'Paid on', value: formatDate(docs.paidInvoice.paidAt) },
            { label: 'Reference', value: `Invoice ${docs.paidInvoice.id}` },
          ]}
          next={
            <>
              open the plan&apos;s trust account in the plan&apos;s name:{' '}
              <AppLink to="/onboarding">Open the trust account</AppLink>
            </>
          }
        />
      ) : undefined}
      <h2>Your plan documents</h2>
      {docs.waiting && docs.documents.length === 0 ? <p role="status">Generating your plan documents…</p> : undefined}
      {!docs.waiting && docs.documents.length === 0 ? (
        <p className="alert">Your documents are still being prepared. They will appear in your document library.</p>
      ) : undefined}
      {docs.documents.length > 0 ? (
        <ul className="result-list" aria-label="Plan documents">
          {docs.documents.map((doc) => (
            <li key={doc.id} className="result">
              <span>{doc.name}</span>
              <Button
                className="button"
                onPress={() => void docs.download(doc)}
                isDisabled={docs.downloading !== undefined}
                aria-label={`Download ${doc.name}`}
              >
                {docs.downloading === doc.id ? 'Downloading…' : 'Download'}
              </Button>
            </li>
          ))}
        </ul>
      ) : undefined}
      {docs.downloadError ? <ErrorAlert>{docs.downloadError}</ErrorAlert> : undefined}
    </section>
  );
});
