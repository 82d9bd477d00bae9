// Realistic fabric batches for the bench and the property tests, from a
// seed: curtains and blinds of a workshop's usual sizes through the cut-size
// rules, rolls 1.40-3.20 m wide, pattern repeats, offcuts and part-used rolls.
import { cutSizes } from "../sizes/cut-sizes";
import { curtain, rollerBlind } from "../queue/product-rules";
import { pickOne, randomInt, seededRandom } from "./prng";
import type { CutPiece, FabricPlanInput, StockItem } from "./schemas";

// The workshop's usual rules, the same the cutting queue plans with.
const blind = rollerBlind;
const rollWidths = [1400, 1400, 1500, 1800, 2000, 2400, 2800, 3000, 3200];
const repeats = [0, 0, 0, 320, 450, 640, 910];

export function generateBatch(seed: number, pieceCount: number): FabricPlanInput & { pieces: CutPiece[] } {
  const next = seededRandom(seed);
  const code = `F${seed}`;
  const rollWidthMm = pickOne(next, rollWidths);
  const patternRepeatMm = pickOne(next, repeats);
  // A pattern turned would run sideways: only a plain fabric may be turned, and
  // not every plain one (a twill or a sheen has a direction). The queue's rule too.
  const isPlainTurnable = next() < 0.6;
  const fabric = { code, rollWidthMm, patternRepeatMm, isTurnable: isPlainTurnable && patternRepeatMm === 0 };
  const curtainShare = pickOne(next, [0, 0.2, 0.5, 0.8, 1]);
  const pieces: CutPiece[] = [];
  let projectId = seed * 1000;
  let linesLeftInProject = 0;
  for (let line = 1; pieces.length < pieceCount && line < 10 * pieceCount; line++) {
    if (linesLeftInProject === 0) {
      projectId++;
      linesLeftInProject = randomInt(next, 1, 8);
    }
    linesLeftInProject--;
    const isCurtain = next() < curtainShare;
    const sizes = isCurtain
      ? cutSizes(
          {
            productionPolygonId: seed * 10_000 + line,
            projectId,
            widthMm: randomInt(next, 800, 4000),
            heightMm: randomInt(next, 1500, 3000),
            fullness: pickOne(next, [1.5, 2, 2, 2.5]),
          },
          fabric,
          curtain,
        )
      : cutSizes(
          {
            productionPolygonId: seed * 10_000 + line,
            projectId,
            widthMm: randomInt(next, 400, 2600),
            heightMm: randomInt(next, 600, 2500),
          },
          fabric,
          blind,
        );
    if (!sizes.isPlannable || pieces.length + sizes.pieces.length > pieceCount) continue;
    pieces.push(...sizes.pieces);
  }
  const stock: StockItem[] = [];
  for (let i = 0; i < randomInt(next, 0, 3); i++)
    stock.push({
      id: `${code}-offcut-${i + 1}`,
      lot: "A",
      widthMm: rollWidthMm,
      lengthMm: randomInt(next, 800, 4000),
      isOffcut: true,
    });
  for (let i = 0; i < randomInt(next, 1, 2); i++)
    stock.push({
      id: `${code}-roll-${i + 1}`,
      lot: "A",
      widthMm: rollWidthMm,
      lengthMm: randomInt(next, 10, 50) * 1000,
      isOffcut: false,
    });
  return {
    fabric: code,
    pieces,
    stock,
    newRoll: { widthMm: rollWidthMm, lengthMm: 50_000, lot: "new" },
    minOffcutMm: 800,
  };
}
