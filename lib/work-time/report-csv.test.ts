import { describe, expect, it } from "vitest";
import { reportCsv } from "./report-csv";
import type { WorkTimeReport } from "./report";

const report: WorkTimeReport = {
  from: "2026-11-23",
  to: "2026-11-23",
  byDepartment: [],
  byOperator: [
    { key: "1", label: "=cmd|' /C calc'!A0", minutes: 90 },
    { key: "2", label: "-2+3", minutes: 30 },
  ],
  byProduct: [],
  byDay: [],
  jobs: [],
  entries: [],
  totalMinutes: 120,
  entryCount: 2,
};

describe("the working-time CSV", () => {
  it("goes through the one CSV writer: byte-order mark, CRLF rows, formulas defused", () => {
    const { csv, fileName } = reportCsv(report, "operator");
    expect(csv).toBe("\uFEFFoperator,minutes,hours\r\n'=cmd|' /C calc'!A0,90,1.50\r\n'-2+3,30,0.50\r\n");
    expect(fileName).toBe("working-time-operator-2026-11-23-2026-11-23.csv");
  });
});
