import type { LockReason } from "~/.server/graphql/generated/graphql";

/** Who looks at a locked item: the hint says what this viewer can do about it. */
export type LockViewer = "anonymous" | "proof_pending" | "signed_in";

const HINTS: Record<LockReason, (viewer: LockViewer) => string> = {
  LOGIN_REQUIRED: () => "content:lock.login_hint",
  HWG_REQUIRED: (viewer) =>
    viewer === "anonymous"
      ? "content:lock.hwg_hint_anonymous"
      : viewer === "proof_pending"
        ? "content:lock.hwg_hint_pending"
        : "content:lock.hwg_hint_user",
  CODE_REQUIRED: () => "content:lock.code_hint",
  PURCHASE_REQUIRED: () => "content:lock.purchase_hint",
};

/** The translation key of a locked item's hint, the same on cards and pages. */
export const lockHintKey = (reason: LockReason, viewer: LockViewer): string => HINTS[reason](viewer);
