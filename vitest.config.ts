import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.ts",
      "database/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/support/**/*.test.ts",
    ],
    env: { NODE_ENV: "test" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
