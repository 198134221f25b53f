import { describe, expect, test } from 'vitest';
import { distributionKindLabel, kindUnavailableReason } from './distribution-kinds';

const now = new Date('2026-11-29T12:00:00Z');

describe('distribution kinds', () => {
  test('each kind’s plain label, the corrective and deemed-loan kinds too, and a generic one for anything else', () => {
    expect(distributionKindLabel('normal')).toBe('Normal distribution (age 59½ or older)');
    expect(distributionKindLabel('separation')).toBe('Separation from service');
    expect(distributionKindLabel('hardship')).toBe('Hardship distribution');
    expect(distributionKindLabel('rmd')).toBe('Required minimum distribution');
    expect(distributionKindLabel('in_service')).toBe('In-service distribution');
    expect(distributionKindLabel('excess_deferral_correction')).toBe('Corrective distribution of excess deferrals');
    expect(distributionKindLabel('deemed_loan')).toBe('Loan treated as a deemed distribution');
    expect(distributionKindLabel('bonus')).toBe('Distribution');
  });

  test('an in-service distribution or an RMD needs the date of birth first', () => {
    expect(kindUnavailableReason('in_service', undefined, now)).toBe('Add your date of birth to your personal details first');
    expect(kindUnavailableReason('rmd', undefined, now)).toBe('Add your date of birth to your personal details first');
    // A plan without in-service distributions says so first.
    expect(kindUnavailableReason('in_service', undefined, now, { inServiceAllowed: false, spouseConsentRequired: true })).toBe(
      'The plan does not allow in-service distributions',
    );
  });

  test('RMDs of someone born July 1949 start in 2021, the year of age 72 (born after June 30, 1949)', () => {
    const dob = new Date('1949-07-15T00:00:00Z');
    expect(kindUnavailableReason('rmd', dob, new Date('2021-01-01T12:00:00Z'))).toBeUndefined();
    expect(kindUnavailableReason('rmd', dob, new Date('2020-12-31T12:00:00Z'))).toBe(
      'Required minimum distributions start in the year you turn 72',
    );
    // Born before July 1, 1949: the year of age 70½ (2019 for a birthday in the first half of 1949).
    expect(kindUnavailableReason('rmd', new Date('1949-03-10T00:00:00Z'), new Date('2018-12-31T12:00:00Z'))).toBe(
      'Required minimum distributions start in the year you turn 70½',
    );
    expect(kindUnavailableReason('rmd', new Date('1955-03-10T00:00:00Z'), new Date('2027-12-31T12:00:00Z'))).toBe(
      'Required minimum distributions start in the year you turn 73',
    );
  });
});
