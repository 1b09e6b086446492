import { data, redirect } from "@remix-run/node";
import { safeRedirect } from "~/lib/redirect";
import { singleLine } from "~/lib/validation";
import { upstreamFailure, UpstreamValidationError } from "~/.server/api";
import { readForm } from "~/.server/form";
import { requireToken } from "~/.server/auth";
import {
  StaffPermissionsDocument,
  StaffResendEmailChangeCodeDocument,
  StaffSendRegistrationCodeDocument,
  StaffSimulateUserDocument,
  StaffUserPageDocument,
  StaffUserSearchDocument,
} from "./staff.graphql.server";
import { getFixedT } from "~/.server/i18n";
import { retryAfterHeaders } from "~/.server/rate-limit";
import { flash } from "~/.server/session";
import { afterSimulationSwitch } from "~/.server/simulation";
import { formatEuro } from "~/lib/money";
import { pageTitle, titleWith } from "~/lib/title";
import { readSearch } from "./staff";
import { notFound, staffApi, type StaffApi } from "./staff.server";
import { toProofSummary } from "./staff-proofs.server";
import { personName, professionLabels, staffWords, timeIn, toPersonView } from "./staff-view.server";
import { countryName } from "~/lib/countries";

/**
 * The support pages' code actions (decision 035): a code mailed again, then back to the page with
 * a snackbar (post/redirect/get). The upstream's refusal (nothing to resend, an address taken) is
 * an error snackbar; its limit a 429 with Retry-After and the German message on the page.
 */
async function codeAction(
  request: Request,
  back: string,
  api: StaffApi,
  send: (api: StaffApi) => Promise<unknown>,
  keys: { sent: string; refused: string },
) {
  try {
    await send(api);
  } catch (error) {
    if (error instanceof UpstreamValidationError) {
      return redirect(back, {
        headers: await flash(request, { kind: "error", messages: [{ key: keys.refused }] }),
      });
    }
    const failure = upstreamFailure(error);
    if (failure?.status !== 429) throw error;
    const t = await getFixedT(request);
    return data(
      { error: t(failure.messageKey) },
      { status: 429, headers: retryAfterHeaders({ retryAfterSeconds: failure.retryAfterSeconds ?? 60 }) },
    );
  }
  return redirect(back, {
    headers: await flash(request, { kind: "success", messages: [{ key: keys.sent }] }),
  });
}

/**
 * /staff/nutzer/{id}: the email-change code to the waiting address once more, or this session
 * simulates the person (decision 037) and goes to their home page.
 */
export async function userPageAction(request: Request, id: string) {
  const form = await readForm(request);
  const back = safeRedirect(`/staff/nutzer/${id}`, "/staff/nutzer");
  const api = await staffApi(request, back, "USERS");
  const intent = form.get("intent");
  if (intent === "simulate") return simulateUser(request, api, id, back);
  if (intent !== "resend-email-code") throw data({ reason: "bad_intent" }, { status: 400 });
  return codeAction(
    request,
    back,
    api,
    (api) => api.request(StaffResendEmailChangeCodeDocument, { userId: id }),
    {
      sent: "staff:users.code_sent",
      refused: "staff:users.code_refused",
    },
  );
}

async function simulateUser(request: Request, api: StaffApi, id: string, back: string) {
  const token = await requireToken(request);
  try {
    await api.request(StaffSimulateUserDocument, { userId: id });
  } catch (error) {
    // The account changed meanwhile (suspended, deleted, given a role): said on the page.
    if (!(error instanceof UpstreamValidationError)) throw error;
    return redirect(back, {
      headers: await flash(request, { kind: "error", messages: [{ key: "staff:users.simulate_refused" }] }),
    });
  }
  return afterSimulationSwitch(request, token, "common:simulate.started_person", "/home");
}

/** /staff/nutzer: a registration code to an address that has no account yet. */
export async function userSearchAction(request: Request) {
  const form = await readForm(request);
  const api = await staffApi(request, "/staff/nutzer", "USERS");
  const t = await getFixedT(request);
  const email = singleLine(t).safeParse(form.get("email") ?? "");
  if (form.get("intent") !== "registration-code" || !email.success || email.data === "") {
    throw data({ reason: "bad_intent" }, { status: 400 });
  }
  const back = safeRedirect(`/staff/nutzer?${new URLSearchParams({ suche: email.data })}`, "/staff/nutzer");
  return codeAction(
    request,
    back,
    api,
    (api) => api.request(StaffSendRegistrationCodeDocument, { email: email.data }),
    { sent: "staff:users.registration_code_sent", refused: "staff:users.registration_code_refused" },
  );
}

/** /staff/nutzer: the users found by address or name; an address nobody has may get a registration code. */
export async function userSearchPage(request: Request) {
  const url = new URL(request.url);
  const { typed, query } = readSearch(url.searchParams);
  // Without a search the page asks whether the session may search at all (else the 404).
  const api = await staffApi(request, url.pathname + url.search, query ? undefined : "USERS");
  const [t, locale] = await staffWords(request);
  const { staffUserSearch, professions } = query
    ? await api.request(StaffUserSearchDocument, { query })
    : { staffUserSearch: [], professions: [] };
  const professionLabel = professionLabels(professions, locale);
  const users = staffUserSearch.map((user) => ({
    id: user.id,
    name: personName(t, user),
    email: user.email,
    profession: professionLabel(user.profession),
    country: countryName(user.country, locale),
    status: user.status,
  }));
  return {
    title: pageTitle(t, "staff:users.title"),
    search: typed,
    tooShort: typed !== "" && query === null,
    searched: query !== null,
    users,
    // An address nobody has: support may send it a registration code.
    unknownAddress:
      query !== null && users.length === 0 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(query) ? query : null,
  };
}

/** /staff/nutzer/{id}: one account with its proofs, orders and certificates. */
export async function userPage(request: Request, id: string) {
  const api = await staffApi(request, new URL(request.url).pathname);
  const [{ staffUserDetail: detail, professions }, { me }, [t, locale]] = await Promise.all([
    api.request(StaffUserPageDocument, { id }),
    api.request(StaffPermissionsDocument),
    staffWords(request),
  ]);
  if (!detail) throw notFound();
  const professionLabel = professionLabels(professions, locale);
  const when = timeIn(locale);
  const user = toPersonView(detail.user, professionLabel, locale, t);
  return {
    title: titleWith(t, user.name),
    // The orders link their page for those who may open it.
    ordersLinked: me?.staff_permissions.includes("ORDERS") ?? false,
    canSimulate: detail.can_simulate,
    user: { ...user, pendingEmail: detail.pending_email ?? null, role: detail.user.role ?? null },
    proofs: detail.proofs.map((proof) => toProofSummary(proof, professionLabel, when)),
    orders: detail.orders.map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      total: formatEuro(order.total, locale),
      createdAt: when(order.created_at) ?? "",
    })),
    certificates: detail.certificates.map((certificate) => ({
      id: certificate.id,
      number: certificate.number,
      title: certificate.content_title,
      points: certificate.points,
      status: certificate.status,
      issuedAt: when(certificate.issued_at) ?? "",
    })),
  };
}
