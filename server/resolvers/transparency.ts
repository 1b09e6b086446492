import type { DisclosureRow, SupporterRow } from "../store/transparency.ts";
import type { EventResolvers, VodResolvers } from "../generated/resolvers-types.ts";

// Sponsor transparency: supporters by type and the experts' conflict-of-interest statements.

function sponsorship(found: { supporters: SupporterRow[]; experts: DisclosureRow[] }) {
  return {
    industry_independent: !found.supporters.some((supporter) => supporter.industry === 1),
    supporters: found.supporters.map((supporter) => ({ ...supporter, industry: supporter.industry === 1 })),
    experts: found.experts,
  };
}

export const contentSponsorship = {
  sponsorship: (item, _a, { store }) => sponsorship(store.transparency.ofContent(item.id)),
} satisfies VodResolvers;

export const eventSponsorship = {
  sponsorship: (event, _a, { store }) => sponsorship(store.transparency.ofEvent(event.id)),
} satisfies EventResolvers;
