/** The owner has not named a plan yet. */
export const NO_PLAN_MESSAGE = 'Set up your plan first: the invitation names the plan the participant joins';
/** The link's token is unknown, withdrawn, used by someone else or expired. */
export const INVITATION_INVALID_MESSAGE = 'This invitation is no longer valid. Ask the plan owner to send a new one.';
/** The signed-in address is not the invited one. */
export const WRONG_ACCOUNT_MESSAGE =
  'This invitation was sent to another e-mail address. Sign in with the address it was sent to.';
/** The participant already joined another plan. */
export const OTHER_PLAN_MESSAGE = 'You have already joined another plan';
/** An invitation id that names none of the owner's invitations. */
export const INVITATION_NOT_FOUND_MESSAGE = 'Invitation not found';
/** Only a pending invitation can be withdrawn. */
export const INVITATION_NOT_PENDING_MESSAGE = 'Only an invitation not yet accepted can be withdrawn';
/** A participant joins the plan once their own checkout is complete. */
export const CHECKOUT_INCOMPLETE_MESSAGE = 'Complete your participant checkout (personal details and signer details) first';
