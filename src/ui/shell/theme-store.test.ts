import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { ApiError } from '@/ports/api-client';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { DEFAULT_THEME, ThemeStore } from '@/ui/shell/theme-store';

describe('ThemeStore', () => {
  test('takes the partner colour and the six chart colours from the product configuration', async () => {
    const accounts = new FakeAccountApi();
    accounts.theme = {
      partnerThemeColor: '#aa3300',
      chartPalette: ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666'],
    };
    const theme = new ThemeStore(accounts, new FakeQueryCache());
    await theme.load();
    expect(theme.cssVariables).toMatchObject({ '--color-primary': '#aa3300', '--chart-1': '#111111', '--chart-6': '#666666' });
  });

  test('keeps the defaults for invalid colours or an unavailable configuration', async () => {
    const accounts = new FakeAccountApi();
    accounts.failNext = new ApiError('Request failed with status code 500', 'ERR_BAD_RESPONSE', 500);
    const theme = new ThemeStore(accounts, new FakeQueryCache());
    await theme.load();
    theme.apply({ partnerThemeColor: 'red; background: url(x)', chartPalette: ['#fff'] });
    expect(theme.primary).toBe(DEFAULT_THEME.partnerThemeColor);
    expect(theme.palette).toEqual(DEFAULT_THEME.chartPalette);
  });
});
