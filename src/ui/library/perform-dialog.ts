import type { DocumentRecord } from '@/domain/library';
import type { LibraryApi } from '@/ports/library-api';
import type { LibraryDialog } from '@/ui/library/library-dialog';
import type { UploadQueue } from '@/ui/library/upload-queue';

/** What changed after a modal's request succeeded, so the page refreshes only that. */
export interface DialogOutcome {
  notice: string;
  foldersChanged?: boolean;
  /** The subject document left the list (moved or removed). */
  documentsChanged?: boolean;
  reloadList?: boolean;
  reloadVersions?: boolean;
  /** The subject document as it is now (renamed or moved): an open versions panel follows it. */
  document?: DocumentRecord;
  /** A removed document, offered for Undo. */
  removed?: { id: string; name: string };
}

/** Sends the request of one modal; rejects with the API's error (its field messages go beside the fields). */
export async function performDialog(
  dialog: LibraryDialog,
  deps: { api: LibraryApi; uploads: UploadQueue },
): Promise<DialogOutcome> {
  const { api, uploads } = deps;
  const target = dialog.target === '' ? null : dialog.target;
  const subject = dialog.subject;
  switch (dialog.kind) {
    case 'newFolder': {
      const folder = await api.createFolder(dialog.name.trim(), dialog.folderId);
      return { notice: `Folder “${folder.name}” created.`, foldersChanged: true };
    }
    case 'renameFolder': {
      const folder = await api.renameFolder(subject!.id, dialog.name.trim());
      return { notice: `Folder renamed to “${folder.name}”.`, foldersChanged: true };
    }
    case 'moveFolder': {
      await api.moveFolder(subject!.id, target);
      return { notice: `Folder “${subject!.name}” moved.`, foldersChanged: true };
    }
    case 'renameDocument': {
      const doc = await api.renameDocument(subject!.id, dialog.name.trim());
      return { notice: `Document renamed to “${doc.name}”.`, reloadList: true, document: doc };
    }
    case 'moveDocument': {
      const doc = await api.moveDocument(subject!.id, target);
      return { notice: `“${subject!.name}” moved.`, documentsChanged: true, document: doc };
    }
    case 'removeDocument': {
      await api.removeDocument(subject!.id);
      return { notice: `“${subject!.name}” removed.`, documentsChanged: true, removed: { id: subject!.id, name: subject!.name } };
    }
    case 'upload': {
      // The dialog closes at once; each file's progress shows in the uploads panel.
      void uploads.add(dialog.files, { kind: 'document', folderId: dialog.folderId });
      return { notice: `Uploading ${dialog.files.length} ${dialog.files.length === 1 ? 'file' : 'files'}.` };
    }
    case 'uploadVersion': {
      void uploads.add(dialog.files.slice(0, 1), { kind: 'version', documentId: subject!.id });
      return { notice: `Uploading a new version of “${subject!.name}”.` };
    }
  }
}
