import { data, redirect } from "@remix-run/node";
import { safeRedirect } from "~/lib/redirect";
import { orderPath } from "~/features/staff/staff";
import type { FlashMessage } from "~/lib/flash";
import { UpstreamValidationError } from "~/.server/api";
import { readForm } from "~/.server/form";
import { StaffRefundOrderDocument } from "./staff.graphql.server";
import { flash } from "~/.server/session";
import { notFound, staffApi } from "./staff.server";

/**
 * The refund of an order (decision 035), confirmed in the page's dialog: back to the order
 * (post/redirect/get), which shows what the buyer has lost. An order not paid (any more), e.g.
 * refunded meanwhile in another tab, is refunded by nobody: the page says so.
 */
export async function refundOrderAction(request: Request, id: string) {
  const form = await readForm(request);
  if (!/^\d{1,10}$/.test(id)) throw notFound();
  const back = safeRedirect(orderPath(id), "/staff/bestellungen");
  const api = await staffApi(request, back, "ORDERS");
  if (form.get("intent") !== "refund") throw data({ reason: "bad_intent" }, { status: 400 });
  let message: FlashMessage;
  try {
    const { staffRefundOrder } = await api.request(StaffRefundOrderDocument, { id });
    message = {
      kind: "success",
      messages: [{ key: "staff:orders.refund.done", values: { number: staffRefundOrder.number } }],
    };
  } catch (error) {
    if (!(error instanceof UpstreamValidationError) || !error.fields.id) throw error;
    message = { kind: "error", messages: [{ key: "staff:orders.refund.refused" }] };
  }
  return redirect(back, { headers: await flash(request, message) });
}
