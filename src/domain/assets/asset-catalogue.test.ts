import { describe, expect, test } from 'vitest';
import { subtypeLabel } from './asset-catalogue';

describe('subtypeLabel', () => {
  test("a sub-type in the catalogue's words stays as it is", () => {
    expect(subtypeLabel('Checking account')).toBe('Checking account');
    expect(subtypeLabel('Coins')).toBe('Coins');
  });

  test("a code reads as the catalogue's entry it names", () => {
    expect(subtypeLabel('land')).toBe('Land');
    expect(subtypeLabel('residential_rental')).toBe('Residential rental');
    expect(subtypeLabel('bullion')).toBe('Bullion bars');
    expect(subtypeLabel('checking')).toBe('Checking account');
  });

  test('a code the catalogue does not know reads as words', () => {
    expect(subtypeLabel('farm_land')).toBe('Farm land');
    expect(subtypeLabel('Vintage cars')).toBe('Vintage cars');
  });
});
