// Every route under app/api: anonymous → 401, a wrong role → 403, malformed
// input → 400 with field errors; all as ProblemDetails, never cached.
import { describe, expect, it } from "vitest";
import type { Role } from "@/lib/base/roles";
import * as auditRoute from "@/app/api/admin/audit/route";
import * as adminDepartment from "@/app/api/admin/departments/[id]/route";
import * as adminDepartments from "@/app/api/admin/departments/route";
import * as adminEmployee from "@/app/api/admin/employees/[id]/route";
import * as adminEmployeePassword from "@/app/api/admin/employees/[id]/password/route";
import * as adminEmployeePin from "@/app/api/admin/employees/[id]/pin/route";
import * as adminEmployees from "@/app/api/admin/employees/route";
import * as adminPackageType from "@/app/api/admin/package-types/[id]/route";
import * as adminPackageTypes from "@/app/api/admin/package-types/route";
import * as finish from "@/app/api/departments/[id]/polygons/[polygonId]/finish/route";
import * as start from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as queue from "@/app/api/departments/[id]/queue/route";
import * as stationEvents from "@/app/api/departments/[id]/events/route";
import * as departments from "@/app/api/departments/route";
import * as openApi from "@/app/api/openapi.json/route";
import * as browse from "@/app/api/matching/browse/route";
import * as defectPhoto from "@/app/api/materials/[id]/defect/photo/route";
import * as defect from "@/app/api/materials/[id]/defect/route";
import * as matched from "@/app/api/materials/[id]/matched/route";
import * as packageTypes from "@/app/api/package-types/route";
import * as unmatchedCount from "@/app/api/polygons/unmatched/count/route";
import * as unmatched from "@/app/api/polygons/unmatched/route";
import * as projectBom from "@/app/api/projects/[id]/bom/route";
import * as search from "@/app/api/search/route";
import * as statusPolygons from "@/app/api/status/polygons/route";
import * as workflow from "@/app/api/workflow/route";
import * as workflowDepartment from "@/app/api/admin/workflow/departments/[code]/route";
import * as workflowStatus from "@/app/api/admin/workflow/statuses/[value]/route";
import * as workflowStatuses from "@/app/api/admin/workflow/statuses/route";
import * as advance from "@/app/api/departments/[id]/polygons/[polygonId]/advance/route";
import * as problem from "@/app/api/departments/[id]/polygons/[polygonId]/problem/route";
import * as stationPolygon from "@/app/api/departments/[id]/polygons/[polygonId]/route";
import * as problemPhoto from "@/app/api/problems/[id]/photo/route";
import * as cpqAsset from "@/app/api/cpq/assets/[ref]/route";
import * as polygonProduct from "@/app/api/departments/[id]/polygons/[polygonId]/product/route";
import * as cpqMaterial from "@/app/api/matching/materials/[ean]/route";
import * as purchaseNumbers from "@/app/api/matching/purchase-numbers/route";
import * as projectCpq from "@/app/api/projects/[id]/cpq/route";
import * as packTakeOff from "@/app/api/pack/packages/[id]/take-off/route";
import * as packPalletTree from "@/app/api/pack/pallet/[id]/route";
import * as packPallet from "@/app/api/pack/pallet/route";
import * as packAddPackage from "@/app/api/pack/polygons/[id]/packages/route";
import * as packPanel from "@/app/api/pack/polygons/[id]/route";
import * as packScan from "@/app/api/pack/scan/route";
import * as packUndo from "@/app/api/pack/undo/route";
import * as stationUndo from "@/app/api/departments/[id]/undo/route";
import * as holdRelease from "@/app/api/holds/[id]/release/route";
import * as holdStatus from "@/app/api/holds/[id]/status/route";
import * as events from "@/app/api/events/route";
import * as planningCapacity from "@/app/api/planning/capacity/route";
import * as planningCapacityTakeBack from "@/app/api/planning/capacity/[id]/route";
import * as planningWhatIf from "@/app/api/planning/what-if/route";
import * as planningLate from "@/app/api/planning/late/route";
import * as planningLoad from "@/app/api/planning/load/route";
import * as planningProjection from "@/app/api/planning/projection/route";
import * as planningStandards from "@/app/api/planning/standards/route";
import * as planningWriteBack from "@/app/api/planning/write-back/route";
import * as supervisorOverdue from "@/app/api/supervisor/overdue/route";
import * as supervisorProblems from "@/app/api/supervisor/problems/route";
import * as supervisorThroughput from "@/app/api/supervisor/throughput/route";
import * as supervisorUnmatched from "@/app/api/supervisor/unmatched/route";
import * as supervisorWipList from "@/app/api/supervisor/work-in-progress/[id]/[value]/route";
import * as supervisorWip from "@/app/api/supervisor/work-in-progress/route";
import * as adminPrinters from "@/app/api/admin/printers/route";
import * as adminPrinter from "@/app/api/admin/printers/[id]/route";
import * as cuttingRolls from "@/app/api/cutting/rolls/route";
import * as cuttingLeftover from "@/app/api/cutting/rolls/[id]/leftover/route";
import * as cuttingPlan from "@/app/api/cutting/plan/route";
import * as cuttingPlanCsv from "@/app/api/cutting/plan.csv/route";
import * as cuttingFigures from "@/app/api/cutting/figures/route";
import * as cuttingCutList from "@/app/api/cutting/cut-list/route";
import * as cuttingCheck from "@/app/api/cutting/rolls/[id]/check/route";
import * as cuttingSetAside from "@/app/api/cutting/rolls/[id]/set-aside/route";
import * as traceFind from "@/app/api/trace/find/route";
import * as traceLine from "@/app/api/trace/lines/[productionPolygonId]/route";
import * as traceLotCsv from "@/app/api/trace/lots/[lot]/csv/route";
import * as traceLotRecall from "@/app/api/trace/lots/[lot]/recall/route";
import * as traceLot from "@/app/api/trace/lots/[lot]/route";
import * as qualityChecklists from "@/app/api/quality/checklists/route";
import * as qualityChecklist from "@/app/api/quality/checklists/[id]/route";
import * as qualityLineChecks from "@/app/api/quality/departments/[id]/lines/[polygonId]/route";
import * as qualityResults from "@/app/api/quality/departments/[id]/lines/[polygonId]/results/route";
import * as qualityPass from "@/app/api/quality/departments/[id]/lines/[polygonId]/pass/route";
import * as qualityLineResults from "@/app/api/quality/lines/[productionPolygonId]/results/route";
import * as qualityPhoto from "@/app/api/quality/photos/[id]/route";
import * as qualityFigures from "@/app/api/quality/figures/route";
import * as cuttingCuts from "@/app/api/cutting/rolls/[id]/cuts/route";
import * as adminPrinterJobs from "@/app/api/admin/printers/[id]/jobs/route";
import * as adminPrinterStatus from "@/app/api/admin/printers/[id]/status/route";
import * as adminPrinterTestPrint from "@/app/api/admin/printers/[id]/test-print/route";
import * as adminProductNames from "@/app/api/admin/product-names/route";
import * as workflowDepartmentNameNl from "@/app/api/admin/workflow/departments/[code]/name-nl/route";
import * as adminPrintJobReprint from "@/app/api/admin/print-jobs/[id]/reprint/route";
import * as adminPrintJobCancel from "@/app/api/admin/print-jobs/[id]/cancel/route";
import * as printRoute from "@/app/api/print/route";
import * as printJob from "@/app/api/print/jobs/[id]/route";
import * as printerChoices from "@/app/api/printers/route";
import * as adminReason from "@/app/api/admin/reasons/[id]/route";
import * as adminReasons from "@/app/api/admin/reasons/route";
import * as reasons from "@/app/api/reasons/route";
import * as reasonsPareto from "@/app/api/reasons/pareto/route";
import * as reasonsParetoPolygons from "@/app/api/reasons/pareto/polygons/route";
import * as reasonsScrap from "@/app/api/reasons/scrap/route";
import * as reasonsScrapTargets from "@/app/api/reasons/scrap/targets/route";
import * as reasonsUndo from "@/app/api/reasons/undo/route";
import * as workTimeBadge from "@/app/api/work-time/badge/route";
import * as workTimeDepartment from "@/app/api/work-time/departments/[id]/route";
import * as workTimePause from "@/app/api/work-time/departments/[id]/polygons/[polygonId]/pause/route";
import * as workTimeResume from "@/app/api/work-time/departments/[id]/polygons/[polygonId]/resume/route";
import * as workTimeEntry from "@/app/api/work-time/entries/[id]/route";
import * as workTimeMinePause from "@/app/api/work-time/mine/pause/route";
import * as workTimeMine from "@/app/api/work-time/mine/route";
import * as workTimeReportCsv from "@/app/api/work-time/report/csv/route";
import * as workTimeReport from "@/app/api/work-time/report/route";
import * as workTimeSwitch from "@/app/api/work-time/switch/route";
import * as board from "@/app/api/board/route";
import * as boardEvents from "@/app/api/board/events/route";
import * as boardDevices from "@/app/api/board/devices/route";
import * as boardDevice from "@/app/api/board/devices/[id]/route";
import * as boardTargets from "@/app/api/board/targets/route";
import * as boardTarget from "@/app/api/board/targets/[id]/route";
import { authenticateDevice } from "@/lib/auth/devices";
import { issueDevice } from "@/lib/board/devices-admin";
import { apiRequest, employee, routeParams, setUpApiRoutes } from "../support/api-session";

