// The 37 operations of the Production API: path, method, input and response.
// One table that the typed client and the embedded API both read, so that
// they cannot disagree about a path, a parameter or a shape.
import { z } from "zod";
import * as s from "./schemas";

type Input = { in: "query" | "body"; schema: z.ZodType<object> } | { in: "none"; schema: typeof s.noInput };

export type OperationSpec = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  input: Input;
  /** What a 200 carries; null for operations that answer 204 with no body. */
  response: z.ZodType | null;
  /** A read sent as POST (its input too long for a query string): it changes nothing. */
  isReadByPost?: true;
};

const get = <Q extends z.ZodType<object>, R extends z.ZodType>(schema: Q, response: R) =>
  ({ method: "GET", input: { in: "query", schema }, response }) as const;
const getAll = <R extends z.ZodType>(response: R) =>
  ({ method: "GET", input: { in: "none", schema: s.noInput }, response }) as const;
const send = <M extends "POST" | "PUT" | "PATCH", B extends z.ZodType<object>, R extends z.ZodType | null>(
  method: M,
  schema: B,
  response: R,
) => ({ method, input: { in: "body", schema }, response }) as const;
/** A read whose input goes in a POST body: memoised, retried and never recorded, as a GET is. */
const query = <B extends z.ZodType<object>, R extends z.ZodType>(schema: B, response: R) =>
  ({ method: "POST", input: { in: "body", schema }, response, isReadByPost: true }) as const;
const remove = () =>
  ({ method: "DELETE", input: { in: "query", schema: s.idQuery }, response: null }) as const;

/** package/getbyid answers with a one-element array (as the spec's sample); a plain object is accepted too. */
const packageById = z
  .union([z.array(s.productionPackageSchema).min(1), s.productionPackageSchema])
  .transform((value) => (Array.isArray(value) ? value[0]! : value));

export const productionApiOperations = {
  "status/getprojectsforstatusvalue": get(s.statusValueQuery, z.array(s.productionProjectSchema)),
  "status/getpolygonsforstatusvalue": get(s.statusValueQuery, z.array(s.productionPolygonSchema)),
  "status/setstatusforproject": send("POST", s.setStatusForProjectBody, null),
  "status/setstatusforpolygons": send("POST", s.setStatusForPolygonsBody, null),
  "status/setstatusforwtpolygons": send("POST", s.setStatusForWtPolygonsBody, null),
  "status/setstatusforwtpolygonlinenumbers": send(
    "POST",
    s.setStatusForWtPolygonLineNumbersBody,
    z.array(z.number().int()),
  ),
  "status/getpolygonstatusinfoforwtpolygons": query(
    s.getPolygonStatusInfoForWtPolygonsBody,
    z.array(s.productionPolygonSchema),
  ),

  "polygon/getbyid": get(s.idQuery, s.productionPolygonSchema),
  "polygon/getunmatched": getAll(z.array(s.productionPolygonSchema)),
  "polygon/setpolygonprojectmaterialmatched": send(
    "POST",
    s.setPolygonProjectMaterialMatchedBody,
    s.productionPolygonProjectMaterialSchema,
  ),
  "polygon/setpolygonprojectmaterialhasdefect": send(
    "POST",
    s.setPolygonProjectMaterialHasDefectBody,
    s.productionPolygonProjectMaterialSchema,
  ),
  "polygon/setpolygonprojectmaterialhaddefect": send(
    "POST",
    s.setPolygonProjectMaterialHadDefectBody,
    s.productionPolygonProjectMaterialSchema,
  ),

  "polygondepartment/getbyid": get(s.idQuery, s.productionPolygonDepartmentSchema),
  "polygondepartment/getbydepartment": get(
    s.productionDepartmentIdQuery,
    z.array(s.productionPolygonDepartmentSchema),
  ),
  "polygondepartment/getbypolygon": get(
    s.productionPolygonIdQuery,
    z.array(s.productionPolygonDepartmentSchema),
  ),
  "polygondepartment/create": send("PUT", s.createPolygonDepartmentBody, s.productionPolygonDepartmentSchema),
  "polygondepartment/update": send(
    "PATCH",
    s.updatePolygonDepartmentBody,
    s.productionPolygonDepartmentSchema,
  ),
  "polygondepartment/delete": remove(),

  "polygonpackage/getbyid": get(s.idQuery, s.productionPolygonPackageSchema),
  "polygonpackage/getbybarcode": get(s.barcodeQuery, z.array(s.productionPolygonPackageSchema)),
  "polygonpackage/getbypolygon": get(s.productionPolygonIdQuery, z.array(s.productionPolygonPackageSchema)),
  "polygonpackage/create": send("PUT", s.createPolygonPackageBody, s.productionPolygonPackageSchema),
  "polygonpackage/update": send("PATCH", s.updatePolygonPackageBody, s.productionPolygonPackageSchema),
  "polygonpackage/delete": remove(),

  "package/getall": getAll(z.array(s.productionPackageSchema)),
  "package/getbyid": get(s.idQuery, packageById),
  "package/create": send("PUT", s.createPackageBody, s.productionPackageSchema),
  "package/update": send("PATCH", s.updatePackageBody, s.productionPackageSchema),
  "package/delete": remove(),

  "department/getall": getAll(z.array(s.productionDepartmentSchema)),
  "department/getbyid": get(s.idQuery, s.productionDepartmentSchema),
  "department/create": send("PUT", s.createDepartmentBody, s.productionDepartmentSchema),
  "department/update": send("PATCH", s.updateDepartmentBody, s.productionDepartmentSchema),
  "department/delete": remove(),

  "matching/browse": query(s.matchingBrowseBody, s.matchingBrowseResultSchema),

  "projectexport/get": get(s.productionProjectIdQuery, s.projectExportSchema),
  "projectexport/getorderspec": get(s.productionProjectIdQuery, s.orderSpecSchema),
} as const satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof productionApiOperations;

/** Whether an operation only reads (a GET, or a read sent as POST): reads are memoised and retried, writes recorded. */
export const isReadOperation = (name: OperationName): boolean => {
  const spec: OperationSpec = productionApiOperations[name];
  return spec.method === "GET" || spec.isReadByPost === true;
};
type Spec<N extends OperationName> = (typeof productionApiOperations)[N];

/** What the caller passes: query parameters as their values (numbers), bodies before defaults. */
export type OperationInput<N extends OperationName> = Spec<N>["input"]["in"] extends "body"
  ? z.input<Spec<N>["input"]["schema"]>
  : z.output<Spec<N>["input"]["schema"]>;
/** What the server receives after parsing (defaults applied). */
export type ParsedOperationInput<N extends OperationName> = z.output<Spec<N>["input"]["schema"]>;
/** What goes over the wire (the server writes this). */
export type OperationWireOutput<N extends OperationName> = Spec<N>["response"] extends z.ZodType
  ? z.input<Spec<N>["response"]>
  : void;
/** What the client returns after reading and normalising. */
export type OperationOutput<N extends OperationName> = Spec<N>["response"] extends z.ZodType
  ? z.output<Spec<N>["response"]>
  : void;

export const operationNames = Object.keys(productionApiOperations) as OperationName[];
