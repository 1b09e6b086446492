import { formatEventStart } from "~/lib/content-format";
import { pageTitle } from "~/lib/title";
import { StaffLiveSessionsDocument } from "./staff.graphql.server";
import { staffApi } from "./staff.server";
import { staffWords } from "./staff-view.server";

/** /staff/live: the livestreams on air with what waits for their moderators. */
export async function liveSessionsPage(request: Request) {
  const api = await staffApi(request, new URL(request.url).pathname);
  const [{ staffLiveSessions }, [t, locale]] = await Promise.all([
    api.request(StaffLiveSessionsDocument),
    staffWords(request),
  ]);
  return {
    title: pageTitle(t, "staff:live.title"),
    sessions: staffLiveSessions.map((session) => ({
      id: session.livestream.id,
      slug: session.livestream.slug,
      title: session.livestream.title,
      until: formatEventStart(session.livestream.ends_at, locale),
      openQuestions: session.open_questions,
      waitingInterjections: session.waiting_interjections,
      pollOpen: session.poll_open,
    })),
  };
}
