import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { codedLabel } from '@/domain/display/coded-labels';
import { RELATIONSHIPS } from './beneficiary-designation';
import {
  CONSENT_NAME_REQUIRED,
  CONSENT_SIGNATURE_PNG,
  CONSENT_SIGNATURE_REQUIRED,
  consentErrors,
  DESIGNATION_STATUSES,
  designationStatusLabel,
} from './designation-status';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('designation statuses and relationship labels', () => {
  test('every status and every relationship has words, never the code', () => {
    expect(designationStatusLabel('awaiting_consent')).toBe("Waiting for your spouse's consent");
    expect(designationStatusLabel('in_force')).toBe('In force');
    for (const s of DESIGNATION_STATUSES) expect(designationStatusLabel(s)).not.toBe(s);
    expect(codedLabel('relationship', 'sibling')).toBe('Brother or sister');
    for (const r of RELATIONSHIPS) expect(codedLabel('relationship', r)).not.toBe(r);
  });
});

describe('consentErrors', () => {
  test("the spouse's consent needs the spouse's name and a drawn PNG signature", () => {
    expect(consentErrors({ spouse_name: 'Sam Lovelace', spouse_signature: PNG })).toEqual({
      spouse_name: [],
      spouse_signature: [],
    });
    expect(consentErrors({})).toEqual({
      spouse_name: [CONSENT_NAME_REQUIRED],
      spouse_signature: [CONSENT_SIGNATURE_REQUIRED],
    });
    expect(consentErrors({ spouse_name: '  ', spouse_signature: 'data:image/jpeg;base64,AAAA' })).toEqual({
      spouse_name: ["Spouse's full name is required"],
      spouse_signature: ["Spouse's consent signature must be png"],
    });
  });

  test('property: any non-blank name up to 200 characters is accepted; blank or longer ones are refused', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 220 }), (name) => {
        const ok = name.trim() !== '' && name.trim().length <= 200;
        expect(consentErrors({ spouse_name: name, spouse_signature: PNG }).spouse_name).toEqual(
          ok ? [] : [CONSENT_NAME_REQUIRED],
        );
      }),
    );
  });

  test('property: only base64 PNG data URLs sign; anything else is refused with the png message', () => {
    const base64 = fc
      .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'), {
        minLength: 1,
        maxLength: 20,
      })
      .map((cs) => cs.join('').padEnd(Math.ceil(cs.length / 4) * 4, 'A'));
    fc.assert(
      fc.property(base64, (payload) => {
        expect(
          consentErrors({ spouse_name: 'S', spouse_signature: `data:image/png;base64,${payload}` }).spouse_signature,
        ).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !s.startsWith('data:image/png;base64,')),
        (other) => {
          expect(consentErrors({ spouse_name: 'S', spouse_signature: other }).spouse_signature).toEqual([CONSENT_SIGNATURE_PNG]);
        },
      ),
    );
  });
});
