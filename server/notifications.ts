import { createHmac, timingSafeEqual } from "node:crypto";
import { signingSecret } from "./secrets.ts";

const secret = (): string => signingSecret("NOTIFICATION_SECRET");

/** The signature a notification link carries next to its `mt` (hex HMAC-SHA256). */
export function signNotification(mt: string): string {
  return createHmac("sha256", secret()).update(mt).digest("hex");
}

export function isValidNotificationSignature(mt: string, signature: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signNotification(mt), "hex"), Buffer.from(signature, "hex"));
}
