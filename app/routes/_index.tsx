import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { landingAction, loadLandingPage } from "~/features/auth/landing.server";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { onDemand } from "~/render/on-demand";
import { Landing } from "~/components/landing/Landing";
import { Snackbars } from "~/components/Snackbars";
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

export const loader = ({ request }: LoaderFunctionArgs) => loadLandingPage(request);

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [
  { title: loaderData?.title },
  { name: "description", content: loaderData?.description },
];

/** Posts go to the dialog named in the URL; the login dialog is the default. */
export const action = (args: ActionFunctionArgs) => landingAction(args);

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
