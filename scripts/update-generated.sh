#!/usr/bin/env bash
# Regenerates the files derived from the config schema table (core/config/schematable.cpp):
#   docs/config.md (the reference between the GENERATED markers) and resources/schema/config-v1.schema.json.
# tst_config fails when they are out of date. Then ui/enginemessages.cpp and ui/fielddocs.cpp
# (scripts/engine-messages.py: the strings lupdate collects for translation; ctest engine_messages).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=${1:-$here/build/${LATHE_PRESET:-dev}/bin/lathe-cli}
[ -x "$cli" ] || { echo "build lathe-cli first (scripts/setup.sh)" >&2; exit 1; }
mkdir -p "$here/resources/schema"
"$cli" schema > "$here/resources/schema/config-v1.schema.json"
ref=$("$cli" schema --markdown)
python3 - "$here/docs/config.md" "$ref" <<'PY'
import sys
path, ref = sys.argv[1], sys.argv[2]
if not ref.endswith("\n"):
    ref += "\n"  # $(...) strips it
text = open(path, encoding="utf-8").read()
begin, end = "<!-- BEGIN GENERATED REFERENCE -->", "<!-- END GENERATED REFERENCE -->"
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
open(path, "w", encoding="utf-8").write(head + begin + "\n" + ref + end + tail)
PY
echo "updated docs/config.md and resources/schema/config-v1.schema.json"
python3 "$here/scripts/engine-messages.py"
