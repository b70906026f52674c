#!/usr/bin/env bash
# Runs the benchmarks of DESIGN.md's budgets and prints each result beside its budget.
#   scripts/bench.sh [go test flags...]
set -euo pipefail
cd "$(dirname "$0")/.."

# Each benchmark runs COUNT times (5 by default) and is judged by its median, so that one slow
# sample on a loaded machine does not fail it; one package at a time (-p 1), so that two
# packages' benchmarks do not share the processors.
# No timeout of go test's 10 minutes: five counts of every command on the worst documents take
# about as long by themselves.
count=${COUNT:-5}
# A benchmark that fails or panics is said, with where: the whole run failed without a word
# when one panicked (a skill of sixty on paper).
if ! raw=$(go test -p 1 -timeout 60m -tags migrated_fynedo -run '^$' -bench . -benchmem -count "$count" "$@" ./... 2>&1); then
  echo "$raw" | grep -E '^(--- FAIL|FAIL|panic:)|\.go:[0-9]+' | grep -v '  At: ' | head -40
  echo "bench: a benchmark failed (above)" >&2
  exit 1
fi
out=$(echo "$raw" | grep '^Benchmark')
echo "$out"
echo
# The median ns/op of each benchmark, by its name without the -GOMAXPROCS suffix.
medians=$(echo "$out" | awk '{n=$1; sub(/-[0-9]+$/, "", n); print n, $3}' | sort -k1,1 -k2,2n |
  awk '{v[$1]=v[$1]" "$2; c[$1]++} END {for (k in v) {split(v[k], s, " "); print k, s[int((c[k]+1)/2)]}}')
median() { echo "$medians" | awk -v n="$1" '$1 == n {print $2; exit}'; }
# benchmark name | budget in ns | what DESIGN.md calls it
budgets="BenchmarkDeriveFullyEquipped|20000|Derive of a fully equipped character
BenchmarkActionRollOdds|50000|exact probabilities of one action roll
BenchmarkConflictOdds|1000000|exact probabilities of one conflict
BenchmarkOdestarningarDerive|20000|odestarningar: Derive of a fully equipped hero
BenchmarkOdestarningarActionOdds|50000|odestarningar: exact odds of one action roll
BenchmarkOdestarningarOpposedOdds|1000000|odestarningar: opposed roll, 12 a side, tie-broken
BenchmarkFramgangsslagDerive|20000|framgangsslag: Derive of a fully equipped character
BenchmarkFramgangsslagOdds|50000|framgangsslag: exact odds of one roll with Fördel
BenchmarkIntensitetDerive|20000|intensitet: Derive of a fully equipped character
BenchmarkZonstridDerive|20000|zonstrid: Derive of a fully equipped character
BenchmarkSheet|30000000|one full-sheet PDF
BenchmarkHundredNPCBlocks|300000000|100 NPC blocks in one PDF
BenchmarkKeystrokeToDerivedValue|4000000|keystroke to updated derived value
BenchmarkStepReachesTenPhones|1000000000|a GM's step reaching 10 connected player views
BenchmarkEncounterModifierKeystroke|16000000|keystroke to updated odds, encounter of sixty
BenchmarkEditBookkeepingWithPortrait|50000|per-keystroke edit bookkeeping with a portrait
BenchmarkKeystrokeWithTabs/20|4000000|keystroke to updated derived value, 20 tabs open
BenchmarkCommandsOnTheWorstDocuments/spelsystemet/pdf|2000000000|pdf of the worst document allowed: spelsystemet
BenchmarkCommandsOnTheWorstDocuments/spelsystemet/pdf-npc|8000000000|pdf --npc of four worst documents: spelsystemet
BenchmarkCommandsOnTheWorstDocuments/framgangsslag/pdf|2000000000|pdf of the worst document allowed: framgangsslag
BenchmarkCommandsOnTheWorstDocuments/framgangsslag/pdf-npc|8000000000|pdf --npc of four worst documents: framgangsslag
BenchmarkCommandsOnTheWorstDocuments/intensitet/pdf|2000000000|pdf of the worst document allowed: intensitet
BenchmarkCommandsOnTheWorstDocuments/intensitet/pdf-npc|8000000000|pdf --npc of four worst documents: intensitet
BenchmarkCommandsOnTheWorstDocuments/zonstrid/pdf|2000000000|pdf of the worst document allowed: zonstrid
BenchmarkCommandsOnTheWorstDocuments/zonstrid/pdf-npc|8000000000|pdf --npc of four worst documents: zonstrid
BenchmarkCommandsOnTheWorstDocuments/odestarningar/pdf|2000000000|pdf of the worst document allowed: odestarningar
BenchmarkCommandsOnTheWorstDocuments/odestarningar/pdf-npc|8000000000|pdf --npc of four worst documents: odestarningar
BenchmarkPDFOfTheWorstDocument/asa-jarnhand/sheet|2000000000|sheet PDF of the worst legal asa-jarnhand
BenchmarkPDFOfTheWorstDocument/asa-jarnhand/npc|2000000000|npc PDF of the worst legal asa-jarnhand
BenchmarkPDFOfTheWorstDocument/stadsvakt/sheet|2000000000|sheet PDF of the worst legal stadsvakt
BenchmarkPDFOfTheWorstDocument/stadsvakt/npc|2000000000|npc PDF of the worst legal stadsvakt
BenchmarkPDFOfTheWorstDocument/bombur/sheet|2000000000|sheet PDF of the worst legal bombur
BenchmarkPDFOfTheWorstDocument/bombur/npc|2000000000|npc PDF of the worst legal bombur
BenchmarkPDFOfTheWorstDocument/eira/sheet|2000000000|sheet PDF of the worst legal eira
BenchmarkPDFOfTheWorstDocument/eira/npc|2000000000|npc PDF of the worst legal eira
BenchmarkPDFOfTheWorstDocument/nadir/sheet|2000000000|sheet PDF of the worst legal nadir
BenchmarkPDFOfTheWorstDocument/nadir/npc|2000000000|npc PDF of the worst legal nadir"
printf '%-52s %14s %14s  %s\n' "budget" "measured" "allowed" ""
status=0
while IFS='|' read -r name budget what; do
  ns=$(median "$name")
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
# Budgets of one measure against another of the same run: what twenty sheets cost against one.
# numerator | denominator | at most this many times | what DESIGN.md calls it
ratios="BenchmarkOpenSheets/20|BenchmarkOpenSheets/1|4|twenty sheets opened at once, against one
BenchmarkKeystrokeWithTabs/20|BenchmarkKeystrokeWithTabs/1|1.5|a keystroke with twenty tabs, against one
BenchmarkOpen/open/200|BenchmarkOpen/open/1|2|opening a campaign of 200 documents, against one"
while IFS='|' read -r many one times what; do
  a=$(median "$many"); b=$(median "$one")
  if [ -z "$a" ] || [ -z "$b" ]; then
    printf '%-52s %14s %14s  %s\n' "$what" "not run" "${times}x" "MISSING"
    status=1
    continue
  fi
  ratio=$(awk -v a="$a" -v b="$b" 'BEGIN {printf "%.2f", a / b}')
  verdict=$(awk -v r="$ratio" -v t="$times" 'BEGIN {print (r <= t) ? "ok" : "OVER"}')
  [ "$verdict" = ok ] || status=1
  printf '%-52s %13sx %13sx  %s\n' "$what" "$ratio" "$times" "$verdict"
done <<< "$ratios"
echo
scripts/onscreen.sh || status=1
exit $status
