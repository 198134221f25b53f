import { addDays, formatIsoDate, parseIsoDate } from '../shared/calendar-date';
import { assetTypeLabel } from './asset-catalogue';

/*
 * Year-end values (issue 31, decision 0338). Form 5500-EZ reports the plan's total assets at the beginning and the end
 * of the plan year (Instructions for Form 5500-EZ, line 6a(1) and 6a(2) on this product's return; the issue calls them
 * the "fair market value" at the beginning and end of the plan year; ERISA 3(26) defines a plan asset's current value
 * as its fair market value where available). The owner of a one-participant plan keeps the evidence of each value: a
 * bank or brokerage statement, an appraisal or county assessment for real estate, a K-1 or the fund's statement, the
 * note's remaining principal, a dealer quote for metals. Dates are `YYYY-MM-DD`.
 */

/** The kinds of evidence a year-end value can rest on. */
export const EVIDENCE_KINDS = [
  { key: 'bank_statement', label: 'Bank statement', phrase: 'a bank statement' },
  { key: 'brokerage_statement', label: 'Brokerage statement', phrase: 'a brokerage statement' },
  { key: 'appraisal', label: 'Appraisal', phrase: 'an appraisal' },
  { key: 'county_assessment', label: 'County assessment', phrase: 'a county assessment' },
  { key: 'fund_statement', label: 'K-1 or fund statement', phrase: 'a K-1 or fund statement' },
  { key: 'remaining_principal', label: 'Statement of the remaining principal', phrase: 'a statement of the remaining principal' },
  { key: 'dealer_quote', label: 'Dealer quote', phrase: 'a dealer quote' },
  { key: 'exchange_statement', label: 'Exchange or custodian statement', phrase: 'an exchange or custodian statement' },
] as const;

/** Key of an evidence kind. */
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number]['key'];

/** The evidence each asset type's year-end value rests on (cash: the bank statement). */
const EVIDENCE_BY_TYPE: Readonly<Record<string, readonly EvidenceKind[]>> = {
  cash: ['bank_statement'],
  brokerage: ['brokerage_statement'],
  real_estate: ['appraisal', 'county_assessment'],
  private_notes: ['remaining_principal'],
  precious_metals: ['dealer_quote'],
  crypto: ['exchange_statement'],
  other: ['fund_statement', 'appraisal'],
};

/**
 * How many days before the plan year's last day a value may be dated and still count as its year-end value: the last
 * two weeks (a statement period that closes before the 31st, a dealer's or appraiser's last business day of the year).
 * A value dated after the year end never counts: line 6a reads the newest value on or before the year end.
 */
export const YEAR_END_WINDOW_DAYS = 14;

/** The evidence kinds expected for an asset type; an unknown type is treated as Other. */
export function expectedEvidence(type: string): readonly EvidenceKind[] {
  return EVIDENCE_BY_TYPE[type] ?? EVIDENCE_BY_TYPE.other;
}

/** Whether a value names one of the evidence kinds. */
export function isEvidenceKind(value: unknown): value is EvidenceKind {
  return EVIDENCE_KINDS.some((k) => k.key === value);
}

/** Plain label of an evidence kind ('Dealer quote'). */
export function evidenceLabel(kind: string): string {
  return EVIDENCE_KINDS.find((k) => k.key === kind)?.label ?? kind;
}

/** The expected evidence of a type in words: 'an appraisal or a county assessment'. */
export function expectedEvidenceWords(type: string): string {
  return expectedEvidence(type)
    .map((kind) => EVIDENCE_KINDS.find((k) => k.key === kind)?.phrase ?? kind)
    .join(' or ');
}

/** The first day (`YYYY-MM-DD`) a value may be dated to count as the value at `yearEnd`. */
export function yearEndWindowStart(yearEnd: string): string {
  const end = parseIsoDate(yearEnd);
  if (end === undefined) throw new RangeError(`Not a date: ${yearEnd}`);
  return formatIsoDate(addDays(end, -YEAR_END_WINDOW_DAYS));
}

/** One value of an asset from its value history, with the evidence recorded with it. */
export interface RecordedValue {
  readonly id: string;
  readonly valueCents: number;
  readonly asOf: string;
  /** ISO instant it was recorded (orders two values of one day). */
  readonly recordedAt: string;
  readonly evidenceKind: string | null;
  readonly documentId: string | null;
}

