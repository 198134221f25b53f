import type { ReactElement } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { formatCents } from '@/ui/kit/locale-format';
import type {
  ContributionSummaryRecord,
  ContributionWarningRecord,
  LimitUseRecord,
} from '@/domain/contributions/contribution-records';
import { ScrollRegion } from '@/ui/kit/scroll-region';
import { rothEmployerTaxNote } from '@/domain/contributions/roth-employer';
import { type ContributionsViewModel, recordedWording } from '@/ui/contributions/contributions-view-model';
import { ExcessAnnualAdditionsCorrection, ExcessDeferralCorrection } from '@/ui/contributions/excess-deferral-correction';

function Row({ name, use }: { name: string; use: LimitUseRecord }): ReactElement {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td className="contrib-amount">{formatCents(use.limitCents)}</td>
      <td className="contrib-amount">{formatCents(use.usedCents)}</td>
      <td className="contrib-amount">{formatCents(use.remainingCents)}</td>
    </tr>
  );
}

/** The year's warnings; a late deposit's warning offers to count it for the year the server suggests, in one click. */
const YearWarnings = observer(function YearWarnings({
  vm,
  warnings,
}: {
  vm: ContributionsViewModel;
  warnings: ContributionWarningRecord[];
}): ReactElement | null {
  if (warnings.length === 0) return null;
  return (
    <ErrorAlert as="div">
      {warnings.map((w, index) => (
        <div key={`${w.limit}-${w.contributionId ?? index}`}>
          <p>
            {recordedWording(w.message)}
            {w.suggestedTaxYear !== undefined && w.contributionId !== undefined ? (
              <>
                {' '}
                <Button
                  className="button"
                  onPress={() => void vm.moveToYear(w.contributionId as string, w.suggestedTaxYear as number)}
                >
                  Count it for {w.suggestedTaxYear}
                </Button>
              </>
            ) : undefined}
          </p>
          {w.limit === 'deferrals' && vm.summary ? (
            <ExcessDeferralCorrection vm={vm.correction} warning={w} taxYear={vm.summary.taxYear} />
          ) : undefined}
          {vm.summary && w === warnings.find((x) => isAnnualAdditionsOffer(x)) ? (
            <ExcessAnnualAdditionsCorrection vm={vm.annualCorrection} taxYear={vm.summary.taxYear} />
          ) : undefined}
        </div>
      ))}
    </ErrorAlert>
  );
});

/** The first 415(c) or pay warning not yet corrected carries the correction (both offer the same one; decision 0300). */
function isAnnualAdditionsOffer(w: ContributionWarningRecord): boolean {
  return (w.limit === 'annualAdditions' || w.limit === 'compensation') && w.corrected === false;
}

/**
 * How much can still go in after tax this year: the After Tax source's room, which is what the annual additions limit
 * (IRC 415(c), or 100% of pay) leaves after the deferrals and the employer money (after-tax money counts against no
 * other limit). Said only once something is deposited.
 */
function AfterTaxRoom({ summary }: { summary: ContributionSummaryRecord }): ReactElement | null {
  const room = summary.sources.find((s) => s.source === 'After Tax')?.roomCents;
  if (room === null || room === undefined || summary.sources.every((s) => s.totalCents === 0)) return null;
  return (
    <p className="muted" data-testid="after-tax-room">
      {`After-tax contributions can still add ${formatCents(room)} for ${summary.taxYear}: what the annual additions ` +
        'limit (415(c)) leaves after your deferrals and the employer money.'}
    </p>
  );
}

/** The tax year's totals against the IRS limits, the room left by source and the year's warnings. */
export const ContributionLimitsCard = observer(function ContributionLimitsCard({
  vm,
}: {
  vm: ContributionsViewModel;
}): ReactElement {
  const summary = vm.summary;
  if (!summary) return <p className="muted">Loading…</p>;
  if (!summary.limits || !summary.usage) {
    return (
      <div className="card">
        <h2>Limits for {summary.taxYear}</h2>
        <YearWarnings vm={vm} warnings={summary.warnings} />
        <p className="muted">Deposits are still recorded.</p>
      </div>
    );
  }
  return (
    <div className="card">
      <h2>Limits for {summary.taxYear}</h2>
      <p className="muted">
        {summary.age === null
          ? 'Without your date of birth (personal details of the plan setup) no catch-up is counted.'
          : `Your age on December 31, ${summary.taxYear}: ${summary.age}.`}
      </p>
      <ScrollRegion className="contrib-scroll" label={`Limits for ${summary.taxYear}`}>
        <StackedTable className="contrib-table" aria-label={`Limits for ${summary.taxYear}`}>
          <thead>
            <tr>
              <th scope="col">Limit</th>
              <th scope="col" className="contrib-amount">
                Amount
              </th>
              <th scope="col" className="contrib-amount">
                Counted
              </th>
              <th scope="col" className="contrib-amount">
                Left
              </th>
            </tr>
          </thead>
          <tbody>
            <Row name="Elective deferrals, all employers (with catch-up)" use={summary.usage.deferrals} />
            <Row name="Catch-up" use={summary.usage.catchUp} />
            <Row name="Annual additions to this plan (415(c))" use={summary.usage.annualAdditions} />
          </tbody>
        </StackedTable>
      </ScrollRegion>
      <h3>By source</h3>
      <ScrollRegion className="contrib-scroll" label={`Contributions by source for ${summary.taxYear}`}>
        <StackedTable className="contrib-table" aria-label={`Contributions by source for ${summary.taxYear}`}>
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col" className="contrib-amount">
                Deposited
              </th>
              <th scope="col" className="contrib-amount">
                Room left
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.sources.map((s) => (
              <tr key={s.source}>
                <th scope="row">{s.source}</th>
                <td className="contrib-amount">{formatCents(s.totalCents)}</td>
                <td className="contrib-amount">{s.roomCents === null ? 'No limit' : formatCents(s.roomCents)}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      </ScrollRegion>
      <AfterTaxRoom summary={summary} />
      {(summary.excessAnnualAdditionsCorrection?.excessCents ?? 0) > 0 ? (
        <p className="muted">
          {`These totals leave out the ${formatCents(summary.excessAnnualAdditionsCorrection?.excessCents ?? 0)} ` +
            `that the correction of ${summary.taxYear}'s excess annual additions returned or held.`}
        </p>
      ) : undefined}
      {(summary.heldFromPriorYearCents ?? 0) > 0 ? (
        <p className="muted">
          {`Employer contributions include ${formatCents(summary.heldFromPriorYearCents ?? 0)} of ` +
            `${summary.taxYear - 1}'s excess held in the plan's unallocated account (EPCRS).`}
        </p>
      ) : undefined}
      {summary.rothEmployer.allocatedCents > 0 ? (
        <p className="muted" data-testid="roth-employer-note">
          {rothEmployerTaxNote(summary.taxYear, formatCents(summary.rothEmployer.allocatedCents))}
        </p>
      ) : undefined}
      <YearWarnings vm={vm} warnings={summary.warnings} />
    </div>
  );
});
