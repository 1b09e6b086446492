import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { getApi } from "~/.server/api";
import { authenticateLogin, startSession } from "~/.server/auth";
import { ProfessionsDocument } from "~/.server/graphql/operations";
import { getFixedT, getLocale } from "~/.server/i18n";
import { isLegalPage, loadLegalPage } from "~/.server/legal";
import { commitSession, getSession } from "~/.server/session";
import { LegalDialog } from "~/components/dialogs/LegalDialog";
import { LoginDialog } from "~/components/dialogs/LoginDialog";
import { RenewalDialog } from "~/components/dialogs/RenewalDialog";
import { Landing } from "~/components/landing/Landing";
import { Snackbars } from "~/components/Snackbars";
import { safeRedirect } from "~/lib/redirect";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { layout: "landing" };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await getSession(request);
  // Spec 2.2: a signed-in visitor at the index goes to `redirect`, else /home.
  if (session.get("token")) throw redirect(safeRedirect(url.searchParams.get("redirect")));

  const [t, locale] = await Promise.all([getFixedT(request), getLocale(request)]);
  const dialog = url.searchParams.get("dialog");
  const legal = isLegalPage(dialog) ? await loadLegalPage(dialog, locale) : null;
  const renewalData = dialog === "request-validation" ? (session.get("renewal") ?? null) : null;
  let renewal = null;
  if (renewalData) {
    const { professions } = await (await getApi(request, { locale })).request(ProfessionsDocument);
    const profession = professions.find((option) => option.value === renewalData.profession);
    renewal = {
      ...renewalData,
      professionLabel: profession ? (locale === "en" ? profession.label_en : profession.label_de) : null,
    };
  }
  return {
    title: t("landing:meta.title"),
    description: t("landing:meta.description"),
    legal,
    renewal,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [
  { title: loaderData?.title },
  { name: "description", content: loaderData?.description },
];

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await authenticateLogin(request, context);
  if (outcome.kind === "reply") {
    return data({ result: outcome.result, snackbar: outcome.snackbar ?? null }, { status: outcome.status });
  }

  if (outcome.kind === "suspended") {
    // Spec §4: SUSPENDED opens validation renewal with the entered email (never the password here).
    const session = await getSession(request);
    session.set("renewal", {
      email: outcome.email,
      validationStatus: outcome.login.validationStatus ?? null,
      profession: outcome.login.profession ?? null,
      country: outcome.login.country ?? null,
    });
    throw redirect("/?dialog=request-validation", {
      headers: { "Set-Cookie": await commitSession(session) },
    });
  }

  const cookie = await startSession(request, outcome.token, {
    kind: "success",
    messages: [{ key: "auth:login.success" }],
  });
  throw redirect(safeRedirect(outcome.redirectTo), { headers: { "Set-Cookie": cookie } });
}

export default function LandingRoute() {
  const { legal, renewal } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const dialog = searchParams.get("dialog");
  return (
    <>
      <Snackbars flash={actionData?.snackbar ?? null} />
      <Landing />
      {dialog === "login" ? <LoginDialog /> : null}
      {dialog === "request-validation" ? <RenewalDialog renewal={renewal} /> : null}
      {legal ? <LegalDialog title={legal.title} html={legal.html} /> : null}
    </>
  );
}
