// Stands in for @mui/material/locale/utils/buildFormatNumber (see vite.config.ts): the same
// formatter, built on first use instead of when the locale pack loads. Building it at start-up
// made the first Intl.NumberFormat (ICU's locale data) part of every page's first paint, though
// only the table pagination label, which we do not use, ever calls it.
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | null | undefined;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
}
