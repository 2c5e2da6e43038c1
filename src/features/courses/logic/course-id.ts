/** The product id of the address (`kurser/610/`), or null for anything but a positive integer. */
export function courseProductId(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
