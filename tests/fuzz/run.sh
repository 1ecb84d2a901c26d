#!/bin/sh
# Builds the libFuzzer targets of the record readers with clang++ (ASan + UBSan) in their own
# build directory and runs each for a bounded time, seeded with the test records and, when
# present, the shared corpus. Exits non-zero when a target finds a crash, leak, hang or UB.
#   tests/fuzz/run.sh                 # 45 s per target
#   FUZZ_SECONDS=300 tests/fuzz/run.sh
#   BUILD_DIR=/tmp/haifu-fuzz tests/fuzz/run.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${BUILD_DIR:-$root/build-fuzz}
seconds=${FUZZ_SECONDS:-45}
shared=$root/../shared/records

CXX=${CXX:-clang++} cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j"${FUZZ_JOBS:-2}"

# Seeds per reader: the format's own files (gzip inflated for the XML reader, which takes
# plain XML) plus, for fuzz_any, everything as it is on disk.
seed() { # target, then files
    dir=$build/corpus/$1
    shift
    mkdir -p "$dir"
    for f in "$@"; do
        [ -f "$f" ] || continue
        case $(od -An -tx1 -N2 "$f" | tr -d ' ') in
        1f8b) [ "$(basename "$dir")" = fuzz_any ] && cp "$f" "$dir/" || gzip -dc <"$f" >"$dir/$(basename "$f").xml" ;;
        *) cp "$f" "$dir/" ;;
        esac
    done
}
data=$root/tests/data/records
seed fuzz_tenhou_xml "$data"/*.xml "$data"/*.mjlog "$shared"/mjlog/*
seed fuzz_tenhou_json "$data"/*.json "$shared"/tenhou-json/* "$shared"/majsoul-tenhou-json/*
# The mjai-manue logs are 1 MB each: too big for useful mutation, the small ones suffice.
seed fuzz_mjai "$data"/*.mjson "$shared"/mjai/wahaha__*
seed fuzz_any "$data"/* "$shared"/tenhou-json/reviewer__*

status=0
for target in fuzz_tenhou_xml fuzz_tenhou_json fuzz_mjai fuzz_any; do
    echo "== $target ($seconds s)"
    mkdir -p "$build/artifacts/$target"
    if ! ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$build/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
            -max_len=262144 -print_final_stats=1 \
            -artifact_prefix="$build/artifacts/$target/" "$build/corpus/$target" \
            >"$build/$target.log" 2>&1; then
        echo "!! $target found a problem: see $build/$target.log and $build/artifacts/$target/"
        tail -n 30 "$build/$target.log"
        status=1
    else
        grep -E "stat::number_of_executed_units|cov:" "$build/$target.log" | tail -n 2
    fi
done
exit $status
