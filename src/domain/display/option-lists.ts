/** One choice of a select or radio group: the value saved and the words shown. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

const pairs = (list: string): Choice[] =>
  list.split('|').map((entry) => {
    const [value, label] = entry.split('=');
    return { value, label: label ?? value };
  });

/** US states, DC and territories: the code is saved as `state`, the name as `state_long`. */
export const US_STATES: readonly Choice[] = pairs(
  'AL=Alabama|AK=Alaska|AZ=Arizona|AR=Arkansas|CA=California|CO=Colorado|CT=Connecticut|DE=Delaware|DC=District of Columbia|' +
    'FL=Florida|GA=Georgia|HI=Hawaii|ID=Idaho|IL=Illinois|IN=Indiana|IA=Iowa|KS=Kansas|KY=Kentucky|LA=Louisiana|ME=Maine|' +
    'MD=Maryland|MA=Massachusetts|MI=Michigan|MN=Minnesota|MS=Mississippi|MO=Missouri|MT=Montana|NE=Nebraska|NV=Nevada|' +
    'NH=New Hampshire|NJ=New Jersey|NM=New Mexico|NY=New York|NC=North Carolina|ND=North Dakota|OH=Ohio|OK=Oklahoma|' +
    'OR=Oregon|PA=Pennsylvania|RI=Rhode Island|SC=South Carolina|SD=South Dakota|TN=Tennessee|TX=Texas|UT=Utah|VT=Vermont|' +
    'VA=Virginia|WA=Washington|WV=West Virginia|WI=Wisconsin|WY=Wyoming|PR=Puerto Rico|GU=Guam|VI=U.S. Virgin Islands',
);

/** The state name of a state code ('' when unknown). */
export function stateName(code: unknown): string {
  return US_STATES.find((s) => s.value === code)?.label ?? '';
}

/** Form of address. */
export const TITLES: readonly Choice[] = pairs('Mr.|Mrs.|Ms.|Mx.|Dr.');
/** Gender. */
export const GENDERS: readonly Choice[] = pairs('male=Male|female=Female|other=Other');
/** Identity document types. */
export const ID_TYPES: readonly Choice[] = pairs("driversLicense=Driver's license|stateId=State ID card|passport=Passport");
/** Legal forms of the employer. */
export const ENTITY_TYPES: readonly Choice[] = pairs(
  'soleProprietorship=Sole proprietorship|llc=Limited liability company (LLC)|sCorporation=S corporation|cCorporation=C corporation|partnership=Partnership',
);
/** How the employer's tax year ends; 'fiscalBased' asks for the date. */
export const FISCAL_YEAR_ENDS: readonly Choice[] = pairs(
  'calendarBased=Calendar year (December 31)|fiscalBased=Fiscal year (another date)',
);
/** Loan interest rate types. */
export const LOAN_RATE_TYPES: readonly Choice[] = pairs('fixed=Fixed|primePlus=Prime rate plus the rate above');
/** Where the owner's plan comes from (decision 0343). */
export const PLAN_ORIGIN_CHOICES: readonly Choice[] = pairs('new=A new plan|existing=A plan I already have elsewhere');
/** What a participant loan is for (src/domain/loans LoanPurpose). */
export const LOAN_PURPOSES: readonly Choice[] = pairs(
  'general=General purpose|principal_residence=Buying my principal residence',
);
/** How often a loan is repaid (src/domain/loans PaymentFrequency). */
export const LOAN_FREQUENCIES: readonly Choice[] = pairs('monthly=Monthly|quarterly=Quarterly');
/** Where a participant loan stands (server/loans). */
export const LOAN_STATUSES: readonly Choice[] = pairs(
  'pending_signature=Waiting for your signature|active=Being repaid|paid_off=Paid off|deemed_distribution=Deemed distribution|offset=Offset on leaving employment',
);
/** A beneficiary's relationship to the participant (src/domain/beneficiaries RELATIONSHIPS). */
export const BENEFICIARY_RELATIONSHIPS: readonly Choice[] = pairs(
  'spouse=Spouse|child=Child|parent=Parent|sibling=Brother or sister|other=Other person or trust',
);
/** Whether the plan allows in-service distributions (plan_in_service; decision 0222). */
export const IN_SERVICE_SETTINGS: readonly Choice[] = pairs('true=Allowed|false=Not allowed');
/** Whether a married participant's spouse must consent to a distribution (plan_spouse_consent; decision 0222). */
export const SPOUSE_CONSENT_SETTINGS: readonly Choice[] = pairs('true=Required|false=Not required');

/** The label of a choice's value, or the value itself. */
export function choiceLabel(choices: readonly Choice[], value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return choices.find((c) => c.value === text)?.label ?? text;
}
