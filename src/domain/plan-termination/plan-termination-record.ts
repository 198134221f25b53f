/** The plan's termination as the SPA keeps it (decision 0339; amounts in cents, days YYYY-MM-DD). */
export interface PlanTerminationRecord {
  readonly status: 'not_started' | 'terminating' | 'terminated';
  /** The user is the plan owner (who adopts the resolution) or a participant who joined the plan. */
  readonly role: 'owner' | 'participant';
  readonly resolution?: {
    readonly terminationDate: string;
    readonly resolutionDate: string;
    readonly signerName: string;
    readonly signerTitle: string;
    readonly documentId: string;
  };
  readonly checklist?: {
    readonly stepsLeft: number;
    readonly distributionDeadline: string;
    readonly accounts: readonly { readonly you: boolean; readonly name: string; readonly balanceCents: number }[];
    readonly loans: readonly {
      readonly id: string;
      readonly you: boolean;
      readonly name: string;
      readonly outstandingCents: number;
    }[];
    readonly finalReturn: { readonly planYear: number; readonly filed: boolean; readonly filedOn: string | null };
  };
}

/** What the owner signs: the two dates, the signer's name and title, the drawn signature (a PNG data URL). */
export interface TerminationResolutionInput {
  readonly terminationDate: string;
  readonly resolutionDate: string;
  readonly signerFirstName: string;
  readonly signerLastName: string;
  readonly signerTitle: string;
  readonly signature: string;
}
