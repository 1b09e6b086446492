import type { MutationResolvers, QueryResolvers, UserResolvers } from "../generated/resolvers-types.ts";
import { signedIn } from "./signed-in.ts";
import type { FieldResolver } from "./types.ts";

// The personal calendar feed: a secret address calendar apps subscribe to.

const TOKEN_MAX = 100;

const calendarFeed: FieldResolver<QueryResolvers, "calendarFeed"> = (_p, { token }, context) => {
  const userId = token.length <= TOKEN_MAX ? context.store.calendar.userOf(token) : null;
  return userId === null ? null : context.store.calendar.entries(userId, context.now());
};

const createCalendarFeed: FieldResolver<MutationResolvers, "createCalendarFeed"> = signedIn(
  ({ user }, _a, context) => {
    const now = context.now();
    return { token: context.store.calendar.create(user.id, now), created_at: now.toISOString() };
  },
);

const revokeCalendarFeed: FieldResolver<MutationResolvers, "revokeCalendarFeed"> = signedIn(
  ({ user }, _a, context) => {
    context.store.calendar.revoke(user.id);
    return true;
  },
);

export const calendarQueries = { calendarFeed } satisfies QueryResolvers;
export const calendarMutations = { createCalendarFeed, revokeCalendarFeed } satisfies MutationResolvers;
export const calendarUserFields = {
  calendar_feed: (user, _a, context) => context.store.calendar.ofUser(user.id),
} satisfies UserResolvers;
