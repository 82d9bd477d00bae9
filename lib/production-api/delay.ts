// The `statusAssignedBefore` delay of status/get*forstatusvalue: a .NET TimeSpan
// (what the upstream, a .NET service, binds) or an ISO 8601 duration.
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

// [-][d.]hh:mm[:ss[.fffffff]], as TimeSpan.Parse reads its invariant format.
const timeSpanPattern = /^(-)?(?:(\d{1,8})\.)?(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,7}))?)?$/;

// Years and months are left out on purpose: they have no fixed length.
const number = String.raw`(\d+(?:[.,]\d+)?)`;
const isoPattern = new RegExp(
  String.raw`^(-)?P(?:${number}W)?(?:${number}D)?(?:T(?:${number}H)?(?:${number}M)?(?:${number}S)?)?$`,
  "i",
);

const amount = (text: string | undefined) => (text ? Number(text.replace(",", ".")) : 0);

function parseTimeSpan(text: string): number | undefined {
  const match = timeSpanPattern.exec(text);
  if (!match) return undefined;
  const [, minus, days, hours, minutes, seconds, fraction] = match;
  const [h, m, s] = [amount(hours), amount(minutes), amount(seconds)];
  if (h > 23 || m > 59 || s > 59) return undefined;
  // The fraction has up to 7 digits (ticks of 100 ns); keep milliseconds.
  const fractionMs = fraction ? Number(`0.${fraction}`) * second : 0;
  const total = amount(days) * day + h * hour + m * minute + s * second + fractionMs;
  return minus ? -total : total;
}

function parseIsoDuration(text: string): number | undefined {
  const match = isoPattern.exec(text);
  if (!match) return undefined;
  const [, minus, weeks, days, hours, minutes, seconds] = match;
  const parts = [weeks, days, hours, minutes, seconds];
  // "P" and "PT" alone name no amount at all.
  if (parts.every((part) => part === undefined)) return undefined;
  if (/T$/i.test(text)) return undefined;
  const total =
    amount(weeks) * 7 * day +
    amount(days) * day +
    amount(hours) * hour +
    amount(minutes) * minute +
    amount(seconds) * second;
  return minus ? -total : total;
}

/** The delay in milliseconds, or undefined when the text is neither a TimeSpan nor an ISO 8601 duration. */
export function parseStatusDelay(text: string): number | undefined {
  const trimmed = text.trim();
  const ms = /^-?p/i.test(trimmed) ? parseIsoDuration(trimmed) : parseTimeSpan(trimmed);
  if (ms === undefined || !Number.isFinite(ms)) return undefined;
  return Math.round(ms);
}
