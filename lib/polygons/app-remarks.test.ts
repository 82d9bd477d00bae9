import { describe, expect, it } from "vitest";
import { getTranslator } from "@/lib/i18n/messages";
import { appRemarkOf, holdReleasedRemark, packedRemark, undoneAtStationRemark } from "./app-remarks";

const dutch = getTranslator("nl");
const shown = (text: string) => {
  const remark = appRemarkOf(text);
  if (remark.key === null) return remark.text;
  return remark.key === "holdReleased"
    ? dutch(`remarks.${remark.key}`, { remark: remark.remark })
    : dutch(`remarks.${remark.key}`);
};

describe("remarks the app writes upstream, shown to a Dutch employee", () => {
  it("words the app's own remarks in Dutch and keeps a person's words as written", () => {
    expect(shown(undoneAtStationRemark)).toBe("Ongedaan gemaakt aan het station");
    expect(shown(packedRemark)).toBe("Ingepakt: elk pakket gescand");
    expect(shown(holdReleasedRemark("stof was er weer"))).toBe("Wacht opgeheven: stof was er weer");
    expect(shown("Klant belde")).toBe("Klant belde");
  });
});
