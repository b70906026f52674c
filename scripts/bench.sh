#!/usr/bin/env bash
# Runs the benchmarks of DESIGN.md's budgets and prints each result beside its budget.
#   scripts/bench.sh [go test flags...]
set -euo pipefail
cd "$(dirname "$0")/.."

out=$(go test -tags migrated_fynedo -run '^$' -bench . -benchmem "$@" ./... 2>/dev/null | grep '^Benchmark')
echo "$out"
echo
# benchmark name | budget in ns | what DESIGN.md calls it
budgets="BenchmarkDeriveFullyEquipped|20000|Derive of a fully equipped character
BenchmarkActionRollOdds|50000|exact probabilities of one action roll
BenchmarkConflictOdds|1000000|exact probabilities of one conflict
BenchmarkOdestarningarDerive|20000|odestarningar: Derive of a fully equipped hero
BenchmarkOdestarningarActionOdds|50000|odestarningar: exact odds of one action roll
BenchmarkOdestarningarOpposedOdds|1000000|odestarningar: exact odds of one opposed roll
BenchmarkFramgangsslagDerive|20000|framgangsslag: Derive of a fully equipped character
BenchmarkFramgangsslagOdds|50000|framgangsslag: exact odds of one roll with Fördel
BenchmarkIntensitetDerive|20000|intensitet: Derive of a fully equipped character
BenchmarkZonstridDerive|20000|zonstrid: Derive of a fully equipped character
BenchmarkSheet|30000000|one full-sheet PDF
BenchmarkHundredNPCBlocks|300000000|100 NPC blocks in one PDF
BenchmarkKeystrokeToDerivedValue|16000000|keystroke to updated derived value
BenchmarkEncounterModifierKeystroke|16000000|keystroke to updated odds, encounter of sixty
BenchmarkEditBookkeepingWithPortrait|50000|per-keystroke edit bookkeeping with a portrait"
printf '%-52s %14s %14s  %s\n' "budget" "measured" "allowed" ""
status=0
while IFS='|' read -r name budget what; do
  ns=$(echo "$out" | awk -v n="$name" '$1 ~ "^"n"(-[0-9]+)?$" {print $3; exit}')
  if [ -z "$ns" ]; then
    printf '%-52s %14s %14s  %s\n' "$what" "not run" "$budget ns" "MISSING"
    status=1
    continue
  fi
  verdict=ok
  if [ "${ns%.*}" -gt "$budget" ]; then verdict=OVER; status=1; fi
  printf '%-52s %11s ns %11s ns  %s\n' "$what" "${ns%.*}" "$budget" "$verdict"
done <<< "$budgets"
echo
scripts/startup.sh || status=1
exit $status
