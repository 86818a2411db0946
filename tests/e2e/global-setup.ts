// Playwright's global setup: the migrated embedded cluster the tests' servers start from
// (tests/support/test-templates.ts); their PostgreSQL databases are made by the specs that use one.
import { makeTestTemplates } from "../support/test-templates.ts";

export default function globalSetup(): Promise<() => Promise<void>> {
  return makeTestTemplates({ postgres: false });
}
