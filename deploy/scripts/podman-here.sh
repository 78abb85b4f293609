#!/usr/bin/env bash
# podman as it works on a machine like our CI's (a VM whose cgroups are in hybrid mode and whose container runtime may
# not raise rlimits): runc with the cgroupfs manager, and limits no higher than the host's. Usage: podman-here.sh build …
set -euo pipefail
limits=(--ulimit "nofile=1024:1024" --ulimit "nproc=1024:1024")
case "${1:-}" in
  build|run|create) cmd="$1"; shift; exec podman --runtime runc --cgroup-manager cgroupfs "$cmd" "${limits[@]}" "$@" ;;
  *) exec podman --runtime runc --cgroup-manager cgroupfs "$@" ;;
esac
