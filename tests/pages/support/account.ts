// The money as a member page shows it. (The mock's answers: support/mock-answers.ts; the app's
// calls: support/calls.ts; the Stockholm formats: tests/support/formats.ts.)

/** "1 200 kr" from öre (the app's no-break space is compared as whitespace is: normalised). */
export function kronor(minor: number): string {
  return `${String(Math.round(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} kr`;
}
