// Browser side of the Content-Security-Policy (the policy itself: app/infrastructure/content-security-policy.ts, ADR 004).
// Imported first by app/root.tsx so it runs before any route module builds a schema.

// Zod compiles object parsers with `new Function` when it may, and finds out by trying a
// `new Function("")`. The policy allows no 'unsafe-eval', so the attempt fails (Zod falls
// back to its plain parser) but the browser still reports a Content-Security-Policy
// violation on every page with a form. Zod's `jitless` setting skips the attempt. Setting it
// through Zod's shared config object (what `z.config()` writes to) keeps Zod out of the
// bundle every page loads: the inquiry form loads Zod only when it is submitted.
// Only in the browser: the server has no such policy and keeps the faster compiled parsers.
if (typeof document !== "undefined") {
  const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (shared.__zod_globalConfig ??= {}).jitless = true;
}

export {};
