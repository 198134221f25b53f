import type { ApiClient } from '@/ports/api-client';

/** A library folder as GET /library lists it. */
interface LibraryFolder {
  id: string;
  name: string;
  folder_id: string | null;
}

/** The id of the folder `names` (a path from the top level), creating the missing ones. */
export async function ensureFolder(api: ApiClient, names: readonly string[]): Promise<string> {
  const library = await api.get<{ folders: LibraryFolder[] }>('/library');
  let parent: string | null = null;
  for (const name of names) {
    const found: LibraryFolder | undefined = library.folders.find((f) => f.folder_id === parent && f.name === name);
    parent = found ? found.id : (await api.post<LibraryFolder>('/folders', { name, folder_id: parent })).id;
  }
  return parent as string;
}

/** Uploads a file into the folder `names` of the user's library; answers the document id. */
export async function uploadToFolder(api: ApiClient, names: readonly string[], file: File): Promise<string> {
  const folderId = await ensureFolder(api, names);
  const form = new FormData();
  form.append('folder_id', folderId);
  form.append('file', file, file.name);
  return (await api.upload<{ id: string }>('/documents', form)).id;
}
