import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { FormEndpoint } from "~/components/FormEndpoint";
import { cmeAction } from "../cme-action.server";

// POST /cme: start the test, answer it step by step, submit it, apply for points, set
// the CME cycle. Every step is post/redirect/get: the test dialog's URL names the question
// (`?dialog=cme-test&q=3`), and the answers live in the upstream attempt, so a reload keeps them.

export const action = ({ request }: ActionFunctionArgs) => cmeAction(request);

export const loader = () => redirect("/");

export default FormEndpoint;
