/** What one of the product's banks offers (Choose an Account step); fees in integer cents. */
export interface BankOffer {
  /** The bank id as the product configuration lists it (`banks`). */
  id: number;
  name: string;
  /** The account the plan opens there. */
  accountType: string;
  monthlyFeeCents: number;
  wireFeeCents: number;
  /** What the trust account is for. */
  purpose: string;
}

/** The offers of the banks the embedded product configuration names (ids 1 and 2; decision 0142). */
const OFFERS: readonly BankOffer[] = Object.freeze([
  {
    id: 1,
    name: 'Heritage Trust Bank',
    accountType: '401(k) trust checking account',
    monthlyFeeCents: 0,
    wireFeeCents: 2500,
    purpose:
      'Holds the plan’s cash in the name of the plan trust: contributions go in, and purchases of plan assets and distributions go out.',
  },
  {
    id: 2,
    name: 'Summit Custody Bank',
    accountType: '401(k) trust money-market savings account',
    monthlyFeeCents: 1000,
    wireFeeCents: 1500,
    purpose:
      'Keeps the plan’s cash in the plan trust’s name earning interest, for plans that buy assets such as precious metals or real estate less often.',
  },
]);

/** The offers of the configured bank ids, in configuration order; unknown ids are left out. */
export function bankOffers(bankIds: readonly number[]): BankOffer[] {
  const out: BankOffer[] = [];
  for (const id of bankIds) {
    const offer = OFFERS.find((o) => o.id === Number(id));
    if (offer !== undefined) out.push(offer);
  }
  return out;
}
