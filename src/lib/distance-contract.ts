// The right of withdrawal for what the shop sells at a distance (lagen (2005:59) om distansavtal och
// avtal utanför affärslokaler; Konsumentverket's guidance), per kind of order line. A membership,
// a value card or gift card and an entry can be withdrawn from within 14 days; a class, a
// treatment or a course booked for a fixed date is a leisure service on a set date (2 kap. 11 §
// 12 p.) and cannot. The checkout states it before paying and the receipt repeats it; a kind
// the shop starts selling adds one entry here (docs/decisions/066).

/** The kinds of order lines, named as the order's item endpoints name them. */
export type OrderLineKind =
  | 'services'
  | 'valuecards'
  | 'subscriptions'
  | 'articles'
  | 'events'
  | 'groupactivities'
  | 'entries';

/** Whether the 14-day right of withdrawal applies to a kind of line. */
export const WITHDRAWAL_APPLIES: Record<OrderLineKind, boolean> = {
  subscriptions: true,
  valuecards: true,
  entries: true,
  articles: true,
  services: false,
  groupactivities: false,
  events: false,
};

/** Days a consumer has to withdraw (2 kap. 10 §). */
export const WITHDRAWAL_DAYS = 14;

export interface WithdrawalTerms {
  /** The order's kinds with the right of withdrawal, in the table's order. */
  applies: OrderLineKind[];
  /** The order's kinds without it (fixed-date services). */
  exempt: OrderLineKind[];
}

const ORDER = Object.keys(WITHDRAWAL_APPLIES) as OrderLineKind[];

/** What the order's lines say about withdrawal: each kind once, those it applies to first. */
export function withdrawalTerms(kinds: Iterable<OrderLineKind>): WithdrawalTerms {
  const present = new Set(kinds);
  const ordered = ORDER.filter((kind) => present.has(kind));
  return {
    applies: ordered.filter((kind) => WITHDRAWAL_APPLIES[kind]),
    exempt: ordered.filter((kind) => !WITHDRAWAL_APPLIES[kind]),
  };
}
