// `npm run bench:cutting`: the cut planner on 200 generated fabric batches
// (5-200 pieces of curtains and blinds through the cut-size rules, rolls
// 1.40-3.20 m wide, pattern repeats, offcuts and part-used rolls in stock).
// Per set: fabric used, the lower bound, the gap (median, p95, max), what
// first-fit decreasing by hand would use, planning time; every plan is
// verified by the independent checker. Exits 1 when a target is missed.
//
// `npm run bench:cutting -- --bpp DIR --out FILE` plans every BPPLIB
// plain-format instance in DIR (n, the roll length, n lengths) as one fabric
// of rolls of that length, prints `NAME: R rolls, lower bound B` and writes
// FILE as JSON { NAME: [[lengths of roll 1], ...] }. docs/cutting.md.
import fs from "node:fs";
import path from "node:path";
import { parseBpp, solveBpp } from "../lib/cutting/plan/bpp";
import { checkPlan } from "../lib/cutting/plan/check";
import { generateBatch } from "../lib/cutting/plan/generate";
import { handCutUsedMm } from "../lib/cutting/plan/hand-cut";
import { planFabric } from "../lib/cutting/plan/planner";

const batches = 200;
const targets = { medianGapPercent: 2, maxGapPercent: 10, savingPercent: 10, largestBatchMs: 2_000 };

const percentile = (values: readonly number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(p * values.length) - 1)] ?? NaN;
const metres = (mm: number) => (mm / 1000).toFixed(1);

async function benchGenerated() {
  const rows: {
    pieces: number;
    used: number;
    bound: number;
    gap: number;
    handCut: number;
    ms: number;
    problems: string[];
  }[] = [];
  for (let i = 0; i < batches; i++) {
    const batch = generateBatch(i + 1, 5 + Math.round((195 * i) / (batches - 1)));
    const started = performance.now();
    const plan = await planFabric(batch);
    const ms = performance.now() - started;
    rows.push({
      pieces: batch.pieces.length,
      used: plan.usedMm,
      bound: plan.lowerBoundMm,
      gap: plan.gapPercent,
      handCut: handCutUsedMm(batch),
      ms,
      problems: [...checkPlan(plan, batch), ...plan.unplanned.map((u) => `${u.pieceId}: ${u.reason}`)],
    });
  }
  const sum = (pick: (r: (typeof rows)[number]) => number, rs = rows) => rs.reduce((s, r) => s + pick(r), 0);
  const larger = rows.filter((r) => r.pieces > 10);
  const saving = (1 - sum((r) => r.used, larger) / sum((r) => r.handCut, larger)) * 100;
  const gaps = rows.map((r) => r.gap);
  const times = rows.map((r) => r.ms);
  const largest = rows.filter((r) => r.pieces === Math.max(...rows.map((x) => x.pieces)));
  const largestMs = Math.max(...largest.map((r) => r.ms));
  const invalid = rows.filter((r) => r.problems.length > 0);

  console.log(
    `\nGenerated set: ${rows.length} fabric batches, ${sum((r) => r.pieces)} pieces (${Math.min(...rows.map((r) => r.pieces))}-${Math.max(...rows.map((r) => r.pieces))} per batch)\n`,
  );
  console.log("| measure | value | target |");
  console.log("| --- | --- | --- |");
  console.log(`| fabric used | ${metres(sum((r) => r.used))} m | |`);
  console.log(`| lower bound | ${metres(sum((r) => r.bound))} m | |`);
  console.log(
    `| gap to the bound, median | ${percentile(gaps, 0.5).toFixed(2)} % | ≤ ${targets.medianGapPercent} % |`,
  );
  console.log(`| gap, p95 | ${percentile(gaps, 0.95).toFixed(2)} % | |`);
  console.log(`| gap, max | ${Math.max(...gaps).toFixed(2)} % | ≤ ${targets.maxGapPercent} % |`);
  console.log(`| first-fit decreasing by hand | ${metres(sum((r) => r.handCut))} m | |`);
  console.log(
    `| less fabric than by hand (batches > 10 pieces) | ${saving.toFixed(1)} % | ≥ ${targets.savingPercent} % |`,
  );
  console.log(
    `| planning time, median / p95 / max | ${percentile(times, 0.5).toFixed(0)} / ${percentile(times, 0.95).toFixed(0)} / ${Math.max(...times).toFixed(0)} ms | |`,
  );
  console.log(
    `| ${largest[0]?.pieces ?? 0}-piece batch | ${largestMs.toFixed(0)} ms | ≤ ${targets.largestBatchMs} ms |`,
  );
  console.log(`| plans the checker refused, or with pieces left out | ${invalid.length} | 0 |`);
  for (const r of invalid.slice(0, 5))
    console.log(`  ${r.pieces} pieces: ${r.problems.slice(0, 3).join("; ")}`);

  const failures = [
    percentile(gaps, 0.5) > targets.medianGapPercent && "median gap",
    Math.max(...gaps) > targets.maxGapPercent && "max gap",
    saving < targets.savingPercent && "saving against first-fit decreasing",
    largestMs > targets.largestBatchMs && "time of the largest batch",
    invalid.length > 0 && "valid plans",
  ].filter(Boolean);
  console.log(failures.length === 0 ? "\nPASS: every target met" : `\nFAIL: ${failures.join(", ")}`);
  return failures.length === 0;
}

async function benchBpp(dir: string, out: string | undefined) {
  const files = fs
    .readdirSync(dir)
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();
  const solutions: Record<string, number[][]> = {};
  let isValid = true;
  for (const file of files) {
    const name = file.replace(/\.[^.]*$/, "");
    const instance = parseBpp(name, fs.readFileSync(path.join(dir, file), "utf8"));
    const { rolls, lowerBound } = await solveBpp(instance);
    const cut = rolls.flat().sort((a, b) => a - b);
    const given = [...instance.lengths].sort((a, b) => a - b);
    if (rolls.some((r) => r.reduce((s, l) => s + l, 0) > instance.capacity) || cut.join() !== given.join()) {
      console.log(`${name}: INVALID plan`);
      isValid = false;
    }
    console.log(`${name}: ${rolls.length} rolls, lower bound ${lowerBound}`);
    solutions[name] = rolls;
  }
  // One instance per line: the file stays readable for a few hundred instances.
  const lines = Object.entries(solutions).map(
    ([name, rolls]) => `  ${JSON.stringify(name)}: ${JSON.stringify(rolls)}`,
  );
  if (out) fs.writeFileSync(out, `{\n${lines.join(",\n")}\n}\n`);
  return isValid;
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const bppDir = flag("--bpp");
const isOk = bppDir ? await benchBpp(bppDir, flag("--out")) : await benchGenerated();
process.exit(isOk ? 0 : 1);
