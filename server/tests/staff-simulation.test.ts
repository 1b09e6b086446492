import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed/index.ts";
import { fromNow } from "../../tests/support/reference-api.ts";
import { startTestApi, type TestApi } from "./helpers.ts";

// Simulating exactly one chosen user (decision 037): the session reads as the person, changes
// nothing in their name, and the audit trail says who looked at whom.

const SIMULATE = `mutation($id: ID!) { staffSimulateUser(user_id: $id) { id email is_simulating_user is_simulated_by_staff role } }`;
const ME = "{ me { id email role is_simulating_user is_simulated_by_staff staff_permissions } }";
const STOP =
  "mutation { updateMe(input: { is_simulating_user: false }) { email is_simulating_user is_simulated_by_staff } }";
const DETAIL = `query($id: ID!) { staffUserDetail(id: $id) { can_simulate } }`;

interface Me {
  id: string;
  email: string;
  role: string | null;
  is_simulating_user: boolean;
  is_simulated_by_staff: boolean;
  staff_permissions: string[];
}

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(() => t.close());

const codeOf = (result: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  result.errors?.[0]?.extensions?.code;

async function me(token: string): Promise<Me> {
  const result = await t.gql<{ me: Me }>(ME, { token });
  expect(result.errors).toBeUndefined();
  if (!result.data) throw new Error("no me");
  return result.data.me;
}

async function staffSession(role = "customer_service") {
  const { email } = await t.surface.createUser({ like: "team@example.com", role });
  return { email, token: await t.login(email) };
}

async function doctor() {
  const { email } = await t.surface.createUser({ like: "arzt@example.com" });
  return { email, token: await t.login(email), id: (await me(await t.login(email))).id };
}

async function simulate(token: string, id: string) {
  const result = await t.gql<{ staffSimulateUser: Me }>(SIMULATE, { token, variables: { id } });
  expect(result.errors).toBeUndefined();
  return result.data?.staffSimulateUser;
}

describe("simulating a chosen user", () => {
  it("answers every query as the person, in this session only, and ends with the switch", async () => {
    const support = await staffSession();
    const otherTab = await t.login(support.email);
    const person = await doctor();

    expect(await simulate(support.token, person.id)).toMatchObject({
      email: person.email,
      is_simulating_user: true,
      is_simulated_by_staff: true,
      role: null,
    });
    expect(await me(support.token)).toMatchObject({
      email: person.email,
      is_simulated_by_staff: true,
      staff_permissions: [],
    });
    // The person's own session and the staff member's other sessions see nothing of it.
    expect(await me(person.token)).toMatchObject({ email: person.email, is_simulated_by_staff: false });
    expect(await me(otherTab)).toMatchObject({ email: support.email, is_simulating_user: false });

    const stopped = await t.gql<{ updateMe: Me }>(STOP, { token: support.token });
    expect(stopped.data?.updateMe).toMatchObject({
      email: support.email,
      is_simulating_user: false,
      is_simulated_by_staff: false,
    });
    expect((await me(support.token)).staff_permissions).toContain("USERS");
  });

  it("changes nothing in the person's name: every mutation but leaving is refused", async () => {
    const support = await staffSession();
    const person = await doctor();
    await simulate(support.token, person.id);

    const attempts = [
      "mutation { followField(id: 2) { id } }",
      "mutation { recordWatchProgress(contentId: 1, position_seconds: 60) { position_seconds } }",
      "mutation { finishTour { id } }",
      "mutation { updateMe(input: { is_simulating_user: true }) { id } }",
      `mutation { submitFeedback(input: { rating: 1, text: "Im Namen der Person" }) { id } }`,
    ];
    for (const attempt of attempts) {
      const result = await t.gql(attempt, { token: support.token });
      expect({ attempt, code: codeOf(result) }).toEqual({ attempt, code: "SIMULATION_READ_ONLY" });
    }
    // The person still follows what they followed before: nothing was written.
    const follows = await t.gql<{ me: { subscribedFields: Array<{ id: string }> } }>(
      "{ me { subscribedFields { id } } }",
      { token: person.token },
    );
    expect(follows.data?.me.subscribedFields.map((field) => field.id)).not.toContain("2");
    // Nor does the person's record leave: it holds their mails, a password reset's code among them.
    await t.gql(`mutation($e: String!) { forgotPassword(email: $e) }`, { variables: { e: person.email } });
    const exported = await t.gql<{ myData: string }>("{ myData }", { token: support.token });
    expect(codeOf(exported)).toBe("SIMULATION_READ_ONLY");
    expect(JSON.stringify(exported)).not.toContain(await t.latestCode(person.email));
    // Staff operations are refused as for anyone simulating.
    const search = await t.gql(`{ staffUserSearch(query: "arzt") { id } }`, { token: support.token });
    expect(codeOf(search)).toBe("FORBIDDEN");
    // Leaving works, and signing out.
    expect((await t.gql(STOP, { token: support.token })).errors).toBeUndefined();
  });

  it("is for support roles, and only of active accounts without a role other than one's own", async () => {
    const person = await doctor();
    const support = await staffSession();
    const finance = await staffSession("finance");
    const lead = await staffSession("teamleitung");
    const leadId = (await me(lead.token)).id;
    const supportId = (await me(support.token)).id;

    for (const token of [person.token, finance.token]) {
      const result = await t.gql(SIMULATE, { token, variables: { id: person.id } });
      expect(codeOf(result)).toBe("FORBIDDEN");
    }
    for (const id of [leadId, supportId, "999999", "nope"]) {
      const result = await t.gql(SIMULATE, { token: support.token, variables: { id } });
      expect({ id, code: codeOf(result) }).toEqual({ id, code: "INVALID" });
    }
    const detail = async (id: string) =>
      (
        await t.gql<{ staffUserDetail: { can_simulate: boolean } }>(DETAIL, {
          token: support.token,
          variables: { id },
        })
      ).data?.staffUserDetail.can_simulate;
    expect(await detail(person.id)).toBe(true);
    expect(await detail(leadId)).toBe(false);
    expect(await detail(supportId)).toBe(false);
  });

  it("is recorded on the person when it starts and when it ends, by the switch or by signing out", async () => {
    const support = await staffSession();
    const lead = await staffSession("teamleitung");
    const person = await doctor();
    await simulate(support.token, person.id);
    await t.gql(STOP, { token: support.token });
    await simulate(support.token, person.id);
    expect((await t.gql("mutation { logout { id } }", { token: support.token })).errors).toBeUndefined();

    const trail = await t.gql<{
      staffAuditTrail: Array<{ action: string; staff: { email: string }; target: { email: string } | null }>;
    }>(
      `query($id: ID) { staffAuditTrail(target_user_id: $id) { action staff { email } target { email } } }`,
      { token: lead.token, variables: { id: person.id } },
    );
    expect(trail.data?.staffAuditTrail.map((entry) => entry.action)).toEqual([
      "SIMULATION_STOPPED",
      "SIMULATION_STARTED",
      "SIMULATION_STOPPED",
      "SIMULATION_STARTED",
    ]);
    for (const entry of trail.data?.staffAuditTrail ?? []) {
      expect(entry).toMatchObject({ staff: { email: support.email }, target: { email: person.email } });
    }
  });

  it("never takes the person's seat in a conference room: nobody talks in their name", async () => {
    const support = await staffSession();
    const moderator = await staffSession("super_admin");
    const person = await doctor();
    const stream = await t.surface.createLivestream({
      title: "Fallkonferenz Herzinsuffizienz",
      starts_at: fromNow(-5),
      ends_at: fromNow(60),
    });
    const asked = await t.gql<{ requestInterjection: { id: string } }>(
      "mutation($l: ID!) { requestInterjection(livestream_id: $l) { id } }",
      { token: person.token, variables: { l: stream.id } },
    );
    const accepted = await t.gql(
      "mutation($l: ID!, $t: ID!) { moderateLiveSession(livestream_id: $l, action: ACCEPT, target_id: $t) { version } }",
      { token: moderator.token, variables: { l: stream.id, t: asked.data?.requestInterjection.id } },
    );
    expect(accepted.errors).toBeUndefined();
    const ROOM = "query($s: String!) { liveConferenceRoom(livestream_slug: $s) { me { role } } }";
    const roomOf = async (token: string) =>
      (
        await t.gql<{ liveConferenceRoom: { me: { role: string } } | null }>(ROOM, {
          token,
          variables: { s: stream.slug },
        })
      ).data?.liveConferenceRoom;
    expect(await roomOf(person.token)).toEqual({ me: { role: "SPEAKER" } });
    await simulate(support.token, person.id);
    expect(await roomOf(support.token)).toBeNull();
    const SESSION = "query($s: String!) { liveSession(livestream_slug: $s) { conference { token } } }";
    const tokenOf = async (token: string) =>
      (
        await t.gql<{ liveSession: { conference: { token: string } | null } }>(SESSION, {
          token,
          variables: { s: stream.slug },
        })
      ).data?.liveSession.conference;
    expect(await tokenOf(person.token)).not.toBeNull();
    expect(await tokenOf(support.token)).toBeNull();
  });

  it("ends the choice when the person deletes their account meanwhile", async () => {
    const support = await staffSession();
    const person = await doctor();
    await simulate(support.token, person.id);
    const deleted = await t.gql("mutation($p: String!) { deleteAccount(password: $p) }", {
      token: person.token,
      variables: { p: DEMO_PASSWORD },
    });
    expect(deleted.errors).toBeUndefined();
    // Back to the simulation of a normal user: the staff member's own account, nobody's data.
    expect(await me(support.token)).toMatchObject({
      email: support.email,
      is_simulating_user: true,
      is_simulated_by_staff: false,
    });
  });
});
