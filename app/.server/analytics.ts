import type { AnalyticsUser } from "~/lib/analytics";
import type { MeQuery } from "./graphql/generated/graphql";

type Me = NonNullable<MeQuery["me"]>;

/**
 * The data layer's viewer context (spec §7) from `me`: ids and categories only. No email, no name,
 * no token: the page carries it to the browser.
 */
export function toAnalyticsUser(me: Me, locale: string): AnalyticsUser {
  return {
    user_id: me.id,
    user_status: me.validation_status ? me.validation_status.toLowerCase() : "unvalidated",
    user_type: {
      profession: me.profession,
      employment: me.employment ?? null,
      field: me.field?.slug ?? null,
      country: me.country,
      gender: me.gender ?? null,
      locale,
    },
    user_interest: me.subscribedFields.map((field) => field.slug),
  };
}
