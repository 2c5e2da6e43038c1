// The booking page's filter choices: class types offered at the facility, and the instructors
// (app 272's staff) who teach there in the loaded range, so therapists and absent staff are not
// offered. In the API's order: the drop-down sorts them by name when it opens
// (components/filter-fields.tsx).
interface Named {
  id: number;
  name: string;
}

export function classOptions<T extends Named & { businessUnits?: { id: number }[] }>(
  products: T[] | undefined,
  site: number | null,
): T[] {
  return (products ?? []).filter(
    (p) => !site || (p.businessUnits ?? []).some((u) => u.id === site),
  );
}

export function instructorOptions<T extends Named & { businessUnitIds?: number[] }>(
  resources: T[] | undefined,
  schedule: { instructors: { id: number }[] }[] | undefined,
  site: number | null,
): T[] {
  const teaching = new Set((schedule ?? []).flatMap((c) => c.instructors.map((i) => i.id)));
  return (resources ?? [])
    .filter((r) => !site || !r.businessUnitIds || r.businessUnitIds.includes(site))
    .filter((r) => !schedule || teaching.has(r.id));
}
