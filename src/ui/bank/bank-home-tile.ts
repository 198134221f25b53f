import { bankAccountTile, identityVerificationTile, type BankApplicationSummary } from '@/domain/bank/bank-tile-state';
import type { BankApplicationRecord, TrustAccountRecord } from '@/domain/bank/bank-records';
import type { HomeTileSource, TileContext, TileFact, TileState, TileTone } from '@/ui/home/home-tile';

const TONES: Record<string, TileTone> = {
  not_started: 'notStarted',
  in_step: 'inProgress',
  in_progress: 'inProgress',
  more_documents: 'attention',
  declined: 'attention',
  action_needed: 'attention',
  done: 'done',
};

function summaryOf(status: BankApplicationRecord): BankApplicationSummary {
  return {
    started: status.started,
    status: status.status,
    currentStep: status.currentStep,
    connection: status.connection?.status ?? 'none',
  };
}

/** The trust account in one line: "Heritage Trust Bank ••••6789, open" (home's tile and the bank area). */
export function trustAccountLine(account: TrustAccountRecord): string {
  return account.accountNumber === null
    ? `${account.bankName}, being opened`
    : `${account.bankName} ${account.accountNumber}, open`;
}

/**
 * The bank-account tile's words: waiting for the plan, not started, step N, in progress, more documents needed,
 * connected; with the plan's trust account and the owner's primary account as facts (decision 0313). A participant is
 * never asked to open the plan's trust account: that is the plan owner's.
 */
export function bankTileState(status: BankApplicationRecord, context: Pick<TileContext, 'role'> = {}): TileState {
  const participant = context.role === 'participant';
  const tile = bankAccountTile(summaryOf(status));
  const tone = TONES[tile.kind];
  const facts: TileFact[] = [];
  if (status.trustAccount) facts.push({ label: 'Plan trust account', value: trustAccountLine(status.trustAccount) });
  if (status.connection?.status === 'connected')
    facts.push({ label: 'Your primary account', value: status.connection.accountNumber });
  if (!status.planAdopted && status.status === 'draft')
    return {
      status: 'Opens once your plan is adopted',
      tone: 'notStarted',
      action: status.started ? 'Continue bank application' : 'See what the bank asks',
    };
  const next: Record<string, string | undefined> = {
    not_started: participant
      ? undefined
      : 'Open the plan’s trust bank account, in the plan’s name: the application takes about 10 minutes.',
    in_step: 'Continue your bank application.',
    in_progress: 'The bank is reviewing your application; we will show its decision here.',
    more_documents: 'The bank needs more documents to verify your identity.',
    declined: 'Contact support about your bank application.',
    action_needed: 'Confirm the two small deposits to connect your account.',
  };
  return {
    status: tile.label,
    tone,
    facts: facts.length > 0 ? facts : undefined,
    next: next[tile.kind],
    action: tile.kind === 'not_started' ? 'Start bank application' : tile.kind === 'done' ? 'See bank account' : 'Continue',
  };
}

/** What the identity-verification tile is about, said before its status and its link. */
export const IDENTITY_ABOUT =
  'The bank confirms who you are (an ID and photos of it) before it opens the plan’s trust account: part of the bank application.';

/** The identity-verification tile's words. */
export function identityTileState(status: BankApplicationRecord): TileState {
  const tile = identityVerificationTile(summaryOf(status));
  return {
    about: IDENTITY_ABOUT,
    status: tile.label,
    tone: TONES[tile.kind],
    next: tile.kind === 'more_documents' ? 'Upload the documents the bank asks for.' : undefined,
    action: tile.kind === 'done' ? 'See verification' : tile.kind === 'not_started' ? 'Start verification' : 'Continue',
  };
}

/** The bank-account tile: the application's status. */
export const bankHomeTile: HomeTileSource = {
  area: 'onboarding',
  async load(ports, context): Promise<TileState> {
    return bankTileState(await ports.bank.status(), context);
  },
};

/** The identity-verification tile: the same status. */
export const identityHomeTile: HomeTileSource = {
  area: 'identity-verification',
  async load(ports, _context): Promise<TileState> {
    return identityTileState(await ports.bank.status());
  },
};