/** What the year-end check needs of an asset. */
export interface YearEndAsset {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  /** The day it entered the plan. */
  readonly acquiredOn: string;
  /** The day it left the plan (sold, distributed), when it did. */
  readonly disposedOn?: string;
  readonly values: readonly RecordedValue[];
}

/** Whether an asset is held at the end of the day `yearEnd`: acquired by then and not disposed of by then. */
export function heldAtYearEnd(asset: Pick<YearEndAsset, 'acquiredOn' | 'disposedOn'>, yearEnd: string): boolean {
  return asset.acquiredOn <= yearEnd && (asset.disposedOn === undefined || asset.disposedOn > yearEnd);
}

/** Where an asset stands: its year-end value recorded with evidence, recorded without evidence, or missing. */
export type YearEndState = 'recorded' | 'no_evidence' | 'missing';

/** An asset that needs a year-end value, with the value that counts (if any) and, unless recorded, the missing item. */
export interface YearEndValueState {
  readonly asset: YearEndAsset;
  readonly state: YearEndState;
  readonly value: RecordedValue | undefined;
  /** e.g. 'Gold coins: no year-end value for 2026'; undefined when recorded. */
  readonly missing: string | undefined;
}

/** The value that line 6a reads at `yearEnd`: the newest by date on or before it (the later recorded of one day). */
function newestBy(values: readonly RecordedValue[], yearEnd: string): RecordedValue | undefined {
  let best: RecordedValue | undefined;
  for (const v of values) {
    if (v.asOf > yearEnd) continue;
    if (best === undefined || v.asOf > best.asOf || (v.asOf === best.asOf && v.recordedAt >= best.recordedAt)) best = v;
  }
  return best;
}

/** The state of one asset's year-end value for the plan year `planYear` ending on `yearEnd`. */
export function yearEndValueState(asset: YearEndAsset, planYear: number, yearEnd: string): YearEndValueState {
  const newest = newestBy(asset.values, yearEnd);
  const value = newest !== undefined && newest.asOf >= yearEndWindowStart(yearEnd) ? newest : undefined;
  if (value === undefined)
    return { asset, state: 'missing', value: undefined, missing: `${asset.name}: no year-end value for ${planYear}` };
  if (value.documentId === null || value.evidenceKind === null)
    return {
      asset,
      state: 'no_evidence',
      value,
      missing: `${asset.name}: the year-end value for ${planYear} has no evidence file`,
    };
  return { asset, state: 'recorded', value, missing: undefined };
}

/** The plan year's year-end values: every asset held at its end, in the order given, and the missing items in words. */
export interface YearEndValues {
  readonly planYear: number;
  readonly yearEnd: string;
  readonly assets: readonly YearEndValueState[];
  readonly missing: readonly string[];
  readonly complete: boolean;
}

/** Which of `assets` need a year-end value for the plan year ending `yearEnd`, and where each stands. */
export function yearEndValues(assets: readonly YearEndAsset[], planYear: number, yearEnd: string): YearEndValues {
  const states = assets.filter((a) => heldAtYearEnd(a, yearEnd)).map((a) => yearEndValueState(a, planYear, yearEnd));
  const missing = states.flatMap((s) => (s.missing === undefined ? [] : [s.missing]));
  return { planYear, yearEnd, assets: states, missing, complete: missing.length === 0 };
}

/** The sentence naming what blocks the 5500-EZ, or undefined when nothing does. */
export function yearEndValuesMessage(values: Pick<YearEndValues, 'planYear' | 'missing'>): string | undefined {
  const n = values.missing.length;
  if (n === 0) return undefined;
  return `${n === 1 ? '1 asset needs' : `${n} assets need`} a year-end value with its evidence for ${values.planYear} before the 5500-EZ can be prepared`;
}

/** Field messages for a value's evidence: a kind that fits the asset's type, and its file once a kind is given. */
export function evidenceErrors(
  type: string,
  evidenceKind: unknown,
  documentId: unknown,
): { evidence_kind: string[]; document_id: string[] } {
  if (evidenceKind === undefined || evidenceKind === null || evidenceKind === '') return { evidence_kind: [], document_id: [] };
  const fits = isEvidenceKind(evidenceKind) && expectedEvidence(type).includes(evidenceKind);
  const hasFile = typeof documentId === 'string' && documentId !== '';
  return {
    evidence_kind: fits ? [] : [`Evidence for ${assetTypeLabel(type).toLowerCase()} must be ${expectedEvidenceWords(type)}`],
    document_id: hasFile ? [] : ['Attach the evidence file'],
  };
}
