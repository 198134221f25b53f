import { type ReactElement, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { OPENING_BALANCE_SOURCES } from '@/domain/plan-takeover/opening-balances';
import { ActionBar } from '@/ui/kit/action-bar';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { TextInputField } from '@/ui/kit/form-fields';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { StackedTable } from '@/ui/kit/stacked-table';
import { useViewModel } from '@/ui/shell/container-context';
import { PlanTakeoverViewModel, TAKEOVER_LOAD_FAILED } from '@/ui/plan-takeover/plan-takeover-view-model';
import '@/ui/assets/assets.css';

type Vm = PlanTakeoverViewModel;

/** One document of the plan: done once it is in the library, else a file input that files it. */
const DocumentRow = observer(function DocumentRow({ vm, index }: { vm: Vm; index: number }): ReactElement {
  const id = useId();
  const doc = vm.status?.documents[index];
  if (!doc) return <></>;
  return (
    <li className="takeover-document">
      <span>
        {doc.label}: <strong>{doc.documentId ? 'in your library' : 'not uploaded yet'}</strong>
      </span>
      {vm.status?.owner ? (
        <span>
          <label htmlFor={id} className="takeover-document__label">
            {doc.documentId ? `Replace: ${doc.label}` : `Upload: ${doc.label}`}
          </label>{' '}
          <input
            id={id}
            className="kit-file"
            type="file"
            accept="application/pdf,image/png,image/jpeg"
            disabled={vm.uploading !== undefined}
            onChange={(e) => void vm.upload(doc.kind, e.target.files?.[0])}
          />
        </span>
      ) : undefined}
    </li>
  );
});

const OpeningSection = observer(function OpeningSection({ vm }: { vm: Vm }): ReactElement {
  const recorded = vm.status?.openingBalances;
  if (recorded)
    return (
      <>
        <p data-testid="opening-balances-total">
          Opening balances as of {formatDate(recorded.asOf)}: {formatCents(recorded.totalCents)} in all.
        </p>
        <StackedTable aria-label="Opening balances by source">
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {OPENING_BALANCE_SOURCES.filter(({ field }) => recorded.amounts[field] > 0).map(({ field, source }) => (
              <tr key={field}>
                <th scope="row">{source}</th>
                <td>{formatCents(recorded.amounts[field])}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
        {recorded.amounts.roth_cents > 0 ? (
          <p>
            Roth basis {formatCents(recorded.rothBasisCents)}; the Roth 5-year period counts from {recorded.rothFirstYear}.
          </p>
        ) : undefined}
        {recorded.amounts.after_tax_cents > 0 ? <p>After-tax basis {formatCents(recorded.afterTaxBasisCents)}.</p> : undefined}
      </>
    );
  const form = vm.opening;
  return (
    <form
      noValidate
      aria-label="Opening balances"
      onSubmit={(e) => {
        e.preventDefault();
        void vm.recordOpening();
      }}
    >
      <p className="muted">
        Copy each source's balance from the previous provider's statement as of the takeover date, in US dollars. Leave a source
        empty when the account has no money in it.
      </p>
      <div className="kit-grid">
        <TextInputField form={form} name="as_of" type="date" required />
        {OPENING_BALANCE_SOURCES.map(({ field }) => (
          <TextInputField key={field} form={form} name={field} inputMode="decimal" />
        ))}
        <TextInputField
          form={form}
          name="roth_basis_cents"
          inputMode="decimal"
          hint="The Roth contributions in the Roth balance; the rest is earnings."
        />
        <TextInputField
          form={form}
          name="roth_first_year"
          inputMode="numeric"
          hint="The first year a Roth contribution went into this plan or a plan rolled into it: it starts the 5-year period."
        />
        <TextInputField
          form={form}
          name="after_tax_basis_cents"
          inputMode="decimal"
          hint="The after-tax contributions in the After Tax balance."
        />
      </div>
      <ActionBar busy={vm.busy}>
        <button type="submit" className="button button--primary" disabled={vm.busy}>
          Record the opening balances
        </button>
      </ActionBar>
    </form>
  );
});

const FilingsSection = observer(function FilingsSection({ vm }: { vm: Vm }): ReactElement {
  const filings = vm.status?.priorFilings ?? [];
  return (
    <>
      {filings.length === 0 ? (
        <p className="muted">No earlier filing recorded. A plan whose assets stayed at or under $250,000 filed none.</p>
      ) : (
        <StackedTable aria-label="Prior Form 5500-EZ filings">
          <thead>
            <tr>
              <th scope="col">Plan year</th>
              <th scope="col">Filed on</th>
              <th scope="col">Assets at the year end</th>
            </tr>
          </thead>
          <tbody>
            {filings.map((f) => (
              <tr key={f.planYear}>
                <th scope="row">{f.planYear}</th>
                <td>{formatDate(f.filedOn)}</td>
                <td>{formatCents(f.yearEndAssetsCents)}</td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      )}
      {vm.status?.owner ? (
        <form
          noValidate
          aria-label="Record a prior filing"
          onSubmit={(e) => {
            e.preventDefault();
            void vm.recordFiling();
          }}
        >
          <div className="kit-grid">
            <TextInputField form={vm.filing} name="plan_year" inputMode="numeric" required />
            <TextInputField form={vm.filing} name="filed_on" type="date" required />
            <TextInputField
              form={vm.filing}
              name="year_end_assets_cents"
              inputMode="decimal"
              required
              hint="Line 6a(2) of that return, in US dollars."
            />
          </div>
          <ActionBar busy={vm.busy}>
            <button type="submit" className="button" disabled={vm.busy}>
              Record the filing
            </button>
          </ActionBar>
        </form>
      ) : undefined}
    </>
  );
});

/** "Bring your plan": the plan's documents, the opening balances and the prior 5500-EZ filings (decisions 0343, 0344). */
export default observer(function PlanTakeoverPage(): ReactElement {
  const vm = useViewModel(PlanTakeoverViewModel);
  const status = vm.status;
  return (
    <section className="page" aria-labelledby="plan-takeover-title">
      <p className="eyebrow">Your plan</p>
      <h1 id="plan-takeover-title">Bring your plan</h1>
      {vm.loadFailed ? <LoadFailedAlert message={TAKEOVER_LOAD_FAILED} onRetry={() => void vm.load()} /> : undefined}
      {vm.notice ? (
        <p className="alert" role="status">
          {vm.notice}
        </p>
      ) : undefined}
      {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
      {status === undefined ? (
        vm.loadFailed ? undefined : (
          <p className="muted">Loading…</p>
        )
      ) : !status.applies ? (
        <p>Your plan was set up here: there is nothing to bring from elsewhere.</p>
      ) : (
        <>
          <p data-testid="plan-takeover-summary">
            {status.summary}. Plan number {status.planNumber}, first effective {formatDate(status.effectiveDate)}; taken over on{' '}
            {formatDate(status.takeoverDate)}.
          </p>
          <div className="card">
            <h2>Documents of the plan</h2>
            <p className="muted">Saved in your library in the folder "{status.folder}".</p>
            <ul className="takeover-documents">
              {status.documents.map((d, i) => (
                <DocumentRow key={d.kind} vm={vm} index={i} />
              ))}
            </ul>
          </div>
          <div className="card">
            <h2>Opening balances</h2>
            <OpeningSection vm={vm} />
          </div>
          <div className="card">
            <h2>Earlier Form 5500-EZ filings</h2>
            <FilingsSection vm={vm} />
          </div>
        </>
      )}
    </section>
  );
});
