// Vitest's global setup: the migrated templates every test database copies (test-templates.ts), on the
// embedded engine and on TEST_DATABASE_URL, removed at the end of the run.
import { makeTestTemplates } from "./test-templates.ts";

export default function globalSetup(): Promise<() => Promise<void>> {
  return makeTestTemplates({ postgres: true });
}
