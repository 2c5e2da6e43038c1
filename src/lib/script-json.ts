/**
 * A value as JSON to put inside an inline `<script>`: no `</script>` or `<!--` in a string can end
 * or confuse the script, and the two line separators JSON allows but older JavaScript did not are
 * escaped too.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
