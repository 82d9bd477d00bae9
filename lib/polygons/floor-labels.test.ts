import { createFormatter, createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { formats } from "@/lib/i18n/formats";
import { messagesFor, timeZone } from "@/lib/i18n/messages";
import { floorLabels } from "./floor-labels";

const statuses = [
  { value: 600, labelEn: "Packed", labelNl: "Ingepakt" },
  { value: 900, labelEn: "On hold", labelNl: "In de wacht" },
];

function labelsIn(locale: "en" | "nl") {
  const t = createTranslator({
    locale,
    messages: messagesFor(locale),
    namespace: "floorLabels",
    timeZone,
    formats,
  });
  return floorLabels(t, createFormatter({ locale, timeZone, formats }), locale, statuses);
}

describe("floorLabels", () => {
  it("names a line by project, labelled line number and job code, in English and Dutch", () => {
    expect(labelsIn("en").job({ id: 134, projectNumber: "A-1042", lineNumber: 5 })).toBe(
      "A-1042 · line 5 · P0134",
    );
    expect(labelsIn("nl").job({ id: 134, projectNumber: "A-1042", lineNumber: 5 })).toBe(
      "A-1042 · regel 5 · P0134",
    );
  });

  it("leaves out what is unknown but always keeps the job code", () => {
    expect(labelsIn("en").job({ id: 7, projectNumber: null, lineNumber: null })).toBe("P0007");
    expect(labelsIn("en").job({ id: 7, lineNumber: 2 })).toBe("line 2 · P0007");
    expect(labelsIn("en").line(null)).toBeNull();
  });

  it("says a status by its workflow label, and a value the catalogue lacks as a status number", () => {
    expect(labelsIn("en").status(600)).toBe("Packed");
    expect(labelsIn("nl").status(900)).toBe("In de wacht");
    expect(labelsIn("en").status(123)).toBe("status 123");
  });

  it("gives a production value its unit, with the locale's digit grouping", () => {
    expect(labelsIn("en").productionValue(1160)).toBe("1,160 min of work");
    expect(labelsIn("nl").productionValue(1160)).toBe("1.160 min werk");
  });

  it("writes a chart's day with its weekday on the workshop's clock", () => {
    expect(labelsIn("en").day("2026-03-11T23:30:00Z")).toBe("Thu, Mar 12");
    expect(labelsIn("nl").day("2026-03-11T23:30:00Z")).toBe("do 12 mrt");
  });
});
