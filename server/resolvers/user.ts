import type { Context } from "../context.ts";
import { NARROW_CIRCLE } from "../seed/professions.ts";
import type { UserRow } from "../store/users.ts";
import type { FieldResolver } from "./types.ts";
import type { UserResolvers } from "../generated/resolvers-types.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The renew prompt appears this long before an accepted validation runs out. */
export const EXPIRING_SOON_DAYS = 30;

/** The scalar fields of `User`; relations are resolved only when asked for. */
export interface UserModel {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  title: string | null;
  gender: string | null;
  show_tour: boolean;
  show_field_dialog: boolean;
  role: string | null;
  can_hwg: boolean;
  status: string;
  validation_status: string | null;
  validation_expires_at: string | null;
  validation_expiring_soon: boolean;
  validation_request_pending: boolean;
  country: string;
  is_old: boolean;
  password_editable: boolean;
  employment: string | null;
  profession: string;
  locale: string;
  notify_promotions: boolean;
  notify_subscriptions: boolean;
  summary_frequency: string;
  notify_livestream_day: boolean;
  pending_email: string | null;
  field_id: number | null;
}

export function toUser(row: UserRow, now: Date): UserModel {
  const accepted = row.validation_status === "ACCEPTED";
  const expiresAt = row.validation_expires_at ? Date.parse(row.validation_expires_at) : null;
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    title: row.title,
    gender: row.gender,
    show_tour: row.show_tour === 1,
    show_field_dialog: row.show_field_dialog === 1,
    role: row.role,
    // Marketing-law protected content (HWG) needs the narrow circle and a current proof.
    can_hwg: accepted && NARROW_CIRCLE.has(row.profession),
    status: row.status,
    validation_status: row.validation_status,
    validation_expires_at: row.validation_expires_at,
    // An accepted proof already past its date (not yet marked EXPIRED) also needs renewing;
    // once a renewal was submitted the prompt rests until staff decide.
    validation_expiring_soon:
      accepted &&
      row.validation_request_pending !== 1 &&
      expiresAt !== null &&
      expiresAt <= now.getTime() + EXPIRING_SOON_DAYS * DAY_MS,
    validation_request_pending: row.validation_request_pending === 1 || row.validation_status === "PENDING",
    country: row.country,
    is_old: row.is_old === 1,
    password_editable: row.password_editable === 1,
    employment: row.employment,
    profession: row.profession,
    locale: row.locale,
    notify_promotions: row.notify_promotions === 1,
    notify_subscriptions: row.notify_subscriptions === 1,
    summary_frequency: row.summary_frequency,
    notify_livestream_day: row.notify_livestream_day === 1,
    pending_email: row.pending_email,
    field_id: row.field_id,
  };
}

/** Reads the user again after a mutation changed the row. */
export function reloadUser(context: Context, id: number): UserModel {
  const row = context.store.users.byId(id);
  if (!row) throw new Error(`User ${id} vanished during the request`);
  return toUser(row, context.now());
}

const field: FieldResolver<UserResolvers, "field"> = (user, _args, { store }) =>
  user.field_id === null ? null : store.fields.byId(user.field_id);

const subscribedFields: FieldResolver<UserResolvers, "subscribedFields"> = (user, _args, { store }) =>
  store.fields.forUser(user.id);

const subscribedChannels: FieldResolver<UserResolvers, "subscribedChannels"> = (user, _args, { store }) =>
  store.channels.forUser(user.id);

const collator = new Intl.Collator("de");

const follows: FieldResolver<UserResolvers, "follows"> = (user, _args, { store }) =>
  store.follows
    .list(user.id)
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((row) => ({ ...row, notify: row.notify === 1 }));

/** Per session (the API token), so only the viewer's own record can answer true. */
const is_simulating_user: FieldResolver<UserResolvers, "is_simulating_user"> = (user, _args, context) => {
  const viewer = context.viewer();
  return viewer !== null && viewer.user.id === user.id && viewer.simulating;
};

const is_simulated_by_staff: FieldResolver<UserResolvers, "is_simulated_by_staff"> = (
  user,
  _args,
  context,
) => {
  const viewer = context.viewer();
  return viewer !== null && viewer.user.id === user.id && viewer.staff !== null;
};

export const User = {
  field,
  subscribedFields,
  subscribedChannels,
  follows,
  is_simulating_user,
  is_simulated_by_staff,
} satisfies UserResolvers;
