// What a label printer is (name, raw-port address, language, resolution, label
// size, whom it serves) and the LABEL_PRINTERS setting that declares printers
// without the admin page: `Pack 1=zpl://10.0.0.21:9100?dpmm=8; Pack 2=zpl://10.0.0.22`.
// In lib/base because lib/env.ts checks that setting at start and imports no feature.
import { z } from "zod";
import { idNumber } from "@/lib/base/params";
import { singleLineText } from "@/lib/base/text";

export const defaultRawPort = 9100;

/** Printer languages the server can write; ZPL first, the enum leaves room for others (EPL, TSPL…). */
export const printerLanguageSchema = z.enum(["zpl"]);

/** Dots per millimetre: 6 (152 dpi), 8 (203 dpi), 12 (300 dpi), 24 (600 dpi). */
export const dotsPerMmSchema = z.union([z.literal(6), z.literal(8), z.literal(12), z.literal(24)], {
  message: "dots per mm must be 6, 8, 12 or 24",
});

const hostSchema = singleLineText()
  .trim()
  .min(1, "the printer's host is missing")
  .max(253)
  .regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/, "the printer's host must be a name or an IP address");

const portSchema = z.coerce.number().int().min(1).max(65535);

/** `host` or `host:port` (IPv6 in brackets), the port 9100 when left out. */
export const printerAddressSchema = singleLineText()
  .trim()
  .transform((value, ctx) => {
    const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(value);
    const host = hostSchema.safeParse(match?.[1]);
    const port = portSchema.safeParse(match?.[2] ?? defaultRawPort);
    if (!match || !host.success || !port.success) {
      const isBareIpv6 = !value.startsWith("[") && value.split(":").length > 2;
      ctx.addIssue({
        code: "custom",
        message: isBareIpv6
          ? `"${value}": write an IPv6 address in brackets, like [fd00::21]:9100`
          : `"${value}" is not host or host:port`,
      });
      return z.NEVER;
    }
    return { host: host.data, port: port.data };
  });

/** A printer as an admin enters it (also the shape of a setting's printer). */
export const printerInputSchema = z.object({
  name: singleLineText().trim().min(1, "a printer needs a name").max(80),
  host: hostSchema,
  port: portSchema.default(defaultRawPort),
  language: printerLanguageSchema.default("zpl"),
  dotsPerMm: dotsPerMmSchema.default(8),
  labelWidthMm: z.coerce.number().int().min(20).max(220).default(100),
  labelHeightMm: z.coerce.number().int().min(10).max(400).default(50),
  departmentIds: z.array(idNumber).default([]),
  deviceIds: z.array(singleLineText().trim().min(1).max(100)).default([]),
});
export type PrinterInput = z.input<typeof printerInputSchema>;
export type PrinterConfig = z.infer<typeof printerInputSchema>;

/** What the last `~HS` said; null fields where the printer did not answer. */
export const printerStatusSchema = z.object({
  isReachable: z.boolean(),
  isPaperOut: z.boolean().nullable(),
  isHeadOpen: z.boolean().nullable(),
  isPaused: z.boolean().nullable(),
  isRibbonOut: z.boolean().nullable(),
  error: z.string().nullable(),
});
export type PrinterStatus = z.infer<typeof printerStatusSchema>;

export const printerSchema = printerInputSchema.extend({
  id: z.number().int(),
  source: z.enum(["admin", "setting"]),
  status: printerStatusSchema.nullable(),
  statusCheckedAt: z.date().nullable(),
});
export type Printer = z.infer<typeof printerSchema>;

/** One entry of LABEL_PRINTERS: `name=zpl://host[:port][?dpmm=8&width=100&height=50]`. */
function parseSettingEntry(entry: string): PrinterConfig {
  const at = entry.indexOf("=");
  if (at <= 0) throw new Error(`"${entry}" must be name=zpl://host:port`);
  const name = entry.slice(0, at).trim();
  const spec = entry.slice(at + 1).trim();
  const match = /^([a-z]+):\/\/([^/?]+)\/?(?:\?(.*))?$/i.exec(spec);
  if (!match) throw new Error(`"${spec}" must look like zpl://host:port`);
  const language = printerLanguageSchema.safeParse(match[1]!.toLowerCase());
  if (!language.success) throw new Error(`"${match[1]}" is not a printer language this app writes (zpl)`);
  const address = printerAddressSchema.safeParse(match[2]);
  if (!address.success) throw new Error(address.error.issues[0]?.message ?? "bad address");
  const query = new URLSearchParams(match[3] ?? "");
  const known = new Set(["dpmm", "width", "height"]);
  const unknown = [...query.keys()].find((key) => !known.has(key));
  if (unknown) throw new Error(`"${unknown}" is not a printer option (dpmm, width, height)`);
  const parsed = printerInputSchema.safeParse({
    name,
    ...address.data,
    language: language.data,
    dotsPerMm: query.has("dpmm") ? Number(query.get("dpmm")) : undefined,
    labelWidthMm: query.get("width") ?? undefined,
    labelHeightMm: query.get("height") ?? undefined,
  });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "bad printer");
  return parsed.data;
}

/**
 * Parses LABEL_PRINTERS (entries separated by `;`). Throws an Error whose
 * message says which entry is wrong; lib/env.ts turns it into a setting error.
 */
export function parseLabelPrinters(setting: string | undefined): PrinterConfig[] {
  const entries = (setting ?? "")
    .split(";")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const printers = entries.map(parseSettingEntry);
  const names = new Set<string>();
  for (const printer of printers) {
    if (names.has(printer.name)) throw new Error(`the printer name "${printer.name}" is used twice`);
    names.add(printer.name);
  }
  return printers;
}
