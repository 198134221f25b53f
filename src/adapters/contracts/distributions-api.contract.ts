import { describe, expect, test } from 'vitest';
import { intentKey, refusal, SIGNATURE_PNG } from './contract-kit';
import type { DistributionRequestInput } from '@/domain/distributions';
import type { DistributionsApi } from '@/ports/distributions-api';

/**
 * A married participant born 1980-04-02 (under 59½) with no request yet, in a plan that allows in-service
 * distributions, in-plan Roth conversions, and needs the spouse's consent, no bank account connected, $20,000.00 of
 * pre-tax money and $5,000.00 of after-tax money (its basis), no Roth money and no conversion yet.
 */
export interface DistributionsSubject {
  api: DistributionsApi;
}

/** A PDF as a supporting document (the signature is what the server checks). */
const pdf = (): Blob => new Blob([`%PDF-1.7\n${'A'.repeat(2048)}`], { type: 'application/pdf' });
const SEPARATION: DistributionRequestInput = {
  kind: 'separation',
  amountCents: 1_000_00,
  sources: ['pre_tax'],
  paymentMethod: 'check',
  withholdingPercent: 20,
  description: '',
  hardshipReason: undefined,
  needCents: undefined,
  documentId: undefined,
  signature: undefined,
  spouseConsent: true,
};
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * The DistributionsApi contract (decision 0302): what the in-memory fake and the HTTP adapter against the embedded
 * server both do. Amounts in cents; messages as docs/api/openapi.yaml and src/domain/distributions give them. Status
 * moves are support's in admin mode and are left to the server's API tests.
 */
