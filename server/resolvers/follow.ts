import type { Context } from "../context.ts";
import { message, Validation, validationFailed } from "../errors.ts";
import { parseId } from "../rules.ts";
import type { Resolver } from "./types.ts";
import { reloadUser, type UserModel } from "./user.ts";

const invalidId = (operation: string): never => {
  new Validation().add("id", message.invalid("id")).throwIfFailed(operation);
  throw new Error("unreachable");
};

/** The field to follow: a mapped field stands for its target. */
function fieldId(context: Context, id: string, operation: string): number {
  const parsed = parseId(id);
  const field = parsed === null ? null : context.store.fields.byId(parsed);
  if (!field) return invalidId(operation);
  return field.mappedId ?? field.id;
}

function channelId(context: Context, id: string, operation: string): number {
  const parsed = parseId(id);
  if (parsed === null || !context.store.channels.byIds([parsed]).length) return invalidId(operation);
  return parsed;
}

type FollowArgs = { id: string; notify?: boolean | null };

const followField: Resolver<unknown, FollowArgs, UserModel> = (_p, args, context, info) => {
  const { user } = context.requireViewer();
  context.store.follows.followField(user.id, fieldId(context, args.id, info.fieldName), args.notify ?? true);
  return reloadUser(context, user.id);
};

const followFields: Resolver<unknown, { ids: string[]; notify?: boolean | null }, UserModel> = (
  _p,
  args,
  context,
  info,
) => {
  const { user } = context.requireViewer();
  const targets = args.ids.map((id) => {
    const parsed = parseId(id);
    const field = parsed === null ? null : context.store.fields.byId(parsed);
    if (!field) throw validationFailed(info.fieldName, { ids: [message.invalid("ids")] });
    return field.mappedId ?? field.id;
  });
  context.store.db.transaction(() => {
    for (const id of new Set(targets)) context.store.follows.followField(user.id, id, args.notify ?? true);
  })();
  return reloadUser(context, user.id);
};

const unfollowField: Resolver<unknown, FollowArgs, UserModel> = (_p, args, context, info) => {
  const { user } = context.requireViewer();
  context.store.follows.unfollowField(user.id, fieldId(context, args.id, info.fieldName));
  return reloadUser(context, user.id);
};

const followChannel: Resolver<unknown, FollowArgs, UserModel> = (_p, args, context, info) => {
  const { user } = context.requireViewer();
  context.store.follows.followChannel(
    user.id,
    channelId(context, args.id, info.fieldName),
    args.notify ?? true,
  );
  return reloadUser(context, user.id);
};

const unfollowChannel: Resolver<unknown, FollowArgs, UserModel> = (_p, args, context, info) => {
  const { user } = context.requireViewer();
  context.store.follows.unfollowChannel(user.id, channelId(context, args.id, info.fieldName));
  return reloadUser(context, user.id);
};

const setFollowNotifications: Resolver<
  unknown,
  { type: "FIELD" | "CHANNEL"; id: string; notify: boolean },
  UserModel
> = (_p, args, context, info) => {
  const { user } = context.requireViewer();
  const id =
    args.type === "FIELD"
      ? fieldId(context, args.id, info.fieldName)
      : channelId(context, args.id, info.fieldName);
  if (!context.store.follows.setNotify(user.id, args.type, id, args.notify)) invalidId(info.fieldName);
  return reloadUser(context, user.id);
};

export const followMutations = {
  followField,
  followFields,
  unfollowField,
  followChannel,
  unfollowChannel,
  setFollowNotifications,
};
