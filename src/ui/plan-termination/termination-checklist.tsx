import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { windUpStatus } from '@/domain/plan-termination';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import type { PlanTerminationViewModel } from '@/ui/plan-termination/plan-termination-view-model';

/** The wind-up checklist: every account, every loan, the final return; each with where to act. */
export const TerminationChecklist = observer(function TerminationChecklist({
  vm,
}: {
  vm: PlanTerminationViewModel;
}): ReactElement | null {
  const state = vm.state;
  const r = state?.resolution;
  const c = state?.checklist;
  if (!state || !r || !c) return null;
  const status = windUpStatus(
    { state: state.status === 'terminated' ? 'terminated' : 'terminating', stepsLeft: c.stepsLeft },
    r.terminationDate,
    (d) => formatDate(d),
  );
  const owner = state.role === 'owner';
  return (
    <section className="card" aria-labelledby="checklist-title">
      <h2 id="checklist-title">{status}</h2>
      <p>
        {`Resolution adopted on ${formatDate(r.resolutionDate)} by ${r.signerName}, ${r.signerTitle}. The plan ended on ` +
          `${formatDate(r.terminationDate)}. Pay out or roll over every account by ${formatDate(c.distributionDeadline)}.`}
      </p>
      <h3>Accounts</h3>
      <ul className="termination-list">
        {c.accounts.map((a) => (
          <li key={`${a.name}-${a.you}`}>
            <span>{a.you ? 'Your account' : `${a.name}'s account`}: </span>
            {a.balanceCents > 0 ? (
              <>
                {`${formatCents(a.balanceCents)} left. `}
                {a.you ? (
                  <>
                    <a href="/distributions">Request a distribution</a> or <a href="/rollovers">see rollovers</a>.
                  </>
                ) : (
                  'They request their distribution or rollover from their own account.'
                )}
              </>
            ) : (
              'Paid out.'
            )}
          </li>
        ))}
      </ul>
      <h3>Loans</h3>
      {c.loans.length === 0 ? (
        <p>No loan is being repaid.</p>
      ) : (
        <ul className="termination-list">
          {c.loans.map((l) => (
            <li key={l.id}>
              {`${l.you ? 'Your loan' : `${l.name}'s loan`}: ${formatCents(l.outstandingCents)} outstanding. `}
              <a href="/loans">Repay it</a>
              {l.you ? (
                <>
                  {' or '}
                  <button
                    type="button"
                    className="button button--quiet"
                    disabled={vm.busy}
                    onClick={() => void vm.offsetLoan(l.id)}
                  >
                    Offset it against the account
                  </button>
                  {' (a qualified plan loan offset, Form 1099-R code M).'}
                </>
              ) : (
                '.'
              )}
            </li>
          ))}
        </ul>
      )}
      <h3>Final Form 5500-EZ</h3>
      <p>
        {c.finalReturn.filed
          ? `The final return for plan year ${c.finalReturn.planYear} was filed on ${formatDate(c.finalReturn.filedOn ?? '')}.`
          : `A final return for plan year ${c.finalReturn.planYear} is required, whatever the assets, with the final return box checked. `}
        {!c.finalReturn.filed && owner ? <a href="/contributions">Open the Form 5500-EZ card</a> : undefined}
      </p>
    </section>
  );
});
