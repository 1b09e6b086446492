import { secondsToTimeField } from "./time-field";

/** The networks of the share dialog (spec 2.5, §7), in the order shown. */
export const SHARE_NETWORKS = ["facebook", "whatsapp", "linkedin", "twitter", "email"] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/**
 * The address to share: the page without dialog or start parameters, plus `t=MM:SS` when a start
 * time is given (the form `/video` reads; `:` is allowed in a query, so it stays readable).
 */
export function sharedUrl(url: string, startSeconds: number | null = null): string {
  const parsed = new URL(url);
  for (const name of ["dialog", "step", "t", "share_at", "share_t"]) parsed.searchParams.delete(name);
  parsed.hash = "";
  const base = parsed.toString();
  if (startSeconds === null || startSeconds <= 0) return base;
  return `${base}${parsed.search ? "&" : "?"}t=${secondsToTimeField(startSeconds)}`;
}

export type ShareInput = {
  /** Absolute URL of the page (without ?t=). */
  url: string;
  title: string;
  /** The recommendation text, already translated (spec: a default German text). */
  text: string;
  startSeconds?: number | null;
};

/** Outbound share links: every one carries the encoded URL (spec §7). */
export function shareLinks({
  url,
  title,
  text,
  startSeconds = null,
}: ShareInput): Record<ShareNetwork, string> {
  const link = sharedUrl(url, startSeconds);
  const u = encodeURIComponent(link);
  const message = encodeURIComponent(`${text} ${link}`);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${message}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n\n${link}`)}`,
  };
}
