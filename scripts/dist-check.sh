#!/usr/bin/env bash
# Checks the packages `make dist` made, as far as this machine can:
#   the .deb: unpacked with dpkg -x, its .desktop entry validated, its binary's CLI run
#     (--version, prob 3T6, pdf of an example), its editor started under Xvfb until the window
#     shows, writing nothing but the user's configuration folder (and Fyne's font index in the
#     user's cache folder); lintian finds no error;
#   the Linux archive: Fyne's layout, and its Makefile installs into a DESTDIR;
#   its AppStream metainfo validates, its top release the package's and CHANGELOG.md's;
#   the Windows installer, read back with msitools: product, version, per-user, Start menu, icon,
#     the executable inside; SHA256SUMS against every file;
#   the Windows executable: a PE32+ GUI program for x86-64 with its icon and version resources,
#     linking no DLL but Windows' own; the zip holds it with its read-me. It is not run: Debian's
#     Wine 8 lacks bcryptprimitives.dll, which Go 1.26 programs need.
set -euo pipefail
# A grep -q that has its answer stops reading; with pipefail the command writing to it would
# fail the pipe, so the checks read what they check from a variable or a file.
cd "$(dirname "$0")/.."
root=$PWD
fail() { echo "dist-check: $*" >&2; exit 1; }

deb=$(ls dist/rollformular_*_amd64.deb 2>/dev/null | head -n 1) || true
[ -n "$deb" ] || fail "no dist/rollformular_*_amd64.deb; run make dist"
version=${deb#dist/rollformular_}
version=${version%_amd64.deb}
tmp=$(mktemp -d)
xvfb=
app=
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null || true
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

# --- the Debian package ----------------------------------------------------------------------
dpkg -x "$deb" "$tmp/root"
bin=$tmp/root/usr/bin/rollformular
desktop=$tmp/root/usr/share/applications/se.rollformular.app.desktop
[ -x "$bin" ] || fail "$deb installs no /usr/bin/rollformular"
[ -f "$tmp/root/usr/share/icons/hicolor/256x256/apps/se.rollformular.app.png" ] || fail "$deb installs no icon"
desktop-file-validate "$desktop" || fail "$desktop does not validate"
grep -qx 'Exec=rollformular' "$desktop" || fail "$desktop does not start rollformular"
grep -qx 'Icon=se.rollformular.app' "$desktop" || fail "$desktop names another icon"
grep -q 'libgl1' <<<"$(dpkg-deb -f "$deb" Depends)" || fail "$deb does not depend on the GL library the binary links"

got=$("$bin" --version)
[ "$got" = "Rollformulär $version" ] || fail "--version says '$got', the package is $version"
"$bin" prob 3T6 >"$tmp/prob.json" || fail "prob 3T6 failed"
grep -q '"mean": 10.5' "$tmp/prob.json" || fail "prob 3T6 does not give the mean 10.5: $(head -c 300 "$tmp/prob.json")"
"$bin" pdf assets/examples/asa-jarnhand.json -o "$tmp/asa.pdf" || fail "pdf of an example failed"
qpdf --check "$tmp/asa.pdf" >/dev/null || fail "the example's PDF does not check"

# The editor, from a folder of its own with a home of its own: its window shows, and it writes
# nowhere but the configuration folder.
mkdir -p "$tmp/home" "$tmp/cwd"
display=99
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1366x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 50); do DISPLAY=":$display" xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
touch "$tmp/before"
(cd "$tmp/cwd" && HOME=$tmp/home XDG_CONFIG_HOME= DISPLAY=":$display" LANG=C.UTF-8 exec "$bin" >"$tmp/editor.log" 2>&1) &
app=$!
if ! DISPLAY=":$display" timeout 60 xdotool search --sync --onlyvisible --name 'Rollformulär' >/dev/null; then
  cat "$tmp/editor.log" >&2
  fail "the unpacked editor's window did not show within 60 s"
