"use client";
// A department's name by its id, in the employee's language, for what knows
// only the id and the name stored at the time (a running timer): the stored
// name until the department list is in.
import { useDepartments } from "./api/get-departments";
import { useDepartmentName } from "./use-department-name";

export function useDepartmentNameById(): (id: number, storedName: string) => string {
  const departments = useDepartments();
  const nameOf = useDepartmentName();
  return (id, storedName) => {
    const department = departments.data?.find((d) => d.id === id);
    return department ? nameOf(department) : storedName;
  };
}
