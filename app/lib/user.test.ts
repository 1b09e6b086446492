import { describe, expect, it } from "vitest";
import { showsStaffTools, sortFollowed, type ClientUser, type FollowedItem } from "./user";

const item = (name: string, type: FollowedItem["type"] = "Field"): FollowedItem => ({
  type,
  name,
  slug: name.toLowerCase(),
  color: null,
  icon: null,
  thumbnailUrl: null,
});

describe("sortFollowed", () => {
  it("sorts fields and channels together with German collation", () => {
    const sorted = sortFollowed([
      item("Zahnmedizin"),
      item("Ärztliche Praxis", "Channel"),
      item("Onkologie"),
      item("Allergologie"),
    ]);
    expect(sorted.map((entry) => entry.name)).toEqual([
      "Allergologie",
      "Ärztliche Praxis",
      "Onkologie",
      "Zahnmedizin",
    ]);
  });
});

describe("showsStaffTools", () => {
  const user = { role: "super_admin", isSimulating: false } as ClientUser;
  it("is true for staff, false while simulating or without role", () => {
    expect(showsStaffTools(user)).toBe(true);
    expect(showsStaffTools({ ...user, isSimulating: true })).toBe(false);
    expect(showsStaffTools({ ...user, role: null })).toBe(false);
    expect(showsStaffTools(null)).toBe(false);
  });
});
