import { describe, expect, test, vi } from 'vitest';
import { invalid } from '@/adapters/fakes/fake-port-kit';
import { ApiError } from '@/ports/api-client';
import { SAVE_FAILED_MESSAGE } from '@/ui/checkout/checkout-view-model';
import { checkoutSetup, fill, PNG, VALID, ownerAt } from '@/ui/checkout/checkout-test-kit';

const statuses = (vm: ReturnType<typeof checkoutSetup>['vm']): string[] => vm.steps.map((s) => `${s.key}:${s.status}`);

describe('CheckoutViewModel: role and steps', () => {
  test('asks the role on first entry and saves the choice with the progress', async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    expect(s.vm.phase).toBe('chooseRole');
    await s.vm.chooseRole('planOwner');
    expect(s.vm.phase).toBe('steps');
    expect(s.checkout.progress).toEqual({ currentStep: 'personalDetails', variant: 'planOwner' });
  });

  test('plan owner steps: the section 2 titles in order, review hidden, statuses current, upcoming and keystone', async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    expect(s.vm.steps.map((x) => x.title)).toEqual([
      'Personal Details',
      'Identity Details',
      'Employer Details',
      'Plan Details',
      'Checkout',
    ]);
    expect(statuses(s.vm)).toEqual([
      'personalDetails:current',
      'identityDetails:upcoming',
      'employerDetails:upcoming',
      'planDetails:upcoming',
      'payment:keystone',
    ]);
  });

  test('participant steps: no employer step, signer details instead of the plan', async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    await s.vm.chooseRole('participant');
    expect(s.vm.steps.map((x) => x.title)).toEqual(['Personal Details', 'Identity Details', 'Signer Details', 'Checkout']);
    expect(Object.keys(s.vm.forms)).toEqual(['personalDetails', 'identityDetails', 'signerDetails']);
  });

  test('forward saves the step, marks it complete, makes the next current, scrolls to the top and saves the resume step', async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    s.navigation.scrolls.length = 0;
    fill(s.vm, VALID.personalDetails);
    await s.vm.forward();
    expect(statuses(s.vm).slice(0, 2)).toEqual(['personalDetails:complete', 'identityDetails:current']);
    expect(s.checkout.saves('personalDetails')).toHaveLength(1);
    expect(s.checkout.saves('personalDetails')[0]).toMatchObject({ first_name: 'Ada', step_complete: true, ssn: '***-**-6780' });
    expect(s.navigation.scrolls).toEqual([[0, 0]]);
    expect(s.checkout.progress?.currentStep).toBe('identityDetails');
  });

  test('back marks the current step upcoming, the previous current, scrolls and saves the resume step', async () => {
    const s = await ownerAt('employerDetails');
    s.navigation.scrolls.length = 0;
    await s.vm.back();
    expect(statuses(s.vm).slice(0, 3)).toEqual([
      'personalDetails:complete',
      'identityDetails:current',
      'employerDetails:upcoming',
    ]);
    expect(s.navigation.scrolls).toEqual([[0, 0]]);
    expect(s.checkout.progress?.currentStep).toBe('identityDetails');
  });
});

