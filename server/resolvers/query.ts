import { PROFESSIONS, type ProfessionSeed } from "../seed/professions.ts";
import type { FieldModel } from "../store/fields.ts";
import type { NoArgs, Resolver } from "./types.ts";
import { toUser, type UserModel } from "./user.ts";

const me: Resolver<unknown, NoArgs, UserModel | null> = (_parent, _args, context) => {
  const viewer = context.viewer();
  return viewer ? toUser(viewer.user, context.now()) : null;
};

const fields: Resolver<unknown, NoArgs, readonly FieldModel[]> = (_parent, _args, { store }) =>
  store.fields.all();

const professions: Resolver<unknown, NoArgs, readonly ProfessionSeed[]> = () => PROFESSIONS;

export const Query = { me, fields, professions };
