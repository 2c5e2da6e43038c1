// What the gateway lets through: the operations of the contract (openapi/*.yaml, listed by
// `npm run generate` in generated/*/operations.ts), each with its method, its path pattern and
// the query parameters and headers it documents. Anything else (another path, another method, a
// parameter such as `_method` or `context=edit`, an override header) never leaves the server.
import { operations as bookingOperations } from '../generated/booking/operations';
import type { ContractOperation } from '../generated/booking/operations';
import { operations as contentOperations } from '../generated/content/operations';
import type { ApiName } from '../src/lib/api/server-transport';

interface Route {
  operation: ContractOperation;
  pattern: RegExp;
  /** The path's parameter names, in the order of the pattern's groups. */
  names: string[];
  literalSegments: number;
}

function compile(table: ContractOperation[]): Route[] {
  return table
    .map((operation) => {
      const segments = operation.path.split('/').slice(1);
      const names: string[] = [];
      const source = segments
        .map((segment) => {
          const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
          if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return '([^/]+)';
        })
        .join('/');
      return {
        operation,
        pattern: new RegExp(`^/${source}/?$`),
        names,
        literalSegments: segments.filter((segment) => !segment.startsWith('{')).length,
      };
    })
    .sort((a, b) => b.literalSegments - a.literalSegments);
}

const routes: Record<ApiName, Route[]> = {
  booking: compile(bookingOperations),
  content: compile(contentOperations),
};

export type ContractMatch =
  | { kind: 'operation'; operation: ContractOperation; params: Record<string, string> }
  /** The path is the contract's, the method is not: these are the ones it has. */
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

/**
 * The contract's operation for a method and a path below the API's root ('/customers/4711');
 * HEAD is GET without its body.
 */
export function matchOperation(api: ApiName, method: string, path: string): ContractMatch {
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const allowed = new Set<string>();
  for (const route of routes[api]) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    if (route.operation.method !== wanted) {
      allowed.add(route.operation.method);
      continue;
    }
    const params = Object.fromEntries(
      route.names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
    );
    return { kind: 'operation', operation: route.operation, params };
  }
  if (allowed.size === 0) return { kind: 'not-found' };
  if (allowed.has('GET')) allowed.add('HEAD');
  return { kind: 'method-not-allowed', allowed: [...allowed].sort() };
}

/** The query parameters a request names that its operation does not document. */
export function undocumentedQuery(operation: ContractOperation, search: string): string[] {
  const names = new Set(new URLSearchParams(search).keys());
  return [...names].filter((name) => !operation.query.includes(name));
}

/** Whether this is one of the auth operations, whose answers carry BRP's tokens. */
export const isAuthOperation = (operation: ContractOperation) =>
  operation.path.startsWith('/auth/');

/**
 * The customer a booking operation names, in its path (`/customers/{customer}/…`,
 * `/customers/{id}`) or its `customer` query parameter: a session may only name its own.
 */
export function namedCustomer(
  match: Extract<ContractMatch, { kind: 'operation' }>,
  search: string,
): string | null {
  const { operation, params } = match;
  if (operation.path.startsWith('/customers/{')) {
    const name = /^\/customers\/\{([^}]+)\}/.exec(operation.path)![1]!;
    return params[name] ?? null;
  }
  if (operation.query.includes('customer')) return new URLSearchParams(search).get('customer');
  return null;
}

export { bookingOperations, contentOperations };
