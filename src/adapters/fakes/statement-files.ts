/** A CSV statement of October 2026 (tests only): a contribution deposit on the 1st and the interest on the 31st. */
export const OCTOBER_CSV = [
  'Date,Description,Amount,Balance',
  '2026-10-01,DEPOSIT QUINN LLC,"5,000.00","5,000.00"',
  '2026-10-31,INTEREST PAID,1.23,"5,001.23"',
].join('\n');
