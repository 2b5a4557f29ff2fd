#!/usr/bin/env bash
# Installs the build into a temporary prefix and uses it as a user would: the launcher finds
# LibTorch, --version names the versions, an installed example config validates; without LibTorch
# the launcher says what to do.   tests/install_test.sh BUILD_DIR TORCH_PACKAGE_DIR
set -euo pipefail
build=$1
torch=$2
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
fail() { echo "install_test: $*" >&2; exit 1; }
for f in bin/lathe bin/lathe-cli lib/lathe/lathe lib/lathe/lathe-cli lib/lathe/lathe-pdf share/applications/lathe.desktop \
         share/metainfo/io.github.lathe.Lathe.metainfo.xml share/icons/hicolor/scalable/apps/lathe.svg \
         share/man/man1/lathe.1 share/man/man1/lathe-cli.1 share/lathe/translations/lathe_zh_CN.qm \
         share/lathe/configs/fashion-mnist.json share/doc/lathe/user-guide.zh_CN.md; do
  [ -e "$prefix/$f" ] || fail "missing $f"
done
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$prefix/share/applications/lathe.desktop"; fi
out=$(LATHE_LIBTORCH="$torch" "$prefix/bin/lathe-cli" --version) || fail "installed lathe-cli --version failed"
grep -q "LibTorch 2.11" <<<"$out" || fail "--version printed: $out"
LATHE_LIBTORCH="$torch" "$prefix/bin/lathe-cli" validate "$prefix/share/lathe/configs/tabular-clicks.json" \
  || fail "the installed example config does not validate"
# Without HOME (a systemd unit, env -i), with LibTorch named: it starts.
env -u HOME LATHE_LIBTORCH="$torch" "$prefix/bin/lathe-cli" --version >/dev/null || fail "without HOME, lathe-cli did not start"
# An sbatch script starts the launcher, not the program inside lib/lathe that cannot find LibTorch
# on a compute node; usage lines name the launcher too.
cfg=$(mktemp -d)
trap 'rm -rf "$prefix" "$cfg"' EXIT
LATHE_LIBTORCH="$torch" "$prefix/bin/lathe-cli" slurm "$prefix/share/lathe/configs/tabular-clicks.json" -o "$cfg/c.sbatch" >/dev/null \
  || fail "slurm failed"
grep -q "'$prefix/bin/lathe-cli' train" "$cfg/c.sbatch" || fail "the sbatch script does not start the launcher: $(grep train "$cfg/c.sbatch")"
# Started through a link of another name elsewhere (~/bin/lathe): the launcher is found through it.
mkdir "$cfg/bin"
ln -s "$prefix/bin/lathe-cli" "$cfg/bin/lathe"
LATHE_LIBTORCH="$torch" "$cfg/bin/lathe" slurm "$prefix/share/lathe/configs/tabular-clicks.json" -o "$cfg/l.sbatch" >/dev/null \
  || fail "slurm through a link failed"
grep -q "'$prefix/bin/lathe-cli' train" "$cfg/l.sbatch" || fail "through a link, the sbatch script starts: $(grep train "$cfg/l.sbatch")"
usage=$(LATHE_LIBTORCH="$torch" "$prefix/bin/lathe-cli" validate --help) || true
grep -q "Usage: $prefix/bin/lathe-cli" <<<"$usage" || fail "usage names: $(head -1 <<<"$usage")"
# The man page documents every subcommand --help lists (evaluate and predict were missing).
for command in $(LATHE_LIBTORCH="$torch" "$prefix/bin/lathe-cli" --help | sed -n '/^Subcommands:/,$p' | awk 'NR > 1 && NF {print $1}'); do
  grep -qE "^\.(B|BI|BR) \"?$command\b" "$prefix/share/man/man1/lathe-cli.1" || fail "the man page lacks $command"
done
# No LibTorch anywhere: a clear message and exit 127, not a loader error.
set +e
msg=$(env -i HOME=/nonexistent PATH=/usr/bin:/bin LATHE_LIBTORCH=/nonexistent "$prefix/bin/lathe-cli" --version 2>&1)
code=$?
set -e
[ "$code" = 127 ] || fail "without LibTorch: exit $code ($msg)"
grep -q "LibTorch 2.11.0 was not found" <<<"$msg" || fail "without LibTorch: $msg"
echo "install_test: ok ($prefix)"
