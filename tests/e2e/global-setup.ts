// Playwright's global setup: the migrated embedded cluster the tests' servers start from
// (tests/support/test-templates.ts), and the site data directory each worker's site server starts from
// (tests/e2e/site.ts); their PostgreSQL databases are made by the specs that use one.
import { makeTestTemplates } from "../support/test-templates.ts";
import { makeSiteTemplate } from "./site.ts";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const removeTemplates = await makeTestTemplates({ postgres: false });
  try {
    const removeSite = await makeSiteTemplate();
    return async () => {
      removeSite();
      await removeTemplates();
    };
  } catch (error) {
    await removeTemplates();
    throw error;
  }
}
