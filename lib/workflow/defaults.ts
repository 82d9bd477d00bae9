// The supplement's default workflow of a made-to-measure curtain and blind
// workshop: what a new database starts with (also one with a real upstream).
import type { DepartmentWorkflow, WorkflowStatus } from "./schemas";

export const defaultStatuses: WorkflowStatus[] = [
  { value: 100, labelEn: "Released", labelNl: "Vrijgegeven", colour: "#64748b", overdueAfterHours: 72 },
  {
    value: 200,
    labelEn: "Cutting started",
    labelNl: "Snijden gestart",
    colour: "#b45309",
    overdueAfterHours: 8,
  },
  { value: 290, labelEn: "Cutting done", labelNl: "Snijden klaar", colour: "#d97706", overdueAfterHours: 24 },
  {
    value: 300,
    labelEn: "Sewing started",
    labelNl: "Naaien gestart",
    colour: "#7c3aed",
    overdueAfterHours: 16,
  },
  { value: 390, labelEn: "Sewing done", labelNl: "Naaien klaar", colour: "#8b5cf6", overdueAfterHours: 24 },
  {
    value: 400,
    labelEn: "Assembly started",
    labelNl: "Montage gestart",
    colour: "#0369a1",
    overdueAfterHours: 16,
  },
  {
    value: 490,
    labelEn: "Assembly done",
    labelNl: "Montage klaar",
    colour: "#0284c7",
    overdueAfterHours: 24,
  },
  {
    value: 500,
    labelEn: "Quality approved",
    labelNl: "Kwaliteit goedgekeurd",
    colour: "#15803d",
    overdueAfterHours: 24,
  },
  { value: 600, labelEn: "Packed", labelNl: "Ingepakt", colour: "#166534", overdueAfterHours: 48 },
  { value: 700, labelEn: "Shipped", labelNl: "Verzonden", colour: "#1f2937", overdueAfterHours: null },
  { value: 900, labelEn: "On hold", labelNl: "In de wacht", colour: "#b91c1c", overdueAfterHours: 24 },
];

/** Curtains go cutting → sewing → QC, blinds cutting → assembly → QC, some both: so ASM and QC pick up two values. */
export const defaultDepartmentWorkflows: DepartmentWorkflow[] = [
  {
    departmentCode: "CUT",
    waitingValues: [100],
    startedValue: 200,
    doneValue: 290,
    onHoldValue: 900,
    operatorMayRelease: false,
  },
  {
    departmentCode: "SEW",
    waitingValues: [290],
    startedValue: 300,
    doneValue: 390,
    onHoldValue: 900,
    // The sewing room releases its own holds (a thread change, a re-measure); elsewhere a supervisor does.
    operatorMayRelease: true,
  },
  {
    departmentCode: "ASM",
    waitingValues: [290, 390],
    startedValue: 400,
    doneValue: 490,
    onHoldValue: 900,
    operatorMayRelease: false,
  },
  {
    departmentCode: "QC",
    waitingValues: [390, 490],
    startedValue: null,
    doneValue: 500,
    onHoldValue: 900,
    operatorMayRelease: false,
  },
  {
    departmentCode: "PACK",
    waitingValues: [500],
    startedValue: null,
    doneValue: 600,
    onHoldValue: 900,
    operatorMayRelease: false,
  },
  {
    departmentCode: "DISP",
    waitingValues: [600],
    startedValue: null,
    doneValue: 700,
    onHoldValue: 900,
    operatorMayRelease: false,
  },
];
