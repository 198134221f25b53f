import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ASSET_TYPES, PRECIOUS_METALS, RECORD_TYPES, assetTypeLabel, metalLabel } from '@/domain/assets/asset-catalogue';
import { PROHIBITED_EXPLANATION, PROHIBITED_QUESTION } from '@/domain/assets/prohibited-transaction';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { NativeDialog } from '@/ui/kit/native-dialog';
import { formatCents } from '@/ui/kit/locale-format';
import type { AssetFlowViewModel } from '@/ui/assets/asset-flow-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { RadioField, SelectField, TextInputField } from '@/ui/kit/form-fields';

const choices = (list: readonly { key: string; label: string }[]): { value: string; label: string }[] =>
  list.map((x) => ({ value: x.key, label: x.label }));

/** Step 1: what kind of asset. */
const KindStep = observer(function KindStep({ vm }: { vm: AssetFlowViewModel }): ReactElement {
  return (
    <div className="kit-grid">
      <SelectField form={vm.form} name="newAssetType" required choices={choices(ASSET_TYPES)} onPick={vm.chooseType} />
      <SelectField form={vm.form} name="newAssetSubType" required choices={vm.subtypes.map((s) => ({ value: s, label: s }))} />
      {vm.isMetals ? (
        <>
          <RadioField form={vm.form} name="preciousMetalsChildType" required choices={choices(PRECIOUS_METALS)} />
          <TextInputField
            form={vm.form}
            name="custodian"
            required
            hint="The approved depository or the trustee that holds the metal for the plan."
          />
        </>
      ) : undefined}
      <TextInputField form={vm.form} name="name" hint="How the asset is listed; the sub-type when left empty." />
    </div>
  );
});

/** Step 2: purchase or holding, price, and the prohibited-transaction question for a purchase. */
const PriceStep = observer(function PriceStep({
  vm,
  supportEmail,
}: {
  vm: AssetFlowViewModel;
  supportEmail?: string;
}): ReactElement {
  return (
    <div className="kit-grid">
      <RadioField form={vm.form} name="recordType" required wide choices={choices(RECORD_TYPES)} />
      <TextInputField
        form={vm.form}
        name="assetPurchasePrice"
        required
        inputMode="decimal"
        hint="In US dollars, like 2,500.00."
      />
      {vm.isPurchase ? (
        <RadioField
          form={vm.form}
          name="prohibitedAnswer"
          label={PROHIBITED_QUESTION}
          required
          wide
          choices={[
            { value: 'no', label: 'No' },
            { value: 'yes', label: 'Yes' },
          ]}
        />
      ) : undefined}
      {vm.stopped ? (
        <ErrorAlert as="div" className="kit-field--wide">
          <p>
            <strong>This purchase is stopped.</strong> {PROHIBITED_EXPLANATION}
          </p>
          <p>
            {supportEmail ? (
              <a href={`mailto:${supportEmail}?subject=${encodeURIComponent('Question about a prohibited transaction')}`}>
                Ask support ({supportEmail})
              </a>
            ) : (
              'Ask support through the help chat.'
            )}
          </p>
        </ErrorAlert>
      ) : undefined}
    </div>
  );
});

/**
 * The confirm modal: what will be recorded, and the payment the plan sends for a purchase. On the kit's modal dialog
 * (decision 0296), in the top layer above the drawer that opened it: its Cancel is the one a person sees and taps.
 * While the payment is on its way it stays open (Escape and the backdrop do nothing).
 */
const ConfirmModal = observer(function ConfirmModal({ vm }: { vm: AssetFlowViewModel }): ReactElement | null {
  const f = vm.flow;
  if (!vm.confirmOpen) return null;
  const submitting = vm.stage === 'submitting';
  return (
    <NativeDialog
      title={vm.isPurchase ? 'Confirm the purchase' : 'Confirm the asset'}
      role="alertdialog"
      onDismiss={() => (submitting ? undefined : vm.cancelConfirm())}
    >
      <dl className="assets-summary">
        <dt>Asset</dt>
        <dd>
          {assetTypeLabel(f.newAssetType ?? '')}, {f.newAssetSubType}
          {vm.isMetals ? `, ${metalLabel(f.preciousMetalsChildType)}` : ''}
        </dd>
        {vm.isMetals ? (
          <>
            <dt>Held by</dt>
            <dd>{vm.form.text('custodian')}</dd>
          </>
        ) : undefined}
        <dt>{vm.isPurchase ? 'The plan pays' : 'Value when recorded'}</dt>
        <dd>{formatCents(vm.priceCents ?? 0)}</dd>
      </dl>
      <ActionBar onBack={vm.cancelConfirm} backLabel="Cancel" busy={submitting}>
        <Button className="button button--primary" onPress={() => void vm.confirm()} isDisabled={submitting}>
          {vm.isPurchase ? 'Send the payment' : 'Record the asset'}
        </Button>
      </ActionBar>
    </NativeDialog>
  );
});

/** The assets drawer: buy or record an asset in two steps, a confirm modal, then the recorded asset (spec section 2). */
export const AssetDrawer = observer(function AssetDrawer({
  vm,
  supportEmail,
}: {
  vm: AssetFlowViewModel;
  supportEmail?: string;
}): ReactElement {
  const done = vm.stage === 'complete';
  return (
    <>
      <ModalOverlay
        className="drawer-overlay"
        isOpen={vm.drawerOpen}
        onOpenChange={(open) => (open ? undefined : vm.closeDrawer())}
        isDismissable
      >
        <Modal className="drawer">
          <Dialog className="dialog drawer__dialog">
            <div className="drawer__head">
              <Heading slot="title">{done ? 'Asset recorded' : 'Buy or record an asset'}</Heading>
              <Button className="button button--quiet" onPress={vm.closeDrawer}>
                Close
              </Button>
            </div>
            {done ? (
              <div>
                <p role="status">
                  {String(vm.flow.newlyCreatedAsset?.name ?? 'The asset')} is in your plan
                  {vm.flow.transaction
                    ? ` with a ${vm.isPurchase ? 'purchase' : 'recorded value'} of ${formatCents(vm.priceCents ?? 0)}`
                    : ''}
                  .
                </p>
                <ActionBar>
                  <Button className="button button--primary" onPress={vm.closeFlow}>
                    Done
                  </Button>
                </ActionBar>
              </div>
            ) : (
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  vm.next();
                }}
              >
                <p className="muted">
                  Step {vm.flow.step} of 2: {vm.flow.step === 1 ? 'What is the asset?' : 'Price and payment'}
                </p>
                {vm.flow.step === 1 ? <KindStep vm={vm} /> : <PriceStep vm={vm} supportEmail={supportEmail} />}
                {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
                <ActionBar onBack={vm.flow.step > 1 ? vm.back : undefined}>
                  <Button className="button" onPress={vm.closeFlow}>
                    Cancel
                  </Button>
                  <button type="submit" className="button button--primary" disabled={vm.stopped}>
                    Continue
                  </button>
                </ActionBar>
              </form>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
      <ConfirmModal vm={vm} />
    </>
  );
});
