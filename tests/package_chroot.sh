#!/usr/bin/env bash
# The lathe-cli package alone on a clean Debian 12, as on a GPU server: debootstrap a minimal bookworm,
# `apt-get install ./lathe-cli_*.deb` there (apt resolves its dependencies from the Debian mirror: none
# is Qt), show that no Qt library got installed, and train the installed MLP example with the torch
# wheel's LibTorch (bind-mounted read-only from the setup script's cache; the package does not carry it).
#
#   sudo tests/package_chroot.sh LATHE_CLI_DEB TORCH_VENV [MIRROR]
#
# Needs root (debootstrap, chroot, mount) and the Debian mirror; takes a few minutes, so it is run by
# hand (docs/benchmarks.md "Packages" records its last run), while tests/package_test.sh (CTest
# "packages") checks the same package unpacked into an empty folder on every test run.
set -euo pipefail
deb=$(readlink -f "$1")
venv=$(readlink -f "$2")
mirror=${3:-http://deb.debian.org/debian}
[ "$(id -u)" = 0 ] || { echo "package_chroot: needs root (debootstrap, chroot, mount)" >&2; exit 1; }
command -v debootstrap >/dev/null || apt-get install -y -q debootstrap >/dev/null
torch=$(ls -d "$venv"/lib/python3*/site-packages/torch | head -1)
[ -f "$torch/lib/libtorch_cpu.so" ] || { echo "package_chroot: no LibTorch in $venv" >&2; exit 1; }
root=$(mktemp -d /var/tmp/lathe-chroot-XXXXXX)
cleanup() {
  for m in "$root$venv" "$root/proc"; do mountpoint -q "$m" 2>/dev/null && umount "$m"; done
  rm -rf --one-file-system "$root"
}
trap cleanup EXIT
echo "package_chroot: debootstrap bookworm into $root"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.debootstrap.log" 2>&1 \
  || { tail -20 "$root.debootstrap.log" >&2; exit 1; }
rm -f "$root.debootstrap.log"
mount -t proc proc "$root/proc"
mkdir -p "$root$venv"
mount --bind -o ro "$venv" "$root$venv"
cp "$deb" "$root/tmp/"
chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
  sh -c "apt-get update -qq && apt-get install -y -q --no-install-recommends /tmp/$(basename "$deb")" >"$root/tmp/apt.log" 2>&1 \
  || { tail -30 "$root/tmp/apt.log" >&2; exit 1; }
qt=$(chroot "$root" dpkg -l | awk '/^ii/ {print $2}' | grep -i qt || true)
[ -z "$qt" ] || { echo "package_chroot: Qt packages were installed: $qt" >&2; exit 1; }
echo "package_chroot: installed $(basename "$deb") and $(chroot "$root" dpkg -l | grep -c '^ii') packages in all, none of Qt"
chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/bin:/bin LATHE_LIBTORCH="$torch" OMP_NUM_THREADS=1 \
  sh -c 'cp -r /usr/share/lathe/configs /root/configs && cd /root && lathe-cli --version && \
         lathe-cli train configs/tabular-clicks.json --epochs 2 --runs-dir /root/runs && \
         lathe-cli report /root/runs/clicks-*'
grep -q '"status": "completed"' "$root"/root/runs/clicks-*/summary.json
echo "package_chroot: ok: the lathe-cli package alone installed and trained the MLP example on a clean Debian 12"