fi
sleep 2
kill -0 "$app" 2>/dev/null || fail "the editor exited: $(cat "$tmp/editor.log")"
kill "$app"
wait "$app" 2>/dev/null || true
app=
[ ! -s "$tmp/editor.log" ] || fail "the editor printed, where it should be quiet: $(cat "$tmp/editor.log")"
# Fyne's text painter keeps an index of the system's fonts in the user's cache folder
# (go-text's fontscan, ~/.cache/font_index_v5.cache), which no program of Fyne's can turn off.
stray=$(find "$tmp/home" "$tmp/cwd" -newer "$tmp/before" -type f |
  grep -v -e "^$tmp/home/.config/fyne/se.rollformular.app/" -e "^$tmp/home/.cache/font_index_v[0-9]*.cache$" || true)
[ -z "$stray" ] || fail "the editor wrote outside its configuration folder: $stray"

# Its AppStream metainfo validates, and its top release is the package's and CHANGELOG.md's.
metainfo=$tmp/root/usr/share/metainfo/se.rollformular.app.metainfo.xml
[ -f "$metainfo" ] || fail "$deb installs no AppStream metainfo"
appstreamcli validate --no-net --pedantic "$metainfo" >"$tmp/appstream.log" 2>&1 || fail "the metainfo does not validate: $(cat "$tmp/appstream.log")"
release=$(grep -o '<release version="[^"]*" date="[^"]*"' "$metainfo" | head -n 1 | sed 's/<release version="\([^"]*\)" date="\([^"]*\)"/\1 \2/')
changelog=$(grep -m 1 -o '^## \[[0-9][^]]*\] - [0-9-]*' CHANGELOG.md | sed 's/^## \[\([^]]*\)\] - /\1 /')
[ "${release%% *}" = "$version" ] || fail "the metainfo's top release is '$release', the package is $version"
[ "$release" = "$changelog" ] || fail "the metainfo's top release '$release' is not CHANGELOG.md's '$changelog'"

lintian --fail-on error --suppress-tags embedded-library,statically-linked-binary "$deb" || fail "lintian finds errors in $deb"

# --- the Linux archive -----------------------------------------------------------------------
tarball=dist/rollformular-$version-linux-amd64.tar.xz
[ -f "$tarball" ] || fail "no $tarball"
mkdir -p "$tmp/tar" "$tmp/dest/usr/local"
tar -xJf "$tarball" -C "$tmp/tar"
make -s -C "$tmp/tar/rollformular" install DESTDIR="$tmp/dest" >/dev/null || fail "the archive's Makefile does not install"
for f in usr/local/bin/rollformular usr/local/share/applications/se.rollformular.app.desktop usr/local/share/pixmaps/se.rollformular.app.png; do
  [ -f "$tmp/dest/$f" ] || fail "the archive's install left no $f"
done
[ "$("$tmp/dest/usr/local/bin/rollformular" --version)" = "Rollformulär $version" ] || fail "the archive's binary is not $version"

# --- Windows ---------------------------------------------------------------------------------
exe=dist/rollformular.exe
zipfile=dist/rollformular-$version-windows-amd64.zip
[ -f "$exe" ] && [ -f "$zipfile" ] || fail "no $exe or $zipfile"
kind=$(file "$exe")
grep -q 'PE32+ executable (GUI) x86-64' <<<"$kind" || fail "$exe is not a PE32+ GUI program for x86-64: $kind"
headers=$(x86_64-w64-mingw32-objdump -p "$exe")
# Windows' own DLLs, which every Windows has; anything else would have to be shipped beside it.
allowed='^(advapi32|bcrypt|cfgmgr32|comctl32|comdlg32|crypt32|dwmapi|gdi32|imm32|kernel32|msvcrt|ntdll|ole32|oleaut32|opengl32|powrprof|setupapi|shell32|shlwapi|user32|userenv|uxtheme|version|winmm|winspool|ws2_32)\.dll$'
dlls=$(awk '/DLL Name:/ {print tolower($3)}' <<<"$headers" | sort -u)
[ -n "$dlls" ] || fail "$exe imports no DLL at all, which no Windows program does"
bad=$(echo "$dlls" | grep -Ev "$allowed" || true)
[ -z "$bad" ] || fail "$exe links DLLs Windows does not have: $bad"
grep -q 'Resource Directory' <<<"$headers" || fail "$exe has no resources"
# RT_ICON is type 3, RT_GROUP_ICON 14 and RT_VERSION 16 in the resource directory.
for type in 0x3 0xe 0x10; do
  grep -Eiq "Entry: ID: 0x0*${type#0x}\b" <<<"$headers" || fail "$exe lacks resource type $type (3 icon, 14 icon group, 16 version)"