export function distributionsApiContract(name: string, subject: () => Promise<DistributionsSubject>): void {
  describe(`DistributionsApi contract: ${name}`, () => {
    test("no request yet; the plan's settings, the marriage and the date of birth are known", async () => {
      const { api } = await subject();
      expect(await api.distributions()).toEqual([]);
      expect(await api.settings()).toEqual({
        inServiceAllowed: true,
        spouseConsentRequired: true,
        married: true,
        payoutAccount: null,
        eligibleRolloverCentsThisYear: 0,
        requiredMinimumDistributions: [],
      });
      expect(await api.dateOfBirth()).toBe('1980-04-02');
    });

    test("a request against the rules gets the domain's messages by field, and nothing is kept", async () => {
      const { api } = await subject();
      const noKind = await refusal(api.request({ ...SEPARATION, kind: ' ' }, intentKey()));
      expect(noKind.status).toBe(400);
      expect(noKind.fields).toMatchObject({ kind: ['Distribution type is required'] });
      const normal = await refusal(api.request({ ...SEPARATION, kind: 'normal', spouseConsent: false }, intentKey()));
      expect(normal.fields).toEqual({
        kind: ['A normal distribution is available from age 59½'],
        spouse_consent: ["Your spouse's consent is required"],
      });
      const hardship = await refusal(api.request({ ...SEPARATION, kind: 'hardship', withholdingPercent: 10 }, intentKey()));
      expect(hardship.fields).toMatchObject({
        description: ['Description is required'],
        signature: ['Signature is required'],
        document_id: ['Supporting document is required'],
      });
      expect((await refusal(api.request({ ...SEPARATION, paymentMethod: 'bank' }, intentKey()))).fields).toEqual({
        payment_method: ['Connect your bank account first (Bank account onboarding), or choose to be paid by check'],
      });
      expect(await api.distributions()).toEqual([]);
    });

    test('request (once per key), list, withdraw; a withdrawn or unknown request is not found', async () => {
      const { api } = await subject();
      const intent = intentKey();
      const made = await api.request(SEPARATION, intent);
      expect(await api.request(SEPARATION, intent)).toEqual(made);
      expect(made).toMatchObject({
        kind: 'separation',
        description: '',
        amountCents: 1_000_00,
        sources: ['pre_tax'],
        paymentMethod: 'check',
        withholdingPercent: 20,
        withheldCents: 200_00,
        netCents: 800_00,
        hardshipReason: null,
        needCents: null,
        documentId: null,
        signed: false,
        status: 'requested',
        statusReason: null,
      });
      expect(made.history).toEqual([{ status: 'requested', reason: null, amountCents: 1_000_00, at: expect.any(String) }]);
      expect(await api.distributions()).toEqual([made]);
      await api.withdraw(made.id);
      expect(await api.distributions()).toEqual([]);
      expect(await refusal(api.withdraw(made.id))).toMatchObject({ status: 404, message: 'Distribution not found' });
      expect(await refusal(api.withdraw(UNKNOWN))).toMatchObject({ status: 404, message: 'Distribution not found' });
    });

    test('a hardship request cites a supporting document filed in the library and is signed', async () => {
      const { api } = await subject();
      const documentId = await api.uploadDocument(pdf(), 'bills.pdf');
      expect(documentId).toEqual(expect.any(String));
      const hardship = await api.request(
        {
          ...SEPARATION,
          kind: 'hardship',
          amountCents: 10_000_00,
          withholdingPercent: 10,
          description: 'Medical bills',
          hardshipReason: 'medical',
          needCents: 8_000_00,
          documentId,
          signature: SIGNATURE_PNG,
        },
        intentKey(),
      );
      expect(hardship).toMatchObject({
        kind: 'hardship',
        description: 'Medical bills',
        amountCents: 10_000_00,
        withheldCents: 1_000_00,
        netCents: 9_000_00,
        hardshipReason: 'medical',
        needCents: 8_000_00,
        documentId,
        signed: true,
      });
    });

    test('SECURE 2.0 withdrawals: self-certified, within their limits, one emergency distribution a year; repaid once paid', async () => {
      const { api } = await subject();
      const emergency: DistributionRequestInput = {
        ...SEPARATION,
        kind: 'emergency_expense',
        withholdingPercent: 10,
        selfCertified: true,
      };
      const uncertified = await refusal(api.request({ ...emergency, selfCertified: false }, intentKey()));
      expect(uncertified.fields).toEqual({ self_certified: ['Certify that you meet the conditions of this distribution'] });
      const over = await refusal(api.request({ ...emergency, amountCents: 1_000_01 }, intentKey()));
      expect(over.fields).toEqual({
        amount: [
          'An emergency personal expense distribution is limited to $1,000.00: the lesser of $1,000.00 and your vested balance above $1,000.00',
        ],
      });
      const made = await api.request({ ...emergency, amountCents: 500_00 }, intentKey());
      expect(made).toMatchObject({
        kind: 'emergency_expense',
        selfCertified: true,
        withheldCents: 50_00,
        repaidCents: 0,
        repayableUntil: null,
        repayments: [],
      });
      const second = await refusal(api.request({ ...emergency, amountCents: 100_00 }, intentKey()));
      expect(second.fields).toEqual({
        kind: ['You already took an emergency personal expense distribution in 2026: one is allowed each calendar year'],
      });
      const early = await refusal(api.repay(made.id, 100_00, intentKey()));
      expect(early.fields).toEqual({ distribution: ['A distribution can be repaid once it is paid'] });
      // A domestic abuse victim distribution asks no spouse consent; the limit is the lesser of $10,500 and half of $25,000.
      const abuse: DistributionRequestInput = {
        ...emergency,
        kind: 'domestic_abuse',
        spouseConsent: false,
        eventDate: '2026-09-01',
        amountCents: 10_500_01,
      };
      expect((await refusal(api.request({ ...abuse, eventDate: '' }, intentKey()))).fields).toMatchObject({
        event_date: ['Enter the date of the abuse'],
      });
      expect((await refusal(api.request(abuse, intentKey()))).fields).toEqual({
        amount: [
          'A domestic abuse victim distribution is limited to $10,500.00: the lesser of $10,500.00 and half your vested balance, less earlier ones',
        ],
      });
      expect(await api.request({ ...abuse, amountCents: 2_000_00 }, intentKey())).toMatchObject({
        kind: 'domestic_abuse',
        eventDate: '2026-09-01',
      });
      const birth = { ...emergency, kind: 'birth_adoption', eventDate: '2026-05-02', childName: 'Ada' };
      expect((await refusal(api.request({ ...birth, childName: '' }, intentKey()))).fields).toEqual({
        child_name: ["Enter the child's name"],
      });
      expect(await api.request({ ...birth, amountCents: 5_000_00 }, intentKey())).toMatchObject({ childName: 'Ada' });
      expect((await refusal(api.request({ ...birth, amountCents: 1 }, intentKey()))).fields).toEqual({
        amount: ['A birth or adoption distribution is limited to $5,000.00 per child: $0.00 is left for this child'],
      });
    });

    test('in-plan Roth conversion: the tax accounts, the refusals by field, and a conversion once per intent', async () => {
      const { api } = await subject();
      const start = await api.rothConversions();
      expect(start).toMatchObject({
        allowed: true,
        conversions: [],
        afterTax: { balanceCents: 5_000_00, basisCents: 5_000_00, earningsCents: 0 },
        roth: { balanceCents: 0, conversionCents: 0, firstYear: null },
      });
      expect(start.convertible).toContainEqual({ account: 'after_tax', availableCents: 5_000_00 });
      const refused = await refusal(api.convertToRoth({ account: '', amountCents: 5_000_01 }, intentKey()));
      expect(refused.status).toBe(400);
      expect(refused.fields).toEqual({ account: ['Choose the account to convert'] });
      const over = await refusal(api.convertToRoth({ account: 'after_tax', amountCents: 5_000_01 }, intentKey()));
      expect(over.fields).toMatchObject({ amount: ['The most you can convert from this account is $5,000.00'] });
      const key = intentKey();
      const made = await api.convertToRoth({ account: 'after_tax', amountCents: 2_000_00 }, key);
      expect(made).toMatchObject({
        account: 'after_tax',
        amountCents: 2_000_00,
        basisCents: 2_000_00,
        taxableCents: 0,
        accountBalanceCents: 5_000_00,
        convertedOn: '2026-11-23',
        recaptureEndsOn: '2030-12-31',
      });
      expect(await api.convertToRoth({ account: 'after_tax', amountCents: 2_000_00 }, key)).toEqual(made);
      const after = await api.rothConversions();
      expect(after.conversions.map((c) => c.id)).toEqual([made.id]);
      expect(after).toMatchObject({
        afterTax: { balanceCents: 3_000_00, basisCents: 3_000_00 },
        roth: { balanceCents: 2_000_00, basisCents: 2_000_00, conversionCents: 2_000_00, firstYear: 2026 },
      });
    });
  });
}
