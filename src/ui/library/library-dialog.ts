import { makeAutoObservable } from 'mobx';
import { DUPLICATE_FOLDER_MESSAGE, type Folder, isNameTaken, type LibraryTree, nameErrors } from '@/domain/library';

/** The eight modals of spec section 2. */
export type DialogKind =
  | 'upload'
  | 'newFolder'
  | 'renameFolder'
  | 'moveFolder'
  | 'uploadVersion'
  | 'moveDocument'
  | 'renameDocument'
  | 'removeDocument';

/** What a dialog acts on: a folder or a document (none for upload and new folder, which act on the selected folder). */
export interface DialogSubject {
  readonly id: string;
  readonly name: string;
  readonly folder_id: string | null;
}

/** Message when a folder is moved into itself or one of its sub-folders (the server's, decision 0036). */
export const FOLDER_CYCLE_MESSAGE = 'A folder cannot be moved into itself or one of its sub-folders';
/** Message when a move names the folder the item is already in. */
export const SAME_PLACE_MESSAGE = 'It is already in this folder; choose another one';
/** Message of an upload without a file. */
export const NO_FILE_MESSAGE = 'Choose at least one file';

const TITLES: Record<DialogKind, string> = {
  upload: 'Upload documents',
  newFolder: 'New folder',
  renameFolder: 'Rename folder',
  moveFolder: 'Move folder',
  uploadVersion: 'Upload a new version',
  moveDocument: 'Move document',
  renameDocument: 'Rename document',
  removeDocument: 'Remove document',
};

/** The form of one library modal: its values, its messages beside the fields, and its client-side checks. */
export class LibraryDialog {
  /** The name field (new folder, renames). */
  name: string;
  /** The chosen folder ('' = top level) of a move. */
  target: string;
  /** Chosen files (uploads). */
  files: File[] = [];
  /** Messages by field: name, folder_id, file, form. */
  messages: Record<string, string[]> = {};
  /** True while the request runs. */
  busy = false;

  constructor(
    readonly kind: DialogKind,
    readonly subject: DialogSubject | undefined,
    /** The folder the dialog was opened in (null = top level). */
    readonly folderId: string | null,
  ) {
    this.name = kind === 'renameFolder' || kind === 'renameDocument' ? (subject?.name ?? '') : '';
    this.target = subject?.folder_id ?? '';
    makeAutoObservable(this, { kind: false, subject: false, folderId: false }, { autoBind: true });
  }

  /** The dialog's heading. */
  get title(): string {
    return TITLES[this.kind];
  }

  /** Sets the name field and clears its message. */
  setName(value: string): void {
    this.name = value;
    delete this.messages.name;
  }

  /** Sets the chosen folder ('' = top level) and clears its message. */
  setTarget(value: string): void {
    this.target = value;
    delete this.messages.folder_id;
  }

  /** Sets the chosen files and clears their message. */
  setFiles(files: readonly File[]): void {
    this.files = [...files];
    delete this.messages.file;
  }

  /** Shows the server's (or any) messages beside the fields. */
  showMessages(messages: Record<string, string[]>): void {
    this.messages = messages;
  }

  /** Runs the client-side checks (the server checks again); true when the form may be sent. */
  validate(tree: LibraryTree, folders: readonly Folder[]): boolean {
    const messages: Record<string, string[]> = {};
    const target = this.target === '' ? null : this.target;
    if (this.kind === 'newFolder' || this.kind === 'renameFolder') {
      const parent = this.kind === 'newFolder' ? this.folderId : (this.subject?.folder_id ?? null);
      const errors = nameErrors(this.name, 'Folder name');
      const siblings = folders.filter((f) => f.folder_id === parent && f.id !== this.subject?.id).map((f) => f.name);
      if (errors.length === 0 && isNameTaken(siblings, this.name)) errors.push(DUPLICATE_FOLDER_MESSAGE);
      if (errors.length > 0) messages.name = errors;
    }
    if (this.kind === 'renameDocument') {
      const errors = nameErrors(this.name, 'Document name');
      if (errors.length > 0) messages.name = errors;
    }
    if (this.kind === 'moveFolder' && this.subject) {
      if (target === this.subject.folder_id) messages.folder_id = [SAME_PLACE_MESSAGE];
      else if (target !== null && isInSubtree(tree, this.subject.id, target)) messages.folder_id = [FOLDER_CYCLE_MESSAGE];
    }
    if (this.kind === 'moveDocument' && this.subject && target === this.subject.folder_id)
      messages.folder_id = [SAME_PLACE_MESSAGE];
    if ((this.kind === 'upload' || this.kind === 'uploadVersion') && this.files.length === 0) messages.file = [NO_FILE_MESSAGE];
    this.messages = messages;
    return Object.keys(messages).length === 0;
  }
}

/** Whether `candidate` is `folderId` itself or one of its sub-folders, as the tree places them. */
export function isInSubtree(tree: LibraryTree, folderId: string, candidate: string): boolean {
  const seen = new Set<string>();
  for (let at: string | undefined = candidate; at !== undefined && !seen.has(at); at = tree.placedUnder.get(at)) {
    if (at === folderId) return true;
    seen.add(at);
  }
  return false;
}
