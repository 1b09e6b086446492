import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { loginAction } from "~/.server/flows/login";
import { requestValidationFlow } from "~/.server/flows/request-validation";
import { getFixedT, getLocale } from "~/.server/i18n";
import { isLegalPage, loadLegalPage } from "~/.server/legal";
import { getSession } from "~/.server/session";
import { LegalDialog } from "~/components/dialogs/LegalDialog";
import { LoginDialog } from "~/components/dialogs/LoginDialog";
import { RenewalDialog } from "~/components/dialogs/RenewalDialog";
import { Landing } from "~/components/landing/Landing";
import { Snackbars } from "~/components/Snackbars";
import { safeRedirect } from "~/lib/redirect";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { layout: "landing" };

// The landing page's dialogs with more than one step (design.md: multi-step flows).
const flows = {
  "request-validation": requestValidationFlow,
} as const;
type FlowName = keyof typeof flows;
const isFlow = (name: string | null): name is FlowName => name !== null && name in flows;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await getSession(request);
  // Spec 2.2: a signed-in visitor at the index goes to `redirect`, else /home.
  if (session.get("token")) throw redirect(safeRedirect(url.searchParams.get("redirect")));

  const [t, locale] = await Promise.all([getFixedT(request), getLocale(request)]);
  const dialog = url.searchParams.get("dialog");
  const legal = isLegalPage(dialog) ? await loadLegalPage(dialog, locale) : null;
  return {
    title: t("landing:meta.title"),
    description: t("landing:meta.description"),
    legal,
    renewal: dialog === "request-validation" ? await flows["request-validation"].load(request, locale) : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [
  { title: loaderData?.title },
  { name: "description", content: loaderData?.description },
];

/** Posts go to the dialog named in the URL; the login dialog is the default. */
export async function action(args: ActionFunctionArgs) {
  const dialog = new URL(args.request.url).searchParams.get("dialog");
  if (isFlow(dialog)) return flows[dialog].action(args);
  return loginAction(args);
}

export default function LandingRoute() {
  const { legal, renewal } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ snackbar?: Parameters<typeof Snackbars>[0]["flash"] }>();
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
