import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect, replace } from "@remix-run/node";
import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import {
  FollowChannelDocument,
  FollowFieldDocument,
  SetFollowNotificationsDocument,
  UnfollowChannelDocument,
  UnfollowFieldDocument,
} from "~/.server/graphql/catalogue";
import { getLocale } from "~/.server/i18n";
import { flash, getToken } from "~/.server/session";
import type { FlashMessage } from "~/lib/flash";
import { safeRedirect } from "~/lib/redirect";

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
 * Follow, unfollow and the notification switch for fields and channels (spec §4), for every page.
 * Post/redirect/get back to `redirectTo` with a snackbar; the redirect replaces the history entry,
 * so a fetcher (JavaScript on) stays on the page, and the revalidated root data updates the drawer.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"), "/fachgebiete");
  if (!(await getToken(request))) {
    throw redirect(`/?${new URLSearchParams({ dialog: "login", redirect: back })}`);
  }
  const input = readForm(form);
  const failed: FlashMessage = { kind: "error", messages: [{ key: "content:follow.failed" }] };
  if (!input) return replace(back, { status: 303, headers: await flash(request, failed) });

  const api = await getApi(request, { locale: await getLocale(request) });
  const { intent, type, id, notify } = input;
  try {
    if (intent === "notify") {
      const followType = type === "Field" ? "FIELD" : "CHANNEL";
      await api.request(SetFollowNotificationsDocument, { type: followType, id, notify });
    } else if (type === "Field") {
      if (intent === "follow") await api.request(FollowFieldDocument, { id, notify: true });
      else await api.request(UnfollowFieldDocument, { id });
    } else if (intent === "follow") await api.request(FollowChannelDocument, { id, notify: true });
    else await api.request(UnfollowChannelDocument, { id });
  } catch (error) {
    // Spec §8: other errors go to the error snackbar; the page stays as it was.
    const failure = upstreamFailure(error);
    if (!failure && !(error instanceof UpstreamValidationError)) throw error;
    const message: FlashMessage = failure
      ? { kind: "error", messages: [{ key: failure.messageKey }] }
      : failed;
    return replace(back, { status: 303, headers: await flash(request, message) });
  }
  const message: FlashMessage = {
    kind: "success",
    messages: [{ key: successKey(intent, notify), values: { name: input.name } }],
  };
  return replace(back, { status: 303, headers: await flash(request, message) });
}

export const loader = () => redirect("/fachgebiete");
