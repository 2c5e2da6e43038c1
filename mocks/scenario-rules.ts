// Which named example the mock serves when the client sends no `Prefer` header, so data varies like the real API.
export type Api = 'booking' | 'content';

/** Example names per operation, keyed by `exampleKey(api, method, pathTemplate)`. */
export type ExampleIndex = Map<string, Set<string>>;

interface Rule {
  api: Api;
  method: string;
  path: string; // OpenAPI path template, parameter names don't matter
  /** Candidate example names, best first; the first one the served spec has wins. */
  candidates: (params: string[], query: URLSearchParams) => string[];
  /** The Prefer value when no candidate is in the spec, instead of Prism's first example. */
  otherwise?: string;
  /** Whether the rule is for this path at all (`/products/entries/availability` is no id). */
  when?: (params: string[]) => boolean;
}

const SITES: Record<string, string> = {
  '1': 'haga',
  '3509': 'alvstranden',
  '4128': 'drottningtorget',
};

// Each treatment its own product (the list's ids), not the first example for every id.
const SERVICES: Record<string, string> = {
  '701': 'massage50',
  '702': 'massage25',
  '703': 'facial',
  '704': 'sauna-ritual',
  '705': 'personal-training',
  '706': 'friskvard',
};

// Each membership its own product, its additions and each facility's own list (issue 42).
const SUBSCRIPTIONS: Record<string, string> = {
  '134': 'gym-bad',
  '135': 'youth',
  '136': 'swim-3m',
};
const SUBSCRIPTION_ADDITIONS: Record<string, string> = { '134': 'towel', '135': 'towel' };
// Each course and entry product its own example (openapi/booking.yaml); the windows generated
// per entry product (data/entry-suggestions.ts).
const EVENT_PRODUCTS: Record<string, string> = { '610': 'baddaren', '601': 'crawl' };
const EVENTS: Record<string, string> = { '4401': 'crawlkurs', '4410': 'baddaren' };
const ENTRY_PRODUCTS: Record<string, string> = { '501': 'badVuxen', '903': 'spa' };
const ENTRY_WINDOWS: Record<string, string> = { '501': 'bad-501', '903': 'spa-903' };
// Each value card its own product (the list's ids).
const VALUE_CARDS: Record<string, string> = {
  '301': 'tenBaths',
  '302': 'tenGym',
  '303': 'giftCard',
};

// Member-area pages are found by title (spec §2): normalised search/slug text → example name.
const PAGES: Record<string, string> = {
  'mina erbjudande': 'offers-sv',
  'my offers': 'offers-en',
  medlemsinformation: 'membership-info-sv',
  'membership information': 'membership-info-en',
};

// The prepaid swim card is frozen on request only, and has no freezes yet (issue 44).
const FREEZE_RULES: Record<string, string> = { '30877': 'onRequest' };
const FREEZES: Record<string, string> = { '30877': 'empty' };

