import type { FormEvent, ReactElement } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { TextFieldView } from '@/ui/kit/field';
import { ScrollRegion } from '@/ui/kit/scroll-region';
import { useViewModel } from '@/ui/shell/container-context';
import { auditEntryText, formatInstant } from '@/ui/support/audit-labels';
import { AuditTrailViewModel, type CsvFile } from '@/ui/support/audit-trail-view-model';
import { Pager } from '@/ui/support/pager';
import { SupportNav } from '@/ui/support/support-nav';
import '@/ui/support/support.css';

/** Saves the CSV through a temporary object URL (the browser's download). */
function saveCsv(file: CsvFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

/** A person by name, with the e-mail beside it; a person without either (a deleted account) as "Unknown person". */
function PersonCell({ name, email }: { name: string | null; email: string | null }): ReactElement {
  if (name && email)
    return (
      <>
        {name} <span className="muted">{email}</span>
      </>
    );
  return <>{name ?? email ?? 'Unknown person'}</>;
}

const AuditTable = observer(function AuditTable({ vm }: { vm: AuditTrailViewModel }): ReactElement {
  const items = vm.result?.items ?? [];
  if (vm.result && items.length === 0) return <p role="status">No action matches these filters.</p>;
  return (
    <ScrollRegion className="support-scroll" label="Audit entries">
      <StackedTable className="support-table">
        <caption className="visually-hidden">Audit entries, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Support user</th>
            <th scope="col">Participant</th>
            <th scope="col">What happened</th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id}>
              <td>{formatInstant(e.at)}</td>
              <td>
                <PersonCell name={e.agentName} email={e.agentEmail} />
              </td>
              <td>
                <PersonCell name={e.participantName} email={e.participantEmail} />
              </td>
              <td>
                {auditEntryText(e.action, e.objectType, e.objectId)}
                {e.reason ? <span className="muted support-reason"> · Reason: {e.reason}</span> : undefined}
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </ScrollRegion>
  );
});

/** The audit trail (support role only): who did what for whom, filtered, paged and exportable as CSV. */
const AuditTrailPage = observer(function AuditTrailPage(): ReactElement {
  const vm = useViewModel(AuditTrailViewModel);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void vm.apply();
  };
  const onExport = async (): Promise<void> => {
    const file = await vm.exportCsv();
    if (file) saveCsv(file);
  };
  const messages = (field: string): string[] => (vm.fieldErrors[field] ? [vm.fieldErrors[field]] : []);
  return (
    <section className="page" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit trail</h1>
      <SupportNav current="audit" />
      <p className="lead">Every action taken in admin mode or from the support console: who, for whom, what and when.</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Filter the audit trail">
        <div className="support-filters">
          <TextFieldView
            label="Agent"
            value={vm.filters.agent}
            onChange={(v) => vm.setFilter('agent', v)}
            messages={messages('agent')}
            hint="Name, e-mail or id"
          />
          <TextFieldView
            label="Participant"
            value={vm.filters.participant}
            onChange={(v) => vm.setFilter('participant', v)}
            messages={messages('participant')}
            hint="Name, e-mail or id"
          />
          <TextFieldView
            label="From"
            type="date"
            value={vm.filters.from}
            onChange={(v) => vm.setFilter('from', v)}
            messages={messages('from')}
          />
          <TextFieldView
            label="To"
            type="date"
            value={vm.filters.to}
            onChange={(v) => vm.setFilter('to', v)}
            messages={messages('to')}
          />
        </div>
        <div className="actions">
          <Button type="submit" className="button button--primary" isDisabled={vm.loading}>
            Apply filters
          </Button>
          <Button className="button" isDisabled={vm.loading} onPress={() => void vm.clear()}>
            Clear filters
          </Button>
          <Button className="button" isDisabled={vm.exporting} onPress={() => void onExport()}>
            {vm.exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        </div>
      </form>
      {vm.error ? <ErrorAlert>{vm.error}</ErrorAlert> : undefined}
      {vm.result ? (
        <p className="muted" role="status">
          {vm.result.total === 1 ? '1 action' : `${vm.result.total} actions`}
        </p>
      ) : undefined}
      <AuditTable vm={vm} />
      {vm.result ? (
        <Pager
          label="Pages of the audit trail"
          page={vm.result.page}
          pages={vm.pages}
          busy={vm.loading}
          onPage={(p) => void vm.goToPage(p)}
        />
      ) : undefined}
    </section>
  );
});
export default AuditTrailPage;
