#!/usr/bin/env bash
# lathe-cli must run on a server without Qt: no Qt library (nor D-Bus, X11 or OpenGL, which come with
# Qt's GUI modules) among the libraries it loads, directly or through another.   cli_links_no_qt.sh LATHE_CLI
set -euo pipefail
cli=$1
libs=$(ldd "$cli") || { echo "cli_links_no_qt: ldd $cli failed" >&2; exit 1; }
if grep -q "not found" <<<"$libs"; then
  echo "cli_links_no_qt: a library of $cli is missing:" >&2; echo "$libs" | grep "not found" >&2; exit 1
fi
bad=$(echo "$libs" | grep -Ei 'libQt|libdbus|libX11|libxcb|libGL|libEGL|libfontconfig|libfreetype' || true)
if [ -n "$bad" ]; then
  echo "cli_links_no_qt: $cli loads GUI libraries:" >&2; echo "$bad" >&2; exit 1
fi
if readelf -d "$cli" | grep NEEDED | grep -qi qt; then
  echo "cli_links_no_qt: $cli names a Qt library as NEEDED" >&2; exit 1
fi
echo "cli_links_no_qt: ok ($(echo "$libs" | wc -l) libraries, none of Qt)"
