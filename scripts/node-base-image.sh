#!/usr/bin/env bash
# For machines without an image registry (scripts/test-images.sh runs it): builds a local stand-in for
# the official Node base image the Dockerfiles start FROM, from Debian's packages and this machine's
# node. Where a registry is reachable, `podman pull docker.io/library/node:24-bookworm-slim` gives the
# real one and this script then only sets podman up. The stand-in is a minimal Debian bookworm root
# (debootstrap) with this machine's node and npm (its version, whatever the tag says), its CA bundle and
# node headers (native modules compile without downloading headers), and a `node` user (uid 1000) as the
# official image has, tagged with the name the Dockerfiles ask for, so `podman build --pull=never` uses it.
#
# Usage: scripts/node-base-image.sh [TAG]   (default TAG: docker.io/library/node:24-bookworm-slim)
# It also sets podman up for these machines (/etc/containers/containers.conf: the runc runtime, since
# crun refuses their cgroups, and no default ulimits, since containers may not raise RLIMIT_NOFILE).
set -euo pipefail
tag=${1:-docker.io/library/node:24-bookworm-slim}
need=()
for c in podman runc debootstrap; do command -v "$c" >/dev/null || need+=("$c"); done
if ((${#need[@]})); then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null; fi
mkdir -p /etc/containers
# this kind of machine: crun refuses its cgroups (hybrid mode) and containers may not raise RLIMIT_NOFILE
grep -qs 'runtime = "runc"' /etc/containers/containers.conf ||
  printf '[containers]\ndefault_ulimits = []\n\n[engine]\nruntime = "runc"\n' >/etc/containers/containers.conf
if podman image exists "$tag"; then echo "$tag exists already"; exit 0; fi
mirror=$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -1)
[[ -n $mirror ]] || mirror=$(awk '/^deb /{print $2; exit}' /etc/apt/sources.list 2>/dev/null)
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
debootstrap --variant=minbase bookworm "$root" "$mirror" >/dev/null
node=$(command -v node); npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
install -m 0755 "$node" "$root/usr/local/bin/node"
mkdir -p "$root/usr/local/lib/node_modules" "$root/usr/include" "$root/etc/ssl/certs"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
[[ -d /usr/include/node ]] && cp -a /usr/include/node "$root/usr/include/"
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
chroot "$root" /bin/sh -c 'groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/bash node'
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
tar -C "$root" -c . | podman import \
  --change 'CMD ["node"]' \
  --change 'ENV NPM_CONFIG_CAFILE=/etc/ssl/certs/ca-certificates.crt' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'ENV npm_config_nodedir=/usr' - "$tag" >/dev/null
echo "built $tag ($(podman run --rm --runtime runc "$tag" node --version))"
