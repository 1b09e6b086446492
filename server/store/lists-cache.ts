import type { Db } from "../db.ts";

/**
 * Lists many viewers ask for within moments (a field page, a home shelf), kept until the data
 * changes: data_version moves when another connection writes, total_changes when this one does
 * (a field page's lists took 7 ms at 100,000 items, on every request; decision 021). Lists that depend
 * on the clock put the clock, to the second, into their key.
 */
export function createListsCache(db: Db) {
  // Prepared once: db.pragma() compiles its statement on every call, and a page asks up to 15 lists.
  const dataVersion = db.prepare<[], number>("PRAGMA data_version").pluck();
  const totalChanges = db.prepare<[], number>("SELECT total_changes()").pluck();
  const lists = new Map<string, unknown>();
  let version = "";
  return function cached<T>(key: string, compute: () => T): T {
    const now = `${dataVersion.get()}:${totalChanges.get()}`;
    if (now !== version || lists.size > 1_000) {
      lists.clear();
      version = now;
    }
    if (!lists.has(key)) lists.set(key, compute());
    return lists.get(key) as T;
  };
}
