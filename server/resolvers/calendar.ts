import type { UserModel } from "./user.ts";
import type { Resolver } from "./types.ts";

// The personal calendar feed: a secret address calendar apps subscribe to.

const TOKEN_MAX = 100;

const calendarFeed: Resolver<unknown, { token: string }, unknown> = (_p, { token }, context) => {
  const userId = token.length <= TOKEN_MAX ? context.store.calendar.userOf(token) : null;
  return userId === null ? null : context.store.calendar.entries(userId, context.now());
};

const createCalendarFeed: Resolver<unknown, unknown, unknown> = (_p, _a, context) => {
  const { user } = context.requireViewer();
  const now = context.now();
  return { token: context.store.calendar.create(user.id, now), created_at: now.toISOString() };
};

const revokeCalendarFeed: Resolver<unknown, unknown, boolean> = (_p, _a, context) => {
  const { user } = context.requireViewer();
  context.store.calendar.revoke(user.id);
  return true;
};

export const calendarQueries = { calendarFeed };
export const calendarMutations = { createCalendarFeed, revokeCalendarFeed };
export const calendarUserFields = {
  calendar_feed: ((user, _a, context) => context.store.calendar.ofUser(user.id)) as Resolver<
    UserModel,
    unknown,
    unknown
  >,
};
