/** The SSN of the personal details below (a number the SSA may issue). */
export const ADA_SSN = '123-45-6780';

/** Complete, valid personal details of an unmarried plan owner, as the checkout form saves them. */
export const ADA_PERSONAL_DETAILS: Readonly<Record<string, unknown>> = {
  title: 'Ms',
  first_name: 'Ada',
  last_name: 'Lovelace',
  DOB: '1980-12-10',
  gender: 'female',
  address01: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postal_code: '78701',
  email: 'ada@example.com',
  phone: '512-555-0100',
  ssn_number: ADA_SSN,
  ssn: ADA_SSN,
  occupation: 'Engineer',
  married: false,
};
