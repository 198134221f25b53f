import type { ReactElement } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { recordTypeLabel } from '@/domain/assets/asset-catalogue';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import type { AssetEditorViewModel } from '@/ui/assets/asset-editor-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { TextInputField } from '@/ui/kit/form-fields';

/** The asset editor (a modal): name, sub-type, custodian; value history with date and document; the asset's transactions. */
export const AssetEditor = observer(function AssetEditor({
  vm,
  onClose,
}: {
  vm: AssetEditorViewModel;
  onClose: () => void;
}): ReactElement {
  const asset = vm.editingAsset;
  return (
    <ModalOverlay
      className="drawer-overlay"
      isOpen={asset !== undefined}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable
    >
      <Modal className="drawer">
        <Dialog className="dialog drawer__dialog">
          <div className="drawer__head">
            <Heading slot="title">Edit {asset?.name}</Heading>
            <Button className="button button--quiet" onPress={onClose}>
              Close
            </Button>
          </div>
          {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void vm.saveDetails();
            }}
          >
            <div className="kit-grid">
              <TextInputField form={vm.details} name="name" />
              <TextInputField form={vm.details} name="subtype" required />
              {vm.isMetals ? <TextInputField form={vm.details} name="custodian" required /> : undefined}
            </div>
            <ActionBar busy={vm.busy}>
              <button type="submit" className="button button--primary" disabled={vm.busy}>
                Save changes
              </button>
            </ActionBar>
          </form>

          <h3>Record a value</h3>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void vm.addValue();
            }}
          >
            <div className="kit-grid">
              <TextInputField form={vm.valuation} name="value" required inputMode="decimal" hint="In US dollars." />
              <TextInputField form={vm.valuation} name="as_of" type="date" required />
              <div className="field kit-field kit-field--wide">
                <label htmlFor="valuation-document">Valuation document (optional)</label>
                <input
                  id="valuation-document"
                  className="kit-file"
                  type="file"
                  accept="application/pdf,image/png,image/jpeg"
                  onChange={(e) => vm.chooseFile(e.target.files?.[0])}
                />
                <p className="field__hint kit-field__hint">Saved in your library under Assets, {asset?.name}.</p>
              </div>
            </div>
            <ActionBar busy={vm.busy}>
              <button type="submit" className="button button--primary" disabled={vm.busy}>
                Record the value
              </button>
            </ActionBar>
          </form>

          <h3>Value history</h3>
          {vm.values.length === 0 ? (
            <p className="muted">No values recorded yet: the purchase price counts until then.</p>
          ) : (
            <StackedTable className="assets-table" aria-label="Value history">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Value</th>
                  <th scope="col">Document</th>
                </tr>
              </thead>
              <tbody>
                {vm.values.map((v) => (
                  <tr key={v.id}>
                    <th scope="row">{formatDate(v.asOf)}</th>
                    <td>{formatCents(v.valueCents)}</td>
                    <td>{v.documentId ? 'In your library' : 'None'}</td>
                  </tr>
                ))}
              </tbody>
            </StackedTable>
          )}

          <h3>Transactions of this asset</h3>
          <StackedTable className="assets-table" aria-label="Transactions of this asset">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Kind</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {vm.transactions.map((t) => (
                <tr key={t.id}>
                  <th scope="row">{formatDate(t.createdAt)}</th>
                  <td>{recordTypeLabel(t.recordType)}</td>
                  <td>{formatCents(t.priceCents)}</td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
