import { type FormEvent, type ReactElement, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import type { PlanAmendmentTaskRecord } from '@/ports/plan-amendments-api';
import { ActionBar } from '@/ui/kit/action-bar';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { TextInputField } from '@/ui/kit/form-fields';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';
import { formatDate } from '@/ui/kit/locale-format';
import { Receipt } from '@/ui/kit/receipt';
import { SignatureField } from '@/ui/kit/signature-field';
import { AppLink } from '@/ui/layout/app-link';
import { useViewModel } from '@/ui/shell/container-context';
import { AMENDMENTS_LOAD_FAILED, PlanAmendmentsViewModel } from '@/ui/plan-amendments/plan-amendments-view-model';
import { deadlineWords, OVERDUE_WORDS, STATE_WORDS, shortName, taskLine } from '@/ui/plan-amendments/plan-amendments-words';
import '@/ui/plan-amendments/plan-amendments.css';

const libraryPath = (folderId: string | null): string =>
  folderId === null ? '/library' : `/library/${encodeURIComponent(folderId)}`;

/** One task: its document, deadline and state; review, sign, or where the signed copy is. */
const TaskCard = observer(function TaskCard({
  vm,
  task,
}: {
  vm: PlanAmendmentsViewModel;
  task: PlanAmendmentTaskRecord;
}): ReactElement {
  const headingId = `task-${task.document}`;
  const open = task.state === 'due' || task.state === 'due_soon' || task.state === 'overdue';
  const signButton = useRef<HTMLButtonElement>(null);
  const returning = vm.focusReturn === task.document;
  useEffect(() => {
    if (!returning) return;
    signButton.current?.focus();
    vm.focusReturned();
  }, [returning, vm]);
  return (
    <li className="card amendment-task" aria-labelledby={headingId}>
      <h2 id={headingId}>{task.title}</h2>
      <p className={`amendment-task__state amendment-task__state--${task.state}`}>
        <strong>{STATE_WORDS[task.state]}:</strong> {taskLine(task)}
      </p>
      <dl className="facts">
        <dt>Deadline</dt>
        <dd>{deadlineWords(task)}</dd>
        {task.opensOn ? (
          <>
            <dt>Window opens</dt>
            <dd>
              {formatDate(task.opensOn)}
              {task.deadlineExpected ? ' (expected)' : ''}
            </dd>
          </>
        ) : undefined}
      </dl>
      <p>{task.contains}</p>
      {task.deadlineExpected ? (
        <p className="muted">The IRS has not announced this window yet: the dates are the expected ones.</p>
      ) : undefined}
      {task.signature ? (
        <p>
          Signed by {task.signature.signerName}, {task.signature.signerTitle}, on {formatDate(task.signature.signedOn)}.{' '}
          {task.signature.libraryDocumentId ? (
            <AppLink to={libraryPath(task.signature.libraryFolderId)}>Find it in your library</AppLink>
          ) : (
            'The signed copy is no longer in your library.'
          )}
        </p>
      ) : undefined}
      {open ? (
        <div className="amendment-task__actions">
          <Button className="button" onPress={() => void vm.preview(task.document)}>
            Review {shortName(task)} (PDF)
          </Button>
          <Button ref={signButton} className="button button--primary" onPress={() => vm.startSigning(task.document)}>
            Sign {shortName(task)}
          </Button>
        </div>
      ) : undefined}
    </li>
  );
});

/** The signature form of the open task: the signer, the drawn or typed signature, the day is today's. */
const SignForm = observer(function SignForm({
  vm,
  task,
}: {
  vm: PlanAmendmentsViewModel;
  task: PlanAmendmentTaskRecord;
}): ReactElement {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void vm.sign();
  };
  return (
    <section className="card" aria-labelledby="sign-amendment-title">
      <h2 id="sign-amendment-title" ref={heading} tabIndex={-1}>
        Sign the {task.title}
      </h2>
      <form noValidate onSubmit={onSubmit} aria-label={`Sign the ${task.title}`}>
        <p>By signing, the Employer adopts the {task.title} of the plan, dated today. Review the document before you sign it.</p>
        <div className="kit-grid">
          <TextInputField form={vm.form} name="signer_first_name" required autoComplete="given-name" />
          <TextInputField form={vm.form} name="signer_last_name" required autoComplete="family-name" />
          <TextInputField form={vm.form} name="signer_title" required hint="e.g. Owner, Trustee" />
        </div>
        <SignatureField form={vm.form} field="signature" label="Your signature" />
        <ActionBar busy={vm.busy}>
          <Button className="button" onPress={() => vm.cancelSigning()} isDisabled={vm.busy}>
            Cancel
          </Button>
          <button type="submit" className="button button--primary" disabled={vm.busy}>
            Sign and file in my library
          </button>
        </ActionBar>
      </form>
    </section>
  );
});

/** The plan amendments page (decision 0341). */
export default observer(function PlanAmendmentsPage(): ReactElement {
  const vm = useViewModel(PlanAmendmentsViewModel);
  const signed = vm.justSigned;
  const signing = vm.signingTask;
  return (
    <section className="page" aria-labelledby="plan-amendments-title">
      <p className="eyebrow">Plan document</p>
      <h1 id="plan-amendments-title">Plan amendments</h1>
      <p>
        Your plan is on the provider's pre-approved plan document. The law requires it to be amended for the SECURE 2.0 Act and
        restated on the next approved document within the IRS's window. Review each document, sign it here, and the signed copy is
        filed in your library.
      </p>
      {vm.loadFailed ? <LoadFailedAlert message={AMENDMENTS_LOAD_FAILED} onRetry={() => void vm.load()} /> : undefined}
      {vm.overdue.map((task) => (
        <div key={task.document} className="alert alert--error" role="alert">
          <p>
            <strong>
              The {task.title} was due on {formatDate(task.deadline)} and is not signed.
            </strong>
          </p>
          <p>{OVERDUE_WORDS}</p>
        </div>
      ))}
      <div aria-live="polite">
        {signed?.signature ? (
          <Receipt
            title={`${signed.title} signed`}
            lines={[
              { label: 'Document', value: signed.title },
              { label: 'Signed on', value: formatDate(signed.signature.signedOn) },
              { label: 'Signed by', value: `${signed.signature.signerName}, ${signed.signature.signerTitle}` },
              { label: 'Filed as', value: signed.signature.fileName },
            ]}
            next={<AppLink to={libraryPath(signed.signature.libraryFolderId)}>Find the signed copy in your library</AppLink>}
          />
        ) : undefined}
      </div>
      {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
      {signing ? <SignForm vm={vm} task={signing} /> : undefined}
      {vm.record && !vm.record.planOwner ? (
        <p className="muted">
          Only the plan's owner signs its amendments. Once a plan is adopted here, its amendments show on this page.
        </p>
      ) : undefined}
      {vm.tasks.length > 0 ? (
        <ul className="amendment-tasks" aria-label="Amendments and restatement">
          {vm.tasks.map((task) => (
            <TaskCard key={task.document} vm={vm} task={task} />
          ))}
        </ul>
      ) : undefined}
    </section>
  );
});
