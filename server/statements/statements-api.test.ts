import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfBytes } from '../library/upload-test-kit';
import { databaseLegs } from '../test-support/database-legs';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import type { TestClient } from '../test-support/test-client';
import { csvStatement, type Line, ofxStatement, uploadStatement } from './statement-test-kit';
import { saveCompletedStep } from '../test-support/saved-step';

const NOW = new Date('2026-11-23T10:00:00Z');

const MARCH: Line[] = [
  ['2026-03-02', 'ACME 401K DEFERRAL', 50000],
  ['2026-03-05', 'MONTHLY SERVICE FEE', -1500],
  ['2026-03-20', 'INTEREST PAYMENT', 123],
  ['2026-03-25', 'ONLINE PAYMENT ACME LLC', 200000],
];

for (const leg of await databaseLegs()) {
  describe(`statements API (${leg.name})`, () => {
    let app: TestApp;

    async function rows(client: TestClient, query: Record<string, string> = {}): Promise<Array<Record<string, any>>> {
      const page = await client.get('/statements/transactions', { query });
      expect(page.status).toBe(200);
      return page.body.items;
    }

    beforeAll(async () => {
      app = await startTestApp({ database: await leg.open(), clock: () => NOW, supportEmails: ['support-stmt@example.com'] });
    });
    afterAll(async () => {
      await app.close();
      await app.database.close();
    });

    test('a CSV statement imports once, classified by the built-in rules; the same file again adds nothing', async () => {
      const ada = await app.signIn('ada-stmt@example.com');
      const file = csvStatement(MARCH, 100000);
      const first = await uploadStatement(ada, file, 'march.csv');
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        import: {
          id: expect.any(String),
          file_name: 'march.csv',
          format: 'csv',
          account_last4: null,
          period_start: '2026-03-02',
          period_end: '2026-03-25',
          opening_balance_cents: 100000,
          closing_balance_cents: 348623,
          transaction_count: 4,
          imported_at: NOW.toISOString(),
        },
        added: 4,
        skipped: 0,
        duplicate: false,
      });
      const again = await uploadStatement(ada, file, 'march-again.csv');
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ import: { id: first.body.import.id }, added: 0, skipped: 4, duplicate: true });
      expect((await ada.get('/statements')).body).toHaveLength(1);
      const items = await rows(ada);
      expect(items.map((t) => [t.posted_on, t.amount_cents, t.kind, t.source, t.tax_year, t.classified_by])).toEqual([
        ['2026-03-02', 50000, 'contribution', 'Deferral Pre-Tax', 2026, 'built_in'],
        ['2026-03-05', -1500, 'fee', null, null, 'built_in'],
        ['2026-03-20', 123, 'investment_income', null, null, 'built_in'],
        ['2026-03-25', 200000, null, null, null, null],
      ]);
      expect(items[0].ledger).toEqual({
        status: 'unmatched',
        type: 'contribution',
        id: null,
        amount_cents: null,
        message:
          'No Deferral Pre-Tax deposit of $500.00 within 5 days of 2026-03-02 in the ledger: confirm the class to enter it',
      });
      expect(items[1]).toMatchObject({ kind_label: 'Fee', amount: -15, ledger: { status: 'none' } });
      // The same lines in another file (another name of a column, a different header) are the same transactions.
      const copy = await uploadStatement(ada, csvStatement(MARCH, 100000, 'Posted Date,Memo,Transaction Amount,Running Balance'));
      expect(copy.body).toMatchObject({ added: 0, skipped: 4, duplicate: false });
    });

    test("an OFX statement keeps only the account number's last four, checks LEDGERBAL and skips FITIDs seen before", async () => {
      const bea = await app.signIn('bea-stmt@example.com');
      const jan: Line[] = [
        ['2026-01-05', 'DIVIDEND FUND A', 2500],
        ['2026-01-15', 'WIRE & CO', -10000],
      ];
      const first = await uploadStatement(
        bea,
        ofxStatement(jan, { start: '20260101', end: '20260131', closing: 92500 }),
        'jan.qfx',
      );
      expect(first.status).toBe(201);
      expect(first.body.import).toMatchObject({
        format: 'ofx',
        account_last4: '6789',
        period_start: '2026-01-01',
        period_end: '2026-01-31',
        opening_balance_cents: 100000,
        closing_balance_cents: 92500,
      });
      const stored = JSON.stringify([
        await app.database.db.selectFrom('statement_imports').selectAll().execute(),
        await app.database.db.selectFrom('statement_transactions').selectAll().execute(),
      ]);
      expect(stored).not.toContain('123456789');
      expect((await rows(bea)).map((t) => [t.description, t.kind])).toEqual([
        ['DIVIDEND FUND A', 'investment_income'],
        ['WIRE & CO', null],
      ]);
      // February follows January: its LEDGERBAL must be January's closing plus February's transactions.
      const feb: Line[] = [['2026-02-03', 'BANK FEE', -500]];
      const wrong = await uploadStatement(bea, ofxStatement(feb, { start: '20260201', end: '20260228', closing: 95000 }));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        error: 'validation',
        fields: {
          file: [
            "Line 36: the closing balance 950.00 is not the opening balance 925.00 (the previous statement's closing balance) plus the transactions -5.00 (920.00)",
          ],
        },
      });
      const right = await uploadStatement(
        bea,
        ofxStatement([...jan, ...feb], { start: '20260105', end: '20260228', closing: 92000 }),
      );
      expect(right.status).toBe(201);
      expect(right.body).toMatchObject({ added: 1, skipped: 2 });
      expect(await rows(bea)).toHaveLength(3);
    });

    test('a malformed line is named and nothing is imported; a file of neither format is refused by content', async () => {
      const cy = await app.signIn('cy-stmt@example.com');
      const lines: Line[] = Array.from({ length: 20 }, (_, i) => [`2026-04-${String(i + 1).padStart(2, '0')}`, `LINE ${i}`, 100]);
      const broken = csvStatement(lines).split('\n');
      broken[13] = '2026-04-13,LINE 12,"12,x",13.00';
      const bad = await uploadStatement(cy, broken.join('\n'));
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ error: 'validation', fields: { file: ['Line 14: the amount "12,x" is not a number'] } });
      const badDate = csvStatement(lines).replace('2026-04-05', '2026-02-30');
      expect((await uploadStatement(cy, badDate)).body.fields.file).toEqual([
        'Line 6: the date "2026-02-30" is not a date (write it as YYYY-MM-DD or MM/DD/YYYY)',
      ]);
      const badBalance = csvStatement(lines).replace('2026-04-07,"LINE 6",1.00,7.00', '2026-04-07,"LINE 6",1.00,8.00');
      expect((await uploadStatement(cy, badBalance)).body.fields.file).toEqual([
        'Line 8: the balance 8.00 is not the balance before it plus the amount (7.00)',
      ]);
      const unclosed = await uploadStatement(cy, 'Date,Description,Amount\n2026-04-01,"open quote,1.00\n');
      expect(unclosed.body.fields.file).toEqual(['Line 2: a quoted value is not closed']);
      const long = await uploadStatement(cy, `Date,Description,Amount\n2026-04-01,${'x'.repeat(20_000)},1.00\n`);
      expect(long.body.fields.file).toEqual(['Line 2: the line is longer than 10000 characters']);
      const badOfx = ofxStatement([['2026-04-01', 'X', 100]], { start: '20260401', end: '20260430', closing: 100 }).replace(
        '<TRNAMT>1.00',
        '<TRNAMT>1.0.0',
      );
      expect((await uploadStatement(cy, badOfx)).body.fields.file).toEqual(['Line 30: the amount "1.0.0" is not a number']);
      const neither = 'The file is neither a CSV nor an OFX/QFX statement';
      expect((await uploadStatement(cy, pdfBytes(), 'statement.csv')).body).toEqual({
        error: 'validation',
        fields: { file: [neither] },
      });
      expect((await uploadStatement(cy, 'Date,Description,Amount\n2026-04-01,A\u0000B,1.00\n')).body.fields.file).toEqual([
        neither,
      ]);
      expect((await uploadStatement(cy, 'just some words\nwithout columns\n')).body.fields.file).toEqual([neither]);
      expect((await uploadStatement(cy, 'When,What\n2026-04-01,A\n')).body.fields.file).toEqual([
        'Line 1: the header row must name a date column, a description column and an amount column (or debit and credit columns)',
      ]);
      const json = await cy.post('/statements', { file: 'x' });
      expect(json.status).toBe(400);
      expect(json.body.error).toBe('validation');
      expect((await cy.get('/statements')).body).toEqual([]);
      expect(await rows(cy)).toEqual([]);
      // Odd Unicode in a description is kept as written.
      const odd = await uploadStatement(cy, csvStatement([['2026-04-01', 'Caf\u00e9 \u202eFEE\u202c \u{1F600}', -100]]));
      expect(odd.status).toBe(201);
      expect((await rows(cy))[0].description).toBe('Caf\u00e9 \u202eFEE\u202c \u{1F600}');
    });

    test('two identical imports at once add the transactions once', async () => {
      const dan = await app.signIn('dan-stmt@example.com');
      const file = csvStatement(MARCH);
      const answers = await Promise.all([1, 2, 3].map(() => uploadStatement(dan, file)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
      expect((await dan.get('/statements')).body).toHaveLength(1);
      expect(await rows(dan)).toHaveLength(4);
    });

    test('classifying creates the contribution through the ledger once, matches an existing one, flags a mismatch', async () => {
      const eve = await app.signIn('eve-stmt@example.com');
      expect(
        (await eve.post('/contributions', { source: 'Profit Sharing', amount: 2000, deposit_date: '2026-03-27', tax_year: 2026 }))
          .status,
      ).toBe(201);
      expect(
        (await eve.post('/contributions', { source: 'Employer Match', amount: 1999, deposit_date: '2026-03-04', tax_year: 2026 }))
          .status,
      ).toBe(201);
      await uploadStatement(eve, csvStatement([...MARCH, ['2026-03-04', 'EMPLOYER MATCH ACME', 200000]]));
      const [deferral, match, , , payment] = await rows(eve);
      expect(match.ledger).toMatchObject({
        status: 'mismatch',
        type: 'contribution',
        amount_cents: 199900,
        message: 'The ledger entry is $1,999.00; the statement shows $2,000.00',
      });

      const invalid = await eve.put(`/statements/transactions/${payment.id}`, { kind: 'contribution', tax_year: 2024 });
      expect(invalid.body.fields).toEqual({
        source: [
          "Choose the contribution's source: Deferral Pre-Tax, Deferral Roth, Profit Sharing, Roll Overs, After Tax, Employer Match",
        ],
        tax_year: ['Enter the tax year: the year of the deposit or the year before'],
      });
      const fee = (await rows(eve))[2];
      expect(
        (await eve.put(`/statements/transactions/${fee.id}`, { kind: 'contribution', source: 'After Tax', tax_year: 2026 })).body
          .fields,
      ).toEqual({
        kind: ['Contribution is money into the trust account: this transaction is money out'],
      });
      expect((await eve.put(`/statements/transactions/${payment.id}`, { kind: 'gift' })).status).toBe(400);
      expect((await eve.put('/statements/transactions/nope', { kind: null })).status).toBe(404);

      const matched = await eve.put(`/statements/transactions/${payment.id}`, {
        kind: 'contribution',
        source: 'Profit Sharing',
        tax_year: 2026,
      });
      expect(matched.status).toBe(200);
      expect(matched.body.ledger).toMatchObject({ status: 'matched', type: 'contribution', amount_cents: 200000, message: null });
      expect((await eve.get('/contributions')).body).toHaveLength(2);

      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          eve.put(`/statements/transactions/${deferral.id}`, { kind: 'contribution', source: 'Deferral Roth', tax_year: 2026 }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const ledger = (await eve.get('/contributions')).body as Array<Record<string, unknown>>;
      expect(ledger).toHaveLength(3);
      const created = ledger.find((c) => c.source === 'Deferral Roth');
      expect(created).toMatchObject({ amount: 500, deposit_date: '2026-03-02', tax_year: 2026, reference: 'ACME 401K DEFERRAL' });
      const after = (await rows(eve))[0];
      expect(after.ledger).toEqual({
        status: 'created',
        type: 'contribution',
        id: created?.id,
        amount_cents: 50000,
        message: null,
      });
      expect((await eve.get(`/contributions/${created?.id}/history`)).body.map((e: { action: string }) => e.action)).toEqual([
        'create',
      ]);
      // Cleared, the entry it created leaves the ledger (its trail keeps it).
      const cleared = await eve.put(`/statements/transactions/${deferral.id}`, { kind: null });
      expect(cleared.body).toMatchObject({ kind: null, classified_by: null, ledger: { status: 'none' } });
      expect((await eve.get('/contributions')).body).toHaveLength(2);
      const trail = await app.database.db
        .selectFrom('statement_events')
        .select(['action', 'agent_id'])
        .where('transaction_id', '=', deferral.id)
        .orderBy('seq')
        .execute();
      expect(trail.map((e) => e.action)).toEqual(['classify', 'classify', 'classify', 'classify']);
    });

    test('a loan repayment matches a recorded repayment of the same amount within 5 days', async () => {
      const fay = await app.signIn('fay-stmt@example.com');
      const db = app.database.db;
      const loan = crypto.randomUUID();
      await db
        .insertInto('loans')
        .values({
          id: loan,
          user_id: fay.userId as string,
          status: 'active',
          amount_cents: 1_000_000,
          purpose: 'general',
          term_months: 12,
          frequency: 'monthly',
          annual_rate_bps: 850,
          start_date: '2026-01-01',
          document_id: null,
          signer_name: null,
          signed_at: null,
          created_at: NOW,
          updated_at: NOW,
        })
        .execute();
      const repayment = crypto.randomUUID();
      await db
        .insertInto('loan_repayments')
        .values({
          id: repayment,
          user_id: fay.userId as string,
          loan_id: loan,
          amount_cents: 87_000,
          paid_on: '2026-03-01',
          agent_id: 'x',
          created_at: NOW,
        })
        .execute();
      await uploadStatement(
        fay,
        csvStatement([
          ['2026-03-03', 'LOAN PAYMENT', 87_000],
          ['2026-04-03', 'LOAN PAYMENT', 87_000],
        ]),
      );
      const [march, april] = await rows(fay);
      expect(march).toMatchObject({
        kind: 'loan_repayment',
        classified_by: 'built_in',
        ledger: { status: 'matched', id: repayment },
      });
      expect(april.ledger).toEqual({
        status: 'unmatched',
        type: 'loan_repayment',
        id: null,
        amount_cents: null,
        message:
          'No loan repayment of $870.00 within 5 days of 2026-04-03: record it in Loans, then classify this transaction again',
      });
      expect(
        (await fay.get('/statements/transactions', { query: { status: 'flagged' } })).body.items.map((t: { id: string }) => t.id),
      ).toEqual([april.id]);
      const other = await fay.put(`/statements/transactions/${april.id}`, { kind: 'loan_repayment', loan_id: 'not-a-loan' });
      expect(other.body.fields).toEqual({ loan_id: ['Loan not found'] });
    });

    test('a rollover in, an asset purchase and a distribution match their records; one without a record names where to record it', async () => {
      const hal = await app.signIn('hal-stmt@example.com');
      await saveCompletedStep(app.database.db, hal.userId as string, 'planDetails', {}, NOW);
      await saveCompletedStep(app.database.db, hal.userId as string, 'personalDetails', { DOB: '1980-02-01' }, NOW);
      const deposit = (source: string, amount: number) => ({ source, amount, deposit_date: '2026-11-02', tax_year: 2026 });
      expect((await hal.post('/contributions', deposit('Roll Overs', 25000))).status).toBe(201);
      expect((await hal.post('/contributions', deposit('Profit Sharing', 20000))).status).toBe(201);
      const gold = {
        type: 'precious_metals',
        subtype: 'bullion',
        precious_metals_child_type: 'gold',
        custodian: 'Delaware Depository',
        record_type: 'purchase',
        purchase_price: 1999.99,
        related_party: false,
      };
      const bought = await hal.post('/assets', gold);
      expect(bought.status).toBe(201);
      const paid = await hal.post('/distributions', {
        kind: 'separation',
        amount: 10000,
        sources: ['profit_sharing'],
        payment_method: 'check',
        withholding_percent: 20,
        spouse_consent: true,
      });
      expect(paid.status).toBe(201);
      const support = (await app.signIn('support-stmt@example.com')).withHeaders({ 'x-act-as': hal.userId as string });
      for (const status of ['approved', 'paid'])
        expect((await support.post(`/distributions/${paid.body.id}/status`, { status })).status).toBe(200);

      await uploadStatement(
        hal,
        csvStatement([
          ['2026-11-02', 'ROLLOVER FROM FIDELITY', 2_500_000],
          ['2026-11-20', 'DEPOSITORY WIRE', -199_999],
          ['2026-11-21', 'ROLLOVER FROM VANGUARD', 1_000_000],
          ['2026-11-23', 'CHECK 101 DISTRIBUTION', -800_000],
        ]),
      );
      const [fidelity, wire, vanguard, check] = await rows(hal);
      expect(fidelity).toMatchObject({
        kind: 'rollover_in',
        ledger: { status: 'matched', type: 'contribution', amount_cents: 2_500_000 },
      });
      // The distribution's $10,000 left the trust account as $8,000: the $2,000 withheld went to the IRS.
      expect(check).toMatchObject({
        kind: 'distribution',
        ledger: { status: 'matched', type: 'distribution', id: paid.body.id, amount_cents: 800_000 },
      });
      expect(vanguard.ledger).toEqual({
        status: 'unmatched',
        type: 'contribution',
        id: null,
        amount_cents: null,
        message:
          'No received rollover (Roll Overs deposit) of $10,000.00 within 5 days of 2026-11-21: record it in Rollovers, then classify this transaction again',
      });
      const classified = await hal.put(`/statements/transactions/${wire.id}`, { kind: 'asset_purchase' });
      expect(classified.status).toBe(200);
      expect(classified.body.ledger).toMatchObject({ status: 'matched', type: 'asset_transaction', amount_cents: 199_999 });
      // Nothing was typed twice: the ledger still has its two deposits.
      expect((await hal.get('/contributions')).body).toHaveLength(2);
      const november = (await hal.get('/statements/reconciliation', { query: { year: '2026' } })).body.months.find(
        (m: { month: number }) => m.month === 11,
      );
      // The matched ones agree with the ledger; the unrecorded rollover is listed (and the month is not over yet).
      const listed = november.differences.map((d: { description: string }) => d.description);
      expect(listed).toContain('ROLLOVER FROM VANGUARD');
      for (const matched of ['ROLLOVER FROM FIDELITY', 'DEPOSITORY WIRE', 'CHECK 101 DISTRIBUTION'])
        expect(listed).not.toContain(matched);
    });

    test("the owner's rules classify on import, a correction can save one, and rules are listed and removed", async () => {
      const gus = await app.signIn('gus-stmt@example.com');
      const rule = await gus.post('/statements/rules', { contains: 'acme llc', kind: 'contribution', source: 'Profit Sharing' });
      expect(rule.status).toBe(201);
      expect(rule.body).toEqual({
        id: expect.any(String),
        contains: 'acme llc',
        kind: 'contribution',
        source: 'Profit Sharing',
        created_at: NOW.toISOString(),
      });
      expect((await gus.post('/statements/rules', { contains: 'ab', kind: 'fee' })).body.fields).toEqual({
        contains: ["The rule's text must be 3 to 100 characters"],
      });
      expect((await gus.post('/statements/rules', { contains: 'ab\u0007cd', kind: 'fee' })).body).toEqual({
        error: 'validation',
        fields: { contains: ["The rule's text cannot contain control characters"] },
      });
      await uploadStatement(gus, csvStatement(MARCH));
      const items = await rows(gus);
      expect(items[3]).toMatchObject({
        kind: 'contribution',
        source: 'Profit Sharing',
        tax_year: 2026,
        classified_by: 'rule',
        rule_id: rule.body.id,
      });
      // Correcting the interest line as a transfer saves a rule that classifies the same words of the next import.
      const fixed = await gus.put(`/statements/transactions/${items[2].id}`, {
        kind: 'transfer',
        save_rule: true,
        rule_text: 'INTEREST PAY',
      });
      expect(fixed.body).toMatchObject({ kind: 'transfer', classified_by: 'owner' });
      const listed = (await gus.get('/statements/rules')).body;
      expect(listed.rules.map((r: { contains: string; kind: string }) => [r.contains, r.kind])).toEqual([
        ['INTEREST PAY', 'transfer'],
        ['acme llc', 'contribution'],
      ]);
      expect(listed.built_in).toContainEqual({ contains: 'INTEREST', kind: 'investment_income', source: null });
      await uploadStatement(gus, csvStatement([['2026-04-20', 'INTEREST PAYMENT', 99]]));
      expect((await rows(gus, { year: '2026', month: '4' }))[0]).toMatchObject({ kind: 'transfer', classified_by: 'rule' });
      expect((await gus.delete(`/statements/rules/${rule.body.id}`)).status).toBe(204);
      expect((await gus.delete(`/statements/rules/${rule.body.id}`)).status).toBe(404);
      expect((await gus.get('/statements/rules')).body.rules).toHaveLength(1);
      expect((await rows(gus))[3].kind).toBe('contribution');
    });

    test('the reconciliation per month and year; the 5500-EZ names the months that do not reconcile', async () => {
      const hal = await app.signIn('hal-stmt@example.com');
      const lines: Line[] = [];
      for (let m = 1; m <= 12; m++) {
        const mm = String(m).padStart(2, '0');
        lines.push([`2025-${mm}-10`, 'INTEREST', 1000 + m], [`2025-${mm}-20`, 'ACCOUNT FEE', -250]);
      }
      lines.push(['2025-03-15', 'MYSTERY CREDIT', 5000], ['2025-05-12', 'ACME 401K DEFERRAL', 300000]);
      const file = ofxStatement(lines, {
        start: '20250101',
        end: '20251231',
        closing: 50000 + lines.reduce((s, l) => s + l[2], 0),
      });
      expect((await uploadStatement(hal, file)).status).toBe(201);
      const rec = (await hal.get('/statements/reconciliation', { query: { year: '2025' } })).body;
      expect(rec).toMatchObject({ year: 2025, imported: true, reconciled: false, unreconciled_months: [3, 5] });
      expect(rec.months).toHaveLength(12);
      expect(rec.months[0]).toEqual({
        month: 1,
        covered: true,
        opening_cents: 50000,
        money_in_cents: 1001,
        money_out_cents: 250,
        closing_cents: 50751,
        ledger_in_cents: 1001,
        ledger_out_cents: 250,
        difference_cents: 0,
        reconciled: true,
        differences: [],
      });
      expect(rec.months[2]).toMatchObject({
        opening_cents: 51503,
        money_in_cents: 6003,
        ledger_in_cents: 1003,
        difference_cents: 5000,
        reconciled: false,
      });
      expect(rec.months[2].differences).toEqual([
        {
          transaction_id: expect.any(String),
          posted_on: '2025-03-15',
          description: 'MYSTERY CREDIT',
          amount_cents: 5000,
          ledger_cents: 0,
          reason: 'Not classified',
        },
      ]);
      expect(rec.year_total).toMatchObject({
        month: null,
        opening_cents: 50000,
        money_in_cents: 12078 + 5000 + 300000,
        money_out_cents: 3000,
        difference_cents: 305000,
      });
      expect((await hal.get('/form-5500-ez/2025')).body.statements).toEqual({
        reconciled: false,
        unreconciled_months: [3, 5],
        message:
          'The trust account does not reconcile for March and May 2025: review the statements before preparing the 5500-EZ',
      });
      const mystery = (await rows(hal, { year: '2025', month: '3' })).find((t) => t.description === 'MYSTERY CREDIT');
      await hal.put(`/statements/transactions/${mystery?.id}`, { kind: 'transfer' });
      expect((await hal.get('/statements/transactions', { query: { year: '2025', status: 'unclassified' } })).body.items).toEqual(
        [],
      );
      const may = (await hal.get('/statements/reconciliation', { query: { year: '2025' } })).body.months[4];
      expect(may.differences).toEqual([
        {
          transaction_id: expect.any(String),
          posted_on: '2025-05-12',
          description: 'ACME 401K DEFERRAL',
          amount_cents: 300000,
          ledger_cents: 0,
          reason:
            'No Deferral Pre-Tax deposit of $3,000.00 within 5 days of 2025-05-12 in the ledger: confirm the class to enter it',
        },
      ]);
      const deferral = await hal.put(`/statements/transactions/${may.differences[0].transaction_id}`, {
        kind: 'contribution',
        source: 'Deferral Pre-Tax',
        tax_year: 2025,
      });
      expect(deferral.body.ledger).toMatchObject({ status: 'created', amount_cents: 300000 });
      const agreed = (await hal.get('/statements/reconciliation', { query: { year: '2025' } })).body;
      expect(agreed).toMatchObject({
        reconciled: true,
        unreconciled_months: [],
        year_total: { difference_cents: 0, closing_cents: 50000 + 12078 + 5000 + 300000 - 3000 },
      });
      expect((await hal.get('/form-5500-ez/2025')).body.statements).toEqual({
        reconciled: true,
        unreconciled_months: [],
        message: null,
      });
      // A year without imported statements has no check, and months without a statement do not reconcile.
      expect((await hal.get('/form-5500-ez/2024')).body.statements).toBeUndefined();
      await uploadStatement(hal, csvStatement([['2026-02-10', 'INTEREST', 10]]));
      const partial = (await hal.get('/statements/reconciliation', { query: { year: '2026' } })).body;
      expect(partial.unreconciled_months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(partial.months[0].differences[0].reason).toBe('No imported statement covers every day of January 2026');
      expect((await hal.get('/statements/reconciliation', { query: { year: 'x' } })).status).toBe(400);
    });

    test('a year of busy daily transactions (3,000 lines) imports within the bound, and pages through', async () => {
      const ivy = await app.signIn('ivy-stmt@example.com');
      const lines: Line[] = [];
      for (let i = 0; i < 3000; i++) {
        const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 8.25) * 86_400_000).toISOString().slice(0, 10);
        lines.push([day, i % 3 === 0 ? `CARD FEE ${i}` : `DEPOSIT ${i}`, i % 3 === 0 ? -(100 + i) : 1000 + i]);
      }
      const started = performance.now();
      const answer = await uploadStatement(ivy, csvStatement(lines, 1_000_000));
      const seconds = (performance.now() - started) / 1000;
      expect(answer.status).toBe(201);
      expect(answer.body.added).toBe(3000);
      expect(seconds).toBeLessThan(30);
      const first = (await ivy.get('/statements/transactions', { query: { limit: '500' } })).body;
      expect(first.items).toHaveLength(500);
      const second = (await ivy.get('/statements/transactions', { query: { limit: '500', cursor: first.next_cursor } })).body;
      expect(second.items[0].id).not.toBe(first.items[499].id);
      expect(second.items[0].posted_on >= first.items[499].posted_on).toBe(true);
      expect((await ivy.get('/statements/transactions', { query: { cursor: 'garbage' } })).body.fields).toEqual({
        cursor: ['The cursor is not valid: start from the first page'],
      });
      expect((await ivy.get('/statements/transactions', { query: { month: '3' } })).body.fields).toEqual({
        month: ['Choose the year of the month'],
      });
    }, 120_000);

    test('support in admin mode imports and classifies for the participant, audited', async () => {
      const jo = await app.signIn('jo-stmt@example.com');
      expect((await jo.get('/statements')).body).toEqual([]);
      const support = (await app.signIn('support-stmt@example.com')).withHeaders({ 'x-act-as': jo.userId as string });
      // A read enters admin mode for Jo first (the upload helper sends its own headers).
      expect((await support.get('/statements')).body).toEqual([]);
      const made = await uploadStatement(support, csvStatement(MARCH), 'march.csv', { 'x-act-as': jo.userId as string });
      expect(made.status).toBe(201);
      const fee = (await rows(jo))[1];
      expect((await support.put(`/statements/transactions/${fee.id}`, { kind: 'fee' })).status).toBe(200);
      const audit = await app.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('object_id', 'in', [made.body.import.id, fee.id])
        .orderBy('at')
        .execute();
      expect(audit.map((a) => [a.participant_id, a.action, a.object_type])).toEqual([
        [jo.userId, 'upload', 'statement'],
        [jo.userId, 'classify', 'statement_transaction'],
      ]);
    });
  });
}
