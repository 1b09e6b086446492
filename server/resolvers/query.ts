import { PROFESSIONS } from "../seed/professions.ts";
import type { FieldResolver } from "./types.ts";
import { toUser } from "./user.ts";
import type { QueryResolvers } from "../generated/resolvers-types.ts";

const me: FieldResolver<QueryResolvers, "me"> = (_parent, _args, context) => {
  const viewer = context.viewer();
  return viewer ? toUser(viewer.user, context.now()) : null;
};

const fields: FieldResolver<QueryResolvers, "fields"> = (_parent, _args, { store }) => [
  ...store.fields.all(),
];

const professions: FieldResolver<QueryResolvers, "professions"> = () => [...PROFESSIONS];

export const Query = { me, fields, professions } satisfies QueryResolvers;
