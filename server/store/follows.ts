import type { Db } from "../db.ts";

export interface FollowRow {
  type: "FIELD" | "CHANNEL";
  id: number;
  slug: string;
  name: string;
  notify: number;
}

/** Followed fields (user_fields) and channels (user_channels), each with a notification switch. */
export function createFollowStore(db: Db) {
  const now = () => new Date().toISOString();
  const followField =
    db.prepare(`INSERT INTO user_fields (user_id, field_id, notify, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id, field_id) DO UPDATE SET notify = excluded.notify`);
  const followChannel =
    db.prepare(`INSERT INTO user_channels (user_id, channel_id, notify, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id, channel_id) DO UPDATE SET notify = excluded.notify`);
  const unfollowField = db.prepare("DELETE FROM user_fields WHERE user_id = ? AND field_id = ?");
  const unfollowChannel = db.prepare("DELETE FROM user_channels WHERE user_id = ? AND channel_id = ?");
  const notifyField = db.prepare("UPDATE user_fields SET notify = ? WHERE user_id = ? AND field_id = ?");
  const notifyChannel = db.prepare(
    "UPDATE user_channels SET notify = ? WHERE user_id = ? AND channel_id = ?",
  );
  const list = db.prepare<{ user: number }, FollowRow>(`
    SELECT 'FIELD' AS type, f.id, f.slug, f.label_de AS name, uf.notify FROM user_fields uf JOIN fields f ON f.id = uf.field_id WHERE uf.user_id = @user
    UNION ALL
    SELECT 'CHANNEL', c.id, c.slug, c.name, uc.notify FROM user_channels uc JOIN channels c ON c.id = uc.channel_id WHERE uc.user_id = @user`);
  const channelExists = db.prepare<[number], { id: number }>("SELECT id FROM channels WHERE id = ?");

  return {
    followField: (user: number, field: number, notify: boolean) =>
      followField.run(user, field, notify ? 1 : 0, now()),
    followChannel: (user: number, channel: number, notify: boolean) =>
      followChannel.run(user, channel, notify ? 1 : 0, now()),
    unfollowField: (user: number, field: number) => unfollowField.run(user, field),
    unfollowChannel: (user: number, channel: number) => unfollowChannel.run(user, channel),
    /** Answers false when the item is not followed. */
    setNotify(user: number, type: "FIELD" | "CHANNEL", id: number, notify: boolean): boolean {
      const statement = type === "FIELD" ? notifyField : notifyChannel;
      return statement.run(notify ? 1 : 0, user, id).changes > 0;
    },
    list: (user: number) => list.all({ user }),
    channelExists: (id: number) => channelExists.get(id) !== undefined,
  };
}

export type FollowStore = ReturnType<typeof createFollowStore>;
