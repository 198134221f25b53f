import { describe, expect, test } from 'vitest';
import { intentKey, refusal } from './contract-kit';
import type { ContributionsApi } from '@/ports/contributions-api';

/**
 * A plan owner with no deposit yet, on 2026-11-23 (a calendar plan year; the plan's accounts empty at the end of 2025).
 */
export interface ContributionsSubject {
  api: ContributionsApi;
  /** Turns on the plan details' Roth employer election (`plan_roth_employer`, decision 0332). */
  allowRothEmployer(): Promise<void>;
}

/**
 * The ContributionsApi contract (decision 0302): what the in-memory fake and the HTTP adapter against the embedded
 * server both do. Amounts in cents; messages as docs/api/openapi.yaml and the spec give them.
 */
export function contributionsApiContract(name: string, subject: () => Promise<ContributionsSubject>): void {
  describe(`ContributionsApi contract: ${name}`, () => {
    test("no deposit yet: an empty ledger, the year's limits and nothing used", async () => {
      const { api } = await subject();
      expect(await api.contributions(2026)).toEqual([]);
      const summary = await api.summary(2026);
      expect(summary).toMatchObject({
        taxYear: 2026,
        otherEmployerDeferralsCents: 0,
        compensationCents: null,
        priorYearFicaWagesCents: null,
        excessDeferralCorrection: null,
        excessAnnualAdditionsCorrection: null,
        heldFromPriorYearCents: 0,
      });
      expect(summary.limits?.deferralCents).toBe(2_450_000);
      expect(summary.usage?.deferrals).toMatchObject({ usedCents: 0, excessCents: 0 });
      expect(summary.sources.every((s) => s.totalCents === 0)).toBe(true);
      expect(summary.sources.find((s) => s.source === 'Roll Overs')?.roomCents).toBeNull();
      expect(summary.warnings).toEqual([]);
    });

    test("a deposit against the rules gets the domain's messages by field, and nothing is kept", async () => {
      const { api } = await subject();
      const refused = await refusal(
        api.record({ source: '', amountCents: 0, depositDate: '2026-12-01', taxYear: 2024, reference: null }, intentKey()),
      );
      expect(refused.status).toBe(400);
      expect(refused.fields).toMatchObject({
        source: ['Source is required'],
        amount: ['Amount must be greater than $0.00'],
        deposit_date: ['Deposit date cannot be in the future'],
      });
      expect(await api.contributions(2026)).toEqual([]);
    });

    test('record (once per key), change, move to the other year and remove a deposit; the summary follows', async () => {
      const { api } = await subject();
      const intent = intentKey();
      const entry = {
        source: 'Deferral Pre-Tax',
        amountCents: 125_000,
        depositDate: '2026-11-20',
        taxYear: 2026,
        reference: 'ACH 1',
      } as const;
      const recorded = await api.record(entry, intent);
      expect(await api.record(entry, intent)).toEqual(recorded);
      expect(recorded.contribution).toEqual({ id: expect.any(String), ...entry, roth: false });
      expect(recorded.warnings).toEqual([]);
      expect(await api.contributions(2026)).toEqual([recorded.contribution]);
      expect((await api.summary(2026)).sources.find((s) => s.source === 'Deferral Pre-Tax')?.totalCents).toBe(125_000);

      const id = recorded.contribution.id;
      const edited = await api.edit(id, { ...entry, amountCents: 150_050, reference: null });
      expect(edited.contribution).toMatchObject({ id, amountCents: 150_050, reference: null });
      expect(await refusal(api.edit(id, { taxYear: 2024 }))).toMatchObject({
        status: 400,
        fields: { tax_year: ['Tax year must be the year of the deposit or the year before'] },
      });
      const moved = await api.edit(id, { taxYear: 2025 });
      expect(moved.contribution).toMatchObject({ id, taxYear: 2025, amountCents: 150_050 });
      expect(await api.contributions(2026)).toEqual([]);
      expect((await api.contributions(2025)).map((c) => c.id)).toEqual([id]);

      await api.remove(id);
      expect(await api.contributions(2025)).toEqual([]);
      expect((await refusal(api.remove(id))).status).toBe(404);
    });

    test('Roth employer contributions: only an employer source, once the plan allows them; the summary counts the year deposited', async () => {
      const { api, allowRothEmployer } = await subject();
      const match = { source: 'Employer Match', amountCents: 300_000, depositDate: '2026-11-02', taxYear: 2026, reference: null };
      expect((await api.summary(2026)).rothEmployer).toEqual({ allowed: false, allocatedCents: 0 });
      expect(await refusal(api.record({ ...match, roth: true }, intentKey()))).toMatchObject({
        status: 400,
        fields: { roth: ['The plan does not allow Roth employer contributions; allow them in the plan details first'] },
      });
      await allowRothEmployer();
      expect(await refusal(api.record({ ...match, source: 'Deferral Pre-Tax', roth: true }, intentKey()))).toMatchObject({
        status: 400,
        fields: { roth: ['Only Profit Sharing and Employer Match can be designated Roth'] },
      });
      const recorded = await api.record({ ...match, roth: true }, intentKey());
      expect(recorded.contribution).toMatchObject({ source: 'Employer Match', amountCents: 300_000, roth: true });
      expect((await api.contributions(2026)).map((c) => c.roth)).toEqual([true]);
      expect((await api.summary(2026)).rothEmployer).toEqual({ allowed: true, allocatedCents: 300_000 });
      const undone = await api.edit(recorded.contribution.id, { roth: false });
      expect(undone.contribution.roth).toBe(false);
      expect((await api.summary(2026)).rothEmployer.allocatedCents).toBe(0);
    });

    test("deferrals over the 402(g) limit are recorded and warned about; the year's facts count", async () => {
      const { api } = await subject();
      const year = await api.saveYear(2026, {
        otherEmployerDeferralsCents: 2_000_000,
        compensationCents: 15_000_000,
        priorYearFicaWagesCents: null,
      });
      expect(year).toMatchObject({ otherEmployerDeferralsCents: 2_000_000, compensationCents: 15_000_000 });
      const over = await api.record(
        { source: 'Deferral Pre-Tax', amountCents: 500_000, depositDate: '2026-11-20', taxYear: 2026, reference: null },
        intentKey(),
      );
      const warning = over.warnings.find((w) => w.limit === 'deferrals');
      expect(warning).toMatchObject({ excessCents: 50_000, corrected: false, correctableCents: 50_000 });
      expect(warning?.message).toContain('$500.00 over the limit');
      const summary = await api.summary(2026);
      expect(summary.usage?.deferrals).toMatchObject({ usedCents: 2_500_000, excessCents: 50_000 });
      expect(summary.warnings.map((w) => w.limit)).toContain('deferrals');
    });

    test('Form 5500-EZ of 2025: not required, then required by the declared assets and past due, then filed', async () => {
      const { api } = await subject();
      const status = await api.form5500Ez(2025);
      expect(status).toMatchObject({
        planYear: 2025,
        planYearStart: '2025-01-01',
        planYearEnd: '2025-12-31',
        required: false,
        reason: 'none',
        dueDate: '2026-07-31',
        extendedDueDate: '2026-10-15',
        filingDeadline: '2026-07-31',
        extension: { filed: false, filedOn: null },
        filing: { filed: false, filedOn: null, method: null, confirmation: null },
        pastDue: false,
        penaltyPerDayCents: 25_000,
      });
      const declared = await api.saveForm5500EzFacts(2025, { otherPlansAssetsCents: 30_000_000, finalPlanYear: false });
      expect(declared).toMatchObject({ otherPlansAssetsCents: 30_000_000, required: true, reason: 'assets', pastDue: true });
      expect(declared.daysLate).toBeGreaterThan(0);

      const extended = await api.saveForm5558Extension(2025, { filed: true, filedOn: '2026-07-15' });
      expect(extended).toMatchObject({ extension: { filed: true, filedOn: '2026-07-15' }, filingDeadline: '2026-10-15' });
      expect(
        await refusal(api.saveForm5500EzFiling(2025, { filed: true, filedOn: null, method: null, confirmation: null })),
      ).toMatchObject({
        status: 400,
      });
      const filed = await api.saveForm5500EzFiling(2025, {
        filed: true,
        filedOn: '2026-10-01',
        method: 'efast2',
        confirmation: ' ABC123 ',
      });
      expect(filed).toMatchObject({
        filing: { filed: true, filedOn: '2026-10-01', method: 'efast2', confirmation: 'ABC123' },
        pastDue: false,
        daysLate: 0,
      });
    });

    test('tax forms of 2025: none due without distributions; the due dates after IRC 7503', async () => {
      const { api } = await subject();
      expect(await api.taxForms(2025)).toMatchObject({
        taxYear: 2025,
        forms1099R: [],
        form1099RRequired: false,
        form945Required: false,
        totalWithheldCents: 0,
        recipientDueDate: '2026-02-02',
        irsPaperDueDate: '2026-03-02',
        irsElectronicDueDate: '2026-03-31',
      });
    });
  });
}
