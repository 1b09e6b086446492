import { describe, expect, it } from "vitest";
import type { MeQuery } from "./graphql/generated/graphql";
import { DEMO_DOCTOR_ANALYTICS } from "../../tests/fixtures/people";
import { toAnalyticsUser } from "./analytics";

const me = {
  id: "7",
  email: "arzt@example.com",
  first_name: "Markus",
  last_name: "Hoffmann",
  gender: "MALE",
  profession: "DOCTOR",
  employment: "CLINIC",
  country: "DE",
  validation_status: "ACCEPTED",
  field: { id: "1", slug: "kardiologie", sluggable_type: "Field" },
  subscribedFields: [{ slug: "kardiologie" }, { slug: "neurologie" }],
} as unknown as NonNullable<MeQuery["me"]>;

describe("toAnalyticsUser", () => {
  it("keeps ids and categories, drops email and name", () => {
    const user = toAnalyticsUser(me, "de");
    expect(user).toEqual({
      user_id: "7",
      ...DEMO_DOCTOR_ANALYTICS,
      user_interest: ["kardiologie", "neurologie"],
    });
    expect(JSON.stringify(user)).not.toMatch(/example\.com|Markus|Hoffmann/);
  });
});
