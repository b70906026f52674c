#!/usr/bin/env bash
# Starts the real rollformular binary under Xvfb with the given documents and saves a PNG of
# its window.
#
#   scripts/screenshot.sh OUT.png [FILE...]
#
# Environment: BIN (default bin/rollformular, built when missing), WAIT seconds before the
# picture (default 4), SIZE of the virtual screen (default 1366x768x24, the smallest screen
# the sheet must read well on), KEYS: xdotool key names to press before the picture, CLICKS:
# "x,y x,y …" screen points to click first (a tab, a button); a step "key:NAME" among them
# presses a key, "type:TEXT" types text into the focused field (%20 in it a space), so a field can be filled
# between two clicks, "hover:x,y" rests the pointer there, for a tooltip, and "scroll:N" turns
# the wheel N notches down where the pointer is, and "shot:FILE.png" saves a picture on the way,
# so one run can show every step of a fight. WINDOW=WxH resizes the window first (it opens at
# 1280x720; WINDOW=1366x768 fills the smallest screen, as a maximised window would).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:?usage: scripts/screenshot.sh OUT.png [FILE...]}
shift
bin=${BIN:-bin/rollformular}
wait=${WAIT:-4}
size=${SIZE:-1366x768x24}

for tool in Xvfb xdotool import; do
  command -v "$tool" >/dev/null || { echo "screenshot.sh: $tool is missing; run 'make deps'" >&2; exit 1; }
done
[ -x "$bin" ] || make --no-print-directory build

# A free display number, so two runs (or a desktop session) don't collide.
display=99
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done

Xvfb ":$display" -screen 0 "$size" -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
app=
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
}
trap cleanup EXIT
export DISPLAY=":$display"
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done

"$bin" "$@" >/tmp/rollformular-screenshot.log 2>&1 &
app=$!
sleep "$wait"
if ! kill -0 "$app" 2>/dev/null; then
  echo "screenshot.sh: the program exited early:" >&2
  cat /tmp/rollformular-screenshot.log >&2
  exit 1
fi
win=$(xdotool search --sync --onlyvisible --name 'Rollformulär' | tail -n 1)
if [ -n "${WINDOW:-}" ]; then
  xdotool windowmove "$win" 0 0 windowsize "$win" "${WINDOW%x*}" "${WINDOW#*x}"
  sleep 1
fi
if [ -n "${CLICKS:-}" ]; then
  for c in $CLICKS; do
    case $c in
      key:*) xdotool key --window "$win" "${c#key:}" ;;
      type:*) t=${c#type:}; xdotool type --window "$win" -- "${t//%20/ }" ;;
      hover:*) h=${c#hover:}; xdotool mousemove "${h%,*}" "${h#*,}"; sleep 1 ;;
      scroll:*) xdotool click --repeat "${c#scroll:}" 5 ;;
      shot:*) sleep 0.5; import -window root "${c#shot:}" ;;
      *) xdotool mousemove "${c%,*}" "${c#*,}" click 1 ;;
    esac
    sleep 0.5
  done
  sleep 1
fi
if [ -n "${KEYS:-}" ]; then
  for k in $KEYS; do xdotool key --window "$win" "$k"; sleep 0.3; done
  sleep 1
fi
import -window root "$out"
echo "saved $out"
