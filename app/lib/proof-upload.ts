// The proof upload's values, failures and their messages: shared by the upload area (ProofUpload)
// and the server's no-JavaScript path (app/.server/upload.ts).
import type { Translate } from "./validation";

/** A proof file that reached the storage: its uuid goes to the upstream as `validation_file`. */
export type ProofUploadValue = { uuid: string; fileName: string };
export type ProofUploadPurpose = "user_validation" | "assistant_price_validation";
export type ProofUploadError = "file_size" | "file_type" | "upload_failed" | "rate_limited";
export type ProofUploadFailure = {
  error: ProofUploadError;
  /** The storage's code (`expired`, `invalid_signature`, ...), when it answered one. */
  code?: string | null;
  /**
   * The BFF's words for the upstream's refusal of the upload ticket, shown after the general one;
   * never the storage's or the upstream's own (English) message (decision 034).
   */
  message?: string | null;
  /** With "rate_limited": when a new ticket may be asked for. */
  retryAfterSeconds?: number;
};

/** The storage endpoint's error codes (server/schema.graphql, UploadTicket) as the form's problems. */
export function storageFailure(code: unknown): ProofUploadError {
  if (code === "file_too_large" || code === "file_empty") return "file_size";
  if (code === "invalid_type") return "file_type";
  return "upload_failed";
}

/** The German (or English) text for a failed upload, the same with and without JavaScript. */
export function uploadErrorMessage(t: Translate, failure: ProofUploadFailure): string {
  if (failure.error === "file_size") return t("validation:file_size");
  if (failure.error === "file_type") return t("validation:file_type");
  if (failure.error === "rate_limited") {
    const count = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60));
    return t("upload:errors.rate_limited", { count });
  }
  if (failure.code === "expired") return t("upload:errors.expired");
  const general = t("upload:errors.failed");
  return failure.message ? `${general} ${failure.message}` : general;
}