done
# The version resource's strings are UTF-16: ProductVersion is followed by VERSION.BUILD.
strings -el "$exe" >"$tmp/strings"
product=$(grep -A1 -x ProductVersion "$tmp/strings" | tail -n 1)
case $product in "$version".*) ;; *) fail "$exe's version resource says '$product', not $version" ;; esac
listing=$(unzip -l "$zipfile")
grep -q ' rollformular.exe$' <<<"$listing" || fail "$zipfile lacks rollformular.exe"
grep -q ' README.txt$' <<<"$listing" || fail "$zipfile lacks its read-me"

# The installer, read back with msitools: the product and its version, for the user alone (no
# ALLUSERS, and the summary's word count says no elevation is needed), the program and its
# Start-menu entry with the icon, an upgrade code, and the very executable of the zip inside.
msi=dist/rollformular-$version-windows-amd64.msi
[ -f "$msi" ] || fail "no $msi"
props=$(msiinfo export "$msi" Property | tr -d '\r')
grep -qx $'ProductName\tRollformulär' <<<"$props" || fail "$msi names another product"
grep -qx $'ProductVersion\t'"$version" <<<"$props" || fail "$msi is not version $version"
grep -q '^UpgradeCode' <<<"$props" || fail "$msi has no upgrade code, so a newer one would not replace it"
! grep -q '^ALLUSERS' <<<"$props" || fail "$msi installs for all users"
words=$(msiinfo suminfo "$msi" | awk -F': ' '/^Source/ {print $2}' | cut -d' ' -f1)
[ $(( ${words:-0} & 8 )) = 8 ] || fail "$msi asks for elevation (word count $words)"
shortcut=$(msiinfo export "$msi" Shortcut | tr -d '\r' | awk -F'\t' '$2 == "ProgramMenuFolder"')
[ -n "$shortcut" ] && grep -q $'\t\[INSTALLDIR\]rollformular.exe\t' <<<"$shortcut" && grep -q $'\trollformular.ico\t' <<<"$shortcut" ||
  fail "$msi has no Start-menu entry for rollformular.exe with its icon: $shortcut"
# From inside a scratch folder: msiinfo and msiextract write the icon table's icons to the
# current folder, whatever -C says.
mkdir "$tmp/msi"
(cd "$tmp/msi" && msiinfo export "$root/$msi" Icon) | tr -d '\r' | grep -q '^rollformular.ico' || fail "$msi carries no icon"
(cd "$tmp/msi" && msiextract "$root/$msi" >/dev/null)
inside=$(find "$tmp/msi" -name rollformular.exe)
[ -n "$inside" ] && cmp -s "$inside" "$exe" || fail "$msi does not hold $exe"

# --- checksums -------------------------------------------------------------------------------
[ -f dist/SHA256SUMS ] || fail "no dist/SHA256SUMS"
(cd dist && sha256sum --check --quiet --strict SHA256SUMS) || fail "dist/SHA256SUMS does not match the files"
for f in dist/*; do
  [ "$f" = dist/SHA256SUMS ] && continue
  grep -q "  ${f#dist/}\$" dist/SHA256SUMS || fail "dist/SHA256SUMS lacks ${f#dist/}"
done

echo "dist-check: $deb, $tarball, $exe, $zipfile, $msi and their checksums check out"
