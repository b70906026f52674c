#!/usr/bin/env bash
# Installs the Debian packages the build and the tests need, when they are missing, and says
# plainly what to do where it cannot (not root, not Debian, no Go).
#
#   scripts/deps.sh PACKAGE...
set -euo pipefail

need_go=1.26
if ! command -v go >/dev/null 2>&1; then
  echo "deps: Go $need_go or newer is needed and 'go' is not on PATH; install it from go.dev/dl and run make again." >&2
  exit 1
fi
have_go=$(go env GOVERSION | sed 's/^go//')
if [ "$(printf '%s\n%s\n' "$need_go" "$have_go" | sort -V | head -n1)" != "$need_go" ]; then
  echo "deps: Go $need_go or newer is needed, this is $have_go; install a newer one from go.dev/dl." >&2
  exit 1
fi

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
else
  echo "deps: this is not a Debian system, so nothing is installed for you. Install the equivalents of: $*" >&2
  exit 1
fi
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo=sudo
  else
    echo "deps: these packages are missing and installing them needs root:" >&2
    echo "  sudo apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi
echo "deps: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
