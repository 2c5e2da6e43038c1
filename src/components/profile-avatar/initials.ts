/** "Anna", "Lindqvist" → "AL": what the avatar shows when there is no picture. No React here: the
 * document's first paint of the member overview uses it too (src/app/document-paint.ts). */
export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  return [firstName, lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toLocaleUpperCase();
}