type Handler = (request: Request, context?: ReturnType<typeof routeParams>) => Promise<Response>;
type Case = {
  route: string;
  handler: Handler;
  params?: Record<string, string>;
  body?: unknown;
  /** A role that may not call it ("none": every signed-in employee may). */
  wrongRole: Role | "none";
  /** Malformed input, and the field the 400 must name. */
  malformed?: { path?: string; params?: Record<string, string>; body?: unknown; field: string };
};

// prettier-ignore
const cases: Case[] = [
  { route: "GET /api/package-types", handler: packageTypes.GET, wrongRole: "none" },
  { route: "GET /api/departments", handler: departments.GET, wrongRole: "none" },
  { route: "GET /api/openapi.json", handler: openApi.GET, wrongRole: "none" },
  { route: "GET /api/departments/1/queue", handler: queue.GET, params: { id: "1" }, wrongRole: "packer", malformed: { params: { id: "x" }, field: "id" } },
  { route: "GET /api/departments/1/events", handler: stationEvents.GET, params: { id: "1" }, wrongRole: "packer", malformed: { params: { id: "x" }, field: "id" } },
  { route: "POST /api/departments/1/polygons/2/start", handler: start.POST, params: { id: "1", polygonId: "2" }, wrongRole: "packer", malformed: { params: { id: "1", polygonId: "two" }, field: "polygonId" } },
  { route: "POST /api/departments/1/polygons/2/finish", handler: finish.POST, params: { id: "1", polygonId: "2" }, wrongRole: "matcher", malformed: { params: { id: "", polygonId: "2" }, field: "id" } },
  { route: "POST /api/status/polygons", handler: statusPolygons.POST, body: { productionPolygonIds: [1], statusValue: 600 }, wrongRole: "matcher", malformed: { body: { productionPolygonIds: [], statusValue: 600 }, field: "productionPolygonIds" } },
  { route: "POST /api/matching/browse", handler: browse.POST, body: {}, wrongRole: "packer", malformed: { body: { take: 501 }, field: "take" } },
  { route: "POST /api/materials/1/matched", handler: matched.POST, params: { id: "1" }, body: { isMatched: true }, wrongRole: "packer", malformed: { params: { id: "1" }, body: { isMatched: "yes" }, field: "isMatched" } },
  { route: "POST /api/materials/1/defect", handler: defect.POST, params: { id: "1" }, body: { hasDefect: true }, wrongRole: "operator", malformed: { params: { id: "1" }, body: {}, field: "hasDefect" } },
  { route: "POST /api/materials/1/defect/photo", handler: defectPhoto.POST, params: { id: "1" }, wrongRole: "operator", malformed: { params: { id: "x" }, field: "id" } },
  { route: "GET /api/materials/1/defect/photo?report=1", handler: defectPhoto.GET, params: { id: "1" }, wrongRole: "packer", malformed: { path: "/api/materials/1/defect/photo?report=x", field: "report" } },
  { route: "GET /api/polygons/unmatched", handler: unmatched.GET, wrongRole: "packer" },
  { route: "GET /api/polygons/unmatched/count", handler: unmatchedCount.GET, wrongRole: "packer" },
  { route: "GET /api/projects/1/bom", handler: projectBom.GET, params: { id: "1" }, wrongRole: "operator", malformed: { params: { id: "x" }, field: "id" } },
  { route: "GET /api/search?q=P-1001", handler: search.GET, wrongRole: "packer", malformed: { path: "/api/search?q=a", field: "q" } },
  { route: "POST /api/admin/departments", handler: adminDepartments.POST, body: { code: "X", name: "X", deliveryTime: 1 }, wrongRole: "supervisor", malformed: { body: { code: "X", name: "", deliveryTime: 1 }, field: "name" } },
  { route: "PATCH /api/admin/departments/1", handler: adminDepartment.PATCH, params: { id: "1" }, body: { name: "Y" }, wrongRole: "supervisor", malformed: { params: { id: "1" }, body: { deliveryTime: -1 }, field: "deliveryTime" } },
  { route: "DELETE /api/admin/departments/1", handler: adminDepartment.DELETE, params: { id: "1" }, wrongRole: "supervisor", malformed: { params: { id: "x" }, field: "id" } },
  { route: "POST /api/admin/package-types", handler: adminPackageTypes.POST, body: { code: "B", descriptions: {}, packageKind: 1 }, wrongRole: "supervisor", malformed: { body: { code: "B", descriptions: {}, packageKind: -1 }, field: "packageKind" } },
  { route: "PATCH /api/admin/package-types/1", handler: adminPackageType.PATCH, params: { id: "1" }, body: { code: "C" }, wrongRole: "packer", malformed: { params: { id: "1" }, body: { code: "" }, field: "code" } },
  { route: "DELETE /api/admin/package-types/1", handler: adminPackageType.DELETE, params: { id: "1" }, wrongRole: "supervisor", malformed: { params: { id: "x" }, field: "id" } },
  { route: "GET /api/admin/audit", handler: auditRoute.GET, wrongRole: "supervisor", malformed: { path: "/api/admin/audit?limit=many", field: "limit" } },
  { route: "GET /api/admin/audit?from=", handler: auditRoute.GET, wrongRole: "operator", malformed: { path: "/api/admin/audit?from=yesterday", field: "from" } },
  { route: "GET /api/admin/employees", handler: adminEmployees.GET, wrongRole: "supervisor" },
  { route: "POST /api/admin/employees", handler: adminEmployees.POST, body: { username: "guard", displayName: "G", hubEmployeeId: 9901, locale: "en", roles: [], departmentIds: [], badgeCode: null, password: "long-enough" }, wrongRole: "supervisor", malformed: { body: { username: "guard", displayName: "G", hubEmployeeId: 9901, locale: "fr", roles: [], departmentIds: [], badgeCode: null, password: "long-enough" }, field: "locale" } },
  { route: "PATCH /api/admin/employees/1", handler: adminEmployee.PATCH, params: { id: "1" }, body: { locale: "en" }, wrongRole: "supervisor", malformed: { params: { id: "1" }, body: { roles: ["king"] }, field: "roles" } },
  { route: "PUT /api/admin/employees/1/pin", handler: adminEmployeePin.PUT, params: { id: "1" }, body: { pin: "1234" }, wrongRole: "packer", malformed: { params: { id: "1" }, body: { pin: "12" }, field: "pin" } },
  { route: "PUT /api/admin/employees/1/password", handler: adminEmployeePassword.PUT, params: { id: "1" }, body: { password: "long-enough-secret" }, wrongRole: "supervisor", malformed: { params: { id: "1" }, body: { password: "short" }, field: "password" } },
  { route: "GET /api/workflow", handler: workflow.GET, wrongRole: "none" },
  { route: "POST /api/admin/workflow/statuses", handler: workflowStatuses.POST, body: { value: 950, labelEn: "A", labelNl: "B", colour: "#000000", overdueAfterHours: null }, wrongRole: "supervisor", malformed: { body: { value: 950, labelEn: "A", labelNl: "B", colour: "#000000", overdueAfterHours: 0 }, field: "overdueAfterHours" } },
  { route: "PUT /api/admin/workflow/statuses/950", handler: workflowStatus.PUT, params: { value: "950" }, body: { labelEn: "A", labelNl: "B", colour: "#000000", overdueAfterHours: null }, wrongRole: "supervisor", malformed: { params: { value: "950" }, body: { labelEn: "A", labelNl: "B", colour: "#00", overdueAfterHours: null }, field: "colour" } },
  { route: "DELETE /api/admin/workflow/statuses/950", handler: workflowStatus.DELETE, params: { value: "950" }, wrongRole: "operator", malformed: { params: { value: "x" }, field: "value" } },
  { route: "PUT /api/admin/workflow/departments/CUT", handler: workflowDepartment.PUT, params: { code: "CUT" }, body: { waitingValues: [100], startedValue: 200, doneValue: 290, onHoldValue: 900 }, wrongRole: "supervisor", malformed: { params: { code: "CUT" }, body: { waitingValues: [], startedValue: 200, doneValue: 290, onHoldValue: 900 }, field: "waitingValues" } },
  { route: "DELETE /api/admin/workflow/departments/XYZ", handler: workflowDepartment.DELETE, params: { code: "XYZ" }, wrongRole: "operator", malformed: { params: { code: "X Y" }, field: "code" } },
  { route: "PUT /api/admin/workflow/departments/CUT/name-nl", handler: workflowDepartmentNameNl.PUT, params: { code: "CUT" }, body: { nameNl: "Snijden" }, wrongRole: "operator", malformed: { params: { code: "CUT" }, body: { nameNl: 5 }, field: "nameNl" } },
  { route: "POST /api/departments/1/polygons/2/advance", handler: advance.POST, params: { id: "1", polygonId: "2" }, wrongRole: "packer", malformed: { params: { id: "1", polygonId: "0" }, field: "polygonId" } },
  { route: "POST /api/departments/1/polygons/2/problem", handler: problem.POST, params: { id: "1", polygonId: "2" }, wrongRole: "matcher", malformed: { params: { id: "x", polygonId: "2" }, field: "id" } },
  { route: "GET /api/departments/1/polygons/2", handler: stationPolygon.GET, params: { id: "1", polygonId: "2" }, wrongRole: "packer", malformed: { params: { id: "1", polygonId: "y" }, field: "polygonId" } },
  { route: "POST /api/pack/scan", handler: packScan.POST, body: { barcode: "X" }, wrongRole: "matcher", malformed: { body: { barcode: "" }, field: "barcode" } },
  { route: "POST /api/pack/undo", handler: packUndo.POST, wrongRole: "operator" },
  { route: "GET /api/pack/undo", handler: packUndo.GET, wrongRole: "operator" },
  { route: "POST /api/departments/1/undo", handler: stationUndo.POST, params: { id: "1" }, wrongRole: "packer", malformed: { params: { id: "x" }, field: "id" } },
  { route: "GET /api/departments/1/undo", handler: stationUndo.GET, params: { id: "1" }, wrongRole: "packer", malformed: { params: { id: "x" }, field: "id" } },
  { route: "POST /api/holds/1/release", handler: holdRelease.POST, params: { id: "1" }, body: { remark: "Fixed" }, wrongRole: "packer", malformed: { params: { id: "1" }, body: { remark: "  " }, field: "remark" } },
  { route: "POST /api/holds/1/status", handler: holdStatus.POST, params: { id: "1" }, body: { statusValue: 100, reason: "Re-cut" }, wrongRole: "operator", malformed: { params: { id: "1" }, body: { statusValue: 100, reason: "" }, field: "reason" } },
  { route: "POST /api/pack/pallet", handler: packPallet.POST, body: { barcode: "X" }, wrongRole: "matcher", malformed: { body: { palletId: 1 }, field: "barcode" } },
  { route: "GET /api/pack/pallet/1", handler: packPalletTree.GET, params: { id: "1" }, wrongRole: "operator", malformed: { params: { id: "x" }, field: "id" } },
  { route: "POST /api/pack/packages/1/take-off", handler: packTakeOff.POST, params: { id: "1" }, wrongRole: "matcher", malformed: { params: { id: "0" }, field: "id" } },
  { route: "GET /api/pack/polygons/1", handler: packPanel.GET, params: { id: "1" }, wrongRole: "matcher", malformed: { params: { id: "one" }, field: "id" } },
  { route: "POST /api/pack/polygons/1/packages", handler: packAddPackage.POST, params: { id: "1" }, body: { amount: 1 }, wrongRole: "operator", malformed: { params: { id: "1" }, body: { amount: 0 }, field: "amount" } },
  { route: "GET /api/events", handler: events.GET, wrongRole: "operator" },
  { route: "GET /api/supervisor/work-in-progress", handler: supervisorWip.GET, wrongRole: "admin" },
  { route: "GET /api/supervisor/work-in-progress/1/100", handler: supervisorWipList.GET, params: { id: "1", value: "100" }, wrongRole: "operator", malformed: { params: { id: "x", value: "100" }, field: "id" } },
  { route: "GET /api/planning/projection?productionProjectId=1", handler: planningProjection.GET, wrongRole: "operator", malformed: { path: "/api/planning/projection?productionProjectId=0", field: "productionProjectId" } },
  { route: "GET /api/planning/load?departmentId=1&days=7", handler: planningLoad.GET, wrongRole: "packer", malformed: { path: "/api/planning/load?departmentId=1&days=0", field: "days" } },
  { route: "GET /api/planning/late", handler: planningLate.GET, wrongRole: "admin", malformed: { path: "/api/planning/late?minutes=99999", field: "minutes" } },
  { route: "POST /api/planning/capacity", handler: planningCapacity.POST, body: { departmentId: 1, day: "2026-12-01", minutes: 60 }, wrongRole: "operator", malformed: { body: { departmentId: 1, day: "tomorrow", minutes: 60 }, field: "day" } },
  { route: "GET /api/planning/capacity", handler: planningCapacity.GET, wrongRole: "operator" },
  { route: "DELETE /api/planning/capacity/1", handler: planningCapacityTakeBack.DELETE, params: { id: "1" }, wrongRole: "admin", malformed: { params: { id: "one" }, field: "id" } },
  { route: "GET /api/planning/what-if?departmentId=1&day=2026-12-01&minutes=60", handler: planningWhatIf.GET, wrongRole: "packer", malformed: { path: "/api/planning/what-if?departmentId=1&day=2026-12-01&minutes=1e309", field: "minutes" } },
  { route: "GET /api/planning/standards", handler: planningStandards.GET, wrongRole: "operator" },
  { route: "PUT /api/planning/standards", handler: planningStandards.PUT, body: { productionDepartmentId: 1, minutes: 30 }, wrongRole: "supervisor", malformed: { body: { productionDepartmentId: 1, minutes: -5 }, field: "minutes" } },
  { route: "POST /api/planning/write-back", handler: planningWriteBack.POST, body: { productionProjectId: 1 }, wrongRole: "operator", malformed: { body: { productionProjectId: "one" }, field: "productionProjectId" } },
  { route: "GET /api/supervisor/overdue", handler: supervisorOverdue.GET, wrongRole: "matcher", malformed: { path: "/api/supervisor/overdue?offset=-1", field: "offset" } },
  { route: "GET /api/supervisor/unmatched", handler: supervisorUnmatched.GET, wrongRole: "matcher", malformed: { path: "/api/supervisor/unmatched?sort=colour", field: "sort" } },
  { route: "GET /api/supervisor/problems", handler: supervisorProblems.GET, wrongRole: "packer", malformed: { path: "/api/supervisor/problems?limit=500", field: "limit" } },
  { route: "GET /api/supervisor/throughput", handler: supervisorThroughput.GET, wrongRole: "operator" },
  { route: "GET /api/problems/1/photo", handler: problemPhoto.GET, params: { id: "1" }, wrongRole: "matcher", malformed: { params: { id: "x" }, field: "id" } },
  { route: "GET /api/admin/printers", handler: adminPrinters.GET, wrongRole: "supervisor" },
  { route: "POST /api/admin/printers", handler: adminPrinters.POST, body: { name: "Guard", address: "127.0.0.1:9" }, wrongRole: "supervisor", malformed: { body: { name: "Guard", address: "no such host!" }, field: "address" } },
  { route: "PATCH /api/admin/printers/1", handler: adminPrinter.PATCH, params: { id: "1" }, body: { name: "Guard", address: "127.0.0.1" }, wrongRole: "packer", malformed: { params: { id: "1" }, body: { name: "Guard", address: "127.0.0.1", dotsPerMm: 7 }, field: "dotsPerMm" } },
  { route: "DELETE /api/admin/printers/1", handler: adminPrinter.DELETE, params: { id: "1" }, wrongRole: "supervisor", malformed: { params: { id: "x" }, field: "id" } },
  { route: "GET /api/admin/printers/1/jobs", handler: adminPrinterJobs.GET, params: { id: "1" }, wrongRole: "supervisor", malformed: { path: "/api/admin/printers/1/jobs?limit=999", params: { id: "1" }, field: "limit" } },
  { route: "GET /api/admin/printers/1/status", handler: adminPrinterStatus.GET, params: { id: "1" }, wrongRole: "operator", malformed: { params: { id: "x" }, field: "id" } },
  { route: "POST /api/admin/printers/1/test-print", handler: adminPrinterTestPrint.POST, params: { id: "1" }, wrongRole: "supervisor", malformed: { params: { id: "x" }, field: "id" } },
  { route: "PUT /api/admin/product-names", handler: adminProductNames.PUT, body: { nameEn: "Wave curtain", nameNl: "Golfgordijn" }, wrongRole: "supervisor", malformed: { body: { nameEn: "", nameNl: "Golfgordijn" }, field: "nameEn" } },
  { route: "POST /api/admin/print-jobs/1/reprint", handler: adminPrintJobReprint.POST, params: { id: "1" }, wrongRole: "packer", malformed: { params: { id: "0" }, field: "id" } },
  { route: "POST /api/admin/print-jobs/1/cancel", handler: adminPrintJobCancel.POST, params: { id: "1" }, wrongRole: "packer", malformed: { params: { id: "x" }, field: "id" } },
  { route: "POST /api/print", handler: printRoute.POST, body: { target: { kind: "project", productionProjectId: 1 } }, wrongRole: "operator", malformed: { body: { target: { kind: "project", productionProjectId: 0 } }, field: "target" } },
  { route: "GET /api/print/jobs/1", handler: printJob.GET, params: { id: "1" }, wrongRole: "none", malformed: { params: { id: "x" }, field: "id" } },
  { route: "GET /api/printers", handler: printerChoices.GET, wrongRole: "none", malformed: { path: "/api/printers?departmentId=x", field: "departmentId" } },
  { route: "GET /api/cpq/assets/1", handler: cpqAsset.GET, params: { ref: "1" }, wrongRole: "none", malformed: { params: { ref: "" }, field: "ref" } },
  { route: "GET /api/departments/1/polygons/2/product", handler: polygonProduct.GET, params: { id: "1", polygonId: "2" }, wrongRole: "packer", malformed: { params: { id: "1", polygonId: "x" }, field: "polygonId" } },
  { route: "GET /api/matching/materials/4006381333931", handler: cpqMaterial.GET, params: { ean: "4006381333931" }, wrongRole: "packer", malformed: { params: { ean: "a b" }, field: "ean" } },
  { route: "GET /api/matching/purchase-numbers?projects=1", handler: purchaseNumbers.GET, wrongRole: "operator", malformed: { path: "/api/matching/purchase-numbers?projects=x", field: "projects" } },
  { route: "POST /api/matching/purchase-numbers", handler: purchaseNumbers.POST, body: { productionProjectId: 1, polygonId: 2, purchaseNumber: "PO-1" }, wrongRole: "packer", malformed: { body: { productionProjectId: 1, polygonId: 2, purchaseNumber: "" }, field: "purchaseNumber" } },
  { route: "GET /api/projects/1/cpq", handler: projectCpq.GET, params: { id: "1" }, wrongRole: "matcher", malformed: { params: { id: "x" }, field: "id" } },
  { route: "POST /api/projects/1/cpq", handler: projectCpq.POST, params: { id: "1" }, wrongRole: "operator", malformed: { params: { id: "0" }, field: "id" } },
  { route: "GET /api/admin/reasons", handler: adminReasons.GET, wrongRole: "supervisor", malformed: { path: "/api/admin/reasons?kind=mood", field: "kind" } },
  { route: "POST /api/admin/reasons", handler: adminReasons.POST, body: { kind: "scrap", code: "guard", labelEn: "G", labelNl: "G" }, wrongRole: "supervisor", malformed: { body: { kind: "scrap", code: "no spaces", labelEn: "G", labelNl: "G" }, field: "code" } },
  { route: "PATCH /api/admin/reasons/1", handler: adminReason.PATCH, params: { id: "1" }, body: { isActive: false }, wrongRole: "operator", malformed: { params: { id: "1" }, body: { labelNl: "" }, field: "labelNl" } },
  { route: "DELETE /api/admin/reasons/1", handler: adminReason.DELETE, params: { id: "1" }, wrongRole: "supervisor", malformed: { params: { id: "x" }, field: "id" } },
  { route: "GET /api/reasons?kind=problem", handler: reasons.GET, wrongRole: "none", malformed: { path: "/api/reasons?kind=mood", field: "kind" } },
  { route: "GET /api/reasons/pareto", handler: reasonsPareto.GET, wrongRole: "operator", malformed: { path: "/api/reasons/pareto?days=14", field: "days" } },
  { route: "GET /api/reasons/pareto/polygons?reasonId=1", handler: reasonsParetoPolygons.GET, wrongRole: "packer", malformed: { path: "/api/reasons/pareto/polygons?reasonId=x", field: "reasonId" } },
  { route: "POST /api/reasons/scrap", handler: reasonsScrap.POST, body: { productionPolygonId: 1, departmentId: 1, redoDepartmentId: 1, reasonId: 1 }, wrongRole: "packer", malformed: { body: { productionPolygonId: 1, departmentId: 1, redoDepartmentId: 0, reasonId: 1 }, field: "redoDepartmentId" } },
  { route: "GET /api/reasons/scrap/targets?productionPolygonId=1", handler: reasonsScrapTargets.GET, wrongRole: "matcher", malformed: { path: "/api/reasons/scrap/targets?productionPolygonId=0", field: "productionPolygonId" } },
  { route: "POST /api/reasons/undo", handler: reasonsUndo.POST, body: { productionPolygonId: 1, reasonId: 1 }, wrongRole: "operator", malformed: { body: { productionPolygonId: 1 }, field: "reasonId" } },
  { route: "GET /api/work-time/mine", handler: workTimeMine.GET, wrongRole: "none" },
  { route: "POST /api/work-time/mine/pause", handler: workTimeMinePause.POST, wrongRole: "none" },
  { route: "GET /api/work-time/departments/1", handler: workTimeDepartment.GET, params: { id: "1" }, wrongRole: "packer", malformed: { params: { id: "x" }, field: "id" } },
  { route: "POST /api/work-time/departments/1/polygons/2/pause", handler: workTimePause.POST, params: { id: "1", polygonId: "2" }, wrongRole: "matcher", malformed: { params: { id: "1", polygonId: "x" }, field: "polygonId" } },
  { route: "POST /api/work-time/departments/1/polygons/2/resume", handler: workTimeResume.POST, params: { id: "1", polygonId: "2" }, wrongRole: "packer", malformed: { params: { id: "0", polygonId: "2" }, field: "id" } },
  { route: "GET /api/work-time/report?from=2026-11-01&to=2026-11-07", handler: workTimeReport.GET, wrongRole: "operator", malformed: { path: "/api/work-time/report?from=yesterday&to=2026-11-07", field: "from" } },
  { route: "GET /api/work-time/report/csv?from=2026-11-01&to=2026-11-07", handler: workTimeReportCsv.GET, wrongRole: "admin", malformed: { path: "/api/work-time/report/csv?from=2026-11-01&to=2026-11-07&view=everything", field: "view" } },
  { route: "PATCH /api/work-time/entries/1", handler: workTimeEntry.PATCH, params: { id: "1" }, body: { startedAt: "2026-11-02T08:00:00Z", endedAt: "2026-11-02T09:00:00Z" }, wrongRole: "operator", malformed: { params: { id: "1" }, body: { startedAt: "8 o'clock", endedAt: null }, field: "startedAt" } },
  { route: "GET /api/work-time/badge?code=EMP-1", handler: workTimeBadge.GET, wrongRole: "packer", malformed: { path: "/api/work-time/badge?code=", field: "code" } },
  { route: "POST /api/work-time/switch", handler: workTimeSwitch.POST, body: { badgeCode: "EMP-1", pin: "1234" }, wrongRole: "none", malformed: { body: { badgeCode: "EMP-1" }, field: "pin" } },
  { route: "GET /api/cutting/rolls", handler: cuttingRolls.GET, wrongRole: "packer", malformed: { path: "/api/cutting/rolls?materialCode=velvet", field: "materialCode" } },
  { route: "POST /api/cutting/rolls", handler: cuttingRolls.POST, body: { code: "(01)08712345678906(10)L1" }, wrongRole: "matcher", malformed: { body: { code: "(01)08712345678906", widthMm: -3 }, field: "widthMm" } },
  { route: "POST /api/cutting/rolls/1/leftover", handler: cuttingLeftover.POST, params: { id: "1" }, body: {}, wrongRole: "packer", malformed: { params: { id: "1" }, body: { lengthMm: 1.5 }, field: "lengthMm" } },
  { route: "GET /api/cutting/plan?departmentId=1", handler: cuttingPlan.GET, wrongRole: "packer", malformed: { path: "/api/cutting/plan?departmentId=cut", field: "departmentId" } },
  { route: "GET /api/cutting/plan.csv?departmentId=1", handler: cuttingPlanCsv.GET, wrongRole: "matcher", malformed: { path: "/api/cutting/plan.csv?departmentId=0", field: "departmentId" } },
  { route: "GET /api/cutting/figures?days=7&weeks=4", handler: cuttingFigures.GET, wrongRole: "operator", malformed: { path: "/api/cutting/figures?days=0", field: "days" } },
  { route: "GET /api/cutting/cut-list?departmentId=1", handler: cuttingCutList.GET, wrongRole: "packer", malformed: { path: "/api/cutting/cut-list?departmentId=x", field: "departmentId" } },
  { route: "POST /api/cutting/rolls/1/check", handler: cuttingCheck.POST, params: { id: "1" }, body: { departmentId: 1, code: "ROL-000001" }, wrongRole: "packer", malformed: { params: { id: "1" }, body: { departmentId: 1, code: "" }, field: "code" } },
  { route: "POST /api/cutting/rolls/1/set-aside", handler: cuttingSetAside.POST, params: { id: "1" }, body: { departmentId: 1, reason: "missing", note: "Not on its rack" }, wrongRole: "packer", malformed: { params: { id: "1" }, body: { departmentId: 1, reason: "lost", note: "x" }, field: "reason" } },
  { route: "GET /api/trace/find?q=L24-172", handler: traceFind.GET, wrongRole: "operator", malformed: { path: "/api/trace/find?q=", field: "q" } },
  { route: "GET /api/trace/lots/172", handler: traceLot.GET, params: { lot: "172" }, wrongRole: "operator", malformed: { path: "/api/trace/lots/172?materialCode=", params: { lot: "172" }, field: "materialCode" } },
  { route: "GET /api/trace/lots/172/csv", handler: traceLotCsv.GET, params: { lot: "172" }, wrongRole: "operator", malformed: { path: "/api/trace/lots/172/csv?materialCode=", params: { lot: "172" }, field: "materialCode" } },
  { route: "POST /api/trace/lots/172/recall", handler: traceLotRecall.POST, params: { lot: "172" }, body: { reason: "Fades" }, wrongRole: "operator", malformed: { params: { lot: "172" }, body: { reason: "" }, field: "reason" } },
  { route: "GET /api/trace/lines/1", handler: traceLine.GET, params: { productionPolygonId: "1" }, wrongRole: "operator", malformed: { params: { productionPolygonId: "x" }, field: "productionPolygonId" } },
  { route: "GET /api/quality/checklists", handler: qualityChecklists.GET, wrongRole: "operator" },
  { route: "POST /api/quality/checklists", handler: qualityChecklists.POST, body: { productionDepartmentId: 1, productType: null, checks: [{ kind: "yes-no", labelEn: "Clean", labelNl: "Schoon" }] }, wrongRole: "supervisor", malformed: { body: { productionDepartmentId: 1, productType: null, checks: [] }, field: "checks" } },
  { route: "GET /api/quality/checklists/1", handler: qualityChecklist.GET, params: { id: "1" }, wrongRole: "operator", malformed: { params: { id: "x" }, field: "id" } },
  { route: "PUT /api/quality/checklists/1", handler: qualityChecklist.PUT, params: { id: "1" }, body: { productionDepartmentId: 1, productType: null, checks: [{ kind: "yes-no", labelEn: "Clean", labelNl: "Schoon" }] }, wrongRole: "supervisor", malformed: { params: { id: "1" }, body: { productionDepartmentId: 1, productType: null, checks: [{ kind: "measurement", labelEn: "Width", labelNl: "Breedte" }] }, field: "checks" } },
  { route: "DELETE /api/quality/checklists/1", handler: qualityChecklist.DELETE, params: { id: "1" }, wrongRole: "supervisor", malformed: { params: { id: "0" }, field: "id" } },
  { route: "GET /api/quality/departments/1/lines/2", handler: qualityLineChecks.GET, params: { id: "1", polygonId: "2" }, wrongRole: "packer", malformed: { params: { id: "1", polygonId: "x" }, field: "polygonId" } },
  { route: "POST /api/quality/departments/1/lines/2/results", handler: qualityResults.POST, params: { id: "1", polygonId: "2" }, body: { values: [] }, wrongRole: "packer", malformed: { params: { id: "1", polygonId: "2" }, body: { values: [{ checkId: 1, valueMm: -1 }] }, field: "values" } },
  { route: "POST /api/quality/departments/1/lines/2/pass", handler: qualityPass.POST, params: { id: "1", polygonId: "2" }, body: { remark: "Measured again" }, wrongRole: "operator", malformed: { params: { id: "1", polygonId: "2" }, body: { remark: "" }, field: "remark" } },
  { route: "GET /api/quality/lines/1/results", handler: qualityLineResults.GET, params: { productionPolygonId: "1" }, wrongRole: "none", malformed: { params: { productionPolygonId: "x" }, field: "productionPolygonId" } },
  { route: "GET /api/quality/photos/1", handler: qualityPhoto.GET, params: { id: "1" }, wrongRole: "none", malformed: { params: { id: "x" }, field: "id" } },
  { route: "GET /api/quality/figures", handler: qualityFigures.GET, wrongRole: "operator", malformed: { path: "/api/quality/figures?weeks=0", field: "weeks" } },
  { route: "POST /api/cutting/rolls/1/cuts", handler: cuttingCuts.POST, params: { id: "1" }, body: { departmentId: 1, productionPolygonId: 1 }, wrongRole: "packer", malformed: { params: { id: "1" }, body: { departmentId: 1, productionPolygonId: -1 }, field: "productionPolygonId" } },
  { route: "GET /api/board", handler: board.GET, wrongRole: "packer" },
  { route: "GET /api/board/events", handler: boardEvents.GET, wrongRole: "operator" },
  { route: "GET /api/board/devices", handler: boardDevices.GET, wrongRole: "supervisor" },
  { route: "POST /api/board/devices", handler: boardDevices.POST, body: { name: "Hall TV" }, wrongRole: "supervisor", malformed: { body: { name: "" }, field: "name" } },
  { route: "DELETE /api/board/devices/1", handler: boardDevice.DELETE, params: { id: "1" }, wrongRole: "supervisor", malformed: { params: { id: "x" }, field: "id" } },
  { route: "GET /api/board/targets", handler: boardTargets.GET, wrongRole: "supervisor" },
  { route: "PUT /api/board/targets/1", handler: boardTarget.PUT, params: { id: "1" }, body: { dailyTarget: 10 }, wrongRole: "supervisor", malformed: { params: { id: "1" }, body: { dailyTarget: -1 }, field: "dailyTarget" } },
];

