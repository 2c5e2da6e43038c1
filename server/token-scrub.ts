// BRP's auth answers (login, refresh, validate) carry the member's tokens. They belong in the
// sealed session cookie only: the gateway's answers and the answers the pages' loaders read (and
// the page then serialises into its HTML) go without them.

/** The fields of an auth answer that hold a token. */
export const TOKEN_FIELDS = ['access_token', 'refresh_token'] as const;

/** The answer without its token fields, at any depth; anything else stays as it was. */
export function withoutTokens<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutTokens(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const kept: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value))
    if (!(TOKEN_FIELDS as readonly string[]).includes(name)) kept[name] = withoutTokens(item);
  return kept as T;
}
