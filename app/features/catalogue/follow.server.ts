import {
  FollowChannelDocument,
  FollowFieldDocument,
  SetFollowNotificationsDocument,
  UnfollowChannelDocument,
  UnfollowFieldDocument,
} from "./catalogue.graphql.server";
import type { FollowAnswerFragment } from "~/.server/graphql/generated/graphql";
import type { Api } from "~/.server/api";
import { backTarget, withDialog } from "~/.server/dialog-back";
import { getLocale } from "~/.server/i18n";
import { toggleAction } from "~/.server/toggle-action";
import { toFollowedItems } from "~/.server/user";
import type { InPlaceAnswer } from "~/lib/in-place";
import { followSchema, followTargetSchema, readWith, type FollowForm } from "~/lib/schemas/toggles";
import type { FollowedItem } from "~/lib/user";

/** A follow toggle's in-place answer (lib/in-place.ts): the item's switches and the drawer's list after it. */
export type FollowAnswer = InPlaceAnswer & {
  follow?: { type: FollowForm["type"]; id: string; followed: boolean; notify: boolean };
  followed?: FollowedItem[];
};

const successKey = (intent: FollowForm["intent"], notify: boolean) =>
  intent === "follow"
    ? "content:follow.followed"
    : intent === "unfollow"
      ? "content:follow.unfollowed"
      : notify
        ? "content:follow.notify_on"
        : "content:follow.notify_off";

/** The mutation for the form's intent; each answers the user's follows after it. */
async function changeFollow(
  api: Api,
  { intent, type, id, notify }: FollowForm,
): Promise<FollowAnswerFragment> {
  if (intent === "notify") {
    const followType = type === "Field" ? "FIELD" : "CHANNEL";
    return (await api.request(SetFollowNotificationsDocument, { type: followType, id, notify }))
      .setFollowNotifications;
  }
  // Following sets the switch too: on from a follow button, the checkbox's choice from the dialog.
  if (type === "Field") {
    return intent === "follow"
      ? (await api.request(FollowFieldDocument, { id, notify })).followField
      : (await api.request(UnfollowFieldDocument, { id })).unfollowField;
  }
  return intent === "follow"
    ? (await api.request(FollowChannelDocument, { id, notify })).followChannel
    : (await api.request(UnfollowChannelDocument, { id })).unfollowChannel;
}

/**
 * Follow, unfollow and the notification switch for fields and channels (spec §4), for every page:
 * post/redirect/get back to `redirectTo` with a snackbar, or, run in place (JavaScript), the new
 * state and the drawer's followed list from the mutation's own answer: one upstream request.
 */
export async function followAction(request: Request) {
  const locale = await getLocale(request);
  return toggleAction<FollowForm, FollowAnswerFragment>(request, {
    fallback: "/fachgebiete",
    failedKey: "content:follow.failed",
    read: readWith(followSchema),
    run: changeFollow,
    // Signed out (a session that ended behind a page): the subscribe dialog explains and keeps the intent.
    signedOut(form, back) {
      const target = followTargetSchema.safeParse({ type: form.get("type"), id: form.get("id") });
      return target.success ? withDialog(backTarget(back), "subscribe", target.data) : null;
    },
    success: ({ intent, notify, name }) => ({
      kind: "success",
      messages: [{ key: successKey(intent, notify), values: { name } }],
    }),
    inPlace(user, { type, id }) {
      const follow = user.follows.find((item) => item.type === type.toUpperCase() && item.id === id);
      return {
        follow: { type, id, followed: Boolean(follow), notify: follow?.notify ?? false },
        followed: toFollowedItems(user, locale),
      } satisfies Omit<FollowAnswer, keyof InPlaceAnswer>;
    },
  });
}
