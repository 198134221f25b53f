import type { Folder } from './library-entities';

/**
 * Where each folder goes in the tree, in linear time (decision 0023): under its parent when the parent
 * exists and the folder is not on a parent cycle; otherwise at the top level. Returns child id -> parent id.
 */
export function placeFolders(byId: ReadonlyMap<string, Folder>): Map<string, string> {
  const onCycle = foldersOnCycles(byId);
  const placed = new Map<string, string>();
  for (const folder of byId.values()) {
    const parent = folder.folder_id;
    if (parent !== null && byId.has(parent) && !onCycle.has(folder.id)) placed.set(folder.id, parent);
  }
  return placed;
}

/** Ids of folders whose parent chain comes back to themselves (self-parent included). */
export function foldersOnCycles(byId: ReadonlyMap<string, Folder>): Set<string> {
  const state = new Map<string, 'walking' | 'done'>();
  const onCycle = new Set<string>();
  for (const start of byId.keys()) {
    const path: string[] = [];
    let id: string | null = start;
    while (id !== null && byId.has(id) && !state.has(id)) {
      state.set(id, 'walking');
      path.push(id);
      id = byId.get(id)?.folder_id ?? null;
    }
    if (id !== null && state.get(id) === 'walking') {
      for (let i = path.indexOf(id); i < path.length; i++) onCycle.add(path[i]);
    }
    for (const visited of path) state.set(visited, 'done');
  }
  return onCycle;
}
