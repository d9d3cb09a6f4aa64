#!/usr/bin/env bash
# Makes sure a Chromium binary exists for the browser tests (Playwright's own browser download is not used).
set -euo pipefail

# The Playwright config launches $CHROME_PATH when it is set, else /usr/bin/chromium.
if [[ -n "${CHROME_PATH:-}" ]]; then
  if [[ -x "${CHROME_PATH}" ]]; then
    echo "Chromium for the browser tests: ${CHROME_PATH}"
    exit 0
  fi
  echo "ensure-chromium: CHROME_PATH is set to '${CHROME_PATH}', which is not an executable file." >&2
  exit 1
fi

readonly default_path=/usr/bin/chromium

if [[ -x "${default_path}" ]]; then
  echo "Chromium for the browser tests: ${default_path}"
  exit 0
fi

if command -v apt-get >/dev/null 2>&1 && [[ "$(id -u)" -eq 0 ]]; then
  echo "Chromium not found; installing Debian's chromium package with apt-get ..."
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq && apt-get install -y -qq chromium >/dev/null && [[ -x "${default_path}" ]]; then
    echo "Chromium for the browser tests: ${default_path}"
    exit 0
  fi
fi

echo "ensure-chromium: no Chromium found. Install it (Debian/Ubuntu: 'apt-get install chromium') or set CHROME_PATH to a Chromium/Chrome executable." >&2
exit 1
