// Reading the document's answers in its own paint (src/app/document-paint.ts and the checkout's):
// the parsed body of a successful answer, or null for none.
import type { DocumentAnswer } from './document-answers';

export async function parsedAnswer(
  pending: Promise<DocumentAnswer | null> | undefined,
): Promise<unknown> {
  const answer = await pending;
  if (!answer || answer.status < 200 || answer.status >= 300) return null;
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return null;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
