import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { BANK_DOCUMENT_LABELS } from '@/domain/bank/bank-documents';
import type { BankApplicationViewModel } from '@/ui/bank/bank-application-view-model';
import { UploadField } from '@/ui/bank/upload-field';
import { ActionBar } from '@/ui/kit/action-bar';
import { ErrorAlert } from '@/ui/kit/error-alert';

/** In Progress: what happens next, how long it takes, and the automatic check. */
export const InProgressStep = observer(function InProgressStep({ vm }: { vm: BankApplicationViewModel }): ReactElement {
  const second = vm.status?.status === 'step_up_review';
  return (
    <div className="bank-review">
      <p className="alert" role="status">
        {second ? 'The bank is reviewing your additional documents.' : 'Your application is with the bank.'}
      </p>
      <h2>What happens next</h2>
      <ul>
        <li>The bank verifies your identity and reviews the application.</li>
        <li>This usually takes 1 to 2 business days.</li>
        <li>
          This page checks for the decision on its own. You can leave, close the tab or sign out: the application stays where it
          is.
        </li>
        <li>If the bank needs more documents, this page asks for them; once approved, you connect your primary bank account.</li>
      </ul>
      <p className="muted" aria-live="polite">
        {vm.lastCheckedAt ? `Last checked at ${vm.lastCheckedAt.toLocaleTimeString()}.` : 'Checking for a decision…'}
      </p>
      <ActionBar busy={vm.saving}>
        <Button className="button" onPress={() => void vm.checkReview()}>
          Check now
        </Button>
      </ActionBar>
    </div>
  );
});

/** More Documentation Needed: which documents, uploaded with progress; after a second failure, how to reach support. */
export const StepUpStep = observer(function StepUpStep({ vm }: { vm: BankApplicationViewModel }): ReactElement {
  const status = vm.status;
  if (vm.declined) {
    const support = status?.support;
    return (
      <div className="bank-review">
        <ErrorAlert>The bank could not verify your identity, even with the additional documents.</ErrorAlert>
        <h2>How to reach support</h2>
        <p>
          Our support team can look at your application with you and tell you what else the bank accepts.
          {support?.email ? (
            <>
              {' '}
              Write to <a href={`mailto:${support.email}`}>{support.email}</a>
            </>
          ) : undefined}
          {support?.phone ? <> or call {support.phone}</> : undefined}
          {support?.email || support?.phone ? '.' : ' Use the help chat at the bottom of the page.'}
        </p>
      </div>
    );
  }
  const kinds = status?.stepUpDocuments ?? [];
  return (
    <div className="bank-review">
      <p>
        The bank could not verify your identity from your ID alone. Upload these documents, then send them for a second review.
      </p>
      {kinds.map((kind) => (
        <UploadField
          key={kind}
          vm={vm}
          kind={kind}
          label={BANK_DOCUMENT_LABELS[kind]}
          accept={['application/pdf', 'image/png', 'image/jpeg', 'image/tiff']}
          messages={vm.stepUpErrors[kind]}
        />
      ))}
      <ActionBar busy={vm.saving}>
        <Button className="button button--primary" onPress={() => void vm.sendStepUp()} isDisabled={vm.saving}>
          {vm.saving ? 'Sending…' : 'Send documents'}
        </Button>
      </ActionBar>
    </div>
  );
});
