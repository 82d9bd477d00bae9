// Printable job tickets: one A6 ticket per page, or four A6 tickets per A4
// sheet (2 × 2). A toolbar on screen (format, print) that never prints.
import type { Ticket } from "@/lib/stations/tickets";
import type { Locale } from "@/lib/auth/roles";
import { formatWhen } from "@/components/ui/format";
import { getTranslator } from "@/lib/i18n/messages";
import { PrintButton } from "@/components/ui/print-button";

export type TicketFormat = "a6" | "a4";

export const ticketFormatOf = (value: string | string[] | undefined): TicketFormat =>
  value === "a4" ? "a4" : "a6";

function JobTicket({ ticket, locale }: { ticket: Ticket; locale: Locale }) {
  const t = getTranslator(locale);
  const when = (iso: string | null) => formatWhen(locale, iso);
  const size = [ticket.width, ticket.height].filter((n) => n !== null).join(" × ");
  return (
    <article
      aria-label={ticket.code}
      className="ticket flex flex-col gap-1 overflow-hidden border border-black p-[5mm] text-[9pt] leading-tight"
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
      <div className="flex h-[16mm] items-stretch gap-2">
        {/* Our own SVG from bwip-js: digits and a letter, nothing from the input markup. */}
        <div className="barcode min-w-0 flex-1" dangerouslySetInnerHTML={{ __html: ticket.barcodeSvg }} />
        {ticket.pictureSrc && (
          // eslint-disable-next-line @next/next/no-img-element -- a CPQ picture served by the app's own route
          <img
            src={ticket.pictureSrc}
            alt={t("tickets.picture", { product: ticket.model ?? ticket.product ?? ticket.code })}
            className="h-full w-[16mm] object-contain"
          />
        )}
      </div>
      <p className="text-[11pt] font-semibold">
        {ticket.model ?? ticket.product ?? "–"}
        {size && ` · ${size} mm`}
      </p>
      {ticket.description && <p>{ticket.description}</p>}
      <ul className="flex flex-col gap-0.5">
        {ticket.materials.map((m, i) => (
          <li key={i}>
            <span className="font-semibold">
              {[m.name, m.description, m.color].filter(Boolean).join(" · ")}
            </span>
            {m.properties.length > 0 &&
              ` — ${m.properties.map((p) => `${p.label ?? "?"}: ${p.value ?? "–"}`).join("; ")}`}
          </li>
        ))}
      </ul>
      <p className="mt-auto border-t border-black pt-1">
        {t("tickets.plannedFinish", { at: when(ticket.plannedFinishAt) })}
        <br />
        {t("tickets.delivery", { at: when(ticket.deliverAt) })}
      </p>
    </article>
  );
}

type SheetProps = {
  title: string;
  tickets: Ticket[];
  format: TicketFormat;
  locale: Locale;
  formatLinks: Record<TicketFormat, string>;
  note?: string;
};

export function TicketSheet({ title, tickets, format, locale, formatLinks, note }: SheetProps) {
  const t = getTranslator(locale);
  const pageCss =
    format === "a6"
      ? "@page { size: A6; margin: 0 } .ticket { width: 105mm; height: 148mm; break-after: page }"
      : "@page { size: A4; margin: 0 } .sheet { display: grid; grid-template-columns: 105mm 105mm; grid-auto-rows: 148.5mm } .ticket { width: 105mm; height: 148.5mm } .ticket:nth-child(4n) { break-after: page }";
  return (
    <>
      <style>{`${pageCss} .barcode svg { height: 100%; width: 100% } @media print { body { margin: 0 } }`}</style>
      <div className="flex flex-wrap items-center gap-4 p-4 print:hidden">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-lg">{t("tickets.count", { count: tickets.length })}</p>
        {note && <p className="text-lg">{note}</p>}
        <nav aria-label={t("tickets.formatLabel")} className="flex gap-2">
          <a
            href={formatLinks.a6}
            aria-current={format === "a6" ? "page" : undefined}
            className="border-ink aria-[current=page]:bg-ink rounded-lg border-2 px-4 py-2 text-lg aria-[current=page]:text-white"
          >
            {t("tickets.a6")}
          </a>
          <a
            href={formatLinks.a4}
            aria-current={format === "a4" ? "page" : undefined}
            className="border-ink aria-[current=page]:bg-ink rounded-lg border-2 px-4 py-2 text-lg aria-[current=page]:text-white"
          >
            {t("tickets.a4")}
          </a>
        </nav>
        <PrintButton label={t("tickets.print")} />
      </div>
      {tickets.length === 0 ? (
        <p className="p-4 text-xl">{t("tickets.none")}</p>
      ) : (
        <div className="sheet flex flex-wrap gap-0 bg-white print:block">
          {tickets.map((ticket) => (
            <JobTicket key={ticket.id} ticket={ticket} locale={locale} />
          ))}
        </div>
      )}
    </>
  );
}
