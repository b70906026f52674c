#!/usr/bin/env bash
# Measures what a person sees, under Xvfb, for rollformular and for a minimal Fyne window with
# a field (cmd/fynebaseline) built in the same run, and prints each beside DESIGN.md's budget:
#   - start to the editor's frame drawn, 1.15 ×: the editor started with no document, its
#     window with the start screen, to the screen's last change before it rests
#     (cmd/framewatch, which reads the screen from the file Xvfb keeps it in, -fbdir), against
#     the minimal window's start to its field drawn;
#   - start to the first sheet drawn, 1.4 ×: the editor started with Åsa's sheet;
#   - a keystroke to the changed value on screen, with one tab and with twenty open, 1.5 × the
#     minimal field's: a digit typed into and taken out of HÄL's value, which changes the
#     value, its odds and the sheet's problems, timed to the screen's last change (Fyne's
#     driver reads events 60 times a second, so each sample is up to 17 ms late by chance);
#   - the resident memory with five and with twenty sheets open, once it has settled, the
#     program idle, 1.5 × and 2 ×.
# Beside them it times a frame of Fyne's own widgets shaped as the editor's (cmd/fyneframe):
# what Fyne alone costs of such a window, below which the editor cannot go. That line is a
# floor, not a budget, and judges nothing.
# RUNS (default 5) samples of each start and six times as many keystrokes; the median is judged.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
tmp=$(mktemp -d)
xvfb=
pid=
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

go build -tags migrated_fynedo -o "$tmp/rollformular" ./cmd/rollformular
go build -tags migrated_fynedo -o "$tmp/baseline" ./cmd/fynebaseline
go build -tags migrated_fynedo -o "$tmp/frame" ./cmd/fyneframe
go build -o "$tmp/framewatch" ./cmd/framewatch
for i in $(seq 20); do cp assets/examples/asa-jarnhand.json "$tmp/sheet$i.json"; done

display=90
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
mkdir "$tmp/fb"
Xvfb ":$display" -screen 0 1366x768x24 -nolisten tcp -fbdir "$tmp/fb" >/dev/null 2>&1 &
xvfb=$!
# The programs' settings and recovery files go to a home of this run's, where Fyne's own
# settings turn its animations off: a field's blinking cursor would change the screen forever.
export DISPLAY=":$display" LANG=sv_SE.UTF-8 HOME="$tmp/home" XDG_CONFIG_HOME=
home() {
  rm -rf "$HOME"
  mkdir -p "$HOME/.config/fyne"
  echo '{"no_animations": true}' >"$HOME/.config/fyne/settings.json"
}
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && [ -f "$tmp/fb/Xvfb_screen0" ] && break; sleep 0.1; done

# watch SETTLE COMMAND...: runs COMMAND and sets ms to the milliseconds from its start to the
# screen's last change before it rested for SETTLE; a program started is left running as $pid.
watch() {
  local settle=$1 out
  shift
  home
  out=$("$tmp/framewatch" -fb "$tmp/fb/Xvfb_screen0" -settle "$settle" -- "$@")
  ms=${out% *}
  pid=${out#* }
}
# stop ends the program; one that does not end on SIGTERM within 3 s gets SIGKILL.
stop() {
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  pid=
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
# keys N: sets ms to the median of N keystrokes' times to the screen, typed alternately as a
# digit and a backspace into the focused field, so the value changes with each.
keys() {
  local times=() k
  for i in $(seq "$1"); do
    if [ $((i % 2)) = 1 ]; then k=2; else k=BackSpace; fi
    # A wait of 0 to 16 ms first: keys sent at a steady pace met Fyne's 60-a-second reading
    # of events at nearly the same point each time, so a run's median was one chance draw of
    # that point, the minimal field's 13 ms in one run and 23 ms in the next.
    sleep "$(awk -v r="$RANDOM" 'BEGIN { printf "%.3f", (r % 17) / 1000 }')"
    "$tmp/framewatch" -fb "$tmp/fb/Xvfb_screen0" -settle 300ms -- xdotool key "$k" >"$tmp/out"
    times+=("$(cut -d' ' -f1 "$tmp/out")")
  done
  ms=$(printf '%s\n' "${times[@]}" | median)
}
# sheetField focuses HÄL's value on the sheet shown (the first tab, at 1366×768, in Swedish)
# and types 13 into it: Åsa's HÄL is 12, so the sheet then has changes however the keys leave
# the value (13, 132, 13), and the tab's title keeps its star, as it does while a person types.
# With 12 typed, every other key put the saved value back and took the star off again, which
# redrew all twenty tabs' buttons: a measure of the star, not of a keystroke.
sheetField() {
  xdotool mousemove 179 460 click 1
  sleep 0.3
  xdotool key ctrl+a
  xdotool type 13
  sleep 0.5
}

base=() ours=() empty=() frame=()
for _ in $(seq "$runs"); do
  watch 1s "$tmp/baseline"; base+=("$ms"); stop
  watch 1s "$tmp/rollformular"; empty+=("$ms"); stop
  watch 1s "$tmp/rollformular" "$tmp/sheet1.json"; ours+=("$ms"); stop
  watch 1s "$tmp/frame"; frame+=("$ms"); stop
done
b=$(printf '%s\n' "${base[@]}" | median)
e=$(printf '%s\n' "${empty[@]}" | median)
o=$(printf '%s\n' "${ours[@]}" | median)
f=$(printf '%s\n' "${frame[@]}" | median)

watch 1s "$tmp/baseline"; bm=$(rss_kib "$pid"); keys $((runs * 6)); kb=$ms; stop
watch 1s "$tmp/rollformular" "$tmp/sheet1.json"; sheetField; keys $((runs * 6)); k1=$ms; stop
watch 1s "$tmp/rollformular" "$tmp"/sheet{1,2,3,4,5}.json; om=$(rss_kib "$pid"); stop
watch 2s "$tmp/rollformular" "$tmp"/sheet{1..20}.json; om20=$(rss_kib "$pid"); sheetField; keys $((runs * 6)); k20=$ms; stop

status=0
verdict() { awk -v a="$1" -v b="$2" -v f="$3" 'BEGIN { if (a <= b * f) print "ok"; else print "OVER" }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f×", a / b }'; }
line() { # what, ours, floor, unit, budget
  printf '%-44s %7s %s vs %7s %s minimal = %6s  budget %s×: %s\n' "$1" "$2" "$4" "$3" "$4" "$(ratio "$2" "$3")" "$5" "$(verdict "$2" "$3" "$5")"
  [ "$(verdict "$2" "$3" "$5")" = ok ] || status=1
}
line "start to the editor's frame ($runs runs, median)" "$e" "$b" ms 1.15
line "start to the first sheet drawn" "$o" "$b" ms 1.4
printf '%-44s %7s %s vs %7s %s minimal = %6s  the floor: Fyne alone\n' "Fyne's widgets of such a frame" "$f" ms "$b" ms "$(ratio "$f" "$b")"
line "keystroke to the screen, one tab" "$k1" "$kb" ms 1.5
line "keystroke to the screen, twenty tabs" "$k20" "$kb" ms 1.5
line "memory with five sheets open" "$om" "$bm" KiB 1.5
line "memory with twenty sheets open" "$om20" "$bm" KiB 2
exit $status
