import type { Db } from "../db.ts";
import type { SupporterType } from "../generated/resolvers-types.ts";

export type SupporterRow = { name: string; type: SupporterType; url: string | null; industry: number };
export type DisclosureRow = { name: string; title: string | null; conflicts_of_interest: string | null };

/** Sponsor transparency: an item's or event's supporters and its experts' statements. */
export function createTransparencyStore(db: Db) {
  const contentSupporters = db.prepare<{ id: number }, SupporterRow>(
    `SELECT s.name, s.type, s.url, s.industry FROM contents c JOIN channel_supporters s ON s.channel_id = c.channel_id
     WHERE c.id = @id
     UNION ALL
     SELECT s.name, s.type, s.url, s.industry FROM contents c JOIN event_supporters s ON s.event_id = c.event_id
     WHERE c.id = @id`,
  );
  const eventSupporters = db.prepare<[number], SupporterRow>(
    "SELECT name, type, url, industry FROM event_supporters WHERE event_id = ? ORDER BY position, id",
  );
  const contentExperts = db.prepare<[number], DisclosureRow>(
    `SELECT e.name, e.title, e.conflicts_of_interest FROM content_experts ce JOIN experts e ON e.id = ce.expert_id
     WHERE ce.content_id = ? ORDER BY ce.position`,
  );
  const eventExperts = db.prepare<[number], DisclosureRow>(
    `SELECT e.name, e.title, e.conflicts_of_interest FROM event_experts ee JOIN experts e ON e.id = ee.expert_id
     WHERE ee.event_id = ? ORDER BY ee.position`,
  );
  return {
    ofContent: (id: number) => ({
      supporters: contentSupporters.all({ id }),
      experts: contentExperts.all(id),
    }),
    ofEvent: (id: number) => ({ supporters: eventSupporters.all(id), experts: eventExperts.all(id) }),
  };
}
