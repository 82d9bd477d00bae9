// Every documented route of the app: the OpenAPI document is made from these
// modules (their handlers carry their zod schemas). A test checks that every
// route file under app/api is here. Keyed by path, so a path cannot be listed twice.
import type { RouteModule } from "@/lib/route/openapi";
import * as adminAudit from "@/app/api/admin/audit/route";
import * as adminDepartmentsId from "@/app/api/admin/departments/[id]/route";
import * as adminDepartments from "@/app/api/admin/departments/route";
import * as adminEmployeesIdPassword from "@/app/api/admin/employees/[id]/password/route";
import * as adminEmployeesIdPin from "@/app/api/admin/employees/[id]/pin/route";
import * as adminEmployeesId from "@/app/api/admin/employees/[id]/route";
import * as adminEmployees from "@/app/api/admin/employees/route";
import * as adminPrintJobsIdCancel from "@/app/api/admin/print-jobs/[id]/cancel/route";
import * as adminPrintJobsIdReprint from "@/app/api/admin/print-jobs/[id]/reprint/route";
import * as adminPrintersIdJobs from "@/app/api/admin/printers/[id]/jobs/route";
import * as adminPrintersId from "@/app/api/admin/printers/[id]/route";
import * as adminPrintersIdStatus from "@/app/api/admin/printers/[id]/status/route";
import * as adminPrintersIdTestPrint from "@/app/api/admin/printers/[id]/test-print/route";
import * as adminProductNames from "@/app/api/admin/product-names/route";
import * as adminWorkflowDepartmentsCodeNameNl from "@/app/api/admin/workflow/departments/[code]/name-nl/route";
import * as adminPrinters from "@/app/api/admin/printers/route";
import * as adminPackageTypesId from "@/app/api/admin/package-types/[id]/route";
import * as adminPackageTypes from "@/app/api/admin/package-types/route";
import * as adminWorkflowDepartmentsCode from "@/app/api/admin/workflow/departments/[code]/route";
import * as adminWorkflowStatusesValue from "@/app/api/admin/workflow/statuses/[value]/route";
import * as adminWorkflowStatuses from "@/app/api/admin/workflow/statuses/route";
import * as departmentsIdPolygonsPolygonIdAdvance from "@/app/api/departments/[id]/polygons/[polygonId]/advance/route";
import * as departmentsIdPolygonsPolygonIdFinish from "@/app/api/departments/[id]/polygons/[polygonId]/finish/route";
import * as departmentsIdPolygonsPolygonIdProblem from "@/app/api/departments/[id]/polygons/[polygonId]/problem/route";
import * as departmentsIdPolygonsPolygonId from "@/app/api/departments/[id]/polygons/[polygonId]/route";
import * as departmentsIdPolygonsPolygonIdStart from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as departmentsIdQueue from "@/app/api/departments/[id]/queue/route";
import * as departmentsIdEvents from "@/app/api/departments/[id]/events/route";
import * as departmentsIdUndo from "@/app/api/departments/[id]/undo/route";
import * as holdsIdRelease from "@/app/api/holds/[id]/release/route";
import * as traceFind from "@/app/api/trace/find/route";
import * as traceLinesProductionPolygonId from "@/app/api/trace/lines/[productionPolygonId]/route";
import * as traceLotsLotCsv from "@/app/api/trace/lots/[lot]/csv/route";
import * as traceLotsLotRecall from "@/app/api/trace/lots/[lot]/recall/route";
import * as traceLotsLot from "@/app/api/trace/lots/[lot]/route";
import * as qualityChecklists from "@/app/api/quality/checklists/route";
import * as qualityChecklistsId from "@/app/api/quality/checklists/[id]/route";
import * as qualityDepartmentsIdLinesPolygonId from "@/app/api/quality/departments/[id]/lines/[polygonId]/route";
import * as qualityDepartmentsIdLinesPolygonIdPass from "@/app/api/quality/departments/[id]/lines/[polygonId]/pass/route";
import * as qualityDepartmentsIdLinesPolygonIdResults from "@/app/api/quality/departments/[id]/lines/[polygonId]/results/route";
import * as qualityFigures from "@/app/api/quality/figures/route";
import * as qualityLinesProductionPolygonIdResults from "@/app/api/quality/lines/[productionPolygonId]/results/route";
import * as qualityPhotosId from "@/app/api/quality/photos/[id]/route";
import * as holdsIdStatus from "@/app/api/holds/[id]/status/route";
import * as departments from "@/app/api/departments/route";
import * as events from "@/app/api/events/route";
import * as matchingBrowse from "@/app/api/matching/browse/route";
import * as materialsIdDefectPhoto from "@/app/api/materials/[id]/defect/photo/route";
import * as materialsIdDefect from "@/app/api/materials/[id]/defect/route";
import * as materialsIdMatched from "@/app/api/materials/[id]/matched/route";
import * as packPackagesIdTakeOff from "@/app/api/pack/packages/[id]/take-off/route";
import * as packPalletId from "@/app/api/pack/pallet/[id]/route";
import * as packPallet from "@/app/api/pack/pallet/route";
import * as packPolygonsIdPackages from "@/app/api/pack/polygons/[id]/packages/route";
import * as packPolygonsId from "@/app/api/pack/polygons/[id]/route";
import * as packScan from "@/app/api/pack/scan/route";
import * as packUndo from "@/app/api/pack/undo/route";
import * as packageTypes from "@/app/api/package-types/route";
import * as printJobsId from "@/app/api/print/jobs/[id]/route";
import * as print from "@/app/api/print/route";
import * as printers from "@/app/api/printers/route";
import * as polygonsUnmatchedCount from "@/app/api/polygons/unmatched/count/route";
import * as polygonsUnmatched from "@/app/api/polygons/unmatched/route";
import * as problemsIdPhoto from "@/app/api/problems/[id]/photo/route";
import * as projectsIdBom from "@/app/api/projects/[id]/bom/route";
import * as search from "@/app/api/search/route";
import * as statusPolygons from "@/app/api/status/polygons/route";
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
import * as supervisorWorkInProgressIdValue from "@/app/api/supervisor/work-in-progress/[id]/[value]/route";
import * as supervisorWorkInProgress from "@/app/api/supervisor/work-in-progress/route";
import * as workflow from "@/app/api/workflow/route";
import * as cpqAssetsRef from "@/app/api/cpq/assets/[ref]/route";
import * as cuttingRolls from "@/app/api/cutting/rolls/route";
import * as cuttingRollsIdLeftover from "@/app/api/cutting/rolls/[id]/leftover/route";
import * as cuttingRollsIdSetAside from "@/app/api/cutting/rolls/[id]/set-aside/route";
import * as cuttingPlan from "@/app/api/cutting/plan/route";
import * as cuttingPlanCsv from "@/app/api/cutting/plan.csv/route";
import * as cuttingFigures from "@/app/api/cutting/figures/route";
import * as cuttingCutList from "@/app/api/cutting/cut-list/route";
import * as cuttingRollsIdCheck from "@/app/api/cutting/rolls/[id]/check/route";
import * as cuttingRollsIdCuts from "@/app/api/cutting/rolls/[id]/cuts/route";
import * as departmentsIdPolygonsPolygonIdProduct from "@/app/api/departments/[id]/polygons/[polygonId]/product/route";
import * as matchingMaterialsEan from "@/app/api/matching/materials/[ean]/route";
import * as matchingPurchaseNumbers from "@/app/api/matching/purchase-numbers/route";
import * as projectsIdCpq from "@/app/api/projects/[id]/cpq/route";
import * as adminReasonsId from "@/app/api/admin/reasons/[id]/route";
import * as adminReasons from "@/app/api/admin/reasons/route";
import * as reasons from "@/app/api/reasons/route";
import * as reasonsPareto from "@/app/api/reasons/pareto/route";
import * as reasonsParetoPolygons from "@/app/api/reasons/pareto/polygons/route";
import * as reasonsScrap from "@/app/api/reasons/scrap/route";
import * as reasonsScrapTargets from "@/app/api/reasons/scrap/targets/route";
import * as reasonsUndo from "@/app/api/reasons/undo/route";
import * as workTimeBadge from "@/app/api/work-time/badge/route";
import * as workTimeDepartmentsId from "@/app/api/work-time/departments/[id]/route";
import * as workTimeDepartmentsIdPolygonsPolygonIdPause from "@/app/api/work-time/departments/[id]/polygons/[polygonId]/pause/route";
import * as workTimeDepartmentsIdPolygonsPolygonIdResume from "@/app/api/work-time/departments/[id]/polygons/[polygonId]/resume/route";
import * as workTimeEntriesId from "@/app/api/work-time/entries/[id]/route";
import * as workTimeMinePause from "@/app/api/work-time/mine/pause/route";
import * as workTimeMine from "@/app/api/work-time/mine/route";
import * as workTimeReportCsv from "@/app/api/work-time/report/csv/route";
import * as workTimeReport from "@/app/api/work-time/report/route";
import * as workTimeSwitch from "@/app/api/work-time/switch/route";
import * as board from "@/app/api/board/route";
import * as boardEvents from "@/app/api/board/events/route";
import * as boardDevices from "@/app/api/board/devices/route";
import * as boardDevicesId from "@/app/api/board/devices/[id]/route";
import * as boardTargets from "@/app/api/board/targets/route";
import * as boardTargetsId from "@/app/api/board/targets/[id]/route";

