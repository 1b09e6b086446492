import type { Db } from "../db.ts";
import { createTokenStore } from "./tokens.ts";
import { createChannelStore } from "./channels.ts";
import { createFieldStore } from "./fields.ts";
import { createNotificationStore } from "./notifications.ts";
import { createUserStore } from "./users.ts";

/** All prepared statements, made once per database and shared by every request. */
export function createStore(db: Db) {
  return {
    db,
    users: createUserStore(db),
    tokens: createTokenStore(db),
    fields: createFieldStore(db),
    channels: createChannelStore(db),
    notifications: createNotificationStore(db),
  };
}

export type Store = ReturnType<typeof createStore>;
