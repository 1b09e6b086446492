/**
 * A typed client of the reference API's test surface (server/test-surface/): the only way tests set
 * up state. It signs in as the demo staff user once and sends every test operation with that token.
 * Used by the integration tests, the browser tests and the API's own tests.
 */

export const DEMO_PASSWORD = "fortbildung2026";
const STAFF = "team@example.com";

export type TestContent = {
  id: string;
  kind: string;
  slug: string;
  title: string;
  access: string;
  status: string;
  duration_seconds: number | null;
  cme_points: number;
  /** The topic bank its CME test draws from (null without one). */
  cme_topic: string | null;
  /** A CME demo item: a 1-minute threshold. */
  cme_demo: boolean;
};
export type TestUser = { id: string; email: string };
export type TestUserDetails = TestUser & { efn: string | null; self_attributions: string[] | null };
export type TestEvent = { id: string; slug: string; title: string };
export type TestMail = {
  id: string;
  to: string;
  kind: string;
  subject: string;
  body: string;
  code: string | null;
};
export type TestNotificationClick = {
  mt: string;
  user_email: string | null;
  /** A campaign link's click type (OPEN, CALENDAR, LINK, UNSUBSCRIBE, BANNER); null for others. */
  click_type: string | null;
  campaign_id: string | null;
};
export type TestStoredFile = { uuid: string; size: number; sha256: string };
export type TestUploads = { stored: TestStoredFile[]; incoming: string[] };
export type TestUpload = {
  uuid: string;
  stored_at: string | null;
  mime: string | null;
  file: TestStoredFile | null;
};

const CONTENT = "id kind slug title access status duration_seconds cme_points cme_topic cme_demo";

type Access = "PUBLIC" | "LOGIN" | "HWG" | "CODE" | "PAID";

export type ReferenceApi = ReturnType<typeof referenceApi>;

/** The API refused: its message for the test's output, its machine codes (decision 034) to branch on. */
export class ReferenceApiError extends Error {
  constructor(
    message: string,
    readonly codes: string[],
  ) {
    super(message);
  }
}

