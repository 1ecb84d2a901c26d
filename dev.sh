#!/usr/bin/env bash
# Haifu's two set-up commands (see README.md):
#   ./dev.sh run           install what is missing, build the app, and open it
#   ./dev.sh test          install what is missing, build, and run every check
#   ./dev.sh test --long   the same with the statistical suites at full size (README.md, Tests)
# Each step's wall time is printed at the end; ctest's per-test times are kept in
# $build_dir/ctest-junit.xml.
set -euo pipefail
cd "$(dirname "$0")"

build_dir=${HAIFU_BUILD_DIR:-build}
jobs=$(nproc 2>/dev/null || echo 2)

step_names=()
step_seconds=()
step_started=0
current_step=""

finish_step() {
    if [ -n "$current_step" ]; then
        step_names+=("$current_step")
        step_seconds+=($((SECONDS - step_started)))
        current_step=""
    fi
}

step() {
    finish_step
    current_step=$1
    step_started=$SECONDS
    printf '\n==> %s\n' "$*"
}

print_step_times() {
    local status=$?
    finish_step
    [ ${#step_names[@]} -gt 0 ] || return $status
    printf '\n%-60s %8s\n' "step" "seconds"
    local i total=0
    for i in "${!step_names[@]}"; do
        printf '%-60s %8d\n' "${step_names[$i]}" "${step_seconds[$i]}"
        total=$((total + step_seconds[i]))
    done
    printf '%-60s %8d\n' "total" "$total"
    return $status
}

install_deps() {
    step "Installing missing packages"
    bash packaging/install-deps.sh
}

# One configuration for the app and the tests: optimised, without debug information (objects are
# many times smaller and compile faster; debug with your own build directory and build type).
configure() {
    step "Configuring ($build_dir)"
    cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" -DHAIFU_WERROR=ON >/dev/null
}

build() {
    step "Building ${*:-everything}"
    cmake --build "$build_dir" -j"$jobs" ${1:+--target "$@"}
}

check_core_is_pure() {
    # The other half of this check is the fuzz build (check_fuzz): it compiles core/ as a target
    # of its own with nothing of Qt on its include path.
    step "core/ has no Qt"
    if grep -RnE '#include <Q|Q_OBJECT' core/; then
        echo "Qt found in core/" >&2
        return 1
    fi
}

check_format() {
    step "clang-format"
    find app core tests \( -name '*.cpp' -o -name '*.h' \) -print0 \
        | xargs -0 -P"$jobs" -n 50 clang-format --dry-run --Werror
}

check_room_sizes() {
    step "Room sizes (files and functions small enough to read)"
    python3 tests/tools/roomsizes.py
    step "Feature map (every file in a feature folder, objects one view wide, tests labelled)"
    python3 tests/tools/featuremap.py "$build_dir"
}

check_links() {
    step "Documentation links resolve (README, tests, handbook)"
    python3 tests/tools/checklinks.py
}

check_qmllint() {
    step "qmllint"
    cmake --build "$build_dir" --target all_qmllint
}

check_translations() {
    step "Translations are current and complete"
    bash tests/tools/checktranslations.sh "$build_dir"
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
    [ $missing -eq 0 ] && echo "$(basename "$deb") ($(du -h "$deb" | cut -f1)):" \
        "binary, desktop entry, metainfo and icon present"
    return $missing
}

# A step that passed is not run again while nothing it depends on has changed: its fingerprint
# (the size and time of every file it reads: the programs it runs, the tests' sources and data,
# the shared corpus, and the options of the run) is kept in $build_dir/passed/STEP when it
# passes. HAIFU_RERUN=1 runs every step anyway.
fingerprint() { # paths...: one line per file, hashed
    { find "$@" -type f -printf '%p %s %T@\n' 2>/dev/null | LC_ALL=C sort
      echo "long=${HAIFU_LONG_TESTS:-} ci=${CI:-} fuzz=${FUZZ_SECONDS:-30}"; } | sha256sum | cut -c1-16
}

passed_before() { # step fingerprint
    local stamp=$build_dir/passed/$1
    if [ -z "${HAIFU_RERUN:-}" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$2" ]; then
        echo "nothing it depends on changed since it passed ($(date -r "$stamp" '+%F %T')):" \
             "not run again (HAIFU_RERUN=1 runs it)"
        return 0
    fi
    rm -f "$stamp"
    return 1
}

mark_passed() { # step fingerprint
    mkdir -p "$build_dir/passed"
    echo "$2" >"$build_dir/passed/$1"
}

check_fuzz() {
    step "Fuzzing the record readers (libFuzzer, ASan + UBSan, ${FUZZ_SECONDS:-30} s per reader)"
    # The fuzz build first (a no-op when nothing changed), then the run unless it already passed.
    BUILD_DIR="$build_dir/fuzz" FUZZ_BUILD_ONLY=1 bash tests/fuzz/run.sh
    local print
    # The targets themselves (not their logs, which every run rewrites).
    print=$(fingerprint $(find "$build_dir/fuzz" -maxdepth 1 -type f -name 'fuzz_*' ! -name '*.log') \
        tests/fuzz tests/data/records ../shared/records)
    passed_before fuzz "$print" && return 0
    BUILD_DIR="$build_dir/fuzz" FUZZ_SECONDS=${FUZZ_SECONDS:-30} FUZZ_JOBS=$jobs \
        bash tests/fuzz/run.sh
    mark_passed fuzz "$print"
}

run_tests() {
    step "Tests (ctest)"
    local print
    print=$(fingerprint "$build_dir/bin" "$build_dir/tests/qml/tst_qml" "$build_dir/CTestTestfile.cmake" \
        tests ../shared)
    passed_before ctest "$print" && return 0
    ctest --test-dir "$build_dir" --output-on-failure -j"$jobs" \
        --output-junit "$PWD/$build_dir/ctest-junit.xml"
    mark_passed ctest "$print"
}

case "${1:-}" in
run)
    install_deps
    configure
    build haifu haifu-cli
    print_step_times
    step_names=()
    printf '\n==> Starting Haifu\n'
    exec "$build_dir/bin/haifu" "${@:2}"
    ;;
test)
    if [ "${2:-}" = "--long" ]; then
        # The statistical suites at full size (tests/core/tst_ev.cpp, tests/storage/tst_serverload.cpp).
        export HAIFU_LONG_TESTS=1
        export QTEST_FUNCTION_TIMEOUT=3600000
    fi
    trap print_step_times EXIT
    install_deps
    configure
    build
    check_core_is_pure
    check_format
    check_room_sizes
    check_links
    check_qmllint
    check_translations
    check_package
    check_fuzz
    run_tests
    ;;
*)
    echo "usage: ./dev.sh run | test [--long]" >&2
    exit 2
    ;;
esac
