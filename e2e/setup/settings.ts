// What the Playwright config, the setup and the specs share: where the signed-in
// states and the server log go, the demo employees, and the secret the e2e server
// signs upstream tokens with (the crawl and the log check look for it).
import path from "node:path";

export const resultsDir = path.resolve(import.meta.dirname, "..", "..", ".test-results");

/** The server's stdout and stderr for the whole run (written by scripts/e2e-server.sh). */
export const serverLogPath = process.env.E2E_SERVER_LOG ?? path.join(resultsDir, "server.log");

/** PRODUCTION_API_JWT_SECRET of the e2e server. */
export const e2eJwtSecret = "e2e-secret-for-playwright-runs-only-0123456789";

/**
 * A wrong password that e2e/auth.spec.ts types on the login page: unlike the
 * demo passwords (which equal the usernames the sign-in log records), finding
 * it in the server log can only mean a password was logged.
 */
export const typedWrongPassword = "Wr0ng-pa55word!";

export const demoEmployees = [
  { username: "admin", home: /\/admin$/ },
  { username: "supervisor", home: /\/supervisor$/ },
  { username: "packer", home: /\/pack$/ },
  { username: "matcher", home: /\/matching$/ },
  { username: "cutter", home: /\/stations\/\d+$/ },
  { username: "sewer", home: /\/stations\/\d+$/ },
] as const;

export type DemoUsername = (typeof demoEmployees)[number]["username"];

/** The signed-in browser state of a demo employee, saved by auth.setup.ts. */
export const storageStateOf = (username: DemoUsername) => path.join(resultsDir, "auth", `${username}.json`);
