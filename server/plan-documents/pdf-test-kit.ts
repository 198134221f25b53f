import { crc32, deflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { LocalBlobStore } from '../blob/local-blob-store';

const STANDARD_FONTS = new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url).pathname;

/** The text of every page of a PDF as pdf.js extracts it (lines joined by newlines), for tests. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join('\n');
}

/** The text of each page of a PDF, for tests. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await pdf.destroy();
  return pages;
}

/** How many images a PDF holds (image XObjects), for tests. */
export function imageCount(bytes: Uint8Array): number {
  return (
    Buffer.from(bytes)
      .toString('latin1')
      .match(/\/Subtype\s*\/Image/g) ?? []
  ).length;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (grey scale, a diagonal stroke on white) as a base64 data URL, like a signature pad gives. */
export function signaturePng(width = 120, height = 40): string {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1, 255);
    row[0] = 0;
    for (let x = 0; x < width; x++) if (Math.abs(Math.round((x * height) / width) - y) <= 1) row[x + 1] = 0;
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey scale
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The text of a PDF kept in the local blob store under `blobKey` (the data directory of a test app), one space for any whitespace. */
export async function storedPdfText(dataDir: string, blobKey: string): Promise<string> {
  const store = await LocalBlobStore.open({ dataDir });
  const parts: Buffer[] = [];
  for await (const part of (await store.get(blobKey))!.stream) parts.push(part as Buffer);
  return (await pdfText(new Uint8Array(Buffer.concat(parts)))).replace(/\s+/g, ' ');
}
