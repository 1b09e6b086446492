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

type Intent = "follow" | "unfollow" | "notify";
const INTENTS: Intent[] = ["follow", "unfollow", "notify"];

function readForm(form: FormData) {
  const intent = form.get("intent");
  const type = form.get("type");
  const id = form.get("id");
  const name = form.get("name");
  if (!INTENTS.includes(intent as Intent)) return null;
  if (type !== "Field" && type !== "Channel") return null;
  if (typeof id !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  return {
    intent: intent as Intent,
    type,
    id,
    notify: form.get("notify") !== "false",
    // Only for the snackbar text the user reads about their own action.
    name: typeof name === "string" ? name.trim().slice(0, 255) : "",
  } as const;
}

const successKey = (intent: Intent, notify: boolean) =>
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
  toggleAction(request, {
    fallback: "/fachgebiete",
    failedKey: "content:follow.failed",
    read: readForm,
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
