/**
 * Set-up order (decision 0313): a solo 401(k)'s trust account is opened for the plan, in the plan's name and with its
 * EIN, so the bank application is sent only once the plan is adopted (the checkout's Plan Details signed by the owner,
 * or a participant's Signer Details).
 */
export const PLAN_NOT_ADOPTED_MESSAGE =
  'Adopt your plan first: the trust account is opened in the plan’s name and with its EIN, so finish the employer and plan setup (checkout) before sending the bank application.';

/** The error code of that refusal. */
export const PLAN_NOT_ADOPTED_CODE = 'plan_not_adopted';

/** The checkout step whose completion adopts the plan, by the checkout's role. */
export function adoptionStep(role: 'planOwner' | 'participant'): 'planDetails' | 'signerDetails' {
  return role === 'participant' ? 'signerDetails' : 'planDetails';
}
