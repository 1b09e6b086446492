import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { runCampaign, runDueCampaigns } from "../campaigns/run.ts";
import { loadMigrations, openDatabase, runMigrations } from "../db.ts";
import { seed } from "../seed/index.ts";
import { createStore } from "./index.ts";

// ScheduledCampaignStatus on a database of its own: the failures only the storage can stage.

const now = new Date("2026-03-02T07:00:00.000Z");
const siteUrl = "http://localhost:3000";

function demo() {
  const db = openDatabase(":memory:");
  seed(db, { now });
  // Every demo user wants the tutorials mail: four recipients.
  db.exec("UPDATE users SET notify_promotions = 1");
  return createStore(db);
}

describe("campaign status", () => {
  it("a campaign whose sending fails stops as ERROR with how many got it before; the others still go out", () => {
    const store = demo();
    let mails = 0;
    const failing = {
      ...store,
      outbox: {
        ...store.outbox,
        send: (...args: Parameters<typeof store.outbox.send>) => {
          if (++mails === 3) throw new Error("mail transport refused");
          return store.outbox.send(...args);
        },
      },
    };
    const broken = store.campaigns.schedule("DOCTUPUS", now);
    expect(() => runCampaign(failing, broken, { siteUrl, now })).toThrow("mail transport refused");
    expect(store.campaigns.byId(broken.id)).toMatchObject({
      status: "ERROR",
      recipients: 2,
      error: "mail transport refused",
      finished_at: now.toISOString(),
    });

    // Due campaigns: one failing is logged and leaves the next one to go out.
    mails = 0;
    const first = store.campaigns.schedule("DOCTUPUS", now);
    const second = store.campaigns.schedule("DOCTUPUS", now);
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      runDueCampaigns(failing, { siteUrl, now });
    } finally {
      console.error = error;
    }
    expect(store.campaigns.byId(first.id)?.status).toBe("ERROR");
    expect(store.campaigns.byId(second.id)?.status).toBe("COMPLETED");
    expect(logged).toHaveLength(1);
  });

  it("a campaign a stopped API left PROCESSING is ERROR when the API starts again, not sent twice", () => {
    const store = demo();
    const campaign = store.campaigns.schedule("RECAP", now);
    expect(store.campaigns.start(campaign.id, now)).toBe(true);
    expect(store.campaigns.markInterrupted(now)).toBe(1);
    expect(store.campaigns.byId(campaign.id)).toMatchObject({ status: "ERROR", error: "interrupted" });
    expect(runCampaign(store, campaign, { siteUrl, now })).toBeNull();
  });

  it("one runner: a campaign being sent is not started again, nor another of its type meanwhile", () => {
    const store = demo();
    const first = store.campaigns.schedule("DOCTUPUS", now);
    const second = store.campaigns.schedule("DOCTUPUS", now);
    const other = store.campaigns.schedule("RECAP", now);
    expect(store.campaigns.start(first.id, now)).toBe(true);
    expect(store.campaigns.start(first.id, now)).toBe(false);
    expect(runCampaign(store, second, { siteUrl, now })).toBeNull();
    expect(store.campaigns.byId(second.id)?.status).toBe("PENDING");
    expect(store.campaigns.start(other.id, now)).toBe(true);
    store.campaigns.finish(first.id, 0, now);
    expect(runCampaign(store, second, { siteUrl, now })).toBe(4);
  });

  it("the migration maps the earlier statuses and drops canceled campaigns, keeping their deliveries", () => {
    const fresh = new Database(":memory:");
    fresh.pragma("foreign_keys = ON");
    runMigrations(
      fresh,
      loadMigrations().filter((migration) => migration.version < 30),
    );
    fresh.exec(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, created_at, updated_at, profession, country) VALUES (1, 'a@example.com', 'x', 'A', 'B', '2026-01-01', '2026-01-01', 'DOCTOR', 'DE')`,
    );
    const insert = fresh.prepare(
      "INSERT INTO notification_campaigns (id, type, status, scheduled_for, recipients) VALUES (?, 'RECAP', ?, '2026-01-01', ?)",
    );
    insert.run(1, "SCHEDULED", 0);
    insert.run(2, "SENDING", 1);
    insert.run(3, "SENT", 1);
    insert.run(4, "CANCELED", 0);
    fresh.exec("INSERT INTO campaign_deliveries (campaign_id, user_id, mail_id) VALUES (3, 1, 1), (2, 1, 2)");
    runMigrations(fresh);
    const rows = fresh.prepare("SELECT id, status, error FROM notification_campaigns ORDER BY id").all();
    expect(rows).toEqual([
      { id: 1, status: "PENDING", error: null },
      { id: 2, status: "ERROR", error: "interrupted" },
      { id: 3, status: "COMPLETED", error: null },
    ]);
    expect(fresh.prepare("SELECT count(*) AS n FROM campaign_deliveries").get()).toEqual({ n: 2 });
    expect(fresh.pragma("foreign_keys", { simple: true })).toBe(1);
  });
});
