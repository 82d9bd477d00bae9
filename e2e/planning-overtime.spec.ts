// Issue 26's overtime walk: a supervisor sees a line projected late at
// /supervisor/planning, tries a day of overtime in a department, sees first
// what the change does (the lines late before → after, the line back on time)
// before anything is saved, saves the hours after a question naming them
// (audited), finds them under Saved hours, and the project page then shows the
// line's new projected finish, on time. The late line, the department and the
// day are read from the app's own plan of the demo data (what-ifs only, nothing
// saved; e2e/support/planning.ts), whatever the day and time the test runs.
import { expect, test } from "@playwright/test";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { storageStateOf } from "./setup/settings";
import { seriousViolations } from "./support/floor";
import { lateLineOvertimeSaves, lineName, listed, read, type LateLine } from "./support/planning";

test.use({ storageState: storageStateOf("supervisor") });

type Projection = {
  lines: { productionPolygonId: number; promisedDeliverAt: string | null; projectedFinish: string | null }[];
};

/** A day and night of overtime on the one day. */
const overtime = 1440;

test("overtime tried in the what-if brings a late line back on time; saved, the project page shows its new date", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/supervisor/planning?limit=${listed}`);
  const { found, tried } = await lateLineOvertimeSaves(page.request, { overtimes: [overtime], days: 3 });
  expect(found, `a late line that a day of overtime brings back on time (${tried})`).not.toBeNull();
  const { line, departmentId, day } = found!;
  const lineLink = (region: string) =>
    page
      .getByRole("region", { name: region, exact: true })
      // A line is named "project · line · P-code · product · customer" (never its bare id).
      .getByRole("link", { name: new RegExp(`(^| )${ticketCode(line.productionPolygonId)}( ·|$)`) });

  // The project page before: the line is projected late, against its promise.
  const projectPage = `/projects/${line.productionProjectId}`;
  const lineOnProject = page.locator(`#polygon-${line.productionPolygonId}`);
  await page.goto(projectPage);
  await expect(lineOnProject.getByRole("paragraph").filter({ hasText: "Projected finish:" })).toContainText(
    /late by [\d.]+ working days?/,
  );
  const finishBefore = await lineOnProject.locator("time").getAttribute("datetime");
  expect(finishBefore).toBe(line.projectedFinish);

  // The planning page: the line is late now; the what-if shows it on time with the overtime.
  await page.goto(`/supervisor/planning?limit=${listed}`);
  await expect(lineLink("Projected late now")).toBeVisible();
  await page.getByLabel("Department").selectOption(String(departmentId));
  await page.getByLabel("Day").fill(day);
  await page.getByLabel("Minutes to add (negative: take away)").fill(String(overtime));
  await page.getByRole("button", { name: "Show the effect" }).click();
  // What the change does comes first: the totals before → after, and the line back on time.
  const whatIf = page.getByRole("region", { name: /^What if: 1,440 more minutes in / });
  await expect(whatIf).toBeVisible();
  await expect(
    whatIf.getByText(/^Lines late: \d+ → \d+ · days late in total: [\d.,]+ → [\d.,]+$/),
  ).toBeVisible();
  await expect(whatIf.getByText(/^\d+ lines? comes? back on time/)).toBeVisible();
  const changedRow = whatIf
    .getByRole("region", { name: "Lines that change", exact: true })
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: lineName(line.productionPolygonId) }) });
  await expect(changedRow).toContainText("back on time");
  await expect(lineLink("Projected late now")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Only a what-if so far: the plan has not changed.
  const stillLate = await read<{ lines: LateLine[] }>(page.request, `/api/planning/late?limit=${listed}`);
  expect(stillLate.lines.map((l) => l.productionPolygonId)).toContain(line.productionPolygonId);

  // Saved: the plan has the hours, and the audit trail a row of the supervisor's.
  // Saving asks first, naming what it saves.
  await page.getByRole("button", { name: "Save these hours" }).click();
  const question = page.getByRole("dialog", { name: "Save these hours?" });
  await expect(question.getByText(/^1,440 more minutes in .+ on .+ will be saved\./)).toBeVisible();
  await question.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/supervisor\/planning$/);
  await expect(page.getByRole("region", { name: /^What if:/ })).toHaveCount(0);
  const savedHours = page.getByRole("region", { name: "Saved hours", exact: true });
  await expect(savedHours.getByText(/^1,440 more minutes saved by supervisor, /).first()).toBeVisible();
  await expect(
    savedHours.getByRole("button", { name: /^Take back: 1,440 more minutes in / }).first(),
  ).toBeVisible();
  const after = await read<{ lines: LateLine[] }>(page.request, `/api/planning/late?limit=${listed}`);
  expect(after.lines.map((l) => l.productionPolygonId)).not.toContain(line.productionPolygonId);
  const admin = await browser.newContext({ storageState: storageStateOf("admin") });
  const audit = await read<{ username: string; status: number; details: unknown }[]>(
    admin.request,
    "/api/admin/audit?action=planning.capacity.adjust&limit=1",
  );
  expect(audit[0]).toMatchObject({ username: "supervisor", status: 201 });
  expect(JSON.stringify(audit[0]?.details)).toContain(day);
  await admin.close();

  // The project page after: the line's new projected finish, on time, as the plan answers it. The
  // plan is made again from the moment of each change (a second later, every date a second later):
  // the page and the plan's answer are read until both come from the same plan.
  const plannedNow = async () => {
    const projection = await read<Projection>(
      page.request,
      `/api/planning/projection?productionProjectId=${line.productionProjectId}`,
    );
    return projection.lines.find((l) => l.productionPolygonId === line.productionPolygonId)!;
  };
  let planned = await plannedNow();
  await expect
    .poll(async () => {
      await page.goto(projectPage);
      const shown = await lineOnProject.locator("time").getAttribute("datetime");
      planned = await plannedNow();
      return shown === planned.projectedFinish;
    })
    .toBe(true);
  expect(Date.parse(planned.projectedFinish!)).toBeLessThanOrEqual(Date.parse(planned.promisedDeliverAt!));
  await expect(lineOnProject.getByRole("paragraph").filter({ hasText: "Projected finish:" })).toContainText(
    "on time",
  );
  expect(planned.projectedFinish).not.toBe(finishBefore);
  expect(await seriousViolations(page)).toEqual([]);
});
