import type { ColumnType } from 'kysely';

/** A timestamp column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A plan owner's invitation of a participant (decision 0240); the link's token is stored only as its SHA-256. */
export interface InvitationsTable {
  id: string;
  /** The plan owner who sent it. */
  owner_id: string;
  /** The invitee's address, lower-cased. */
  email: string;
  token_hash: string;
  status: 'pending' | 'accepted' | 'revoked';
  /** The user who accepted it (the participant). */
  participant_id: string | null;
  sent_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** The tables of server/invitations. */
export interface InvitationTables {
  invitations: InvitationsTable;
}
