/** A content type an upload may have, recognised from its first bytes. */
export interface SniffedType {
  /** The media type the server stores and serves the file with. */
  mime: string;
  /** The usual file name extension, without the dot. */
  ext: string;
}

/** How many leading bytes the sniffer needs to decide. */
export const SNIFF_HEAD_BYTES = 512;

const PDF: SniffedType = { mime: 'application/pdf', ext: 'pdf' };
const PNG: SniffedType = { mime: 'image/png', ext: 'png' };
const JPEG: SniffedType = { mime: 'image/jpeg', ext: 'jpg' };
const TIFF: SniffedType = { mime: 'image/tiff', ext: 'tif' };
const DOCX: SniffedType = {
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ext: 'docx',
};
const XLSX: SniffedType = { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' };

/** Every type an upload may have (docs/decisions/0035): no HTML, SVG, script, generic archive or macro format. */
export const ALLOWED_TYPES: readonly SniffedType[] = [PDF, PNG, JPEG, TIFF, DOCX, XLSX];

function startsWith(head: Uint8Array, bytes: readonly number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((b, i) => head[offset + i] === b);
}

/** Name of the first entry of a ZIP archive, when the head starts with a local file header. */
function firstZipEntryName(head: Uint8Array): string | undefined {
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || head.length < 30) return undefined;
  const nameLength = head[26] | (head[27] << 8);
  if (nameLength === 0 || head.length < 30 + nameLength) return undefined;
  return Buffer.from(head.subarray(30, 30 + nameLength)).toString('latin1');
}

/** The OOXML type of a ZIP head, told apart by the file name the user gave (the package parts decide nothing more). */
function sniffOfficeOpenXml(head: Uint8Array, fileName: string | undefined): SniffedType | undefined {
  const first = firstZipEntryName(head);
  if (first === undefined) return undefined;
  const isOoxml = first === '[Content_Types].xml' || first === '_rels/.rels' || /^(docProps|word|xl)\//.test(first);
  if (!isOoxml) return undefined;
  if (first.startsWith('word/')) return DOCX;
  if (first.startsWith('xl/')) return XLSX;
  const ext = fileName?.toLowerCase().split('.').pop();
  if (ext === 'xlsx') return XLSX;
  if (ext === 'docx') return DOCX;
  return undefined;
}

/**
 * The allowed type whose magic bytes open `head`, or undefined when the content is not on the allowed list.
 * The client's declared type and extension never make a file acceptable; the extension only tells DOCX from XLSX.
 */
export function sniffContentType(head: Uint8Array, fileName?: string): SniffedType | undefined {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF; // %PDF-
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return TIFF;
  return sniffOfficeOpenXml(head, fileName);
}
