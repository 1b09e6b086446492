import { Channel } from "./channel.ts";
import { notificationMutations } from "./notifications.ts";
import { passwordMutations } from "./password.ts";
import { profileMutations } from "./profile.ts";
import { Query as baseQueries } from "./query.ts";
import { registrationMutations, registrationQueries } from "./registration.ts";
import { DateTime } from "./scalars.ts";
import { sessionMutations } from "./session.ts";
import { uploadMutations } from "./uploads.ts";
import { User } from "./user.ts";
import { validationMutations, validationQueries } from "./validation.ts";

export const resolvers = {
  DateTime,
  Query: { ...baseQueries, ...registrationQueries, ...validationQueries },
  Mutation: {
    ...sessionMutations,
    ...profileMutations,
    ...notificationMutations,
    ...registrationMutations,
    ...passwordMutations,
    ...validationMutations,
    ...uploadMutations,
  },
  User,
  Channel,
};
