// `npm run check:brp` (a step of `npm test`): our booking contract against BRP's API3 document,
// through the committed facts, so it runs in a clone without `../shared`. Where the document is
// beside the clone, it also fails when the facts are stale.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { checkContract } from './check.ts';
import {
  extractFacts,
  FACTS_FILE,
  OUR_CONTRACT,
  DEFAULT_SOURCE,
  type BrpFacts,
} from './extract.ts';

export const DEVIATIONS_FILE = 'openapi/brp/deviations.yaml';

const ours = parse(readFileSync(OUR_CONTRACT, 'utf8'));
const factsText = readFileSync(FACTS_FILE, 'utf8');
const facts = JSON.parse(factsText) as BrpFacts;
const deviations = (parse(readFileSync(DEVIATIONS_FILE, 'utf8')) ?? []) as unknown[];
const result = checkContract(ours, facts, deviations);
const problems: string[] = [];

if (existsSync(DEFAULT_SOURCE)) {
  const fresh = `${JSON.stringify(extractFacts(readFileSync(DEFAULT_SOURCE, 'utf8'), ours), null, 1)}\n`;
  if (fresh !== factsText)
    problems.push(`${FACTS_FILE} is stale: run npm run brp:extract and commit it`);
}
for (const d of result.unlisted) {
  problems.push(`${d.operation} | ${d.at}: ${d.what}`);
}
for (const x of result.unused) {
  problems.push(
    `${DEVIATIONS_FILE}: no difference left at ${String(x.operation)} | ${x.at}: remove the entry`,
  );
}
for (const message of result.invalid) problems.push(`${DEVIATIONS_FILE}: ${message}`);

console.log(
  `BRP contract check: ${result.operations} operations, ${result.fields} fields compared, ` +
    `${result.deviations} deliberate deviations listed, ${result.unlisted.length} differences`,
);
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}\n`);
  console.error(
    `Follow BRP's document in ${OUR_CONTRACT}, or list the difference in ${DEVIATIONS_FILE} ` +
      `(operation, at, differs, reason, evidence). See docs/decisions/016-contract-checked-against-brp.md.`,
  );
  process.exit(1);
}
