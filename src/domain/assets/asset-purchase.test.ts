import { isFree } from '@/domain/shared/field-errors';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ASSET_TYPES, PRECIOUS_METALS } from './asset-catalogue';
import { type AssetPurchaseInput, assetKindErrors, assetPriceErrors, assetPurchaseErrors } from './asset-purchase';
import { isProhibited } from './prohibited-transaction';

const metals: AssetPurchaseInput = {
  newAssetType: 'precious_metals',
  newAssetSubType: 'Coins',
  preciousMetalsChildType: 'gold',
  custodian: 'Delaware Depository',
  recordType: 'purchase',
  assetPurchasePrice: '2,500.00',
  prohibitedAnswer: 'no',
};

describe('asset purchase rules', () => {
  test('a complete metals purchase is valid', () => {
    expect(isFree(assetPurchaseErrors(metals))).toBe(true);
  });

  test('metals need a metal and the depository or trustee that holds them', () => {
    const errors = assetKindErrors({ ...metals, preciousMetalsChildType: undefined, custodian: '  ' });
    expect(errors.preciousMetalsChildType).toEqual(['Metal is required']);
    expect(errors.custodian).toEqual(['Depository or trustee is required']);
  });

  test('other types need neither a metal nor a custodian', () => {
    const errors = assetKindErrors({ ...metals, newAssetType: 'real_estate', preciousMetalsChildType: undefined, custodian: '' });
    expect(isFree(errors)).toBe(true);
  });

  test('type, sub-type, record type, price and the prohibited-transaction answer are required', () => {
    const empty: AssetPurchaseInput = {
      newAssetType: undefined,
      newAssetSubType: undefined,
      preciousMetalsChildType: undefined,
      custodian: '',
      recordType: undefined,
      assetPurchasePrice: '',
      prohibitedAnswer: undefined,
    };
    expect(assetPurchaseErrors(empty)).toEqual({
      newAssetType: ['Asset type is required'],
      newAssetSubType: ['Asset sub-type is required'],
      preciousMetalsChildType: [],
      custodian: [],
      recordType: ['Choose a purchase or an asset already held'],
      assetPurchasePrice: ['Purchase price is required'],
      prohibitedAnswer: ['Please answer whether the seller or the property involves you'],
    });
  });

  test('a yes to the prohibited-transaction question is a valid answer that stops the purchase', () => {
    expect(assetPriceErrors({ ...metals, prohibitedAnswer: 'yes' }).prohibitedAnswer).toEqual([]);
    expect(isProhibited('yes')).toBe(true);
    expect(isProhibited('no')).toBe(false);
    expect(isProhibited(undefined)).toBe(false);
  });

  test('property: any catalogue type with a sub-type is a valid kind (metals with a metal and custodian)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ASSET_TYPES),
        fc.constantFrom(...PRECIOUS_METALS),
        fc.string({ minLength: 1, maxLength: 255 }).filter((s) => s.trim() !== ''),
        (type, metal, custodian) => {
          const input = {
            ...metals,
            newAssetType: type.key,
            newAssetSubType: type.subtypes[0],
            preciousMetalsChildType: metal.key,
            custodian,
          };
          expect(isFree(assetKindErrors(input))).toBe(true);
        },
      ),
    );
  });

  test('property: a type outside the catalogue is refused', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !ASSET_TYPES.some((t) => t.key === s)),
        (type) => {
          expect(assetKindErrors({ ...metals, newAssetType: type }).newAssetType).toEqual(['Asset type is required']);
        },
      ),
    );
  });
});
