#!/usr/bin/env bash
# Builds the images with podman (the app, the reference API, and Redis and nginx for the scaled
# profile), runs compose.yaml's demo and smoke-tests it through its one published port only
# (scripts/smoke-site.mjs), checks the app image's refusals, non-root users and health checks, then
# does the same for the `scaled` profile, and tears everything down. Prints build times and sizes.
#
# Usage (as root, rootful podman): scripts/test-images.sh
#   IMAGES_NO_CACHE=true   build without podman's layer cache (a cold build, for measuring; it leaves
#                          no cache behind, so the next run builds from scratch too)
#   IMAGES_SCALED=false    skip the scaled profile
# Podman's layer cache stays between runs, so a run without package changes installs nothing; the
# images keep their tags (fortbildung, fortbildung-api, fortbildung-redis, fortbildung-proxy).
# Runs on one machine take turns (a lock), as they share those tags.
set -euo pipefail
cd "$(dirname "$0")/.."

exec 9>/tmp/fortbildung-test-images.lock
flock 9

started=$(date +%s)
project="fortbildung-images-$$"
report=()
note() { report+=("$1"); echo "== $1"; }
fail() {
  echo "FAILED: $1" >&2
  exit 1
}

compose() { podman-compose -p "$project" "$@" >>"/tmp/$project-compose.log" 2>&1; }
teardown() {
  local ids volumes
  ids=$(podman ps -aq --filter "label=io.podman.compose.project=$project")
  # Without systemd podman cannot remove the health checks' timers and says so for every container.
  if [[ -n $ids ]]; then podman rm -f -v $ids 2>&1 >/dev/null | grep -v "unable to get systemd connection" >&2 || true; fi
  volumes=$(podman volume ls -q --filter "label=io.podman.compose.project=$project")
  if [[ -n $volumes ]]; then podman volume rm -f $volumes >/dev/null; fi
  podman network rm -f "${project}_default" >/dev/null 2>&1 || true
  rm -f /tmp/"$project"-*.log
}
on_exit() {
  local status=$?
  if ((status)); then
    for name in $(podman ps -a --filter "label=io.podman.compose.project=$project" --format '{{.Names}}'); do
      echo "--- last lines of $name"
      podman logs --tail 30 "$name" 2>&1
    done
    tail -30 "/tmp/$project-compose.log" 2>/dev/null || true
  fi
  teardown
  exit "$status"
}
trap on_exit EXIT

if ! command -v podman-compose >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman-compose >/dev/null
fi
# Podman set up for this machine, and the Node base image (a local stand-in without a registry).
scripts/node-base-image.sh

# --- Build ---
cache=()
[[ ${IMAGES_NO_CACHE:-false} == true ]] && cache=(--no-cache)
build() {
  local tag=$1 file=$2 from
  from=$(date +%s)
  # Docker format: OCI images drop HEALTHCHECK.
  podman build --format docker --pull=never --network=host "${cache[@]}" -t "$tag" -f "$file" . >"/tmp/$project-build-$tag.log" 2>&1 ||
    {
      tail -40 "/tmp/$project-build-$tag.log"
      fail "building $tag"
    }
  note "built $tag in $(($(date +%s) - from)) s"
}
build_started=$(date +%s)
build fortbildung Dockerfile
build fortbildung-api server/Dockerfile
if [[ ${IMAGES_SCALED:-true} != false ]]; then
  build fortbildung-redis compose/redis.Dockerfile
  build fortbildung-proxy compose/proxy.Dockerfile
fi
note "all builds: $(($(date +%s) - build_started)) s"
for tag in fortbildung fortbildung-api fortbildung-redis fortbildung-proxy docker.io/library/node:24-bookworm-slim; do
  podman image exists "$tag" || continue
  note "size of $tag: $(($(podman image inspect --format '{{.Size}}' "$tag") / 1000000)) MB"
done

# --- The app's image alone ---
# Only the app: no reference API, none of its packages.
contents=$(podman run --rm --entrypoint sh fortbildung -c 'ls /app; ls /app/node_modules')
for absent in server better-sqlite3 graphql-yoga pdf-lib tsx vite typescript; do
  if grep -qx "$absent" <<<"$contents"; then fail "the app's image contains $absent"; fi
done
note "the app's image holds neither server/ nor the API's packages"

refusal() {
  local want=$1 output
  shift
  if output=$(podman run --rm "$@" fortbildung 2>&1); then fail "the app started with $*"; fi
  grep -q "$want" <<<"$output" || fail "the app's refusal does not say \"$want\": $output"
}
refusal "GRAPHQL_URL is not set"
refusal "SESSION_SECRET" -e GRAPHQL_URL=https://api.example.com/graphql
note "the app's image refuses to start without GRAPHQL_URL, and without SESSION_SECRET"

# --- Compose ---
free_port() { node -e 's=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
export FORTBILDUNG_PORT FORTBILDUNG_SCALED_PORT
FORTBILDUNG_PORT=$(free_port)
FORTBILDUNG_SCALED_PORT=$(free_port)

# Every container of the run: a user other than root, and its health check passing.
check_containers() {
  local name deadline
  for name in $(podman ps --filter "label=io.podman.compose.project=$project" --format '{{.Names}}'); do
    [[ $(podman exec "$name" id -u) != 0 ]] || fail "$name runs as root"
    # Podman runs health checks on a timer where systemd is; here they are run until they pass.
    deadline=$(($(date +%s) + 120))
    until podman healthcheck run "$name" >/dev/null 2>&1; do
      (($(date +%s) < deadline)) || fail "the health check of $name did not pass within 120 s"
      sleep 2
    done
    [[ $(podman inspect --format '{{.State.Health.Status}}' "$name") == healthy ]] || fail "$name is not healthy"
  done
}

# podman-compose 1.0 knows no profiles: each run names its entry, which brings what it depends on.
up_started=$(date +%s)
compose up -d --no-build app
check_containers
node scripts/smoke-site.mjs "http://127.0.0.1:$FORTBILDUNG_PORT"
[[ -z $(podman port "${project}_api_1") ]] || fail "the reference API publishes a port"
note "demo (api, app): smoke test through port $FORTBILDUNG_PORT only, non-root, healthy: $(($(date +%s) - up_started)) s"

if [[ ${IMAGES_SCALED:-true} != false ]]; then
  up_started=$(date +%s)
  SESSION_SECRET=$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))') compose up -d --no-build proxy
  # Healthy first: until then the proxy sends everything to the instance that is up.
  check_containers
  node scripts/smoke-site.mjs "http://127.0.0.1:$FORTBILDUNG_SCALED_PORT" --scaled
  note "scaled (proxy, 2 apps, redis): smoke test through port $FORTBILDUNG_SCALED_PORT, non-root, healthy: $(($(date +%s) - up_started)) s"
fi

note "test-images.sh: $(($(date +%s) - started)) s in all"
printf '%s\n' "" "Images:" "${report[@]}"
