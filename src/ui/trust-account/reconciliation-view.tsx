import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { MONTH_NAMES, monthList, type PeriodFigures } from '@/domain/statements';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { StackedTable } from '@/ui/kit/stacked-table';
import type { TrustAccountViewModel } from '@/ui/trust-account/trust-account-view-model';

/** "Reconciled" or "Does not reconcile", as a badge. */
export function ReconciledBadge({ reconciled }: { reconciled: boolean }): ReactElement {
  return (
    <span className={`badge badge--${reconciled ? 'done' : 'attention'}`} data-testid="reconciliation-state">
      {reconciled ? 'Reconciled' : 'Does not reconcile'}
    </span>
  );
}

/** A period's figures: the statement's opening, money in and out and closing beside the ledger's, and the difference. */
function Figures({ p, label }: { p: PeriodFigures; label: string }): ReactElement {
  const rows: Array<[string, number]> = [
    ['Statement opening balance', p.openingCents],
    ['Statement money in', p.moneyInCents],
    ['Statement money out', p.moneyOutCents],
    ['Statement closing balance', p.closingCents],
    ['Ledger money in', p.ledgerInCents],
    ['Ledger money out', p.ledgerOutCents],
    ['Difference', p.differenceCents],
  ];
  return (
    <dl className="trust-figures" aria-label={label}>
      {rows.map(([name, cents]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{formatCents(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Each difference between the statement and the ledger, with why. */
function Differences({ p, label }: { p: PeriodFigures; label: string }): ReactElement | null {
  if (p.differences.length === 0) return null;
  return (
    <StackedTable className="assets-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col">Date</th>
          <th scope="col">Statement</th>
          <th scope="col">Ledger</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {p.differences.map((d) => (
          <tr key={`${d.transactionId ?? d.description}-${d.postedOn}`}>
            <th scope="row">{d.description}</th>
            <td>{formatDate(d.postedOn)}</td>
            <td>{formatCents(d.amountCents)}</td>
            <td>{formatCents(d.ledgerCents)}</td>
            <td>{d.reason}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}

/** The reconciliation of the month shown. */
export const MonthReconciliation = observer(function MonthReconciliation({ vm }: { vm: TrustAccountViewModel }): ReactElement {
  const p = vm.monthFigures;
  return (
    <section className="card trust-card" aria-labelledby="month-reconciliation-title">
      <h2 id="month-reconciliation-title">
        Reconciliation for {vm.monthName} {p ? <ReconciledBadge reconciled={p.reconciled} /> : undefined}
      </h2>
      {p ? (
        <>
          <Figures p={p} label={`Statement and ledger for ${vm.monthName}`} />
          <Differences p={p} label={`Differences in ${vm.monthName}`} />
        </>
      ) : (
        <p className="muted">{vm.monthName} has not begun.</p>
      )}
    </section>
  );
});

/** The year's reconciliation: its state, the months that do not reconcile, each month's difference. */
export const YearReconciliationView = observer(function YearReconciliationView({
  vm,
}: {
  vm: TrustAccountViewModel;
}): ReactElement | null {
  const r = vm.reconciliation;
  if (!r) return null;
  return (
    <section className="card trust-card" aria-labelledby="year-reconciliation-title">
      <h2 id="year-reconciliation-title">
        The year {r.year} <ReconciledBadge reconciled={r.reconciled} />
      </h2>
      <p>
        {!r.imported
          ? `No statement covers ${r.year} yet: import your trust account's statements to reconcile the year before the Form 5500-EZ.`
          : r.reconciled
            ? `Every month of ${r.year} so far reconciles with the ledger.`
            : `Not reconciled: ${monthList(r.unreconciledMonths)}. Review them before preparing the Form 5500-EZ.`}
      </p>
      <Figures p={r.yearTotal} label={`Statement and ledger for ${r.year}`} />
      <StackedTable className="assets-table" aria-label={`Months of ${r.year}`}>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Money in</th>
            <th scope="col">Money out</th>
            <th scope="col">Difference</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {r.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">
                <Button
                  className="trust-month"
                  aria-label={`Show ${MONTH_NAMES[(m.month ?? 1) - 1]} ${r.year}`}
                  aria-current={m.month === vm.month && r.year === vm.year ? 'true' : undefined}
                  onPress={() => void vm.showPeriod(r.year, m.month ?? 1)}
                >
                  {MONTH_NAMES[(m.month ?? 1) - 1]}
                </Button>
              </th>
              <td>{formatCents(m.moneyInCents)}</td>
              <td>{formatCents(m.moneyOutCents)}</td>
              <td>{formatCents(m.differenceCents)}</td>
              <td>{m.reconciled ? 'Reconciled' : m.covered ? 'Does not reconcile' : 'No statement'}</td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </section>
  );
});
