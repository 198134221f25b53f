import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { FakeApiClient } from '@/adapters/fakes/fake-api-client';
import { FakeQueryCache } from '@/adapters/fakes/fake-query-cache';
import { DEFAULT_THEME, ThemeStore } from '@/ui/shell/theme-store';

describe('ThemeStore', () => {
  test('takes the partner colour and the six chart colours from the product configuration', async () => {
    const api = new FakeApiClient().respond('GET', '/config', {
      partnerThemeColor: '#aa3300',
      app_theme_chart_palette: ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666'],
    });
    const theme = new ThemeStore(api, new FakeQueryCache());
    await theme.load();
    expect(theme.cssVariables).toMatchObject({ '--color-primary': '#aa3300', '--chart-1': '#111111', '--chart-6': '#666666' });
  });

  test('keeps the defaults for invalid colours or an unavailable configuration', async () => {
    const theme = new ThemeStore(new FakeApiClient().failWith('GET', '/config', 500), new FakeQueryCache());
    await theme.load();
    theme.apply({ partnerThemeColor: 'red; background: url(x)', app_theme_chart_palette: ['#fff'] });
    expect(theme.primary).toBe(DEFAULT_THEME.partnerThemeColor);
    expect(theme.palette).toEqual(DEFAULT_THEME.chartPalette);
  });
});
