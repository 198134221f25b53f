import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  breadcrumbs,
  buildLibraryTree,
  type Folder,
  type LibraryFolderNode,
  type LibraryTree,
  type Version,
} from '@/domain/library';
import { validateSearch } from '@/domain/validation';
import { Clock } from '@/ports/clock';
import { type DocumentListItem, LibraryApi, type RemovedDocument } from '@/ports/library-api';
import { fieldMessagesOf, TRY_AGAIN_MESSAGE } from '@/ui/library/api-messages';
import { DocumentDownloader, saveName } from '@/ui/library/document-downloader';
import { DocumentListModel } from '@/ui/library/document-list-model';
import { type DialogKind, type DialogSubject, LibraryDialog } from '@/ui/library/library-dialog';
import { performDialog } from '@/ui/library/perform-dialog';
import { UploadQueue } from '@/ui/library/upload-queue';
import { RouterStore } from '@/ui/routing/router-store';

/** How long the Undo of a removal is offered, in ms (afterwards: "Recently removed"). */
export const UNDO_WINDOW_MS = 10_000;
/** Shown when the folders could not be read. */
export const TREE_FAILED_MESSAGE = 'Your folders could not be loaded. Check your connection and try again.';

/** A folder as a move dialog offers it: indented by depth. */
export interface FolderChoice {
  readonly id: string;
  readonly label: string;
  readonly depth: number;
}

/** The document library page: tree, selected folder with breadcrumbs, its documents, search, removed, modals. */
@injectable()
export class LibraryViewModel {
  folders: Folder[] = [];
  /** The selected folder (null = top level). */
  selectedId: string | null = null;
  /** What the list shows: the selected folder, a search over the library, or the removed documents. */
  mode: 'folder' | 'search' | 'removed' = 'folder';
  searchText = '';
  searchError: string | undefined = undefined;
  removed: RemovedDocument[] = [];
  treeError: string | undefined = undefined;
  /** Whether the folders were read once (answered or failed): until then a folder's page cannot name its folder. */
  foldersRead = false;
  /** The open modal, if any. */
  dialog: LibraryDialog | undefined = undefined;
  /** The document whose versions are shown. */
  versionsOf: DocumentListItem | undefined = undefined;
  versions: Version[] = [];
  /** A removal that can still be undone. */
  undo: { id: string; name: string } | undefined = undefined;
  /** A short status line for screen readers and sighted users ("Folder created"). */
  notice: string | undefined = undefined;
  readonly list: DocumentListModel;
  readonly uploads: UploadQueue;
  readonly downloads: DocumentDownloader;
  private cancelUndo: (() => void) | undefined;

  constructor(
    @inject(LibraryApi) private readonly api: LibraryApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(RouterStore) private readonly router: Pick<RouterStore, 'navigate'>,
  ) {
    this.list = new DocumentListModel(api);
    this.uploads = new UploadQueue(api, () => void this.afterUpload(), clock);
    this.downloads = new DocumentDownloader(api, clock);
    makeAutoObservable<LibraryViewModel, 'api' | 'clock' | 'router' | 'cancelUndo'>(
      this,
      { api: false, clock: false, router: false, cancelUndo: false, list: false, uploads: false, downloads: false },
      { autoBind: true },
    );
  }

  /** The folders as a tree (decision 0023). */
  get tree(): LibraryTree {
    return buildLibraryTree(this.folders, [], []);
  }

  /** Top level down to the selected folder. */
  get trail(): LibraryFolderNode[] {
    return breadcrumbs(this.tree, this.selectedId ?? undefined);
  }

  /** The selected folder's node (undefined at the top level). */
  get selected(): LibraryFolderNode | undefined {
    return this.selectedId === null ? undefined : this.tree.byId.get(this.selectedId);
  }

  /** Every folder in tree order for a move dialog, after "Top level". */
  get folderChoices(): FolderChoice[] {
    const out: FolderChoice[] = [{ id: '', label: 'Top level', depth: 0 }];
    const walk = (nodes: readonly LibraryFolderNode[], depth: number): void => {
      for (const n of nodes) {
        out.push({ id: n.id, label: n.name, depth });
        walk(n.children, depth + 1);
      }
    };
    walk(this.tree.folders, 1);
    return out;
  }

  /** Shows folder `folderId` (null = top level): the route's parameter. Reads the folders once. */
  async show(folderId: string | null): Promise<void> {
    // Selected first, so that the folder's page never shows a moment without its folder once the folders are read.
    runInAction(() => {
      this.selectedId = folderId;
      this.mode = 'folder';
      this.versionsOf = undefined;
    });
    if (this.folders.length === 0 && this.treeError === undefined) await this.loadFolders();
    await this.list.load({ folderId });
  }

  /** Goes to a folder (a history entry, so Back returns). */
  openFolder(id: string | null): void {
    this.router.navigate(id === null ? '/library' : `/library/${encodeURIComponent(id)}`);
  }

  /** Reads the folders again. */
  async loadFolders(): Promise<void> {
    try {
      const folders = await this.api.folders();
      runInAction(() => {
        this.folders = folders;
        this.treeError = undefined;
        this.foldersRead = true;
      });
    } catch {
      runInAction(() => {
        this.treeError = TREE_FAILED_MESSAGE;
        this.foldersRead = true;
      });
    }
  }

  setSearchText(value: string): void {
    this.searchText = value;
    this.searchError = undefined;
  }

