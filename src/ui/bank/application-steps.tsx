import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { BANK_TERMS, BANK_TERMS_TITLE } from '@/domain/bank/bank-terms';
import { ASSETS_TYPES, INCOME_BANDS, MONTHLY_ACTIVITY, SOURCES_OF_FUNDS } from '@/domain/bank/bank-options';
import { BANK_DOCUMENT_LABELS } from '@/domain/bank/bank-documents';
import { formatCents } from '@/ui/kit/locale-format';
import { ID_TYPES, US_STATES } from '@/domain/display/option-lists';
import { isOtherOption } from '@/domain/shared/field-values';
import type { BankApplicationViewModel } from '@/ui/bank/bank-application-view-model';
import { UploadField } from '@/ui/bank/upload-field';
import { SignerFields } from '@/ui/checkout/signer-fields';
import { CheckboxField, RadioField, SelectField, TextInputField } from '@/ui/kit/form-fields';
import { KeptNumberField } from '@/ui/kit/kept-number-field';
import type { StepForm } from '@/ui/kit/step-form';

/** Choose an Account: the configured banks with what each offers, and the choice. */
export const ChooseAccountStep = observer(function ChooseAccountStep(props: {
  vm: BankApplicationViewModel;
  form: StepForm;
}): ReactElement {
  const { vm, form } = props;
  return (
    <>
      <ul className="bank-offers">
        {vm.offers.map((offer) => (
          <li key={offer.id} className="bank-offer">
            <h2>{offer.name}</h2>
            <dl>
              <dt>Account</dt>
              <dd>{offer.accountType}</dd>
              <dt>Monthly fee</dt>
              <dd>{offer.monthlyFeeCents === 0 ? 'None' : formatCents(offer.monthlyFeeCents)}</dd>
              <dt>Outgoing wire</dt>
              <dd>{formatCents(offer.wireFeeCents)}</dd>
              <dt>What it is for</dt>
              <dd>{offer.purpose}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <RadioField
        form={form}
        name="bank_id"
        required
        label="Bank for your plan's trust account"
        choices={vm.offers.map((o) => ({ value: String(o.id), label: o.name }))}
      />
    </>
  );
});

/** The bank's terms to read (a disclosure), then the required checkbox with its message (the kit's checkbox shows none). */
export const TermsField = observer(function TermsField({ form }: { form: StepForm }): ReactElement {
  const messages = form.messagesOf('bank_terms_agree');
  return (
    <div className="kit-field" aria-invalid={messages.length > 0 ? true : undefined}>
      <details className="bank-terms">
        <summary>Read the {BANK_TERMS_TITLE.toLowerCase()}</summary>
        <section aria-label={BANK_TERMS_TITLE}>
          {BANK_TERMS.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      </details>
      <CheckboxField form={form} name="bank_terms_agree" />
      {messages.length > 0 ? <p className="field__error kit-field__message">{messages.join(' ')}</p> : undefined}
    </div>
  );
});

/** Fill Out Bank Application: activity, assets, income, source of funds, PIN, the terms and the plan signature. */
export const FillApplicationStep = observer(function FillApplicationStep(props: {
  form: StepForm;
  savedSignature?: string;
}): ReactElement {
  const { form } = props;
  return (
    <>
      <fieldset className="kit-fieldset">
        <legend>How the account will be used</legend>
        <div className="kit-grid">
          <SelectField form={form} name="bank_account_monthly_activity_domestic" required choices={MONTHLY_ACTIVITY} />
          <SelectField form={form} name="bank_account_monthly_activity_international" required choices={MONTHLY_ACTIVITY} />
          <SelectField form={form} name="bank_account_monthly_wire_activity" required choices={MONTHLY_ACTIVITY} />
          <SelectField form={form} name="bank_account_monthly_ach_activity" required choices={MONTHLY_ACTIVITY} />
          <SelectField form={form} name="bank_assets_type" required choices={ASSETS_TYPES} />
          {isOtherOption(form.value('bank_assets_type')) ? (
            <TextInputField form={form} name="bank_assets_type_other" required />
          ) : undefined}
          <SelectField form={form} name="bank_income" required choices={INCOME_BANDS} />
          <SelectField form={form} name="bank_source_of_funds" required choices={SOURCES_OF_FUNDS} />
          {isOtherOption(form.value('bank_source_of_funds')) ? (
            <TextInputField form={form} name="bank_source_of_funds_other" required />
          ) : undefined}
          <TextInputField form={form} name="bankPin" type="password" inputMode="numeric" autoComplete="off" />
        </div>
        <TermsField form={form} />
      </fieldset>
      <SignerFields form={form} prefix="plan" legend="Plan signature" savedSignature={props.savedSignature} />
    </>
  );
});

/** Identity Verification: the ID document (from the checkout when saved there) and both photos. */
export const IdentityStep = observer(function IdentityStep(props: {
  vm: BankApplicationViewModel;
  form: StepForm;
}): ReactElement {
  const { vm, form } = props;
  return (
    <fieldset className="kit-fieldset">
      <legend>Your ID document</legend>
      <div className="kit-grid">
        <SelectField form={form} name="id_type" required choices={ID_TYPES} />
        <KeptNumberField form={form} name="id_number" required />
        <SelectField form={form} name="id_state" required choices={US_STATES} />
        <TextInputField form={form} name="id_expiry_date" type="date" required />
      </div>
      <div className="kit-grid">
        <UploadField
          vm={vm}
          kind="id_front"
          label={BANK_DOCUMENT_LABELS.id_front}
          accept={['image/png', 'image/jpeg']}
          onFile={form.text('id_photo_picture') !== ''}
          messages={form.messagesOf('id_photo_picture')}
        />
        <UploadField
          vm={vm}
          kind="id_back"
          label={BANK_DOCUMENT_LABELS.id_back}
          accept={['image/png', 'image/jpeg']}
          onFile={form.text('id_photo_picture2') !== ''}
          messages={form.messagesOf('id_photo_picture2')}
        />
      </div>
    </fieldset>
  );
});