export function referenceApi(graphqlUrl: string) {
  let staffToken: Promise<string> | undefined;
  let clockMoved = false;

  async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
    const response = await fetch(graphqlUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data?: T;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    };
    if (body.errors?.length || !body.data) {
      throw new ReferenceApiError(
        `reference API: ${JSON.stringify(body.errors ?? body)}\nfor ${query}`,
        (body.errors ?? []).flatMap((error) => error.extensions?.code ?? []),
      );
    }
    return body.data;
  }

  /** A demo or test user's API token. */
  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const { login: answer } = await gql<{ login: { status: string; token: string | null } }>(
      "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { status token } }",
      { e: email, p: password },
    );
    if (!answer.token) throw new Error(`login of ${email} answered ${answer.status}`);
    return answer.token;
  }

  /** Takes a proof upload ticket (with `token`, or none as registration does) and posts the file. */
  async function uploadProofFile(token: string | null, file: { bytes: Uint8Array; name: string }) {
    const { ticket } = await gql<{ ticket: { uuid: string; url: string; inputs: string } }>(
      "mutation($f: String!) { ticket: signedStorageUrlUserValidation(fileName: $f) { uuid url inputs } }",
      { f: file.name },
      token ?? undefined,
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(JSON.parse(ticket.inputs) as Record<string, string>)) {
      form.append(name, value);
    }
    form.append("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
    const response = await fetch(ticket.url, { method: "POST", body: form });
    if (response.status !== 204)
      throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    return ticket.uuid;
  }

  const staff = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    staffToken ??= login(STAFF);
    try {
      return await gql<T>(query, variables, await staffToken);
    } catch (error) {
      // A test that changes the staff user's password ends its sessions: sign in once more.
      if (!(error instanceof ReferenceApiError && error.codes.includes("UNAUTHENTICATED"))) throw error;
      staffToken = login(STAFF);
      return gql<T>(query, variables, await staffToken);
    }
  };
  const iso = (date: Date | string) => (typeof date === "string" ? date : date.toISOString());

  return {
    url: graphqlUrl,
    gql,
    login,

    /** Items of a kind (published unless `status` says otherwise), oldest first. */
    async contents(
      kind: "VOD" | "LIVESTREAM" | "SHORT" | "PLAYLIST",
      filter: {
        access?: Access;
        chapters?: boolean;
        cme?: boolean;
        /** CME demo items (a 1-minute threshold) or not. */
        demo?: boolean;
        /** On this CME topic (a topic bank's name). */
        topic?: string;
        status?: "PUBLISHED" | "DRAFT";
        first?: number;
        offset?: number;
      } = {},
    ) {
      const { testContents } = await staff<{ testContents: TestContent[] }>(
        `query($k: String!, $a: String, $c: Boolean, $m: Boolean, $d: Boolean, $t: String, $s: String, $f: Int, $o: Int) {
          testContents(kind: $k, access: $a, chapters: $c, cme: $m, demo: $d, topic: $t, status: $s, first: $f,
            offset: $o) { ${CONTENT} } }`,
        {
          k: kind,
          a: filter.access ?? null,
          c: filter.chapters ?? null,
          m: filter.cme ?? null,
          d: filter.demo ?? null,
          t: filter.topic ?? null,
          s: filter.status ?? "PUBLISHED",
          f: filter.first ?? 1,
          o: filter.offset ?? 0,
        },
      );
      return testContents;
    },
    /** The items an activation code opens, oldest first. */
    async activationCodeContents(code: string) {
      const { testActivationCodeContents } = await staff<{ testActivationCodeContents: TestContent[] }>(
        `query($c: String!) { testActivationCodeContents(code: $c) { ${CONTENT} } }`,
        { c: code },
      );
      return testActivationCodeContents;
    },
    /** The first published item of a kind and access. */
    async content(kind: "VOD" | "LIVESTREAM" | "SHORT" | "PLAYLIST", access: Access, chapters?: boolean) {
      const [item] = await this.contents(kind, { access, chapters });
      if (!item) throw new Error(`no published ${access} ${kind} in the demo data`);
      return item;
    },

    /** A copy of a demo user (same password, no follows) in the given state. */
    async createUser(input: {
      like: string;
      email?: string;
      status?: "ACTIVE" | "SUSPENDED" | "DISABLED";
      validation_status?: "ACCEPTED" | "PENDING" | "REJECTED" | "EXPIRED" | null;
      validation_expires_at?: Date | string | null;
      efn?: string | null;
      profession?: string;
      country?: string;
      staff?: boolean;
      /** A staff role other than super_admin. */
      role?: string;
      password_editable?: boolean;
      show_field_dialog?: boolean;
      show_tour?: boolean;
    }): Promise<TestUser> {
      const { testCreateUser } = await staff<{ testCreateUser: TestUser }>(
        "mutation($i: TestUserInput!) { testCreateUser(input: $i) { id email } }",
        {
          i: {
            ...input,
            validation_expires_at: input.validation_expires_at
              ? iso(input.validation_expires_at)
              : input.validation_expires_at,
          },
        },
      );
      return testCreateUser;
    },
    /** What registration stored that the public API does not answer (null: no such user). */
    async user(email: string): Promise<TestUserDetails | null> {
      return (
        await staff<{ testUser: TestUserDetails | null }>(
          "query($e: String!) { testUser(email: $e) { id email efn self_attributions } }",
          { e: email },
        )
      ).testUser;
    },
    async setValidation(email: string, status: string | null, expiresAt: Date | null = null) {
      await staff("mutation($i: TestValidationInput!) { testSetValidation(input: $i) { id } }", {
        i: { email, status, expires_at: expiresAt ? iso(expiresAt) : null },
      });
    },

    /** A livestream at the given times (a copy of a seeded one: channel, fields, picture). */
    async createLivestream(input: {
      title: string;
      starts_at: Date;
      ends_at: Date;
      access?: Access;
      event?: string;
      recording?: string;
      description?: string;
      cme?: boolean;
    }): Promise<TestContent> {
      const { testCreateLivestream } = await staff<{ testCreateLivestream: TestContent }>(
        `mutation($i: TestLivestreamInput!) { testCreateLivestream(input: $i) { ${CONTENT} } }`,
        { i: { ...input, starts_at: iso(input.starts_at), ends_at: iso(input.ends_at) } },
      );
      return testCreateLivestream;
    },
    /** An event; with `price` (cents) on sale now at one UNIFIED price, with `capacity` seats. */
    async createEvent(input: {
      title: string;
      starts_at: Date;
      ends_at: Date;
      description?: string;
      price?: number;
      capacity?: number;
    }) {
      const { testCreateEvent } = await staff<{ testCreateEvent: TestEvent }>(
        "mutation($i: TestEventInput!) { testCreateEvent(input: $i) { id slug title } }",
        { i: { ...input, starts_at: iso(input.starts_at), ends_at: iso(input.ends_at) } },
      );
      return testCreateEvent;
    },
    /** A new survey with the demo survey's questions and no answers yet; answers its id. */
    async createSurvey(title: string) {
      const { testCreateSurvey } = await staff<{ testCreateSurvey: string }>(
        "mutation($t: String!) { testCreateSurvey(title: $t) }",
        { t: title },
      );
      return testCreateSurvey;
    },
    /** A new discount code of `percent` % for everything, usable `maxUses` times (null: no limit). */
    async createDiscountCode(percent: number, maxUses: number | null) {
      const { testCreateDiscountCode } = await staff<{ testCreateDiscountCode: string }>(
        "mutation($i: TestDiscountCodeInput!) { testCreateDiscountCode(input: $i) }",
        { i: { percent, max_uses: maxUses } },
      );
      return testCreateDiscountCode;
    },
    /** A new activation code for the items (slugs); answers the code. */
    async createActivationCode(contents: string[], options: { multiUse?: boolean; expiresAt?: Date } = {}) {
      const { testCreateActivationCode } = await staff<{ testCreateActivationCode: string }>(
        "mutation($i: TestActivationCodeInput!) { testCreateActivationCode(input: $i) }",
        {
          i: {
            contents,
            multi_use: options.multiUse ?? false,
            expires_at: options.expiresAt ? iso(options.expiresAt) : null,
          },
        },
      );
      return testCreateActivationCode;
    },

    /** `token`'s user follows the channel of the livestream `slug`, as its follow button does. */
    async followLivestreamChannel(slug: string, token: string) {
      const { livestream } = await gql<{ livestream: { channel: { id: string } } }>(
        "query($s: String!) { livestream(slug: $s) { channel { id } } }",
        { s: slug },
      );
      await gql("mutation($id: ID!) { followChannel(id: $id) { id } }", { id: livestream.channel.id }, token);
    },

    /** Mails, newest first. */
    async outbox(to?: string): Promise<TestMail[]> {
      const { testOutbox } = await staff<{ testOutbox: TestMail[] }>(
        "query($t: String) { testOutbox(to: $t) { id to kind subject body code } }",
        { t: to ?? null },
      );
      return testOutbox;
    },
    /** The code of the newest code mail to `to`. */
    async latestCode(to: string): Promise<string> {
      const code = (await this.outbox(to)).find((mail) => mail.code)?.code;
      if (!code) throw new Error(`no code mailed to ${to}`);
      return code;
    },
    async clearOutbox(to?: string) {
      await staff("mutation($t: String) { testClearOutbox(to: $t) }", { t: to ?? null });
    },

    async uploads(): Promise<TestUploads> {
      const { testUploads } = await staff<{ testUploads: TestUploads }>(
        "{ testUploads { stored { uuid size sha256 } incoming } }",
      );
      return testUploads;
    },

    /** One upload as recorded, with its stored file (null when the API never issued it). */
    async upload(uuid: string): Promise<TestUpload | null> {
      return (
        await staff<{ testUpload: TestUpload | null }>(
          "query($u: String!) { testUpload(uuid: $u) { uuid stored_at mime file { uuid size sha256 } } }",
          { u: uuid },
        )
      ).testUpload;
    },

    /**
     * Registers a new pharmacist in Austria with a proof file, as the registration dialog does
     * (code from the outbox, upload through a ticket): a REGISTRATION proof waiting for staff.
     */
    async registerWithProof(
      file: { bytes: Uint8Array; name: string },
      names = { first: "Paula", last: "Probst" },
    ) {
      const email = `neu.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
      await gql("mutation($e: String!) { requestRegistrationCode(email: $e) }", { e: email });
      const code = await this.latestCode(email);
      const uuid = await uploadProofFile(null, file);
      await gql("mutation($i: RegisterUserInput!) { registerUser(input: $i) { token } }", {
        i: {
          email,
          password: DEMO_PASSWORD,
          gender: "FEMALE",
          first_name: names.first,
          last_name: names.last,
          profession: "PHARMACIST",
          field_id: "52",
          employment: "SETTLED",
          country: "AT",
          fieldSubscriptions: [],
          registrationCode: code,
          validation_file: { create: { uuid } },
        },
      });
      return { email };
    },
    /** The user sends a new proof file with refreshValidation (a RENEWAL waiting for staff). */
    async renewWithProof(email: string, file: { bytes: Uint8Array; name: string }, profession: string) {
      const token = await login(email);
      const uuid = await uploadProofFile(token, file);
      await gql(
        "mutation($p: Profession!, $f: ValidationFileInput) { refreshValidation(profession: $p, validation_file: $f) }",
        { p: profession, f: { create: { uuid } } },
        token,
      );
    },
    /** The staff queue's pending proofs of a kind, oldest first (as the staff pages ask for it). */
    async pendingProofs(kind?: string): Promise<Array<{ id: string; user: { email: string } }>> {
      const { staffProofQueue } = await staff<{
        staffProofQueue: { items: Array<{ id: string; user: { email: string } }> };
      }>("query($k: ProofKind) { staffProofQueue(kind: $k, first: 100) { items { id user { email } } } }", {
        k: kind ?? null,
      });
      return staffProofQueue.items;
    },

    /** Notification clicks, oldest first, with the signed-in user's email (null: anonymous). */
    async notificationClicks(): Promise<TestNotificationClick[]> {
      return (
        await staff<{ testNotificationClicks: TestNotificationClick[] }>(
          "{ testNotificationClicks { mt user_email click_type campaign_id } }",
        )
      ).testNotificationClicks;
    },

    /** SHA-256 (hex) of the user's live API tokens. */
    async tokenHashes(email: string): Promise<string[]> {
      return (
        await staff<{ testTokenHashes: string[] }>("query($e: String!) { testTokenHashes(email: $e) }", {
          e: email,
        })
      ).testTokenHashes;
    },

    /** The correct option of each question of a CME attempt: question id -> option id. */
    async cmeKey(attemptId: string): Promise<Record<string, string>> {
      const { testCmeKey } = await staff<{ testCmeKey: { question_id: string; option_id: string }[] }>(
        "query($a: ID!) { testCmeKey(attemptId: $a) { question_id option_id } }",
        { a: attemptId },
      );
      return Object.fromEntries(testCmeKey.map((entry) => [entry.question_id, entry.option_id]));
    },
    /**
     * Watches a video for `seconds` as the player would: a progress report every 20 s of playback,
     * the API's clock moved on by the same 20 s in between (no waiting). Moves the clock (reset it after).
     */
    async watchVideo(token: string, contentId: string, seconds: number, from = 0) {
      const report = (position: number) =>
        gql(
          "mutation($c: ID!, $p: Int!) { recordWatchProgress(contentId: $c, position_seconds: $p) { position_seconds } }",
          { c: contentId, p: position },
          token,
        );
      await report(from);
      for (let watched = 20; watched <= seconds; watched += 20) {
        await this.setClock({ advanceSeconds: 20 });
        await report(from + watched);
      }
    },

    /**
     * Takes an item's CME test as `token`'s user, as fast as a script would (the threshold must be
     * reached): the first `right` questions answered right, the others wrong. Answers the score.
     */
    async takeCmeTest(token: string, contentId: string, right: number): Promise<number> {
      const { startCmeTest } = await gql<{
        startCmeTest: { id: string; questions: { id: string; options: { id: string }[] }[] };
      }>(
        "mutation($c: ID!) { startCmeTest(contentId: $c) { id questions { id options { id } } } }",
        { c: contentId },
        token,
      );
      const key = await this.cmeKey(startCmeTest.id);
      const answers = startCmeTest.questions.map((question, index) => ({
        question_id: question.id,
        option_id:
          index < right
            ? key[question.id]
            : question.options.find((option) => option.id !== key[question.id])?.id,
      }));
      const { submitCmeTest } = await gql<{ submitCmeTest: { score: number } }>(
        "mutation($a: ID!, $x: [CmeAnswerInput!]) { submitCmeTest(attemptId: $a, answers: $x) { score } }",
        { a: startCmeTest.id, x: answers },
        token,
      );
      return submitCmeTest.score;
    },

    /** The API's clock. */
    async now(): Promise<Date> {
      return new Date((await staff<{ testNow: string }>("{ testNow }")).testNow);
    },
    /**
     * The user buys a ticket of the event (the price their profession may book) and pays it on the
     * fake provider's page, as a browser would; answers the order's id and number.
     */
    async buyTicket(
      token: string,
      eventSlug: string,
      siteUrl = "http://localhost:3000",
    ): Promise<{ id: string; number: string }> {
      const { event } = await gql<{ event: { prices: Array<{ id: string; bookable: boolean }> } }>(
        "query($s: String!) { event(slug: $s) { prices { id bookable } } }",
        { s: eventSlug },
        token,
      );
      const price = event.prices.find((p) => p.bookable);
      if (!price) throw new Error(`no bookable price of ${eventSlug}`);
      const { startCheckout } = await gql<{
        startCheckout: { id: string; number: string; checkout_url: string };
      }>(
        "mutation($i: StartCheckoutInput!) { startCheckout(input: $i) { id number checkout_url } }",
        {
          i: {
            price_id: price.id,
            accept_terms: true,
            redirect_url: `${siteUrl}/payment-redirect`,
            billing: {
              first_name: "Rita",
              last_name: "Rechnung",
              street: "Hauptstraße 1",
              zip: "10115",
              city: "Berlin",
              country: "DE",
            },
          },
        },
        token,
      );
      const paid = await fetch(new URL(new URL(startCheckout.checkout_url).pathname, graphqlUrl), {
        method: "POST",
        body: new URLSearchParams({ method: "creditcard", outcome: "paid" }),
        redirect: "manual",
      });
      if (paid.status !== 303) throw new Error(`payment answered ${paid.status}`);
      return { id: startCheckout.id, number: startCheckout.number };
    },
    /** True while the API's clock is not real time (set by this client). */
    clockMoved: () => clockMoved,
    /** Sets the API's clock, moves it on, or (no argument) returns it to real time. */
    async setClock(change: { at?: Date; advanceSeconds?: number } = {}): Promise<Date> {
      clockMoved = Boolean(change.at || change.advanceSeconds);
      const { testSetClock } = await staff<{ testSetClock: string }>(
        "mutation($a: DateTime, $s: Int) { testSetClock(at: $a, advance_seconds: $s) }",
        { a: change.at ? iso(change.at) : null, s: change.advanceSeconds ?? null },
      );
      return new Date(testSetClock);
    },
  };
}

/** Minutes from now, for readable fixtures. */
export const fromNow = (minutes: number, base = Date.now()) => new Date(base + minutes * 60_000);

const berlinDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" });

/**
 * A start `minutes` from now, or five minutes ago when that would be tomorrow in Berlin: the TODAY
 * mail names the livestreams of the Berlin day, and a test must not depend on the hour it runs at.
 */
export function laterToday(minutes = 10): Date {
  const soon = fromNow(minutes);
  return berlinDate.format(soon) === berlinDate.format(new Date()) ? soon : fromNow(-5);
}
