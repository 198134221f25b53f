import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiClient } from '@/ports/api-client';
import { CONFIG_QUERY, QueryCache } from '@/ports/query-cache';

/** Colours used until (or when) the product configuration has none. */
export const DEFAULT_THEME = {
  partnerThemeColor: '#1f5f8b',
  chartPalette: ['#1f5f8b', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#6d597a'],
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The part of the product configuration the theme reads. */
interface ThemeFields {
  partnerThemeColor?: unknown;
  app_theme_chart_palette?: unknown;
}

/** The visual theme from the product configuration: the partner colour and the six chart colours. */
@injectable()
export class ThemeStore {
  /** The primary colour. */
  primary = DEFAULT_THEME.partnerThemeColor;
  /** The chart palette (six colours). */
  palette: string[] = [...DEFAULT_THEME.chartPalette];

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
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
  apply(config: ThemeFields): void {
    if (typeof config.partnerThemeColor === 'string' && HEX.test(config.partnerThemeColor))
      this.primary = config.partnerThemeColor;
    const palette = config.app_theme_chart_palette;
    if (Array.isArray(palette) && palette.length === 6 && palette.every((c) => typeof c === 'string' && HEX.test(c))) {
      this.palette = palette as string[];
    }
  }

  /** Loads the product configuration (GET /config, signed in); keeps the defaults when it is unavailable. */
  async load(): Promise<void> {
    try {
      const config = await this.queries.fetch<ThemeFields>({
        key: [CONFIG_QUERY],
        fetch: () => this.api.get<ThemeFields>('/config'),
      });
      runInAction(() => this.apply(config));
    } catch {
      // The defaults stay; the theme is not worth an error message.
    }
  }
}
