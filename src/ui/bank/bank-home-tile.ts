import { bankAccountTile, identityVerificationTile, type BankApplicationSummary } from '@/domain/bank/bank-tile-state';
import type { BankApplicationRecord } from '@/domain/bank/bank-records';
import type { HomeTileSource, TileState, TileTone } from '@/ui/home/home-tile';

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

/** The bank-account tile's words: not started, step N, in progress, more documents needed, connected. */
export function bankTileState(status: BankApplicationRecord): TileState {
  const tile = bankAccountTile(summaryOf(status));
  const tone = TONES[tile.kind];
  const account = status.connection?.status === 'connected' ? status.connection.accountNumber : undefined;
  const next: Record<string, string | undefined> = {
    not_started: 'Open the plan’s trust bank account: the application takes about 10 minutes.',
    in_step: 'Continue your bank application.',
    in_progress: 'The bank is reviewing your application; we will show its decision here.',
    more_documents: 'The bank needs more documents to verify your identity.',
    declined: 'Contact support about your bank application.',
    action_needed: 'Confirm the two small deposits to connect your account.',
  };
  return {
    status: tile.label,
    tone,
    facts: account ? [{ label: 'Primary account', value: account }] : undefined,
    next: next[tile.kind],
    action: tile.kind === 'not_started' ? 'Start bank application' : tile.kind === 'done' ? 'See bank account' : 'Continue',
  };
}

/** The identity-verification tile's words. */
export function identityTileState(status: BankApplicationRecord): TileState {
  const tile = identityVerificationTile(summaryOf(status));
  return {
    status: tile.label,
    tone: TONES[tile.kind],
    next: tile.kind === 'more_documents' ? 'Upload the documents the bank asks for.' : undefined,
    action: tile.kind === 'done' ? 'See verification' : 'Continue',
  };
}

/** The bank-account tile: the application's status. */
export const bankHomeTile: HomeTileSource = {
  area: 'onboarding',
  async load(ports, _context): Promise<TileState> {
    return bankTileState(await ports.bank.status());
  },
};

/** The identity-verification tile: the same status. */
export const identityHomeTile: HomeTileSource = {
  area: 'identity-verification',
  async load(ports, _context): Promise<TileState> {
    return identityTileState(await ports.bank.status());
  },
};
