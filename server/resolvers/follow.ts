import type { Context } from "../context.ts";
import { message, Validation, validationFailed } from "../errors.ts";
import { parseId } from "../rules.ts";
import { signedIn } from "./signed-in.ts";
import type { FieldResolver } from "./types.ts";
import { reloadUser } from "./user.ts";
import type { MutationResolvers } from "../generated/resolvers-types.ts";

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

const followField: FieldResolver<MutationResolvers, "followField"> = signedIn(
  ({ user }, args, context, info) => {
    context.store.follows.followField(
      user.id,
      fieldId(context, args.id, info.fieldName),
      args.notify ?? true,
    );
    return reloadUser(context, user.id);
  },
);

const followFields: FieldResolver<MutationResolvers, "followFields"> = signedIn(
  ({ user }, args, context, info) => {
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
  },
);

const unfollowField: FieldResolver<MutationResolvers, "unfollowField"> = signedIn(
  ({ user }, args, context, info) => {
    context.store.follows.unfollowField(user.id, fieldId(context, args.id, info.fieldName));
    return reloadUser(context, user.id);
  },
);

const followChannel: FieldResolver<MutationResolvers, "followChannel"> = signedIn(
  ({ user }, args, context, info) => {
    context.store.follows.followChannel(
      user.id,
      channelId(context, args.id, info.fieldName),
      args.notify ?? true,
    );
    return reloadUser(context, user.id);
  },
);

const unfollowChannel: FieldResolver<MutationResolvers, "unfollowChannel"> = signedIn(
  ({ user }, args, context, info) => {
    context.store.follows.unfollowChannel(user.id, channelId(context, args.id, info.fieldName));
    return reloadUser(context, user.id);
  },
);

const setFollowNotifications: FieldResolver<MutationResolvers, "setFollowNotifications"> = signedIn(
  ({ user }, args, context, info) => {
    const id =
      args.type === "FIELD"
        ? fieldId(context, args.id, info.fieldName)
        : channelId(context, args.id, info.fieldName);
    if (!context.store.follows.setNotify(user.id, args.type, id, args.notify)) invalidId(info.fieldName);
    return reloadUser(context, user.id);
  },
);

export const followMutations = {
  followField,
  followFields,
  unfollowField,
  followChannel,
  unfollowChannel,
  setFollowNotifications,
} satisfies MutationResolvers;
