// ESLint: Next's rules, type-aware typescript-eslint, drizzle's guards against
// unfiltered deletes/updates, and the one-way import direction
// app → components → lib (the app never imports the embedded API).
import nextVitals from "eslint-config-next/core-web-vitals";
import drizzle from "eslint-plugin-drizzle";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data*/**",
      "lib/db/migrations/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      ".test-results/**",
    ],
  },
  ...nextVitals,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { drizzle },
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./lib",
              from: ["./app", "./components"],
              message: "lib must not import app or components",
            },
            { target: "./components", from: "./app", message: "components must not import app" },
            {
              target: [
                "./app/api",
                "./app/(floor)",
                "./app/(office)",
                "./components",
                "./lib/bff",
                "./lib/auth",
              ],
              from: "./lib/embedded-api",
              message:
                "the app reaches the embedded production API only over HTTP, through lib/production-api",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
