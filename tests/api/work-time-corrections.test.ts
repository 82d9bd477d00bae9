// A supervisor's corrections of working time, as the maintainer probed them:
// a start in 1970, the year 0001, an overlap with the operator's other entries
// (ended and running), times in the future, an entry longer than a day and one
// further back than WORK_TIME_CORRECTION_DAYS. Each is a 400 in the
// supervisor's language (English and Dutch), naming the field, and changes nothing.
import "../fuzz/next-async-storage";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as pauseRoute from "@/app/api/work-time/departments/[id]/polygons/[polygonId]/pause/route";
import * as resumeRoute from "@/app/api/work-time/departments/[id]/polygons/[polygonId]/resume/route";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as entryRoute from "@/app/api/work-time/entries/[id]/route";
import { auditLog, workTimeEntries } from "@/lib/db/schema";
import { apiRequest, employee, json, routeParams, setUpApiRoutes } from "../support/api-session";

const anna = employee(["operator"], [1]);
anna.displayName = "Anna";
const inDutch = employee(["supervisor"]);
const inEnglish = employee(["supervisor"]);
inEnglish.locale = "en";

// Monday 23 November 2026, 08:00 in the workshop (UTC+1); faked before any data is made.
const monday8 = Date.parse("2026-11-23T07:00:00Z");
const at = (minutes: number) => vi.setSystemTime(monday8 + minutes * 60_000);
const iso = (minutes: number) => new Date(monday8 + minutes * 60_000).toISOString();
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: monday8 });
});
const ctx = setUpApiRoutes({ settings: { WORKSHOP_HOURS: "07:00-17:00", WORK_TIME_CORRECTION_DAYS: "31" } });
afterAll(() => {
  vi.useRealTimers();
});

type Problem = { status: number; title: string; detail: string; errors?: Record<string, string[]> };
const entries = () =>
  ctx.handle.db
    .select()
    .from(workTimeEntries)
    .where(eq(workTimeEntries.employeeId, anna.employeeId))
    .orderBy(workTimeEntries.startedAt);

async function patch(as: typeof inDutch, id: number, body: { startedAt: string; endedAt: string | null }) {
  const request = await apiRequest(`/api/work-time/entries/${id}`, { method: "PATCH", as, body });
  return entryRoute.PATCH(request, routeParams({ id }));
}

/** The refusal as each supervisor reads it: status, the field it names and its sentence. */
async function refusals(id: number, body: { startedAt: string; endedAt: string | null }) {
  const read = async (as: typeof inDutch) => {
    const response = await patch(as, id, body);
    const problem = await json<Problem>(response);
    const [field = "", messages = []] = Object.entries(problem.errors ?? {})[0] ?? [];
    return {
      status: response.status,
      title: problem.title,
      field,
      message: messages[0],
      detail: problem.detail,
    };
  };
  return { en: await read(inEnglish), nl: await read(inDutch) };
}

