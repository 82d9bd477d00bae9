// The typed production API client: one function per operation, all 37, grouped
// as the API groups them. Its functions only name the operation: every call goes
// through one gateway (gateway.ts), which holds the token, the steps and the memo.
import type { HttpOptions } from "./http";
import type { OperationInput, OperationName, OperationOutput } from "./operations";
import type { AnswerView, ViewInput, ViewOutput } from "./views";

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
/**
 * A list operation's answer through a view (views.ts): what a kept list keeps of each item, made
 * where the answer is read. Outside the gateway's steps and memo: a shared list's reload is no
 * request's own read.
 */
export type ViewFunction = <V extends AnswerView>(view: V, input: ViewInput<V>) => Promise<ViewOutput<V>>;

export type ProductionApiClient = {
  [G in keyof Groups]: { [F in keyof Groups[G]]: OperationFunction<Groups[G][F] & OperationName> };
} & { view: ViewFunction };

export type ProductionApiClientOptions = HttpOptions;

/** Makes the function of one operation (the gateway's: steps, memo, the call). */
export type BindOperation = <N extends OperationName>(
  name: N,
) => (input: OperationInput<N> | undefined) => Promise<OperationOutput<N>>;

/**
 * The typed client, each function bound once. Written out rather than built
 * from the table above, so that the compiler checks every function against
 * its operation's types (no cast of a built object).
 */
export function clientOver(bind: BindOperation, view: ViewFunction): ProductionApiClient {
  return {
    view,
    status: {
      getProjectsForStatusValue: bind("status/getprojectsforstatusvalue"),
      getPolygonsForStatusValue: bind("status/getpolygonsforstatusvalue"),
      setStatusForProject: bind("status/setstatusforproject"),
      setStatusForPolygons: bind("status/setstatusforpolygons"),
      setStatusForWtPolygons: bind("status/setstatusforwtpolygons"),
      setStatusForWtPolygonLineNumbers: bind("status/setstatusforwtpolygonlinenumbers"),
      getPolygonStatusInfoForWtPolygons: bind("status/getpolygonstatusinfoforwtpolygons"),
    },
    polygon: {
      getById: bind("polygon/getbyid"),
      getUnmatched: bind("polygon/getunmatched"),
      setProjectMaterialMatched: bind("polygon/setpolygonprojectmaterialmatched"),
      setProjectMaterialHasDefect: bind("polygon/setpolygonprojectmaterialhasdefect"),
      setProjectMaterialHadDefect: bind("polygon/setpolygonprojectmaterialhaddefect"),
    },
    polygonDepartment: {
      getById: bind("polygondepartment/getbyid"),
      getByDepartment: bind("polygondepartment/getbydepartment"),
      getByPolygon: bind("polygondepartment/getbypolygon"),
      create: bind("polygondepartment/create"),
      update: bind("polygondepartment/update"),
      delete: bind("polygondepartment/delete"),
    },
    polygonPackage: {
      getById: bind("polygonpackage/getbyid"),
      getByBarcode: bind("polygonpackage/getbybarcode"),
      getByPolygon: bind("polygonpackage/getbypolygon"),
      create: bind("polygonpackage/create"),
      update: bind("polygonpackage/update"),
      delete: bind("polygonpackage/delete"),
    },
    package: {
      getAll: bind("package/getall"),
      getById: bind("package/getbyid"),
      create: bind("package/create"),
      update: bind("package/update"),
      delete: bind("package/delete"),
    },
    department: {
      getAll: bind("department/getall"),
      getById: bind("department/getbyid"),
      create: bind("department/create"),
      update: bind("department/update"),
      delete: bind("department/delete"),
    },
    matching: {
      browse: bind("matching/browse"),
    },
    projectExport: {
      get: bind("projectexport/get"),
      getOrderSpec: bind("projectexport/getorderspec"),
    },
  };
}

/** Every operation name the client exposes (the coverage test checks it is all 37). */
export const clientOperationNames: OperationName[] = Object.values(operationGroups).flatMap((g) =>
  Object.values(g),
);