export const RULES: Rule[] = [
  {
    api: 'booking',
    method: 'GET',
    path: '/customers/{customer}/subscriptions/{subscription}/freezerules',
    candidates: ([, id]) => (id && FREEZE_RULES[id] ? [FREEZE_RULES[id]] : []),
  },
  {
    api: 'booking',
    method: 'GET',
    path: '/customers/{customer}/subscriptions/{subscription}/freezes',
    candidates: ([, id]) => (id && FREEZES[id] ? [FREEZES[id]] : []),
  },
  {
    api: 'booking',
    method: 'GET',
    path: '/businessunits/{businessUnit}/groupactivities',
    candidates: ([bu]) => (bu && SITES[bu] ? [SITES[bu]] : []),
  },
  {
    api: 'booking',
    method: 'GET',
    path: '/products/services/{id}',
    candidates: ([id]) => (id && SERVICES[id] ? [SERVICES[id]] : []),
    // An id with no product of its own is not found, as at BRP (not the first example's massage).
    otherwise: 'code=404',
  },
  {
    api: 'booking',
    method: 'GET',
    path: '/products/subscriptions',
    candidates: (_p, q) => {
      const bu = q.get('businessUnit');
      return bu ? [SITES[bu] ?? 'empty'] : ['haga'];
    },
  },
  {
    api: 'booking',
    method: 'GET',
    path: '/products/subscriptions/{id}',
    candidates: ([id]) => (id && SUBSCRIPTIONS[id] ? [SUBSCRIPTIONS[id]] : []),
    otherwise: 'code=404',
    // The company's freeze reasons are a path of their own, not a product.
    when: ([id]) => id !== 'freezereasons',
  },
  {
    api: 'booking',
    method: 'GET',
    path: '/products/subscriptions/{product}/additions',
    candidates: ([id]) => [(id && SUBSCRIPTION_ADDITIONS[id]) || 'empty'],
  },
  {
    api: 'booking',
    method: 'GET',
    path: '/businessunits/{businessUnit}/events/{id}',
    candidates: ([, id]) => (id && EVENTS[id] ? [EVENTS[id]] : []),
  },
  {
    api: 'booking',
    method: 'GET',
    path: '/products/events/{id}',
    candidates: ([id]) => (id && EVENT_PRODUCTS[id] ? [EVENT_PRODUCTS[id]] : []),
    otherwise: 'code=404',
  },
  {
    api: 'booking',
    method: 'GET',
    path: '/products/entries/{id}',
    when: ([id]) => /^\d+$/.test(id ?? ''),
    candidates: ([id]) => (id && ENTRY_PRODUCTS[id] ? [ENTRY_PRODUCTS[id]] : []),
    otherwise: 'code=404',
  },
  {
    api: 'booking',
    method: 'GET',
    path: '/products/entries/{entryProduct}/suggestions',
    candidates: ([id]) => (id && ENTRY_WINDOWS[id] ? [ENTRY_WINDOWS[id]] : []),
    otherwise: 'code=404',
  },
  // Orders by number: the anonymous gift order of the examples (90431) has one, any other none;
  // a customer's orders: the customer's recent purchases (the withdrawal function reads both).
  {
    api: 'booking',
    method: 'GET',
    path: '/orders',
    candidates: (_p, q) => {
      const number = q.get('orderNumber');
      if (number === null) return ['customerRecent'];
      return number === '90431' ? ['anonymousGift'] : ['empty'];
    },
  },
  {
    api: 'booking',
    method: 'GET',
    path: '/products/valuecards/{id}',
    candidates: ([id]) => (id && VALUE_CARDS[id] ? [VALUE_CARDS[id]] : []),
    otherwise: 'code=404',
  },
  {
    api: 'content',
    method: 'GET',
    path: '/wp/v2/pages',
    candidates: (_p, q) => {
      const text = normalise(q.get('search') ?? q.get('slug') ?? '');
      const page = PAGES[text];
      return page ? [page] : [];
    },
  },
  {
    api: 'content',
    method: 'GET',
    path: '/wp/v2/brp_my_pages',
    candidates: (_p, q) => [`member-pages-${q.get('lang') ?? 'sv'}`],
  },
  { api: 'content', method: 'GET', path: '/mild/v1/acf/texts/{name}', candidates: byNameAndLang },
  {
    api: 'content',
    method: 'GET',
    path: '/mild/v1/acf/options/global/{name}',
    candidates: byNameAndLang,
  },
];

/** Named ACF values: `{name}-{lang}` (e.g. login_component_text-en) when it exists, else `{name}`. */
function byNameAndLang([name]: string[], q: URLSearchParams): string[] {
  const lang = q.get('lang');
  return name ? [...(lang ? [`${name}-${lang}`] : []), name] : [];
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[-_+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `{anything}` → `{}` so templates compare regardless of parameter names. */
function shapeOf(template: string): string {
  return template.replace(/\{[^}]+\}/g, '{}');
}

export function exampleKey(api: Api, method: string, template: string): string {
  return `${api} ${method.toUpperCase()} ${shapeOf(template)}`;
}

function matchTemplate(template: string, path: string): string[] | undefined {
  const t = template.split('/');
  const p = path.split('/');
  if (t.length !== p.length) return undefined;
  const params: string[] = [];
  for (let i = 0; i < t.length; i++) {
    if (/^\{[^}]+\}$/.test(t[i]!)) params.push(decodeURIComponent(p[i]!));
    else if (t[i] !== p[i]) return undefined;
  }
  return params;
}

/**
 * The `Prefer` value to add for a request (path already stripped of its API prefix), or undefined.
 * Only names that exist in the served spec for that operation are chosen.
 */
export function choosePrefer(
  api: Api,
  method: string,
  path: string,
  query: URLSearchParams,
  index: ExampleIndex,
  acceptLanguage?: string,
): string | undefined {
  const english = api === 'booking' && /^en\b/i.test(acceptLanguage ?? '');
  for (const rule of RULES) {
    if (rule.api !== api || rule.method !== method.toUpperCase()) continue;
    const params = matchTemplate(rule.path, path.replace(/\/+$/, '') || '/');
    if (!params || (rule.when && !rule.when(params))) continue;
    const known = index.get(exampleKey(api, rule.method, rule.path));
    const name = rule.candidates(params, query).find((c) => known?.has(c));
    // BRP's names in English where the contract has them (`<name>-en`), as a tenant translates.
    if (name && english && known?.has(`${name}-en`)) return `example=${name}-en`;
    if (name) return `example=${name}`;
    // Only where the served spec has the operation's examples: a partial spec keeps Prism's.
    return known?.size ? rule.otherwise : undefined;
  }
  if (english) return englishExample(api, method, path, index);
  return undefined;
}

/** An operation without a rule: its example named `en`, for a call that asks for English. */
function englishExample(
  api: Api,
  method: string,
  path: string,
  index: ExampleIndex,
): string | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  for (const key of index.keys()) {
    const [keyApi, keyMethod, template] = key.split(' ');
    if (keyApi !== api || keyMethod !== method.toUpperCase() || !template) continue;
    if (matchTemplate(template, clean) && index.get(key)?.has('en')) return 'example=en';
  }
  return undefined;
}
