import { message, Validation } from "../errors.ts";
import { parseCampaignMt } from "../campaigns/run.ts";
import { isValidNotificationSignature } from "../notifications.ts";
import { MAX_STRING } from "../rules.ts";
import type { FieldResolver } from "./types.ts";
import type { MutationResolvers } from "../generated/resolvers-types.ts";

const trackNotification: FieldResolver<MutationResolvers, "trackNotification"> = (
  _parent,
  { mt, signature },
  context,
  info,
) => {
  const validation = new Validation();
  if (mt === "") validation.add("mt", message.required("mt"));
  else if (mt.length > MAX_STRING) validation.add("mt", message.max("mt", MAX_STRING));
  if (signature === "") validation.add("signature", message.required("signature"));
  else if (!isValidNotificationSignature(mt, signature))
    validation.add("signature", message.invalid("signature"));
  validation.throwIfFailed(info.fieldName);

  // Anonymous clicks count too; a bad token is still Unauthenticated, like everywhere else.
  const viewer = context.viewer();
  // A campaign's link says which campaign and what was clicked (the signature vouches for it).
  context.store.notifications.recordClick(
    mt,
    viewer?.user.id ?? null,
    context.now(),
    parseCampaignMt(mt) ?? undefined,
  );
  return true;
};

export const notificationMutations = { trackNotification } satisfies MutationResolvers;
