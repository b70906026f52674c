#!/usr/bin/env bash
# Measures, under Xvfb, the time from start to first window and the resident memory with
# five and with twenty sheets open, for rollformular and for a minimal Fyne window built in
# the same run, and prints each against DESIGN.md's budget (1.3 ×, 1.5 × and 2 × the minimal
# window). Memory is read once it has settled, the program idle.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
tmp=$(mktemp -d)
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$tmp"' EXIT

go build -tags migrated_fynedo -o "$tmp/rollformular" ./cmd/rollformular
go build -tags migrated_fynedo -o "$tmp/baseline" ./cmd/fynebaseline
for i in $(seq 20); do cp assets/examples/asa-jarnhand.json "$tmp/sheet$i.json"; done

display=90
while [ -e "/tmp/.X11-unix/X$display" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1366x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=":$display" LANG=sv_SE.UTF-8
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done

# start BIN TITLE ARGS...: sets ms to the milliseconds until a window with TITLE is mapped,
# and leaves the program running as $pid.
start() {
  local bin=$1 title=$2
  shift 2
  local t0 t1
  t0=$(date +%s%N)
  "$bin" "$@" >/dev/null 2>&1 &
  pid=$!
  xdotool search --sync --onlyvisible --name "$title" >/dev/null
  t1=$(date +%s%N)
  ms=$(( (t1 - t0) / 1000000 ))
}
# stop ends the program; one that does not end on SIGTERM within 3 s gets SIGKILL.
stop() {
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}
# rss_kib is the resident memory of process $1 once it has settled: read every half second
# until two readings in a row are within 1 % of the one before, for at most 20 seconds.
rss_kib() {
  local prev=0 cur steady=0
  for _ in $(seq 40); do
    sleep 0.5
    cur=$(awk '/VmRSS/ {print $2}' "/proc/$1/status")
    if [ "$prev" -gt 0 ] && [ $(( (cur > prev ? cur - prev : prev - cur) * 100 )) -le "$prev" ]; then
      steady=$((steady + 1))
      [ "$steady" -ge 2 ] && break
    else
      steady=0
    fi
    prev=$cur
  done
  echo "$cur"
}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

base=() ours=()
for _ in $(seq "$runs"); do
  start "$tmp/baseline" "Fyne baseline"; base+=("$ms"); stop
  start "$tmp/rollformular" "Rollformulär" "$tmp/sheet1.json"; ours+=("$ms"); stop
done
b=$(printf '%s\n' "${base[@]}" | median)
o=$(printf '%s\n' "${ours[@]}" | median)

start "$tmp/baseline" "Fyne baseline"; bm=$(rss_kib "$pid"); stop
start "$tmp/rollformular" "Rollformulär" "$tmp"/sheet{1,2,3,4,5}.json; om=$(rss_kib "$pid"); stop
start "$tmp/rollformular" "Rollformulär" "$tmp"/sheet{1..20}.json; om20=$(rss_kib "$pid"); stop

status=0
verdict() { awk -v a="$1" -v b="$2" -v f="$3" 'BEGIN { if (a <= b * f) print "ok"; else print "OVER" }'; }
over() { [ "$(verdict "$@")" = OVER ]; }
printf '%-45s %8s ms vs %8s ms minimal (%s runs, median)  budget 1.3×: %s\n' "start to first window" "$o" "$b" "$runs" "$(verdict "$o" "$b" 1.3)"
printf '%-45s %8s KiB vs %6s KiB minimal                     budget 1.5×: %s\n' "memory with five sheets open" "$om" "$bm" "$(verdict "$om" "$bm" 1.5)"
printf '%-45s %8s KiB vs %6s KiB minimal                     budget 2×: %s\n' "memory with twenty sheets open" "$om20" "$bm" "$(verdict "$om20" "$bm" 2)"
if over "$o" "$b" 1.3 || over "$om" "$bm" 1.5 || over "$om20" "$bm" 2; then status=1; fi
exit $status
