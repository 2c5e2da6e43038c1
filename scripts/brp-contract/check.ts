// The contract check: every operation of `openapi/booking.yaml` against the facts extracted from
// BRP's API3 document (`openapi/brp/facts.json`), minus the deliberate deviations listed in
// `openapi/brp/deviations.yaml`. Pure: `check-cli.ts` reads the files and prints the result.
import { compareOperation, type Difference, type Tally } from './compare.ts';
import { operation, type BrpFacts } from './extract.ts';
import { operationFacts } from './operation-facts.ts';
import { listOperations, matchPath, opKey, pathEnums } from './paths.ts';
import { isObj, type Obj } from './schema-fields.ts';

/** One entry of `openapi/brp/deviations.yaml`; `operation` may list several (a shared schema). */
export interface Deviation {
  operation: string | string[];
  at: string;
  differs: string;
  reason: string;
  evidence: string;
}

export interface CheckResult {
  operations: number;
  fields: number;
  deviations: number;
  /** Differences not in the list of deviations. */
  unlisted: Difference[];
  /** Listed deviations that no difference needs any more. */
  unused: Deviation[];
  /** Entries of the list that lack a field. */
  invalid: string[];
}

export function findDifferences(ours: Obj, facts: BrpFacts, tally: Tally): Difference[] {
  const differences: Difference[] = [];
  for (const ref of listOperations(ours)) {
    const key = opKey(ref.method, ref.path);
    const enums = pathEnums(ours, ref);
    const find = (sameMethod: boolean) =>
      Object.keys(facts.operations).flatMap((k) => {
        const [m, p] = k.split(' ') as [string, string];
        if ((m === ref.method.toUpperCase()) !== sameMethod) return [];
        const match = matchPath(ref.path, p, enums);
        return match ? [{ k, match }] : [];
      });
    // A literal segment of ours matches BRP's literal before its template: our GET
    // …/groupactivities/quota is BRP's …/quota, not its GET …/groupactivities/{id}.
    const exactFirst = (found: ReturnType<typeof find>) => {
      const fewest = Math.min(...found.map((c) => Object.keys(c.match.literals).length));
      return found.filter((c) => Object.keys(c.match.literals).length === fewest);
    };
    let candidates = exactFirst(find(true));
    if (candidates.length === 0) {
      // Another method at the same path: report it, then still compare the bodies with it.
      candidates = exactFirst(find(false));
      differences.push({
        operation: key,
        at: 'operation',
        what:
          candidates.length > 0
            ? `BRP's document has ${candidates.map((c) => c.k).join(', ')} instead`
            : `not in BRP's document (or not extracted: rerun npm run brp:extract)`,
      });
      if (candidates.length === 0) continue;
    }
    for (const [param, values] of Object.entries(enums)) {
      for (const value of values) {
        if (
          !candidates.some(
            (c) => c.match.ours[param] === value || c.match.ours[param]?.startsWith('{'),
          )
        ) {
          differences.push({
            operation: key,
            at: `parameter path:${param}`,
            what: `BRP has no path for ${param}=${value}`,
          });
        }
      }
    }
    const ourFacts = operationFacts(ours, ref, ref.path);
    for (const { k, match } of candidates) {
      const brp = operation(facts, k);
      if (brp) differences.push(...compareOperation(key, ourFacts, brp, match, tally));
    }
  }
  // An operation covering several BRP paths reports a shared difference once.
  const seen = new Set<string>();
  return differences.filter((d) => {
    const id = `${d.operation}|${d.at}|${d.what}`;
    return seen.has(id) ? false : (seen.add(id), true);
  });
}

const FIELDS: (keyof Deviation)[] = ['operation', 'at', 'differs', 'reason', 'evidence'];

export function checkContract(ours: Obj, facts: BrpFacts, deviations: unknown[]): CheckResult {
  const invalid: string[] = [];
  const listed: Deviation[] = [];
  const filled = (v: unknown) =>
    (typeof v === 'string' && v !== '') ||
    (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && x !== ''));
  deviations.forEach((entry, i) => {
    const missing = FIELDS.filter((f) => !isObj(entry) || !filled(entry[f]));
    if (missing.length > 0) invalid.push(`entry ${i + 1}: missing ${missing.join(', ')}`);
    else listed.push(entry as unknown as Deviation);
  });
  const tally: Tally = { fields: 0 };
  const differences = findDifferences(ours, facts, tally);
  const ops = (x: Deviation) => (Array.isArray(x.operation) ? x.operation : [x.operation]);
  const covers = (x: Deviation, d: Difference) => x.at === d.at && ops(x).includes(d.operation);
  // Every operation an entry names must still need it, so the list stays honest.
  const unused = listed.flatMap((x) =>
    ops(x)
      .filter((o) => !differences.some((d) => d.operation === o && d.at === x.at))
      .map((o) => ({ ...x, operation: o })),
  );
  return {
    operations: listOperations(ours).length,
    fields: tally.fields,
    deviations: listed.length,
    unlisted: differences.filter((d) => !listed.some((x) => covers(x, d))),
    unused,
    invalid,
  };
}
