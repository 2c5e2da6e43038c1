// Loaded into the e2e server (node --import, playwright.config.ts): its clock starts at the
// suite's instant (E2E_SERVER_NOW_MS), as each browser context's does, and runs on from there, so
// the server renders the same days and times as the browser and the mock's data are made for.
import process from 'node:process';

const start = Number(process.env.E2E_SERVER_NOW_MS);

if (Number.isFinite(start) && start > 0) {
  const RealDate = Date;
  const offset = start - RealDate.now();
  class SuiteDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = SuiteDate;
}
