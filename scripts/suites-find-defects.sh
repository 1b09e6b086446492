#!/usr/bin/env bash
# Do the broad suites find known defects by themselves (decision 022)? Puts each defect back,
# one at a time, into a throwaway checkout of HEAD, builds it and runs the suites against that build
# (tests/integration/app-process.ts: APP_UNDER_TEST_DIR). Prints, per defect, the tests that failed.
# Not part of `npm test` (about 10 minutes). Needs redis-server. Usage: scripts/suites-find-defects.sh [defect …]
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d)
git worktree add -q --detach "$work/app" HEAD
ln -s "$root/node_modules" "$work/app/node_modules"
trap 'git -C "$root" worktree remove --force "$work/app"; rm -rf "$work"' EXIT

suites=(fault-matrix fuzz-actions security two-instances graceful-shutdown)
defects=("${@:-open-redirect global-lockout no-timeout no-body-limit unlogged-errors no-rotation no-origin-check}")

inject() {
  case $1 in
    # The old redirect rule: a leading "/" but not "//" or "/\" was enough.
    open-redirect) sed -i 's#^  if (typeof target !== "string" || !target.startsWith("/") || FORBIDDEN.test(target)) return fallback;#  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\\\")) return fallback;\n  return target;#' app/lib/redirect.ts ;;
    # Every login counted against one address.
    global-lockout) sed -i 's/const clientIp = context.clientIp ?? "unknown";/const clientIp = "unknown";/' app/.server/auth.ts ;;
    # An upstream call that waits (a thousand times the timeout).
    no-timeout) sed -i 's/^    timeoutMs,$/    timeoutMs * 1000,/' app/.server/fetch-deadline.ts ;;
    no-body-limit) sed -i 's/> maxBytes) throw refusal(413/> Infinity) throw refusal(413/' app/.server/form.ts ;;
    unlogged-errors) sed -i 's/^  logUnhandled(error, context.requestId);$/  void logUnhandled;/' app/entry.server.tsx ;;
    # Login keeps the session id it was given.
    no-rotation) perl -0pi -e 's/(export async function rotateSession\(request: Request\): Promise<AppSession> \{\n)/$1  return getSession(request);\n/' app/.server/session.ts ;;
    no-origin-check) sed -i 's/    if (!isForeignOrigin(req, trustedOrigins)) return next();/    return next();/' scripts/app-server.mjs ;;
    *) echo "unknown defect $1" >&2; return 1 ;;
  esac
}

for defect in ${defects[*]}; do
  (cd "$work/app" && git checkout -q -- . && inject "$defect") || exit 1
  if [ -z "$(git -C "$work/app" diff --stat)" ]; then echo "$defect: the code changed, the defect no longer applies" >&2; exit 1; fi
  (cd "$work/app" && npx remix vite:build >"$work/build.log" 2>&1) || { cat "$work/build.log"; exit 1; }
  APP_UNDER_TEST_DIR="$work/app" npx vitest run --project integration "${suites[@]/#/tests/integration/}" >"$work/run.log" 2>&1
  found=$(sed 's/\x1b\[[0-9;]*m//g' "$work/run.log" | grep -E '^ FAIL ' | sed 's/^ FAIL  *integration  *tests\/integration\///' | sort -u)
  echo "== $defect: $( [ -n "$found" ] && echo "found by $(echo "$found" | wc -l) test(s)" || echo "NOT FOUND")"
  [ -n "$found" ] && echo "$found" | sed 's/^/   /'
done
