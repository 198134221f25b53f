import { describe, expect, test } from 'vitest';
import { renderAdoptionAgreement } from './adoption-agreement';
import { renderForm5500Ez } from './form-5500-ez';
import { imageCount, pdfPages, pdfText, signaturePng } from './pdf-test-kit';
import { OWNER_SSN, ownerSteps } from './plan-document-fixtures';
import { planDocumentData, ssnDigits, type SavedSteps } from './plan-document-data';
import { documentSet, planDocumentId } from './plan-document-set';
import { planYearOf } from './plan-year';
import { WITHHELD } from './pdf-writer';

const createdAt = new Date('2026-11-22T10:00:00Z');

function steps(
  overrides: Partial<Record<'personalDetails' | 'employerDetails' | 'planDetails', Record<string, unknown>>> = {},
  bank = {},
): SavedSteps {
  const base = ownerSteps();
  return {
    variant: 'planOwner',
    checkout: {
      personalDetails: { ...base.personalDetails, ...overrides.personalDetails },
      employerDetails: { ...base.employerDetails, ...overrides.employerDetails },
      planDetails: { ...base.planDetails, ...overrides.planDetails },
    },
    bank,
  };
}

async function adoption(s: SavedSteps): Promise<{ bytes: Uint8Array; text: string }> {
  const bytes = await renderAdoptionAgreement(planDocumentData(s), { forbiddenDigits: ssnDigits(s), createdAt });
  return { bytes, text: await pdfText(bytes) };
}

async function form(s: SavedSteps): Promise<{ bytes: Uint8Array; text: string }> {
  const bytes = await renderForm5500Ez(planDocumentData(s), { forbiddenDigits: ssnDigits(s), createdAt });
  return { bytes, text: await pdfText(bytes) };
}

function expectNoSsn(text: string, bytes: Uint8Array): void {
  const flat = text.replace(/\s+/g, ' ');
  for (const form of [OWNER_SSN, OWNER_SSN.replace(/-/g, ''), OWNER_SSN.replace(/-/g, ' ')]) {
    expect(flat).not.toContain(form);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain(form);
  }
  expect(flat.replace(/\D/g, '')).not.toContain(OWNER_SSN.replace(/-/g, ''));
}

