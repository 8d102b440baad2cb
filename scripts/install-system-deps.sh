#!/usr/bin/env bash
# Install the Debian packages nrtgrad's tests and toolchain need, if missing.
# libz3-4, libedit2 and libxml2 stand in for the Enzyme wheel's vendored copies
# on glibc < 2.38; the others build and check native code in the tests
# (llvm-19: a real llc the derivative must compile with; libopenblas-dev: the
# CBLAS the runtime's BLAS helpers call, for derivatives of matrix products).
set -euo pipefail
packages=(libz3-4 libedit2 libxml2 python3-venv gcc g++ make binutils valgrind llvm-19
          libopenblas-dev)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "missing Debian packages: ${missing[*]}; run: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
echo "installing Debian packages: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
