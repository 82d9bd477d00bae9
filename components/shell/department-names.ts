// Department names for the navigation and the station heading, read from the
// production API with the employee's own token; once per request. When the
// upstream cannot answer, screens fall back to "Station <id>".
import { cache } from "react";
import { env } from "@/lib/env";
import { createProductionApiClient } from "@/lib/production-api/client";
import { productionApiTokenProvider } from "@/lib/server/production-api-token";

export const getDepartmentNames = cache(async (hubEmployeeId: number): Promise<Map<number, string>> => {
  const client = createProductionApiClient({
    baseUrl: env().PRODUCTION_API_URL,
    getToken: productionApiTokenProvider(hubEmployeeId),
    timeoutMs: 3000,
    retries: 0,
  });
  try {
    const departments = await client.department.getAll();
    return new Map(departments.map((department) => [department.id, department.name]));
  } catch (error) {
    console.warn("[shell] department names unavailable:", error instanceof Error ? error.message : error);
    return new Map();
  }
});

/** One department's name, or null when it is unknown or the upstream cannot answer. */
export async function departmentName(hubEmployeeId: number, departmentId: number): Promise<string | null> {
  return (await getDepartmentNames(hubEmployeeId)).get(departmentId) ?? null;
}
