import type { BeneficiaryOverview } from '@/domain/beneficiaries';
import type { HomeTileSource, TilePorts, TileState } from '@/ui/home/home-tile';

/** The beneficiaries area in words: who is in force, or what is missing (the spouse's consent, any designation). */
export function beneficiariesTileState(overview: BeneficiaryOverview): TileState {
  if (overview.awaitingConsent)
    return {
      status: "Waiting for your spouse's consent",
      tone: 'attention',
      next: 'Your new designation is not in force until your spouse signs the consent.',
      action: 'Get the consent signed',
    };
  const inForce = overview.inForce;
  if (!inForce) return { status: 'No beneficiaries named', tone: 'notStarted', action: 'Name your beneficiaries' };
  const primary = inForce.beneficiaries.filter((b) => b.group === 'primary');
  return {
    status: 'Designation in force',
    tone: 'done',
    facts: primary.slice(0, 3).map((b) => ({ label: b.name, value: `${b.share}%` })),
    action: 'See your beneficiaries',
  };
}

/** Home tile source of the beneficiaries area. */
export const beneficiariesHomeTile: HomeTileSource = {
  area: 'beneficiaries',
  async load(ports: TilePorts, _context): Promise<TileState> {
    return beneficiariesTileState(await ports.beneficiaries.overview());
  },
};
