import { describe, expect, test } from 'vitest';
import { OPTION_LISTS } from '@/domain/display/coded-labels';
import { US_STATES } from '@/domain/display/option-lists';
import { pdfText } from './pdf-test-kit';
import { ownerSteps } from './plan-document-fixtures';
import type { SavedSteps } from './plan-document-data';
import { documentSet } from './plan-document-set';

const createdAt = new Date('2026-11-22T10:00:00Z');

/** Every document of both variants, rendered with `field` set to `code` in every step that could hold it. */
async function everyPdfText(field: string, code: string): Promise<string> {
  const base = ownerSteps();
  const set = (values: Record<string, unknown>): Record<string, unknown> => ({ ...values, [field]: code });
  const texts: string[] = [];
  for (const variant of ['planOwner', 'participant']) {
    const steps: SavedSteps = {
      variant,
      checkout: {
        personalDetails: set(base.personalDetails),
        identityDetails: set({ id_type: 'passport', id_state: 'OR' }),
        employerDetails: set({ ...base.employerDetails, employer_fiscal_year_end_date: '2026-06-30' }),
        planDetails: set(base.planDetails),
        signerDetails: set({ participant_signer_first_name: 'Avery', participant_sign_date: '2026-11-20' }),
      },
      bank: {},
    };
    for (const doc of documentSet(variant)) texts.push(await pdfText(await doc.render(steps, createdAt)));
  }
  return texts.join('\n').replace(/\s+/g, ' ');
}

const STATE_CODES = new Set(US_STATES.map((s) => s.value));
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('coded values in the plan documents', () => {
  const cases = Object.entries(OPTION_LISTS).flatMap(([field, choices]) =>
    choices.filter((c) => c.value !== c.label).map((c) => [field, c.value, c.label] as const),
  );

  test.each(cases)(
    '%s = %s never prints the raw code',
    async (field, code, label) => {
      // A raw code stands alone as a word (case-sensitive: "partnership" is a code, "Partnership" its label). Words such
      // as "other" also occur in the documents' prose, so the count is compared with the same documents without the value.
      const raw = new RegExp(`(^|[^A-Za-z])${escapeRegExp(code)}(?=[^A-Za-z]|$)`, 'g');
      // States print in postal addresses the way people write them ("City, ST 12345"), nowhere else.
      const outsideAddresses = (text: string): string =>
        STATE_CODES.has(code) ? text.replace(new RegExp(`, ${code} \\d{5}`, 'g'), '') : text;
      const count = (text: string): number => (outsideAddresses(text).match(raw) ?? []).length;
      const text = await everyPdfText(field, code);
      expect(count(text)).toBe(count(await everyPdfText(field, '')));
      if (field === 'entity_type' || field === 'loan_interest_rate_type') expect(text).toContain(label);
    },
    30_000,
  );
});
