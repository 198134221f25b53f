import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import {
  BIRTH_ADOPTION,
  DOMESTIC_ABUSE,
  EMERGENCY_EXPENSE,
  SELF_CERTIFICATIONS,
} from '@/domain/distributions/secure-withdrawals';
import type { DistributionsViewModel } from '@/ui/distributions/distributions-view-model';
import { CheckboxField, TextInputField } from '@/ui/kit/form-fields';

/** What each SECURE 2.0 withdrawal allows, said before the participant certifies it (decision 0336). */
const LIMITS: Readonly<Record<string, string>> = {
  [EMERGENCY_EXPENSE]:
    'Up to $1,000 (and never more than your vested balance above $1,000), one a calendar year; no other one for three years unless you repay it or contribute as much from your pay. No 10% additional tax; you may repay it within three years.',
  [DOMESTIC_ABUSE]:
    'Up to the lesser of this year’s limit and half your vested balance, within a year of the abuse. No spouse consent is asked, and only you and support see this request. No 10% additional tax; you may repay it within three years.',
  [BIRTH_ADOPTION]:
    'Up to $5,000 for each child, within a year of the birth or the adoption. No 10% additional tax; you may repay it within three years.',
};

/** The certification step of a SECURE 2.0 withdrawal: what it allows, the day and the child, and the certification. */
export const CertifyStep = observer(function CertifyStep({ vm }: { vm: DistributionsViewModel }): ReactElement {
  const kind = vm.input.kind ?? '';
  return (
    <div className="kit-grid">
      <p className="kit-field--wide" data-testid="secure-limits">
        {LIMITS[kind]}
      </p>
      {kind === DOMESTIC_ABUSE ? (
        <TextInputField form={vm.form} name="event_date" label="Date of the abuse" type="date" required />
      ) : undefined}
      {kind === BIRTH_ADOPTION ? (
        <>
          <TextInputField form={vm.form} name="child_name" label="Child’s name" required />
          <TextInputField form={vm.form} name="event_date" label="Date of the birth or adoption" type="date" required />
        </>
      ) : undefined}
      <div className="kit-field--wide">
        <CheckboxField form={vm.form} name="self_certified" label={SELF_CERTIFICATIONS[kind] ?? ''} />
      </div>
    </div>
  );
});