describe('adoption agreement', () => {
  test('carries the plan details, the employer, the elections and the signer with the signature image', async () => {
    const { bytes, text } = await adoption(steps());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    for (const s of [
      'Quinn Consulting Solo 401(k) Plan',
      '98-7654321',
      '12-3456789',
      'Quinn Consulting LLC',
      '400 Market Street, Suite 210, Portland, OR 97204',
      'Limited liability company (LLC)',
      'Jan 1, 2026',
      '5.5%',
      'Prime rate plus the rate above',
      'Managing Member',
      'Nov 20, 2026',
      'Avery Quinn',
      'Deferral Pre-Tax: 10% of compensation, $23,500.00',
      'Profit Sharing: 25% of compensation, $40,000.00',
      'Employer Match: not elected',
      'Jan 1, 2026 to Dec 31, 2026',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).toMatch(/In-plan Roth rollovers\s+No/);
    expect(text).toMatch(/Participant loans\s+Yes/);
    expect(text).toMatch(/Roth deferrals\s+Yes/);
    // Not elected (the election is off when not saved; decision 0332).
    expect(text).toMatch(/Roth employer contributions\s+No/);
    expect(text).not.toMatch(/plan_loan|plan_roth/);
    // Neither distribution setting saved: both on, as the distribution rules read them (decision 0222).
    expect(text).toMatch(/In-service distributions\s+Allowed/);
    expect(text).toMatch(/Spouse's consent to distributions\s+Required/);
    expect(imageCount(bytes)).toBe(2); // the signer's and the spouse's signatures
  });

  test('Roth employer contributions, when elected, say what the participant may designate and how it is held', async () => {
    const { text } = await adoption(steps({ planDetails: { plan_roth_employer: true } }));
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Roth employer contributions Yes: a participant may designate profit sharing and matching contributions as Roth ' +
        'before they are deposited; they are fully vested and held in the designated Roth account (SECURE 2.0 Act ' +
        'section 604, IRS Notice 2024-2)',
    );
  });

  test('states every election and the plan terms on pages that each carry content (no blank page)', async () => {
    const { bytes, text } = await adoption(steps());
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Plan year The calendar year (January 1 to December 31)',
      'Plan administrator The Employer, Quinn Consulting LLC',
      'Trustee Avery Quinn, Managing Member, holding the plan assets in the plan trust account',
      'Part 3. Eligibility and vesting',
      'Age and service None: an eligible employee participates from the Effective Date or the date of hire',
      'Vesting 100% vested at all times in every contribution and its earnings',
      'Part 5. Roth and rollovers',
      'Part 6. Participant loans',
      'At most the lesser of $50,000 and half the vested account (IRC 72(p)(2)(A))',
      'Part 7. Distributions',
      'Normal retirement age 59½',
      'In-service from Age 59½',
      'Hardship distributions Allowed for an immediate and heavy financial need',
      'Required minimum distributions From the applicable age of IRC 401(a)(9)',
      'Part 8. Employer signature',
    ])
      expect(flat).toContain(expected);
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(1);
    // Each page holds more than its footer ("<title> Page n of m").
    for (const page of pages)
      expect(page.replace(/Solo 401\(k\) Plan Adoption Agreement|Page \d+ of \d+|\s/g, '').length).toBeGreaterThan(200);
  });

  test('a fiscal plan year is named by its last day', async () => {
    const { text } = await adoption(
      steps({ employerDetails: { employer_fiscal_year_end: 'fiscalBased', employer_fiscal_year_end_date: '2020-06-30' } }),
    );
    expect(text.replace(/\s+/g, ' ')).toContain("Plan year The 12 months ending on June 30, the Employer's fiscal year");
  });

  test("the owner's distribution settings print in words, never true or false (decision 0222)", async () => {
    const { text } = await adoption(steps({ planDetails: { plan_in_service: false, plan_spouse_consent: false } }));
    expect(text).toMatch(/In-service distributions\s+Not allowed/);
    expect(text).toMatch(/Spouse's consent to distributions\s+Not required/);
    expect(text).not.toMatch(/plan_in_service|plan_spouse_consent|distributions\s+(true|false|Yes|No)\b/);
    const mixed = await adoption(steps({ planDetails: { plan_in_service: true, plan_spouse_consent: false } }));
    expect(mixed.text).toMatch(/In-service distributions\s+Allowed/);
    expect(mixed.text).toMatch(/Spouse's consent to distributions\s+Not required/);
  });

  test("a married owner's spouse consents with the e-signature from planDetails; without one, a line is left to sign", async () => {
    const signed = await adoption(steps());
    expect(signed.text).toContain('Spousal consent');
    expect(signed.text).toContain('I, Jordan Quinn, am the spouse');
    expect(signed.text).toContain('Nov 21, 2026');
    const unsigned = await adoption(
      steps({ planDetails: { spouse_consent_signature: undefined, spouse_consent_date: undefined } }),
    );
    expect(unsigned.text).toContain('Spousal consent');
    expect(imageCount(unsigned.bytes)).toBe(1);
    const single = await adoption(steps({ personalDetails: { married: false } }));
    expect(single.text).not.toContain('Spousal consent');
  });

  test('a chosen saved signature (isSelectedSignature, no new image) is taken from the bank application and marked saved', async () => {
    const s = steps(
      { planDetails: { isSelectedSignature: true, plan_signature: undefined, spouse_consent_signature: undefined } },
      { fillApplication: { plan_signature: signaturePng(60, 20) } },
    );
    const { bytes, text } = await adoption(s);
    expect(imageCount(bytes)).toBe(1);
    expect(text).toContain('Signed electronically (saved signature)');
  });

  test('a damaged signature image or characters the standard fonts lack do not stop generation', async () => {
    const { bytes, text } = await adoption(
      steps({ planDetails: { plan_signature: 'data:image/png;base64,AAAA', plan_name: 'Plan 日本 Ünïcode' } }),
    );
    expect(imageCount(bytes)).toBe(1); // only the spouse's image
    expect(text).toContain('Plan ?? Ünïcode');
  });
});

describe('layout', () => {
  test('a long unbroken value is cut to fit the column, keeping every character', async () => {
    const long = 'X'.repeat(40) + 'Y'.repeat(40) + 'Z'.repeat(40);
    const { text } = await adoption(steps({ employerDetails: { employer_name: long } }));
    const lines = text.split('\n').filter((l) => /^[XYZ]+\s*$/.test(l.replace(/^Employer name\s+/, '')) && /[XYZ]{5}/.test(l));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((l) => l.replace(/^Employer name\s+/, '').trim()).join('')).toContain(long);
  });
});

