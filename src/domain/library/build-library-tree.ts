import { placeFolders } from './folder-placement';
import type { Document, DocumentRecord, Folder, LibraryFolderNode, LibraryTree, Version } from './library-entities';
import { compareCodeUnits } from '@/domain/shared/compare-code-units';

/** Made with the first comparison, not when the module loads: a page that sorts nothing pays no Intl start-up. */
let collator: Intl.Collator | undefined;

/** Orders named items by name (natural, case-insensitive), then by id so the order is total. */
export function byName(a: { name: string; id: string }, b: { name: string; id: string }): number {
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return collator.compare(a.name, b.name) || compareCodeUnits(a.id, b.id);
}

function newestFirst(a: Version, b: Version): number {
  return a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : byName(a, b);
}

function firstById<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(item.id)) map.set(item.id, item);
  return map;
}

type MutableNode = Folder & { children: LibraryFolderNode[]; files: Document[] };

/**
 * Builds the library tree from the flat lists the API returns, in linear time apart from sorting
 * (decision 0023). Bad data never hangs or throws: folders on a parent cycle or with a missing parent
 * surface at the top level, documents with a missing folder surface among the top-level files, versions
 * of a missing document are dropped, and a repeated id keeps its first occurrence.
 */
export function buildLibraryTree(
  folders: readonly Folder[],
  documents: readonly DocumentRecord[],
  versions: readonly Version[],
): LibraryTree {
  const folderById = firstById(folders);
  const documentById = firstById(documents);
  const placedUnder = placeFolders(folderById);

  const versionsOf = new Map<string, Version[]>();
  for (const version of firstById(versions).values()) {
    if (!documentById.has(version.document_id)) continue;
    const list = versionsOf.get(version.document_id) ?? [];
    if (list.length === 0) versionsOf.set(version.document_id, list);
    list.push(version);
  }

  const byId = new Map<string, MutableNode>();
  for (const folder of folderById.values()) byId.set(folder.id, { ...folder, children: [], files: [] });

  const rootFiles: Document[] = [];
  for (const record of documentById.values()) {
    const document: Document = { ...record, versions: (versionsOf.get(record.id) ?? []).sort(newestFirst) };
    const folder = record.folder_id === null ? undefined : byId.get(record.folder_id);
    (folder ? folder.files : rootFiles).push(document);
  }

  const roots: MutableNode[] = [];
  for (const node of byId.values()) {
    const parentId = placedUnder.get(node.id);
    const parent = parentId === undefined ? undefined : byId.get(parentId);
    (parent ? parent.children : roots).push(node);
  }
  for (const node of byId.values()) {
    node.children.sort(byName);
    node.files.sort(byName);
  }

  return { folders: roots.sort(byName), files: rootFiles.sort(byName), byId, placedUnder };
}
