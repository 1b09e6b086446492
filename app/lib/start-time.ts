// `?t=` on content pages: "mm:ss", "h:mm:ss" or plain seconds. Seconds are not bounded by 60,
// like the share dialog's time field (spec §5: "00:99" is 99 s), so every link it builds parses here.

const MAX_SECONDS = 24 * 60 * 60;
const FORM = /^(?:(\d{1,2}):)?(\d{1,5}):(\d{1,5})$|^(\d{1,6})$/;

/** Seconds to start at, or null when the value is missing, malformed or beyond a day. */
export function parseStartTime(value: string | null | undefined): number | null {
  const match = FORM.exec((value ?? "").trim());
  if (!match) return null;
  const [, hours, minutes, seconds, plain] = match;
  const total =
    plain !== undefined ? Number(plain) : Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total <= MAX_SECONDS ? total : null;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** 90 → "01:30", 3723 → "1:02:03": how timestamps are shown and written into `?t=`. */
export function formatTimestamp(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Machine-readable duration for `<time dateTime>`: 90 → "PT1M30S". */
export function isoDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds || !(hours || minutes) ? `${seconds}S` : ""}`;
}
