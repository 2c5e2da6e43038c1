/** "Anna", "Lindqvist" → "AL": what the avatar shows when there is no picture. */
export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  return [firstName, lastName]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toLocaleUpperCase();
}
