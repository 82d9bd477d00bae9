// Every operation of the embedded API, by name: the compiler checks that all
// 37 of the catalogue have an implementation.
import type { OperationName } from "@/lib/production-api/operations";
import type { Implementations } from "./context";
import { departmentOperations } from "./operations/department";
import { matchingOperations } from "./operations/matching";
import { packageOperations } from "./operations/package";
import { polygonOperations } from "./operations/polygon";
import { polygonDepartmentOperations } from "./operations/polygon-department";
import { polygonPackageOperations } from "./operations/polygon-package";
import { projectExportOperations } from "./operations/project-export";
import { statusOperations } from "./operations/status";

export const implementations: Implementations<OperationName> = {
  ...statusOperations,
  ...polygonOperations,
  ...polygonDepartmentOperations,
  ...polygonPackageOperations,
  ...packageOperations,
  ...departmentOperations,
  ...matchingOperations,
  ...projectExportOperations,
};
