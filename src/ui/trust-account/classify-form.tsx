import { type ReactElement, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { ActionBar } from '@/ui/kit/action-bar';
import { CheckboxField, SelectField, TextInputField } from '@/ui/kit/form-fields';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import type { StatementTransactionRecord } from '@/ports/statements-api';
import type { TrustAccountViewModel } from '@/ui/trust-account/trust-account-view-model';

/** The class of one transaction: its kind, a contribution's source and tax year, and a rule for similar ones. */
export const ClassifyForm = observer(function ClassifyForm({
  vm,
  transaction: t,
}: {
  vm: TrustAccountViewModel;
  transaction: StatementTransactionRecord;
}): ReactElement {
  const form = vm.classifyForm;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened by a Classify button: the focus moves to the form (keyed by the transaction, so it moves again for another).
  useEffect(() => heading.current?.focus(), []);
  return (
    <form
      noValidate
      className="card trust-card trust-classify"
      aria-labelledby="classify-title"
      onSubmit={(e) => {
        e.preventDefault();
        void vm.classify();
      }}
    >
      <h3 id="classify-title" ref={heading} tabIndex={-1}>
        Classify {t.description}: {formatCents(t.amountCents)} on {formatDate(t.postedOn)}
      </h3>
      <div className="kit-grid">
        <SelectField form={form} name="kind" label="What it is" required choices={vm.kindChoices} />
        {form.text('kind') === 'contribution' ? (
          <>
            <SelectField form={form} name="source" label="Contribution source" required choices={vm.sourceChoices} />
            <SelectField form={form} name="tax_year" label="Tax year" required choices={vm.taxYearChoices} />
          </>
        ) : undefined}
      </div>
      <CheckboxField
        form={form}
        name="save_rule"
        label="Use this for similar transactions"
        hint="Saves a rule: a description containing the text below gets this class, now and in later imports."
      />
      {form.flag('save_rule') ? (
        <div className="kit-grid">
          <TextInputField form={form} name="rule_text" label="Descriptions containing" required wide />
        </div>
      ) : undefined}
      <ActionBar busy={vm.busy} onBack={vm.cancelClassify} backLabel="Cancel">
        <button type="submit" className="button button--primary" disabled={vm.busy}>
          Save the class
        </button>
      </ActionBar>
    </form>
  );
});
