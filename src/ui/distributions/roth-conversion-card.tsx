import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { CONVERTIBLE_ACCOUNTS, convertibleAccountLabel, qualifiedFromYear } from '@/domain/distributions/roth-conversion';
import { ActionBar } from '@/ui/kit/action-bar';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { SelectField, TextInputField } from '@/ui/kit/form-fields';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { NativeDialog } from '@/ui/kit/native-dialog';
import { Receipt } from '@/ui/kit/receipt';
import { ScrollRegion } from '@/ui/kit/scroll-region';
import { StackedTable } from '@/ui/kit/stacked-table';
import { CONVERSIONS_LOAD_FAILED, type RothConversionViewModel } from '@/ui/distributions/roth-conversion-view-model';

/** What the participant's money is for taxes: the Roth and after-tax accounts with their basis and earnings. */
const TaxAccountsTable = observer(function TaxAccountsTable({ vm }: { vm: RothConversionViewModel }): ReactElement | null {
  const v = vm.view;
  if (!v) return null;
  const rows = [
    { name: 'Roth account', ...v.roth },
    { name: 'After-tax contributions', ...v.afterTax },
  ];
  return (
    <ScrollRegion className="contrib-scroll" label="Your accounts for taxes">
      <StackedTable className="contrib-table" aria-label="Your accounts for taxes">
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col" className="contrib-amount">
              Balance
            </th>
            <th scope="col" className="contrib-amount">
              Already taxed (basis)
            </th>
            <th scope="col" className="contrib-amount">
              Earnings
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <td>{r.name}</td>
              <td className="contrib-amount">{formatCents(r.balanceCents)}</td>
              <td className="contrib-amount">{formatCents(r.basisCents)}</td>
              <td className="contrib-amount">{formatCents(r.earningsCents)}</td>
            </tr>
          ))}
          <tr>
            <td>Pre-tax money</td>
            <td className="contrib-amount">{formatCents(v.preTaxCents)}</td>
            <td className="contrib-amount">{formatCents(0)}</td>
            <td className="contrib-amount">Taxable when paid</td>
          </tr>
        </tbody>
      </StackedTable>
    </ScrollRegion>
  );
});

