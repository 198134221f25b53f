import { type ReactElement, useEffect } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { formatDate } from '@/ui/kit/locale-format';
import { formatIsoDate } from '@/domain/shared/calendar-date';
import { ContributionLimitsCard } from '@/ui/contributions/contribution-limits-card';
import { CONTRIBUTIONS_LOAD_FAILED, ContributionsViewModel } from '@/ui/contributions/contributions-view-model';
import { DepositForm } from '@/ui/contributions/deposit-form';
import { EmployerCalculator } from '@/ui/contributions/employer-calculator';
import { EmployerCalculatorViewModel } from '@/ui/contributions/employer-calculator-view-model';
import { Form5500EzCard } from '@/ui/contributions/form-5500-ez-card';
import { Form5500EzViewModel } from '@/ui/contributions/form-5500-ez-view-model';
import { LedgerTable } from '@/ui/contributions/ledger-table';
import { TaxFormsCard } from '@/ui/contributions/tax-forms-card';
import { TaxFormsViewModel } from '@/ui/contributions/tax-forms-view-model';
import { YearFactsForm } from '@/ui/contributions/year-facts-form';
import { useViewModel } from '@/ui/shell/container-context';
import '@/ui/contributions/contributions.css';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';

/** The contributions page: the ledger of a tax year, totals against the IRS limits, room left, warnings, the calculator. */
export default observer(function ContributionsPage(): ReactElement {
  const vm = useViewModel(ContributionsViewModel);
  const calculator = useViewModel(EmployerCalculatorViewModel);
  const filing = useViewModel(Form5500EzViewModel);
  const taxForms = useViewModel(TaxFormsViewModel);
  useEffect(() => void vm.load(), [vm]);
  useEffect(() => void filing.load(), [filing]);
  useEffect(() => void taxForms.load(), [taxForms]);
  // The year's Roth employer deposits are on its Form 1099-R (decision 0332): the tax forms follow the ledger's changes.
  useEffect(
    () =>
      reaction(
        () => vm.ledgerChanges,
        () => void taxForms.load(),
      ),
    [vm, taxForms],
  );
  useEffect(() => calculator.showYear(vm.taxYear), [calculator, vm.taxYear]);
  const profitSharingRoomCents = vm.summary?.sources.find((s) => s.source === 'Profit Sharing')?.roomCents ?? undefined;
  return (
    <section className="page" aria-labelledby="contributions-title">
      <p className="eyebrow">Contributions</p>
      <h1 id="contributions-title">Contributions</h1>
      <div className="contrib-year" role="group" aria-label="Tax year shown">
        {vm.taxYearChoices.map((choice) => (
          <Button
            key={choice.value}
            className={Number(choice.value) === vm.taxYear ? 'button button--primary' : 'button'}
            aria-pressed={Number(choice.value) === vm.taxYear}
            onPress={() => void vm.showYear(Number(choice.value))}
          >
            {choice.label}
          </Button>
        ))}
      </div>
      {vm.hasErrors ? <LoadFailedAlert message={CONTRIBUTIONS_LOAD_FAILED} onRetry={() => void vm.load()} /> : undefined}
      <div className="contrib-grid">
        <DepositForm vm={vm} />
        <ContributionLimitsCard vm={vm} />
      </div>
      <h2>Deposits for {vm.taxYear}</h2>
      <LedgerTable vm={vm} />
      <h3>Deadlines for {vm.taxYear}</h3>
      <ul>
        {vm.deadlines.map((d) => (
          <li key={d.label}>
            {d.label}: {formatDate(formatIsoDate(d.date))}
            {d.extendedDate ? ` (${formatDate(formatIsoDate(d.extendedDate))} with the extension)` : ''}
          </li>
        ))}
      </ul>
      <div className="contrib-grid">
        <YearFactsForm vm={vm} />
        <EmployerCalculator
          calculator={calculator}
          profitSharingRoomCents={profitSharingRoomCents}
          deferralsCents={vm.deferralsWithoutCatchUpCents}
        />
      </div>
      <Form5500EzCard vm={filing} />
      <TaxFormsCard vm={taxForms} />
    </section>
  );
});
