// Names in Swedish alphabetical order (å, ä, ö after z). The collator is made on first use: the
// first collation a page does loads the browser's collation data, 15-25 ms on this machine and
// about four times that on a phone (docs/decisions/020). So lists that are only read once opened,
// like the filters' drop-downs, sort when they open, not in the page's first render.
let collator: Intl.Collator | undefined;

export function bySwedishName(a: { name: string }, b: { name: string }): number {
  collator ??= new Intl.Collator('sv');
  return collator.compare(a.name, b.name);
}
