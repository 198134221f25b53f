import { describe, expect, test } from 'vitest';
import { statementsApiContract } from '@/adapters/contracts/statements-api.contract';
import { OCTOBER_CSV } from './statement-files';
import { ApiError } from '@/ports/api-client';
import { FakeClock } from './fake-clock';
import { FakeStatementsApi } from './fake-statements-api';

const NOW = new Date('2026-11-23T10:00:00Z');

statementsApiContract('FakeStatementsApi', async () => ({ api: new FakeStatementsApi(new FakeClock(NOW)) }));

describe('FakeStatementsApi', () => {
  test('a contribution deposit already in the ledger is matched, not entered again', async () => {
    const statements = new FakeStatementsApi(new FakeClock(NOW));
    statements.ledger.push({ id: 'c-1', source: 'Profit Sharing', amountCents: 500_000, depositDate: '2026-10-03' });
    await statements.importStatement(new Blob([OCTOBER_CSV]), 'october.csv');
    const [deposit] = (await statements.transactions({ year: 2026, month: 10 })).items;
    const classified = await statements.classify(deposit.id, { kind: 'contribution', source: 'Profit Sharing', taxYear: 2026 });
    expect(classified.ledger).toMatchObject({ status: 'matched', id: 'c-1' });
    expect(statements.ledger).toHaveLength(1);
  });

  test('pages by cursor; failNext fails the next call once; calls are recorded', async () => {
    const statements = new FakeStatementsApi(new FakeClock(NOW));
    await statements.importStatement(new Blob([OCTOBER_CSV]), 'october.csv');
    const first = await statements.transactions({ year: 2026, limit: 1 });
    expect(first.items.map((t) => t.description)).toEqual(['DEPOSIT QUINN LLC']);
    const second = await statements.transactions({ year: 2026, limit: 1, cursor: first.nextCursor as string });
    expect(second).toMatchObject({ items: [{ description: 'INTEREST PAID' }], nextCursor: null });
    statements.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(statements.imports()).rejects.toThrow('Network Error');
    expect(statements.calls).toEqual(['importStatement', 'transactions', 'transactions', 'imports']);
  });
});