/** A signed-in employee with every role and department: only the input can be wrong. */
const everyone = employee(["operator", "packer", "matcher", "supervisor", "admin"], [1, 2, 3]);

function call(c: Case, as: ReturnType<typeof employee> | null, override: Partial<Case["malformed"]> = {}) {
  const [method = "GET", path = "/"] = c.route.split(" ");
  return apiRequest(override.path ?? path, { method, as, body: override.body ?? c.body }).then((request) =>
    c.handler(request, routeParams(override.params ?? c.params)),
  );
}

// The fake printers listen on loopback, which a printer may have only when the setting allows it.
const ctx = setUpApiRoutes({ settings: { PRINTER_ALLOWED_NETWORKS: "127.0.0.1/32" } });

// The operator's doors (/api/health, /api/ops) have no session by design; their own guards are tested in tests/ops.
it("covers every route file under app/api but next-auth's, the ping and the operator's doors", async () => {
  const { readdir } = await import("node:fs/promises");
  const files = await readdir("app/api", { recursive: true });
  const routes = files
    .filter((file) => file.endsWith("route.ts"))
    .map((file) => `/api/${file.replace(/\/?route\.ts$/, "")}`.replace(/\[[^\]]+\]/g, "*"))
    .filter((route) => !/^\/api\/(auth|health|ops)\//.test(route) && route !== "/api/ping");
  const covered = new Set(
    cases.map((c) =>
      c.route
        .split(" ")[1]!
        .split("?")[0]!
        .replace(/\/(\d+|[A-Z]{3})(?=\/|$)/g, "/*"),
    ),
  );
  expect(routes.filter((route) => !covered.has(route)).sort()).toEqual([]);
});

