import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { getApi, upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { requireToken } from "~/.server/auth";
import { readForm } from "~/.server/form";
import { getFixedT, getLocale } from "~/.server/i18n";
import { endUserStreams } from "~/.server/live-streams";
import { pdfDownload } from "~/.server/pdf-download";
import { refusalText } from "~/.server/refusals";
import { flash, rotateSession } from "~/.server/session";
import { type FollowTarget } from "~/components/content/FollowControls";
import { listable } from "~/components/discover/Shelf";
import { InvoicePdfDocument } from "~/features/checkout/checkout.graphql.server";
import { credited, pending } from "~/features/cme/cme-account";
import { ViewerIdDocument } from "~/features/live/live-session.graphql.server";
import { countryName } from "~/lib/countries";
import { labelIn } from "~/lib/labels";
import { type LinkableType, linkTo } from "~/lib/links";
import { pageTitle } from "~/lib/title";
import { loadSettings, profileFormAction } from "./profile-form.server";
import {
  ConfirmEmailChangeDocument,
  DeleteAccountDocument,
  EmailChangePageDocument,
  MyContentDocument,
  MyDataDocument,
  ProfileOverviewDocument,
  RequestEmailChangeDocument,
  SubscriptionsPageDocument,
} from "./profile.graphql.server";
import { deleteAccountSchema, emailChangeSchema, emailCodeSchema } from "./profile.schema";

// The profile pages' loaders and actions (/profile/…): what each page reads and changes upstream.

export async function loadProfileOverview(request: Request) {
  await requireToken(request);
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ me, professions, myCertificates }, t] = await Promise.all([
    api.request(ProfileOverviewDocument),
    getFixedT(request),
  ]);
  if (!me) throw new Response(null, { status: 401 });
  const profession = professions.find((p) => p.value === me.profession);
  const sum = (list: typeof myCertificates) => list.reduce((total, c) => total + c.points, 0);
  return {
    title: pageTitle(t, "profile:overview.title"),
    user: {
      name: [me.title ? t(`common:titles.${me.title}`) : null, me.first_name, me.last_name]
        .filter(Boolean)
        .join(" "),
      firstName: me.first_name,
      email: me.email,
      profession: profession ? labelIn(locale, profession) : me.profession,
      country: countryName(me.country, locale),
      validationStatus: me.validation_status ?? null,
      validationExpiresAt: me.validation_expires_at ?? null,
      validationExpiringSoon: me.validation_expiring_soon,
    },
    cme: {
      count: myCertificates.length,
      points: sum(myCertificates.filter(credited)),
      pending: sum(myCertificates.filter(pending)),
    },
    follows: me.follows.map((follow) => ({
      key: `${follow.type}:${follow.id}`,
      name: follow.name,
      href: linkTo({ type: follow.type === "FIELD" ? "Field" : "Channel", slug: follow.slug }),
    })),
  };
}

export async function profileOverviewAction(request: Request) {
  const body = await readForm(request);
  await requireToken(request);
  const t = await getFixedT(request);
  const submission = parseWithZod(body, { schema: deleteAccountSchema(t) });
  const refuse = (fieldErrors: Record<string, string[]> = {}) =>
    data({ result: submission.reply({ fieldErrors, hideFields: ["password"] }) }, { status: 400 });
  if (submission.status !== "success") return refuse();
  const api = await getApi(request, { locale: await getLocale(request) });
  const { me } = await api.request(ViewerIdDocument);
  try {
    await api.request(DeleteAccountDocument, { password: submission.value.password });
  } catch (error) {
    if (error instanceof UpstreamValidationError)
      return refuse({ password: [t("profile:account.wrong_password")] });
    throw error;
  }
  // Every session of the account ended: so do their live event streams (decision 023).
  if (me) await endUserStreams(me.id);
  // The account is gone: a fresh session without the token carries the goodbye.
  await rotateSession(request);
  throw redirect("/", {
    headers: await flash(request, { kind: "success", messages: [{ key: "profile:account.deleted" }] }),
  });
}

