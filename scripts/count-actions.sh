#!/usr/bin/env bash
# Counts the user actions it takes to make a spelsystemet character in the real program: from
# File → New to saved, ten skills, two weapons, armor on every body part and a shield. It
# drives the binary under Xvfb at 1366×768 through scripts/screenshot.sh, one step an action
# (a click, a key, a typed text, a turn of the wheel), then checks the saved file with the
# command line and prints the count.
#
#   scripts/count-actions.sh [OUT.png]
#
# The steps are screen points of the Swedish editor at 1366×768; a change of layout moves them,
# and the check of the file below then fails rather than counting a character half made.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-/tmp/count-actions.png}
bin=${BIN:-bin/rollformular}
[ -x "$bin" ] || make --no-print-directory build
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
cp assets/examples/asa-jarnhand.json "$home/asa.json"

steps=(
  key:ctrl+n                 # File → New
  685,487                    # Skapa (Spelsystemet is chosen)
  320,169 type:Tova          # the name
  205,129 100,170            # Färdigheter, Lägg till ur reglerna…
  type:dansa,hoppa,kasta,kl,leta,lyssna,simma,sjunga,smyga,spana key:Return key:Escape
  305,129 100,224            # Utrustning, Vapen ur reglerna…
  type:sv,dolk key:Return key:Escape
  hover:640,600 scroll:20    # down to the armor
  600,604 60,312             # Ringbrynja
  1222,564 1237,604          # Alla delar, Ta på
  640,249 600,518            # a helmet on the head: Öppen Hjälm
  600,692 110,664            # Sköld
  key:ctrl+s 1034,628        # Spara as tova.json
)
actions=0
for s in "${steps[@]}"; do
  case $s in hover:*) ;; *) actions=$((actions + 1)) ;; esac
done
LANG=sv_SE.UTF-8 HOME="$home" BIN="$bin" CLICKS="${steps[*]}" scripts/screenshot.sh "$out" "$home/asa.json" >/dev/null
saved="$home/tova.json"
[ -f "$saved" ] || { echo "count-actions.sh: nothing was saved; see $out" >&2; exit 1; }
python3 - "$saved" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
problems = []
if c.get("name") != "Tova": problems.append(f"name {c.get('name')!r}")
if len(c.get("skills", [])) != 10: problems.append(f"{len(c.get('skills', []))} skills")
if len(c.get("weapons", [])) != 2: problems.append(f"{len(c.get('weapons', []))} weapons")
armor = c.get("armor", {})
parts = ["huvud", "brostkorg", "mage", "hoger-arm", "vanster-arm", "hoger-ben", "vanster-ben"]
bare = [p for p in parts if not armor.get(p)]
if bare: problems.append(f"no armor on {bare}")
if not c.get("shield"): problems.append("no shield")
if problems:
    sys.exit("count-actions.sh: the saved character is not done: " + "; ".join(problems))
PY
echo "A spelsystemet character with 10 skills, 2 weapons, armor on every part and a shield: $actions actions from File → New to saved."
