import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { forgotPasswordFlow, resetForgotPasswordDraft } from "~/features/auth/forgot-password.server";
import { loginAction } from "~/features/auth/login.server";
import { registerFlow } from "~/features/auth/register.server";
import { requestValidationFlow, resetRenewal } from "~/features/auth/request-validation.server";
import { getFixedT, getLocale } from "~/.server/i18n";
import { isLegalPage, loadLegalPage } from "~/.server/legal";
import { commitSession, getSessionIfAvailable } from "~/.server/session";
import { safeRedirect } from "~/lib/redirect";

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

/** The landing page: its dialogs' data, each draft dropped once its dialog is closed. */
export async function loadLandingPage(request: Request) {
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

/** Posts go to the dialog named in the URL; the login dialog is the default. */
export async function landingAction(args: ActionFunctionArgs) {
  const dialog = new URL(args.request.url).searchParams.get("dialog");
  if (isFlow(dialog)) return flows[dialog].action(args);
  return loginAction(args);
}
