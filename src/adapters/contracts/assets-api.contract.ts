import { describe, expect, test } from 'vitest';
import { intentKey, refusal } from './contract-kit';
import type { AssetsApi } from '@/ports/assets-api';

/** A participant whose plan holds no asset and no cash yet; `today` is the subject's day (YYYY-MM-DD). */
export interface AssetsSubject {
  api: AssetsApi;
  today: string;
}

const LAND = { type: 'real_estate', subtype: 'Land', recordType: 'record', priceCents: 4_000_000 } as const;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * The AssetsApi contract (decision 0302): what the in-memory fake and the HTTP adapter against the embedded server both
 * do. Amounts in cents; messages as docs/api/openapi.yaml and the server's asset rules give them.
 */
export function assetsApiContract(name: string, subject: () => Promise<AssetsSubject>): void {
  describe(`AssetsApi contract: ${name}`, () => {
    test('no asset yet: no transaction, the plan is worth nothing today', async () => {
      const { api, today } = await subject();
      expect(await api.assets()).toEqual([]);
      expect(await api.planTransactions()).toEqual([]);
      expect(await api.planValue()).toEqual({
        year: Number(today.slice(0, 4)),
        yearEndValueCents: 0,
        currentValueCents: 0,
        asOf: today,
      });
      expect(['string', 'undefined']).toContain(typeof (await api.supportEmail()));
    });

    test('an asset against the rules gets the messages by field; a purchase needs the answer and the cash', async () => {
      const { api } = await subject();
      expect((await refusal(api.create({ priceCents: 0 }, intentKey()))).fields).toEqual({
        type: ['Asset type is required'],
        subtype: ['Asset subtype is required'],
        record_type: ['Record type must be one of purchase, record'],
        purchase_price: ['Purchase price must be greater than 0'],
      });
      const metals = { type: 'precious_metals', subtype: 'Coins', recordType: 'record', priceCents: 10_000 };
      expect(await refusal(api.create(metals, intentKey()))).toMatchObject({
        status: 400,
        fields: {
          precious_metals_child_type: ['Precious metals type is required'],
          custodian: ['Depository or trustee is required'],
        },
      });
      const purchase = { ...LAND, recordType: 'purchase' };
      expect((await refusal(api.create({ ...purchase, relatedParty: true }, intentKey()))).fields).toEqual({
        related_party: [
          'The plan cannot buy from or deal with you, your family or a business you own (prohibited transaction, IRC 4975)',
        ],
      });
      expect((await refusal(api.create({ ...purchase, relatedParty: false }, intentKey()))).fields).toEqual({
        purchase_price: ["The plan's cash is $0.00; a purchase cannot cost more"],
      });
      expect(await api.assets()).toEqual([]);
    });

    test('record a holding (once per key), edit it, value it with its document: the lists and the plan value follow', async () => {
      const { api, today } = await subject();
      const intent = intentKey();
      const created = await api.create({ ...LAND, name: ' Back forty ' }, intent);
      expect(await api.create({ ...LAND, name: ' Back forty ' }, intent)).toEqual(created);
      expect(created.asset).toMatchObject({
        name: 'Back forty',
        type: 'real_estate',
        subtype: 'Land',
        preciousMetalsChildType: null,
        custodian: null,
        purchaseTotalCents: 4_000_000,
        currentValueCents: 4_000_000,
        valueDate: today,
        acquiredOn: today,
      });
      expect(created.transaction).toMatchObject({ assetId: created.asset.id, recordType: 'record', priceCents: 4_000_000 });
      const id = created.asset.id;
      expect(await api.assets()).toEqual([created.asset]);
      expect(await api.transactions(id)).toEqual([created.transaction]);

      expect((await refusal(api.edit(id, { subtype: ' ' }))).fields).toEqual({ subtype: ['Asset subtype is required'] });
      const edited = await api.edit(id, { name: ' North field ', subtype: 'Farm' });
      expect(edited).toMatchObject({ id, name: 'North field', subtype: 'Farm', currentValueCents: 4_000_000 });

      expect((await refusal(api.addValue(id, { valueCents: 0, asOf: '2999-01-01' }))).fields).toEqual({
        value: ['Value must be greater than 0'],
        as_of: ['Date of value cannot be in the future'],
      });
      const documentId = await api.fileValuationDocument(
        'North field',
        new Blob(['%PDF-1.7\n'.padEnd(2048, 'A')]),
        'appraisal.pdf',
      );
      expect(documentId).toEqual(expect.any(String));
      const valued = await api.addValue(id, { valueCents: 4_550_050, asOf: today, documentId });
      expect(valued).toMatchObject({ assetId: id, valueCents: 4_550_050, asOf: today, documentId });
      expect(await api.values(id)).toEqual([valued]);
      expect((await api.assets())[0]).toMatchObject({
        currentValueCents: 4_550_050,
        valueDate: today,
        purchaseTotalCents: 4_000_000,
      });
      expect(await api.planValue()).toMatchObject({ yearEndValueCents: 4_550_050, currentValueCents: 4_550_050 });
      expect(await api.planTransactions()).toEqual([
        { ...created.transaction, assetName: 'North field', assetType: 'real_estate' },
      ]);
    });

    test('year-end values: an asset held at the year end is named missing; its evidence must fit its type and come with a file', async () => {
      const { api, today } = await subject();
      const year = Number(today.slice(0, 4));
      const { asset } = await api.create({ ...LAND, name: 'Back forty' }, intentKey());
      expect(await api.yearEndValues(year - 1)).toMatchObject({ planYear: year - 1, assets: [], complete: true, missing: [] });
      const list = await api.yearEndValues(year);
      expect(list).toMatchObject({
        planYear: year,
        planYearEnd: `${year}-12-31`,
        windowStart: `${year}-12-17`,
        complete: false,
        missing: [`Back forty: no year-end value for ${year}`],
        message: `1 asset needs a year-end value with its evidence for ${year} before the 5500-EZ can be prepared`,
      });
      expect(list.assets).toEqual([
        {
          assetId: asset.id,
          assetName: 'Back forty',
          assetType: 'real_estate',
          evidenceKinds: ['appraisal', 'county_assessment'],
          state: 'missing',
          value: undefined,
          missing: `Back forty: no year-end value for ${year}`,
        },
      ]);
      expect(
        (await refusal(api.addValue(asset.id, { valueCents: 100, asOf: today, evidenceKind: 'dealer_quote' }))).fields,
      ).toEqual({
        evidence_kind: ['Evidence for real estate must be an appraisal or a county assessment'],
        document_id: ['Attach the evidence file'],
      });
      const documentId = await api.fileValuationDocument(
        'Back forty',
        new Blob(['%PDF-1.7\n'.padEnd(2048, 'A')]),
        'assessment.pdf',
      );
      const valued = await api.addValue(asset.id, {
        valueCents: 100,
        asOf: today,
        evidenceKind: 'county_assessment',
        documentId,
      });
      expect(valued).toMatchObject({ evidenceKind: 'county_assessment', documentId });
      expect(await api.values(asset.id)).toEqual([valued]);
    });

    test('an unknown asset is not found', async () => {
      const { api } = await subject();
      expect(await refusal(api.edit(UNKNOWN, { name: 'X' }))).toMatchObject({ status: 404, message: 'Asset not found' });
      expect(await refusal(api.values(UNKNOWN))).toMatchObject({ status: 404, message: 'Asset not found' });
      expect(await refusal(api.transactions(UNKNOWN))).toMatchObject({ status: 404, message: 'Asset not found' });
    });
  });
}
