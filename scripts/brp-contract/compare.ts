// Compares one operation of our contract with BRP's operation at the same place: parameters,
// request body and 2xx responses. Pure; `check.ts` runs it for every operation.
import type { BodyFacts, OperationFacts, ParamFacts } from './operation-facts.ts';
import type { PathMatch } from './paths.ts';

/** One difference: `at` names the place, e.g. `request customer`, `response 200 amountLeft`. */
export interface Difference {
  operation: string;
  at: string;
  what: string;
}

export interface Tally {
  fields: number;
}

const types = (t: string) => new Set(t.split('|'));

/** Whether a value of type `sent` is always accepted where `receiver` is declared. */
export function accepts(receiver: string, sent: string): boolean {
  const r = types(receiver);
  if (r.has('any') || sent === 'any') return true;
  return [...types(sent)].every((t) => r.has(t) || (t === 'integer' && r.has('number')));
}

/**
 * Types we accept beyond BRP's: a second shape real answers may have. `null` is not counted (BRP's
 * 3.0 document marks nothing nullable, while real answers carry nulls), nor `number` for BRP's
 * `integer`.
 */
export function extraShapes(ours: string, brp: string): string[] {
  const theirs = types(brp);
  if (theirs.has('any') || ours === 'any') return [];
  return [...types(ours)].filter(
    (t) => t !== 'null' && !theirs.has(t) && !(t === 'number' && theirs.has('integer')),
  );
}

/** Fields below a field already reported (or missing) are not reported again. */
const under = (field: string, parents: string[]) =>
  parents.some(
    (p) =>
      p === '' ||
      field.startsWith(`${p}.`) ||
      field.startsWith(`${p}[]`) ||
      field.startsWith(`${p}{}`),
  );

const label = (field: string) => (field === '' ? '(body)' : field);

function compareFields(
  ours: BodyFacts,
  brp: BodyFacts,
  direction: 'request' | 'response',
  at: string,
  report: (at: string, what: string) => void,
  tally: Tally,
): void {
  const reported: string[] = [];
  for (const [field, ourType] of Object.entries(ours.fields)) {
    if (under(field, reported)) continue;
    tally.fields++;
    const brpType = brp.fields[field];
    const where = `${at} ${label(field)}`.trim();
    if (brpType === undefined) {
      report(where, `not in BRP's document`);
      reported.push(field);
    } else if (direction === 'request' ? !accepts(brpType, ourType) : !accepts(ourType, brpType)) {
      report(where, `ours ${ourType}, BRP ${brpType}`);
      reported.push(field);
    } else if (direction === 'response' && extraShapes(ourType, brpType).length > 0) {
      // A second shape we accept (`integer|string` or `integer|object` where BRP says integer)
      // is a difference to list with its evidence; an object's fields count as one difference.
      const extra = extraShapes(ourType, brpType);
      const members = Object.keys(ours.fields).filter((f) => f !== field && under(f, [field]));
      const fields =
        extra.includes('object') && members.length > 0 ? ` (${members.join(', ')})` : '';
      report(where, `ours also accepts ${extra.join('|')}${fields}, BRP ${brpType}`);
      reported.push(field);
    }
  }
  if (direction === 'request') {
    for (const field of brp.required) {
      const parent = field.replace(/(\.|\[\]|\{\})?[^.[\]{}]+$/, '');
      if (!(field in ours.fields) && (parent === '' || parent in ours.fields)) {
        report(`${at} ${field}`, 'required by BRP, not in ours');
      }
    }
  }
}

function compareParameters(
  ours: ParamFacts[],
  brp: ParamFacts[],
  match: PathMatch,
  report: (at: string, what: string) => void,
  tally: Tally,
): void {
  for (const p of ours) {
    const at = `parameter ${p.in}:${p.name}`;
    if (p.in === 'path') {
      const slot = match.ours[p.name] ?? '';
      if (!slot.startsWith('{')) continue; // our enum value stands for a literal segment of BRP's
      tally.fields++;
      const brpName = slot.slice(1, -1);
      const theirs = brp.find((b) => b.in === 'path' && b.name === brpName);
      if (brpName !== p.name) report(at, `BRP names it {${brpName}}`);
      else if (theirs && !accepts(theirs.type, p.type))
        report(at, `ours ${p.type}, BRP ${theirs.type}`);
      continue;
    }
    tally.fields++;
    const theirs = brp.find((b) => b.name === p.name && b.in === p.in);
    const elsewhere = brp.find((b) => b.name === p.name);
    if (theirs) {
      if (!accepts(theirs.type, p.type)) report(at, `ours ${p.type}, BRP ${theirs.type}`);
    } else if (elsewhere) report(at, `BRP declares it in ${elsewhere.in}`);
    else report(at, `not in BRP's document`);
  }
  for (const b of brp) {
    if (!b.required || b.in === 'path') continue;
    if (!ours.some((p) => p.name === b.name))
      report(`parameter ${b.in}:${b.name}`, 'required by BRP, not in ours');
  }
}

export function compareOperation(
  key: string,
  ours: OperationFacts,
  brp: OperationFacts,
  match: PathMatch,
  tally: Tally,
): Difference[] {
  const differences: Difference[] = [];
  const report = (at: string, what: string) => differences.push({ operation: key, at, what });
  if (brp.documentedPath) report('path', `BRP's document has it only as ${brp.documentedPath}`);
  compareParameters(ours.parameters, brp.parameters, match, report, tally);

  if (ours.requestBody && !brp.requestBody) report('request', 'BRP takes no request body');
  if (ours.requestBody && brp.requestBody) {
    const media = ours.requestBody.mediaTypes.filter(
      (m) => !brp.requestBody?.mediaTypes.includes(m),
    );
    if (media.length > 0)
      report(
        'request media',
        `ours ${media.join(', ')}, BRP ${brp.requestBody.mediaTypes.join(', ')}`,
      );
    compareFields(ours.requestBody, brp.requestBody, 'request', 'request', report, tally);
  }

  const brpStatuses = Object.keys(brp.responses);
  for (const [status, body] of Object.entries(ours.responses)) {
    const theirs = brp.responses[status] ?? brp.responses[brpStatuses[0] ?? ''];
    if (!brp.responses[status]) {
      report(`response ${status}`, `BRP documents ${brpStatuses.join(', ') || 'no 2xx response'}`);
    }
    if (!theirs) continue;
    const media = body.mediaTypes.filter((m) => !theirs.mediaTypes.includes(m));
    if (media.length > 0) {
      report(
        `response ${status} media`,
        `ours ${media.join(', ')}, BRP ${theirs.mediaTypes.join(', ') || 'none'}`,
      );
    }
    compareFields(body, theirs, 'response', `response ${status}`, report, tally);
  }
  return differences;
}
