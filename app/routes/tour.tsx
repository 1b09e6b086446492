import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { FinishTourDocument } from "~/features/profile/profile.graphql.server";
import { toggleAction } from "~/.server/toggle-action";
import { FormEndpoint } from "~/components/FormEndpoint";

const INTENTS = ["skip", "finish"] as const;
type TourIntent = (typeof INTENTS)[number];

/**
 * The guided tour's end (spec §4): skip and finish record it with `finishTour`, so the tour
 * does not come back; post/redirect/get to `redirectTo` (the welcome panel's "Verstanden" without
 * JavaScript), a fetcher with it.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  toggleAction<TourIntent>(request, {
    fallback: "/home",
    failedKey: "frame:tour.failed",
    read: (form) => INTENTS.find((intent) => intent === form.get("intent")) ?? null,
    run: (api) => api.request(FinishTourDocument),
    success: (intent) => ({ kind: "success", messages: [{ key: `frame:tour.${intent}_done` }] }),
  });

export const loader = () => redirect("/home");

export default FormEndpoint;
