// The demo employees of a database created with demo data, and the `demo`
// mark in app meta that lets the login page list them. Each demo password
// equals the username; each PIN is the hub employee id (e.g. "1005"); each
// badge code is `EMP-<hub id>`. The operators are the demo floor's staffing
// (lib/embedded-api/demo/floor-history.ts, `people`): one cutter, two sewers,
// two assemblers, so the working time its history records for them is what
// that many people had (tests/api/planning-efficiency-live.test.ts keeps the
// two equal).
import { eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { appMeta, employees } from "@/lib/db/schema";
import { countEmployees, createEmployee } from "./employees";
import { roleSchema, type Locale, type Role } from "@/lib/base/roles";

type DemoEmployee = {
  username: string;
  displayName: string;
  hubEmployeeId: number;
  roles: Role[];
  /** Department code (upstream) for operators. */
  departmentCode?: "CUT" | "SEW" | "ASM";
  locale: Locale;
};

export const demoEmployees: readonly DemoEmployee[] = [
  { username: "admin", displayName: "Ada de Vries", hubEmployeeId: 1001, roles: ["admin"], locale: "en" },
  {
    username: "supervisor",
    displayName: "Sam Jansen",
    hubEmployeeId: 1002,
    roles: ["supervisor"],
    locale: "en",
  },
  { username: "packer", displayName: "Pim Bakker", hubEmployeeId: 1003, roles: ["packer"], locale: "en" },
  { username: "matcher", displayName: "Mia Visser", hubEmployeeId: 1004, roles: ["matcher"], locale: "en" },
  {
    username: "cutter",
    displayName: "Cas Smit",
    hubEmployeeId: 1005,
    roles: ["operator"],
    departmentCode: "CUT",
    locale: "en",
  },
  {
    username: "sewer",
    displayName: "Noor de Boer",
    hubEmployeeId: 1006,
    roles: ["operator"],
    departmentCode: "SEW",
    locale: "nl",
  },
  {
    username: "sewer2",
    displayName: "Lotte Mulder",
    hubEmployeeId: 1008,
    roles: ["operator"],
    departmentCode: "SEW",
    locale: "en",
  },
  {
    username: "assembler",
    displayName: "Daan Peters",
    hubEmployeeId: 1007,
    roles: ["operator"],
    departmentCode: "ASM",
    locale: "nl",
  },
  {
    username: "assembler2",
    displayName: "Eva Hendriks",
    hubEmployeeId: 1009,
    roles: ["operator"],
    departmentCode: "ASM",
    locale: "en",
  },
];

export const demoBadgeCode = (hubEmployeeId: number) => `EMP-${hubEmployeeId}`;
export const demoPin = (hubEmployeeId: number) => String(hubEmployeeId).slice(-4);

export type DemoOutcome = "created" | "skipped";

/**
 * Creates the demo employees in a database that has none yet, and marks the
 * database as holding demo data. `departmentIdsByCode` maps the upstream's
 * department codes (CUT, SEW, ASM) to their ids.
 */
export async function ensureDemoEmployees(
  db: Database,
  { departmentIdsByCode }: { departmentIdsByCode: Record<string, number> },
): Promise<DemoOutcome> {
  if ((await countEmployees(db)) > 0) return "skipped";
  await db.transaction(async (tx) => {
    for (const demo of demoEmployees) {
      const departmentIds: number[] = [];
      if (demo.departmentCode) {
        const id = departmentIdsByCode[demo.departmentCode];
        if (id === undefined)
          throw new Error(
            `No department with code ${demo.departmentCode} for demo employee ${demo.username}`,
          );
        departmentIds.push(id);
      }
      await createEmployee(tx, {
        username: demo.username,
        displayName: demo.displayName,
        hubEmployeeId: demo.hubEmployeeId,
        locale: demo.locale,
        roles: demo.roles,
        departmentIds,
        badgeCode: demoBadgeCode(demo.hubEmployeeId),
        pin: demoPin(demo.hubEmployeeId),
        password: demo.username,
      });
    }
    await markDemoData(tx);
  });
  return "created";
}

const demoKey = "demo";

export async function markDemoData(db: Database): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: demoKey, value: true })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: true } });
}

export async function isDemoDatabase(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, demoKey));
  return row?.value === true;
}

export type DemoLogin = {
  username: string;
  displayName: string;
  roles: Role[];
  badgeCode: string | null;
  /** Demo PINs are public by design (printed on the login page of a demo database). */
  pin: string;
};

/** The demo employees still present and active, for the login page of a demo database. */
export async function listDemoLogins(db: Database): Promise<DemoLogin[]> {
  const rows = await db
    .select({
      username: employees.username,
      displayName: employees.displayName,
      roles: employees.roles,
      badgeCode: employees.badgeCode,
      hubEmployeeId: employees.hubEmployeeId,
      isActive: employees.isActive,
    })
    .from(employees)
    .where(
      inArray(
        employees.username,
        demoEmployees.map((demo) => demo.username),
      ),
    );
  const order = demoEmployees.map((demo) => demo.username);
  return rows
    .filter((row) => row.isActive)
    .sort((a, b) => order.indexOf(a.username) - order.indexOf(b.username))
    .map(({ username, displayName, roles, badgeCode, hubEmployeeId }) => ({
      username,
      displayName,
      roles: roles.flatMap((role) => {
        const parsed = roleSchema.safeParse(role);
        return parsed.success ? [parsed.data] : [];
      }),
      badgeCode,
      pin: demoPin(hubEmployeeId),
    }));
}
