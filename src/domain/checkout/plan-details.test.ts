import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  PLAN_IN_SERVICE_INVALID,
  PLAN_SPOUSE_CONSENT_INVALID,
  PlanDetails,
  SPOUSE_CONSENT_SIGNATURE_REQUIRED,
} from '@/domain/checkout/plan-details';
import { planDistributionRulesOf } from '@/domain/distributions/distribution-kinds';
import { validatePlanDetails } from '@/domain/validation';
import { PLAN_DETAILS_CONTEXT as ctx, SIGNATURE_PNG as PNG, VALID_PLAN_DETAILS } from '@/domain/checkout/plan-details-fixtures';

const valid = VALID_PLAN_DETAILS;
const rateErrors = (rate: unknown): string[] | undefined =>
  validatePlanDetails({ ...valid, loan_interest_rate: rate }, ctx).loan_interest_rate;

describe('PlanDetails rules', () => {
  test('complete details have no errors; loans and both Roth options default to true', () => {
    expect(validatePlanDetails(valid, ctx)).toEqual({});
    const plan = new PlanDetails();
    expect([plan.plan_loan, plan.plan_roth, plan.plan_roth_roll]).toEqual([true, true, true]);
  });

  test.each([
    ['plan_name', '', 'Plan Name is required'],
    ['plan_ein', '12-345678', 'Should be valid EIN'],
    ['plan_establish_date', '', 'Tax Year Plan is Established is required'],
    ['plan_establish_date', '2026-11-23', 'Tax Year Plan is Established is required'],
    ['loan_interest_rate', '', 'Loan interest rate must be a number'],
    ['loan_interest_rate', '0.99', 'Minimum loan interest rate is 1%'],
    ['loan_interest_rate', 100.01, 'Maximum loan interest rate is 100%'],
    ['plan_signer_first_name', '', 'Signer First Name is required'],
    ['plan_signer_last_name', '', 'Signer Last Name is required'],
    ['plan_signer_title', '', 'Signer Title is required'],
    ['plan_signature', '', 'Signature is required'],
    ['plan_signature', 'data:image/jpeg;base64,/9j/4AAQSkZJRg==', 'Signature must be png'],
    ['plan_signature', 'data:image/png;base64,', 'Signature must be png'],
    ['plan_signature', 'data:image/png;base64,abc', 'Signature must be png'],
    ['plan_signature', PNG.slice('data:image/png;base64,'.length), 'Signature must be png'],
    ['plan_sign_date', '', 'Signed on Date is required'],
    ['plan_sign_date', '2026-11-24', 'Signed on Date can not be later than tomorrow'],
    ['plan_sign_date', '1926-11-21', 'Invalid date'],
  ])('%s = %j gives only %s', (field, value, message) => {
    expect(validatePlanDetails({ ...valid, [field]: value }, ctx)).toEqual({ [field]: [message] });
  });

  test('a chosen saved signature replaces the drawn one', () => {
    expect(validatePlanDetails({ ...valid, plan_signature: '', isSelectedSignature: true }, ctx)).toEqual({});
    expect(validatePlanDetails({ ...valid, plan_signature: '', isSelectedSignature: false }, ctx)).toEqual({
      plan_signature: ['Signature is required'],
    });
  });

  test('the loan interest rate is checked only while the plan offers loans', () => {
    expect(validatePlanDetails({ ...valid, loan_interest_rate: 'abc', plan_loan: false }, ctx)).toEqual({});
    expect(validatePlanDetails({ ...valid, loan_interest_rate: 'abc', plan_loan: true }, ctx)).toEqual({
      loan_interest_rate: ['Loan interest rate must be a number'],
    });
  });
});

