import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { SignatureImage } from './plan-document-data';

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const LABEL_WIDTH = 230;

/** The colours every document is drawn in. */
interface Inks {
  readonly ink: RGB;
  readonly muted: RGB;
  readonly rule: RGB;
}

let pdfLib: Promise<typeof import('pdf-lib')> | undefined;
/**
 * pdf-lib, loaded with the first document rather than when the server starts: most processes write a PDF rarely, and
 * the library holds about 18 MiB of an idle server's memory (docs/performance.md, "Memory").
 */
const loadPdfLib = (): Promise<typeof import('pdf-lib')> => {
  pdfLib ??= import('pdf-lib');
  return pdfLib;
};

/** What replaces a value that carries the owner's SSN (decision 0071). */
export const WITHHELD = '[withheld]';

/** Options of a new document. */
export interface PdfWriterOptions {
  title: string;
  forbiddenDigits: string[];
  createdAt: Date;
}

/**
 * Writes a simple, legible, text-extractable PDF top to bottom (standard Helvetica fonts, real text, no outlines).
 * Every string passes one guard: characters the standard fonts cannot encode become '?', and a value whose digits
 * hold one of `forbiddenDigits` (the SSN) is replaced by WITHHELD, so the SSN can never be drawn.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly charset: Set<number>;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly opts: PdfWriterOptions,
    private readonly inks: Inks,
  ) {
    this.charset = new Set(regular.getCharacterSet());
    this.newPage();
  }

  /** A new document with one empty page. */
  static async create(opts: PdfWriterOptions): Promise<PdfWriter> {
    const { PDFDocument, rgb, StandardFonts } = await loadPdfLib();
    const doc = await PDFDocument.create();
    doc.setTitle(opts.title);
    doc.setCreator('Solo 401(k)');
    doc.setProducer('Solo 401(k) plan documents');
    doc.setCreationDate(opts.createdAt);
    doc.setModificationDate(opts.createdAt);
    return new PdfWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
      opts,
      { ink: rgb(0.1, 0.1, 0.12), muted: rgb(0.38, 0.38, 0.42), rule: rgb(0.75, 0.75, 0.78) },
    );
  }

  /** The guarded form of a value: encodable characters on one line, never the SSN. */
  safe(value: string): string {
    const line = value.replace(/\s+/g, ' ').trim();
    const digits = line.replace(/\D/g, '');
    if (this.opts.forbiddenDigits.some((d) => d.length > 0 && digits.includes(d))) return WITHHELD;
    return [...line].map((ch) => (this.charset.has(ch.codePointAt(0)!) ? ch : '?')).join('');
  }

  /** The document title, large and bold. */
  title(text: string, subtitle?: string): void {
    this.lines(text, this.bold, 18, this.inks.ink);
    if (subtitle !== undefined) this.lines(subtitle, this.regular, 10, this.inks.muted);
    this.space(6);
    this.rule();
  }

  /** A section heading. */
  heading(text: string): void {
    this.need(48);
    this.space(10);
    this.lines(text, this.bold, 12.5, this.inks.ink);
    this.space(2);
  }

  /** Running text, wrapped to the page width. */
  paragraph(text: string, size = 10): void {
    this.lines(text, this.regular, size, this.inks.ink);
    this.space(4);
  }

  /** A labelled value: label in the left column, the value (or a blank line to fill in) wrapped on the right. */
  field(label: string, value: string): void {
    const size = 10;
    const width = PAGE.width - 2 * PAGE.margin - LABEL_WIDTH;
    const shown = value.trim() === '' ? '' : this.safe(value);
    const valueLines = shown === '' ? [''] : this.wrap(shown, this.regular, size, width);
    const labelLines = this.wrap(this.safe(label), this.bold, size, LABEL_WIDTH - 10);
    const rows = Math.max(valueLines.length, labelLines.length);
    this.need(rows * 14 + 4);
    const top = this.y;
    labelLines.forEach((line, i) =>
      this.page.drawText(line, { x: PAGE.margin, y: top - size - i * 14, size, font: this.bold, color: this.inks.muted }),
    );
    valueLines.forEach((line, i) => {
      if (line !== '')
        this.page.drawText(line, {
          x: PAGE.margin + LABEL_WIDTH,
          y: top - size - i * 14,
          size,
          font: this.regular,
          color: this.inks.ink,
        });
    });
    if (shown === '') this.hline(PAGE.margin + LABEL_WIDTH, top - size - 2, width);
    this.y = top - rows * 14 - 4;
  }

  /** A check box with its label. */
  checkbox(label: string, checked: boolean): void {
    this.need(18);
    const top = this.y;
    this.page.drawRectangle({ x: PAGE.margin, y: top - 11, width: 10, height: 10, borderColor: this.inks.ink, borderWidth: 0.8 });
    if (checked) this.page.drawText('X', { x: PAGE.margin + 2, y: top - 9.5, size: 9, font: this.bold, color: this.inks.ink });
    this.page.drawText(this.safe(label), {
      x: PAGE.margin + 18,
      y: top - 10,
      size: 10,
      font: this.regular,
      color: this.inks.ink,
    });
    this.y = top - 16;
  }

  /** A signature block: the image when there is one (else a line to sign on), the signer's name, title and date. */
  async signature(caption: string, signature: SignatureImage, name: string, title: string, date: string): Promise<void> {
    this.need(120);
    this.space(6);
    this.lines(caption, this.bold, 10, this.inks.muted);
    const top = this.y;
    let drawn = false;
    if (signature.png !== undefined) {
      try {
        const image = await this.doc.embedPng(signature.png);
        const scale = Math.min(220 / image.width, 60 / image.height, 1);
        this.page.drawImage(image, { x: PAGE.margin, y: top - 62, width: image.width * scale, height: image.height * scale });
        drawn = true;
      } catch {
        drawn = false; // a damaged image: leave the line to sign on
      }
    }
    this.hline(PAGE.margin, top - 64, 260);
    this.y = top - 68;
    const how = drawn ? (signature.saved ? 'Signed electronically (saved signature)' : 'Signed electronically') : 'Signature';
    this.lines(how, this.regular, 8, this.inks.muted);
    this.field('Name', name);
    if (title !== '') this.field('Title', title);
    this.field('Date', date);
  }

  /** Starts a new page unless `points` of height are left, so that what follows stays together. */
  keepTogether(points: number): void {
    this.need(points);
  }

  /** Vertical space in points. */
  space(points: number): void {
    this.y -= points;
  }

  /** A thin horizontal rule across the page. */
  rule(): void {
    this.need(10);
    this.hline(PAGE.margin, this.y, PAGE.width - 2 * PAGE.margin);
    this.y -= 8;
  }

  /** The finished file, each page footed with the title and "Page n of m". */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const footer = `${this.safe(this.opts.title)}  -  Page ${i + 1} of ${pages.length}`;
      page.drawText(footer, { x: PAGE.margin, y: 30, size: 8, font: this.regular, color: this.inks.muted });
    });
    return this.doc.save();
  }

  private lines(text: string, font: PDFFont, size: number, color: RGB): void {
    for (const line of this.wrap(this.safe(text), font, size, PAGE.width - 2 * PAGE.margin)) {
      this.need(size + 4);
      this.page.drawText(line, { x: PAGE.margin, y: this.y - size, size, font, color });
      this.y -= size + 4;
    }
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    let line = '';
    for (const word of text.split(' ').flatMap((w) => this.breakWord(w, font, size, width))) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= width || line === '') line = candidate;
      else {
        out.push(line);
        line = word;
      }
    }
    out.push(line);
    return out;
  }

  /** A word wider than the column, cut into pieces that fit (a long unbroken value never runs off the page). */
  private breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
    if (font.widthOfTextAtSize(word, size) <= width) return [word];
    const pieces: string[] = [];
    let piece = '';
    for (const ch of word) {
      if (piece !== '' && font.widthOfTextAtSize(piece + ch, size) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += ch;
    }
    return [...pieces, piece];
  }

  private hline(x: number, y: number, width: number): void {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.6, color: this.inks.rule });
  }

  private need(points: number): void {
    if (this.y - points < PAGE.margin + 20) this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
}
