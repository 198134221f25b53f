import { EMPTY_UPLOAD_MESSAGE, UPLOAD_TYPE_MESSAGE } from '@/domain/shared/upload-messages';
import { Readable } from 'node:stream';
import { SNIFF_HEAD_BYTES, sniffContentType, type SniffedType } from './content-sniffer';
import { UploadRejectedError } from './upload-rejected-error';

/** An upload stream that refuses empty content and content whose first bytes are not on the allowed list. */
export interface SniffedUpload {
  /** The checked bytes, in order; errors with UploadRejectedError('empty' | 'type') before passing anything on. */
  stream: Readable;
  /** The type found in the first bytes; set once the stream has passed its first chunk on. */
  type(): SniffedType | undefined;
}

/** Wraps `source` so that nothing reaches the store before its first bytes are recognised. */
export function sniffUpload(source: AsyncIterable<Buffer | Uint8Array>, fileName?: string): SniffedUpload {
  let found: SniffedType | undefined;
  async function* checked(): AsyncGenerator<Buffer> {
    const held: Buffer[] = [];
    let heldBytes = 0;
    for await (const chunk of source) {
      const buf = Buffer.from(chunk);
      if (found) {
        yield buf;
        continue;
      }
      held.push(buf);
      heldBytes += buf.length;
      if (heldBytes >= SNIFF_HEAD_BYTES) {
        found = decide(Buffer.concat(held), fileName);
        yield Buffer.concat(held);
      }
    }
    if (!found) {
      if (heldBytes === 0) throw new UploadRejectedError('empty', EMPTY_UPLOAD_MESSAGE);
      found = decide(Buffer.concat(held), fileName);
      yield Buffer.concat(held);
    }
  }
  return { stream: Readable.from(checked(), { objectMode: false }), type: () => found };
}

function decide(head: Buffer, fileName: string | undefined): SniffedType {
  const type = sniffContentType(head, fileName);
  if (!type) throw new UploadRejectedError('type', UPLOAD_TYPE_MESSAGE);
  return type;
}
