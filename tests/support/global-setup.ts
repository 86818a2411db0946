// Vitest's and Playwright's global setup: the migrated templates every test database and test server
// copies (test-templates.ts), removed at the end of the run.
import { makeTestTemplates } from "./test-templates.ts";

export default function globalSetup(): Promise<() => Promise<void>> {
  return makeTestTemplates();
}
