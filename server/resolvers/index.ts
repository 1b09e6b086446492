import { Channel } from "./channel.ts";
import { notificationMutations } from "./notifications.ts";
import { profileMutations } from "./profile.ts";
import { Query } from "./query.ts";
import { DateTime } from "./scalars.ts";
import { sessionMutations } from "./session.ts";
import { User } from "./user.ts";

export const resolvers = {
  DateTime,
  Query,
  Mutation: { ...sessionMutations, ...profileMutations, ...notificationMutations },
  User,
  Channel,
};