describe.each(cases)("$route", (c) => {
  it("answers 401 ProblemDetails to an anonymous caller", async () => {
    const response = await call(c, null);
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(await response.json()).toMatchObject({ status: 401, title: "Please sign in" });
  });
});

// Routes every signed-in employee may call are left out of this table.
describe.each(cases.flatMap((c) => (c.wrongRole === "none" ? [] : [{ ...c, wrongRole: c.wrongRole }])))(
  "$route",
  (c) => {
    it("answers 403 to a wrong role", async () => {
      const response = await call(c, employee([c.wrongRole], [1, 2, 3]));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ status: 403, title: "Not allowed for your role" });
    });
  },
);

// Routes that take no input are left out of this table.
describe.each(cases.flatMap((c) => (c.malformed ? [{ ...c, malformed: c.malformed }] : [])))(
  "$route",
  (c) => {
    it("answers 400 with field errors to malformed input", async () => {
      const response = await call(c, everyone, c.malformed);
      expect(response.status).toBe(400);
      const problem = (await response.json()) as { errors?: Record<string, string[]> };
      expect(problem.errors?.[c.malformed.field]?.length).toBeGreaterThan(0);
    });
  },
);

// The read-only role of a wall board's device: the board's two reads, nothing else (no write, no other screen's data).
describe("a wall board's device", () => {
  const boardReads = new Set(["GET /api/board", "GET /api/board/events"]);
  it("is refused (403) by every route but the board's own reads", async () => {
    const { token } = await issueDevice(ctx.handle.db, { name: "Guard TV", locale: "en" }, everyone);
    const device = (await authenticateDevice(ctx.handle.db, token))!;
    const refused: string[] = [];
    const allowed: string[] = [];
    for (const c of cases) {
      const response = await call(c, device);
      (response.status === 403 ? refused : allowed).push(c.route);
      await response.body?.cancel();
    }
    expect(allowed.sort()).toEqual([...boardReads].sort());
    expect(refused).toHaveLength(cases.length - boardReads.size);
  });
});
