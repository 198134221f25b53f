import { isPngDataUrl } from '@/domain/shared/png-data-url';
import { sniffContentType } from '../blob/content-sniffer';
import type { FieldMessages } from '../http/errors';
import { dollarErrors } from '@/domain/money';

/** The kind of distribution that needs a description, a signature and a supporting document. */
export const HARDSHIP = 'hardship';
/** Longest description accepted. */
export const MAX_DESCRIPTION_LENGTH = 4000;
/** Longest signature data URL accepted (characters). */
export const MAX_SIGNATURE_LENGTH = 700_000;
/** The signature message the plan signer rule uses too (spec section 5). */
export const SIGNATURE_MESSAGE = 'Signature must be png';

/** Whether `value` is a base64 PNG data URL whose decoded bytes really open with the PNG signature. */
export function isPngSignature(value: unknown): boolean {
  if (!isPngDataUrl(value) || (value as string).length > MAX_SIGNATURE_LENGTH) return false;
  const bytes = Buffer.from(
    (value as string).slice('data:image/png;base64,'.length, 'data:image/png;base64,'.length + 24),
    'base64',
  );
  return sniffContentType(bytes)?.mime === 'image/png';
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

/** Field messages of a distribution request body (the document's ownership is checked separately). */
export function distributionErrors(body: Record<string, unknown>): FieldMessages {
  const hardship = body.kind === HARDSHIP;
  const description = body.description;
  return {
    kind:
      typeof body.kind === 'string' && body.kind.trim() !== '' && body.kind.length <= 100
        ? []
        : ['Distribution type is required'],
    description: !present(description)
      ? hardship
        ? ['Description is required']
        : []
      : typeof description !== 'string' || description.length > MAX_DESCRIPTION_LENGTH
        ? [`Description must be text of at most ${MAX_DESCRIPTION_LENGTH} characters`]
        : [],
    amount: present(body.amount) ? dollarErrors(body.amount, 'Amount') : [],
    signature: !present(body.signature)
      ? hardship
        ? ['Signature is required']
        : []
      : isPngSignature(body.signature)
        ? []
        : [SIGNATURE_MESSAGE],
    document_id: !present(body.document_id)
      ? hardship
        ? ['Supporting document is required']
        : []
      : typeof body.document_id === 'string'
        ? []
        : ['Supporting document must be a document id'],
  };
}
