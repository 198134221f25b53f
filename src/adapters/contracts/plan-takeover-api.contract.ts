import { describe, expect, test } from 'vitest';
import { intentKey, refusal } from './contract-kit';
import type { PlanTakeoverApi } from '@/ports/plan-takeover-api';

/** An owner of a plan taken over from elsewhere (effective 2015-03-01, number 002, taken over 2026-01-01), nothing brought yet. */
export interface PlanTakeoverSubject {
  api: PlanTakeoverApi;
}

const pdf = (): Blob => new Blob([`%PDF-1.7\n${'A'.repeat(2048)}`], { type: 'application/pdf' });
const NONE = {
  pre_tax_cents: 0,
  roth_cents: 0,
  profit_sharing_cents: 0,
  rollover_cents: 0,
  after_tax_cents: 0,
  employer_match_cents: 0,
};

/**
 * The PlanTakeoverApi contract (decisions 0302, 0343, 0344): what the in-memory fake and the HTTP adapter against the
 * embedded server both do. Amounts in cents; messages as src/domain/plan-takeover gives them.
 */
export function planTakeoverApiContract(name: string, subject: () => Promise<PlanTakeoverSubject>): void {
  describe(`PlanTakeoverApi contract: ${name}`, () => {
    test('a plan taken over, nothing brought yet: 0 of 4 done', async () => {
      const { api } = await subject();
      const status = await api.status();
      expect(status).toMatchObject({
        applies: true,
        owner: true,
        effectiveDate: '2015-03-01',
        planNumber: '002',
        takeoverDate: '2026-01-01',
        folder: 'Prior plan documents',
        openingBalances: undefined,
        priorFilings: [],
        done: 0,
        total: 4,
        summary: 'Bring your plan: 0 of 4 done',
      });
      expect(status.documents.map((d) => [d.kind, d.documentId])).toEqual([
        ['adoption_agreement', undefined],
        ['trust_document', undefined],
        ['ein_letter', undefined],
      ]);
    });

    test('documents, opening balances once per intent, a prior filing; bad values get their messages', async () => {
      const { api } = await subject();
      await api.fileDocument('trust_document', pdf(), 'trust.pdf');
      const bad = await refusal(
        api.recordOpeningBalances(
          {
            asOf: '2026-01-01',
            amounts: { ...NONE, roth_cents: 1000 },
            rothBasisCents: 1001,
            rothFirstYear: 2016,
            afterTaxBasisCents: 0,
          },
          intentKey(),
        ),
      );
      expect(bad.status).toBe(400);
      expect(bad.fields).toEqual({ roth_basis_cents: ['Roth basis can not be more than the Roth balance of $10.00'] });
      const input = {
        asOf: '2026-01-01',
        amounts: { ...NONE, pre_tax_cents: 500_000, roth_cents: 200_000 },
        rothBasisCents: 150_000,
        rothFirstYear: 2016,
        afterTaxBasisCents: 0,
      };
      const key = intentKey();
      const made = await api.recordOpeningBalances(input, key);
      expect(made).toMatchObject({ asOf: '2026-01-01', totalCents: 700_000, rothBasisCents: 150_000, rothFirstYear: 2016 });
      expect(await api.recordOpeningBalances(input, key)).toEqual(made);
      const again = await refusal(api.recordOpeningBalances(input, intentKey()));
      expect([again.status, again.message]).toEqual([409, 'Opening balances are already recorded']);
      expect(await api.recordPriorFiling({ planYear: 2025, filedOn: '2026-06-30', yearEndAssetsCents: 650_000 })).toEqual({
        planYear: 2025,
        filedOn: '2026-06-30',
        yearEndAssetsCents: 650_000,
      });
      const late = await refusal(api.recordPriorFiling({ planYear: 2026, filedOn: '2026-06-30', yearEndAssetsCents: 1 }));
      expect(late.fields).toEqual({
        plan_year: ['Plan year must be from 2015 to 2025'],
        filed_on: ['Filed date must be after the plan year'],
      });
      const status = await api.status();
      expect(status.summary).toBe('Bring your plan: 2 of 4 done');
      expect(status.priorFilings).toEqual([{ planYear: 2025, filedOn: '2026-06-30', yearEndAssetsCents: 650_000 }]);
      expect(status.documents.find((d) => d.kind === 'trust_document')?.documentId).toEqual(expect.any(String));
    });
  });
}
