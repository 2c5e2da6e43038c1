// Every operation of both contracts has a case, and every case an operation. After the run, one line
// sums up what the contract suite covers.
import { afterAll, describe, expect, it } from 'vitest';
import { bookingCases } from './booking';
import type { Cases } from './cases';
import { contentCases } from './content/content.cases';
import {
  SPECS,
  errorResponses,
  readSpecOperations,
  successResponse,
  type SpecName,
} from './spec-operations';

const tables: Record<SpecName, Cases> = { booking: bookingCases, content: contentCases };

function summary(): string {
  let operations = 0;
  let covered = 0;
  let errorExamples = 0;
  let successExamples = 0;
  const perSpec: string[] = [];
  for (const spec of SPECS) {
    const ops = readSpecOperations(spec);
    const withCase = ops.filter((op) => op.operationId in tables[spec]);
    operations += ops.length;
    covered += withCase.length;
    perSpec.push(`${spec} ${withCase.length}`);
    for (const op of withCase) {
      errorExamples += errorResponses(op).reduce((n, r) => n + Math.max(1, r.examples.length), 0);
      successExamples += successResponse(op).examples.length;
    }
  }
  return (
    `Contract tests: ${covered}/${operations} operations covered (${perSpec.join(', ')}), ` +
    `${errorExamples} error examples, ${successExamples} success examples`
  );
}

describe('contract coverage', () => {
  for (const spec of SPECS) {
    it(`every operation of openapi/${spec}.yaml has a case, and every case an operation`, () => {
      const ids = readSpecOperations(spec).map((op) => op.operationId);
      const keys = Object.keys(tables[spec]);
      const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
      const missing = ids.filter((id) => !keys.includes(id));
      const unknown = keys.filter((key) => !ids.includes(key));
      expect(duplicates, `duplicate operationIds in openapi/${spec}.yaml`).toEqual([]);
      expect(missing, `operations of openapi/${spec}.yaml without a contract case`).toEqual([]);
      expect(unknown, `contract cases for operations openapi/${spec}.yaml does not have`).toEqual(
        [],
      );
    });
  }

  afterAll(() => {
    console.log(summary());
  });
});
