import { data, redirect } from "@remix-run/node";
import type { FlashMessage } from "~/lib/flash";
import { safeRedirect } from "~/lib/redirect";
import { followTargetSchema } from "~/lib/schemas/toggles";
import type { ClientUser, ConfirmData, SubscribeData } from "~/lib/user";
import type { OperatorLinks } from "~/components/frame/navigation";
import type { AnalyticsUser } from "~/lib/analytics";
import { toAnalyticsUser } from "./analytics";
import { getApi, upstreamFailure } from "./api";
import { env } from "./env";
import { FollowableDocument } from "./graphql/catalogue";
import { ConfirmDataFieldsDocument, MeDocument, TrackNotificationDocument } from "./graphql/operations";
import type { Api } from "./api";
import type { AppSession } from "./session";
import type { Language } from "~/i18n";
import { labelIn } from "~/lib/labels";
import { getLocale } from "./i18n";
import { commitSession, droppedDrafts, getSessionIfAvailable } from "./session";
import { toClientUser } from "./user";

/**
 * Data of the app frame for every page: language, the current user (one `me` request when
 * signed in, none otherwise) and the flash message. Also fires notification tracking once.
 */
export async function loadRootData(request: Request) {
  const url = new URL(request.url);
  const mt = url.searchParams.get("mt");
  const signature = url.searchParams.get("signature");
  if (mt && signature) {
    await trackNotificationClick(request, mt, signature);
    // Strip the parameters so a reload does not count the click again.
    url.searchParams.delete("mt");
    url.searchParams.delete("signature");
    throw redirect(safeRedirect(url.pathname + url.search, "/"));
  }

  const locale = await getLocale(request);
  let user: ClientUser | null = null;
  let analytics: AnalyticsUser | null = null;
  // Signed in, but the upstream cannot say who: the frame shows neither the account nor the login.
  let userUnavailable = false;
  let confirmData: ConfirmData | null = null;
  let subscribe: SubscribeData | null = null;
  // The session store down (Redis): nobody is known; pages that need nobody still render.
  const session = await getSessionIfAvailable(request);
  if (!session) userUnavailable = true;
  if (session?.get("token")) {
    try {
      const api = await getApi(request, { locale });
      // Side by side: the item's query rides in the same upstream batch as `me` (decision 006).
      const [{ me }, item] = await Promise.all([api.request(MeDocument), loadSubscribe(api, url, locale)]);
      subscribe = item;
      user = me ? toClientUser(me, locale) : null;
      analytics = me ? toAnalyticsUser(me, locale) : null;
      if (user?.showFieldDialog) confirmData = await loadConfirmData(api, session, url, user, locale);
    } catch (error) {
      // Pages that need no upstream (legal pages, error pages) render while it is down or answers
      // nonsense; the others answer 503 or 500 from their own loaders (and a form page whose save
      // failed shows the form again, KeptFormBoundary).
      if (!upstreamFailure(error) || upstreamFailure(error)?.status === 429) throw error;
      userUnavailable = true;
    }
  } else if (session && url.searchParams.get("dialog") === "subscribe") {
    subscribe = await loadSubscribe(await getApi(request, { locale }), url, locale);
  }
  const flashMessage: FlashMessage | null = session?.get("flash") ?? null;
  // A shown flash is used up, and an expired draft goes from the store too.
  const headers =
    session && (flashMessage || droppedDrafts(session))
      ? { "Set-Cookie": await commitSession(session) }
      : undefined;
  const operatorLinks: OperatorLinks = {
    admin: user?.role ? (env.ADMIN_DASHBOARD_URL ?? null) : null,
    support: user?.role ? (env.SUPPORT_TICKET_URL ?? null) : null,
    video: env.VIDEO_CHANNEL_URL ?? null,
    network: env.PROFESSIONAL_NETWORK_URL ?? null,
  };

  return data(
    {
      locale,
      user,
      userUnavailable,
      flash: flashMessage,
      operatorLinks,
      sentryDsn: env.SENTRY_DSN ?? null,
      // Spec §7: the data layer's viewer context, and the tag manager only when an operator sets one.
      analytics,
      gtmId: env.GTM_ID ?? null,
      confirmData,
      subscribe,
    },
    { headers },
  );
}

async function trackNotificationClick(request: Request, mt: string, signature: string) {
  try {
    const api = await getApi(request);
    await api.request(TrackNotificationDocument, { mt, signature });
  } catch {
    // Spec §8: notification tracking failures are ignored.
  }
}

/**
 * The confirm-data dialog (spec 2.5) while the user has not confirmed: unless put off in
 * this session, on every page that shows no other dialog. `?dialog=confirm-data&step=2` after step 1.
 */
async function loadConfirmData(
  api: Api,
  session: AppSession,
  url: URL,
  user: ClientUser,
  locale: Language,
): Promise<ConfirmData | null> {
  const draft = session.get("confirmData");
  if (draft?.dismissed) return null;
  const dialog = url.searchParams.get("dialog");
  if (dialog && dialog !== "confirm-data") return null;
  const { fields } = await api.request(ConfirmDataFieldsDocument);
  const collator = new Intl.Collator(locale);
  const fieldId = draft?.fieldId ?? user.mainFieldId;
  return {
    step: dialog === "confirm-data" && url.searchParams.get("step") === "2" && fieldId ? 2 : 1,
    fieldId,
    fieldIds: user.followedFieldIds,
    fields: fields
      .filter((field) => !field.mappedId)
      .map((field) => ({ id: field.id, name: labelIn(locale, field), extended: !field.relevant }))
      .sort((a, b) => collator.compare(a.name, b.name)),
  };
}

/**
 * The subscribe dialog (spec 2.5, decision 029) when the URL asks for it: the item's name and the
 * viewer's follow state come from the API by type and id, never from the URL. Parameters that are no
 * item's (a crafted link) give the dialog's "not found"; the API unreachable gives no dialog.
 */
async function loadSubscribe(api: Api, url: URL, locale: Language): Promise<SubscribeData | null> {
  if (url.searchParams.get("dialog") !== "subscribe") return null;
  const target = followTargetSchema.safeParse({
    type: url.searchParams.get("type"),
    id: url.searchParams.get("id"),
  });
  if (!target.success) return { item: null };
  try {
    const { type, id } = target.data;
    const { followable } = await api.request(FollowableDocument, {
      type: type === "Field" ? "FIELD" : "CHANNEL",
      id,
    });
    if (!followable) return { item: null };
    return {
      item: {
        type,
        id: followable.id,
        name: labelIn(locale, followable),
        followed: followable.is_followed,
        notify: followable.notify,
      },
    };
  } catch (error) {
    if (!upstreamFailure(error)) throw error;
    return null;
  }
}
