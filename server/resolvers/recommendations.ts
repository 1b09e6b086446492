import type { Context } from "../context.ts";
import { PROFESSION_FIELDS } from "../seed/professions.ts";
import type { ContentModel } from "../store/content.ts";

export interface FeaturedEntry {
  type: "AUTO" | "MANUAL";
  /** Spec 3.6's numbers for the editorial entries; PICKED for the rest. */
  priority: number;
  content: ContentModel;
}

/** An item picked from the viewer's fields, their profession's or the newest, not an editorial entry. */
export const PICKED = 6;

/** The lists take turns, each giving `turn` items (1 unless given) a round, until all are empty. */
function takeTurns<T>(lists: { items: T[]; turn?: number }[]): T[] {
  const out: T[] = [];
  const next = lists.map(() => 0);
  while (lists.some((list, i) => (next[i] ?? 0) < list.items.length)) {
    lists.forEach((list, i) => {
      const from = next[i] ?? 0;
      const turn = list.turn ?? 1;
      out.push(...list.items.slice(from, from + turn));
      next[i] = from + turn;
    });
  }
  return out;
}

/**
 * "Empfohlen für dich" (decision 027): items of the viewer's main and followed fields first, the
 * fields taking turns (the main field first, with two items a round), then items of the fields their profession works with,
 * then the editorial entries and the newest CME items, so the shelf is never empty. Within a field its
 * editorial entries (live now, today, picked by the editors, this week) come before its newest items;
 * a livestream that has ended is not offered. Without a viewer: the editorial entries as they are.
 */
export function recommend(context: Context, editorial: FeaturedEntry[], limit: number): FeaturedEntry[] {
  const viewer = context.viewer();
  if (!viewer) return editorial.slice(0, limit);
  const { store } = context;
  const now = context.now().toISOString();
  const fields = store.fields.all();
  // A merged field stands for its target.
  const target = (id: number) => fields.find((f) => f.id === id)?.mappedId ?? id;
  const followed = store.follows
    .list(viewer.user.id)
    .filter((f) => f.type === "FIELD")
    .map((f) => f.id);
  const own = [
    ...new Set([viewer.user.field_id, ...followed].flatMap((id) => (id === null ? [] : [target(id)]))),
  ];
  const professional = [
    ...new Set(
      (PROFESSION_FIELDS[viewer.user.profession] ?? []).flatMap((slug) => {
        const field = fields.find((f) => f.slug === slug);
        return field ? [target(field.id)] : [];
      }),
    ),
  ].filter((id) => !own.includes(id));
  const order = [...own, ...professional];

  const picked = (content: ContentModel): FeaturedEntry => ({ type: "AUTO", priority: PICKED, content });
  const watchable = (c: ContentModel) => !(c.kind === "LIVESTREAM" && c.ends_at !== null && c.ends_at <= now);
  const candidates = [
    ...editorial,
    ...order.flatMap((id) => store.content.fieldShelf(id, limit).filter(watchable).map(picked)),
    ...store.content.newCme(limit).map(picked),
  ];
  const fieldsOf = store.content.fieldsOf([...new Set(candidates.map((entry) => entry.content.id))]);

  // Each item waits in the queue of the first of the viewer's fields it belongs to, or in the general one.
  const queues = new Map(order.map((id) => [id, [] as FeaturedEntry[]]));
  const general: FeaturedEntry[] = [];
  const seen = new Set<number>();
  for (const entry of candidates) {
    if (seen.has(entry.content.id)) continue;
    seen.add(entry.content.id);
    const itemFields = fieldsOf.get(entry.content.id);
    const home = order.find((id) => itemFields?.has(id));
    (home === undefined ? general : (queues.get(home) ?? general)).push(entry);
  }
  const main = viewer.user.field_id === null ? null : target(viewer.user.field_id);
  // The main field has two items a round, every other field one.
  const queue = (id: number) => ({ items: queues.get(id) ?? [], turn: id === main ? 2 : 1 });
  return [...takeTurns(own.map(queue)), ...takeTurns(professional.map(queue)), ...general].slice(0, limit);
}
