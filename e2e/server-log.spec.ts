// The server's own log of the whole Playwright run (stdout and stderr, kept by
// scripts/e2e-server.sh) holds no typed password, bearer token, JWT, password
// hash, session cookie or signing secret, nor the stand-in CPQ's password, API
// key or secrets. Runs as the teardown of the "setup" project, so after every
// other spec, whether they passed or not.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { e2eJwtSecret, serverLogPath, storageStateOf, typedWrongPassword } from "./setup/settings";
import { standInCpqSecrets } from "./support/cpq-secrets";

/** What must never be written to the log, each with why it would be there. */
const forbidden: { what: string; pattern: RegExp }[] = [
  { what: "the wrong password typed in e2e/auth.spec.ts", pattern: new RegExp(escape(typedWrongPassword)) },
  { what: "a bearer token", pattern: /Bearer\s+ey/i },
  { what: "a JWT or JWE", pattern: /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*\.?[A-Za-z0-9_-]*/ },
  { what: "a password or PIN hash", pattern: /scrypt\$/i },
  { what: "a bcrypt or argon2 hash", pattern: /\$(?:2[abxy]?|argon2i?d?)\$/ },
  { what: "a failed query's SQL parameters", pattern: /params: (?!\[redacted\])\S/ },
  { what: "the password of the employee the run failed to add", pattern: /Failed-insert-pa55word/ },
  { what: "the upstream signing secret", pattern: new RegExp(escape(e2eJwtSecret)) },
  { what: "a session cookie", pattern: /next-auth\.session-token=/ },
  { what: "a wall board's device token", pattern: /brd_[A-Za-z0-9_-]{43}/ },
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("the server log of the run holds no password, token, hash or secret", async ({
  page,
  browser,
  baseURL,
}) => {
  // An employee insert the database refuses (a NUL in the name): the failed
  // query carries both scrypt hashes in its parameters, the way the attacker
  // got them into the log. Refused with a 400 or failed with a 500, no hash may follow.
  const admin = await browser.newContext({ storageState: storageStateOf("admin"), baseURL });
  const insert = await admin.request.post("/api/admin/employees", {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      username: "nul-name",
      displayName: "Nul\u0000Name",
      hubEmployeeId: 987654,
      locale: "en",
      roles: ["packer"],
      departmentIds: [],
      password: "Failed-insert-pa55word",
      pin: "4821",
      badgeCode: "",
    },
  });
  const insertStatus = insert.status();
  console.info(`[server-log] the refused employee insert answered ${insertStatus}: ${await insert.text()}`);
  expect(insertStatus).not.toBe(201);
  await admin.close();

  // Type the distinctive wrong password here too, so its check never depends on
  // which other specs ran; then wait until the server has logged the attempt.
  await page.goto("/login");
  await page.getByLabel("Username").fill("packer");
  await page.getByLabel("Password", { exact: true }).fill(typedWrongPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Wrong username or password." })).toBeVisible();
  const readLog = () => fs.readFileSync(serverLogPath, "utf8");
  await expect.poll(readLog).toMatch(/\[auth\] sign-in failed user=packer /);

  // The log is the real one: the server started and the setup's sign-ins were recorded.
  const log = readLog();
  expect(log).toContain("Shop floor is ready at");
  expect(log).toMatch(/\[auth\] sign-in ok user=supervisor /);

  // The stand-in CPQ's password, API key and secrets (made by the server in its DATA_DIR).
  const cpqSecrets = standInCpqSecrets();
  expect(cpqSecrets.length, "the server made its stand-in CPQ secret").toBeGreaterThan(0);
  const all = [
    ...forbidden,
    ...cpqSecrets.map(({ what, value }) => ({ what, pattern: new RegExp(escape(value)) })),
  ];
  const found = all.flatMap(({ what, pattern }) =>
    log
      .split("\n")
      .filter((line) => pattern.test(line))
      .map((line) => `${what}: ${line.slice(0, 200)}`),
  );
  expect(found).toEqual([]);
});
