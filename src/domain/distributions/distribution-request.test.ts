import type { FieldErrors } from '@/domain/shared/field-errors';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  BANK_ACCOUNT_REQUIRED_MESSAGE,
  contributionTypeOfAccount,
  type DistributionRequestInput,
  distributionAccountOf,
  distributionRequestErrors,
} from './distribution-request';
import { kindUnavailableReason, planDistributionRulesOf } from './distribution-kinds';

const now = new Date('2026-11-23T12:00:00Z');
const young = {
  dob: new Date('1990-05-01T00:00:00Z'),
  married: false,
  now,
  plan: planDistributionRulesOf({}),
  bankAccountConnected: true,
};
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const hardship: DistributionRequestInput = {
  kind: 'hardship',
  amountCents: 1000000,
  sources: ['pre_tax'],
  paymentMethod: 'bank',
  withholdingPercent: 10,
  description: 'Hospital bills after surgery',
  hardshipReason: 'medical',
  needCents: 800000,
  documentId: 'doc-1',
  signature: png,
  spouseConsent: false,
};

const flat = (e: FieldErrors): string[] => Object.values(e).flatMap((m) => m ?? []);

describe('distributionRequestErrors', () => {
  test('a complete hardship request within need plus taxes is valid', () => {
    expect(flat(distributionRequestErrors(hardship, young))).toEqual([]);
  });

  test('a hardship request needs a reason, need, description, document and signature', () => {
    const errors = distributionRequestErrors(
      {
        ...hardship,
        hardshipReason: undefined,
        needCents: undefined,
        description: ' ',
        documentId: undefined,
        signature: undefined,
      },
      young,
    );
    expect(errors).toMatchObject({
      hardship_reason: ['Hardship reason is required'],
      need_amount: ['Amount needed is required'],
      description: ['Description is required'],
      document_id: ['Supporting document is required'],
      signature: ['Signature is required'],
    });
  });

  test('a hardship amount above the need plus taxes is refused', () => {
    expect(distributionRequestErrors({ ...hardship, amountCents: 1000001 }, young).amount).toEqual([
      'A hardship distribution is limited to the amount needed plus the taxes on it',
    ]);
  });

  test("a married participant's spouse must consent", () => {
    const married = { ...young, married: true };
    expect(distributionRequestErrors(hardship, married).spouse_consent).toEqual(["Your spouse's consent is required"]);
    expect(distributionRequestErrors({ ...hardship, spouseConsent: true }, married).spouse_consent).toEqual([]);
  });

  test("the plan's details decide whether a married participant's spouse must consent", () => {
    const married = { ...young, married: true, plan: planDistributionRulesOf({ plan_spouse_consent: false }) };
    expect(distributionRequestErrors(hardship, married).spouse_consent).toEqual([]);
    for (const flag of [true, 'true', undefined])
      expect(
        distributionRequestErrors(hardship, { ...married, plan: planDistributionRulesOf({ plan_spouse_consent: flag }) })
          .spouse_consent,
      ).toEqual(["Your spouse's consent is required"]);
  });

  test("in-service distributions follow the plan's details (allowed from 59½ unless the plan says no)", () => {
    const older = { ...young, dob: new Date('1960-01-01T00:00:00Z') };
    const inService = { ...hardship, kind: 'in_service', withholdingPercent: 20 };
    expect(distributionRequestErrors(inService, older).kind).toEqual([]);
    expect(
      distributionRequestErrors(inService, { ...older, plan: planDistributionRulesOf({ plan_in_service: 'false' }) }).kind,
    ).toEqual(['The plan does not allow in-service distributions']);
    expect(distributionRequestErrors(inService, young).kind).toEqual(['The plan allows in-service distributions from age 59½']);
  });

  test('a bank payout needs the bank account connected in the bank onboarding; a check does not', () => {
    const unconnected = { ...young, bankAccountConnected: false };
    expect(distributionRequestErrors(hardship, unconnected).payment_method).toEqual([BANK_ACCOUNT_REQUIRED_MESSAGE]);
    expect(BANK_ACCOUNT_REQUIRED_MESSAGE).toBe(
      'Connect your bank account first (Bank account onboarding), or choose to be paid by check',
    );
    expect(distributionRequestErrors({ ...hardship, paymentMethod: 'check' }, unconnected).payment_method).toEqual([]);
    expect(distributionRequestErrors(hardship, young).payment_method).toEqual([]);
  });

  test('a normal distribution needs age 59½; a signature, when given, must be a PNG', () => {
    const normal = { ...hardship, kind: 'normal', withholdingPercent: 20, signature: undefined };
    expect(distributionRequestErrors(normal, young).kind).toEqual(['A normal distribution is available from age 59½']);
    const older = { ...young, dob: new Date('1966-01-01T00:00:00Z') };
    expect(flat(distributionRequestErrors(normal, older))).toEqual([]);
    expect(distributionRequestErrors({ ...normal, signature: 'data:image/jpeg;base64,AAAA' }, older).signature).toEqual([
      'Signature must be png',
    ]);
  });

  test('age rules: 59½ by months, RMD at 73 or 75 by birth year, unknown birth date explained', () => {
    expect(kindUnavailableReason('normal', new Date('1967-05-23T00:00:00Z'), now)).toBeUndefined();
    expect(kindUnavailableReason('normal', new Date('1967-06-24T00:00:00Z'), now)).toBe(
      'A normal distribution is available from age 59½',
    );
    expect(kindUnavailableReason('rmd', new Date('1953-01-01T00:00:00Z'), now)).toBeUndefined();
    expect(kindUnavailableReason('rmd', new Date('1960-01-01T00:00:00Z'), now)).toBe(
      'Required minimum distributions start in the year you turn 75',
    );
    expect(kindUnavailableReason('normal', undefined, now)).toBe('Add your date of birth to your personal details first');
    expect(kindUnavailableReason('separation', undefined, now)).toBeUndefined();
    expect(kindUnavailableReason('gift', undefined, now)).toBe('Distribution type is required');
  });

  test('accounts and payment method come from their lists', () => {
    expect(distributionRequestErrors({ ...hardship, sources: [] }, young).sources).toEqual(['Choose at least one account']);
    expect(distributionRequestErrors({ ...hardship, sources: ['pre_tax', 'pre_tax'] }, young).sources).toEqual([
      'Choose accounts from the list',
    ]);
    expect(distributionRequestErrors({ ...hardship, paymentMethod: 'cash' }, young).payment_method).toEqual([
      'Payment method is required',
    ]);
  });

  test('property: amounts that are not positive whole cents are refused', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: 0 }),
          fc.double({ noInteger: true, noNaN: true }),
          fc.constant(Number.NaN),
          fc.constant(undefined),
        ),
        (amountCents) => {
          expect(distributionRequestErrors({ ...hardship, kind: 'separation', amountCents }, young).amount).not.toEqual([]);
        },
      ),
    );
  });

  test('property: a hardship amount is accepted exactly up to the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 10 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 1, max: 10 ** 11 }),
        (need, p, amount) => {
          const errors = distributionRequestErrors(
            { ...hardship, needCents: need, withholdingPercent: p, amountCents: amount },
            young,
          );
          const limit = Math.ceil((need * 100) / (100 - Math.min(p + 10, 90)));
          expect((errors.amount ?? []).length === 0).toBe(amount <= limit);
        },
      ),
    );
  });
});

describe('the account of a ledger deposit', () => {
  // Written out here: the spec's six contribution types and the account a distribution names for each.
  const ACCOUNTS: Record<string, string> = {
    'Deferral Pre-Tax': 'pre_tax',
    'Deferral Roth': 'roth',
    'Profit Sharing': 'profit_sharing',
    'Roll Overs': 'rollover',
    'After Tax': 'after_tax',
    'Employer Match': 'employer_match',
  };

  test('each contribution type is in its account, and the account names the type back', () => {
    for (const [type, account] of Object.entries(ACCOUNTS)) {
      expect(distributionAccountOf(type)).toBe(account);
      expect(contributionTypeOfAccount(account as never)).toBe(type);
    }
  });

  test('property: a name that is no contribution type (an account key included) is in no account', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom(...Object.values(ACCOUNTS), 'deferral roth', 'Roth', ' Deferral Roth')),
        (name) => {
          fc.pre(!(name in ACCOUNTS));
          expect(distributionAccountOf(name)).toBeUndefined();
        },
      ),
    );
  });
});
