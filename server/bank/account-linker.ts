/** The account a user asked to connect (numbers in clear: only the linker and the cipher see them). */
export interface AccountToLink {
  userId: string;
  email: string;
  routingNumber: string;
  accountNumber: string;
  accountType: string;
  bankName: string | undefined;
}

/**
 * Links a primary bank account by micro-deposits. The local stand-in "sends" two amounts to the dev outbox; a
 * production adapter starts the provider's micro-deposit verification (e.g. an account-linking service's same-day
 * micro-deposits) and asks the provider to check the typed amounts. Attempts and the day-long lock stay ours.
 */
export interface AccountLinker {
  /** Sends two micro-deposits to the account; answers an opaque reference to check amounts against later. */
  start(account: AccountToLink): Promise<{ reference: string }>;
  /** True when the typed amounts (cents, either order) are the two deposits sent under `reference`. */
  confirm(reference: string, amountsCents: readonly [number, number]): Promise<boolean>;
}
