import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '@/ports/clock';
import type { DownloadLink, LibraryApi } from '@/ports/library-api';

/** A link this close to its expiry is renewed before use. */
export const RENEW_BEFORE_MS = 15_000;

/** The file name a version is saved under: the document's own name, with the version's extension when it has none. */
export function saveName(documentName: string, versionFileName: string): string {
  if (/\.[A-Za-z0-9]{1,8}$/.test(documentName)) return documentName;
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(versionFileName)?.[1];
  return ext ? `${documentName}.${ext}` : documentName;
}

/** The message when a download failed even with a fresh link. */
export function downloadFailedMessage(name: string): string {
  return `“${name}” could not be downloaded. Check your connection and try again; if it keeps failing, the file may have been removed.`;
}

/**
 * Downloads versions through the spec's signed-URL call, then the blob download. Links are reused while valid; an
 * expired or failing link is renewed once without the user noticing; only a second failure is reported.
 */
export class DocumentDownloader {
  /** The version being downloaded. */
  downloading: string | undefined = undefined;
  /** Why the last download failed. */
  error: string | undefined = undefined;
  private readonly links = new Map<string, DownloadLink>();

  constructor(
    private readonly api: LibraryApi,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<DocumentDownloader, 'api' | 'clock' | 'links'>(
      this,
      { api: false, clock: false, links: false },
      { autoBind: true },
    );
  }

  /** Saves version `versionId` of document `documentId` as `fileName`; true when it was saved. */
  async download(documentId: string, versionId: string, fileName: string): Promise<boolean> {
    this.downloading = versionId;
    this.error = undefined;
    try {
      const cached = this.links.get(versionId);
      const fresh = cached !== undefined && Date.parse(cached.expiresAt) - this.clock.now().getTime() > RENEW_BEFORE_MS;
      try {
        await this.api.saveFile((fresh ? cached : await this.mint(documentId, versionId)).url, fileName);
      } catch {
        // An expired or refused link: mint a new one and try once more.
        await this.api.saveFile((await this.mint(documentId, versionId)).url, fileName);
      }
      return true;
    } catch {
      this.links.delete(versionId);
      runInAction(() => (this.error = downloadFailedMessage(fileName)));
      return false;
    } finally {
      runInAction(() => (this.downloading = undefined));
    }
  }

  private async mint(documentId: string, versionId: string): Promise<DownloadLink> {
    const link = await this.api.downloadLink(documentId, versionId);
    this.links.set(versionId, link);
    return link;
  }
}
