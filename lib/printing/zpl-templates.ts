// The printed labels in ZPL: package label (as the 100 × 50 mm browser label),
// pallet label and job ticket. Laid out for 100 × 50 mm and scaled to the
// printer's label size; texts in the employee's language.
import type { Locale } from "@/lib/base/roles";
import { getFormatter, getTranslator, timeZone } from "@/lib/i18n/messages";
import type { JobTicket, LabelsToPrint, OffcutLabel, PackageLabel, PalletLabel } from "./label-data";
import { ZplLabel, type Media } from "./zpl-builder";
import { formats } from "@/lib/i18n/formats";
import { serverFloorLabels } from "@/lib/polygons/server-floor-labels";
import type { ProductName } from "@/lib/workflow/product-name-schema";

type Translator = ReturnType<typeof getTranslator>;

/** Layout in millimetres of a 100 × 50 mm label, times `scale`. */
function frame(media: Media, scale = Math.min(media.widthMm / 100, media.heightMm / 50)) {
  const padX = 4 * scale;
  return { scale, padX, inner: media.widthMm - 2 * padX, at: (mm: number) => mm * scale };
}

/** The big line, the barcode and its text as a person reads it: the part every label shares. */
function headAndBarcode(
  media: Media,
  { title, corner, lines, barcode }: { title: string; corner: string; lines: string[]; barcode: string },
): ZplLabel {
  const { padX, inner, at } = frame(media);
  const zpl = new ZplLabel(media);
  zpl.text({ xMm: padX, yMm: at(3), heightMm: at(7), widthMm: inner * 0.62, text: title });
  zpl.text({ xMm: padX, yMm: at(4), heightMm: at(4), widthMm: inner, text: corner, align: "R" });
  lines.slice(0, 2).forEach((line, i) => {
    zpl.text({ xMm: padX, yMm: at(11 + i * 4.5), heightMm: at(3.6 - i * 0.2), widthMm: inner, text: line });
  });
  zpl.code128({ xMm: padX, yMm: at(20.5), heightMm: at(16), widthMm: inner, data: barcode });
  zpl.text({ xMm: padX, yMm: at(38.5), heightMm: at(3.6), widthMm: inner, text: barcode });
  return zpl;
}

export function packageLabelZpl(media: Media, label: PackageLabel, t: Translator, copies = 1): string {
  const line = [
    t("packing.labels.line", { line: label.lineNumber ?? "?" }),
    label.product,
    label.packageType,
  ].filter(Boolean);
  return headAndBarcode(media, {
    title: label.projectNumber ?? "?",
    corner: t("packing.labels.packageOf", { number: label.number, of: label.of }),
    lines: [label.customer ?? "", line.join(" · ")],
    barcode: label.barcode,
  }).toString(copies);
}

export function palletLabelZpl(media: Media, pallet: PalletLabel, t: Translator, copies = 1): string {
  return headAndBarcode(media, {
    title: pallet.packageType ?? t("packing.pallet.title"),
    corner: `${t("packing.polygon.packages")}: ${pallet.packageCount}`,
    lines: [pallet.projectNumbers.join(", "), pallet.customers.join(", ")],
    barcode: pallet.barcode,
  }).toString(copies);
}

/** An offcut's label: its code to scan when a plan uses it, the material, lot and size. */
export function offcutLabelZpl(media: Media, offcut: OffcutLabel, t: Translator, copies = 1): string {
  const size = t("cutting.offcutLabel.size", { width: offcut.widthMm, length: offcut.lengthMm });
  const lot = offcut.lot ? t("cutting.offcutLabel.lot", { lot: offcut.lot }) : "";
  return headAndBarcode(media, {
    title: t("cutting.offcutLabel.title"),
    corner: offcut.place ?? "",
    lines: [`${offcut.material} · ${offcut.materialCode}`, [size, lot].filter(Boolean).join(" · ")],
    barcode: offcut.barcode,
  }).toString(copies);
}

