import type { AreaPorts } from '@/ports/area-ports';

/** How an area stands, for the tile's badge: not started, under way, finished, or waiting on the user urgently. */
export type TileTone = 'notStarted' | 'inProgress' | 'done' | 'attention';

/** One fact a tile shows: "Invoice due" / "Dec 8, 2026". Values are formatted for people (src/domain/display). */
export interface TileFact {
  readonly label: string;
  readonly value: string;
}

/**
 * Why a next step cannot wait, most urgent first (URGENCY_ORDER): a deadline already passed, a contribution over an IRS
 * limit, a missed loan payment before its cure date, a Form 5500-EZ due within 60 days, a distribution waiting for the
 * owner. "What to do next" lists these before the set-up steps.
 */
export type TileUrgency = 'pastDue' | 'overLimit' | 'missedPayment' | 'filingDue' | 'waitingForOwner';

/** The order "What to do next" lists urgent steps in. */
export const URGENCY_ORDER: readonly TileUrgency[] = ['pastDue', 'overLimit', 'missedPayment', 'filingDue', 'waitingForOwner'];

/** The state of one area on the home page, as the area itself reports it. */
export interface TileState {
  /** One line: where the area stands ("Step 3 of 7: Employer details", "Paid"). */
  readonly status: string;
  readonly tone: TileTone;
  /** Facts under the status, formatted for people. */
  readonly facts?: readonly TileFact[];
  /** What the user should do next here, as advice ("Continue your checkout at Employer details."); none when done. */
  readonly next?: string;
  /** Words of the tile's link to the area ("Continue checkout"); the area's title when not given. */
  readonly action?: string;
  /** Set when `next` cannot wait: "What to do next" lists it first, by URGENCY_ORDER. */
  readonly urgency?: TileUrgency;
  /** What the area is, in one sentence, for an area whose title does not say it (shown before its status). */
  readonly about?: string;
}

/** What the home page is told about the user's context when it asks an area for its state. */
export interface TileContext {
  /** The current time (from the Clock port). */
  readonly now: Date;
  /** The user's locale for formats ('en-US' by default). */
  readonly locale?: string;
  /**
   * Whose home it is: a participant (who joined a plan by invitation) gets participant tasks only, never the plan
   * owner's (open the plan's trust account, invite a participant, the fees). The plan owner's when not known.
   */
  readonly role?: 'planOwner' | 'participant';
}

/** The area ports a tile may read its state through (src/ports/area-ports.ts; decision 0302), by area key. */
export type TilePorts = AreaPorts;
/** The bundle of area ports home's tiles read through, bound by uiModule. */
export const TilePorts = Symbol('TilePorts');

/**
 * The home page's extension point: an area that is built names one source in its manifest (`tile` in
 * `<area>-area.ts`) that reads its state through the area's port in `TilePorts` (usually its status or its own list) and
 * says it in words.
 */
export interface HomeTileSource {
  /** The key of the area's manifest (src/ui/areas.ts). */
  readonly area: string;
  /** Reads the area's state through its port, for the signed-in user (or the participant in admin mode). */
  load(ports: TilePorts, context: TileContext): Promise<TileState>;
}
