import type { ActionFunctionArgs } from "@remix-run/node";
import { uploadTicket } from "~/.server/upload-ticket";

// POST /upload-ticket: the upload area's ticket for the JavaScript path (.server/upload-ticket.ts).
export const action = ({ request, context }: ActionFunctionArgs) =>
  request.method === "POST" ? uploadTicket(request, context.clientIp ?? "unknown") : methodNotAllowed();

// Tickets are only handed out to a POST (the JavaScript path of the upload area).
export const loader = () => methodNotAllowed();

function methodNotAllowed() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
