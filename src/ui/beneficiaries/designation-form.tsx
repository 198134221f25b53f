import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { BENEFICIARY_RELATIONSHIPS } from '@/domain/display/option-lists';
import { rowField } from '@/ui/beneficiaries/beneficiaries-view-model';
import type { BeneficiariesViewModel } from '@/ui/beneficiaries/beneficiaries-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { SelectField, TextInputField } from '@/ui/kit/form-fields';

const GROUPS = {
  primary: { title: 'Primary beneficiaries', add: 'Add a primary beneficiary' },
  contingent: { title: 'Contingent beneficiaries', add: 'Add a contingent beneficiary' },
} as const;

/** One beneficiary: name, relationship, date of birth, share, and a way to remove it. */
const BeneficiaryRow = observer(function BeneficiaryRow({
  vm,
  index,
  position,
}: {
  vm: BeneficiariesViewModel;
  index: number;
  position: number;
}): ReactElement {
  const f = (field: string): string => rowField(index, field);
  const who = vm.form.text(f('name')) || `beneficiary ${position}`;
  return (
    <li className="card beneficiary-row" data-testid="beneficiary-row">
      <div className="kit-grid">
        <TextInputField form={vm.form} name={f('name')} label="Full name" required autoComplete="off" />
        <SelectField form={vm.form} name={f('relationship')} label="Relationship" required choices={BENEFICIARY_RELATIONSHIPS} />
        <TextInputField form={vm.form} name={f('date_of_birth')} label="Date of birth" type="date" required />
        <TextInputField
          form={vm.form}
          name={f('share')}
          label="Share (%)"
          required
          inputMode="decimal"
          hint="Up to two decimals, for example 33.33."
        />
      </div>
      <Button className="button" onPress={() => vm.removeRow(index)} aria-label={`Remove ${who}`}>
        Remove
      </Button>
    </li>
  );
});

/** A group of beneficiaries with its total's message. */
const Group = observer(function Group({
  vm,
  group,
}: {
  vm: BeneficiariesViewModel;
  group: 'primary' | 'contingent';
}): ReactElement {
  const messages = vm.form.messagesOf(group);
  const indexes = vm.indexesOf(group);
  const id = `beneficiaries-${group}`;
  return (
    <fieldset className="kit-fieldset" aria-describedby={messages.length > 0 ? `${id}-error` : undefined}>
      <legend>{GROUPS[group].title}</legend>
      {group === 'contingent' ? (
        <p className="field__hint">Contingent beneficiaries inherit only if no primary beneficiary survives you. Optional.</p>
      ) : undefined}
      {messages.length > 0 ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {messages.join(' ')}
        </p>
      ) : undefined}
      <ul className="result-list" aria-label={GROUPS[group].title}>
        {indexes.map((index, i) => (
          <BeneficiaryRow key={index} vm={vm} index={index} position={i + 1} />
        ))}
      </ul>
      <Button className="button" onPress={() => vm.addRow(group)}>
        {GROUPS[group].add}
      </Button>
    </fieldset>
  );
});

/** The designation form: primary and contingent groups, the consent warning, and Save. */
export const DesignationForm = observer(function DesignationForm({ vm }: { vm: BeneficiariesViewModel }): ReactElement {
  const spouse = vm.form.messagesOf('relationship');
  return (
    <form
      noValidate
      aria-labelledby="designation-title"
      onSubmit={(e) => {
        e.preventDefault();
        void vm.save();
      }}
    >
      <h2 id="designation-title">Name your beneficiaries</h2>
      <Group vm={vm} group="primary" />
      <Group vm={vm} group="contingent" />
      {spouse.length > 0 ? (
        <p className="field__error" role="alert">
          {spouse.join(' ')}
        </p>
      ) : undefined}
      {vm.needsConsent ? (
        <p className="alert" data-testid="consent-needed">
          You are married: naming anyone other than your spouse as sole primary beneficiary needs your spouse's written consent.
          This designation is not in force until your spouse signs it.
        </p>
      ) : undefined}
      <ActionBar busy={vm.saving}>
        <button type="submit" className="button button--primary" disabled={vm.saving}>
          Save the designation
        </button>
      </ActionBar>
    </form>
  );
});
