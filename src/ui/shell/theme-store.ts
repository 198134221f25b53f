import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ProductTheme } from '@/domain/account/account-record';
import { AccountApi } from '@/ports/account-api';
import { CONFIG_QUERY, QueryCache } from '@/ports/query-cache';

/** Colours used until (or when) the product configuration has none. */
export const DEFAULT_THEME = {
  partnerThemeColor: '#1f5f8b',
  chartPalette: ['#1f5f8b', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#6d597a'],
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The visual theme from the product configuration: the partner colour and the six chart colours. */
@injectable('Singleton')
export class ThemeStore {
  /** The primary colour. */
  primary = DEFAULT_THEME.partnerThemeColor;
  /** The chart palette (six colours). */
  palette: string[] = [...DEFAULT_THEME.chartPalette];

  constructor(
    @inject(AccountApi) private readonly accounts: AccountApi,
    @inject(QueryCache) private readonly queries: QueryCache,
  ) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** CSS custom properties of the theme. */
  get cssVariables(): Record<string, string> {
    const vars: Record<string, string> = { '--color-primary': this.primary };
    this.palette.forEach((colour, i) => (vars[`--chart-${i + 1}`] = colour));
    return vars;
  }

  /** Applies product configuration fields (invalid colours are ignored). */
  apply(theme: ProductTheme): void {
    if (theme.partnerThemeColor !== null && HEX.test(theme.partnerThemeColor)) this.primary = theme.partnerThemeColor;
    const palette = theme.chartPalette;
    if (palette.length === 6 && palette.every((c) => HEX.test(c))) this.palette = [...palette];
  }

  /** Loads the product configuration's theme (signed in); keeps the defaults when it is unavailable. */
  async load(): Promise<void> {
    try {
      const config = await this.queries.fetch<ProductTheme>({ key: [CONFIG_QUERY], fetch: () => this.accounts.productTheme() });
      runInAction(() => this.apply(config));
    } catch {
      // The defaults stay; the theme is not worth an error message.
    }
  }
}