describe('loan interest rate', () => {
  const inRange = fc.double({ min: 1, max: 100, noNaN: true });
  test('every number from 1 to 100, as a number or as the decimal a form gives, is accepted', () => {
    fc.assert(
      fc.property(inRange, fc.constantFrom('number', 'string', 'fixed'), (rate, form) => {
        const value = form === 'number' ? rate : form === 'string' ? String(rate) : ` ${rate.toFixed(2)} `;
        expect(rateErrors(value)).toBeUndefined();
      }),
    );
  });

  test("below 1: 'Minimum loan interest rate is 1%'", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1, maxExcluded: true, noNaN: true }), fc.boolean(), (rate, asString) => {
        expect(rateErrors(asString ? rate.toFixed(20).replace(/0+$/, '').replace(/\.$/, '') : rate)).toEqual([
          'Minimum loan interest rate is 1%',
        ]);
      }),
    );
  });

  test("above 100: 'Maximum loan interest rate is 100%'", () => {
    fc.assert(
      fc.property(fc.double({ min: 100, minExcluded: true, max: 1e12, noNaN: true }), fc.boolean(), (rate, asString) => {
        expect(rateErrors(asString ? rate.toFixed(20).replace(/0+$/, '').replace(/\.$/, '') : rate)).toEqual([
          'Maximum loan interest rate is 100%',
        ]);
      }),
    );
  });

  test("anything that is not a number: 'Loan interest rate must be a number'", () => {
    const notANumber = fc.oneof(
      fc.string().filter((s) => !/^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(s)),
      fc.constantFrom('', ' ', '.', '-', '1e1', '0x10', 'Infinity', '5%', '1,5', Number.NaN, Infinity, -Infinity, null, true),
      fc.array(fc.integer(), { maxLength: 2 }),
      fc.object(),
    );
    fc.assert(
      fc.property(notANumber, (value) => {
        expect(rateErrors(value)).toEqual(['Loan interest rate must be a number']);
      }),
    );
  });
});

