import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import {
  FollowChannelDocument,
  FollowFieldDocument,
  SetFollowNotificationsDocument,
  UnfollowChannelDocument,
  UnfollowFieldDocument,
} from "~/.server/graphql/catalogue";
import { toggleAction } from "~/.server/toggle-action";
import { FormEndpoint } from "~/components/FormEndpoint";
import { followSchema, readWith, type FollowForm } from "~/lib/schemas/toggles";

const successKey = (intent: FollowForm["intent"], notify: boolean) =>
  intent === "follow"
    ? "content:follow.followed"
    : intent === "unfollow"
      ? "content:follow.unfollowed"
      : notify
        ? "content:follow.notify_on"
        : "content:follow.notify_off";

/**
 * Follow, unfollow and the notification switch for fields and channels (spec §4), for every page
 * (post/redirect/get back to `redirectTo` with a snackbar); the revalidated root data updates the drawer.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  toggleAction<FollowForm>(request, {
    fallback: "/fachgebiete",
    failedKey: "content:follow.failed",
    read: readWith(followSchema),
    async run(api, { intent, type, id, notify }) {
      if (intent === "notify") {
        const followType = type === "Field" ? "FIELD" : "CHANNEL";
        await api.request(SetFollowNotificationsDocument, { type: followType, id, notify });
      } else if (type === "Field") {
        if (intent === "follow") await api.request(FollowFieldDocument, { id, notify: true });
        else await api.request(UnfollowFieldDocument, { id });
      } else if (intent === "follow") await api.request(FollowChannelDocument, { id, notify: true });
      else await api.request(UnfollowChannelDocument, { id });
    },
    success: ({ intent, notify, name }) => ({
      kind: "success",
      messages: [{ key: successKey(intent, notify), values: { name } }],
    }),
  });

export const loader = () => redirect("/fachgebiete");

export default FormEndpoint;
