// The bench harness's report and /metrics arithmetic (bench/harness): one
// percentile for every benchmark (nearest rank), the median, the upstream calls
// between two readings, and the table a benchmark prints.
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsBetween } from "../../bench/harness/metrics";
import { chosenOption, median, percentile, printTable } from "../../bench/harness/report";

const oneToTwenty = Array.from({ length: 20 }, (_, i) => 20 - i);

afterEach(() => vi.restoreAllMocks());

describe("the bench harness", () => {
  it("takes the nearest-rank percentile, not the largest value, as the p95 of 20", () => {
    expect(percentile(oneToTwenty, 95)).toBe(19);
    expect(percentile(oneToTwenty, 50)).toBe(10);
    expect(percentile(oneToTwenty, 100)).toBe(20);
    expect(percentile(oneToTwenty, 0)).toBe(1);
    expect(percentile([], 95)).toBeNaN();
  });

  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("counts the upstream calls made between two readings, leaving out operations not called", () => {
    const before = new Map([
      ["matching/browse", { count: 3, seconds: 0.3 }],
      ["status/getall", { count: 1, seconds: 0.1 }],
    ]);
    const after = new Map([
      ["matching/browse", { count: 5, seconds: 0.5 }],
      ["status/getall", { count: 1, seconds: 0.1 }],
      ["polygon/getbyid", { count: 2, seconds: 0.04 }],
    ]);
    const between = callsBetween(before, after);
    expect([...between.keys()]).toEqual(["matching/browse", "polygon/getbyid"]);
    expect(between.get("matching/browse")!.count).toBe(2);
    expect(between.get("matching/browse")!.seconds).toBeCloseTo(0.2);
  });

  it("prints a table with a column per key, as aligned text or Markdown", () => {
    const lines: string[] = [];
    vi.spyOn(console, "info").mockImplementation((line: string) => void lines.push(line));
    const rows = [
      { operation: "GET /api/ping", "p50 ms": 2 },
      { operation: "matching/browse", "p50 ms": 14.5 },
    ];
    printTable(rows);
    expect(lines).toEqual(["operation        p50 ms", "GET /api/ping    2", "matching/browse  14.5"]);
    lines.length = 0;
    printTable(rows, { markdown: true });
    expect(lines.join("\n")).toBe(
      "| operation | p50 ms |\n| --- | --- |\n| GET /api/ping | 2 |\n| matching/browse | 14.5 |",
    );
  });

  it("reads an option as one of its allowed values, the first when not given", () => {
    const argv = process.argv;
    try {
      process.argv = ["node", "bench", "--size=100k"];
      expect(chosenOption("size", ["demo", "100k"])).toBe("100k");
      process.argv = ["node", "bench"];
      expect(chosenOption("size", ["demo", "100k"])).toBe("demo");
    } finally {
      process.argv = argv;
    }
  });
});
