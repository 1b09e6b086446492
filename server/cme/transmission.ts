import { mails } from "../mails.ts";
import type { Store } from "../store/index.ts";

/** How often the simulated EIV looks for certificates to move on; every read of a user's certificates does too. */
export const TRANSMISSION_INTERVAL_MS = 60_000;

/**
 * Moves requested certificates along the chamber's steps (store.cme.transmit) and mails the user
 * when one is accredited: everyone's (the periodic job) or one user's (before their certificates are
 * read, so a read sees the state of the API's clock; tests move that clock through the test surface).
 */
export function transmitCertificates(store: Store, now: Date, userId: number | null = null): void {
  for (const certificate of store.cme.transmit(now, userId)) {
    const user = store.users.byId(certificate.user_id);
    if (user) store.outbox.send(mails.certificateAvailable(user.email, user.first_name, certificate), now);
  }
}
