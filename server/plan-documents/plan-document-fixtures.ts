import { signaturePng } from './pdf-test-kit';

/** The owner's SSN in the fixtures: it must never appear in a generated document. */
export const OWNER_SSN = '512-34-6789';

/** Valid checkout step values of a married plan owner (the PUT bodies of the real steps), for tests. */
export function ownerSteps(): Record<'personalDetails' | 'employerDetails' | 'planDetails', Record<string, unknown>> {
  return {
    personalDetails: {
      first_name: 'Avery',
      last_name: 'Quinn',
      DOB: '1980-04-02',
      gender: 'female',
      address01: '12 Harbor Road',
      city: 'Portland',
      state: 'OR',
      postal_code: '97201',
      email: 'avery@example.com',
      phone: '503-555-0142',
      ssn_number: OWNER_SSN,
      ssn: OWNER_SSN,
      occupation: 'Consultant',
      married: true,
      spouse_first_name: 'Jordan',
      spouse_last_name: 'Quinn',
      spouse_email: 'jordan@example.com',
    },
    employerDetails: {
      employer_name: 'Quinn Consulting LLC',
      address01: '400 Market Street',
      address02: 'Suite 210',
      city: 'Portland',
      state: 'OR',
      postal_code: '97204',
      employer_email: 'office@quinn.example',
      employer_phone: '503-555-0199',
      employer_ein: '12-3456789',
      entity_type: 'llc',
      employer_incorp_date: '2015-06-01',
      employer_incorporation_state: 'OR',
      employer_fiscal_year_end: 'calendarBased',
      employer_naics_code: '541611',
      employer_naics_code_description: 'Administrative Management Consulting',
    },
    planDetails: {
      plan_name: 'Quinn Consulting Solo 401(k) Plan',
      plan_ein: '98-7654321',
      plan_establish_date: '2026-01-01',
      plan_loan: true,
      plan_roth: true,
      plan_roth_roll: false,
      loan_interest_rate: 5.5,
      loan_interest_rate_type: 'primePlus',
      isSelectedSignature: false,
      plan_signature: signaturePng(),
      plan_signer_first_name: 'Avery',
      plan_signer_last_name: 'Quinn',
      plan_signer_title: 'Managing Member',
      plan_sign_date: '2026-11-20',
      spouse_consent_signature: signaturePng(90, 30),
      spouse_consent_date: '2026-11-21',
      contribution_types: [
        { name: 'Deferral Pre-Tax', enabled: true, percent: 10, amount: 23500 },
        { name: 'Profit Sharing', enabled: true, percent: 25, amount: 40000 },
      ],
    },
  };
}
