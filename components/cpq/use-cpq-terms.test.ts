import { describe, expect, it } from "vitest";
import { getTranslator } from "@/lib/i18n/messages";
import { cpqText } from "./use-cpq-terms";

const inDutch = (text: string) => cpqText(text, (key) => getTranslator("nl")(`cpq.terms.${key}`));
const inEnglish = (text: string) => cpqText(text, (key) => getTranslator("en")(`cpq.terms.${key}`));

describe("the CPQ's words on a Dutch employee's screen", () => {
  it("translates the print-data labels and material roles the app knows", () => {
    expect(
      ["Width", "Good side", "Production method", "curtain-fabric", "heading-tape"].map(inDutch),
    ).toEqual(["Breedte", "Goede kant", "Productiemethode", "gordijnstof", "plooiband"]);
  });

  it("translates known phrases inside a text and leaves names and the customer's words as written", () => {
    expect(inDutch("Wave curtain: making-up sheet")).toBe("Wave curtain: confectieblad");
    expect(inDutch("65% polyester, 35% cotton")).toBe("65% polyester, 35% katoen");
    expect(inDutch("2 (pair)")).toBe("2 (paar)");
    expect(inDutch("woonkamer")).toBe("woonkamer");
  });

  it("keeps the English labels for an English employee", () => {
    expect(inEnglish("Width")).toBe("Width");
    expect(inEnglish("55% linen, 45% cotton")).toBe("55% linen, 45% cotton");
  });
});
