/** Asset types the plan can hold, keyed as the API stores them (decision 0038: the SPA owns the catalogue). */
export const ASSET_TYPES = [
  { key: 'cash', label: 'Cash at the bank', subtypes: ['Checking account', 'Savings account', 'Certificate of deposit'] },
  { key: 'precious_metals', label: 'Precious metals', subtypes: ['Bullion bars', 'Coins'] },
  { key: 'real_estate', label: 'Real estate', subtypes: ['Residential rental', 'Commercial property', 'Land'] },
  { key: 'private_notes', label: 'Private notes', subtypes: ['Secured note', 'Unsecured note', 'Mortgage note'] },
  { key: 'crypto', label: 'Crypto', subtypes: ['Bitcoin', 'Ether', 'Other coin or token'] },
  { key: 'brokerage', label: 'Brokerage', subtypes: ['Stocks', 'Bonds', 'Mutual funds or ETFs'] },
  { key: 'other', label: 'Other', subtypes: ['Private equity', 'LLC interest', 'Other'] },
] as const;

/** Key of an asset type. */
export type AssetTypeKey = (typeof ASSET_TYPES)[number]['key'];

/** The asset type whose assets name a metal and the depository or trustee holding it. */
export const PRECIOUS_METALS_TYPE = 'precious_metals';

/** Metals a precious-metals asset can be (the flow's preciousMetalsChildType). */
export const PRECIOUS_METALS = [
  { key: 'gold', label: 'Gold' },
  { key: 'silver', label: 'Silver' },
  { key: 'platinum', label: 'Platinum' },
  { key: 'palladium', label: 'Palladium' },
] as const;

/** How an asset enters the plan (the flow's recordType). */
export const RECORD_TYPES = [
  { key: 'purchase', label: 'A purchase the plan pays for' },
  { key: 'record', label: 'An asset the plan already holds' },
] as const;

/** Plain label of an asset type key; an unknown key reads as Other. */
export function assetTypeLabel(key: string): string {
  return ASSET_TYPES.find((t) => t.key === key)?.label ?? 'Other';
}

/** Plain label of a metal key, or undefined when there is none. */
export function metalLabel(key: string | null | undefined): string | undefined {
  return PRECIOUS_METALS.find((m) => m.key === key)?.label;
}

/** Plain label of a record type key. */
export function recordTypeLabel(key: string): string {
  return key === 'purchase' ? 'Purchase' : key === 'record' ? 'Already held' : 'Other';
}

/** Sub-types offered for an asset type (empty for an unknown type). */
export function subtypesOf(typeKey: string | undefined): readonly string[] {
  return ASSET_TYPES.find((t) => t.key === typeKey)?.subtypes ?? [];
}

/** Whether a type key names an asset type of the catalogue. */
export function isAssetType(value: unknown): value is AssetTypeKey {
  return ASSET_TYPES.some((t) => t.key === value);
}

/**
 * The words of a sub-type as stored. The flow stores the catalogue's words; a sub-type sent to the API as a code
 * ("land", "residential_rental", "bullion") reads as the catalogue's entry it names ("Land", "Residential rental",
 * "Bullion bars"), or as the code in words ("Farm land") when the catalogue has none.
 */
export function subtypeLabel(subtype: string): string {
  const words = subtype.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  const key = words.toLowerCase();
  const all = ASSET_TYPES.flatMap((t) => t.subtypes as readonly string[]);
  const named =
    all.find((s) => s.toLowerCase() === key) ?? all.find((s) => key.length > 0 && s.toLowerCase().split(' ')[0] === key);
  if (named) return named;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
