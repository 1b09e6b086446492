// The current user as the browser sees it: only what the UI shows, never the token or the email.

import type { TITLES } from "~/features/auth/register.schema";
import type { StaffPermission } from "./generated/contract-enums";

export type FollowedItem = {
  type: "Field" | "Channel";
  slug: string;
  name: string;
  color: string | null;
  icon: string | null;
  thumbnailUrl: string | null;
};

export type ClientUser = {
  id: string;
  firstName: string;
  lastName: string;
  title: (typeof TITLES)[number] | null;
  role: string | null;
  isSimulating: boolean;
  /** A staff member's session sees the site as this person and changes nothing (decision 037). */
  simulatedByStaff: boolean;
  /** Staff who review proofs: how many wait (the staff menu's count); null for everyone else. */
  pendingProofCount: number | null;
  /** What the staff pages let this user do (decision 035); empty for everyone else. */
  staffPermissions: StaffPermission[];
  canHwg: boolean;
  validationExpiringSoon: boolean;
  /** Spec 3.6 ValidationStatus of the user's proof: PENDING shows the review alert. */
  validationStatus: "ACCEPTED" | "PENDING" | "REJECTED" | "EXPIRED" | null;
  profession: string;
  country: string;
  showTour: boolean;
  /** Spec 2.5: the confirm-data dialog opens while this is true. */
  showFieldDialog: boolean;
  /** The main field and the followed fields' ids (the confirm-data dialog starts from them). */
  mainFieldId: string | null;
  followedFieldIds: string[];
  /** Followed fields and channels, sorted with German collation (spec §9). */
  followed: FollowedItem[];
};

export const FOLLOWED_PREVIEW_COUNT = 5;

const germanCollator = new Intl.Collator("de", { sensitivity: "base" });

export function sortFollowed(items: FollowedItem[]): FollowedItem[] {
  return [...items].sort((a, b) => germanCollator.compare(a.name, b.name));
}

/** Staff see the admin links and the simulate switch unless they are simulating a normal user. */
export function showsStaffTools(user: ClientUser | null): boolean {
  return Boolean(user?.role) && !user?.isSimulating;
}

/** "Dr. Markus Hoffmann": the academic title (spec 3.6: DR, PROF, PD) before the name. */
export function displayName(user: ClientUser, t: (key: string) => string): string {
  return [user.title ? t(`common:titles.${user.title}`) : null, user.firstName, user.lastName]
    .filter(Boolean)
    .join(" ");
}

/** The confirm-data dialog's data (spec 2.5), in the root data while the user has to confirm. */
export type ConfirmData = {
  step: 1 | 2;
  /** Step 1's choice (the draft), else the current main field. */
  fieldId: string | null;
  fieldIds: string[];
  /** Fields without the merged ones; the not relevant ones are the chip selector's extended items. */
  fields: Array<{ id: string; name: string; extended: boolean }>;
};

/**
 * The subscribe dialog's data (spec 2.5, `?dialog=subscribe&type=…&id=…`): the item as the API
 * names it from its id (never text from the URL), with the viewer's follow state; null when the
 * API knows no such item (the dialog says so).
 */
export type SubscribeData = {
  item: {
    type: "Field" | "Channel";
    id: string;
    name: string;
    followed: boolean;
    notify: boolean;
  } | null;
};
