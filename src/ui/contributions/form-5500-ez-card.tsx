import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { AppLink } from '@/ui/layout/app-link';
import { dueDateMoveText } from '@/domain/shared/business-days';
import { formatCents, formatDate, screenLocale } from '@/ui/kit/locale-format';
import type { Form5500EzViewModel } from '@/ui/contributions/form-5500-ez-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { CheckboxField, TextInputField } from '@/ui/kit/form-fields';
import { Form5500EzFilingForm } from '@/ui/contributions/form-5500-ez-filing-form';
import { LateFilerRelief } from '@/ui/contributions/late-filer-relief';
import { Form5558ExtensionForm } from '@/ui/contributions/form-5558-extension-form';

/** Why the due dates moved (IRC 7503), in the user's locale: the domain's wording, one line per moved date. */
function movedDueDates(...statutory: string[]): string[] {
  return statutory.flatMap((date) => dueDateMoveText(date, { locale: screenLocale() }) ?? []);
}

/** Form 5500-EZ for the plan year whose filing comes next: whether it is required, when it is due, the declarations. */
export const Form5500EzCard = observer(function Form5500EzCard({ vm }: { vm: Form5500EzViewModel }): ReactElement {
  const s = vm.status;
  return (
    <div className="card">
      <h2>Form 5500-EZ for {vm.planYearLabel}</h2>
      {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
      {s ? (
        <>
          {s.pastDue ? <LateFilerRelief status={s} yearLabel={vm.planYearLabel} /> : undefined}
          <p data-testid="form-5500-ez-status">
            {s.required
              ? s.extension.filed
                ? `Required: file by ${formatDate(s.extendedDueDate)} (extended by Form 5558).`
                : `Required: file by ${formatDate(s.dueDate)}, or by ${formatDate(s.extendedDueDate)} with Form 5558.`
              : `Not required for ${vm.planYearLabel} unless the plans' assets exceed $250,000 on ${formatDate(s.planYearEnd)} or this is the plan's final year.`}
          </p>
          {s.finalPlanYear ? (
            <p data-testid="form-5500-ez-final">
              {
                "This is the plan's final year: the final return is required whatever the assets. Check box A(3), the final return."
              }
            </p>
          ) : undefined}
          {s.statements && !s.statements.reconciled && s.statements.message ? (
            <p className="field-error" role="alert" data-testid="form-5500-ez-statements">
              {s.statements.message}. <AppLink to="/trust-account">Open the trust account</AppLink>.
            </p>
          ) : s.statements?.reconciled ? (
            <p data-testid="form-5500-ez-statements">
              The trust account's statements for {vm.planYearLabel} reconcile with the ledger.
            </p>
          ) : undefined}
          {movedDueDates(s.statutoryDueDate, s.statutoryExtendedDueDate).map((note) => (
            <p key={note} className="muted" data-testid="form-5500-ez-due-rule">
              {note}.
            </p>
          ))}
          <dl>
            <dt>Plan year</dt>
            <dd>
              {formatDate(s.planYearStart)} to {formatDate(s.planYearEnd)}
            </dd>
            <dt>The plan's total assets on {formatDate(s.planYearEnd)}</dt>
            <dd data-testid="form-5500-ez-assets">
              {formatCents(s.planAssetsCents)}:{' '}
              {s.participants === 1 ? '1 participant’s account' : `${s.participants} participants’ accounts`}
              {s.participantLoansCents > 0 ? ` and ${formatCents(s.participantLoansCents)} in participant loans` : ''}
            </dd>
            <dt>Reminders</dt>
            <dd>
              {s.reminders.map((r) => `${formatDate(r.date)} (${r.daysBefore} days before)`).join(', ')}. They go by e-mail while
              the return is required and not recorded as filed, if you asked for e-mail updates.
            </dd>
          </dl>
        </>
      ) : (
        <p className="muted">Loading…</p>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void vm.save();
        }}
      >
        <TextInputField form={vm.form} name="other_plans_assets" inputMode="decimal" />
        <CheckboxField form={vm.form} name="final_plan_year" />
        <ActionBar>
          <button type="submit" className="button">
            Save for {vm.planYear}
          </button>
        </ActionBar>
      </form>
      <Form5558ExtensionForm vm={vm} />
      <Form5500EzFilingForm vm={vm} />
    </div>
  );
});
