// Loaded into the e2e server (node --import, playwright.config.ts): its clock stands at the
// suite's instant (E2E_SERVER_NOW_MS), the one each browser context starts at and the mock's data
// are made for. It stands still: a clock that ran on would be minutes ahead of a browser context
// opened late in the suite, and the server would render other times than the browser hydrates.
// (Timers are not affected: they run on real time.)
import process from 'node:process';

const start = Number(process.env.E2E_SERVER_NOW_MS);

if (Number.isFinite(start) && start > 0) {
  const RealDate = Date;
  class SuiteDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(start);
      else super(...args);
    }
    static now() {
      return start;
    }
  }
  globalThis.Date = SuiteDate;
}
