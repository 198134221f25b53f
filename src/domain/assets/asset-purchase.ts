import type { FieldErrors } from '@/domain/shared/field-errors';
import { isAssetType, PRECIOUS_METALS, PRECIOUS_METALS_TYPE, RECORD_TYPES } from './asset-catalogue';
import { dollarInputErrors } from '@/domain/money';
import { type ProhibitedAnswer, prohibitedAnswerErrors } from './prohibited-transaction';

/** What the drawer collects for a new asset (names follow the asset flow state, spec section 3). */
export interface AssetPurchaseInput {
  readonly newAssetType: string | undefined;
  readonly newAssetSubType: string | undefined;
  readonly preciousMetalsChildType: string | undefined;
  /** Depository or trustee holding the metals. */
  readonly custodian: string;
  readonly recordType: string | undefined;
  /** Typed purchase price, in dollars. */
  readonly assetPurchasePrice: string;
  readonly prohibitedAnswer: ProhibitedAnswer;
}

export type { FieldErrors };

/** Longest custodian name. */
export const MAX_CUSTODIAN_LENGTH = 255;

/** Messages of the first step: what kind of asset. */
export function assetKindErrors(input: AssetPurchaseInput): FieldErrors {
  const metals = input.newAssetType === PRECIOUS_METALS_TYPE;
  const custodian = input.custodian.trim();
  return {
    newAssetType: isAssetType(input.newAssetType) ? [] : ['Asset type is required'],
    newAssetSubType: input.newAssetSubType?.trim() ? [] : ['Asset sub-type is required'],
    preciousMetalsChildType:
      !metals || PRECIOUS_METALS.some((m) => m.key === input.preciousMetalsChildType) ? [] : ['Metal is required'],
    custodian: !metals
      ? []
      : custodian === ''
        ? ['Depository or trustee is required']
        : custodian.length > MAX_CUSTODIAN_LENGTH
          ? [`Depository or trustee must be at most ${MAX_CUSTODIAN_LENGTH} characters`]
          : [],
  };
}

/** Messages of the second step: purchase or holding, price, and the prohibited-transaction question for a purchase. */
export function assetPriceErrors(input: AssetPurchaseInput): FieldErrors {
  return {
    recordType: RECORD_TYPES.some((r) => r.key === input.recordType) ? [] : ['Choose a purchase or an asset already held'],
    assetPurchasePrice: dollarInputErrors(input.assetPurchasePrice, 'Purchase price'),
    prohibitedAnswer: prohibitedAnswerErrors(input.prohibitedAnswer),
  };
}

/** Every message of the drawer's input. */
export function assetPurchaseErrors(input: AssetPurchaseInput): FieldErrors {
  return { ...assetKindErrors(input), ...assetPriceErrors(input) };
}
