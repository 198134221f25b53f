import type { DocumentRecord, Folder, Version } from './library-entities';

/** A folder for tests and fakes: only id, name and parent matter to the tree. */
export function folder(id: string, folder_id: string | null, name = id): Folder {
  return { id, user_id: 'u1', name, created_at: '2024-01-01T00:00:00Z', folder_id };
}

/** A document record for tests and fakes. */
export function documentRecord(id: string, folder_id: string | null, name = id): DocumentRecord {
  return { id, folder_id, name };
}

/** A version for tests and fakes. */
export function version(id: string, document_id: string, created_at: string): Version {
  return { id, document_id, name: `${id}.pdf`, created_at, size: 1024, content_type: 'application/pdf' };
}
