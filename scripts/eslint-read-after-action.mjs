// A lint rule for browser tests: a value read once (`count()`, `textContent()`, …) right after an
// action (a click, a `goto`, a fill, …) races the page. The action returns when the browser took the
// input, not when the page has reacted: with JavaScript the URL changes at once and the data follows.
// Wait for the state the user waits for instead: `toHaveCount`, `toHaveText`, `expect.poll`, or the
// `visit` fixture after a navigation (decision 010).

/** Locator and page methods that read the page once, without waiting for a state. */
const READS = new Set([
  "count",
  "textContent",
  "innerText",
  "innerHTML",
  "allTextContents",
  "allInnerTexts",
  "inputValue",
  "getAttribute",
  "isVisible",
  "isHidden",
  "isChecked",
  "isEnabled",
  "isDisabled",
  "isEditable",
  "boundingBox",
]);

/** Calls that change the page: what follows them has to wait for the page to react. */
const ACTIONS = new Set([
  "click",
  "dblclick",
  "tap",
  "goto",
  "reload",
  "goBack",
  "goForward",
  "selectOption",
  "check",
  "uncheck",
  "setChecked",
  "fill",
  "clear",
  "press",
  "pressSequentially",
  "type",
  "setInputFiles",
  "dispatchEvent",
  "dragTo",
]);

/** Assertions about the page as a whole that do not wait for its content (the URL, the title). */
const PAGE_ASSERTIONS = new Set(["toHaveURL", "toHaveTitle"]);

const methodName = (call) =>
  call.type === "CallExpression" && call.callee.type === "MemberExpression" && !call.callee.computed
    ? call.callee.property.name
    : null;

const isFunction = (node) => /Function/.test(node.type);

/** Every node below `node`, not into nested functions (they run later, if at all). */
function* walk(node) {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === "parent") continue;
    for (const child of Array.isArray(value) ? value : [value])
      if (child && typeof child.type === "string" && !isFunction(child)) yield* walk(child);
  }
}

const awaitedCalls = (statement) =>
  [...walk(statement)]
    .filter((node) => node.type === "AwaitExpression")
    .map((node) => methodName(node.argument))
    .filter(Boolean);

/** `await expect(page).toHaveURL(…)`: a statement that waits for the URL only. */
const waitsForUrlOnly = (statement) => {
  const calls = awaitedCalls(statement);
  return calls.length > 0 && calls.every((name) => PAGE_ASSERTIONS.has(name));
};

export default {
  meta: {
    type: "problem",
    docs: { description: "A browser test reads the page once right after an action; wait for a state." },
    messages: {
      race:
        "`{{read}}()` right after `{{action}}()` reads the page before it has reacted. Wait for the state " +
        "the user waits for: toHaveCount/toHaveText/toHaveValue, expect.poll, or `visit` after a navigation.",
    },
    schema: [],
  },
  create(context) {
    return {
      AwaitExpression(node) {
        const read = methodName(node.argument);
        if (!read || !READS.has(read)) return;
        // The statement the read belongs to, and the statements of its block before it. A read in a
        // callback (`expect.poll(() => …)`) runs when the callback is called: not this rule's case.
        let statement = node;
        while (statement.parent && !Array.isArray(statement.parent.body)) {
          statement = statement.parent;
          if (isFunction(statement)) return;
        }
        const siblings = statement.parent?.body;
        if (!Array.isArray(siblings)) return;
        for (let index = siblings.indexOf(statement) - 1; index >= 0; index--) {
          const previous = siblings[index];
          const calls = awaitedCalls(previous);
          // Declaring a locator waits for nothing; neither does an assertion on the URL alone.
          if (calls.length === 0 || waitsForUrlOnly(previous)) continue;
          const action = calls.find((name) => ACTIONS.has(name));
          if (action) context.report({ node, messageId: "race", data: { read, action } });
          return;
        }
      },
    };
  },
};
