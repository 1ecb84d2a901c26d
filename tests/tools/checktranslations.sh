#!/usr/bin/env bash
# Checks that translations/*.ts are current (lupdate finds no new or changed text) and that the
# Japanese one has no untranslated string, without touching the files in the source tree: lupdate
# writes to copies, so a check never makes the build think the translations changed.
#   tests/tools/checktranslations.sh BUILD_DIR
set -euo pipefail
build_dir=$(cd "${1:?usage: checktranslations.sh BUILD_DIR}" && pwd)
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The lupdate project of the build (the sources every layer contributes), as the
# update_translations target makes it.
generate=$(find /usr/lib /usr/share -path '*Qt6LinguistTools/GenerateLUpdateProject.cmake' \
    -print -quit 2>/dev/null)
lupdate=$(find /usr/lib/qt6/bin /usr/lib/x86_64-linux-gnu/qt6/bin -name lupdate -print -quit \
    2>/dev/null || true)
lupdate=${lupdate:-lupdate}
cmake -DIN_FILE="$build_dir/.lupdate/haifu_project.cmake" -DOUT_FILE="$work/project.json" \
    -P "$generate"

stale=0
for ts in "$root"/translations/*.ts; do
    copy=$work/$(basename "$ts")
    cp "$ts" "$copy"
    "$lupdate" -project "$work/project.json" -ts "$copy" -locations none -no-obsolete \
        >"$work/lupdate.log" 2>&1 || { cat "$work/lupdate.log" >&2; exit 1; }
    if ! cmp -s "$ts" "$copy"; then
        echo "$ts is out of date: run 'cmake --build ${1} --target update_translations'" \
             "and translate the new strings" >&2
        diff -u "$ts" "$copy" | head -40 >&2 || true
        stale=1
    fi
done
if grep -n 'type="unfinished"' "$root/translations/haifu_ja.ts"; then
    echo "translations/haifu_ja.ts has untranslated strings (above)" >&2
    stale=1
fi
[ $stale -eq 0 ] && echo "translations current and complete"
exit $stale
