"use client";
// A department's name by its id, in the employee's language, for what knows
// only the id and the name stored at the time (a running timer). Null while
// the department list is loading (the stored name is the upstream's, in
// English: a Dutch bar showed "Sewing" for a moment); the stored name when
// the list could not be read or does not hold the department.
import { useDepartments } from "./api/get-departments";
import { useDepartmentName } from "./use-department-name";

export function useDepartmentNameById(): (id: number, storedName: string) => string | null {
  const departments = useDepartments();
  const nameOf = useDepartmentName();
  return (id, storedName) => {
    if (departments.isPending) return null;
    const department = departments.data?.find((d) => d.id === id);
    return department ? nameOf(department) : storedName;
  };
}
