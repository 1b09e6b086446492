// Lighthouse (mobile, the default settings) on pages of the running app, with Debian's Chromium
// (CHROME_PATH, else /usr/bin/chromium). Lighthouse's own advice for noisy machines: several runs,
// the median. Works offline: nothing is fetched from outside the app.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Scores 0–100 per category (medians of `runs`), every run's performance score (the noise) and the
 * audits that cost points outside performance. Lighthouse's variability guide: the median of five
 * runs varies about half as much as one run.
 */
export async function lighthouseScores(url, { cookie, runs = 5 } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
    const failed = new Set();
    for (let run = 0, attempts = 0; run < runs && attempts < runs * 2; attempts++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      });
      const { categories, audits } = result.lhr;
      // A run that could not measure (no paint seen on a busy machine) is repeated.
      if (CATEGORIES.some((category) => categories[category]?.score == null)) continue;
      run++;
      for (const category of CATEGORIES) scores[category].push(Math.round(categories[category].score * 100));
      for (const category of CATEGORIES.slice(1)) {
        for (const ref of categories[category].auditRefs) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failed.add(audit.id);
        }
      }
    }
    return {
      ...Object.fromEntries(CATEGORIES.map((category) => [category, median(scores[category]) ?? 0])),
      performanceRuns: scores.performance,
      failed: [...failed],
    };
  } finally {
    await chrome.kill();
  }
}
