/**
 * The time field of spec §5, shared by the browser (formatting as you type) and the server
 * (reading a submitted value): digits only, at most the last five kept, left-padded; the last two
 * digits are seconds, the ones before minutes; shown MM:SS; the value is minutes*60+seconds with no
 * bound of 60 on the seconds; empty is null.
 */

/** Digits that count: non-digits dropped, at most the last five. */
export function timeDigits(input: string): string {
  return input.replace(/\D/g, "").slice(-5);
}

/** 'MM:SS' (three minute digits for five input digits), or '' when there are no digits. */
export function formatTimeField(input: string): string {
  const digits = timeDigits(input);
  if (!digits) return "";
  const padded = digits.padStart(4, "0");
  return `${padded.slice(0, -2)}:${padded.slice(-2)}`;
}

/** minutes*60+seconds of the typed digits; null when empty. */
export function timeFieldValue(input: string | null | undefined): number | null {
  const digits = timeDigits(input ?? "");
  if (!digits) return null;
  const padded = digits.padStart(4, "0");
  return Number(padded.slice(0, -2)) * 60 + Number(padded.slice(-2));
}

/** A number of seconds as the field shows it (seconds below 60), e.g. 99 → '01:39'. */
export function secondsToTimeField(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  const minutes = Math.min(Math.floor(seconds / 60), 999);
  return `${String(minutes).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}
