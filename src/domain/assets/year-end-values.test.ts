import { format, subDays } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  evidenceErrors,
  expectedEvidence,
  type RecordedValue,
  type YearEndAsset,
  yearEndValues,
  yearEndValuesMessage,
  yearEndWindowStart,
} from './year-end-values';

const value = (over: Partial<RecordedValue>): RecordedValue => ({
  id: 'v',
  valueCents: 100,
  asOf: '2026-12-31',
  recordedAt: '2027-01-10T10:00:00.000Z',
  evidenceKind: 'dealer_quote',
  documentId: 'doc',
  ...over,
});
const gold = (values: RecordedValue[], over: Partial<YearEndAsset> = {}): YearEndAsset => ({
  id: 'a-1',
  name: 'Gold coins',
  type: 'precious_metals',
  acquiredOn: '2026-03-01',
  values,
  ...over,
});

// The expected evidence per type, written out from the issue (not read from the production table).
const EXPECTED: Record<string, string[]> = {
  cash: ['bank_statement'],
  brokerage: ['brokerage_statement'],
  real_estate: ['appraisal', 'county_assessment'],
  private_notes: ['remaining_principal'],
  precious_metals: ['dealer_quote'],
  crypto: ['exchange_statement'],
  other: ['fund_statement', 'appraisal'],
};
const ALL_KINDS = [...new Set(Object.values(EXPECTED).flat())];

