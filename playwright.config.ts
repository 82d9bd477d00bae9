import { defineConfig, devices } from "@playwright/test";
import { e2eJwtSecret, serverLogPath } from "./e2e/setup/settings";

// Debian's chromium (Playwright cannot download its own browsers here). The
// app is served by `npm start` on its own port with a fresh data directory,
// its output kept in .test-results/server.log. Projects: "setup" signs in each
// demo employee once; "tablet" runs the specs; "server-log" (the teardown of
// "setup", so it runs after every spec, failed or not) searches that log.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? ".data-e2e";

const tablet = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "setup", testMatch: /setup\/.*\.setup\.ts$/, teardown: "server-log", use: tablet },
    {
      name: "tablet",
      dependencies: ["setup"],
      testIgnore: [/setup\//, /server-log\.spec\.ts$/],
      use: tablet,
    },
    { name: "server-log", testMatch: /server-log\.spec\.ts$/ },
  ],
  webServer: {
    command: `bash scripts/e2e-server.sh ${JSON.stringify(serverLogPath)}`,
    url: `http://localhost:${port}/api/ping`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PRODUCTION_API_URL: "",
      PRODUCTION_API_JWT_SECRET: e2eJwtSecret,
      // More than the default 40: the specs take many lines through packing and the stations.
      DEMO_PROJECTS: "60",
      // The printing specs' fake printers listen on loopback, which an admin may give a printer only when allowed.
      PRINTER_ALLOWED_NETWORKS: "127.0.0.1/32",
    },
  },
});
