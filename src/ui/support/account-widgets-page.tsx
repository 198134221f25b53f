import { type ReactElement, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { AccountWidgetKind } from '@/ports/account-widgets';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { AppLink } from '@/ui/layout/app-link';
import { useViewModel } from '@/ui/shell/container-context';
import { AccountWidgetsViewModel, WIDGET_FAILED_MESSAGE, type WidgetEntry } from '@/ui/support/account-widgets-view-model';
import { SupportNav } from '@/ui/support/support-nav';
import '@/ui/support/support.css';

/** The host of one provider widget; mounts it once shown and removes it on leaving. */
function ProviderWidget({ vm, kind }: { vm: AccountWidgetsViewModel; kind: AccountWidgetKind }): ReactElement {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let unmount: (() => void) | undefined;
    let left = false;
    if (host.current)
      void vm.mount(kind, host.current).then((m) => {
        if (left) m?.unmount();
        else unmount = m?.unmount;
      });
    return () => {
      left = true;
      unmount?.();
    };
  }, [vm, kind]);
  return <div ref={host} className="support-widget" data-widget-host={kind} />;
}

const WidgetSection = observer(function WidgetSection({
  vm,
  entry,
}: {
  vm: AccountWidgetsViewModel;
  entry: WidgetEntry;
}): ReactElement {
  const { presentation: p } = entry;
  const id = `widget-${entry.kind}`;
  return (
    <section aria-labelledby={id} className="support-widget-section">
      <h2 id={id}>{entry.title}</h2>
      {p.kind === 'provider' ? (
        vm.failed.includes(entry.kind) ? (
          <ErrorAlert>{WIDGET_FAILED_MESSAGE}</ErrorAlert>
        ) : (
          <ProviderWidget vm={vm} kind={entry.kind} />
        )
      ) : p.kind === 'ownPage' ? (
        <p>
          Here this job is done on <AppLink to={p.path}>{p.title}</AppLink>.
        </p>
      ) : (
        <p className="muted">Not available here: {p.reason}</p>
      )}
    </section>
  );
});

/** The identity provider's account widgets (support role only); each widget's code loads only when shown. */
const AccountWidgetsPage = observer(function AccountWidgetsPage(): ReactElement {
  const vm = useViewModel(AccountWidgetsViewModel);
  return (
    <section className="page" aria-labelledby="widgets-title">
      <h1 id="widgets-title">Account widgets</h1>
      <SupportNav current="widgets" />
      <p className="lead">The identity provider's tools for users, roles, access keys, audit, profiles and applications.</p>
      {vm.entries.map((entry) => (
        <WidgetSection key={entry.kind} vm={vm} entry={entry} />
      ))}
    </section>
  );
});
export default AccountWidgetsPage;
