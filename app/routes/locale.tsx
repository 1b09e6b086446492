import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { localeCookie } from "~/.server/i18n";
import { isLanguage } from "~/i18n";
import { safeRedirect } from "~/lib/redirect";
import { readForm } from "~/.server/form";
import { FormEndpoint } from "~/components/FormEndpoint";

/** The language switch: stores the choice in the `locale` cookie (365 days) and returns to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request);
  const locale = form.get("locale");
  const back = safeRedirect(form.get("redirectTo"), "/");
  if (!isLanguage(locale)) return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": await localeCookie.serialize(locale) } });
}

export const loader = () => redirect("/");

export default FormEndpoint;
