// The typed production API client: one function per operation, all 37, grouped
// as the API groups them. Server-side only: it holds the token provider.
import { timedUpstreamCall } from "@/lib/server/metrics";
import { callOperation, type HttpOptions } from "./http";
import type { OperationInput, OperationName, OperationOutput } from "./operations";

/** Client function → operation; exported for the contract suite's coverage check. */
export const operationGroups = {
  status: {
    getProjectsForStatusValue: "status/getprojectsforstatusvalue",
    getPolygonsForStatusValue: "status/getpolygonsforstatusvalue",
    setStatusForProject: "status/setstatusforproject",
    setStatusForPolygons: "status/setstatusforpolygons",
    setStatusForWtPolygons: "status/setstatusforwtpolygons",
    setStatusForWtPolygonLineNumbers: "status/setstatusforwtpolygonlinenumbers",
    getPolygonStatusInfoForWtPolygons: "status/getpolygonstatusinfoforwtpolygons",
  },
  polygon: {
    getById: "polygon/getbyid",
    getUnmatched: "polygon/getunmatched",
    setProjectMaterialMatched: "polygon/setpolygonprojectmaterialmatched",
    setProjectMaterialHasDefect: "polygon/setpolygonprojectmaterialhasdefect",
    setProjectMaterialHadDefect: "polygon/setpolygonprojectmaterialhaddefect",
  },
  polygonDepartment: {
    getById: "polygondepartment/getbyid",
    getByDepartment: "polygondepartment/getbydepartment",
    getByPolygon: "polygondepartment/getbypolygon",
    create: "polygondepartment/create",
    update: "polygondepartment/update",
    delete: "polygondepartment/delete",
  },
  polygonPackage: {
    getById: "polygonpackage/getbyid",
    getByBarcode: "polygonpackage/getbybarcode",
    getByPolygon: "polygonpackage/getbypolygon",
    create: "polygonpackage/create",
    update: "polygonpackage/update",
    delete: "polygonpackage/delete",
  },
  package: {
    getAll: "package/getall",
    getById: "package/getbyid",
    create: "package/create",
    update: "package/update",
    delete: "package/delete",
  },
  department: {
    getAll: "department/getall",
    getById: "department/getbyid",
    create: "department/create",
    update: "department/update",
    delete: "department/delete",
  },
  matching: { browse: "matching/browse" },
  projectExport: { get: "projectexport/get", getOrderSpec: "projectexport/getorderspec" },
} as const satisfies Record<string, Record<string, OperationName>>;

/** Operations without required input may be called with no argument. */
type OperationFunction<N extends OperationName> =
  Record<never, never> extends OperationInput<N>
    ? (input?: OperationInput<N>) => Promise<OperationOutput<N>>
    : (input: OperationInput<N>) => Promise<OperationOutput<N>>;

type Groups = typeof operationGroups;
export type ProductionApiClient = {
  [G in keyof Groups]: { [F in keyof Groups[G]]: OperationFunction<Groups[G][F] & OperationName> };
};

export type ProductionApiClientOptions = HttpOptions;

export function createProductionApiClient(options: ProductionApiClientOptions): ProductionApiClient {
  const client: Record<string, Record<string, (input?: unknown) => Promise<unknown>>> = {};
  for (const [group, functions] of Object.entries(operationGroups)) {
    client[group] = {};
    for (const [fn, name] of Object.entries(functions)) {
      client[group][fn] = (input?: unknown) =>
        timedUpstreamCall(name, () =>
          callOperation(options, name, (input ?? {}) as OperationInput<typeof name>),
        );
    }
  }
  // Built from the table above, which the type is derived from.
  return client as unknown as ProductionApiClient;
}

/** Every operation name the client exposes (the coverage test checks it is all 37). */
export const clientOperationNames: OperationName[] = Object.values(operationGroups).flatMap((g) =>
  Object.values(g),
);
