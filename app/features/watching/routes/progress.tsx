import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { progressAction } from "../progress.server";

// POST /progress: how far the viewer watched, or a live player's heartbeat (progress.server.ts).
export const action = ({ request }: ActionFunctionArgs) => progressAction(request);

export const loader = () => redirect("/");
