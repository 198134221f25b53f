import 'reflect-metadata';
import { Container } from 'inversify';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { FixedUserLocale } from '@/adapters/fakes/fixed-user-locale';
import { UserLocale } from '@/ports/user-locale';
import { LedgerTable } from '@/ui/contributions/ledger-table';
import type { ContributionsViewModel } from '@/ui/contributions/contributions-view-model';
import { FakeAssetsApi } from '@/adapters/fakes/fake-assets-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { planAssetFixture } from '@/domain/assets/asset-record-fixtures';
import { assetsHomeTile } from '@/ui/assets/assets-home-tile';
import {
  formatCents,
  formatCount,
  formatDate,
  formatMoney,
  formatTime,
  readLocaleFrom,
  screenLocale,
} from '@/ui/kit/locale-format';
import { libraryTileState } from '@/ui/library/library-home-tile';
import { formatInstant } from '@/ui/support/audit-labels';
import { LoanSchedule } from '@/ui/loans/loan-schedule';
import { ContainerProvider } from '@/ui/shell/container-context';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { fakeTilePorts } from '@/ui/home/home-tile-test-kit';

// Registered before the root's hooks, so it runs after the root is unmounted.
afterEach(() => {
  readLocaleFrom(undefined);
});
const view = reactRootPerTest();

/** Renders `element` under the ContainerProvider of a container whose UserLocale fake answers `locale`. */
async function renderIn(locale: string | undefined, element: ReactElement): Promise<HTMLElement> {
  const container = new Container({ autobind: true });
  container.bind(UserLocale).toConstantValue(new FixedUserLocale(locale));
  return view.render(<ContainerProvider container={container}>{element}</ContainerProvider>);
}

const payment = {
  number: 1,
  dueDate: '2026-12-23',
  paymentCents: 1_234_56,
  interestCents: 125_00,
  principalCents: 1_109_56,
  balanceCents: 28_890_44,
};
const ledger = {
  taxYear: 2026,
  entries: [{ id: 'e1', depositDate: '2026-11-23', source: 'Employee deferral', amountCents: 123_456, reference: null }],
  startEdit: () => undefined,
} as unknown as ContributionsViewModel;

const CASES = [
  { locale: 'de-DE', due: '23. Dez. 2026', money: '1.234,56\u00a0$', balance: '28.890,44\u00a0$', deposited: '23. Nov. 2026' },
  { locale: 'en-US', due: 'Dec 23, 2026', money: '$1,234.56', balance: '$28,890.44', deposited: 'Nov 23, 2026' },
] as const;

describe("every area's screens write money and dates in the user's locale (decision 0205)", () => {
  test.each(CASES)("the loans page's schedule in $locale", async ({ locale, due, money, balance }) => {
    const el = await renderIn(locale, <LoanSchedule rows={[payment]} />);
    const cells = [...el.querySelectorAll('tbody tr')[0].children].map((c) => c.textContent);
    expect(cells).toEqual(['1', due, money, locale === 'de-DE' ? '125,00\u00a0$' : '$125.00', expect.any(String), balance]);
  });

  test.each(CASES)("the contributions page's deposits in $locale", async ({ locale, money, deposited }) => {
    const el = await renderIn(locale, <LedgerTable vm={ledger} />);
    const cells = [...el.querySelectorAll('tbody tr')[0].children].map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual([deposited, 'Employee deferral', money]);
    expect(el.querySelector('tbody button')?.getAttribute('aria-label')).toBe(`Change the deposit of ${money} on ${deposited}`);
  });

  test('no locale known, or no container: en-US', async () => {
    const el = await renderIn(undefined, <LoanSchedule rows={[payment]} />);
    expect(el.querySelector('tbody tr td:nth-child(3)')?.textContent).toBe('$1,234.56');
    readLocaleFrom(undefined);
    expect(screenLocale()).toBeUndefined();
    expect([formatMoney(550, { compact: true }), formatCents(123456), formatDate('2026-11-23')]).toEqual([
      '$550',
      '$1,234.56',
      'Nov 23, 2026',
    ]);
  });

  test("a locale the caller names wins over the user's", () => {
    readLocaleFrom(new FixedUserLocale('de-DE'));
    expect(formatMoney(1234.56)).toBe('1.234,56\u00a0$');
    expect(formatMoney(1234.56, { locale: 'en-US' })).toBe('$1,234.56');
    expect(formatDate('2026-11-23', { locale: 'en-GB' })).toBe('23 Nov 2026');
  });
});

describe('times, counts and tiles follow the same locale (decision 0205)', () => {
  test('a time of day and a count in de-DE and en-US', () => {
    readLocaleFrom(new FixedUserLocale('de-DE'));
    const utc = { hourCycle: 'h23', timeZone: 'UTC' } as const;
    expect(formatTime('2026-11-23T15:05:00Z', utc)).toBe('15:05');
    expect(formatInstant('2026-01-10T23:59:00.000Z')).toBe('10. Jan. 2026, 23:59 UTC');
    expect(formatCount(1234)).toBe('1.234');
    readLocaleFrom(new FixedUserLocale('en-US'));
    expect(formatTime('2026-11-23T15:05:00Z', { timeZone: 'UTC' })).toBe('3:05 PM');
    expect(formatInstant('2026-01-10T23:59:00.000Z')).toBe('Jan 10, 2026, 23:59 UTC');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatTime('not a time')).toBe('');
  });

  test("the assets and library tiles in the tile context's locale", async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const ports = {
      ...fakeTilePorts(),
      assets: new FakeAssetsApi(new FakeClock(now)).seed(planAssetFixture({ purchaseTotalCents: 1234_56 })),
    };
    expect((await assetsHomeTile.load(ports, { now, locale: 'de-DE' })).facts).toEqual([
      { label: 'Assets', value: '1' },
      { label: 'Value on 31. Dez. 2026', value: '1.234,56\u00a0$' },
      { label: 'As of', value: '23. Nov. 2026' },
    ]);
    expect((await assetsHomeTile.load(ports, { now, locale: 'en-US' })).facts).toContainEqual({
      label: 'Value on Dec 31, 2026',
      value: '$1,234.56',
    });
    expect(libraryTileState(1234, 3, 'de-DE').status).toBe('1.234 documents');
    expect(libraryTileState(1234, 3, 'en-US').status).toBe('1,234 documents');
  });
});
