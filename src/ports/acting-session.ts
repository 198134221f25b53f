/**
 * What the product API's decorator asks of the signed-in tab (decisions 0063, 0262, 0302): whose account a support
 * user is acting on (admin mode, this tab only) and how to ask the user for a second factor when the API wants one.
 * The UI's stores answer it; the decorator of the ApiClient port, bound once by the composition root, reads it.
 */
export interface ActingSession {
  /** The participant's id while this tab is in admin mode; undefined otherwise. */
  actingAs(): string | undefined;
  /** Asks the user for a second factor (the API answered step_up_required); resolves true once it was given. */
  stepUp(message: string): Promise<boolean>;
}
export const ActingSession = Symbol('ActingSession');
