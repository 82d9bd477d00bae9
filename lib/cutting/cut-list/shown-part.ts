// The part of the Cut list a tablet is sent (docs/cutting.md, "The part shown"):
// per fabric the first rolls in the order of what is due until a hundred cuts
// are listed (always the first roll whole), the first fifty unplanned and
// flagged lines, the first two hundred takes; with how many more there are.
// At 100,000 polygons the whole list is tens of thousands of cuts: megabytes a
// tablet cannot show, and the server's thread checked and wrote them for a second.
import type { CutList } from "./schemas";

export type ShownLimits = { cutsPerFabric: number; linesPerList: number; takes: number };

export const shownLimits: ShownLimits = { cutsPerFabric: 100, linesPerList: 50, takes: 200 };

export function shownPart(list: CutList, limits: ShownLimits = shownLimits): CutList {
  const fabrics = list.fabrics.map((fabric) => {
    // A prefix in the order given (what is due first): a later small roll does not jump the queue.
    let listedCuts = 0;
    let count = 0;
    for (const roll of fabric.rolls) {
      if (count > 0 && listedCuts + roll.cuts.length > limits.cutsPerFabric) break;
      listedCuts += roll.cuts.length;
      count++;
    }
    const rolls = fabric.rolls.slice(0, count);
    const allCuts = fabric.rolls.reduce((sum, roll) => sum + roll.cuts.length, 0);
    return {
      ...fabric,
      rolls,
      unplanned: fabric.unplanned.slice(0, limits.linesPerList),
      cutSizesDiffer: fabric.cutSizesDiffer.slice(0, limits.linesPerList),
      hidden: {
        rolls: fabric.rolls.length - rolls.length,
        cuts: allCuts - listedCuts,
        unplanned: Math.max(0, fabric.unplanned.length - limits.linesPerList),
        cutSizesDiffer: Math.max(0, fabric.cutSizesDiffer.length - limits.linesPerList),
      },
    };
  });
  return {
    ...list,
    fabrics,
    takes: list.takes.slice(0, limits.takes),
    hiddenTakes: Math.max(0, list.takes.length - limits.takes),
  };
}
