import { describe, expect, test } from 'vitest';
import { sniffContentType } from './content-sniffer';

function zipWithFirstEntry(name: string): Uint8Array {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name, 'latin1'), Buffer.from('payload')]);
}

describe('sniffContentType', () => {
  test('recognises PDF, PNG, JPEG and both TIFF byte orders by their magic bytes', () => {
    expect(sniffContentType(Buffer.from('%PDF-1.7\n...'))?.mime).toBe('application/pdf');
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.mime).toBe('image/png');
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))?.mime).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from([0x49, 0x49, 0x2a, 0x00, 8]))?.mime).toBe('image/tiff');
    expect(sniffContentType(Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0]))?.mime).toBe('image/tiff');
  });

  test('refuses HTML, SVG and script even when named .pdf', () => {
    expect(sniffContentType(Buffer.from('<!doctype html><script>alert(1)</script>'), 'plan.pdf')).toBeUndefined();
    expect(sniffContentType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'plan.pdf')).toBeUndefined();
    expect(sniffContentType(Buffer.from('alert(document.cookie)'), 'plan.pdf')).toBeUndefined();
    expect(sniffContentType(Buffer.from(' %PDF-1.7'), 'plan.pdf')).toBeUndefined();
  });

  test('accepts a ZIP only when it is an Office Open XML package', () => {
    expect(sniffContentType(zipWithFirstEntry('[Content_Types].xml'), 'plan.docx')?.ext).toBe('docx');
    expect(sniffContentType(zipWithFirstEntry('[Content_Types].xml'), 'ledger.XLSX')?.ext).toBe('xlsx');
    expect(sniffContentType(zipWithFirstEntry('word/document.xml'), 'x.bin')?.ext).toBe('docx');
    expect(sniffContentType(zipWithFirstEntry('xl/workbook.xml'))?.ext).toBe('xlsx');
    expect(sniffContentType(zipWithFirstEntry('evil.html'), 'plan.docx')).toBeUndefined();
    expect(sniffContentType(zipWithFirstEntry('[Content_Types].xml'), 'archive.zip')).toBeUndefined();
  });

  test('refuses legacy OLE2 office files, which can carry macros', () => {
    expect(sniffContentType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'plan.doc')).toBeUndefined();
  });

  test('refuses heads too short to carry a signature', () => {
    expect(sniffContentType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(sniffContentType(new Uint8Array())).toBeUndefined();
  });
});
