import { describe, expect, test } from 'vitest';
import { SOURCE_MESSAGE, TAX_YEAR_MESSAGE } from '@/domain/statements';
import type { StatementsApi } from '@/ports/statements-api';
import { OCTOBER_CSV, OCTOBER_OFX } from '@/adapters/fakes/statement-files';
import { refusal } from './contract-kit';

/** A plan owner with an adopted plan and no statement yet; the subject's day is in November 2026. */
export interface StatementsSubject {
  api: StatementsApi;
}

const file = (text: string): Blob => new Blob([text], { type: 'text/csv' });

/**
 * The StatementsApi contract (decision 0333): what the in-memory fake and the HTTP adapter against the embedded server
 * both do. Amounts in cents; messages as docs/api/openapi.yaml and src/domain/statements give them.
 */
export function statementsApiContract(name: string, subject: () => Promise<StatementsSubject>): void {
  describe(`StatementsApi contract: ${name}`, () => {
    test('nothing imported: no statements, no transactions, a year not imported', async () => {
      const { api } = await subject();
      expect(await api.imports()).toEqual([]);
      expect(await api.transactions({ year: 2026 })).toEqual({ items: [], nextCursor: null });
      const year = await api.reconciliation(2026);
      expect(year).toMatchObject({ year: 2026, imported: false, reconciled: false });
      expect(year.months).toHaveLength(11);
    });

    test('a malformed file is refused naming its line, and a file of another kind as such; nothing is imported', async () => {
      const { api } = await subject();
      const bad = await refusal(api.importStatement(file(`${OCTOBER_CSV}\n2026-10-31,FEE,"12,x",1`), 'bad.csv'));
      expect(bad).toMatchObject({ status: 400, fields: { file: ['Line 4: the amount "12,x" is not a number'] } });
      const other = await refusal(api.importStatement(file('Hello, world'), 'notes.txt'));
      expect(other.status).toBe(400);
      expect((other.fields as { file: string[] }).file).toHaveLength(1);
      expect(await api.imports()).toEqual([]);
    });

    test('import, the same file again adds nothing, classify a contribution into the ledger: October reconciles', async () => {
      const { api } = await subject();
      const first = await api.importStatement(file(OCTOBER_CSV), 'october.csv');
      expect(first).toMatchObject({ added: 2, skipped: 0, duplicate: false });
      expect(first.statement).toMatchObject({
        fileName: 'october.csv',
        format: 'csv',
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        openingCents: 0,
        closingCents: 500_123,
        transactionCount: 2,
      });
      const again = await api.importStatement(file(OCTOBER_CSV), 'october-again.csv');
      expect(again).toMatchObject({ added: 0, duplicate: true });
      expect(again.statement.id).toBe(first.statement.id);
      expect((await api.imports()).map((i) => i.id)).toEqual([first.statement.id]);

      const { items } = await api.transactions({ year: 2026, month: 10 });
      expect(items.map((t) => [t.postedOn, t.description, t.amountCents, t.kind, t.ledger.status])).toEqual([
        ['2026-10-01', 'DEPOSIT QUINN LLC', 500_000, null, 'none'],
        ['2026-10-31', 'INTEREST PAID', 123, 'investment_income', 'none'],
      ]);
      expect((await api.transactions({ year: 2026, month: 9 })).items).toEqual([]);
      expect((await api.transactions({ year: 2026, status: 'unclassified' })).items.map((t) => t.id)).toEqual([items[0].id]);
      const before = await api.reconciliation(2026);
      expect(before.months[9]).toMatchObject({ month: 10, covered: true, reconciled: false, differenceCents: 500_000 });
      expect(before.months[9].differences).toEqual([
        expect.objectContaining({ transactionId: items[0].id, amountCents: 500_000, ledgerCents: 0, reason: 'Not classified' }),
      ]);

      const wrong = await refusal(api.classify(items[0].id, { kind: 'contribution', source: 'Bonus', taxYear: 2024 }));
      expect(wrong).toMatchObject({ status: 400, fields: { source: [SOURCE_MESSAGE], tax_year: [TAX_YEAR_MESSAGE] } });
      const deposit = await api.classify(items[0].id, { kind: 'contribution', source: 'Profit Sharing', taxYear: 2026 });
      expect(deposit).toMatchObject({ kind: 'contribution', source: 'Profit Sharing', taxYear: 2026, classifiedBy: 'owner' });
      expect(deposit.ledger).toMatchObject({ status: 'created', type: 'contribution', amountCents: 500_000, message: null });

      const after = await api.reconciliation(2026);
      expect(after.months[9]).toMatchObject({
        month: 10,
        openingCents: 0,
        moneyInCents: 500_123,
        moneyOutCents: 0,
        closingCents: 500_123,
        ledgerInCents: 500_123,
        differenceCents: 0,
        reconciled: true,
        differences: [],
      });
      expect(after.reconciled).toBe(false);
      expect(after.unreconciledMonths).not.toContain(10);
      expect(await api.importStatement(file(OCTOBER_CSV), 'october.csv')).toMatchObject({ added: 0, duplicate: true });
      expect((await api.transactions({ year: 2026, month: 10 })).items).toHaveLength(2);
    });

    test('an OFX statement: only the last four of the account, its period and stated balance; a fee guessed from its words', async () => {
      const { api } = await subject();
      const imported = await api.importStatement(new Blob([OCTOBER_OFX]), 'october.ofx');
      expect(imported).toMatchObject({ added: 2, duplicate: false });
      expect(imported.statement).toMatchObject({
        format: 'ofx',
        accountLast4: '6789',
        periodStart: '2026-10-01',
        periodEnd: '2026-10-31',
        openingCents: 0,
        closingCents: 497_500,
      });
      const { items } = await api.transactions({ year: 2026, month: 10 });
      expect(items.map((t) => [t.description, t.amountCents, t.kind])).toEqual([
        ['DEPOSIT QUINN LLC', 500_000, null],
        ['WIRE FEE', -2_500, 'fee'],
      ]);
      const noBalance = OCTOBER_OFX.replace(/<LEDGERBAL>.*<\/LEDGERBAL>\n/, '').replace('OCT-1', 'NOV-1');
      expect(await refusal(api.importStatement(new Blob([noBalance]), 'nobalance.ofx'))).toMatchObject({
        status: 400,
        fields: { file: ['The OFX statement has no closing balance (LEDGERBAL)'] },
      });
    });

    test('"use this for similar transactions" saves a rule; rules are listed with the built-in ones and removed', async () => {
      const { api } = await subject();
      await api.importStatement(file(OCTOBER_CSV), 'october.csv');
      const [deposit] = (await api.transactions({ year: 2026, month: 10 })).items;
      const short = await refusal(api.classify(deposit.id, { kind: 'transfer', saveRule: true, ruleText: 'QL' }));
      expect(short).toMatchObject({ status: 400, fields: { rule_text: ["The rule's text must be 3 to 100 characters"] } });
      await api.classify(deposit.id, { kind: 'transfer', saveRule: true, ruleText: 'QUINN LLC' });
      const { rules, builtIn } = await api.rules();
      expect(rules).toEqual([{ id: expect.any(String), contains: 'QUINN LLC', kind: 'transfer', source: null }]);
      expect(builtIn).toContainEqual({ contains: 'INTEREST', kind: 'investment_income', source: null });
      const made = await api.createRule({ contains: 'PAYROLL', kind: 'contribution', source: 'Deferral Pre-Tax' });
      expect(made).toEqual({ id: expect.any(String), contains: 'PAYROLL', kind: 'contribution', source: 'Deferral Pre-Tax' });
      expect(await refusal(api.createRule({ contains: 'X', kind: 'gift' }))).toMatchObject({
        status: 400,
        fields: { contains: ["The rule's text must be 3 to 100 characters"], kind: ['Choose what this transaction is'] },
      });
      await api.deleteRule(made.id);
      expect((await api.rules()).rules.map((r) => r.contains)).toEqual(['QUINN LLC']);
      expect((await refusal(api.deleteRule(made.id))).status).toBe(404);
    });
  });
}
