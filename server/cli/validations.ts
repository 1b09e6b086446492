/**
 * Staff decisions on proofs from the shell, through the same store code as `decideValidation`:
 *
 *   npx tsx server/cli/validations.ts list
 *   npx tsx server/cli/validations.ts accept <email|request id>
 *   npx tsx server/cli/validations.ts reject <email|request id>
 *
 * Opens DATA_DIR/api.sqlite (default .data) directly; the API may keep running meanwhile.
 */
import { resolve } from "node:path";
import { runIfScript, withStore } from "./database.ts";
import type { Store } from "../store/index.ts";
import type { ValidationRequestModel } from "../store/validations.ts";

const USAGE = `Usage: npx tsx server/cli/validations.ts list | accept <email|id> | reject <email|id>
Reads DATA_DIR/api.sqlite (default .data).`;

function describe(request: ValidationRequestModel, dataDir: string): string {
  const file = request.stored_path
    ? `${request.file_name} (${resolve(dataDir, request.stored_path)})`
    : request.file_name;
  return [
    `#${request.id}  ${request.email}  ${request.first_name} ${request.last_name}`,
    `    ${request.profession}, ${request.country}, submitted ${request.submitted_at}`,
    ...(request.order_number
      ? [`    for the assistant-doctor price of order ${request.order_number} (decide by #id)`]
      : []),
    `    file: ${file ?? "none"}`,
  ].join("\n");
}

function findPending(store: Store, target: string): ValidationRequestModel | undefined {
  if (/^\d+$/.test(target)) {
    const request = store.validations.byId(Number(target));
    return request?.status === "PENDING" ? request : undefined;
  }
  const user = store.users.byEmail(target.trim().toLowerCase());
  return user ? store.validations.pendingForUser(user.id) : undefined;
}

/** Answers the exit code; `print` receives every line of output. */
export function runValidationsCli(
  args: string[],
  { dataDir, print }: { dataDir: string; print: (line: string) => void },
): number {
  const [command, target] = args;
  const listing = command === "list" && target === undefined;
  const deciding = (command === "accept" || command === "reject") && target !== undefined;
  if (!listing && !deciding) {
    print(USAGE);
    return 2;
  }
  return withStore(dataDir, print, (store) => {
    if (listing) {
      const pending = store.validations.pending();
      print(pending.length === 0 ? "No pending validations." : `${pending.length} pending, oldest first:`);
      for (const request of pending) print(describe(request, dataDir));
      return 0;
    }
    const request = findPending(store, target ?? "");
    if (!request) {
      print(`No pending validation for ${target}.`);
      return 1;
    }
    const now = new Date();
    const decided = store.db.transaction(() => {
      const proof = store.validations.decide(
        request.id,
        command === "accept" ? "accept" : "reject",
        null,
        now,
      );
      // In the audit trail without a staff member: the host's shell is not a staff account.
      if (proof) {
        const action = command === "accept" ? "PROOF_ACCEPTED" : "PROOF_REJECTED";
        store.staffActions.record(
          null,
          action,
          { userId: proof.user_id, detail: `#${proof.id}`, facts: { proof_id: proof.id } },
          now,
        );
      }
      return proof;
    })();
    if (!decided) {
      print(`Validation #${request.id} was decided meanwhile.`);
      return 1;
    }
    const user = store.users.byId(decided.user_id);
    print(`${decided.status}: #${decided.id} ${decided.email}`);
    print(
      `    user now ${user?.status}, validation ${user?.validation_status}, expires ${user?.validation_expires_at ?? "-"}`,
    );
    print("    the decision was mailed (see the outbox, /demo-api/outbox under npm start)");
    return 0;
  });
}

runIfScript(import.meta.url, runValidationsCli);