/** A job ticket on the printer's label: as many material lines as the label's height holds. */
export function jobTicketZpl(
  media: Media,
  ticket: JobTicket,
  t: Translator,
  locale: Locale,
  copies = 1,
): string {
  const { padX, inner, at } = frame(media, media.widthMm / 100);
  const zpl = new ZplLabel(media);
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, { ...formats.dateTime.moment, timeZone }).format(new Date(iso))
      : "–";
  const head = `${ticket.projectNumber ?? "?"} · ${t("tickets.line", { line: ticket.lineNumber ?? "?" })}`;
  zpl.text({ xMm: padX, yMm: at(3), heightMm: at(5.5), widthMm: inner * 0.78, text: head });
  zpl.text({ xMm: padX, yMm: at(3.5), heightMm: at(5), widthMm: inner, text: ticket.code, align: "R" });
  zpl.text({ xMm: padX, yMm: at(10.5), heightMm: at(4), widthMm: inner, text: ticket.customer ?? "–" });
  zpl.code128({ xMm: padX, yMm: at(15.5), heightMm: at(11), widthMm: inner * 0.7, data: ticket.code });
  const size = [ticket.width, ticket.height].filter((n) => n !== null).join(" × ");
  const lines = [
    `${ticket.model ?? ticket.product ?? "–"}${size ? ` · ${size} mm` : ""}`,
    ...(ticket.description ? [ticket.description] : []),
    ...ticket.materials.map((m) => {
      const name = [m.name, m.description, m.color].filter(Boolean).join(" · ");
      const props = m.properties.map((p) => `${p.label ?? "?"}: ${p.value ?? "–"}`).join("; ");
      return props ? `${name} — ${props}` : name;
    }),
  ];
  const footer = [
    t("tickets.plannedFinish", { at: when(ticket.plannedFinishAt) }),
    t("tickets.delivery", { at: when(ticket.deliverAt) }),
  ];
  const lineMm = at(3.4);
  const footerTop = media.heightMm - at(3) - footer.length * (lineMm + at(1));
  let y = at(28.5);
  for (const [i, line] of lines.entries()) {
    if (y + lineMm > footerTop - at(1)) break;
    zpl.text({ xMm: padX, yMm: y, heightMm: i === 0 ? at(3.8) : lineMm, widthMm: inner, text: line });
    y += (i === 0 ? at(3.8) : lineMm) + at(1);
  }
  zpl.rule(padX, footerTop - at(0.8), inner);
  footer.forEach((line, i) => {
    zpl.text({
      xMm: padX,
      yMm: footerTop + i * (lineMm + at(1)),
      heightMm: lineMm,
      widthMm: inner,
      text: line,
    });
  });
  return zpl.toString(copies);
}

/** "Check the printer"'s test label: the printer's name and the moment, so the label on the table is this one. */
export function testLabelZpl(media: Media, printerName: string, at: Date, locale: Locale): string {
  const { padX, inner, at: mm } = frame(media);
  const t = getTranslator(locale);
  const moment = getFormatter(locale).dateTime(at, "moment");
  const zpl = new ZplLabel(media);
  zpl.text({
    xMm: padX,
    yMm: mm(4),
    heightMm: mm(5),
    widthMm: inner,
    text: t("printing.admin.testLabelTitle"),
  });
  zpl.text({ xMm: padX, yMm: mm(14), heightMm: mm(8), widthMm: inner, text: printerName });
  zpl.text({ xMm: padX, yMm: mm(28), heightMm: mm(5), widthMm: inner, text: moment });
  return zpl.toString(1);
}

/**
 * All labels of one request as one payload (one format per label): one job, one
 * connection. Product types in the employee's language (the admin's Dutch names).
 */
export function labelsZpl(
  media: Media,
  request: LabelsToPrint,
  locale: Locale,
  copies = 1,
  productNames: readonly ProductName[] = [],
): string {
  const t = getTranslator(locale);
  const { product } = serverFloorLabels(locale, [], productNames);
  const named = (name: string | null) => name && product(name);
  switch (request.kind) {
    case "package-labels":
      return request.labels
        .map((label) => packageLabelZpl(media, { ...label, product: named(label.product) }, t, copies))
        .join("");
    case "pallet-label":
      return request.labels.map((label) => palletLabelZpl(media, label, t, copies)).join("");
    case "job-tickets":
      return request.labels
        .map((label) =>
          jobTicketZpl(
            media,
            { ...label, model: named(label.model), product: named(label.product) },
            t,
            locale,
            copies,
          ),
        )
        .join("");
    case "offcut-label":
      return request.labels.map((label) => offcutLabelZpl(media, label, t, copies)).join("");
  }
}
