/** An upload with no bytes (the server reads the content, never the name or the declared type). */
export const EMPTY_UPLOAD_MESSAGE = 'The file is empty';

/** An upload whose first bytes are none of the accepted types. */
export const UPLOAD_TYPE_MESSAGE = 'Only PDF, PNG, JPEG, TIFF, DOCX and XLSX files can be uploaded';
