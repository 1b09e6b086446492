import { describe, expect, it } from "vitest";
import type { MeQuery } from "./graphql/generated/graphql";
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
      user_status: "accepted",
      user_type: {
        profession: "DOCTOR",
        employment: "CLINIC",
        field: "kardiologie",
        country: "DE",
        gender: "MALE",
        locale: "de",
      },
      user_interest: ["kardiologie", "neurologie"],
    });
    expect(JSON.stringify(user)).not.toMatch(/example\.com|Markus|Hoffmann/);
  });
});