describe('Form 5500-EZ template', () => {
  test('is prefilled: plan year, 1a, 1b 001, 1c, 2a name and address, 2b EIN, 2c phone, 2d NAICS, 3a Same', async () => {
    const { text } = await form(steps());
    const expectations: Array<[string, string]> = [
      ['Plan year beginning', 'Jan 1, 2026'],
      ['Plan year ending', 'Dec 31, 2026'],
      ['1a Name of plan', 'Quinn Consulting Solo 401\\(k\\) Plan'],
      ['1b Three-digit plan number \\(PN\\)', '001'],
      ['1c Date plan first became effective', 'Jan 1, 2026'],
      ["2a Employer's name", 'Quinn Consulting LLC'],
      ['2a Address', '400 Market Street, Suite 210, Portland, OR 97204'],
      ['2b Employer Identification Number \\(EIN\\)', '12-3456789'],
      ["2c Employer's telephone number", '503-555-0199'],
      ['2d Business code \\(NAICS\\)', '541611'],
      ["3a Plan administrator's name and address", 'Same'],
    ];
    for (const [label, value] of expectations) expect(text).toMatch(new RegExp(`${label}\\s+${value}`));
  });

  test("2c falls back to the owner's phone when the business gave none; the financial lines point to the yearly return", async () => {
    const { text } = await form(steps({ employerDetails: { employer_phone: '' } }));
    expect(text).toMatch(/2c Employer's telephone number\s+503-555-0142/);
    expect(text.replace(/\s+/g, ' ')).toContain(
      'On the Contributions page, "Prepare the prefilled Form 5500-EZ" fills them in for a plan year',
    );
    expect(text).not.toMatch(/6a\(1\) Total plan assets, beginning of year\s*$/m);
  });

  test('line 2b is never an SSN: an SSN-shaped employer EIN is left blank', async () => {
    const { text } = await form(steps({ employerDetails: { employer_ein: '512-34-6789', employer_ein_number: '' } }));
    expect(text).toMatch(/\(EIN\)\s+2c Employer's telephone number/);
    expect(text.replace(/\D/g, '')).not.toContain('512346789');
  });
});

describe('the SSN is never drawn', () => {
  test('neither document holds it, even when it was typed into a printed field', async () => {
    const s = steps({
      planDetails: { plan_name: `Plan ${OWNER_SSN}` },
      employerDetails: { employer_ein_number: OWNER_SSN.replace(/-/g, ''), address02: OWNER_SSN.replace(/-/g, '') },
    });
    for (const { text, bytes } of [await adoption(s), await form(s)]) {
      expectNoSsn(text, bytes);
      expect(text).toContain(WITHHELD);
    }
  });
});

describe('plan year and document ids', () => {
  test('calendar plan years end on December 31; fiscal ones on the first fiscal year end on or after the effective date', () => {
    expect(planYearOf('2026-03-15', 'calendar', '')).toEqual({ start: '2026-03-15', end: '2026-12-31' });
    expect(planYearOf('2026-03-15', 'fiscalBased', '2025-06-30')).toEqual({ start: '2026-03-15', end: '2026-06-30' });
    expect(planYearOf('2026-08-01', 'fiscalBased', '2025-06-30')).toEqual({ start: '2026-08-01', end: '2027-06-30' });
    expect(planYearOf('2027-01-10', 'fiscalBased', '2024-02-29')).toEqual({ start: '2027-01-10', end: '2027-02-28' });
    expect(planYearOf('not a date', 'calendar', '')).toBeUndefined();
  });

  test('ids are stable per user, invoice and kind, distinct otherwise, and UUID-shaped', () => {
    const a = planDocumentId('u1', 'i1', 'adoption_agreement');
    expect(planDocumentId('u1', 'i1', 'adoption_agreement')).toBe(a);
    expect(
      new Set([
        a,
        planDocumentId('u2', 'i1', 'adoption_agreement'),
        planDocumentId('u1', 'i2', 'adoption_agreement'),
        planDocumentId('u1', 'i1', 'form_5500_ez'),
      ]).size,
    ).toBe(4);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(documentSet('planOwner').map((d) => d.kind)).toEqual(['adoption_agreement', 'form_5500_ez']);
    expect(documentSet('participant').map((d) => d.kind)).toEqual(['participant_agreement']);
  });
});