describe('year-end values', () => {
  test('an asset without a value at the year end is named as missing; the 5500-EZ message counts them', () => {
    const result = yearEndValues([gold([value({ asOf: '2026-06-30' })])], 2026, '2026-12-31');
    expect(result.missing).toEqual(['Gold coins: no year-end value for 2026']);
    expect(result.complete).toBe(false);
    expect(yearEndValuesMessage(result)).toBe(
      '1 asset needs a year-end value with its evidence for 2026 before the 5500-EZ can be prepared',
    );
    expect(yearEndValuesMessage({ planYear: 2026, missing: ['a', 'b'] })).toBe(
      '2 assets need a year-end value with its evidence for 2026 before the 5500-EZ can be prepared',
    );
    expect(yearEndValuesMessage({ planYear: 2026, missing: [] })).toBeUndefined();
  });

  test('a value dated within 14 days before the year end counts; one dated after it or earlier does not', () => {
    expect(yearEndWindowStart('2026-12-31')).toBe('2026-12-17');
    expect(yearEndValues([gold([value({ asOf: '2026-12-17' })])], 2026, '2026-12-31').complete).toBe(true);
    expect(yearEndValues([gold([value({ asOf: '2026-12-16' })])], 2026, '2026-12-31').missing).toEqual([
      'Gold coins: no year-end value for 2026',
    ]);
    expect(yearEndValues([gold([value({ asOf: '2027-01-05' })])], 2026, '2026-12-31').complete).toBe(false);
  });

  test('the newest value by the year end is the one that counts: without its evidence file it is named', () => {
    const result = yearEndValues(
      [gold([value({ asOf: '2026-12-20' }), value({ asOf: '2026-12-31', documentId: null, evidenceKind: null })])],
      2026,
      '2026-12-31',
    );
    expect(result.assets[0]?.state).toBe('no_evidence');
    expect(result.missing).toEqual(['Gold coins: the year-end value for 2026 has no evidence file']);
  });

  test('assets bought after the year end or disposed of by it need no value; one bought on the last day does', () => {
    const result = yearEndValues(
      [
        gold([], { id: 'late', name: 'Late', acquiredOn: '2027-01-01' }),
        gold([], { id: 'sold', name: 'Sold', disposedOn: '2026-12-31' }),
        gold([], { id: 'last', name: 'Last day', acquiredOn: '2026-12-31', disposedOn: '2027-02-01' }),
      ],
      2026,
      '2026-12-31',
    );
    expect(result.assets.map((s) => s.asset.id)).toEqual(['last']);
    expect(result.missing).toEqual(['Last day: no year-end value for 2026']);
  });

  test('evidence must fit the type and come with its file', () => {
    expect(evidenceErrors('real_estate', 'dealer_quote', undefined)).toEqual({
      evidence_kind: ['Evidence for real estate must be an appraisal or a county assessment'],
      document_id: ['Attach the evidence file'],
    });
    expect(evidenceErrors('cash', 'bank_statement', 'doc-1')).toEqual({ evidence_kind: [], document_id: [] });
    expect(evidenceErrors('precious_metals', undefined, undefined)).toEqual({ evidence_kind: [], document_id: [] });
    expect(evidenceErrors('private_notes', 'appraisal', 'd').evidence_kind).toEqual([
      'Evidence for private notes must be a statement of the remaining principal',
    ]);
  });

  // Generators: days of 2025-2027, values around the year end, assets of every type.
  const day = fc
    .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  const recorded = fc.record({
    id: fc.uuid(),
    valueCents: fc.integer({ min: 1, max: 10 ** 11 }),
    asOf: fc.oneof(day, fc.constantFrom('2026-12-31', '2026-12-17', '2026-12-16', '2027-01-01')),
    recordedAt: fc.integer({ min: 0, max: 10 ** 6 }).map((n) => new Date(Date.UTC(2027, 0, 1) + n * 1000).toISOString()),
    evidenceKind: fc.option(fc.constantFrom(...ALL_KINDS), { nil: null }),
    documentId: fc.option(fc.constantFrom('d-1', 'd-2'), { nil: null }),
  });
  const asset = fc.record(
    {
      id: fc.uuid(),
      name: fc.constantFrom('Gold coins', 'Land', 'Note', 'Fund'),
      type: fc.constantFrom(...Object.keys(EXPECTED)),
      acquiredOn: day,
      disposedOn: day,
      values: fc.array(recorded, { maxLength: 5 }),
    },
    { requiredKeys: ['id', 'name', 'type', 'acquiredOn', 'values'] },
  );

  test('property: the missing items match a day-by-day reading of the rules written here', () => {
    fc.assert(
      fc.property(fc.array(asset, { maxLength: 6 }), (assets) => {
        const end = new Date(Date.UTC(2026, 11, 31));
        const windowStart = format(subDays(end, 14), 'yyyy-MM-dd');
        const expected: string[] = [];
        for (const a of assets) {
          const acquired = new Date(`${a.acquiredOn}T00:00:00Z`);
          const disposed = a.disposedOn === undefined ? undefined : new Date(`${a.disposedOn}T00:00:00Z`);
          if (acquired > end || (disposed !== undefined && disposed <= end)) continue;
          const byEnd = a.values
            .filter((v) => new Date(`${v.asOf}T00:00:00Z`) <= end)
            .sort((x, y) => (x.asOf === y.asOf ? y.recordedAt.localeCompare(x.recordedAt) : y.asOf.localeCompare(x.asOf)));
          const top = byEnd[0];
          if (top === undefined || top.asOf < windowStart) expected.push(`${a.name}: no year-end value for 2026`);
          else if (top.documentId === null || top.evidenceKind === null)
            expected.push(`${a.name}: the year-end value for 2026 has no evidence file`);
        }
        const result = yearEndValues(assets, 2026, '2026-12-31');
        expect(result.missing).toEqual(expected);
        expect(result.complete).toBe(expected.length === 0);
      }),
    );
  });

  test('property: the window starts 14 days before any year end (leap years and month ends included)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9998-12-31T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const expected = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - 14))
            .toISOString()
            .slice(0, 10);
          expect(yearEndWindowStart(iso)).toBe(expected);
        },
      ),
    );
  });

  test('property: evidence fitting the type with a file passes; any other kind is refused naming the expected evidence', () => {
    const valid = fc
      .constantFrom(...Object.keys(EXPECTED))
      .chain((type) =>
        fc.tuple(fc.constant(type), fc.constantFrom(...(EXPECTED[type] as string[])), fc.string({ minLength: 1 })),
      );
    fc.assert(
      fc.property(valid, ([type, kind, doc]) => {
        expect(evidenceErrors(type, kind, doc)).toEqual({ evidence_kind: [], document_id: [] });
        expect(expectedEvidence(type)).toContain(kind);
      }),
    );
    const invalid = fc.constantFrom(...Object.keys(EXPECTED)).chain((type) =>
      fc.tuple(
        fc.constant(type),
        fc.oneof(
          fc.constantFrom(...ALL_KINDS.filter((k) => !(EXPECTED[type] as string[]).includes(k))),
          fc.string({ minLength: 1 }).filter((s) => !ALL_KINDS.includes(s)),
        ),
      ),
    );
    fc.assert(
      fc.property(invalid, ([type, kind]) => {
        const errors = evidenceErrors(type, kind, 'doc');
        expect(errors.evidence_kind).toHaveLength(1);
        expect(errors.evidence_kind[0]).toMatch(/^Evidence for .+ must be (a|an) /);
        expect(errors.document_id).toEqual([]);
      }),
    );
  });
});
