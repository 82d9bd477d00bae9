// The trace's search box: what was scanned or typed, read as a roll's own
// label (ROL-000123), a supplier's GS1 label (its (01) and (10), parsed once
// by lib/scan), or a lot as it is written; answered with the lots it names.
import type { Database } from "@/lib/db/client";
import { splitSymbologyIdentifier } from "@/lib/scan/aim";
import { defaultBarcodeGrammar, materialCodeOfGtin } from "@/lib/scan/grammar";
import { groupSeparator, parseGs1 } from "@/lib/scan/gs1";
import { entryLotsNamed, lotsNamed } from "./queries";
import { lotText, type FindResult } from "./schemas";

const rollCode = /^ROL-\d{6,10}$/i;
const looksLikeGs1 = (data: string, isGs1: boolean) =>
  isGs1 || data.includes(groupSeparator) || /^\(\d{2,4}\)/.test(data) || /^0[012]\d{16}/.test(data);

/** Lots with rolls here first; lots only kept on entries (a label matched, no roll registered) after them. */
async function lotsOf(db: Database, lot: string, materialCode?: string) {
  const [withRolls, onEntries] = await Promise.all([
    lotsNamed(db, { lot, materialCode }),
    entryLotsNamed(db, lot, materialCode),
  ]);
  const seen = new Set(withRolls.map((m) => `${m.materialCode} ${m.lot}`));
  return [
    ...withRolls,
    ...onEntries
      .filter((m) => !seen.has(`${m.materialCode} ${m.lot}`))
      .map((m) => ({ ...m, materialName: null, rolls: 0 })),
  ];
}

export async function findLots(db: Database, text: string): Promise<FindResult> {
  const { symbology, data } = splitSymbologyIdentifier(text.trim());
  const code = data.trim();
  if (rollCode.test(code)) {
    return { readAs: "roll", matches: await lotsNamed(db, { code: code.toUpperCase() }) };
  }
  const parsed = looksLikeGs1(code, symbology?.isGs1 ?? false) ? parseGs1(code) : null;
  if (parsed?.ok && parsed.data.lot) {
    const gtin = parsed.data.gtin ?? parsed.data.contentGtin;
    const materialCode = gtin ? materialCodeOfGtin(gtin, defaultBarcodeGrammar.materialLengths) : undefined;
    return { readAs: "gs1", matches: await lotsOf(db, parsed.data.lot, materialCode) };
  }
  const lot = lotText.safeParse(code);
  return { readAs: "lot", matches: lot.success ? await lotsOf(db, lot.data) : [] };
}
