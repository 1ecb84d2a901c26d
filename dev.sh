#!/usr/bin/env bash
# Haifu's two set-up commands (see README.md):
#   ./dev.sh run    install what is missing, build, and open the app
#   ./dev.sh test   install what is missing, build, and run every check
set -euo pipefail
cd "$(dirname "$0")"

build_dir=${HAIFU_BUILD_DIR:-build}
jobs=$(nproc 2>/dev/null || echo 2)

step() { printf '\n==> %s\n' "$*"; }

install_deps() {
    step "Installing missing packages"
    bash packaging/install-deps.sh
}

build() {
    step "Configuring and building ($build_dir)"
    cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHAIFU_WERROR=ON
    cmake --build "$build_dir" -j"$jobs"
}

check_core_is_pure() {
    step "core/ has no Qt and builds on its own"
    if grep -RnE '#include <Q|Q_OBJECT' core/; then
        echo "Qt found in core/" >&2
        return 1
    fi
    cmake -S core -B "$build_dir/core-only" -G Ninja -DHAIFU_WERROR=ON >/dev/null
    cmake --build "$build_dir/core-only" -j"$jobs"
}

check_format() {
    step "clang-format"
    find app core tests \( -name '*.cpp' -o -name '*.h' \) -print0 \
        | xargs -0 clang-format --dry-run --Werror
}

check_room_sizes() {
    step "Room sizes (files and functions small enough to read)"
    python3 tests/tools/roomsizes.py
}

check_qmllint() {
    step "qmllint"
    cmake --build "$build_dir" --target all_qmllint
}

check_translations() {
    step "Translations are current and complete"
    local before
    before=$(mktemp -d)
    cp translations/*.ts "$before/"
    cmake --build "$build_dir" --target update_translations >/dev/null
    local stale=0
    for ts in translations/*.ts; do
        if ! cmp -s "$ts" "$before/$(basename "$ts")"; then
            echo "$ts is out of date: run 'cmake --build $build_dir --target update_translations'" \
                 "and translate the new strings" >&2
            diff -u "$before/$(basename "$ts")" "$ts" | head -40 >&2 || true
            stale=1
        fi
    done
    if grep -n 'type="unfinished"' translations/haifu_ja.ts; then
        echo "translations/haifu_ja.ts has untranslated strings (above)" >&2
        stale=1
    fi
    rm -rf "$before"
    return $stale
}

check_package() {
    step "Debian package"
    (cd "$build_dir" && rm -f haifu_*.deb && cpack -G DEB >/dev/null)
    local deb
    deb=$(ls "$build_dir"/haifu_*.deb)
    local contents
    contents=$(dpkg-deb -c "$deb")
    local missing=0
    for path in ./usr/bin/haifu ./usr/bin/haifu-cli \
                ./usr/share/applications/io.github.haifu.Haifu.desktop \
                ./usr/share/metainfo/io.github.haifu.Haifu.metainfo.xml \
                ./usr/share/icons/hicolor/scalable/apps/io.github.haifu.Haifu.svg; do
        if ! grep -q " $path\$" <<<"$contents"; then
            echo "$deb lacks $path" >&2
            missing=1
        fi
    done
    dpkg-deb -f "$deb" Depends | grep -q libqt6quick6 || { echo "Depends lacks Qt" >&2; missing=1; }
    [ $missing -eq 0 ] && echo "$(basename "$deb"): binary, desktop entry, metainfo and icon present"
    return $missing
}

check_fuzz() {
    step "Fuzzing the record readers (libFuzzer, ASan + UBSan, ${FUZZ_SECONDS:-30} s per reader)"
    BUILD_DIR="$build_dir/fuzz" FUZZ_SECONDS=${FUZZ_SECONDS:-30} FUZZ_JOBS=$jobs \
        sh tests/fuzz/run.sh
}

run_tests() {
    step "Tests (ctest)"
    ctest --test-dir "$build_dir" --output-on-failure -j"$jobs"
}

case "${1:-}" in
run)
    install_deps
    build
    step "Starting Haifu"
    exec "$build_dir/bin/haifu" "${@:2}"
    ;;
test)
    install_deps
    build
    check_core_is_pure
    check_format
    check_room_sizes
    check_qmllint
    check_translations
    check_package
    check_fuzz
    run_tests
    ;;
*)
    echo "usage: ./dev.sh run | test" >&2
    exit 2
    ;;
esac
