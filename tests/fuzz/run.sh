#!/usr/bin/env bash
# Builds the libFuzzer targets (the record readers, a record read + replayed + verified + turned
# into library facts, the club ledger reader, the .haifu reader, a review report read and placed) with clang++ (ASan + UBSan) in
# their own build directory and runs each for a bounded time, seeded with the test records, the
# shared corpus when present, and hostile seeds (huge numbers, long runs of unknown elements).
# Exits non-zero when a target finds a crash, leak, hang (2 s per input) or UB. FUZZ_JOBS targets
# run at a time (2 by default). The gate's run is reproducible: each target starts from its seeds
# alone (the corpus of an earlier run is cleared) with a fixed mutation seed (FUZZ_SEED, 1), so
# what it finds on CI it finds here; FUZZ_SEED=0 (a random seed) explores further.
#   tests/fuzz/run.sh                 # 45 s per target, two at a time
#   FUZZ_SECONDS=300 FUZZ_SEED=0 tests/fuzz/run.sh   # longer, and a new random path
#   BUILD_DIR=/tmp/haifu-fuzz tests/fuzz/run.sh
#   FUZZ_BUILD_ONLY=1 tests/fuzz/run.sh   # the build alone
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${BUILD_DIR:-$root/build-fuzz}
seconds=${FUZZ_SECONDS:-45}
shared=$root/../shared/records

CXX=${CXX:-clang++} cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Fuzz >/dev/null
cmake --build "$build" -j"${FUZZ_JOBS:-2}"
[ -z "${FUZZ_BUILD_ONLY:-}" ] || exit 0

# Seeds per target: the format's own files (gzip inflated for the single-format readers, which
# take plain text), plus, for the targets that take any bytes, everything as it is on disk; then
# the hostile seeds: tests/fuzz/seeds (numbers past an int in every field) and the long runs of
# unknown elements, connection entries, hands, penalties and notes generated below.
seed() { # target, then files
    dir=$build/corpus/$1
    shift
    rm -rf "$dir"
    mkdir -p "$dir"
    for f in "$@"; do
        [ -f "$f" ] || continue
        case $(od -An -tx1 -N2 "$f" | tr -d ' ') in
        1f8b)
            case $(basename "$dir") in
            fuzz_any | fuzz_game) cp "$f" "$dir/" ;;
            *) gzip -dc <"$f" >"$dir/$(basename "$f").xml" ;;
            esac
            ;;
        *) cp "$f" "$dir/" ;;
        esac
    done
}
# `run N FORMAT`: FORMAT printed N times (awk printf, %d is the index, \n a line end).
run() { awk -v n="$1" -v f="$2" 'BEGIN { for (i = 0; i < n; i++) printf f, i }'; }
data=$root/tests/data/records
seeds=$here/seeds
gen=$build/generated
rm -rf "$gen"
mkdir -p "$gen"
# mjlog XML: 3000 made-up element names between the header and the first hand, 3000 of one name
# in it; and 520 hands (past the 500 a record may hold).
taikyoku='<TAIKYOKU oya="0"/>'
sed "s|$taikyoku|$taikyoku$(run 3000 '<x%d/>')|; s|<T56/>|<T56/>$(run 3000 '<y/>')|" \
    "$data/dnov__bye.xml" >"$gen/xml-unknown-run.xml"
init='<INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="4,8,12,20,24,28,36,40,44,48,56,60,64" hai1="5,9,13,21,25,29,37,41,45,49,57,61,65" hai2="6,10,14,22,26,30,38,42,46,50,58,62,66" hai3="7,11,15,23,27,31,39,43,47,51,59,63,67"/><T68/><D68/><RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0"/>'
{
    printf '%s' '<mjloggm ver="2.3"><GO type="169" lobby="0"/><UN n0="a" n1="b" n2="c" n3="d" dan="1,1,1,1" rate="1500,1500,1500,1500" sx="M,M,M,M"/><TAIKYOKU oya="0"/>'
    run 520 "$init"
    printf '%s' '</mjloggm>'
} >"$gen/xml-hands-run.xml"
# tenhou.net/6 JSON: 2000 connection entries of the first hand.
sed "s|^{|{\"connection\":[$(run 2000 '{"what":%d,"log":0,"who":1,"step":3},'){}],|" \
    "$data/reviewer__chankan.json" >"$gen/json-connections.json"
# MJAI: 3000 events of made-up types after the first deal.
{
    head -n 2 "$data/wahaha__2020010100gm-00b9-0000-7a6863a8.mjson"
    run 3000 '{"type":"x%d"}\n'
    tail -n +3 "$data/wahaha__2020010100gm-00b9-0000-7a6863a8.mjson"
} >"$gen/mjai-unknown-run.mjson"
# Club ledgers: 600 hands (past the 500 a ledger may hold), 1200 penalties (past 1000).
ledger='{"format":"haifu-club-ledger","version":1,"rules":"ema","players":["A","B","C","D"],'
printf '%s"hands":[%s{"result":"draw","tenpai":[0]}]}' "$ledger" \
    "$(run 600 '{"result":"abortive","reason":"four_winds"},')" >"$gen/ledger-hands-run.json"
