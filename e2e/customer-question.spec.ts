// Issue 43's customer question: a customer rings about their curtains. The
// supervisor types the customer's name into the office search box, sees the
// project with its projected finish, finds the same project by the retailer's
// own reference, opens the project page and reads "Ready on …" with that date;
// then tries overtime on one of a department's next working days in the
// planning what-if and sees which lines come back on time, this one among them
// (nothing saved). The project, the department and the day come from the app's
// own plan of the demo data through the API (a late line that the overtime
// brings back on time; the first two days after today with hours in that
// department), so the walk holds whatever the day it runs and whatever other
// specs moved.
import { expect, test } from "@playwright/test";
import { storageStateOf } from "./setup/settings";
import { seriousViolations, upstream } from "./support/floor";
import { lateLineOvertimeSaves, lineName, listed, read } from "./support/planning";

test.use({ storageState: storageStateOf("supervisor") });

type Projection = { projectedFinish: string | null };
type ExportProject = {
  exportProject: {
    prjNumber: string | null;
    nameDelivery: string | null;
    externalProjectReference: string | null;
  };
};

/** Half a shift, a shift, and a day and night of overtime on the one day. */
const overtimes = [240, 480, 1440];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a supervisor answers a customer's question from the search box, then tries the next working day's overtime", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A late line of a project with one projected date.
  const { found, tried } = await lateLineOvertimeSaves(page.request, {
    overtimes,
    accept: async ({ line }) =>
      (
        await read<Projection>(
          page.request,
          `/api/planning/projection?productionProjectId=${line.productionProjectId}`,
        )
      ).projectedFinish !== null,
  });
  expect(
    found,
    `a late line that overtime on a next working day brings back on time (${tried})`,
  ).not.toBeNull();
  const { line, departmentId, day, minutes } = found!;
  const { exportProject } = await upstream<ExportProject>(
    page.request,
    `projectexport/get?productionProjectId=${line.productionProjectId}`,
  );
  const { prjNumber, nameDelivery, externalProjectReference } = exportProject;
  expect(nameDelivery, "the demo names the end customer").toMatch(/^Fam\. /);
  expect(externalProjectReference, "the demo names the retailer's reference").toBeTruthy();
  const household = nameDelivery!.replace(/^Fam\. /, "");

  // The customer gives their name: the hit names them (not only the retailer) with the projected finish.
  await page.goto("/supervisor");
  const box = page.getByRole("searchbox", { name: "Search", exact: true });
  const results = page.getByRole("list", { name: "Search results" });
  await box.fill(household);
  await box.press("Enter");
  const projectLink = page.getByRole("link", {
    name: new RegExp(`^Project ${escaped(prjNumber!)} · .+ for ${escaped(nameDelivery!)}$`),
  });
  const hit = results.getByRole("listitem").filter({ has: projectLink });
  await expect(hit).toBeVisible({ timeout: 15_000 });
  const finish = hit.getByText(/^Projected finish /);
  await expect(finish).toBeVisible();
  const readyOn = (await finish.textContent())!.replace(/^Projected finish /, "");
  expect(await seriousViolations(page)).toEqual([]);

  // Or the retailer's own reference: the same project, first.
  await box.fill(externalProjectReference!);
  await box.press("Enter");
  await expect(results.getByRole("listitem").first()).toContainText(`Projected finish ${readyOn}`);
  await expect(results.getByRole("link").first()).toHaveText(
    new RegExp(`^Project ${escaped(prjNumber!)} · .+ for ${escaped(nameDelivery!)}$`),
  );
  await expect(results.getByRole("listitem").first()).toContainText(
    `Their reference ${externalProjectReference}`,
  );

  // The project page leads with the date the customer hears.
  await results.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/projects/${line.productionProjectId}$`));
  await expect(page.getByText(new RegExp(`^Ready on ${escaped(readyOn)}( \\(|$)`))).toBeVisible();

  // Overtime on the next working day, tried in the what-if: the lines that come back on time, this one among them.
  await page.goto(`/supervisor/planning?limit=${listed}`);
  await page.getByLabel("Department").selectOption(String(departmentId));
  await page.getByLabel("Day").fill(day);
  await page.getByLabel("Minutes to add (negative: take away)").fill(String(minutes));
  await page.getByRole("button", { name: "Show the effect" }).click();
  const whatIf = page.getByRole("region", { name: /^What if: / });
  await expect(whatIf).toBeVisible();
  await expect(whatIf.getByText(/^\d+ lines? comes? back on time/)).toBeVisible();
  const lineRow = whatIf
    .getByRole("region", { name: "Lines that change", exact: true })
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: lineName(line.productionPolygonId) }) });
  await expect(lineRow).toContainText("back on time");
  expect(await seriousViolations(page)).toEqual([]);
});
