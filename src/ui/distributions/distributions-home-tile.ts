import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { distributionLife } from '@/domain/distributions/distribution-life';
import { distributionKindLabel } from '@/domain/distributions/distribution-kinds';
import { isConfidentialKind } from '@/domain/distributions/secure-withdrawals';
import { distributionStatusLabel } from '@/domain/distributions/distribution-status';
import type { DistributionRecord } from '@/domain/distributions';
import type { RothConversionsRecord } from '@/domain/distributions/roth-conversion';
import type { HomeTileSource, TileContext, TilePorts, TileState } from '@/ui/home/home-tile';

/**
 * The year's in-plan Roth conversions and the after-tax money that could be converted, as tile facts (decision 0335).
 */
export function conversionFacts(
  conversions: RothConversionsRecord | undefined,
  context: TileContext,
): Array<{ label: string; value: string }> {
  if (conversions === undefined) return [];
  const year = String(context.now.getUTCFullYear());
  const thisYear = conversions.conversions.filter((c) => c.convertedOn.startsWith(`${year}-`));
  const money = (cents: number): string => formatCents(cents, { locale: context.locale });
  const facts = [];
  if (thisYear.length > 0) {
    const amount = thisYear.reduce((sum, c) => sum + c.amountCents, 0);
    const taxable = thisYear.reduce((sum, c) => sum + c.taxableCents, 0);
    facts.push({ label: `Converted to Roth in ${year}`, value: `${money(amount)}, ${money(taxable)} taxable` });
  }
  const afterTax = conversions.convertible.find((c) => c.account === 'after_tax')?.availableCents ?? 0;
  if (conversions.allowed && afterTax > 0)
    facts.push({ label: 'After-tax money you can convert to Roth', value: money(afterTax) });
  return facts;
}

/** The SECURE 2.0 withdrawals still repayable (decision 0336): what is left to repay and the last day, as tile facts. */
export function repaymentFacts(
  requests: readonly DistributionRecord[],
  context: TileContext,
): Array<{ label: string; value: string }> {
  return requests
    .filter((r) => r.repayableUntil !== null && r.amountCents !== null && r.amountCents > r.repaidCents)
    .slice(0, 2)
    .map((r) => ({
      label: `${distributionKindLabel(r.kind)}: you may repay`,
      value: `${formatCents((r.amountCents as number) - r.repaidCents, { locale: context.locale })} until ${formatDate(r.repayableUntil as string, { locale: context.locale })}`,
    }));
}

/** The distributions area in words: the requests still pending (requested or approved), and the Roth conversions. */
export function distributionsTileState(
  requests: readonly DistributionRecord[],
  context: TileContext,
  conversions?: RothConversionsRecord,
): TileState {
  const pending = requests.filter((r) => r.status === 'requested' || r.status === 'approved');
  const converted = [...conversionFacts(conversions, context), ...repaymentFacts(requests, context)];
  const withFacts = (state: TileState): TileState => (converted.length === 0 ? state : { ...state, facts: converted });
  if (requests.length === 0) return withFacts({ status: 'No requests', tone: 'notStarted', action: 'Request a distribution' });
  if (pending.length === 0) return withFacts({ status: 'No pending requests', tone: 'done', action: 'See your requests' });
  // An approved request waits for the plan owner, the plan's trustee, to send the payment (decision 0314).
  // A domestic abuse victim distribution is paid by support, never through a trustee (decision 0336).
  const approved =
    context.role === 'participant' ? undefined : pending.find((r) => r.status === 'approved' && !isConfidentialKind(r.kind));
  const by = approved ? distributionLife(approved, true).next.by : null;
  const waiting = approved
    ? {
        next: `A ${distributionKindLabel(approved.kind).toLowerCase()}${approved.amountCents === null ? '' : ` of ${formatCents(approved.amountCents, { locale: context.locale })}`} was approved and waits for you: as the plan’s trustee, send it from the plan’s trust account${by ? ` by ${formatDate(by, { locale: context.locale })}` : ''}.`,
        urgency: 'waitingForOwner' as const,
      }
    : {};
  return {
    ...waiting,
    status: `${pending.length} pending ${pending.length === 1 ? 'request' : 'requests'}`,
    tone: 'inProgress',
    facts: [
      ...pending.slice(0, 3).map((r) => ({
        label: distributionKindLabel(r.kind),
        value: `${r.amountCents === null ? '' : formatCents(r.amountCents, { locale: context.locale })}, ${distributionStatusLabel(r.status).toLowerCase()}`,
      })),
      ...converted,
    ],
    action: 'See your requests',
  };
}

/** Home tile source of the distributions area. */
export const distributionsHomeTile: HomeTileSource = {
  area: 'distributions',
  async load(ports: TilePorts, context: TileContext): Promise<TileState> {
    // The conversions are a fact of the tile: without them (a failed read) the requests still show.
    const [requests, conversions] = await Promise.all([
      ports.distributions.distributions(),
      ports.distributions.rothConversions().catch(() => undefined),
    ]);
    return distributionsTileState(requests, context, conversions);
  },
};
