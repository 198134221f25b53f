import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { databaseLegs } from '../test-support/database-legs';
import { saveCompletedStep } from '../test-support/saved-step';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { pdfText } from '../plan-documents/pdf-test-kit';
import { OWNER_SSN, ownerSteps } from '../plan-documents/plan-document-fixtures';

const NOW = new Date('2027-01-10T10:00:00Z');

for (const leg of await databaseLegs()) {
  describe(`1099-R and 945 obligations (${leg.name})`, () => {
    let app: TestApp;

    /** A distribution of the user marked paid at `paidAt` (rows as the distributions area writes them). */
    async function paidDistribution(
      client: TestClient,
      d: { kind: string; cents: number; percent: number; sources: string; paidAt: string; status?: string; method?: string },
    ): Promise<string> {
      const id = crypto.randomUUID();
      const db = app.database.db;
      await db
        .insertInto('distributions')
        .values({
          id,
          user_id: client.userId as string,
          kind: d.kind,
          description: 'test',
          amount_cents: d.cents,
          document_id: null,
          signature: null,
          status: d.status ?? 'paid',
          created_at: d.paidAt,
          sources: d.sources,
          payment_method: d.method ?? 'check',
          withholding_percent: d.percent,
        } as never)
        .execute();
      for (const status of ['requested', 'approved', d.status ?? 'paid']) {
        await db
          .insertInto('distribution_events')
          .values({
            id: crypto.randomUUID(),
            user_id: client.userId as string,
            distribution_id: id,
            status,
            reason: null,
            amount_cents: d.cents,
            agent_id: 'support',
            at: d.paidAt,
          })
          .execute();
      }
      return id;
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => NOW, supportEmails: ['support-tax@example.com'] });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('each distribution paid in the year gets its 1099-R figures; 945 when tax was withheld; the due dates', async () => {
      const owner = await app.signIn('tax-forms-owner@example.com');
      await saveCompletedStep(app.database.db, owner.userId as string, 'personalDetails', { DOB: '1962-03-01' }, NOW);
      const normal = await paidDistribution(owner, {
        kind: 'normal',
        cents: 2_000_000,
        percent: 20,
        sources: 'pre_tax',
        paidAt: '2026-03-02T15:00:00Z',
      });
      const roth = await paidDistribution(owner, {
        kind: 'hardship',
        cents: 500_000,
        percent: 10,
        sources: 'roth',
        paidAt: '2026-09-30T15:00:00Z',
      });
      await paidDistribution(owner, {
        kind: 'normal',
        cents: 100_000,
        percent: 20,
        sources: 'pre_tax',
        paidAt: '2025-12-31T15:00:00Z',
      });
      await paidDistribution(owner, {
        kind: 'normal',
        cents: 100_000,
        percent: 20,
        sources: 'pre_tax',
        paidAt: '2026-05-01T15:00:00Z',
        status: 'approved',
      });
      const answer = await owner.get('/tax-forms/2026');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        tax_year: 2026,
        forms_1099r: [
          {
            distribution_id: normal,
            paid_on: '2026-03-02',
            kind: 'normal',
            gross: 20000,
            taxable: 20000,
            federal_withheld: 4000,
            distribution_code: '7',
            designated_roth: false,
            gross_cents: 2_000_000,
            taxable_cents: 2_000_000,
            federal_withheld_cents: 400_000,
            first_roth_year: null,
            basis_cents: null,
          },
          {
            distribution_id: roth,
            paid_on: '2026-09-30',
            kind: 'hardship',
            gross: 5000,
            taxable: null,
            federal_withheld: 500,
            distribution_code: 'B7',
            designated_roth: true,
            gross_cents: 500_000,
            taxable_cents: null,
            federal_withheld_cents: 50_000,
            first_roth_year: null,
            basis_cents: null,
          },
        ],
        form_1099r_required: true,
        recipient_due_date: '2027-02-01',
        irs_paper_due_date: '2027-03-01',
        irs_electronic_due_date: '2027-03-31',
        form_945_required: true,
        total_withheld: 4500,
        total_withheld_cents: 450_000,
        form_945_due_date: '2027-02-01',
        form_945_deposits_on_time_due_date: '2027-02-10',
        due_date_notes: [
          'Jan 31, 2027 is a Sunday; due the next business day, Feb 1, 2027 (IRC 7503)',
          'Feb 28, 2027 is a Sunday; due the next business day, Mar 1, 2027 (IRC 7503)',
        ],
      });
      expect((await owner.get('/tax-forms/2024')).body).toMatchObject({
        forms_1099r: [],
        form_1099r_required: false,
        form_945_required: false,
      });
      expect((await owner.get('/tax-forms/nope')).status).toBe(400);
    });

    test('Roth and pre-tax money in one distribution: the Roth part on its own 1099-R (B, box 11); 945 counts withholding under $10 (faults 8, 9)', async () => {
      const owner = await app.signIn('tax-forms-roth@example.com');
      const userId = owner.userId as string;
      await saveCompletedStep(app.database.db, userId, 'personalDetails', { DOB: '1962-03-01' }, NOW);
      // Deposits recorded as the ledger records them: by the spec's contribution type (the distribution names the account).
      for (const [source, amount, day, taxYear] of [
        ['Deferral Roth', 1000, '2020-04-01', 2020],
        ['Deferral Pre-Tax', 3000, '2021-04-01', 2021],
        ['Deferral Roth', 1000, '2026-12-01', 2026],
        ['Profit Sharing', 5000, '2021-05-01', 2021],
      ] as const)
        expect((await owner.post('/contributions', { source, amount, deposit_date: day, tax_year: taxYear })).status).toBe(201);
      const mixed = await paidDistribution(owner, {
        kind: 'normal',
        cents: 1_000_000,
        percent: 20,
        sources: 'pre_tax,roth',
        paidAt: '2026-04-02T15:00:00Z',
      });
      await paidDistribution(owner, {
        kind: 'hardship',
        cents: 900,
        percent: 50,
        sources: 'pre_tax',
        paidAt: '2026-05-02T15:00:00Z',
      });
      const answer = await owner.get('/tax-forms/2026');
      expect(answer.status).toBe(200);
      // Roth is 100,000 of the 400,000 contributed to the chosen accounts by the day paid: a quarter of $10,000.
      expect(answer.body.forms_1099r).toEqual([
        {
          distribution_id: mixed,
          paid_on: '2026-04-02',
          kind: 'normal',
          gross: 7500,
          taxable: 7500,
          federal_withheld: 1500,
          distribution_code: '7',
          designated_roth: false,
          gross_cents: 750_000,
          taxable_cents: 750_000,
          federal_withheld_cents: 150_000,
          first_roth_year: null,
          basis_cents: null,
        },
        {
          distribution_id: mixed,
          paid_on: '2026-04-02',
          kind: 'normal',
          gross: 2500,
          taxable: 0,
          federal_withheld: 500,
          distribution_code: 'B7',
          designated_roth: true,
          gross_cents: 250_000,
          taxable_cents: 0,
          federal_withheld_cents: 50_000,
          first_roth_year: 2020,
          basis_cents: null,
        },
      ]);
      // $9.00 paid with $4.50 withheld: no 1099-R, but Form 945 reports the $4.50.
      expect(answer.body).toMatchObject({ total_withheld: 2004.5, total_withheld_cents: 200_450, form_945_required: true });

      // A direct rollover of Roth and pre-tax money to an IRA: G and H, box 2a 0 (decision 0287).
      const rollover = await paidDistribution(owner, {
        kind: 'separation',
        cents: 400_000,
        percent: 0,
        sources: 'pre_tax,roth',
        paidAt: '2026-10-01T15:00:00Z',
        method: 'direct_rollover_ira',
      });
      const forms = (await owner.get('/tax-forms/2026')).body.forms_1099r.filter(
        (f: { distribution_id: string }) => f.distribution_id === rollover,
      );
      expect(
        forms.map((f: Record<string, unknown>) => [f.designated_roth, f.gross_cents, f.taxable_cents, f.distribution_code]),
      ).toEqual([
        [false, 300_000, 0, 'G'],
        [true, 100_000, 0, 'H'],
      ]);
    });

    test('Roth money rolled in from another plan is Roth on the 1099-R of a distribution from the rollover account', async () => {
      const owner = await app.signIn('tax-forms-rolled-roth@example.com');
      const userId = owner.userId as string;
      await saveCompletedStep(app.database.db, userId, 'personalDetails', { DOB: '1962-03-01' }, NOW);
      // $3,000 received from another 401(k), $1,000 of it from its designated Roth account (as the rollovers area
      // records it: the rollover row and its Roll Overs entry in the ledger).
      const entry = await owner.post('/contributions', {
        source: 'Roll Overs',
        amount: 3000,
        deposit_date: '2025-03-01',
        tax_year: 2025,
      });
      expect(entry.status).toBe(201);
      await app.database.db
        .insertInto('rollovers')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          source_kind: '401k',
          provider: 'Old Plan',
          amount_cents: 300_000,
          roth_cents: 100_000,
          method: 'direct',
          distribution_date: null,
          status: 'received',
          statement_document_id: null,
          letter_document_id: null,
          letter_version_id: null,
          received_cents: 300_000,
          received_date: '2025-03-01',
          contribution_id: entry.body.contribution.id,
          created_at: NOW,
          updated_at: NOW,
        })
        .execute();
      const paid = await paidDistribution(owner, {
        kind: 'normal',
        cents: 150_000,
        percent: 20,
        sources: 'rollover',
        paidAt: '2026-05-04T15:00:00Z',
      });
      const forms = (await owner.get('/tax-forms/2026')).body.forms_1099r.filter(
        (f: { distribution_id: string }) => f.distribution_id === paid,
      );
      // A third of the rollover account is Roth: $500 on the B form, $1,000 on the plain one; withholding split alike.
      expect(
        forms.map((f: Record<string, unknown>) => [
          f.designated_roth,
          f.gross_cents,
          f.federal_withheld_cents,
          f.distribution_code,
        ]),
      ).toEqual([
        [false, 100_000, 20_000, '7'],
        [true, 50_000, 10_000, 'B7'],
      ]);
    });

    test('the 1099-R copies and 945 summary are filed in the library: payer EIN, the figures, never the SSN; audited in admin mode', async () => {
      const owner = await app.signIn('tax-pdf-owner@example.com');
      for (const [key, values] of Object.entries(ownerSteps())) {
        await saveCompletedStep(app.database.db, owner.userId as string, key, values, NOW);
      }
      await paidDistribution(owner, {
        kind: 'hardship',
        cents: 1_234_500,
        percent: 10,
        sources: 'pre_tax',
        paidAt: '2026-09-30T15:00:00Z',
      });
      expect((await owner.get('/tax-forms/2026')).status).toBe(200); // the participant's first call creates their user row
      const support = await app.signIn('support-tax@example.com');
      const generated = await support.withHeaders({ 'x-act-as': owner.userId as string }).post('/tax-forms/2026/document');
      expect(generated.status).toBe(201);
      expect(generated.body.name).toBe('Tax forms 2026 (1099-R and 945).pdf');
      const signed = await owner.get(generated.body.download_path);
      const text = (await pdfText(new Uint8Array(await (await fetch(signed.body.url)).arrayBuffer()))).replace(/\s+/g, ' ');
      for (const expected of [
        'Tax forms for distributions paid in 2026',
        "Payer's TIN (plan EIN) 98-7654321",
        "Recipient's name Avery Quinn",
        'Form 1099-R 1: Hardship distribution, paid Sep 30, 2026',
        '1 Gross distribution $12,345.00',
        '2a Taxable amount $12,345.00',
        '4 Federal income tax withheld $1,234.50',
        '7 Distribution code 1 (early distribution, no known exception)',
        'Form 945 required Yes',
        'Federal income tax withheld in 2026 $1,234.50',
        "Form 1099-R: the participant's copy by Feb 1, 2027; the IRS's by Mar 1, 2027 on paper or Mar 31, 2027 electronically.",
        'Jan 31, 2027 is a Sunday; due the next business day, Feb 1, 2027 (IRC 7503).',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text.replace(/\D/g, '')).not.toContain(OWNER_SSN.replace(/\D/g, ''));
      const audit = await app.database.db
        .selectFrom('audit_log')
        .select(['agent_id', 'action', 'object_type', 'object_id'])
        .where('participant_id', '=', owner.userId as string)
        .orderBy('id')
        .execute();
      // The test client entered admin mode first (decision 0297).
      expect(audit).toEqual([
        { agent_id: support.userId, action: 'enter_admin_mode', object_type: 'user', object_id: owner.userId },
        { agent_id: support.userId, action: 'generate', object_type: 'document', object_id: generated.body.document_id },
      ]);
      const again = await owner.post('/tax-forms/2026/document');
      expect(again.body.document_id).toBe(generated.body.document_id);
      expect(again.body.version_id).not.toBe(generated.body.version_id);
    });
  });
}
