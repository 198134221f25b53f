import { makeAutoObservable, runInAction } from 'mobx';
import type { LibraryApi } from '@/ports/library-api';
import type { Clock } from '@/ports/clock';
import { fieldMessagesOf, isCancelled, TRY_AGAIN_MESSAGE } from '@/ui/library/api-messages';

/** One file being uploaded, with its progress. */
export interface UploadItem {
  readonly key: number;
  readonly fileName: string;
  readonly size: number;
  /** Bytes sent so far. */
  sent: number;
  state: 'uploading' | 'done' | 'failed' | 'cancelled';
  /** Why the server refused the file, in words (its size and content checks), or why the upload failed. */
  message: string | undefined;
  /** Aborts the request. */
  readonly controller: AbortController;
}

/** What a file is uploaded as: a new document in a folder, or a new version of a document. */
export type UploadTarget = { kind: 'document'; folderId: string | null } | { kind: 'version'; documentId: string };

/** Explains the server's refusal of a file; the server's own words follow (decision 0035: size and content checks). */
export function explainRefusal(serverMessage: string): string {
  return `${serverMessage}. Allowed are PDF, PNG, JPEG, TIFF, Word (.docx) and Excel (.xlsx) files up to the size limit.`;
}

/** How long the line of a finished upload stays, in ms (the app's toast time, spec section 9: 5000 ms). */
export const FINISHED_UPLOAD_MS = 5000;

/** Uploads several files at once, each with a real progress bar (bytes sent) and a cancel. */
export class UploadQueue {
  /** Uploads of this visit, newest last. */
  items: UploadItem[] = [];
  private next = 1;

  constructor(
    private readonly api: LibraryApi,
    private readonly onUploaded: () => void,
    /** Times the lines of finished uploads out (never when not given). */
    private readonly clock?: Pick<Clock, 'setTimeout'>,
  ) {
    makeAutoObservable<UploadQueue, 'api' | 'onUploaded' | 'next' | 'clock'>(
      this,
      { api: false, onUploaded: false, next: false, clock: false },
      { autoBind: true },
    );
  }

  /** A finished upload's line goes after a while; a refused file's stays until the next action (its message is read). */
  private expire(key: number): void {
    this.clock?.setTimeout(() => this.forget(key), FINISHED_UPLOAD_MS);
  }

  private forget(key: number): void {
    this.items = this.items.filter((i) => i.key !== key || i.state === 'uploading' || i.state === 'failed');
  }

  /** True while any upload is under way. */
  get busy(): boolean {
    return this.items.some((i) => i.state === 'uploading');
  }

  /** Starts uploading every file to `target`; resolves when all have finished, failed or been cancelled. */
  async add(files: readonly File[], target: UploadTarget): Promise<void> {
    await Promise.all(files.map((file) => this.upload(file, target)));
  }

  /** Cancels one upload; the server keeps nothing of it. */
  cancel(key: number): void {
    this.items.find((i) => i.key === key)?.controller.abort();
  }

  /** Forgets the uploads that have ended. */
  clearFinished(): void {
    this.items = this.items.filter((i) => i.state === 'uploading');
  }

  /** Percentage sent of one upload, 0-100. */
  percent(item: UploadItem): number {
    return item.size === 0 ? (item.state === 'done' ? 100 : 0) : Math.min(100, Math.round((item.sent / item.size) * 100));
  }

  private async upload(file: File, target: UploadTarget): Promise<void> {
    const item: UploadItem = {
      key: this.next++,
      fileName: file.name,
      size: file.size,
      sent: 0,
      state: 'uploading',
      message: undefined,
      controller: new AbortController(),
    };
    this.items.push(item);
    const live = this.items[this.items.length - 1];
    const options = {
      signal: item.controller.signal,
      onProgress: (loaded: number, total: number) =>
        runInAction(() => (live.sent = total > 0 ? Math.round((loaded / total) * file.size) : loaded)),
    };
    try {
      if (target.kind === 'document') await this.api.uploadDocument(file, file.name, target.folderId, options);
      else await this.api.uploadVersion(target.documentId, file, file.name, options);
      runInAction(() => {
        live.sent = file.size;
        live.state = 'done';
      });
      this.expire(item.key);
      this.onUploaded();
    } catch (error) {
      runInAction(() => {
        if (isCancelled(error)) {
          live.state = 'cancelled';
          this.expire(item.key);
          return;
        }
        live.state = 'failed';
        const fields = fieldMessagesOf(error, 'file', TRY_AGAIN_MESSAGE);
        live.message = fields.file
          ? fields.file[0] === TRY_AGAIN_MESSAGE
            ? TRY_AGAIN_MESSAGE
            : explainRefusal(fields.file[0])
          : Object.values(fields).flat().join(' ');
      });
    }
  }
}
