// Prints one closing line for the whole `npm test` run from the JSON reports
// of vitest and Playwright: "tests: N passed, N failed, N skipped".
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".test-results";
let passed = 0;
let failed = 0;
let skipped = 0;
// Only the JSON reports: the directory also keeps the e2e server log and sign-in states.
const reports = (fs.existsSync(dir) ? fs.readdirSync(dir) : []).filter((file) =>
  /^(vitest|playwright).*\.json$/.test(file),
);
for (const file of reports) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  if (file.startsWith("vitest")) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  } else if (file.startsWith("playwright")) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
