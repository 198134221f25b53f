import { formatMoney } from '@/domain/display/format-money';
import type { ApiClient } from '@/ports/api-client';
import type { ApiContributionSummary } from '@/ui/contributions/contributions-api';
import type { HomeTileSource, TileContext, TileState } from '@/ui/home/home-tile';

/** The contributions' state in words: nothing recorded, over a limit, or how much is deposited and left. */
export function contributionsTileState(summary: ApiContributionSummary): TileState {
  const year = summary.tax_year;
  const deposited = summary.sources.reduce((sum, s) => sum + s.total, 0);
  if (deposited === 0) {
    return {
      status: `No deposits recorded for ${year}`,
      tone: 'notStarted',
      next: 'Record each deposit to see the room left under the IRS limits.',
      action: 'Record a deposit',
    };
  }
  const facts = [{ label: `Deposited for ${year}`, value: formatMoney(deposited) }];
  if (summary.usage) {
    facts.push(
      { label: 'Deferrals left', value: formatMoney(summary.usage.deferrals.remaining) },
      { label: 'Annual additions left', value: formatMoney(summary.usage.annual_additions.remaining) },
    );
  }
  if (summary.warnings.length > 0) {
    return {
      status: `Over a limit for ${year}`,
      tone: 'attention',
      facts,
      next: summary.warnings[0].message,
      action: 'Review your contributions',
    };
  }
  return { status: `${formatMoney(deposited)} deposited for ${year}`, tone: 'inProgress', facts, action: 'Open contributions' };
}

/** The contributions' home tile: GET /contribution-summary for the current tax year. */
export const contributionsHomeTile: HomeTileSource = {
  area: 'contributions',
  async load(api: ApiClient, context: TileContext): Promise<TileState> {
    const summary = await api.get<ApiContributionSummary>('/contribution-summary', {
      query: { tax_year: context.now.getUTCFullYear() },
    });
    return contributionsTileState(summary);
  },
};
