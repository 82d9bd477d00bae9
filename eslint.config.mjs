// ESLint: Next's rules, type-aware typescript-eslint, drizzle's guards against
// unfiltered deletes/updates, and the one-way import direction
// app → components → lib (the app never imports the embedded API), and no test code in the product.
import nextVitals from "eslint-config-next/core-web-vitals";
import drizzle from "eslint-plugin-drizzle";
import tseslint from "typescript-eslint";
import featureList from "./features.json" with { type: "json" };

// The features: each may use the shared kernel and infrastructure, never another feature.
const { features } = featureList;
const featureGlob = `!(${features.join("|")})`;
const importZones = [
  { target: "./lib", from: ["./app", "./components"], message: "lib must not import app or components" },
  { target: "./components", from: "./app", message: "components must not import app" },
  ...features.map((feature) => ({
    target: `./lib/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./lib/${other}`),
    message: "a feature imports the shared kernel, never another feature (docs/architecture.md)",
  })),
  ...features.map((feature) => ({
    target: `./components/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./lib/${other}`),
    message: "components/<feature> imports its own lib/<feature> and the kernel",
  })),
  ...features.map((feature) => ({
    target: `./components/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./components/${other}`),
    message:
      "components/<feature> imports its own components, components/ui and the shared ones (floor, workflow, scan, …), never another feature's",
  })),
  {
    target: `./components/${featureGlob}/**`,
    from: features.map((feature) => `./components/${feature}`),
    message: "the shared components (ui, floor, scan, workflow, …) never import a feature's components",
  },
  {
    // The floor's widgets sit above these shared folders and below every feature and screen
    // (the same list as floorMayImport in tests/architecture/import-graph.ts).
    target: "./components/floor",
    from: "./components",
    except: ["./floor", "./ui", "./workflow", "./scan", "./outbox", "./auth", "./shell"],
    message:
      "components/floor imports only ui, workflow, scan, outbox, auth and shell (docs/architecture.md)",
  },
  {
    target: "./lib/base/!(*.test).ts",
    from: ["./lib/!(base)/**", "./lib/*.ts", "./app/**", "./components/**"],
    message: "lib/base holds general helpers and imports nothing of the app",
  },
  {
    // lib/warm-up is the one composition root: it loads each feature's first screen at start.
    target: [`./lib/!(warm-up|${features.join("|")})/**`, "./lib/*.ts"],
    from: features.map((feature) => `./lib/${feature}`),
    message: "the kernel and infrastructure never import a feature",
  },
  {
    // Its HTTP routes (app/production-api) also go through lib/server/embedded-api.ts; the CPQ
    // stand-in (lib/embedded-cpq) is part of the same embedded upstream and reads its tables.
    target: [
      "./app",
      "./components",
      "./lib/!(embedded-api|embedded-cpq|server)/**",
      "./lib/*.ts",
      "./lib/server/!(embedded-api).ts",
    ],
    from: "./lib/embedded-api",
    message:
      "the only way into lib/embedded-api is the in-process transport, lib/server/embedded-api.ts (docs/embedded-api.md)",
  },
];

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
      "import/no-restricted-paths": ["error", { zones: importZones }],
    },
  },
  {
    // Test code lives under tests/ (docs/architecture.md): the product never imports a test
    // runner or a test helper. Unit tests beside the code (*.test.ts) may.
    files: ["lib/**", "app/**", "components/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(vitest|@vitest/.*|@playwright/test)(/.*)?$",
              message: "lib, app and components never import a test runner: test helpers live under tests/",
            },
            {
              regex: "^(@/|(\\.\\./)+)(tests|bench)/",
              message:
                "lib, app and components never import tests/ or bench/: test helpers live under tests/support",
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