describe("a correction of working time", () => {
  let ids: { first: number; second: number; running: number };

  beforeAll(async () => {
    const polygonId = ctx.ids.polygonIds[0];
    const step = async (route: typeof startRoute | typeof pauseRoute | typeof resumeRoute, path: string) => {
      const request = await apiRequest(path, { method: "POST", as: anna });
      expect((await route.POST(request, routeParams({ id: 1, polygonId }))).status).toBe(200);
    };
    const time = (what: string) => `/api/work-time/departments/1/polygons/${polygonId}/${what}`;
    // Anna: 08:00–08:30, 08:40–08:50, and running since 09:00.
    at(0);
    await step(startRoute, `/api/departments/1/polygons/${polygonId}/start`);
    at(30);
    await step(pauseRoute, time("pause"));
    at(40);
    await step(resumeRoute, time("resume"));
    at(50);
    await step(pauseRoute, time("pause"));
    at(60);
    await step(resumeRoute, time("resume"));
    at(4 * 60); // 12:00
    const [first, second, running] = await entries();
    ids = { first: first!.id, second: second!.id, running: running!.id };
    expect(running?.endedAt).toBeNull();
  });

  it("refuses a start in 1970 (the report once showed 29,928,060 minutes)", async () => {
    const { en, nl } = await refusals(ids.first, {
      startedAt: "1970-01-01T08:00:00.000Z",
      endedAt: iso(30),
    });
    expect(en).toMatchObject({ status: 400, title: "Correction refused", field: "startedAt" });
    expect(en.message).toBe("The year 1970 is out of range.");
    expect(nl).toMatchObject({ status: 400, title: "Correctie geweigerd", field: "startedAt" });
    expect(nl.message).toBe("Het jaar 1970 valt buiten het bereik.");
  });

  it("refuses the year 0001 rather than storing 2001, and says so in the audit row", async () => {
    const body = { startedAt: "0001-11-23T07:00:00.000Z", endedAt: "0001-11-23T07:30:00.000Z" };
    const { en, nl } = await refusals(ids.first, body);
    expect(en).toMatchObject({ status: 400, field: "startedAt", message: "The year 1 is out of range." });
    expect(nl).toMatchObject({
      status: 400,
      field: "startedAt",
      message: "Het jaar 1 valt buiten het bereik.",
    });
    const [first] = await entries();
    expect(first?.startedAt.toISOString()).toBe(iso(0));
    const audits = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "work-time.entry-correct"), eq(auditLog.status, 400)));
    expect(audits.map((a) => a.details)).toContainEqual(expect.objectContaining({ body }));
  });

  it("refuses a date that does not exist, such as 30 February", async () => {
    const { en, nl } = await refusals(ids.first, { startedAt: "2026-02-30T07:00:00Z", endedAt: iso(30) });
    // zod's own format check may refuse it first; either way a 400 on the field, nothing stored.
    expect(en).toMatchObject({ status: 400, field: "startedAt" });
    expect(nl).toMatchObject({ status: 400, field: "startedAt" });
  });

  it("refuses an overlap with the operator's other entry, ended or running", async () => {
    const ended = await refusals(ids.first, { startedAt: iso(20), endedAt: iso(45) });
    expect(ended.en).toMatchObject({ status: 400, field: "startedAt" });
    expect(ended.en.message).toMatch(
      /^Anna has other time recorded from .+ to .+: the times of one operator cannot overlap\.$/,
    );
    expect(ended.nl.message).toMatch(
      /^Anna heeft al tijd geregistreerd van .+ tot .+: de tijden van één medewerker mogen niet overlappen\.$/,
    );
    const running = await refusals(ids.second, { startedAt: iso(45), endedAt: iso(70) });
    expect(running.en.message).toMatch(
      /^Anna has time running since .+: the times of one operator cannot overlap\.$/,
    );
    expect(running.nl.message).toMatch(
      /^Anna heeft tijd lopen sinds .+: de tijden van één medewerker mogen niet overlappen\.$/,
    );
  });

  it("refuses times in the future", async () => {
    const { en, nl } = await refusals(ids.first, { startedAt: iso(0), endedAt: iso(4 * 60 + 10) });
    expect(en).toMatchObject({
      status: 400,
      field: "endedAt",
      message: "A time entry cannot lie in the future.",
    });
    expect(nl).toMatchObject({
      status: 400,
      field: "endedAt",
      message: "Een tijdregistratie kan niet in de toekomst liggen.",
    });
    const started = await refusals(ids.first, { startedAt: iso(5 * 60), endedAt: iso(6 * 60) });
    expect(started.en).toMatchObject({ status: 400, field: "startedAt" });
  });

  it("refuses an entry longer than a day", async () => {
    const { en, nl } = await refusals(ids.first, { startedAt: iso(-25 * 60), endedAt: iso(10) });
    expect(en).toMatchObject({
      status: 400,
      field: "endedAt",
      message: "A time entry lasts at most 24 hours.",
    });
    expect(nl).toMatchObject({
      status: 400,
      field: "endedAt",
      message: "Een tijdregistratie duurt hoogstens 24 uur.",
    });
  });

  it("refuses a correction further back than WORK_TIME_CORRECTION_DAYS", async () => {
    const back = -40 * 24 * 60;
    const { en, nl } = await refusals(ids.first, { startedAt: iso(back), endedAt: iso(back + 30) });
    expect(en).toMatchObject({
      status: 400,
      field: "startedAt",
      message: "Only the last 31 days can be corrected.",
    });
    expect(nl).toMatchObject({ message: "Alleen de laatste 31 dagen kunnen worden gecorrigeerd." });
  });

  it("takes a correction within the window, and nothing refused changed the entries", async () => {
    const response = await patch(inEnglish, ids.first, { startedAt: iso(5), endedAt: iso(35) });
    expect(response.status).toBe(200);
    expect(
      (await entries()).map((e) => [e.startedAt.toISOString(), e.endedAt?.toISOString() ?? null]),
    ).toEqual([
      [iso(5), iso(35)],
      [iso(40), iso(50)],
      [iso(60), null],
    ]);
  });
});
