import { mails } from "../mails.ts";
import type { Store } from "../store/index.ts";

/** How often the simulated EIV looks for certificates to move on; every read of certificates does too. */
export const TRANSMISSION_INTERVAL_MS = 60_000;

/**
 * Moves requested certificates along the chamber's steps (store.cme.transmit) and mails the user
 * when one is accredited. Runs on the API's clock, so tests move it with the test surface's clock.
 */
export function transmitCertificates(store: Store, now: Date): void {
  for (const certificate of store.cme.transmit(now)) {
    const user = store.users.byId(certificate.user_id);
    if (user) store.outbox.send(mails.certificateAvailable(user.email, user.first_name, certificate), now);
  }
}
