import { makeAutoObservable, runInAction } from 'mobx';
import type { BankDocumentKind } from '@/domain/bank/bank-documents';
import type { BankDocumentRecord } from '@/domain/bank/bank-records';
import type { BankApi } from '@/ports/bank-api';
import { UPLOAD_FAILED_MESSAGE } from '@/ui/bank/bank-failures';
import { fieldsOf } from '@/ui/kit/port-failures';

/** One upload's state, for its progress bar. */
export interface UploadState {
  state: 'uploading' | 'done' | 'failed';
  /** 0 to 1. */
  progress: number;
  name: string;
  error?: string;
}

/** The bank application's document uploads with their progress (XHR upload events) and the server's verdict. */
export class BankUploads {
  /** Uploads by document kind. */
  items: Partial<Record<BankDocumentKind, UploadState>> = {};

  constructor(private readonly api: BankApi) {
    makeAutoObservable(this, undefined, { autoBind: true });
  }

  /** Uploads a document, following its progress; answers it, or undefined when refused or failed (the reason kept). */
  async upload(kind: BankDocumentKind, file: Blob, fileName: string): Promise<BankDocumentRecord | undefined> {
    this.items[kind] = { state: 'uploading', progress: 0, name: fileName };
    try {
      const doc = await this.api.upload(kind, file, fileName, {
        onProgress: (loaded, total) =>
          runInAction(() => {
            const u = this.items[kind];
            if (u && total > 0) u.progress = Math.min(1, loaded / total);
          }),
      });
      runInAction(() => {
        this.items[kind] = { state: 'done', progress: 1, name: doc.name };
      });
      return doc;
    } catch (error) {
      runInAction(() => {
        this.items[kind] = {
          state: 'failed',
          progress: 0,
          name: fileName,
          error: fieldsOf(error)?.file?.[0] ?? UPLOAD_FAILED_MESSAGE,
        };
      });
      return undefined;
    }
  }
}
