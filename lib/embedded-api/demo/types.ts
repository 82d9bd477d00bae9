// The rows the demo generator makes: the insert shapes of the embedded API's
// tables, each with its id assigned by the generator (so that rows can refer
// to each other before anything is inserted).
import type * as t from "../schema";

type WithId<Row> = Row & { id: number };

export type DemoRows = {
  statusValues: WithId<typeof t.statusValues.$inferInsert>[];
  packages: WithId<typeof t.packages.$inferInsert>[];
  departments: WithId<typeof t.departments.$inferInsert>[];
  projects: WithId<typeof t.projects.$inferInsert>[];
  polygons: WithId<typeof t.polygons.$inferInsert>[];
  polygonStatuses: WithId<typeof t.polygonStatuses.$inferInsert>[];
  projectMaterials: WithId<typeof t.projectMaterials.$inferInsert>[];
  polygonMaterials: WithId<typeof t.polygonMaterials.$inferInsert>[];
  polygonDepartments: WithId<typeof t.polygonDepartments.$inferInsert>[];
  polygonPackages: WithId<typeof t.polygonPackages.$inferInsert>[];
};

export type DemoTable = keyof DemoRows;

/** Tables in an order that inserts every referenced row before the rows that refer to it. */
export const demoTables: readonly DemoTable[] = [
  "statusValues",
  "packages",
  "departments",
  "projects",
  "polygons",
  "polygonStatuses",
  "projectMaterials",
  "polygonMaterials",
  "polygonDepartments",
  "polygonPackages",
];

export type DemoOptions = {
  seed: number;
  /** Production projects to make; about five polygons each. */
  projects: number;
  /** Every time in the data lies before this moment. */
  now: Date;
  /** First id per table (default 1): lets the loader add to tables that already hold rows. */
  firstIds?: Partial<Record<DemoTable, number>>;
  /** Status value → id of values already in the database: reused, not inserted again. */
  knownStatusIds?: Readonly<Record<number, number>>;
};

export function emptyRows(): DemoRows {
  return {
    statusValues: [],
    packages: [],
    departments: [],
    projects: [],
    polygons: [],
    polygonStatuses: [],
    projectMaterials: [],
    polygonMaterials: [],
    polygonDepartments: [],
    polygonPackages: [],
  };
}