describe('CheckoutViewModel: messages', () => {
  test('continuing with empty personal details saves nothing and shows every required message beside its field', async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    const form = s.vm.currentForm!;
    expect(form.messagesOf('first_name')).toEqual([]);
    // The e-mail comes prefilled from the signed-in account (issue 11); emptied, it is required like the rest.
    expect(form.values.email).toBe('owner@example.com');
    form.set('email', '');
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('personalDetails');
    expect(s.checkout.saves('personalDetails')).toHaveLength(0);
    expect(s.vm.invalidAttempts).toBe(1);
    const expected: Record<string, string> = {
      first_name: 'First name is required',
      last_name: 'Last name is required',
      DOB: 'Date of birth is required',
      address01: 'Address is required',
      city: 'City is required',
      postal_code: 'Postal Code is required',
      state: 'State is required',
      email: 'Email is required',
      phone: 'Phone is required',
      occupation: 'Occupation is required',
      gender: 'Gender is required',
      ssn_number: 'Should be valid SSN',
    };
    for (const [field, message] of Object.entries(expected)) expect(form.messagesOf(field)).toEqual([message]);
  });

  test('a field shows its message once the user leaves it, before continuing', async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    const form = s.vm.currentForm!;
    form.set('email', 'not-an-email');
    expect(form.messagesOf('email')).toEqual([]);
    form.blur('email');
    expect(form.messagesOf('email')).toEqual(['Please type valid email address']);
    expect(form.messagesOf('first_name')).toEqual([]);
  });

  test('spouse fields follow the married rule, and are not sent when not married', async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    fill(s.vm, { ...VALID.personalDetails, married: true });
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('personalDetails');
    expect(s.vm.currentForm!.messagesOf('spouse_first_name')).toEqual(["Spouse's First Name is required"]);
    expect(s.vm.currentForm!.messagesOf('spouse_email')).toEqual(["Spouse's email is required"]);
    fill(s.vm, { married: false, spouse_first_name: 'Bob' });
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('identityDetails');
    expect(s.checkout.saves('personalDetails')[0]).not.toHaveProperty('spouse_first_name');
  });

  test('mailing fields are required with the flag and left out of the save without it', async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    fill(s.vm, { ...VALID.personalDetails, different_mailing_address: true, mailing_city: 'Chicago' });
    await s.vm.forward();
    const form = s.vm.currentForm!;
    expect(form.messagesOf('mailing_address01')).toEqual(['Mailing Street is required']);
    expect(form.messagesOf('mailing_state')).toEqual(['Mailing State is required']);
    expect(form.messagesOf('mailing_postal_code')).toEqual(['Mailing Postal Code is required']);
    form.set('different_mailing_address', false);
    await s.vm.forward();
    expect(s.checkout.saves('personalDetails')[0]).not.toHaveProperty('mailing_city');
  });

  test('the fiscal-year-end date is required only for fiscalBased', async () => {
    const s = await ownerAt('employerDetails');
    fill(s.vm, { ...VALID.employerDetails, employer_fiscal_year_end: 'fiscalBased' });
    await s.vm.forward();
    expect(s.vm.currentForm!.messagesOf('employer_fiscal_year_end_date')).toEqual(['Employer Fiscal Year End Date is required']);
    s.vm.currentForm!.set('employer_fiscal_year_end_date', '2026-06-30');
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('planDetails');
    expect(s.checkout.saves('employerDetails')[0]).toMatchObject({
      employer_fiscal_year_end_date: '2026-06-30',
      employer_ein_number: '123456789',
    });
  });

  test('messages the server answers show beside their fields and nothing moves', async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    s.checkout.failing.set('saveStep', invalid({ email: ['Email is taken'] }));
    fill(s.vm, VALID.personalDetails);
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('personalDetails');
    expect(s.vm.currentForm!.messagesOf('email')).toEqual(['Email is taken']);
  });

  test('a failed save keeps every value and says so, without moving', async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    s.checkout.failing.set('saveStep', new ApiError('Request failed with status code 503', 'ERR_BAD_RESPONSE', 503));
    fill(s.vm, VALID.personalDetails);
    await s.vm.forward();
    expect(s.vm.saveError).toBe(SAVE_FAILED_MESSAGE);
    expect(s.vm.currentKey).toBe('personalDetails');
    expect(s.vm.currentForm!.values.first_name).toBe('Ada');
    expect(s.vm.saving).toBe(false);
  });
});

