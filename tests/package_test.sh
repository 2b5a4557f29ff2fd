#!/usr/bin/env bash
# The two packages as a server and a desktop get them: cpack makes lathe-cli_*.deb and lathe_*.deb; the
# CLI package depends on no Qt, holds neither the window nor lathe-pdf, and, unpacked alone into an empty
# folder and run with an empty environment (only LibTorch named), trains the installed MLP example and
# writes its report (HTML, and says where the PDF comes from). The desktop package depends on the CLI one
# and brings lathe-pdf.   tests/package_test.sh BUILD_DIR TORCH_PACKAGE_DIR
set -euo pipefail
build=$(readlink -f "$1")
torch=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "package_test: $*" >&2; exit 1; }

(cd "$work" && cpack --config "$build/CPackConfig.cmake" -G DEB >cpack.log 2>&1) || { cat "$work/cpack.log" >&2; fail "cpack failed"; }
cli=$(ls "$work"/lathe-cli_*.deb 2>/dev/null | head -1)
gui=$(ls "$work"/lathe_*.deb 2>/dev/null | head -1)
[ -n "$cli" ] || fail "no lathe-cli_*.deb: $(ls "$work")"
[ -n "$gui" ] || fail "no lathe_*.deb: $(ls "$work")"

clifiles=$(dpkg-deb -c "$cli")
guifiles=$(dpkg-deb -c "$gui")
depends=$(dpkg-deb -f "$cli" Depends)
grep -qi qt <<<"$depends" && fail "the lathe-cli package depends on Qt: $depends"
grep -Eq '/lib/lathe/lathe-cli$' <<<"$clifiles" || fail "the lathe-cli package has no lib/lathe/lathe-cli"
grep -Eq '/lib/lathe/(lathe|lathe-pdf)$|lathe\.desktop|\.qm$' <<<"$clifiles" && fail "the lathe-cli package holds desktop files"
gdepends=$(dpkg-deb -f "$gui" Depends)
grep -q "lathe-cli (= " <<<"$gdepends" || fail "the lathe package does not depend on lathe-cli: $gdepends"
grep -Eq '/lib/lathe/lathe-pdf$' <<<"$guifiles" || fail "the lathe package has no lathe-pdf"
grep -Eq '/lib/lathe/lathe-cli$' <<<"$guifiles" && fail "the lathe package holds lathe-cli too (the two would conflict)"

# The CLI package alone, in an empty environment.
root="$work/root"
dpkg-deb -x "$cli" "$root"
bad=$(LD_LIBRARY_PATH="$torch/lib" ldd "$root/usr/lib/lathe/lathe-cli" | grep -Ei 'libQt|not found' || true)
[ -z "$bad" ] || fail "the packaged lathe-cli: $bad"
# The launcher finds the wheel's CUDA libraries beside torch (not a CUDA toolkit this machine may have).
cudart=$(env -i HOME="$work" PATH=/usr/bin:/bin LATHE_LIBTORCH="$torch" LD_DEBUG=libs "$root/usr/bin/lathe-cli" --version 2>&1 \
         | grep -o 'calling init: [^ ]*libcudart[^ ]*' | head -1 || true)
if [ -d "$torch/../nvidia" ]; then
  grep -q "/nvidia/" <<<"$cudart" || fail "the launcher did not put the torch wheel's nvidia libraries first: ${cudart:-no libcudart loaded}"
fi
cp -r "$root/usr/share/lathe/configs" "$work/configs"
home="$work/home"
mkdir -p "$home"
env -i HOME="$home" PATH=/usr/bin:/bin LATHE_LIBTORCH="$torch" OMP_NUM_THREADS=1 \
  "$root/usr/bin/lathe-cli" train "$work/configs/tabular-clicks.json" --epochs 2 --runs-dir "$work/runs" -q \
  >"$work/train.log" 2>&1 || { cat "$work/train.log" >&2; fail "the packaged lathe-cli did not train the MLP example"; }
run=$(ls -d "$work"/runs/*/ | head -1)
grep -q '"status": "completed"' "$run/summary.json" || fail "no completed summary.json in $run"
out=$(env -i HOME="$home" PATH=/usr/bin:/bin LATHE_LIBTORCH="$torch" "$root/usr/bin/lathe-cli" report "$run" 2>&1) \
  || fail "the packaged lathe-cli report failed: $out"
[ -s "$run/report.html" ] || fail "no report.html"
grep -q "no PDF: the PDF writer, lathe-pdf" <<<"$out" || fail "report without lathe-pdf said: $out"
echo "package_test: ok ($(basename "$cli") $(du -h "$cli" | cut -f1), $(basename "$gui") $(du -h "$gui" | cut -f1))"