/** The conversions made, newest first, with their tax figures and recapture period. */
const ConversionList = observer(function ConversionList({ vm }: { vm: RothConversionViewModel }): ReactElement {
  const list = vm.view?.conversions ?? [];
  if (list.length === 0) return <p className="muted">No conversion yet.</p>;
  return (
    <ScrollRegion className="contrib-scroll" label="Your Roth conversions">
      <StackedTable className="contrib-table" aria-label="Your Roth conversions">
        <thead>
          <tr>
            <th scope="col">Converted</th>
            <th scope="col">From</th>
            <th scope="col" className="contrib-amount">
              Amount
            </th>
            <th scope="col" className="contrib-amount">
              Already taxed (box 5)
            </th>
            <th scope="col" className="contrib-amount">
              Taxable (box 2a)
            </th>
            <th scope="col">10% tax if taken out before</th>
          </tr>
        </thead>
        <tbody>
          {list.map((c) => (
            <tr key={c.id}>
              <td>{formatDate(c.convertedOn)}</td>
              <td>{convertibleAccountLabel(c.account)}</td>
              <td className="contrib-amount">{formatCents(c.amountCents)}</td>
              <td className="contrib-amount">{formatCents(c.basisCents)}</td>
              <td className="contrib-amount">{formatCents(c.taxableCents)}</td>
              <td>{`${formatDate(c.recaptureEndsOn)} (unless 59½)`}</td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </ScrollRegion>
  );
});

/** The in-plan Roth conversion (decision 0335): the tax accounts, the form with its confirmation, the conversions. */
export const RothConversionCard = observer(function RothConversionCard({ vm }: { vm: RothConversionViewModel }): ReactElement {
  const v = vm.view;
  const preview = vm.preview;
  const year = vm.made ? Number(vm.made.convertedOn.slice(0, 4)) : vm.year;
  const choices = CONVERTIBLE_ACCOUNTS.map((a) => ({
    value: a.key,
    label: `${a.label} (${formatCents(vm.availableOf(a.key))} available)`,
  }));
  return (
    <div className="card" data-testid="roth-conversion">
      <h2 id="roth-conversion-title">Convert to Roth in the plan</h2>
      <p className="muted">
        An in-plan Roth conversion moves money into your Roth account in this plan. The money that was not taxed yet (pre-tax
        money and the earnings on after-tax contributions) is taxable income in the year you convert; your after-tax contributions
        are not taxed again. Later, qualified distributions from the Roth account, earnings included, are tax-free.
      </p>
      {vm.loadFailed ? <LoadFailedAlert message={CONVERSIONS_LOAD_FAILED} onRetry={() => void vm.load()} /> : undefined}
      {!v ? (
        vm.loadFailed ? undefined : (
          <p className="muted">Loading…</p>
        )
      ) : (
        <>
          <TaxAccountsTable vm={vm} />
          <p data-testid="roth-five-year">
            {v.roth.firstYear === null
              ? 'Your Roth account has no money yet: its 5-year period starts with the year of its first contribution or conversion.'
              : `Your Roth account's 5-year period started in ${v.roth.firstYear}: from ${qualifiedFromYear(v.roth.firstYear)}, distributions after age 59½ are tax-free, earnings included.`}
          </p>
          {vm.made ? (
            <div role="status">
              <Receipt
                title="Converted to Roth"
                lines={[
                  { label: 'From', value: convertibleAccountLabel(vm.made.account) },
                  { label: 'Amount', value: formatCents(vm.made.amountCents) },
                  { label: `Taxable in ${year}`, value: formatCents(vm.made.taxableCents) },
                  { label: 'Converted on', value: formatDate(vm.made.convertedOn) },
                  { label: 'Reference', value: `Conversion ${vm.made.id}` },
                ]}
                next={`It is reported on a Form 1099-R for ${year} (code G) in the year's tax forms on the contributions page.`}
              />
            </div>
          ) : undefined}
          {!v.allowed ? (
            <p data-testid="roth-conversion-not-allowed">
              Your plan does not allow in-plan Roth conversions. The plan owner can allow Roth contributions and in-plan Roth
              rollovers in the plan details.
            </p>
          ) : (
            <form
              noValidate
              aria-labelledby="roth-conversion-title"
              onSubmit={(e) => {
                e.preventDefault();
                vm.review();
              }}
            >
              <div className="kit-grid">
                <SelectField form={vm.form} name="account" label="Convert from" required choices={choices} />
                <TextInputField
                  form={vm.form}
                  name="amount"
                  label="Amount to convert"
                  required
                  inputMode="decimal"
                  hint={
                    preview
                      ? `${formatCents(preview.basisCents)} of it is already taxed; ${formatCents(preview.taxableCents)} is taxable in ${year}.`
                      : 'In US dollars. Nothing is withheld: you may need to pay estimated tax.'
                  }
                />
              </div>
              {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
              <ActionBar busy={vm.busy}>
                <button type="submit" className="button button--primary" disabled={vm.busy}>
                  Convert to Roth
                </button>
              </ActionBar>
              {vm.confirming && preview ? (
                <NativeDialog title="Confirm the conversion" role="alertdialog" onDismiss={vm.cancel}>
                  <p>
                    {`${formatCents(vm.request.amountCents ?? 0)} of ${convertibleAccountLabel(vm.request.account)} money moves to your ` +
                      `Roth account today. ${formatCents(preview.taxableCents)} of it is taxable income for ${year}, reported on Form ` +
                      `1099-R with code G; ${formatCents(preview.basisCents)} is already taxed. No tax is withheld. A conversion ` +
                      'cannot be undone, and the taxable part taken out within 5 years (before 59½) owes a 10% additional tax.'}
                  </p>
                  <ActionBar onBack={vm.cancel} backLabel="Cancel" busy={vm.busy}>
                    <button type="button" className="button button--primary" disabled={vm.busy} onClick={() => void vm.convert()}>
                      Confirm the conversion
                    </button>
                  </ActionBar>
                </NativeDialog>
              ) : undefined}
            </form>
          )}
          <h3>Your conversions</h3>
          <ConversionList vm={vm} />
        </>
      )}
    </div>
  );
});
