#!/usr/bin/env bash
# Counts the user actions it takes to make a character in the real program, from File → New to
# saved: for spelsystemet ten skills, each its own value, two weapons, armor on every body part
# and a shield, in at most 30 actions; for odestarningar ten skills, two weapons, armor, three
# gear, two traits and a drive, in at most 35 (issue 31). It drives the binary under Xvfb at
# 1366×768 through scripts/screenshot.sh, one step an action (a click, a key, a typed text, a
# turn of the wheel), then checks the saved file (what it holds, and `check` for the rules),
# prints the count and fails past the budget.
#
#   scripts/count-actions.sh [spelsystemet|odestarningar] [OUT.png]
#
# The steps are screen points of the Swedish editor at 1366×768; a change of layout moves them,
# and the check of the file below then fails rather than counting a character half made.
set -euo pipefail
cd "$(dirname "$0")/.."
ruleset=${1:-spelsystemet}
out=${2:-/tmp/count-actions-$ruleset.png}
bin=${BIN:-bin/rollformular}
[ -x "$bin" ] || make --no-print-directory build
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
cp assets/examples/asa-jarnhand.json "$home/asa.json"

case $ruleset in
spelsystemet)
  steps=(
    key:ctrl+n                 # File → New
    685,507                    # Skapa (Spelsystemet is chosen, and the guide)
    320,169 type:Tova          # the name
    205,129 100,170            # Färdigheter, Lägg till ur reglerna…
    type:dansa%208,hoppa%209,kasta%2010,kl%2011,leta%2012,lyssna%2013,simma%208,sjunga%209,smyga%2012,spana%2014 key:Return key:Escape
    305,129 100,224            # Utrustning, Vapen ur reglerna…
    type:sv,dolk key:Return key:Escape
    993,680                    # the guide's Rustning… (every body part ticked)
    type:ringbrynja,ppen,sk key:Return key:Escape # on every part, Öppen Hjälm, Sköld
    key:ctrl+s 1034,628        # Spara as tova.json
  )
  parts='["huvud", "brostkorg", "mage", "hoger-arm", "vanster-arm", "hoger-ben", "vanster-ben"]'
  values='[8, 9, 10, 11, 12, 13, 8, 9, 12, 14]'
  extras='{}'
  made="10 skills, 2 weapons, armor on every part and a shield" budget=30
  shield=1 ;;
odestarningar)
  steps=(
    key:ctrl+n 553,318 685,507 # File → New, Ödestärningar, Skapa
    320,169 type:Tova          # the name
    205,129 100,170            # Färdigheter, Lägg till ur reglerna…
    type:kast%201,man%202,med%201,rstrid%203,desm%201,vertala%201,rlighet%201,skytte%201,spaning%201,vapensystem%200 key:Return key:Escape
    305,129 640,364 300,554    # Utrustning, the armor: Lätt ordinär rustning
    100,224 type:durakniv,vulkanpistol key:Return key:Escape
    213,264 type:2 237,339 type:3 # the weapons' damage, which the text leaves to the table
    987,679 type:handgranat,magasin,medkit key:Return key:Escape # the guide's Utrustning…
    427,129 91,430 type:heder  # För- och nackdelar, Lägg till drivkraft, typed in its field
    105,263 type:beslutsam,ful key:Return key:Escape # an advantage and a disadvantage
    key:ctrl+s 1034,628        # Spara as tova.json
  )
  parts='[]'
  extras='{"gear": 3, "traits": 2, "drives": 1}'
  made="10 skills, 2 weapons, armor, 3 gear, 2 traits and a drive" budget=35
  values="[1, 2, 1, 3, 1, 1, 1, 1, 1, 0]"
  shield=0 ;;
*) echo "count-actions.sh: no steps for $ruleset" >&2; exit 2 ;;
esac
actions=0
for s in "${steps[@]}"; do
  case $s in hover:*) ;; *) actions=$((actions + 1)) ;; esac
done
LANG=sv_SE.UTF-8 HOME="$home" BIN="$bin" CLICKS="${steps[*]}" scripts/screenshot.sh "$out" "$home/asa.json" >/dev/null
saved="$home/tova.json"
[ -f "$saved" ] || { echo "count-actions.sh: nothing was saved; see $out" >&2; exit 1; }
python3 - "$saved" "$parts" "$shield" "$values" "$extras" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
parts, shield = json.loads(sys.argv[2]), sys.argv[3] == "1"
want = json.loads(sys.argv[4])  # each skill its own value, as typed after its name
problems = []
if c.get("name") != "Tova": problems.append(f"name {c.get('name')!r}")
if len(c.get("skills", [])) != 10: problems.append(f"{len(c.get('skills', []))} skills")
values = [s.get("value", 0) for s in c.get("skills", [])]
if values != want: problems.append(f"skill values {values}, typed {want}")
if len(c.get("weapons", [])) != 2: problems.append(f"{len(c.get('weapons', []))} weapons")
armor = c.get("armor", {})
if not armor: problems.append("no armor")
bare = [p for p in parts if not armor.get(p)]
if bare: problems.append(f"no armor on {bare}")
if shield and not c.get("shield"): problems.append("no shield")
if shield and not any("hjalm" in a for a in armor.get("huvud", [])): problems.append("no helmet")
for key, n in json.loads(sys.argv[5]).items():  # the lists beyond skills and weapons
    if len(c.get(key, [])) != n: problems.append(f"{len(c.get(key, []))} {key}, want {n}")
if problems:
    sys.exit("count-actions.sh: the saved character is not done: " + "; ".join(problems))
PY
# And by the rules: `check` finds nothing to say, not even a warning.
if ! "$bin" check "$saved" | grep -q ': ok$'; then
  echo "count-actions.sh: the saved character is not done by the rules:" >&2
  "$bin" check "$saved" >&2 || true
  exit 1
fi
echo "$ruleset: a character with $made, each skill its own value: $actions actions from File → New to saved (budget $budget)."
if [ "$actions" -gt "$budget" ]; then
  echo "count-actions.sh: $actions actions are more than the $budget the budget allows" >&2
  exit 1
fi
