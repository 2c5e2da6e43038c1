// The document a freeze request carries (a doctor's note): the file types BRP documents for the
// upload, and a size the gateway lets through (x-max-body-bytes in openapi/booking.yaml is 5 MiB
// for the whole multipart body; the file gets 5 MB of it).
export const DOCUMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'txt', 'pdf', 'doc', 'docx'] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const DOCUMENT_MAX_BYTES = 5_000_000;

export type DocumentProblem = 'missing' | 'type' | 'size';

/** What is wrong with the chosen file, or null when it can go. */
export function documentProblem(file: File | null): DocumentProblem | null {
  if (!file) return 'missing';
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  if (file.size === 0 || file.size > DOCUMENT_MAX_BYTES) return 'size';
  return null;
}
