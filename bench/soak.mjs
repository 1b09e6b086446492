// The soak (decision 022; in `npm run bench`, never in `npm test`): a mix of public and signed-in pages and
// form posts at once, 100 concurrent connections for 60 s against one app process. Reports errors
// (connection failures, timeouts and answers >= 400; a form post's 303 is its success), p95 per kind
// of request and the app's memory at the start, half-way and the end.
//
// The kinds join one per second (a 9 s ramp) and all end together, so all connections are open
// together for the last 60 s, and half-way is the middle of those. Opened in one burst, most
// connections waited in the busy app's accept queue for longer than the time-out before their first
// request was read (decision 022): that measures how fast Node accepts a burst, not how the app
// holds up.
import autocannon from "autocannon";

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One kind of request under load on its share of the connections, joining after `delaySeconds`. */
async function run(base, kind, connections, seconds, delaySeconds) {
  await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
  return load(base, kind, connections, seconds);
}

function load(base, kind, connections, seconds) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = {};
    const instance = autocannon(
      {
        url: base + kind.path,
        method: kind.method ?? "GET",
        headers: kind.headers,
        body: kind.body,
        connections,
        duration: seconds,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const refused = Object.entries(statuses)
          .filter(([status]) => Number(status) >= 400)
          .reduce((sum, [, count]) => sum + count, 0);
        resolve({
          name: kind.name,
          requests: times.length,
          p95: Math.round(percentile(times, 95)),
          // autocannon's `errors` already counts its time-outs (`timeouts` is the part of them).
          errors: result.errors + refused,
          timeouts: result.timeouts,
          statuses,
        });
      },
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

/**
 * Memory is measured at the start of the ramp, half-way through the 60 s and at the end.
 * @param {{ base: string, cookie: string, video: string, live: string, fieldId: string,
 *   rss: () => number, seconds: number, connections: number }} options
 */
export async function soak({ base, cookie, video, live, fieldId, rss, seconds, connections }) {
  const signedIn = { cookie };
  const form = { ...signedIn, "content-type": "application/x-www-form-urlencoded", origin: base };
  const kinds = [
    { name: "/ (landing)", path: "/" },
    { name: "/fachgebiete/kardiologie", path: "/fachgebiete/kardiologie" },
    { name: "/search/Herzinsuffizienz", path: "/search/Herzinsuffizienz" },
    { name: "/imprint", path: "/imprint" },
    { name: "/home (signed in)", path: "/home", headers: signedIn },
    { name: "/video/{slug} (signed in)", path: video, headers: signedIn },
    { name: "/live/{slug} (signed in)", path: live, headers: signedIn },
    { name: "/profile/certificates", path: "/profile/certificates", headers: signedIn },
    {
      name: "POST /follow (form)",
      path: "/follow",
      method: "POST",
      headers: form,
      body: new URLSearchParams({
        intent: "follow",
        type: "Field",
        id: fieldId,
        name: "Kardiologie",
      }).toString(),
    },
    {
      name: "POST notifications (form)",
      path: "/profile/notifications",
      method: "POST",
      headers: form,
      body: "summary_frequency=WEEKLY&notify_subscriptions=on",
    },
  ];
  const share = Math.max(1, Math.floor(connections / kinds.length));
  const rampSeconds = kinds.length - 1;
  const memory = { start: rss() };
  const halfway = setTimeout(() => (memory.halfway = rss()), (rampSeconds + seconds / 2) * 1000);
  const results = await Promise.all(
    kinds.map((kind, index) => run(base, kind, share, seconds + rampSeconds - index, index)),
  );
  clearTimeout(halfway);
  memory.end = rss();
  return { results, memory, connections: share * kinds.length, rampSeconds };
}
