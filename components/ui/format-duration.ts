// A duration as a clock shows it: H:MM:SS (seconds) or H:MM (minutes).
const pad = (n: number) => String(n).padStart(2, "0");

export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export function formatMinutes(totalMinutes: number): string {
  const sign = totalMinutes < 0 ? "−" : "";
  const m = Math.abs(Math.round(totalMinutes));
  return `${sign}${Math.floor(m / 60)}:${pad(m % 60)}`;
}
