import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { switchSimulation } from "~/.server/simulation";
import { FormEndpoint } from "~/components/FormEndpoint";

/** Staff switch (spec §4): sets is_simulating_user, then the redirect loads fresh data. */
export const action = ({ request }: ActionFunctionArgs) => switchSimulation(request);

export const loader = () => redirect("/home");

export default FormEndpoint;
