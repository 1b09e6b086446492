import { formatEventStart } from "~/lib/content-format";
import { pageTitle } from "~/lib/title";
import { actionParam, idParam, olderQuery, readActionParam } from "./staff";
import { StaffAuditTrailDocument } from "./staff.graphql.server";
import { staffApi } from "./staff.server";
import { staffWords } from "./staff-view.server";

const PAGE = 50;

/** /staff/protokoll: the audit trail, newest first, filtered by action (`?aktion=`), paged back with `?vor=`. */
export async function auditTrailPage(request: Request) {
  const url = new URL(request.url);
  const action = readActionParam(url.searchParams.get("aktion"));
  const before = idParam(url.searchParams.get("vor"));
  const api = await staffApi(request, url.pathname + url.search);
  const [{ staffAuditTrail }, [t, locale]] = await Promise.all([
    api.request(StaffAuditTrailDocument, { action, beforeId: before, first: PAGE }),
    staffWords(request),
  ]);
  const older = olderQuery(staffAuditTrail, PAGE, { aktion: action ? actionParam(action) : null });
  return {
    title: pageTitle(t, "staff:audit.title"),
    action,
    paged: before !== null,
    entries: staffAuditTrail.map((entry) => ({
      id: entry.id,
      at: formatEventStart(entry.at, locale),
      action: entry.action,
      staff: entry.staff ? entry.staff.name : null,
      role: entry.staff_role ?? null,
      target: entry.target
        ? {
            id: entry.target.id,
            name: [entry.target.first_name, entry.target.last_name].join(" "),
            email: entry.target.email,
          }
        : null,
      detail: entry.detail ?? null,
      facts: {
        proofId: entry.proof_id ?? null,
        rejectionReason: entry.rejection_reason ?? null,
        livestream: entry.livestream?.title ?? null,
        moderation: entry.moderation_action ?? null,
        campaignId: entry.campaign_id ?? null,
        campaignType: entry.campaign_type ?? null,
        survey: entry.survey ?? null,
        orderId: entry.order_id ?? null,
        orderNumber: entry.order_number ?? null,
        searchKind: entry.search_kind ?? null,
        codeKind: entry.code_kind ?? null,
        email: entry.email ?? null,
        emailDomain: entry.email_domain ?? null,
        proofKind: entry.proof_kind ?? null,
        minAgeHours: entry.min_age_hours ?? null,
      },
    })),
    olderHref: older ? `/staff/protokoll${older}` : null,
  };
}