describe("a married owner's spouse consent (decision 0081)", () => {
  const married = { ...valid, married: true };
  const consent = { spouse_consent_signature: PNG, spouse_consent_date: '2026-11-22' };
  const day = (offset: number): string => new Date(Date.UTC(2026, 10, 22 + offset)).toISOString().slice(0, 10);
  const pngUrl = fc
    .uint8Array({ minLength: 1, maxLength: 64 })
    .map((bytes) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`);
  const consentDate = fc.integer({ min: -36_000, max: 1 }).map(day);
  const marriedFlag = fc.constantFrom<boolean | string>(true, 'true');
  const notMarried = fc.constantFrom<unknown>(false, 'false', undefined, null, '', 'yes');
  const notPng = fc.oneof(
    fc.string().filter((s) => !s.startsWith('data:image/png;base64,')),
    fc.constantFrom('data:image/png;base64,', 'data:image/jpeg;base64,/9j/4AAQ', 'data:image/png;base64,abc', PNG.slice(22)),
  );
  const consentErrors = (values: Record<string, unknown>): Partial<Record<string, string[]>> => {
    const errors = validatePlanDetails(values, ctx);
    return { spouse_consent_signature: errors.spouse_consent_signature, spouse_consent_date: errors.spouse_consent_date };
  };

  test('married with a PNG signature and a date in the window: no consent errors (valid generator)', () => {
    fc.assert(
      fc.property(marriedFlag, pngUrl, consentDate, (flag, signature, date) => {
        expect(
          validatePlanDetails({ ...valid, married: flag, spouse_consent_signature: signature, spouse_consent_date: date }, ctx),
        ).toEqual({});
      }),
    );
  });

  test('not married: the consent is never asked, whatever its fields hold', () => {
    fc.assert(
      fc.property(notMarried, fc.option(notPng), fc.option(fc.string()), (flag, signature, date) => {
        expect(
          consentErrors({ ...valid, married: flag, spouse_consent_signature: signature, spouse_consent_date: date }),
        ).toEqual({
          spouse_consent_signature: undefined,
          spouse_consent_date: undefined,
        });
      }),
    );
  });

  test('married without a PNG signature: the consent signature is refused (invalid generator)', () => {
    fc.assert(
      fc.property(marriedFlag, fc.option(notPng), consentDate, (flag, signature, date) => {
        const errors = consentErrors({
          ...valid,
          married: flag,
          spouse_consent_signature: signature ?? undefined,
          spouse_consent_date: date,
        });
        const blank = signature === null || signature.trim() === '';
        expect(errors.spouse_consent_signature).toEqual([
          blank ? "Spouse's consent signature is required" : "Spouse's consent signature must be png",
        ]);
        expect(errors.spouse_consent_date).toBeUndefined();
      }),
    );
  });

  test.each([
    [
      {},
      {
        spouse_consent_signature: ["Spouse's consent signature is required"],
        spouse_consent_date: ["Spouse's consent date is required"],
      },
    ],
    [{ spouse_consent_signature: '' }, { spouse_consent_signature: ["Spouse's consent signature is required"] }],
    [
      { spouse_consent_signature: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' },
      { spouse_consent_signature: ["Spouse's consent signature must be png"] },
    ],
    [{ spouse_consent_date: '' }, { spouse_consent_date: ["Spouse's consent date is required"] }],
    [{ spouse_consent_date: '22/11/2026' }, { spouse_consent_date: ['Invalid date'] }],
    [{ spouse_consent_date: '2026-11-24' }, { spouse_consent_date: ["Spouse's consent date can not be later than tomorrow"] }],
    [{ spouse_consent_date: '1926-11-21' }, { spouse_consent_date: ['Invalid date'] }],
  ])('married, consent %j gives exactly %j', (change, expected) => {
    const values: Record<string, unknown> = { ...married, ...consent, ...change };
    if (Object.keys(change).length === 0) for (const key of Object.keys(consent)) delete values[key];
    expect(validatePlanDetails(values, ctx)).toEqual(expected);
  });

  test('the message is the one the UI has always shown', () => {
    expect(SPOUSE_CONSENT_SIGNATURE_REQUIRED).toBe("Spouse's consent signature is required");
    expect(validatePlanDetails({ ...married, ...consent }, ctx)).toEqual({});
    expect(validatePlanDetails({ ...valid, married: 'true', spouse_consent_date: '2026-11-22' }, ctx)).toEqual({
      spouse_consent_signature: [SPOUSE_CONSENT_SIGNATURE_REQUIRED],
    });
  });
});

describe("the plan's distribution settings (decisions 0221, 0222)", () => {
  const settings = ['plan_in_service', 'plan_spouse_consent'] as const;
  const MESSAGES = { plan_in_service: PLAN_IN_SERVICE_INVALID, plan_spouse_consent: PLAN_SPOUSE_CONSENT_INVALID };
  const setting = fc.option(fc.boolean(), { nil: undefined });
  const notBoolean = fc.oneof(
    fc.string(),
    fc.constantFrom<unknown>('true', 'false', 'yes', 'no', '', 'on', 0, 1, Number.NaN),
    fc.double(),
    fc.array(fc.boolean(), { maxLength: 2 }),
    fc.object(),
  );

  test('the messages', () => {
    expect(PLAN_IN_SERVICE_INVALID).toBe('In-service distributions must be yes or no');
    expect(PLAN_SPOUSE_CONSENT_INVALID).toBe("Spouse's consent to distributions must be yes or no");
  });

  test('both are on when absent (a new plan and a plan saved before they existed)', () => {
    const plan = new PlanDetails();
    expect([plan.plan_in_service, plan.plan_spouse_consent]).toEqual([true, true]);
    expect(planDistributionRulesOf(valid)).toEqual({ inServiceAllowed: true, spouseConsentRequired: true });
  });

  test('true, false, absent or null are accepted; the distribution rules read the same choice (valid generator)', () => {
    fc.assert(
      fc.property(setting, setting, fc.boolean(), (inService, consent, nullInsteadOfAbsent) => {
        const values: Record<string, unknown> = { ...valid, plan_in_service: inService, plan_spouse_consent: consent };
        if (nullInsteadOfAbsent) for (const key of settings) values[key] ??= null;
        expect(validatePlanDetails(values, ctx)).toEqual({});
        expect(planDistributionRulesOf(values)).toEqual({
          inServiceAllowed: inService !== false,
          spouseConsentRequired: consent !== false,
        });
      }),
    );
  });

  test('anything else is refused beside its field with a clear message, the other fields untouched (invalid generator)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...settings), notBoolean, fc.boolean(), (field, value, other) => {
        const otherField = field === 'plan_in_service' ? 'plan_spouse_consent' : 'plan_in_service';
        expect(validatePlanDetails({ ...valid, [otherField]: other, [field]: value }, ctx)).toEqual({
          [field]: [MESSAGES[field]],
        });
      }),
    );
  });
});

describe("the plan's Roth employer contributions election (SECURE 2.0 section 604; decision 0332)", () => {
  test('off when absent; true, false, absent or null are accepted', () => {
    expect(new PlanDetails().plan_roth_employer).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom<unknown>(true, false, null, undefined), (choice) => {
        expect(validatePlanDetails({ ...valid, plan_roth_employer: choice }, ctx)).toEqual({});
      }),
    );
  });

  test('anything else gets its message beside the field', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom<unknown>('true', 'yes', 0, 1), fc.double(), fc.object()), (choice) => {
        expect(validatePlanDetails({ ...valid, plan_roth_employer: choice }, ctx)).toEqual({
          plan_roth_employer: ['Roth employer contributions must be yes or no'],
        });
      }),
    );
  });
});