  /** Searches the whole library by name (spec section 5 rules). */
  async search(): Promise<void> {
    const message = validateSearch(this.searchText);
    this.searchError = message;
    if (message !== undefined) return;
    this.mode = 'search';
    this.versionsOf = undefined;
    await this.list.load({ folderId: null, search: this.searchText.trim() });
  }

  /** Leaves the search and the removed view for the selected folder. */
  async backToFolder(): Promise<void> {
    this.searchText = '';
    this.searchError = undefined;
    await this.show(this.selectedId);
  }

  /** Shows the removed documents ("Recently removed"). */
  async showRemoved(): Promise<void> {
    this.mode = 'removed';
    try {
      const removed = await this.api.removedDocuments();
      runInAction(() => (this.removed = removed));
    } catch {
      runInAction(() => (this.notice = TRY_AGAIN_MESSAGE));
    }
  }

  /** Puts a removed document back. */
  async restore(id: string): Promise<void> {
    try {
      const doc = await this.api.restoreDocument(id);
      runInAction(() => {
        this.removed = this.removed.filter((d) => d.id !== id);
        this.notice = `“${doc.name}” is back in the library.`;
      });
      if (this.mode === 'folder') await this.list.reload();
    } catch (error) {
      const fields = fieldMessagesOf(error, 'form', TRY_AGAIN_MESSAGE);
      runInAction(() => (this.notice = Object.values(fields).flat().join(' ')));
    }
  }

  /** Undoes the last removal while it is offered. */
  async undoRemove(): Promise<void> {
    const last = this.undo;
    if (!last) return;
    this.dismissUndo();
    await this.restore(last.id);
  }

  /** Hides the Undo offer. */
  dismissUndo(): void {
    this.cancelUndo?.();
    this.cancelUndo = undefined;
    this.undo = undefined;
  }

  /** Opens one of the eight modals: the next action, so the messages of the last one go. */
  openDialog(kind: DialogKind, subject?: DialogSubject): void {
    this.startAction();
    this.dialog = new LibraryDialog(kind, subject, this.selectedId);
  }

  /** A new action starts: the last one's status line and the finished uploads' lines go. */
  private startAction(): void {
    this.notice = undefined;
    this.uploads.clearFinished();
  }

  /** Where a document is, in words: the folder's name, or the top level. */
  folderNameOf(folderId: string | null): string {
    return folderId === null ? 'Top level' : (this.tree.byId.get(folderId)?.name ?? 'Top level');
  }

  /** Closes the modal (Escape, Cancel, or after success). */
  closeDialog(): void {
    this.dialog = undefined;
  }

  /** Checks and sends the open modal's form; closes it on success, else shows the messages beside its fields. */
  async submitDialog(): Promise<void> {
    const dialog = this.dialog;
    if (!dialog || dialog.busy || !dialog.validate(this.tree, this.folders)) return;
    dialog.busy = true;
    try {
      const outcome = await performDialog(dialog, { api: this.api, uploads: this.uploads });
      runInAction(() => {
        this.dialog = undefined;
        this.notice = outcome.notice;
      });
      if (outcome.removed) this.offerUndo(outcome.removed);
      if (outcome.foldersChanged) await this.loadFolders();
      if (outcome.documentsChanged) this.list.drop(dialog.subject?.id ?? '');
      if (outcome.reloadList) await this.list.reload();
      // The versions panel follows its document when it is renamed or moved.
      const changed = outcome.document;
      if (changed && this.versionsOf?.id === changed.id)
        runInAction(() => {
          if (this.versionsOf) this.versionsOf = { ...this.versionsOf, name: changed.name, folder_id: changed.folder_id };
        });
      if (outcome.reloadVersions && this.versionsOf) await this.openVersions(this.versionsOf);
    } catch (error) {
      runInAction(() => dialog.showMessages(fieldMessagesOf(error, 'form', TRY_AGAIN_MESSAGE)));
    } finally {
      runInAction(() => (dialog.busy = false));
    }
  }

  /** Uploads dropped files into folder `folderId` (null = top level). */
  async dropFiles(files: readonly File[], folderId: string | null): Promise<void> {
    if (files.length === 0) return;
    this.startAction();
    await this.uploads.add(files, { kind: 'document', folderId });
  }

  /** Shows the versions of a document (date, size, uploader). */
  async openVersions(doc: DocumentListItem): Promise<void> {
    this.versionsOf = doc;
    try {
      const versions = await this.api.versions(doc.id);
      runInAction(() => (this.versions = versions));
    } catch {
      runInAction(() => (this.notice = TRY_AGAIN_MESSAGE));
    }
  }

  /** Hides the versions. */
  closeVersions(): void {
    this.versionsOf = undefined;
    this.versions = [];
  }

  /** Downloads a version under the document's own name. */
  download(doc: { id: string; name: string }, version: Version): Promise<boolean> {
    return this.downloads.download(doc.id, version.id, saveName(doc.name, version.name));
  }

  /** Stops the Undo timer when the page goes. */
  dispose(): void {
    this.cancelUndo?.();
  }

  private offerUndo(doc: { id: string; name: string }): void {
    this.dismissUndo();
    this.undo = doc;
    this.cancelUndo = this.clock.setTimeout(() => runInAction(() => (this.undo = undefined)), UNDO_WINDOW_MS);
  }

  private async afterUpload(): Promise<void> {
    if (this.mode === 'folder') await this.list.reload();
    if (this.versionsOf) await this.openVersions(this.versionsOf);
  }
}
