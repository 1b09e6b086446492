import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endSession } from "~/.server/auth";
import { readForm } from "~/.server/form";
import { FormEndpoint } from "~/components/FormEndpoint";

// Spec §4: logout calls the mutation, then clears the session whatever the answer, and goes to /.
export async function action({ request }: ActionFunctionArgs) {
  await readForm(request);
  return redirect("/", { headers: { "Set-Cookie": await endSession(request) } });
}

// A GET (e.g. an old bookmark) never logs out: logout needs the confirmation form's POST.
export const loader = () => redirect("/");

export default FormEndpoint;