export async function dataExport(request: Request) {
  await requireToken(request);
  const api = await getApi(request, { locale: await getLocale(request) });
  let myData: string;
  try {
    ({ myData } = await api.request(MyDataDocument));
  } catch (error) {
    // Staff simulating the person (decision 037): a download, so the refusal is a plain text.
    const failure = upstreamFailure(error);
    if (failure?.status !== 403) throw error;
    const t = await getFixedT(request);
    return new Response(t(failure.messageKey), {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(myData, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="meine-daten.json"',
      // Personal data: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}

export async function loadEmailChange(request: Request) {
  await requireToken(request);
  const api = await getApi(request, { locale: await getLocale(request) });
  const [{ me }, t] = await Promise.all([api.request(EmailChangePageDocument), getFixedT(request)]);
  if (!me) throw new Response(null, { status: 401 });
  const pending = me.pending_email ?? null;
  return {
    title: pageTitle(t, "profile:email.title"),
    email: me.email,
    pending,
    step:
      new URL(request.url).searchParams.get("step") === "code" && pending
        ? ("code" as const)
        : ("request" as const),
  };
}

export async function emailChangeAction(request: Request) {
  const intent = (await readForm(request.clone())).get("intent");
  if (intent === "confirm") {
    return profileFormAction(request, {
      schema: emailCodeSchema,
      run: (api, value) => api.request(ConfirmEmailChangeDocument, { code: value.code }),
      // Wrong, expired, or too many wrong tries (ask for a new one), or the address was taken meanwhile.
      fieldErrors: (error, t): Record<string, string[]> =>
        error.codes("code").length > 0 ? { code: [refusalText(t, error.code("code"))] } : {},
      // The only limit of this step: the code's tries are used up, a new one can be had in N minutes.
      rateLimited: "profile:email.wrong_codes_wait",
      success: "profile:email.changed",
      next: "/profile",
    });
  }
  return profileFormAction(request, {
    schema: emailChangeSchema,
    hide: ["password"],
    run: (api, value) =>
      api.request(RequestEmailChangeDocument, { email: value.email, password: value.password }),
    fieldErrors: (error, t) => ({
      ...(error.codes("email").length > 0 ? { email: [refusalText(t, error.code("email"))] } : {}),
      ...(error.codes("password").length > 0 ? { password: [refusalText(t, error.code("password"))] } : {}),
    }),
    success: "profile:email.code_sent",
    rateLimited: (code) =>
      code === "CODE_TRIES_EXCEEDED" ? "profile:email.wrong_codes_wait" : "profile:email.rate_limited",
    next: "/profile/email-change?step=code",
  });
}

export async function loadMyContent(request: Request) {
  await requireToken(request);
  const api = await getApi(request, { locale: await getLocale(request) });
  const [{ myContent, myOrders }, t] = await Promise.all([
    api.request(MyContentDocument),
    getFixedT(request),
  ]);
  return {
    title: pageTitle(t, "profile:my_content.title"),
    items: listable(myContent.map((entry) => entry.content)),
    orders: myOrders
      // An order whose payment never went through is no purchase.
      .filter((order) => order.status !== "OPEN")
      .map((order) => ({
        id: order.id,
        number: order.number,
        status: order.status,
        total: order.total,
        createdAt: order.created_at,
        invoice: order.invoice_number ?? null,
        title: order.event?.title ?? order.bundle?.title ?? order.content?.title ?? "",
        href: order.event
          ? `/event/${order.event.slug}`
          : order.bundle
            ? `/expanda/${order.bundle.slug}`
            : order.content
              ? linkTo({ type: order.content.sluggable_type as LinkableType, slug: order.content.slug })
              : null,
      })),
  };
}

export async function loadNotifications(request: Request) {
  const { title, me } = await loadSettings(request, "profile:notifications.title");
  return {
    title,
    calendarFeed: me.calendar_feed,
    values: {
      summary_frequency: me.summary_frequency,
      notify_subscriptions: me.notify_subscriptions ? "on" : undefined,
      notify_livestream_day: me.notify_livestream_day ? "on" : undefined,
      notify_promotions: me.notify_promotions ? "on" : undefined,
    },
  };
}

export async function invoicePdf(request: Request, id: string) {
  await requireToken(request);
  if (!/^\d{1,12}$/.test(id)) throw new Response(null, { status: 404 });
  const api = await getApi(request, { locale: await getLocale(request) });
  try {
    const { invoicePdf } = await api.request(InvoicePdfDocument, { id });
    return pdfDownload(invoicePdf);
  } catch (error) {
    if (error instanceof UpstreamValidationError) throw new Response(null, { status: 404 });
    throw error;
  }
}

export async function loadPersonalDetails(request: Request) {
  const { title, me } = await loadSettings(request, "profile:personal.title");
  return {
    title,
    values: {
      gender: me.gender ?? "",
      title: me.title ?? "",
      first_name: me.first_name,
      last_name: me.last_name,
    },
  };
}

export async function loadSubscriptions(request: Request) {
  await requireToken(request);
  const locale = await getLocale(request);
  const api = await getApi(request, { locale });
  const [{ me, fields }, t] = await Promise.all([api.request(SubscriptionsPageDocument), getFixedT(request)]);
  if (!me) throw new Response(null, { status: 401 });
  const followedFields = new Set(me.follows.filter((f) => f.type === "FIELD").map((f) => f.id));
  const collator = new Intl.Collator(locale);
  const toTarget = (type: "Field" | "Channel", id: string, name: string): FollowTarget => ({
    type,
    id,
    name,
  });
  return {
    title: pageTitle(t, "profile:subscriptions.title"),
    follows: me.follows.map((follow) => {
      const type = follow.type === "FIELD" ? ("Field" as const) : ("Channel" as const);
      return {
        target: toTarget(type, follow.id, follow.name),
        notify: follow.notify,
        href: linkTo({ type, slug: follow.slug }),
      };
    }),
    // Merged fields live on in the field they were merged into; the less common (not relevant)
    // ones are the chip selector's extended items.
    addable: fields
      .filter((field) => !field.mappedId && !followedFields.has(field.id))
      .map((field) => ({ value: field.id, label: labelIn(locale, field), extended: !field.relevant }))
      .sort((a, b) => collator.compare(a.label, b.label)),
  };
}
