// STUB (to be built by the unlock helper): shown instead of the player for a locked item.
import type { LockReason } from "~/.server/graphql/generated/graphql";

export interface LockedMediaProps {
  reason: LockReason;
  signedIn: boolean;
  title: string;
  thumbnailUrl?: string | null;
}

export function LockedMedia(_props: LockedMediaProps) {
  return null;
}
