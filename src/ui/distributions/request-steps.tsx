import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Checkbox } from 'react-aria-components';
import { formatCents } from '@/ui/kit/locale-format';
import type { PayoutAccount } from '@/domain/distributions';
import { DISTRIBUTION_KINDS, distributionKindLabel, kindUnavailableReason } from '@/domain/distributions/distribution-kinds';
import { DISTRIBUTION_SOURCES, PAYMENT_METHODS } from '@/domain/distributions/distribution-request';
import { HARDSHIP_REASONS, hardshipReasonLabel } from '@/domain/distributions/hardship';
import { netCents, withheldCents } from '@/domain/distributions/withholding';
import { requiredMinimumDistributionText } from '@/ui/distributions/required-distribution-text';
import type { DistributionsViewModel } from '@/ui/distributions/distributions-view-model';
import { FieldLabelRow, fieldClass } from '@/ui/kit/field';
import { CheckboxField, RadioField, SelectField, TextInputField } from '@/ui/kit/form-fields';
import { SignatureField } from '@/ui/kit/signature-field';
import { AppLink } from '@/ui/layout/app-link';

/** The payout account for people: bank name (when known) and the masked number. */
const payoutName = (account: PayoutAccount): string => [account.bankName, account.accountNumber].filter(Boolean).join(' ');

const choices = (list: readonly { key: string; label: string }[]): { value: string; label: string }[] =>
  list.map((x) => ({ value: x.key, label: x.label }));

/** Step 1: the kind of distribution (distributionFlowStage1). */
export const KindStep = observer(function KindStep({ vm }: { vm: DistributionsViewModel }): ReactElement {
  const kind = vm.input.kind;
  const why = kind ? kindUnavailableReason(kind, vm.facts.dob, vm.facts.now, vm.facts.plan) : undefined;
  return (
    <div className="kit-grid">
      <SelectField
        form={vm.form}
        name="distributionFlowStage1"
        label="Type of distribution"
        required
        wide
        choices={choices(DISTRIBUTION_KINDS)}
        onPick={vm.chooseKind}
        hint={
          kind && !why
            ? vm.withholdingRuleOf(kind).explanation
            : vm.facts.plan.inServiceAllowed
              ? 'Normal and in-service distributions start at age 59½.'
              : 'Normal distributions start at age 59½; the plan does not allow in-service distributions.'
        }
      />
      {vm.requiredMinimumDistributions.map((r) => (
        <p key={r.year} className="kit-field--wide" data-testid="required-minimum-distribution">
          {requiredMinimumDistributionText(r)}
        </p>
      ))}
    </div>
  );
});

/** Step 2: amount, accounts, payment, withholding, description and spouse consent. */
export const DetailsStep = observer(function DetailsStep({ vm }: { vm: DistributionsViewModel }): ReactElement {
  const sources = vm.form.messagesOf('sources');
  return (
    <div className="kit-grid">
      <TextInputField
        form={vm.form}
        name="amount"
        label="Amount"
        required
        inputMode="decimal"
        hint="In US dollars, before withholding."
      />
      <TextInputField
        form={vm.form}
        name="withholding_percent"
        label="Federal income tax withholding (%)"
        required
        inputMode="numeric"
        hint={vm.input.kind ? vm.withholdingRuleOf(vm.input.kind).explanation : undefined}
      />
      <fieldset className="kit-fieldset kit-field--wide" aria-invalid={sources.length > 0 ? true : undefined}>
        <legend>Take it from these accounts</legend>
        {DISTRIBUTION_SOURCES.map((s) => (
          <Checkbox
            key={s.key}
            className="kit-checkbox"
            isSelected={vm.input.sources.includes(s.key)}
            onChange={(on) => vm.toggleSource(s.key, on)}
          >
            <span className="kit-checkbox__box" aria-hidden="true" />
            <span>{s.label}</span>
          </Checkbox>
        ))}
        {sources.length > 0 ? <p className="field__error kit-field__message">{sources.join(' ')}</p> : undefined}
      </fieldset>
      <RadioField
        form={vm.form}
        name="payment_method"
        label="Pay it"
        required
        wide
        choices={PAYMENT_METHODS.map((m) => ({
          value: m.key,
          label: m.key === 'bank' && vm.payoutAccount ? `${m.label} (${payoutName(vm.payoutAccount)})` : m.label,
        }))}
        hint={
          vm.payoutAccount ? undefined : (
            <>
              A bank payout goes to the account you connect in the bank onboarding.{' '}
              <AppLink to="/onboarding">Connect a bank account</AppLink>
            </>
          )
        }
      />
      <TextInputField
        form={vm.form}
        name="description"
        label="Description"
        required={vm.input.kind === 'hardship'}
        wide
        hint={vm.input.kind === 'hardship' ? 'What the money is for.' : 'Optional.'}
      />
      {vm.facts.married && vm.facts.plan.spouseConsentRequired && vm.input.kind !== 'domestic_abuse' ? (
        <div className="kit-field--wide">
          <CheckboxField form={vm.form} name="spouse_consent" label="My spouse consents to this distribution" />
          {vm.form.messagesOf('spouse_consent').length > 0 ? (
            <p className="field__error kit-field__message">{vm.form.messagesOf('spouse_consent').join(' ')}</p>
          ) : undefined}
        </div>
      ) : undefined}
    </div>
  );
});