describe('CheckoutViewModel: plan details', () => {
  test('loans, Roth and Roth rollovers default on; the six contribution types are saved as contribution_types', async () => {
    const s = await ownerAt('planDetails');
    const form = s.vm.currentForm!;
    expect([form.flag('plan_loan'), form.flag('plan_roth'), form.flag('plan_roth_roll')]).toEqual([true, true, true]);
    fill(s.vm, { ...VALID.planDetails, contribution_profit_sharing_enabled: true, contribution_profit_sharing_percent: '25' });
    await s.vm.forward();
    const saved = s.checkout.saves('planDetails')[0];
    expect(saved.contribution_types).toHaveLength(6);
    expect((saved.contribution_types as Array<{ name: string }>).map((c) => c.name)).toEqual([
      'Deferral Pre-Tax',
      'Deferral Roth',
      'Profit Sharing',
      'Roll Overs',
      'After Tax',
      'Employer Match',
    ]);
    expect((saved.contribution_types as unknown[])[2]).toEqual({
      name: 'Profit Sharing',
      enabled: true,
      percent: '25',
      amount: '0',
    });
    expect(saved).not.toHaveProperty('contribution_profit_sharing_enabled');
  });

  test('the loan interest rate follows section 5', async () => {
    const s = await ownerAt('planDetails');
    fill(s.vm, { ...VALID.planDetails, loan_interest_rate: '101' });
    await s.vm.forward();
    expect(s.vm.currentForm!.messagesOf('loan_interest_rate')).toEqual(['Maximum loan interest rate is 100%']);
  });

  test('a loan rate outside prime plus 1 to 2% gets a warning that does not stop the step', async () => {
    const s = await ownerAt('planDetails');
    await vi.waitFor(() => expect(s.vm.primeRate).toBe(7.5));
    fill(s.vm, { ...VALID.planDetails, loan_interest_rate: '5', loan_interest_rate_type: 'fixed' });
    expect(s.vm.loanRateWarning).toBe(
      'A rate of 5% is below the usual guide for plan loans: prime plus 1 to 2%, 8.5% to 9.5% with prime at 7.5%. ' +
        'You can keep it, but a plan loan must bear a reasonable rate, close to what a bank would charge for a similar loan.',
    );
    s.vm.currentForm!.set('loan_interest_rate', '9');
    expect(s.vm.loanRateWarning).toBeUndefined();
    s.vm.currentForm!.set('loan_interest_rate_type', 'primePlus');
    s.vm.currentForm!.set('loan_interest_rate', '4');
    expect(s.vm.loanRateWarning).toContain('Prime plus 4% (11.5% with prime at 7.5%) is above the usual guide');
    s.vm.currentForm!.set('plan_loan', false);
    expect(s.vm.loanRateWarning).toBeUndefined();
    s.vm.currentForm!.set('plan_loan', true);
    s.vm.currentForm!.set('loan_interest_rate_type', 'fixed');
    s.vm.currentForm!.set('loan_interest_rate', '5');
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('review');
  });

  test('without the prime rate the guide stays silent and the step still saves', async () => {
    const setup = checkoutSetup();
    setup.checkout.failing.set('primeRatePercent', new Error('offline'));
    const s = await ownerAt('planDetails', setup);
    fill(s.vm, { ...VALID.planDetails, loan_interest_rate: '5' });
    expect(s.vm.loanRateWarning).toBeUndefined();
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('review');
  });

  test("a married owner's plan asks for the spouse's consent signature", async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    fill(s.vm, {
      ...VALID.personalDetails,
      married: true,
      spouse_first_name: 'Bob',
      spouse_last_name: 'Lovelace',
      spouse_email: 'bob@example.com',
    });
    await s.vm.forward();
    for (const key of ['identityDetails', 'employerDetails'] as const) {
      fill(s.vm, VALID[key]);
      await s.vm.forward();
    }
    expect(s.vm.ownerMarried).toBe(true);
    fill(s.vm, VALID.planDetails);
    await s.vm.forward();
    expect(s.vm.currentForm!.messagesOf('spouse_consent_signature')).toEqual(["Spouse's consent signature is required"]);
    fill(s.vm, { spouse_consent_signature: PNG, spouse_consent_date: '2026-01-15' });
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('review');
    expect(s.checkout.saves('planDetails')[0]).toMatchObject({ spouse_consent_signature: PNG });
  });

  test('a signature saved earlier may be chosen instead of drawing (isSelectedSignature)', async () => {
    const s = await ownerAt('review');
    expect(s.vm.savedSignature).toBe(PNG);
    await s.vm.edit('planDetails');
    const form = s.vm.currentForm!;
    form.set('plan_signature', '');
    form.set('isSelectedSignature', true);
    expect(form.messagesOf('plan_signature')).toEqual([]);
    form.set('isSelectedSignature', false);
    form.submit();
    expect(form.messagesOf('plan_signature')).toEqual(['Signature is required']);
  });
});

