import type { ApiClient } from '@/ports/api-client';
import type { Answer, RequestBody } from './wire';

/**
 * Files `file` in the user's library under the folder path `folders` (from the top level; the missing folders are
 * created) and answers the new document's id: how an area files what the user uploads for it (a rollover statement,
 * a hardship document, an asset's valuation).
 */
export async function fileInLibrary(api: ApiClient, folders: readonly string[], file: Blob, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('folder_id', await folderId(api, folders));
  form.append('file', file, fileName);
  return (await api.upload<Answer<'uploadDocument', 201>>('/documents', form)).id;
}

async function folderId(api: ApiClient, names: readonly string[]): Promise<string> {
  const { folders } = await api.get<Answer<'getLibrary'>>('/library', { query: { include: 'folders' } });
  let parent: string | null = null;
  for (const name of names) {
    const found = folders.find((f) => f.folder_id === parent && f.name === name);
    if (found) parent = found.id;
    else {
      const body: RequestBody<'createFolder'> = { name, folder_id: parent };
      parent = (await api.post<Answer<'createFolder', 201>>('/folders', body)).id;
    }
  }
  return parent as string;
}