printf '%s"penalties":[%s{"seat":0,"points":1}]}' "$ledger" \
    "$(run 1200 '{"seat":1,"points":1000000,"after_hand":%d},')" >"$gen/ledger-penalties-run.json"
# Haifu game files: each small tenhou.net/6 record with a note, and one with 3000 notes.
for f in "$data"/reviewer__*.json; do
    printf '{"format":"haifu-notes","version":1,"record":%s,"annotations":[{"kyoku":0,"step":3,"seat":1,"text":"x","mark":"?","alternative":"5m","bookmark":true}]}' \
        "$(cat "$f")" >"$gen/notes-$(basename "$f" .json).haifu"
done
printf '{"format":"haifu-notes","version":1,"record":%s,"annotations":[%s{"kyoku":0,"step":0,"seat":-1}]}' \
    "$(cat "$data/reviewer__chankan.json")" \
    "$(run 3000 '{"kyoku":0,"step":%d,"seat":0,"text":"n"},')" >"$gen/notes-many.haifu"

seed fuzz_tenhou_xml "$data"/*.xml "$data"/*.mjlog "$shared"/mjlog/* "$seeds"/records/*.xml "$gen"/*.xml
seed fuzz_tenhou_json "$data"/*.json "$shared"/tenhou-json/* "$shared"/majsoul-tenhou-json/* \
    "$seeds"/records/*.json "$gen"/json-*.json
# The mjai-manue logs are 1 MB each: too big for useful mutation, the small ones suffice.
seed fuzz_mjai "$data"/*.mjson "$shared"/mjai/wahaha__* "$seeds"/records/*.mjson "$gen"/*.mjson
seed fuzz_any "$data"/* "$shared"/tenhou-json/reviewer__* "$seeds"/records/* "$gen"/xml-* \
    "$gen"/json-* "$gen"/mjai-*
seed fuzz_game "$data"/* "$shared"/tenhou-json/reviewer__* "$seeds"/records/* "$gen"/xml-* \
    "$gen"/json-* "$gen"/mjai-*
# Review reports: the shared real report (when present) cut to its first hands (the whole report
# is past -max_len), as it is, with a hand it does not have, and with a figure broken.
if [ -d "$root/../shared/reviews" ]; then
    python3 - "$root/../shared/reviews" "$gen" <<'PY'
import glob, json, os, sys
for path in sorted(glob.glob(os.path.join(sys.argv[1], '*.json'))):
    with open(path, encoding='utf-8') as f:
        report = json.load(f)
    log, starts = [], 0
    for event in report.get('mjai_log', []):
        starts += event.get('type') == 'start_kyoku'
        if starts > 2:
            break
        log.append(event)
    report['mjai_log'] = log + [{'type': 'end_game'}]
    report['review']['kyokus'] = report['review']['kyokus'][:2]
    report.pop('split_logs', None)
    name = os.path.basename(path)[:-5]
    out = lambda suffix, r: open(os.path.join(sys.argv[2], 'review-%s%s.json' % (name, suffix)), 'w').write(json.dumps(r))
    out('', report)
    report['review']['kyokus'][0]['honba'] = 7
    out('-hand', report)
    report['review']['kyokus'][0]['honba'] = 0
    report['review']['kyokus'][0]['entries'][0]['details'][0]['q_value'] = 'x'
    out('-figure', report)
PY
fi
seed fuzz_review "$gen"/review-* "$seeds"/records/*.json
seed fuzz_club_ledger "$seeds"/ledger/* "$gen"/ledger-*
seed fuzz_notes "$seeds"/notes/* "$gen"/notes-*

# -timeout=2: no input may take longer (a reader that is not linear shows up as a timeout).
# UBSan is built with -fno-sanitize-recover: any undefined behaviour stops the run as a crash.
fuzz() { # target: runs it, then prints its result
    local target=$1
    mkdir -p "$build/artifacts/$target"
    if ! ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$build/$target" -max_total_time="$seconds" -seed="${FUZZ_SEED:-1}" -timeout=2 -rss_limit_mb=2048 \
            -max_len=262144 -print_final_stats=1 \
            -artifact_prefix="$build/artifacts/$target/" "$build/corpus/$target" \
            >"$build/$target.log" 2>&1; then
        echo "!! $target found a problem: see $build/$target.log and $build/artifacts/$target/"
        tail -n 30 "$build/$target.log"
        return 1
    fi
    echo "== $target ($seconds s): $(grep -E "stat::number_of_executed_units" "$build/$target.log" \
        | tail -n 1 | tr -s ' ')"
}
status=0
running=0
for target in fuzz_tenhou_xml fuzz_tenhou_json fuzz_mjai fuzz_any fuzz_game fuzz_club_ledger \
    fuzz_notes fuzz_review; do
    if [ "$running" -ge "${FUZZ_JOBS:-2}" ]; then
        wait -n || status=1
        running=$((running - 1))
    fi
    fuzz "$target" &
    running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
    wait -n || status=1
    running=$((running - 1))
done
exit $status
