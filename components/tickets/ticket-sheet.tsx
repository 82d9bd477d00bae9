// Printable job tickets: one A6 ticket per page (105 × 148 mm), or four per
// A4 sheet (2 × 2). Page sizes are written in millimetres: Chromium ignores
// the named size `A6` and would print on its default Letter/A4 (docs/printing.md).
// A toolbar on screen (paper, which tickets, print) that never prints.
import type { ReactNode } from "react";
import type { Ticket } from "@/lib/stations/tickets";
import type { MaterialCut } from "@/lib/polygons/cut-amounts";
import type { Locale } from "@/lib/base/roles";
import { formatWhen } from "@/components/ui/format";
import { getFormatter, getTranslator } from "@/lib/i18n/messages";
import { quantityText } from "@/lib/polygons/quantity";
import { serverFloorLabels } from "@/lib/polygons/server-floor-labels";
import type { ProductName } from "@/lib/workflow/product-name-schema";
import { PrintButton } from "@/components/ui/print-button";
import type { TicketFormat } from "./ticket-query";

export { ticketFormatOf, type TicketFormat } from "./ticket-query";

const pageCss: Record<TicketFormat, string> = {
  a6: "@page { size: 105mm 148mm; margin: 0 } .ticket { width: 105mm; height: 148mm } .ticket + .ticket { break-before: page }",
  a4: "@page { size: 210mm 297mm; margin: 0 } .a4-sheet { display: grid; grid-template-columns: 105mm 105mm; grid-template-rows: 148.5mm 148.5mm; width: 210mm; height: 297mm } .a4-sheet + .a4-sheet { break-before: page } .ticket { width: 105mm; height: 148.5mm }",
};
// Nothing but the tickets on paper: no margins, no minimum height, nothing that could start another page.
const printCss =
  "@media print { html, body, main { margin: 0 !important; padding: 0 !important; min-height: 0 !important } .ticket { break-inside: avoid } }";

const linkClasses =
  "border-ink aria-[current=page]:bg-ink inline-flex min-h-12 items-center rounded-lg border-2 px-4 text-lg aria-[current=page]:text-white";

/** A fabric cut from a roll: the pieces the Cut list cuts (length × width) and the metres they take along it. */
function CutPieces({ cut, locale }: { cut: MaterialCut; locale: Locale }) {
  const t = getTranslator(locale);
  const format = getFormatter(locale);
  if (cut.pieces.length === 0)
    return (
      <span className="block text-[9pt]">{t("tickets.notPlannable", { reason: cut.reason ?? "–" })}</span>
    );
  const pieces = cut.pieces
    .map((p) =>
      t("tickets.cutPiece", {
        count: p.count,
        length: format.number(p.lengthMm),
        width: format.number(p.widthMm),
      }),
    )
    .join(" + ");
  const metres = format.number(cut.cutMm / 1000, { maximumFractionDigits: 2 });
  return <span className="block text-[11pt] font-bold">{t("tickets.cutPieces", { pieces, metres })}</span>;
}

