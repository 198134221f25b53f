import 'reflect-metadata';
import { describe, expect, test, vi } from 'vitest';
import { OCTOBER_CSV } from '@/adapters/fakes/statement-files';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeStatementsApi } from '@/adapters/fakes/fake-statements-api';
import { SOURCE_MESSAGE } from '@/domain/statements';
import { ApiError } from '@/ports/api-client';
import { ACTION_FAILED, TrustAccountViewModel } from '@/ui/trust-account/trust-account-view-model';

const csv = (text: string, name = 'october.csv'): File => new File([text], name, { type: 'text/csv' });

function setup() {
  const clock = new FakeClock(new Date('2026-11-23T12:00:00Z'));
  const statements = new FakeStatementsApi(clock);
  const vm = new TrustAccountViewModel(statements, clock);
  return { vm, statements };
}

describe('TrustAccountViewModel', () => {
  test('opens on this month; an import shows the month its statement ends in, and the same file again adds nothing', async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.monthName).toBe('November 2026');
    expect(vm.transactions).toEqual([]);
    await vm.importFile(csv(OCTOBER_CSV));
    expect(vm.notice).toBe('october.csv is imported: 2 transactions added.');
    expect(vm.monthName).toBe('October 2026');
    expect(vm.periodForm.text('month')).toBe('10');
    expect(vm.transactions.map((t) => t.description)).toEqual(['DEPOSIT QUINN LLC', 'INTEREST PAID']);
    expect(vm.monthFigures).toMatchObject({ reconciled: false, differenceCents: 500_000 });
    await vm.importFile(csv(OCTOBER_CSV));
    expect(vm.notice).toBe('october.csv was imported before: nothing was added.');
    expect(vm.transactions).toHaveLength(2);
    expect(vm.imports).toHaveLength(1);
  });

  test('a malformed file: the line is named beside the field and nothing is imported', async () => {
    const { vm, statements } = setup();
    await vm.load();
    await vm.importFile(csv(`${OCTOBER_CSV}\n2026-10-31,FEE,"12,x",1`, 'bad.csv'));
    expect(vm.fileMessages).toEqual(['Line 4: the amount "12,x" is not a number']);
    expect(vm.notice).toBeUndefined();
    expect(await statements.imports()).toEqual([]);
    await vm.importFile(csv(OCTOBER_CSV));
    expect(vm.fileMessages).toEqual([]);
  });

  test('classify the deposit as a Profit Sharing contribution: entered in the ledger, October reconciles', async () => {
    const { vm, statements } = setup();
    await vm.importFile(csv(OCTOBER_CSV));
    const deposit = vm.transactions[0];
    vm.select(deposit.id);
    expect(vm.kindChoices.map((c) => c.value)).not.toContain('fee');
    expect(vm.taxYearChoices.map((c) => c.value)).toEqual(['2026', '2025']);
    vm.classifyForm.set('kind', 'contribution');
    await vm.classify();
    expect(vm.classifyForm.messagesOf('source')).toEqual([SOURCE_MESSAGE]);
    expect(statements.calls.filter((c) => c.startsWith('classify'))).toEqual([]);
    vm.classifyForm.set('source', 'Profit Sharing');
    await vm.classify();
    expect(vm.selectedId).toBeUndefined();
    expect(vm.notice).toBe('DEPOSIT QUINN LLC is classified as Contribution.');
    expect(vm.transactions[0]).toMatchObject({ kind: 'contribution', source: 'Profit Sharing', taxYear: 2026 });
    expect(vm.transactions[0].ledger.status).toBe('created');
    expect(statements.ledger).toEqual([expect.objectContaining({ source: 'Profit Sharing', amountCents: 500_000 })]);
    expect(vm.monthFigures).toMatchObject({ reconciled: true, differenceCents: 0, differences: [] });
  });

  test('"use this for similar transactions" saves a rule, which can be deleted; a failed call keeps what was chosen', async () => {
    const { vm, statements } = setup();
    await vm.importFile(csv(OCTOBER_CSV));
    vm.select(vm.transactions[0].id);
    vm.classifyForm.set('kind', 'transfer');
    vm.classifyForm.set('save_rule', true);
    vm.classifyForm.set('rule_text', 'QU');
    await vm.classify();
    expect(vm.classifyForm.messagesOf('rule_text')).toEqual(["The rule's text must be 3 to 100 characters"]);
    vm.classifyForm.set('rule_text', 'QUINN');
    statements.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await vm.classify();
    expect(vm.failure).toBe(ACTION_FAILED);
    expect(vm.classifyForm.text('rule_text')).toBe('QUINN');
    await vm.classify();
    expect(vm.rules.map((r) => [r.contains, r.kind])).toEqual([['QUINN', 'transfer']]);
    expect(vm.notice).toBe('DEPOSIT QUINN LLC is classified as Transfer, and a rule is saved for similar transactions.');
    await vm.deleteRule(vm.rules[0].id);
    expect(vm.rules).toEqual([]);
    expect(vm.builtInRules.length).toBeGreaterThan(0);
  });

  test('a long month comes a page at a time', async () => {
    const { vm } = setup();
    const lines = Array.from({ length: 130 }, (_, i) => `2026-10-${String((i % 28) + 1).padStart(2, '0')},FEE ${i},-1.00`);
    await vm.importFile(csv(['Date,Description,Amount', ...lines].join('\n'), 'fees.csv'));
    expect(vm.transactions).toHaveLength(100);
    expect(vm.nextCursor).toBeDefined();
    await vm.loadMore();
    expect(vm.transactions).toHaveLength(130);
    expect(vm.nextCursor).toBeUndefined();
  });

  test('a month asked for while another is loading: the later answer stands, the earlier one is dropped', async () => {
    const { vm, statements } = setup();
    await vm.importFile(csv(OCTOBER_CSV));
    const transactions = statements.transactions.bind(statements);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    vi.spyOn(statements, 'transactions').mockImplementationOnce(async (q) => {
      await held;
      return transactions(q);
    });
    const september = vm.showPeriod(2026, 9);
    await vm.showPeriod(2026, 10);
    release();
    await september;
    expect(vm.monthName).toBe('October 2026');
    expect(vm.transactions.map((t) => t.postedOn)).toEqual(['2026-10-01', '2026-10-31']);
  });
});
