import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { breadcrumbs } from './breadcrumbs';
import { buildLibraryTree } from './build-library-tree';
import type { LibraryFolderNode, LibraryTree } from './library-entities';
import { documentRecord as doc, folder, version } from './library-fixtures';

const names = (nodes: readonly { name: string }[]): string[] => nodes.map((n) => n.name);

function allNodes(tree: LibraryTree): LibraryFolderNode[] {
  const out: LibraryFolderNode[] = [];
  const stack = [...tree.folders];
  while (stack.length > 0) {
    const node = stack.pop() as LibraryFolderNode;
    out.push(node);
    stack.push(...node.children);
  }
  return out;
}

describe('buildLibraryTree', () => {
  test('nests folders under their parents with top level at folder_id null, sorted by name', () => {
    const tree = buildLibraryTree(
      [folder('t', null, 'Taxes'), folder('a', null, 'archive'), folder('y2', 't', 'Year 10'), folder('y1', 't', 'Year 9')],
      [],
      [],
    );
    expect(names(tree.folders)).toEqual(['archive', 'Taxes']);
    expect(names(tree.byId.get('t')?.children ?? [])).toEqual(['Year 9', 'Year 10']);
    expect(tree.byId.get('a')?.children).toEqual([]);
  });

  test('puts documents in their folders with their versions, newest first', () => {
    const tree = buildLibraryTree(
      [folder('f', null)],
      [doc('d2', 'f', 'Plan'), doc('d1', 'f', 'Adoption'), doc('r', null, 'Root doc')],
      [version('v1', 'd1', '2024-01-01'), version('v2', 'd1', '2024-03-01'), version('v3', 'd2', '2024-02-01')],
    );
    const files = tree.byId.get('f')?.files ?? [];
    expect(names(files)).toEqual(['Adoption', 'Plan']);
    expect(files[0].versions.map((v) => v.id)).toEqual(['v2', 'v1']);
    expect(files[1].versions.map((v) => v.id)).toEqual(['v3']);
    expect(names(tree.files)).toEqual(['Root doc']);
  });

  test('orphans: a folder or document whose parent is missing surfaces at the top level', () => {
    const tree = buildLibraryTree([folder('o', 'gone')], [doc('d', 'gone')], [version('v', 'd', '2024-01-01')]);
    expect(names(tree.folders)).toEqual(['o']);
    expect(names(tree.files)).toEqual(['d']);
    expect(tree.files[0].versions).toHaveLength(1);
  });

  test('versions of a missing document are dropped', () => {
    const tree = buildLibraryTree([], [doc('d', null)], [version('v', 'nobody', '2024-01-01')]);
    expect(tree.files[0].versions).toEqual([]);
  });

  test('cycles: members of a->b->a and a self-parent surface at the top level; folders hanging off them stay nested', () => {
    const tree = buildLibraryTree([folder('a', 'b'), folder('b', 'a'), folder('s', 's'), folder('c', 'a')], [], []);
    expect(names(tree.folders)).toEqual(['a', 'b', 's']);
    expect(names(tree.byId.get('a')?.children ?? [])).toEqual(['c']);
    expect(tree.byId.get('s')?.children).toEqual([]);
  });

  test('a repeated folder id keeps its first occurrence', () => {
    const tree = buildLibraryTree([folder('x', null, 'first'), folder('x', null, 'second')], [], []);
    expect(names(tree.folders)).toEqual(['first']);
  });

  test('handles a chain of 100,000 nested folders without recursion limits', () => {
    const count = 100_000;
    const chain = Array.from({ length: count }, (_, i) => folder(`f${i}`, i === 0 ? null : `f${i - 1}`));
    const tree = buildLibraryTree(chain.reverse(), [], []);
    expect(tree.folders).toHaveLength(1);
    const path = breadcrumbs(tree, `f${count - 1}`);
    expect(path).toHaveLength(count);
    expect(path[0].id).toBe('f0');
  });
});

describe('breadcrumbs', () => {
  const tree = buildLibraryTree(
    [
      folder('root', null, 'Root'),
      folder('mid', 'root', 'Mid'),
      folder('leaf', 'mid', 'Leaf'),
      folder('a', 'b'),
      folder('b', 'a'),
    ],
    [],
    [],
  );

  test('runs from the top level down to the selected folder', () => {
    expect(names(breadcrumbs(tree, 'leaf'))).toEqual(['Root', 'Mid', 'Leaf']);
    expect(names(breadcrumbs(tree, 'root'))).toEqual(['Root']);
  });

  test('is empty when nothing or an unknown folder is selected', () => {
    expect(breadcrumbs(tree, undefined)).toEqual([]);
    expect(breadcrumbs(tree, 'nope')).toEqual([]);
  });

  test('a cycle member shows only itself, as it stands at the top level', () => {
    expect(names(breadcrumbs(tree, 'a'))).toEqual(['a']);
  });
});

const arbFolders = fc.integer({ min: 0, max: 30 }).chain((n) =>
  fc.array(
    fc.oneof(
      fc.constant(null),
      fc.integer({ min: 0, max: n + 2 }).map((p) => `f${p}`),
    ),
    {
      minLength: n,
      maxLength: n,
    },
  ),
);

describe('library tree properties', () => {
  test('random (possibly cyclic, orphaned) parents: terminates, every folder once, breadcrumbs end at it', () => {
    fc.assert(
      fc.property(arbFolders, fc.string({ maxLength: 3 }), (parents, suffix) => {
        const folders = parents.map((p, i) => folder(`f${i}`, p, `${suffix}${i % 4}`));
        const tree = buildLibraryTree(folders, [], []);
        const nodes = allNodes(tree);
        expect(nodes.map((n) => n.id).sort()).toEqual(folders.map((f) => f.id).sort());
        const roots = new Set(tree.folders.map((n) => n.id));
        const problems: string[] = [];
        for (const node of nodes) {
          for (const child of node.children) if (child.folder_id !== node.id) problems.push(`${child.id} under ${node.id}`);
          const path = breadcrumbs(tree, node.id);
          if (path.at(-1)?.id !== node.id) problems.push(`breadcrumbs of ${node.id} end elsewhere`);
          if (!roots.has(path[0].id)) problems.push(`breadcrumbs of ${node.id} start below the top`);
          path.slice(1).forEach((step, i) => {
            if (!path[i].children.includes(step)) problems.push(`${step.id} is not a child of ${path[i].id}`);
          });
        }
        expect(problems).toEqual([]);
      }),
    );
  });

  test('random documents: each appears exactly once, in its folder when that exists, else at the top level', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constant(null),
            fc.nat(6).map((p) => `f${p}`),
          ),
          { maxLength: 12 },
        ),
        (docFolders) => {
          const folders = [folder('f0', null), folder('f1', 'f0'), folder('f2', 'f2')];
          const tree = buildLibraryTree(
            folders,
            docFolders.map((f, i) => doc(`d${i}`, f)),
            [],
          );
          const placed = new Map<string, string | null>();
          for (const file of tree.files) placed.set(file.id, null);
          for (const node of allNodes(tree)) for (const file of node.files) placed.set(file.id, node.id);
          const total = tree.files.length + allNodes(tree).reduce((n, node) => n + node.files.length, 0);
          expect(total).toBe(docFolders.length);
          docFolders.forEach((f, i) => expect(placed.get(`d${i}`)).toBe(f !== null && tree.byId.has(f) ? f : null));
        },
      ),
    );
  });
});
