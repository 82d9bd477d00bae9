// Every documented route of the app: the OpenAPI document is made from these
// modules (their handlers carry their zod schemas). A test checks that every
// route file under app/api is here.
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

export const documentedRoutes = [
  { path: "/api/cpq/assets/{ref}", module: cpqAssetsRef },
  { path: "/api/cutting/rolls", module: cuttingRolls },
  { path: "/api/cutting/rolls/{id}/leftover", module: cuttingRollsIdLeftover },
  { path: "/api/cutting/rolls/{id}/set-aside", module: cuttingRollsIdSetAside },
  { path: "/api/cutting/plan", module: cuttingPlan },
  { path: "/api/cutting/plan.csv", module: cuttingPlanCsv },
  { path: "/api/cutting/figures", module: cuttingFigures },
  { path: "/api/cutting/cut-list", module: cuttingCutList },
  { path: "/api/cutting/rolls/{id}/check", module: cuttingRollsIdCheck },
  { path: "/api/cutting/rolls/{id}/cuts", module: cuttingRollsIdCuts },
  {
    path: "/api/departments/{id}/polygons/{polygonId}/product",
    module: departmentsIdPolygonsPolygonIdProduct,
  },
  { path: "/api/matching/materials/{ean}", module: matchingMaterialsEan },
  { path: "/api/matching/purchase-numbers", module: matchingPurchaseNumbers },
  { path: "/api/projects/{id}/cpq", module: projectsIdCpq },
  { path: "/api/admin/audit", module: adminAudit },
  { path: "/api/admin/departments/{id}", module: adminDepartmentsId },
  { path: "/api/admin/departments", module: adminDepartments },
  { path: "/api/admin/employees/{id}/password", module: adminEmployeesIdPassword },
  { path: "/api/admin/employees/{id}/pin", module: adminEmployeesIdPin },
  { path: "/api/admin/employees/{id}", module: adminEmployeesId },
  { path: "/api/admin/employees", module: adminEmployees },
  { path: "/api/admin/package-types/{id}", module: adminPackageTypesId },
  { path: "/api/admin/package-types", module: adminPackageTypes },
  { path: "/api/admin/print-jobs/{id}/cancel", module: adminPrintJobsIdCancel },
  { path: "/api/admin/print-jobs/{id}/reprint", module: adminPrintJobsIdReprint },
  { path: "/api/admin/printers/{id}/jobs", module: adminPrintersIdJobs },
  { path: "/api/admin/printers/{id}/status", module: adminPrintersIdStatus },
  { path: "/api/admin/printers/{id}/test-print", module: adminPrintersIdTestPrint },
  { path: "/api/admin/product-names", module: adminProductNames },
  { path: "/api/admin/printers/{id}", module: adminPrintersId },
  { path: "/api/admin/printers", module: adminPrinters },
  { path: "/api/admin/workflow/departments/{code}", module: adminWorkflowDepartmentsCode },
  { path: "/api/admin/workflow/departments/{code}/name-nl", module: adminWorkflowDepartmentsCodeNameNl },
  { path: "/api/admin/workflow/statuses/{value}", module: adminWorkflowStatusesValue },
  { path: "/api/admin/workflow/statuses", module: adminWorkflowStatuses },
  {
    path: "/api/departments/{id}/polygons/{polygonId}/advance",
    module: departmentsIdPolygonsPolygonIdAdvance,
  },
  { path: "/api/departments/{id}/polygons/{polygonId}/finish", module: departmentsIdPolygonsPolygonIdFinish },
  {
    path: "/api/departments/{id}/polygons/{polygonId}/problem",
    module: departmentsIdPolygonsPolygonIdProblem,
  },
  { path: "/api/departments/{id}/polygons/{polygonId}", module: departmentsIdPolygonsPolygonId },
  { path: "/api/departments/{id}/polygons/{polygonId}/start", module: departmentsIdPolygonsPolygonIdStart },
  { path: "/api/departments/{id}/queue", module: departmentsIdQueue },
  { path: "/api/departments/{id}/events", module: departmentsIdEvents },
  { path: "/api/departments/{id}/undo", module: departmentsIdUndo },
  { path: "/api/holds/{id}/release", module: holdsIdRelease },
  { path: "/api/holds/{id}/status", module: holdsIdStatus },
  { path: "/api/departments", module: departments },
  { path: "/api/events", module: events },
  { path: "/api/matching/browse", module: matchingBrowse },
  { path: "/api/materials/{id}/defect/photo", module: materialsIdDefectPhoto },
  { path: "/api/materials/{id}/defect", module: materialsIdDefect },
  { path: "/api/materials/{id}/matched", module: materialsIdMatched },
  { path: "/api/pack/packages/{id}/take-off", module: packPackagesIdTakeOff },
  { path: "/api/pack/pallet/{id}", module: packPalletId },
  { path: "/api/pack/pallet", module: packPallet },
  { path: "/api/pack/polygons/{id}/packages", module: packPolygonsIdPackages },
  { path: "/api/pack/polygons/{id}", module: packPolygonsId },
  { path: "/api/pack/scan", module: packScan },
  { path: "/api/pack/undo", module: packUndo },
  { path: "/api/package-types", module: packageTypes },
  { path: "/api/print/jobs/{id}", module: printJobsId },
  { path: "/api/print", module: print },
  { path: "/api/printers", module: printers },
  { path: "/api/polygons/unmatched/count", module: polygonsUnmatchedCount },
  { path: "/api/polygons/unmatched", module: polygonsUnmatched },
  { path: "/api/problems/{id}/photo", module: problemsIdPhoto },
  { path: "/api/projects/{id}/bom", module: projectsIdBom },
  { path: "/api/search", module: search },
  { path: "/api/status/polygons", module: statusPolygons },
  { path: "/api/planning/capacity", module: planningCapacity },
  { path: "/api/planning/capacity/{id}", module: planningCapacityTakeBack },
  { path: "/api/planning/what-if", module: planningWhatIf },
  { path: "/api/planning/late", module: planningLate },
  { path: "/api/planning/load", module: planningLoad },
  { path: "/api/planning/projection", module: planningProjection },
  { path: "/api/planning/standards", module: planningStandards },
  { path: "/api/planning/write-back", module: planningWriteBack },
  { path: "/api/supervisor/overdue", module: supervisorOverdue },
  { path: "/api/supervisor/problems", module: supervisorProblems },
  { path: "/api/supervisor/throughput", module: supervisorThroughput },
  { path: "/api/supervisor/unmatched", module: supervisorUnmatched },
  { path: "/api/supervisor/work-in-progress/{id}/{value}", module: supervisorWorkInProgressIdValue },
  { path: "/api/supervisor/work-in-progress", module: supervisorWorkInProgress },
  { path: "/api/workflow", module: workflow },
  { path: "/api/admin/reasons/{id}", module: adminReasonsId },
  { path: "/api/admin/reasons", module: adminReasons },
  { path: "/api/reasons", module: reasons },
  { path: "/api/reasons/pareto", module: reasonsPareto },
  { path: "/api/reasons/pareto/polygons", module: reasonsParetoPolygons },
  { path: "/api/reasons/scrap", module: reasonsScrap },
  { path: "/api/reasons/scrap/targets", module: reasonsScrapTargets },
  { path: "/api/reasons/undo", module: reasonsUndo },
  { path: "/api/work-time/badge", module: workTimeBadge },
  { path: "/api/work-time/departments/{id}", module: workTimeDepartmentsId },
  {
    path: "/api/work-time/departments/{id}/polygons/{polygonId}/pause",
    module: workTimeDepartmentsIdPolygonsPolygonIdPause,
  },
  {
    path: "/api/work-time/departments/{id}/polygons/{polygonId}/resume",
    module: workTimeDepartmentsIdPolygonsPolygonIdResume,
  },
  { path: "/api/work-time/entries/{id}", module: workTimeEntriesId },
  { path: "/api/work-time/mine/pause", module: workTimeMinePause },
  { path: "/api/work-time/mine", module: workTimeMine },
  { path: "/api/work-time/report/csv", module: workTimeReportCsv },
  { path: "/api/work-time/report", module: workTimeReport },
  { path: "/api/work-time/switch", module: workTimeSwitch },
  { path: "/api/board", module: board },
  { path: "/api/board/events", module: boardEvents },
  { path: "/api/board/devices", module: boardDevices },
  { path: "/api/board/devices/{id}", module: boardDevicesId },
  { path: "/api/board/targets", module: boardTargets },
  { path: "/api/board/targets/{id}", module: boardTargetsId },
  { path: "/api/trace/find", module: traceFind },
  { path: "/api/trace/lots/{lot}", module: traceLotsLot },
  { path: "/api/trace/lots/{lot}/csv", module: traceLotsLotCsv },
  { path: "/api/trace/lots/{lot}/recall", module: traceLotsLotRecall },
  { path: "/api/trace/lines/{productionPolygonId}", module: traceLinesProductionPolygonId },
  { path: "/api/quality/checklists", module: qualityChecklists },
  { path: "/api/quality/checklists/{id}", module: qualityChecklistsId },
  { path: "/api/quality/departments/{id}/lines/{polygonId}", module: qualityDepartmentsIdLinesPolygonId },
  {
    path: "/api/quality/departments/{id}/lines/{polygonId}/results",
    module: qualityDepartmentsIdLinesPolygonIdResults,
  },
  {
    path: "/api/quality/departments/{id}/lines/{polygonId}/pass",
    module: qualityDepartmentsIdLinesPolygonIdPass,
  },
  {
    path: "/api/quality/lines/{productionPolygonId}/results",
    module: qualityLinesProductionPolygonIdResults,
  },
  { path: "/api/quality/photos/{id}", module: qualityPhotosId },
  { path: "/api/quality/figures", module: qualityFigures },
];