export const documentedRoutes: Readonly<Record<string, RouteModule>> = {
  "/api/cpq/assets/{ref}": cpqAssetsRef,
  "/api/cutting/rolls": cuttingRolls,
  "/api/cutting/rolls/{id}/leftover": cuttingRollsIdLeftover,
  "/api/cutting/rolls/{id}/set-aside": cuttingRollsIdSetAside,
  "/api/cutting/plan": cuttingPlan,
  "/api/cutting/plan.csv": cuttingPlanCsv,
  "/api/cutting/figures": cuttingFigures,
  "/api/cutting/cut-list": cuttingCutList,
  "/api/cutting/rolls/{id}/check": cuttingRollsIdCheck,
  "/api/cutting/rolls/{id}/cuts": cuttingRollsIdCuts,
  "/api/departments/{id}/polygons/{polygonId}/product": departmentsIdPolygonsPolygonIdProduct,
  "/api/matching/materials/{ean}": matchingMaterialsEan,
  "/api/matching/purchase-numbers": matchingPurchaseNumbers,
  "/api/projects/{id}/cpq": projectsIdCpq,
  "/api/admin/audit": adminAudit,
  "/api/admin/departments/{id}": adminDepartmentsId,
  "/api/admin/departments": adminDepartments,
  "/api/admin/employees/{id}/password": adminEmployeesIdPassword,
  "/api/admin/employees/{id}/pin": adminEmployeesIdPin,
  "/api/admin/employees/{id}": adminEmployeesId,
  "/api/admin/employees": adminEmployees,
  "/api/admin/package-types/{id}": adminPackageTypesId,
  "/api/admin/package-types": adminPackageTypes,
  "/api/admin/print-jobs/{id}/cancel": adminPrintJobsIdCancel,
  "/api/admin/print-jobs/{id}/reprint": adminPrintJobsIdReprint,
  "/api/admin/printers/{id}/jobs": adminPrintersIdJobs,
  "/api/admin/printers/{id}/status": adminPrintersIdStatus,
  "/api/admin/printers/{id}/test-print": adminPrintersIdTestPrint,
  "/api/admin/product-names": adminProductNames,
  "/api/admin/printers/{id}": adminPrintersId,
  "/api/admin/printers": adminPrinters,
  "/api/admin/workflow/departments/{code}": adminWorkflowDepartmentsCode,
  "/api/admin/workflow/departments/{code}/name-nl": adminWorkflowDepartmentsCodeNameNl,
  "/api/admin/workflow/statuses/{value}": adminWorkflowStatusesValue,
  "/api/admin/workflow/statuses": adminWorkflowStatuses,
  "/api/departments/{id}/polygons/{polygonId}/advance": departmentsIdPolygonsPolygonIdAdvance,
  "/api/departments/{id}/polygons/{polygonId}/finish": departmentsIdPolygonsPolygonIdFinish,
  "/api/departments/{id}/polygons/{polygonId}/problem": departmentsIdPolygonsPolygonIdProblem,
  "/api/departments/{id}/polygons/{polygonId}": departmentsIdPolygonsPolygonId,
  "/api/departments/{id}/polygons/{polygonId}/start": departmentsIdPolygonsPolygonIdStart,
  "/api/departments/{id}/queue": departmentsIdQueue,
  "/api/departments/{id}/events": departmentsIdEvents,
  "/api/departments/{id}/undo": departmentsIdUndo,
  "/api/holds/{id}/release": holdsIdRelease,
  "/api/holds/{id}/status": holdsIdStatus,
  "/api/departments": departments,
  "/api/events": events,
  "/api/matching/browse": matchingBrowse,
  "/api/materials/{id}/defect/photo": materialsIdDefectPhoto,
  "/api/materials/{id}/defect": materialsIdDefect,
  "/api/materials/{id}/matched": materialsIdMatched,
  "/api/pack/packages/{id}/take-off": packPackagesIdTakeOff,
  "/api/pack/pallet/{id}": packPalletId,
  "/api/pack/pallet": packPallet,
  "/api/pack/polygons/{id}/packages": packPolygonsIdPackages,
  "/api/pack/polygons/{id}": packPolygonsId,
  "/api/pack/scan": packScan,
  "/api/pack/undo": packUndo,
  "/api/package-types": packageTypes,
  "/api/print/jobs/{id}": printJobsId,
  "/api/print": print,
  "/api/printers": printers,
  "/api/polygons/unmatched/count": polygonsUnmatchedCount,
  "/api/polygons/unmatched": polygonsUnmatched,
  "/api/problems/{id}/photo": problemsIdPhoto,
  "/api/projects/{id}/bom": projectsIdBom,
  "/api/search": search,
  "/api/status/polygons": statusPolygons,
  "/api/planning/capacity": planningCapacity,
  "/api/planning/capacity/{id}": planningCapacityTakeBack,
  "/api/planning/what-if": planningWhatIf,
  "/api/planning/late": planningLate,
  "/api/planning/load": planningLoad,
  "/api/planning/projection": planningProjection,
  "/api/planning/standards": planningStandards,
  "/api/planning/write-back": planningWriteBack,
  "/api/supervisor/overdue": supervisorOverdue,
  "/api/supervisor/problems": supervisorProblems,
  "/api/supervisor/throughput": supervisorThroughput,
  "/api/supervisor/unmatched": supervisorUnmatched,
  "/api/supervisor/work-in-progress/{id}/{value}": supervisorWorkInProgressIdValue,
  "/api/supervisor/work-in-progress": supervisorWorkInProgress,
  "/api/workflow": workflow,
  "/api/admin/reasons/{id}": adminReasonsId,
  "/api/admin/reasons": adminReasons,
  "/api/reasons": reasons,
  "/api/reasons/pareto": reasonsPareto,
  "/api/reasons/pareto/polygons": reasonsParetoPolygons,
  "/api/reasons/scrap": reasonsScrap,
  "/api/reasons/scrap/targets": reasonsScrapTargets,
  "/api/reasons/undo": reasonsUndo,
  "/api/work-time/badge": workTimeBadge,
  "/api/work-time/departments/{id}": workTimeDepartmentsId,
  "/api/work-time/departments/{id}/polygons/{polygonId}/pause": workTimeDepartmentsIdPolygonsPolygonIdPause,
  "/api/work-time/departments/{id}/polygons/{polygonId}/resume": workTimeDepartmentsIdPolygonsPolygonIdResume,
  "/api/work-time/entries/{id}": workTimeEntriesId,
  "/api/work-time/mine/pause": workTimeMinePause,
  "/api/work-time/mine": workTimeMine,
  "/api/work-time/report/csv": workTimeReportCsv,
  "/api/work-time/report": workTimeReport,
  "/api/work-time/switch": workTimeSwitch,
  "/api/board": board,
  "/api/board/events": boardEvents,
  "/api/board/devices": boardDevices,
  "/api/board/devices/{id}": boardDevicesId,
  "/api/board/targets": boardTargets,
  "/api/board/targets/{id}": boardTargetsId,
  "/api/trace/find": traceFind,
  "/api/trace/lots/{lot}": traceLotsLot,
  "/api/trace/lots/{lot}/csv": traceLotsLotCsv,
  "/api/trace/lots/{lot}/recall": traceLotsLotRecall,
  "/api/trace/lines/{productionPolygonId}": traceLinesProductionPolygonId,
  "/api/quality/checklists": qualityChecklists,
  "/api/quality/checklists/{id}": qualityChecklistsId,
  "/api/quality/departments/{id}/lines/{polygonId}": qualityDepartmentsIdLinesPolygonId,
  "/api/quality/departments/{id}/lines/{polygonId}/results": qualityDepartmentsIdLinesPolygonIdResults,
  "/api/quality/departments/{id}/lines/{polygonId}/pass": qualityDepartmentsIdLinesPolygonIdPass,
  "/api/quality/lines/{productionPolygonId}/results": qualityLinesProductionPolygonIdResults,
  "/api/quality/photos/{id}": qualityPhotosId,
  "/api/quality/figures": qualityFigures,
};
