import { message, Validation } from "../errors.ts";
import { parseId } from "../rules.ts";
import { recordStaffAction } from "../staff/audit.ts";
import { recordSimulationEnd } from "../staff/simulation.ts";
import { signedIn } from "./signed-in.ts";
import type { FieldResolver } from "./types.ts";
import { reloadUser } from "./user.ts";
import type { MutationResolvers } from "../generated/resolvers-types.ts";

const updateMe: FieldResolver<MutationResolvers, "updateMe"> = signedIn(
  (viewer, { input }, context, info) => {
    // While simulating a chosen person, the session's own account is the staff member's.
    const user = viewer.staff ?? viewer.user;
    const simulate = input.is_simulating_user;
    // Only staff can simulate; switching it off is always allowed so nobody gets stuck.
    if (simulate === true && user.role === null) {
      new Validation()
        .add("input.is_simulating_user", message.prohibited("input.is_simulating_user"))
        .throwIfFailed(info.fieldName);
    }
    // The calling session only: the same account's other sessions keep their own view.
    if (typeof simulate === "boolean") {
      if (user.role !== null && simulate !== viewer.simulating) {
        if (simulate) recordStaffAction(context, user, "SIMULATION_STARTED");
        else recordSimulationEnd(context, viewer);
      }
      context.store.tokens.setSimulating(viewer.tokenId, simulate);
      Object.assign(viewer, { user, staff: null, simulating: simulate, simulatedUserId: null });
    }
    return reloadUser(context, user.id);
  },
);

const finishTour: FieldResolver<MutationResolvers, "finishTour"> = signedIn(({ user }, _args, context) => {
  context.store.users.finishTour(user.id, context.now());
  return reloadUser(context, user.id);
});

const confirmUserData: FieldResolver<MutationResolvers, "confirmUserData"> = signedIn(
  ({ user }, { input }, context, info) => {
    const fieldId = parseId(input.field_id);
    const followed = input.subscribedFields.map(parseId);
    const known = context.store.fields.existingIds(
      [fieldId, ...followed].filter((id): id is number => id !== null),
    );

    const validation = new Validation();
    if (fieldId === null || !known.has(fieldId)) {
      validation.add("input.field_id", message.invalid("input.field_id"));
    }
    if (followed.some((id) => id === null || !known.has(id))) {
      validation.add("input.subscribedFields", message.invalid("input.subscribedFields"));
    }
    validation.throwIfFailed(info.fieldName);

    context.store.users.confirmData(
      user.id,
      {
        // Not null here: the validation above threw otherwise.
        fieldId: fieldId ?? 0,
        fieldIds: followed.filter((id): id is number => id !== null),
        gender: input.gender ?? null,
      },
      context.now(),
    );
    return reloadUser(context, user.id);
  },
);

export const profileMutations = { updateMe, finishTour, confirmUserData } satisfies MutationResolvers;
