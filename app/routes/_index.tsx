import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { forgotPasswordFlow, resetForgotPasswordDraft } from "~/features/auth/forgot-password.server";
import { loginAction } from "~/features/auth/login.server";
import { registerFlow } from "~/features/auth/register.server";
import { requestValidationFlow, resetRenewal } from "~/features/auth/request-validation.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { isLegalPage, loadLegalPage } from "~/.server/legal";
import { commitSession, getSessionIfAvailable } from "~/.server/session";
import { onDemand } from "~/render/on-demand";
import { Landing } from "~/components/landing/Landing";
import { Snackbars } from "~/components/Snackbars";
import { safeRedirect } from "~/lib/redirect";
import type { RouteHandle } from "~/root";
import { passRetryAfter } from "~/lib/route-headers";

// The dialogs' code (forms, validation) loads when one opens (decision 021).
const LegalDialog = onDemand("LegalDialog", () =>
  import("~/components/dialogs/LegalDialog").then((m) => m.LegalDialog),
);
const LoginDialog = onDemand("LoginDialog", () =>
  import("~/features/auth/LoginDialog").then((m) => m.LoginDialog),
);
const RequestValidationDialog = onDemand("RequestValidationDialog", () =>
  import("~/features/auth/RequestValidationDialog").then((m) => m.RequestValidationDialog),
);
const RegisterDialog = onDemand("RegisterDialog", () =>
  import("~/features/auth/RegisterDialog").then((m) => m.RegisterDialog),
);
const ForgotPasswordDialog = onDemand("ForgotPasswordDialog", () =>
  import("~/features/auth/ForgotPasswordDialog").then((m) => m.ForgotPasswordDialog),
);

// A refused attempt (429) says when to try again.
export const headers = passRetryAfter;

export const handle: RouteHandle = { layout: "landing" };

// The landing page's dialogs with more than one step: each step a post, the draft in the session
// (decision 014).
const flows = {
  register: registerFlow,
  "forgot-password": forgotPasswordFlow,
  "request-validation": requestValidationFlow,
} as const;
type FlowName = keyof typeof flows;
// Own keys only: `dialog=__proto__` or `constructor` must not find Object's members.
const isFlow = (name: string | null): name is FlowName => name !== null && Object.hasOwn(flows, name);

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The session store down: the landing page for an unknown visitor (a login then says why it fails).
  const session = await getSessionIfAvailable(request);
  // Spec 2.2: a signed-in visitor at the index goes to `redirect`, else /home.
  if (session?.get("token")) throw redirect(safeRedirect(url.searchParams.get("redirect")));

  const [t, locale] = await Promise.all([getFixedT(request), getLocale(request)]);
  const dialog = url.searchParams.get("dialog");
  const legal = isLegalPage(dialog) ? await loadLegalPage(dialog, locale) : null;
  // Spec 2.5: closing the register dialog resets the registration (and drops the password from the session).
  if (session && dialog !== "register" && session.get("registration")) {
    session.unset("registration");
    await commitSession(session);
  }
  // Spec §4: closing the forgot-password or the renewal dialog resets its data (the renewal's password too).
  const leftForgot = session && dialog !== "forgot-password" && resetForgotPasswordDraft(session);
  const leftRenewal = session && dialog !== "request-validation" && resetRenewal(session);
  if (session && (leftForgot || leftRenewal)) await commitSession(session);
  return {
    title: t("landing:meta.title"),
    description: t("landing:meta.description"),
    legal,
    registration: dialog === "register" ? await flows.register.load(request, locale) : null,
    forgotPassword:
      dialog === "forgot-password" ? await flows["forgot-password"].load(request, locale) : null,
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
  const { legal, renewal, registration, forgotPassword } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ snackbar?: Parameters<typeof Snackbars>[0]["flash"] }>();
  const [searchParams] = useSearchParams();
  const dialog = searchParams.get("dialog");
  return (
    <>
      <Snackbars flash={actionData?.snackbar ?? null} />
      <Landing />
      {dialog === "login" ? <LoginDialog /> : null}
      {registration ? <RegisterDialog data={registration} /> : null}
      {forgotPassword ? (
        <ForgotPasswordDialog
          step={forgotPassword.step}
          email={forgotPassword.email}
          code={forgotPassword.code}
        />
      ) : null}
      {dialog === "request-validation" ? <RequestValidationDialog data={renewal} closeHref="/" /> : null}
      {legal ? <LegalDialog title={legal.title} html={legal.html} /> : null}
    </>
  );
}
