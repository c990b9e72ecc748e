/**
 * Photos (agents and Mortgage Pros): one JPEG or PNG, at most 5 MB. The spec gives no message
 * ('not shown'); these are chosen. The server checks the content (magic bytes), the browser only
 * the declared type and size, to answer early.
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const PHOTO_MSG = {
  wrongType: 'Please choose a JPEG or PNG image.',
  tooLarge: 'The photo must be 5 MB or smaller.',
  missing: 'Please choose a photo.',
  saved: 'Photo was saved',
  deleted: 'Photo was deleted',
  confirmDelete: 'Delete this photo?',
} as const;
