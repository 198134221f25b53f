/** A folder of the document library (spec section 3); `folder_id` null means top level. */
export interface Folder {
  readonly id: string;
  /** The owning user (spec section 6). */
  readonly user_id: string;
  readonly name: string;
  /** ISO date-time of creation. */
  readonly created_at: string;
  /** Parent folder id; null means top level (the spec's data, hence null). */
  readonly folder_id: string | null;
}

/**
 * A stored version of a document (decision 0022). The spec shows only `document_id`;
 * the other fields are what a version list and a download need.
 */
export interface Version {
  readonly id: string;
  readonly document_id: string;
  /** File name as uploaded. */
  readonly name: string;
  /** ISO date-time of upload. */
  readonly created_at: string;
  /** Size in bytes. */
  readonly size: number;
  /** Media type, e.g. application/pdf. */
  readonly content_type: string;
  /** Who uploaded it (decision 0151): the participant, support acting in admin mode (with a name), or generated. */
  readonly uploaded_by?: VersionUploader;
}

/** The uploader of a version; `name` is given for support only. */
export interface VersionUploader {
  readonly role: 'participant' | 'support' | 'generated';
  readonly name: string | null;
}

/** A document as listed by the API, without its versions; `folder_id` null means top level. */
export interface DocumentRecord {
  readonly id: string;
  readonly folder_id: string | null;
  readonly name: string;
}

/** A document with its versions, newest first. */
export interface Document extends DocumentRecord {
  readonly versions: readonly Version[];
}

/** A folder in the library tree, with its sub-folders and documents, each sorted by name. */
export interface LibraryFolderNode extends Folder {
  readonly children: readonly LibraryFolderNode[];
  readonly files: readonly Document[];
}

/** The library as a tree, plus an index for look-ups by folder id. */
export interface LibraryTree {
  /** Top-level folders, and folders surfaced there because of bad data (decision 0023). */
  readonly folders: readonly LibraryFolderNode[];
  /** Top-level documents, and documents whose folder is missing. */
  readonly files: readonly Document[];
  /** Every folder node by id. */
  readonly byId: ReadonlyMap<string, LibraryFolderNode>;
  /** For each folder placed under another, the id of the folder it is placed under. */
  readonly placedUnder: ReadonlyMap<string, string>;
}
