/** The account a user asked to connect (numbers in clear: only the linker and the cipher see them). */
export interface AccountToLink {
  userId: string;
  email: string;
  routingNumber: string;
  accountNumber: string;
  accountType: string;
  bankName: string | undefined;
  /** The account holder as the bank application names its signer (a provider may need a name for its customer). */
  holderFirstName?: string;
  holderLastName?: string;
}

/**
 * Links a primary bank account by micro-deposits. The local stand-in "sends" two amounts to the dev outbox; the
 * production adapter (Dwolla, decision 0220) starts the provider's micro-deposit verification and asks the provider to
 * check the typed amounts. Attempts and the day-long lock stay ours.
 */
export interface AccountLinker {
  /** Sends two micro-deposits to the account; answers an opaque reference to check amounts against later. */
  start(account: AccountToLink): Promise<{ reference: string }>;
  /**
   * True when the typed amounts (cents, either order) are the two deposits sent under `reference`; throws
   * DepositsNotArrivedError when the provider cannot check them yet.
   */
  confirm(reference: string, amountsCents: readonly [number, number]): Promise<boolean>;
}

/** The deposits have not reached the account yet, so they cannot be checked (not a wrong try). */
export class DepositsNotArrivedError extends Error {
  constructor() {
    super('The deposits have not reached your account yet: try again once they show on your statement');
  }
}
