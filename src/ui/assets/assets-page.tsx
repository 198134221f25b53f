import { lazy, type ReactElement, Suspense, useEffect } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { assetTypeLabel, metalLabel, recordTypeLabel, subtypeLabel } from '@/domain/assets/asset-catalogue';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { AssetDrawer } from '@/ui/assets/asset-drawer';
import { AssetEditor } from '@/ui/assets/asset-editor';
import { AssetEditorViewModel } from '@/ui/assets/asset-editor-view-model';
import { AssetFlowViewModel } from '@/ui/assets/asset-flow-view-model';
import { ASSETS_LOAD_FAILED, AssetsViewModel } from '@/ui/assets/assets-view-model';
import { useViewModel } from '@/ui/shell/container-context';
import '@/ui/assets/assets.css';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';
import { YearEndValuesSection } from '@/ui/assets/year-end-values-section';
import { YearEndValuesViewModel } from '@/ui/assets/year-end-values-view-model';

const AllocationChart = lazy(() => import('@/ui/assets/allocation-chart'));

/** The assets screen (spec section 2): the plan's assets, totals, allocation, transactions, the drawer and its modal. */
export default observer(function AssetsPage(): ReactElement {
  const vm = useViewModel(AssetsViewModel);
  const flow = useViewModel(AssetFlowViewModel);
  const editor = useViewModel(AssetEditorViewModel);
  const yearEnd = useViewModel(YearEndValuesViewModel);
  useEffect(() => {
    flow.onCreated = () => {
      void vm.load();
      void yearEnd.load();
    };
    editor.onChanged = () => {
      void vm.load();
      void yearEnd.load();
    };
    yearEnd.onChanged = () => void vm.load();
    void yearEnd.load();
  }, [flow, editor, vm, yearEnd]);
  const closeEditor = (): void => {
    editor.close();
    flow.stopEditing();
  };
  return (
    <section className="page assets-page" aria-labelledby="assets-title">
      <p className="eyebrow">Plan assets</p>
      <div className="assets-head">
        <h1 id="assets-title">Assets</h1>
        <Button className="button button--primary" onPress={flow.open}>
          Buy or record an asset
        </Button>
      </div>
      {vm.hasErrors ? <LoadFailedAlert message={ASSETS_LOAD_FAILED} onRetry={() => void vm.load()} /> : undefined}
      <dl className="assets-totals">
        <div>
          <dt>Plan value</dt>
          <dd data-testid="plan-value">{formatCents(vm.totalValueCents)}</dd>
        </div>
        <div>
          <dt>Paid for the assets</dt>
          <dd>{formatCents(vm.totalPurchaseCents)}</dd>
        </div>
        {vm.planValue ? (
          <div>
            <dt>Value on December 31, {vm.planValue.year}</dt>
            <dd>{formatCents(vm.planValue.yearEndValueCents)}</dd>
          </div>
        ) : undefined}
      </dl>

      <h2>Allocation by type</h2>
      {vm.allocation.length === 0 ? (
        <p className="muted">{vm.loading ? 'Loading…' : 'No assets yet: buy or record one to see the allocation.'}</p>
      ) : (
        <div className="assets-allocation">
          <Suspense fallback={<div className="assets-chart" />}>
            <AllocationChart slices={vm.allocation} />
          </Suspense>
          <StackedTable className="assets-table" aria-label="Allocation by type">
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Value</th>
                <th scope="col">Share</th>
              </tr>
            </thead>
            <tbody>
              {vm.allocation.map((s, i) => (
                <tr key={s.type}>
                  <th scope="row">
                    <span className={`assets-swatch assets-swatch--${(i % 6) + 1}`} aria-hidden="true" /> {s.label}
                  </th>
                  <td>{formatCents(s.valueCents)}</td>
                  <td>{Math.round(s.share * 1000) / 10}%</td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
        </div>
      )}

      <h2>Your assets</h2>
      {vm.assets.length === 0 ? (
        <p className="muted">{vm.loading ? 'Loading…' : 'The plan holds no assets yet.'}</p>
      ) : (
        <div className="assets-scroll">
          <StackedTable className="assets-table" aria-label="Assets">
            <thead>
              <tr>
                <th scope="col">Asset</th>
                <th scope="col">Type</th>
                <th scope="col">Sub-type</th>
                <th scope="col">Purchase price</th>
                <th scope="col">Current value</th>
                <th scope="col">Value as of</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {vm.assets.map((a) => (
                <tr key={a.id}>
                  <th scope="row">
                    {a.name}
                    {a.custodian ? <span className="muted assets-sub">Held by {a.custodian}</span> : undefined}
                  </th>
                  <td>{assetTypeLabel(a.type)}</td>
                  <td>
                    {subtypeLabel(a.subtype)}
                    {metalLabel(a.preciousMetalsChildType) ? `, ${metalLabel(a.preciousMetalsChildType)}` : ''}
                  </td>
                  <td>{formatCents(a.purchaseTotalCents)}</td>
                  <td>{formatCents(a.currentValueCents)}</td>
                  <td>{formatDate(a.valueDate)}</td>
                  <td>
                    <Button
                      className="button button--quiet"
                      aria-label={`Edit ${a.name} and its value`}
                      onPress={() => {
                        flow.startEditing(a);
                        void editor.open(a);
                      }}
                    >
                      Edit
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
        </div>
      )}

      <YearEndValuesSection vm={yearEnd} />

      <h2>Transactions</h2>
      {vm.transactions.length === 0 ? (
        <p className="muted">No transactions yet.</p>
      ) : (
        <div className="assets-scroll">
          <StackedTable className="assets-table" aria-label="Transactions">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Asset</th>
                <th scope="col">Kind</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {vm.transactions.map((t) => (
                <tr key={t.id}>
                  <td>{formatDate(t.createdAt)}</td>
                  <th scope="row">{t.assetName}</th>
                  <td>{recordTypeLabel(t.recordType)}</td>
                  <td>{formatCents(t.priceCents)}</td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
        </div>
      )}
      <AssetDrawer vm={flow} supportEmail={vm.supportEmail} />
      <AssetEditor vm={editor} onClose={closeEditor} />
    </section>
  );
});