describe('CheckoutViewModel: review', () => {
  test('shows every section with its values (the SSN masked) and the fees', async () => {
    const s = await ownerAt('review');
    expect(s.vm.reviewSections.map((x) => x.title)).toEqual([
      'Personal Details',
      'Identity Details',
      'Employer Details',
      'Plan Details',
    ]);
    const personal = s.vm.reviewSections[0].rows;
    expect(personal).toContainEqual({ label: 'Social Security number', value: '***-**-6780' });
    expect(personal).toContainEqual({ label: 'First name', value: 'Ada' });
    expect(JSON.stringify(s.vm.reviewSections)).not.toContain('123-45-6780');
    expect(s.vm.fees.lineItems.map((i) => [i.label, i.amount])).toEqual([
      ['Plan fee', 300],
      ['Setup fee', 50],
      ['Plan document generation', 200],
    ]);
    expect([s.vm.fees.total, s.vm.fees.terms]).toEqual([550, 'Net 15']);
  });

  test('edit opens a section and saving returns to the review', async () => {
    const s = await ownerAt('review');
    await s.vm.edit('identityDetails');
    expect(s.vm.currentKey).toBe('identityDetails');
    expect(s.vm.isEditing).toBe(true);
    s.vm.currentForm!.set('id_number', 'Y7654321');
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('review');
    expect(s.vm.reviewSections[1].rows).toContainEqual({ label: 'ID number', value: '••••4321' });
  });

  test('back to the review gives up the unsaved changes of an edit', async () => {
    const s = await ownerAt('review');
    await s.vm.edit('identityDetails');
    s.vm.currentForm!.set('id_number', 'CHANGED');
    await s.vm.back();
    expect(s.vm.currentKey).toBe('review');
    expect(s.vm.reviewSections[1].rows).toContainEqual({ label: 'ID number', value: '••••4567' });
    expect(s.storage.keys().some((k) => k.endsWith('identityDetails'))).toBe(false);
  });

  test('forward from the review goes to the payment step', async () => {
    const s = await ownerAt('review');
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('payment');
    expect(s.checkout.progress?.currentStep).toBe('payment');
  });
});

describe('CheckoutViewModel: account e-mail and contributions', () => {
  test('the e-mail is prefilled from the signed-in account, and a draft or saved e-mail wins over it', async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    expect(s.vm.currentForm!.values.email).toBe('owner@example.com');
    s.vm.currentForm!.set('email', 'work@example.com');
    const again = checkoutSetup({ storage: s.storage, checkout: s.checkout });
    await again.vm.activate();
    expect(again.vm.currentForm!.values.email).toBe('work@example.com');
  });

  test('an enabled contribution type at 150 percent or with fractions of a cent keeps the user on the plan step', async () => {
    const s = await ownerAt('planDetails');
    fill(s.vm, VALID.planDetails);
    fill(s.vm, {
      contribution_profit_sharing_enabled: true,
      contribution_profit_sharing_percent: '150',
      contribution_profit_sharing_amount: '10.005',
    });
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('planDetails');
    const form = s.vm.currentForm!;
    expect(form.messagesOf('contribution_profit_sharing_percent')).toEqual(['The percent must be from 0 to 100.']);
    expect(form.messagesOf('contribution_profit_sharing_amount')).toEqual(['The amount can have at most two decimals (cents).']);
    fill(s.vm, { contribution_profit_sharing_percent: '100', contribution_profit_sharing_amount: '10.50' });
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('review');
  });
});