function JobTicket({
  ticket,
  locale,
  onlyHref,
  productName,
}: {
  ticket: Ticket;
  locale: Locale;
  onlyHref?: string;
  /** The product type in the employee's language (its Dutch name where an admin keeps one). */
  productName: (name: string) => string;
}) {
  const t = getTranslator(locale);
  const format = getFormatter(locale);
  const when = (iso: string | null) => formatWhen(locale, iso);
  const metres = (mm: number) => format.number(mm / 1000, { maximumFractionDigits: 2 });
  const size = [ticket.width, ticket.height].filter((n) => n !== null).join(" × ");
  return (
    <article
      aria-label={ticket.code}
      className="ticket relative flex flex-col gap-1 overflow-hidden border border-black p-[5mm] text-[10pt] leading-tight"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-[16pt] font-bold">
            {ticket.projectNumber ?? "?"} · {t("tickets.line", { line: ticket.lineNumber ?? "?" })}
          </p>
          <p className="text-[11pt] font-semibold">{ticket.customer ?? "–"}</p>
        </div>
        <p className="text-[14pt] font-bold">{ticket.code}</p>
      </div>
      <div className="flex h-[14mm] items-stretch gap-2">
        {/* Our own SVG from bwip-js: digits and a letter, nothing from the input markup. */}
        <div className="barcode min-w-0 flex-1" dangerouslySetInnerHTML={{ __html: ticket.barcodeSvg }} />
        {ticket.pictureSrc && (
          // eslint-disable-next-line @next/next/no-img-element -- a CPQ picture served by the app's own route
          <img
            src={ticket.pictureSrc}
            alt={t("tickets.picture", { product: ticket.model ?? ticket.product ?? ticket.code })}
            className="h-full w-[14mm] object-contain"
          />
        )}
      </div>
      <p className="text-[12pt] font-bold">
        {productName(ticket.model ?? ticket.product ?? "–")}
        {size && ` · ${size} mm`}
      </p>
      {ticket.description && <p>{ticket.description}</p>}
      {ticket.materials.length > 0 && (
        <table className="w-full border-collapse text-[11pt]">
          <caption className="sr-only">{t("tickets.materials")}</caption>
          <thead className="text-left text-[9pt]">
            <tr>
              <th className="font-semibold">{t("tickets.material")}</th>
              <th className="text-right font-semibold">{t("tickets.quantity")}</th>
            </tr>
          </thead>
          <tbody>
            {ticket.materials.map((m, i) => (
              <tr key={i} className="border-t border-black/40 align-top">
                <td className="py-[0.5mm]">
                  <span className="font-semibold">
                    {[m.name, m.description !== m.name ? m.description : null, m.color]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                  {m.cut && <CutPieces cut={m.cut} locale={locale} />}
                  {m.properties.length > 0 && (
                    <span className="block text-[9pt]">
                      {m.properties.map((p) => `${p.label ?? "?"}: ${p.value ?? "–"}`).join("; ")}
                    </span>
                  )}
                </td>
                <td className="py-[0.5mm] pl-2 text-right text-[13pt] font-black whitespace-nowrap">
                  {m.amount
                    ? quantityText(m.amount, (n) => format.number(n, "quantity"))
                    : (m.quantity ?? "–")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {ticket.cutSizesDiffer && (
        <p role="note" className="border-2 border-black px-1 text-[10pt] font-bold">
          {t("tickets.cutSizesDiffer", {
            percent: ticket.cutSizesDiffer.differsPercent ?? 0,
            cut: metres(ticket.cutSizesDiffer.cutMm),
            order: metres(ticket.cutSizesDiffer.orderMm ?? 0),
            fabric:
              ticket.materials.find((m) => m.cut === ticket.cutSizesDiffer)?.name ??
              ticket.cutSizesDiffer.eanCode,
          })}
        </p>
      )}
      {/* The dates and, on screen, "Print only this one" side by side in the flow: the button never covers the dates. */}
      <div className="mt-auto flex items-end justify-between gap-2 border-t border-black pt-1">
        <p className="min-w-0">
          {t("tickets.plannedFinish", { at: when(ticket.plannedFinishAt) })}
          <br />
          {t("tickets.delivery", { at: when(ticket.deliverAt) })}
        </p>
        {onlyHref && (
          <a
            href={onlyHref}
            className="inline-flex min-h-12 max-w-[45%] shrink-0 items-center rounded-lg border-2 border-black bg-white px-2 text-sm leading-tight font-semibold print:hidden"
          >
            {t("tickets.onlyThis", { code: ticket.code })}
          </a>
        )}
      </div>
    </article>
  );
}

/** Groups of four for the A4 sheet (2 × 2), one group per sheet. */
const inFours = <T,>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / 4) }, (_, i) => items.slice(i * 4, i * 4 + 4));

export type TicketChoice = { label: string; href: string; isCurrent: boolean };

type SheetProps = {
  title: string;
  tickets: Ticket[];
  format: TicketFormat;
  locale: Locale;
  formatLinks: Record<TicketFormat, string>;
  /** Which tickets: all, the waiting ones, … (the current one marked). */
  choices?: TicketChoice[];
  /** The address of a print of one ticket alone. */
  onlyHref?: (ticket: Ticket) => string;
  note?: string;
  /** The way back to the screen that opened the tickets: an installed app has no browser back button. */
  back?: { label: string; href: string };
  /** The product types' Dutch names (lib/workflow/product-names.ts). */
  productNames?: readonly ProductName[];
};

export function TicketSheet(props: SheetProps) {
  const { title, tickets, format, locale, formatLinks, choices, onlyHref, note, back, productNames } = props;
  const t = getTranslator(locale);
  const { product } = serverFloorLabels(locale, [], productNames);
  const ticket = (one: Ticket) => (
    <JobTicket key={one.id} ticket={one} locale={locale} onlyHref={onlyHref?.(one)} productName={product} />
  );
  let sheet: ReactNode;
  if (tickets.length === 0) sheet = <p className="p-4 text-xl">{t("tickets.none")}</p>;
  else if (format === "a6")
    sheet = <div className="flex flex-wrap gap-2 print:block">{tickets.map(ticket)}</div>;
  else
    sheet = (
      <div className="flex flex-col gap-2 print:block">
        {inFours(tickets).map((four) => (
          <div key={four[0]!.id} className="a4-sheet">
            {four.map(ticket)}
          </div>
        ))}
      </div>
    );
  return (
    <>
      <style>{`${pageCss[format]} .barcode svg { height: 100%; width: 100% } ${printCss}`}</style>
      <div className="flex flex-wrap items-center gap-4 p-4 print:hidden">
        {back && (
          <a href={back.href} className={`${linkClasses} font-semibold`}>
            <span aria-hidden="true">←&nbsp;</span>
            {back.label}
          </a>
        )}
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-lg">{t("tickets.count", { count: tickets.length })}</p>
        {note && <p className="text-lg">{note}</p>}
        <nav aria-label={t("tickets.formatLabel")} className="flex gap-2">
          {(["a6", "a4"] as const).map((f) => (
            <a
              key={f}
              href={formatLinks[f]}
              aria-current={format === f ? "page" : undefined}
              className={linkClasses}
            >
              {t(`tickets.${f}`)}
            </a>
          ))}
        </nav>
        {choices && choices.length > 0 && (
          <nav aria-label={t("tickets.choiceLabel")} className="flex flex-wrap gap-2">
            {choices.map((choice) => (
              <a
                key={choice.href}
                href={choice.href}
                aria-current={choice.isCurrent ? "page" : undefined}
                className={linkClasses}
              >
                {choice.label}
              </a>
            ))}
          </nav>
        )}
        <PrintButton label={t("tickets.print")} />
      </div>
      {sheet}
    </>
  );
}
