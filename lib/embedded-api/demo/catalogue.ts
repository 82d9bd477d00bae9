// The fixed part of the demo workshop: status values, package types and
// departments. Ids are positions in these lists (plus the first id).

/** The default status workflow of the supplement, in order. */
export const statusValueList = [100, 200, 290, 300, 390, 400, 490, 500, 600, 700, 900] as const;
export const onHold = 900;

export type PackageCode = "BOX-S" | "BOX-M" | "BOX-L" | "TUBE-150" | "TUBE-300" | "TUBE-450" | "PALLET";

type PackageType = { code: PackageCode; en: string; nl: string; packageKind: 1 | 2 | 3 };

/** packageKind: 1 box, 2 tube (rails and rolled blinds), 3 pallet. */
export const packageTypes: readonly PackageType[] = [
  { code: "BOX-S", en: "Small box", nl: "Doos klein", packageKind: 1 },
  { code: "BOX-M", en: "Medium box", nl: "Doos middel", packageKind: 1 },
  { code: "BOX-L", en: "Large box", nl: "Doos groot", packageKind: 1 },
  { code: "TUBE-150", en: "Tube 150 cm", nl: "Koker 150 cm", packageKind: 2 },
  { code: "TUBE-300", en: "Tube 300 cm", nl: "Koker 300 cm", packageKind: 2 },
  { code: "TUBE-450", en: "Tube 450 cm", nl: "Koker 450 cm", packageKind: 2 },
  { code: "PALLET", en: "Pallet", nl: "Pallet", packageKind: 3 },
];

export type DepartmentCode = "CUT" | "SEW" | "ASM" | "QC" | "PACK" | "DISP";

type Department = {
  code: DepartmentCode;
  name: string;
  /** Working days the department is planned to take. */
  deliveryTime: number;
  defaultPackage: PackageCode | null;
  /** Hub employee ids (1001..1010): 1005 cuts, 1006 sews, 1003 packs. */
  employeeIds: number[];
  /** The status values this department sets: started, done. */
  statusValues: readonly number[];
};

const department = (
  code: DepartmentCode,
  name: string,
  deliveryTime: number,
  defaultPackage: PackageCode | null,
  employeeIds: number[],
  statusValues: readonly number[],
): Department => ({ code, name, deliveryTime, defaultPackage, employeeIds, statusValues });

// code, name, working days, default package, hub employees, status values set.
export const departmentList: readonly Department[] = [
  department("CUT", "Cutting", 1, null, [1005, 1007], [200, 290]),
  department("SEW", "Sewing", 2, "BOX-M", [1006, 1008], [300, 390]),
  department("ASM", "Assembly", 2, "TUBE-300", [1007, 1009], [400, 490]),
  department("QC", "Quality control", 1, null, [1002, 1010], [500]),
  department("PACK", "Packing", 1, "BOX-M", [1003, 1009], [600]),
  department("DISP", "Dispatch", 1, "PALLET", [1003, 1010], [700]),
];

/** Who releases work to production (office staff). */
export const releasingEmployeeIds = [1001, 1002, 1004] as const;

/** The department that sets a status value (undefined for 100 and 900). */
export function departmentOfStatus(value: number): Department | undefined {
  return departmentList.find((department) => department.statusValues.includes(value));
}
