import type { ApiClient } from '@/ports/api-client';

/** An asset as GET /assets answers it (US dollars). */
export interface ApiAsset {
  id: string;
  name: string;
  type: string;
  subtype: string;
  precious_metals_child_type: string | null;
  custodian: string | null;
  purchase_total: number;
  current_value: number;
  value_date: string;
  acquired_on: string;
  [field: string]: unknown;
}

/** A transaction of an asset (GET /assets/{id}/transactions), with its asset in the plan-wide list (GET /transactions). */
export interface ApiTransaction {
  id: string;
  asset_id: string;
  record_type: string;
  purchase_price: number;
  created_at: string;
  asset_name?: string;
  asset_type?: string;
  [field: string]: unknown;
}

/** The plan's value (GET /plan-value). */
export interface ApiPlanValue {
  year: number;
  year_end_value: number;
  current_value: number;
  as_of: string;
}

/** One valuation of an asset (GET /assets/{id}/values). */
export interface ApiValuation {
  id: string;
  asset_id: string;
  value: number;
  as_of: string;
  document_id: string | null;
  created_at: string;
}

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

/** Field messages of a 400 answer, or undefined for any other failure. */
export function fieldsOf(error: unknown): Record<string, string[]> | undefined {
  const body = (error as { status?: number; body?: { fields?: Record<string, string[]> } }).body;
  return (error as { status?: number }).status === 400 && body?.fields ? body.fields : undefined;
}
