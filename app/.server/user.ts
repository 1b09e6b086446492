import type { ClientUser, FollowedItem } from "~/lib/user";
import { sortFollowed } from "~/lib/user";
import type { Language } from "~/i18n";
import type { FollowedByUserFragment, MeQuery } from "./graphql/generated/graphql";
import { labelIn } from "~/lib/labels";

type Me = NonNullable<MeQuery["me"]>;

/** The frame's followed fields and channels, names in the UI language, sorted (spec 2.3). */
export function toFollowedItems(user: FollowedByUserFragment, locale: Language): FollowedItem[] {
  const fields = user.subscribedFields.map((field) => ({
    type: "Field" as const,
    slug: field.slug,
    name: labelIn(locale, field),
    color: field.color,
    icon: field.icon,
    thumbnailUrl: null,
  }));
  const channels = user.subscribedChannels.map((channel) => ({
    type: "Channel" as const,
    slug: channel.slug,
    name: channel.name,
    color: channel.primary_field?.color ?? null,
    icon: channel.primary_field?.icon ?? null,
    thumbnailUrl: channel.thumbnail_url ?? null,
  }));
  return sortFollowed([...fields, ...channels]);
}

/** Picks what the browser may see from `me`; names in the UI language. */
export function toClientUser(me: Me, locale: Language): ClientUser {
  return {
    id: me.id,
    firstName: me.first_name,
    lastName: me.last_name,
    title: me.title ?? null,
    role: me.role ?? null,
    isSimulating: me.is_simulating_user,
    simulatedByStaff: me.is_simulated_by_staff,
    pendingProofCount: me.pending_proof_count ?? null,
    staffPermissions: me.staff_permissions,
    canHwg: me.can_hwg,
    validationExpiringSoon: me.validation_expiring_soon,
    validationStatus: me.validation_status ?? null,
    profession: me.profession,
    country: me.country,
    // The tour and the confirm-data dialog end in a change, which a simulation may not make.
    showTour: me.show_tour && !me.is_simulated_by_staff,
    showFieldDialog: me.show_field_dialog && !me.is_simulated_by_staff,
    mainFieldId: me.field?.id ?? null,
    followedFieldIds: me.subscribedFields.map((field) => field.id),
    followed: toFollowedItems(me, locale),
  };
}
