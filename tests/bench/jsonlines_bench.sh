#!/usr/bin/env bash
# Throughput of the JSON-lines commands of haifu-cli as whole processes (start-up, reading,
# parsing, the engine, writing): score, shanten, waits and points --json, and verify --json over
# the shared record corpus. Prints lines (hands) per second for each, by wall-clock time and by CPU
# time (user + system: what one core does when the machine is busy with other work).
#
#   tests/bench/jsonlines_bench.sh [HAIFU_CLI] [REPEAT]
#
# HAIFU_CLI defaults to build/bin/haifu-cli; each input is REPEAT (default 10) copies of 30,000
# generated lines (300,000 lines). Needs jq. The inputs are made in a temporary directory:
#   score:   question.hand of `quiz --kind points --count 30000 --seed 1` (winning hands with their
#            situation, "rules":"tenhou")
#   shanten: the same hands without their first tile (13 tiles counting 3 per meld: forms and
#            ukeire)
#   waits:   question.hand of `quiz --kind waits --count 30000 --seed 1` (13-tile tenpai hands)
#   points:  every han 1-13 × fu 20-110 × dealer × tsumo × honba 0-2, priced or refused
set -euo pipefail

cli=${1:-build/bin/haifu-cli}
repeat=${2:-10}
records=${HAIFU_RECORDS:-$(dirname "$0")/../../../shared/records}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

repeatFile() {
    local from=$1 to=$2
    : >"$to"
    for _ in $(seq "$repeat"); do cat "$from" >>"$to"; done
}

"$cli" quiz --kind points --count 30000 --seed 1 --json | jq -c .question.hand >"$work/score1"
jq -c '.closed |= (sub("^[0-9]"; "") | sub("^[mpsz]"; ""))' "$work/score1" >"$work/shanten1"
"$cli" quiz --kind waits --count 30000 --seed 1 --json | jq -c .question.hand >"$work/waits1"
jq -nc '[range(1;14) as $han | (20,25,30,40,50,60,70,80,90,100,110) as $fu
        | (false,true) as $dealer | (false,true) as $tsumo | range(0;3) as $honba
        | {han:$han, fu:$fu, dealer:$dealer, tsumo:$tsumo, honba:$honba, riichi_sticks:1,
           rules:"tenhou"}] as $all | range(0; 30000) | $all[. % ($all | length)]' >"$work/points1"
for command in score shanten waits points; do
    repeatFile "$work/${command}1" "$work/$command"
done

rate() { # lines seconds
    awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", n / s }'
}

# Runs "$@" once; sets wall (elapsed) and cpu (user + system) seconds.
timed() {
    local TIMEFORMAT='%R %U %S' times
    times=$({ time "$@" >/dev/null 2>&1; } 2>&1) || true
    wall=$(awk '{ print $1 }' <<<"$times")
    cpu=$(awk '{ printf "%.3f", $2 + $3 }' <<<"$times")
}

printf '%-8s %9s %8s %8s %12s %12s\n' command lines wall cpu lines/s lines/s-cpu
for command in score shanten waits points; do
    lines=$(wc -l <"$work/$command")
    timed sh -c '"$1" "$2" --json <"$3" >"$4"' - "$cli" "$command" "$work/$command" \
        "$work/$command.out"
    out=$(wc -l <"$work/$command.out")
    [ "$out" -eq "$lines" ] || { echo "$command: $out output lines for $lines input lines" >&2; exit 1; }
    printf '%-8s %9d %8s %8s %12s %12s\n' "$command" "$lines" "$wall" "$cpu" \
        "$(rate "$lines" "$wall")" "$(rate "$lines" "$cpu")"
done

# verify --json: every record of the shared corpus, REPEAT times over; hands = kyoku replayed.
if [ -d "$records" ]; then
    mapfile -t files < <(find "$records" -type f ! -name '*.md' | sort)
    all=()
    for _ in $(seq "$repeat"); do all+=("${files[@]}"); done
    timed sh -c '"$1" verify --json "$@" >"$0"' "$work/verify.out" "$cli" "${all[@]}"
    hands=$(jq -s 'map(.kyoku // 0) | add' "$work/verify.out")
    printf '%-8s %9d %8s %8s %12s %12s   (%d files; lines = hands replayed and verified)\n' \
        verify "$hands" "$wall" "$cpu" "$(rate "$hands" "$wall")" "$(rate "$hands" "$cpu")" \
        "${#all[@]}"
fi
