import type { ContentModel } from "../store/content.ts";
import type { DisclosureRow, SupporterRow } from "../store/transparency.ts";
import type { Resolver } from "./types.ts";

// Sponsor transparency: supporters by type and the experts' conflict-of-interest statements.

function sponsorship(found: { supporters: SupporterRow[]; experts: DisclosureRow[] }) {
  return {
    industry_independent: !found.supporters.some((supporter) => supporter.industry === 1),
    supporters: found.supporters.map((supporter) => ({ ...supporter, industry: supporter.industry === 1 })),
    experts: found.experts,
  };
}

export const contentSponsorship = {
  sponsorship: ((item, _a, { store }) => sponsorship(store.transparency.ofContent(item.id))) as Resolver<
    ContentModel,
    unknown,
    unknown
  >,
};

export const eventSponsorship = {
  sponsorship: ((event, _a, { store }) => sponsorship(store.transparency.ofEvent(event.id))) as Resolver<
    { id: number },
    unknown,
    unknown
  >,
};
