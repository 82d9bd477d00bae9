// The signed-in employee in server components and pages, once per request.
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { getAuthOptions } from "./auth-options";
import { sessionEmployeeSchema, type SessionEmployee } from "@/lib/base/roles";

export const getCurrentEmployee = cache(async (): Promise<SessionEmployee | null> => {
  // Request time only: never read the secret or the cookies while prerendering at build time.
  await connection();
  const session = await getServerSession(getAuthOptions());
  // next-auth's jwt callback checked the session against the employee row (an ended session: none).
  const parsed = sessionEmployeeSchema.safeParse(session?.employee);
  return parsed.success ? parsed.data : null;
});

/** The employee, or a redirect to the login page (the proxy normally got there first). */
export async function requireEmployee(callbackPath: string): Promise<SessionEmployee> {
  const employee = await getCurrentEmployee();
  if (!employee) redirect(`/login?callbackUrl=${encodeURIComponent(callbackPath)}`);
  return employee;
}