/** Step 3 (hardship only): reason, need, supporting document and the drawn signature. */
export const HardshipStep = observer(function HardshipStep({ vm }: { vm: DistributionsViewModel }): ReactElement {
  const doc = vm.form.messagesOf('distributionDocumentId');
  return (
    <div className="kit-grid">
      <SelectField form={vm.form} name="hardship_reason" label="Reason" required wide choices={choices(HARDSHIP_REASONS)} />
      <TextInputField
        form={vm.form}
        name="need_amount"
        label="Amount needed"
        required
        inputMode="decimal"
        hint="The amount may include the taxes on the distribution, not more."
      />
      <div className={fieldClass({ wide: true })}>
        <FieldLabelRow required>
          <label htmlFor="distribution-document">Supporting document</label>
        </FieldLabelRow>
        <div className="kit-field__control">
          <input
            id="distribution-document"
            className="kit-file"
            type="file"
            accept="application/pdf,image/png,image/jpeg"
            aria-describedby={`distribution-document-hint${doc.length > 0 ? ' distribution-document-error' : ''}`}
            aria-invalid={doc.length > 0 ? true : undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void vm.uploadDocument(file);
            }}
          />
        </div>
        <p id="distribution-document-hint" className="field__hint kit-field__hint">
          {vm.uploading
            ? 'Uploading…'
            : vm.flow.distributionDocumentId
              ? 'Uploaded to your library, folder Distributions.'
              : 'A bill, an estimate or a notice that shows the need (PDF or image).'}
        </p>
        {doc.length > 0 ? (
          <p id="distribution-document-error" className="field__error kit-field__message">
            {doc.join(' ')}
          </p>
        ) : undefined}
      </div>
      <div className="kit-field--wide">
        <SignatureField form={vm.form} field="hardshipSignature" label="Your signature" />
      </div>
    </div>
  );
});

/** What the request means for taxes, said before it is sent (decision 0314). */
export const TaxNotes = observer(function TaxNotes({ vm }: { vm: DistributionsViewModel }): ReactElement {
  const notes = vm.taxNotes;
  return (
    <section className="distribution-tax" aria-labelledby="distribution-tax-title">
      <h3 id="distribution-tax-title">What it means for your taxes</h3>
      <ul>
        <li data-testid="tax-additional">
          <strong>10% additional tax: </strong>
          {notes.additionalTax.text}
        </li>
        <li data-testid="tax-withholding">
          <strong>Federal withholding: </strong>
          {notes.federalWithholding}
        </li>
        <li data-testid="tax-state">
          <strong>State tax: </strong>
          {notes.stateTax}
        </li>
        <li data-testid="tax-1099r">
          <strong>Form 1099-R: </strong>
          {notes.form1099R}
        </li>
      </ul>
    </section>
  );
});

/** The last step: everything at a glance before sending, then what it means for taxes. */
export const ReviewStep = observer(function ReviewStep({ vm }: { vm: DistributionsViewModel }): ReactElement {
  return (
    <>
      <ReviewSummary vm={vm} />
      <TaxNotes vm={vm} />
    </>
  );
});

const ReviewSummary = observer(function ReviewSummary({ vm }: { vm: DistributionsViewModel }): ReactElement {
  const v = vm.input;
  const gross = v.amountCents ?? 0;
  const percent = v.withholdingPercent ?? 0;
  return (
    <dl className="assets-summary">
      <dt>Type</dt>
      <dd>{distributionKindLabel(v.kind ?? '')}</dd>
      <dt>Amount</dt>
      <dd>{formatCents(gross)}</dd>
      <dt>Withheld ({percent}%)</dt>
      <dd>{formatCents(withheldCents(gross, percent))}</dd>
      <dt>Paid to you</dt>
      <dd>{formatCents(netCents(gross, percent))}</dd>
      <dt>From</dt>
      <dd>
        {DISTRIBUTION_SOURCES.filter((s) => v.sources.includes(s.key))
          .map((s) => s.label)
          .join(', ')}
      </dd>
      <dt>Payment</dt>
      <dd>
        {PAYMENT_METHODS.find((m) => m.key === v.paymentMethod)?.label}
        {v.paymentMethod === 'bank' && vm.payoutAccount ? ` (${payoutName(vm.payoutAccount)})` : ''}
      </dd>
      {v.kind === 'hardship' ? (
        <>
          <dt>Reason</dt>
          <dd>{hardshipReasonLabel(v.hardshipReason)}</dd>
          <dt>Amount needed</dt>
          <dd>{formatCents(v.needCents ?? 0)}</dd>
          <dt>Document and signature</dt>
          <dd>Attached and signed</dd>
        </>
      ) : undefined}
    </dl>
  );
});
