import 'reflect-metadata';
import { reaction } from 'mobx';
import { describe, expect, test } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakeLibraryApi } from '@/adapters/fakes/fake-library-api';
import { ApiError } from '@/ports/api-client';
import { LibraryViewModel, UNDO_WINDOW_MS } from '@/ui/library/library-view-model';

function pdf(name: string, size = 1000): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

async function setup(): Promise<{ vm: LibraryViewModel; api: FakeLibraryApi; clock: FakeClock; paths: string[] }> {
  const clock = new FakeClock();
  const api = new FakeLibraryApi(clock);
  const paths: string[] = [];
  const vm = new LibraryViewModel(api, clock, { navigate: (p: string) => paths.push(p) });
  return { vm, api, clock, paths };
}

describe('LibraryViewModel', () => {
  test('shows a folder with its breadcrumbs and documents; folder_id null is the top level; links are /library/:id', async () => {
    const { vm, api, paths } = await setup();
    const plan = await api.createFolder('Plan documents', null);
    const y2026 = await api.createFolder('2026', plan.id);
    await api.uploadDocument(pdf('adoption.pdf'), 'adoption.pdf', y2026.id);
    await api.uploadDocument(pdf('top.pdf'), 'top.pdf', null);
    await vm.show(y2026.id);
    expect(vm.trail.map((f) => f.name)).toEqual(['Plan documents', '2026']);
    expect(vm.list.items.map((d) => d.name)).toEqual(['adoption.pdf']);
    await vm.show(null);
    expect(vm.trail).toEqual([]);
    expect(vm.list.items.map((d) => d.name)).toEqual(['top.pdf']);
    vm.openFolder(y2026.id);
    vm.openFolder(null);
    expect(paths).toEqual([`/library/${y2026.id}`, '/library']);
  });

  test("a folder's page knows its folder the moment the folders are read (its actions never disappear on the way)", async () => {
    const { vm, api } = await setup();
    const taxes = await api.createFolder('Taxes', null);
    const seen: Array<string | undefined> = [];
    const stop = reaction(
      () => vm.foldersRead,
      () => seen.push(vm.selected?.name),
    );
    expect(vm.foldersRead).toBe(false);
    await vm.show(taxes.id);
    stop();
    expect(seen).toEqual(['Taxes']);
  });

  test('reads a large folder page by page as the list asks for more', async () => {
    const { vm, api } = await setup();
    const big = await api.createFolder('Big', null);
    for (let i = 0; i < 250; i++)
      await api.uploadDocument(pdf(`d${String(i).padStart(3, '0')}.pdf`, 10), `d${String(i).padStart(3, '0')}.pdf`, big.id);
    await vm.show(big.id);
    expect(vm.list.items).toHaveLength(100);
    expect(vm.list.hasMore).toBe(true);
    await vm.list.loadMore();
    await vm.list.loadMore();
    expect(vm.list.items).toHaveLength(250);
    expect(vm.list.hasMore).toBe(false);
    expect(new Set(vm.list.items.map((d) => d.id)).size).toBe(250);
  });

  test('new folder, rename folder: name rules and duplicate names beside the field, nothing sent when invalid', async () => {
    const { vm, api } = await setup();
    await api.createFolder('Taxes', null);
    await vm.show(null);
    vm.openDialog('newFolder');
    vm.dialog!.setName('   ');
    await vm.submitDialog();
    expect(vm.dialog!.messages.name).toEqual(['Folder name is required']);
    vm.dialog!.setName('a/b');
    await vm.submitDialog();
    expect(vm.dialog!.messages.name).toEqual(['Folder name must not contain slashes or control characters']);
    vm.dialog!.setName('x'.repeat(256));
    await vm.submitDialog();
    expect(vm.dialog!.messages.name).toEqual(['Folder name must be at most 255 characters']);
    vm.dialog!.setName(' TAXES ');
    await vm.submitDialog();
    expect(vm.dialog!.messages.name).toEqual(['A folder with this name already exists here']);
    expect(api.folderRows).toHaveLength(1);
    vm.dialog!.setName('Receipts');
    await vm.submitDialog();
    expect(vm.dialog).toBeUndefined();
    expect(vm.folders.map((f) => f.name).sort()).toEqual(['Receipts', 'Taxes']);
    expect(vm.notice).toBe('Folder “Receipts” created.');
    const receipts = vm.folders.find((f) => f.name === 'Receipts')!;
    vm.openDialog('renameFolder', receipts);
    expect(vm.dialog!.name).toBe('Receipts');
    vm.dialog!.setName('Bills');
    await vm.submitDialog();
    expect(vm.folders.find((f) => f.id === receipts.id)!.name).toBe('Bills');
  });

  test('move folder refuses its own subtree with a message; a valid move changes the tree', async () => {
    const { vm, api } = await setup();
    const a = await api.createFolder('A', null);
    const b = await api.createFolder('B', a.id);
    const c = await api.createFolder('C', null);
    await vm.show(null);
    vm.openDialog('moveFolder', a);
    vm.dialog!.setTarget(b.id);
    await vm.submitDialog();
    expect(vm.dialog!.messages.folder_id).toEqual(['A folder cannot be moved into itself or one of its sub-folders']);
    vm.dialog!.setTarget(a.id);
    await vm.submitDialog();
    expect(vm.dialog!.messages.folder_id).toEqual(['A folder cannot be moved into itself or one of its sub-folders']);
    vm.dialog!.setTarget(c.id);
    await vm.submitDialog();
    expect(vm.dialog).toBeUndefined();
    expect(vm.tree.byId.get(c.id)!.children.map((f) => f.name)).toEqual(['A']);
    expect(vm.folderChoices.map((f) => `${f.depth}:${f.label}`)).toEqual(['0:Top level', '1:C', '2:A', '3:B']);
  });

  test('the server’s messages land beside the field when the client could not know (duplicate document name)', async () => {
    const { vm, api } = await setup();
    await api.uploadDocument(pdf('w2.pdf'), 'w2.pdf', null);
    const other = await api.uploadDocument(pdf('x.pdf'), 'x.pdf', null);
    await vm.show(null);
    vm.openDialog('renameDocument', other);
    vm.dialog!.setName('W2.PDF');
    await vm.submitDialog();
    expect(vm.dialog!.messages.name).toEqual(['A document with this name already exists in this folder']);
  });

  test('move and remove a document; remove can be undone for a while, then only from Recently removed', async () => {
    const { vm, api, clock } = await setup();
    const f = await api.createFolder('F', null);
    const doc = await api.uploadDocument(pdf('a.pdf'), 'a.pdf', null);
    await vm.show(null);
    vm.openDialog('moveDocument', doc);
    await vm.submitDialog();
    expect(vm.dialog!.messages.folder_id).toEqual(['It is already in this folder; choose another one']);
    vm.dialog!.setTarget(f.id);
    await vm.submitDialog();
    expect(vm.list.items).toEqual([]);
    await vm.show(f.id);
    vm.openDialog('removeDocument', { ...doc, folder_id: f.id });
    await vm.submitDialog();
    expect(vm.list.items).toEqual([]);
    expect(vm.undo).toEqual({ id: doc.id, name: 'a.pdf' });
    await vm.undoRemove();
    await vm.list.reload();
    expect(vm.list.items.map((d) => d.name)).toEqual(['a.pdf']);
    vm.openDialog('removeDocument', { ...doc, folder_id: f.id });
    await vm.submitDialog();
    clock.advance(UNDO_WINDOW_MS);
    expect(vm.undo).toBeUndefined();
    await vm.showRemoved();
    expect(vm.removed.map((d) => d.name)).toEqual(['a.pdf']);
    await vm.restore(doc.id);
    expect(vm.removed).toEqual([]);
    expect(vm.notice).toBe('“a.pdf” is back in the library.');
  });

  test('uploads several files with progress per file; cancel keeps nothing; a refused file is explained', async () => {
    const { vm, api } = await setup();
    await vm.show(null);
    api.holdUploads = true;
    vm.openDialog('upload');
    await vm.submitDialog();
    expect(vm.dialog!.messages.file).toEqual(['Choose at least one file']);
    vm.dialog!.setFiles([pdf('one.pdf', 1000), pdf('two.pdf', 3000)]);
    await vm.submitDialog();
    expect(vm.uploads.items.map((i) => [i.fileName, vm.uploads.percent(i)])).toEqual([
      ['one.pdf', 50],
      ['two.pdf', 50],
    ]);
    vm.uploads.cancel(vm.uploads.items[1].key);
    api.finishUploads();
    await expect.poll(() => vm.uploads.items.map((i) => i.state)).toEqual(['done', 'cancelled']);
    expect(vm.uploads.percent(vm.uploads.items[0])).toBe(100);
    expect(api.documentRows.map((d) => d.name)).toEqual(['one.pdf']);
    await expect.poll(() => vm.list.items.map((d) => d.name)).toEqual(['one.pdf']);

    api.holdUploads = false;
    api.nextUploadError = new ApiError('400', 'ERR_BAD_REQUEST', 400, {
      error: 'validation',
      fields: { file: ['This file type is not allowed'] },
    });
    await vm.dropFiles([pdf('page.html', 10)], null);
    // The new action cleared the finished lines: the refused file's is the one left.
    const refused = vm.uploads.items[0];
    expect(refused.state).toBe('failed');
    expect(refused.message).toBe(
      'This file type is not allowed. Allowed are PDF, PNG, JPEG, TIFF, Word (.docx) and Excel (.xlsx) files up to the size limit.',
    );
  });

  test('versions list with a new version; download under the document’s own name, renewing an expired link silently', async () => {
    const { vm, api } = await setup();
    const uploaded = await api.uploadDocument(pdf('plan.pdf'), 'plan.pdf', null);
    const doc = await api.renameDocument(uploaded.id, 'Adoption agreement');
    await vm.show(null);
    const item = vm.list.items[0];
    await vm.openVersions(item);
    vm.openDialog('uploadVersion', item);
    vm.dialog!.setFiles([pdf('plan-v2.pdf', 2000)]);
    await vm.submitDialog();
    await expect.poll(() => vm.versions.map((v) => v.size)).toEqual([2000, 1000]);
    api.linkLifetimeMs = 0;
    expect(await vm.download(doc, vm.versions[1])).toBe(true);
    api.failSaves = 1;
    expect(await vm.download(doc, vm.versions[1])).toBe(true);
    expect(api.saved.map((s) => s.fileName)).toEqual(['Adoption agreement.pdf', 'Adoption agreement.pdf']);
    expect(api.minted).toHaveLength(3);
    api.failSaves = 2;
    expect(await vm.download(doc, vm.versions[0])).toBe(false);
    expect(vm.downloads.error).toBe(
      '“Adoption agreement.pdf” could not be downloaded. Check your connection and try again; if it keeps failing, the file may have been removed.',
    );
  });

  test('search by name follows the spec rules and messages', async () => {
    const { vm, api } = await setup();
    const f = await api.createFolder('Deep', null);
    await api.uploadDocument(pdf('x'), 'Summary plan description.pdf', f.id);
    await vm.show(null);
    vm.setSearchText('a');
    await vm.search();
    expect(vm.searchError).toBe('Search value must contain at least 2 non-whitespace characters');
    vm.setSearchText('plan%');
    await vm.search();
    expect(vm.searchError).toBe('Only letters digits and spaces are allowed');
    vm.setSearchText('1234567');
    await vm.search();
    expect(vm.searchError).toBe('Code length should not be longer then 6 digits');
    vm.setSearchText('plan desc');
    await vm.search();
    expect(vm.mode).toBe('search');
    expect(vm.list.items.map((d) => d.name)).toEqual(['Summary plan description.pdf']);
  });
});
