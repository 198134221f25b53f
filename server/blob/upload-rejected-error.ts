/** Why an upload was refused. */
export type UploadRejection = 'too_large' | 'empty' | 'type' | 'aborted';

/** An upload the blob store refused; nothing of it is left in the store. */
export class UploadRejectedError extends Error {
  constructor(
    /** Why it was refused. */
    readonly reason: UploadRejection,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRejectedError';
  }
}
