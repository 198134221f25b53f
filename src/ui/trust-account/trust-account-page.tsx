import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { SelectField } from '@/ui/kit/form-fields';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';
import { useViewModel } from '@/ui/shell/container-context';
import { MonthReconciliation, YearReconciliationView } from '@/ui/trust-account/reconciliation-view';
import { RulesList } from '@/ui/trust-account/rules-list';
import { StatementFileField } from '@/ui/trust-account/statement-file-field';
import { TransactionTable } from '@/ui/trust-account/transaction-table';
import { TRUST_ACCOUNT_LOAD_FAILED, TrustAccountViewModel } from '@/ui/trust-account/trust-account-view-model';
import '@/ui/assets/assets.css';
import '@/ui/trust-account/trust-account.css';

/** The trust account page: import statements, the month's transactions and their classes, reconciliation, rules. */
export default observer(function TrustAccountPage(): ReactElement {
  const vm = useViewModel(TrustAccountViewModel);
  return (
    <section className="page" aria-labelledby="trust-account-title">
      <p className="eyebrow">Trust account</p>
      <h1 id="trust-account-title">Trust account</h1>
      {vm.loadFailed ? <LoadFailedAlert message={TRUST_ACCOUNT_LOAD_FAILED} onRetry={() => void vm.load()} /> : undefined}
      <section className="card trust-card" aria-labelledby="import-title">
        <h2 id="import-title">Import a statement</h2>
        <StatementFileField vm={vm} />
      </section>
      <div aria-live="polite">
        {vm.notice ? (
          <p className="alert" role="status">
            {vm.notice}
          </p>
        ) : undefined}
      </div>
      {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
      <fieldset className="trust-period">
        <legend>Month shown</legend>
        <div className="kit-grid">
          <SelectField
            form={vm.periodForm}
            name="month"
            label="Month"
            choices={vm.monthChoices}
            onPick={(m) => void vm.showPeriod(vm.year, Number(m))}
          />
          <SelectField
            form={vm.periodForm}
            name="year"
            label="Year"
            choices={vm.yearChoices}
            onPick={(y) => void vm.showPeriod(Number(y), vm.month)}
          />
        </div>
      </fieldset>
      <MonthReconciliation vm={vm} />
      <h2>Transactions in {vm.monthName}</h2>
      <TransactionTable vm={vm} />
      <YearReconciliationView vm={vm} />
      <RulesList vm={vm} />
    </section>
  );
});
