// Department names for the navigation and the station heading, read from the
// production API through the page's one gateway (lib/route/upstream.ts: in
// process with the embedded API, the employee's one token provider); once per request. A Dutch
// employee gets the Dutch names of the workflow table where the admin gave
// one. When the upstream cannot answer, screens fall back to "Station <id>".
import { cache } from "react";
import type { Locale } from "@/lib/base/roles";
import { appDatabase } from "@/lib/server/app-database";
import { loadWorkflow } from "@/lib/workflow/store";
import { pageUpstream } from "@/lib/route/upstream";

/** Dutch names by department code (upper case), from the workflow table. */
const dutchNames = cache(async (): Promise<Map<string, string>> => {
  const { departments } = await loadWorkflow(await appDatabase());
  return new Map(departments.flatMap((d) => (d.nameNl ? [[d.departmentCode, d.nameNl] as const] : [])));
});

export const getDepartmentNames = cache(
  async (hubEmployeeId: number, locale: Locale): Promise<Map<number, string>> => {
    const client = pageUpstream(hubEmployeeId);
    try {
      const [departments, dutch] = await Promise.all([
        client.department.getAll(),
        locale === "nl" ? dutchNames() : new Map<string, string>(),
      ]);
      return new Map(departments.map((d) => [d.id, dutch.get(d.code.toUpperCase()) ?? d.name]));
    } catch (error) {
      console.warn("[shell] department names unavailable:", error instanceof Error ? error.message : error);
      return new Map();
    }
  },
);

/** One department's name, or null when it is unknown or the upstream cannot answer. */
export async function departmentName(
  hubEmployeeId: number,
  locale: Locale,
  departmentId: number,
): Promise<string | null> {
  return (await getDepartmentNames(hubEmployeeId, locale)).get(departmentId) ?? null;
}
