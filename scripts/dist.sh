#!/usr/bin/env bash
# Builds the installable packages into dist/:
#   rollformular-VERSION-linux-amd64.tar.xz   Fyne's own Linux archive (binary, icon, .desktop
#                                             entry and its install Makefile)
#   rollformular_VERSION_amd64.deb            the Debian package, made with dpkg-deb
#   rollformular-VERSION-windows-amd64.zip    rollformular.exe (with its icon and version
#                                             resources) and a short read-me
#   rollformular-VERSION-windows-amd64.msi    the Windows installer (wixl): for the user alone,
#                                             with a Start-menu entry and an uninstall
#   SHA256SUMS                                the checksums of them all, for sha256sum -c
# The version is FyneApp.toml's (at the top of the project), as the binary prints it.
#
#   scripts/dist.sh        (make dist installs what it needs first)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
src=cmd/rollformular
fyne_tools=fyne.io/tools/cmd/fyne@v1.7.4
fyne=$root/bin/tools/fyne

# Fyne's packager at the version pinned above, installed beside the project's own binary.
if ! [ -x "$fyne" ] || ! go version -m "$fyne" | grep -q "mod.*fyne.io/tools.*${fyne_tools#*@}"; then
  echo "dist: installing $fyne_tools"
  GOBIN=$root/bin/tools go install "$fyne_tools"
fi

rm -rf dist
mkdir -p dist
work=$(mktemp -d)
# Fyne's packager reads FyneApp.toml from the folder of the main package, which the project
# keeps at its top: each package gets a copy there, its icon's path made relative to it, and
# the copy goes again afterwards (the packager also counts its builds up in it), whatever
# happens. The file's [Migrations] make the packager build with the migrated_fynedo tag.
trap 'rm -f "$src/FyneApp.toml" "$src"/*.tar.xz "$src"/*.exe; rm -rf "$work"' EXIT
package() {
  sed 's|^\( *Icon = "\)|\1../../|' FyneApp.toml >"$src/FyneApp.toml"
  (cd "$src" && "$fyne" package --release "$@")
  rm -f "$src/FyneApp.toml"
}

# --- Linux: Fyne's archive -------------------------------------------------------------------
echo "dist: building for Linux"
package --os linux
# The archive is named after the program ("Rollformulär.tar.xz") and holds one folder,
# rollformular/, with usr/local/ and the install Makefile.
archive=$(ls "$src"/*.tar.xz)
tar -xJf "$archive" -C "$work"
version=$("$work/rollformular/usr/local/bin/rollformular" --version | awk '{print $NF}')
[ -n "$version" ] || { echo "dist: the binary says no version" >&2; exit 1; }
mv "$archive" "dist/rollformular-$version-linux-amd64.tar.xz"

# --- Debian package --------------------------------------------------------------------------
echo "dist: making the Debian package"
deb=$work/deb
# The binary and the .desktop entry are the archive's: the entry starts rollformular from the
# PATH, which is /usr/bin here.
install -D -m 0755 "$work/rollformular/usr/local/bin/rollformular" "$deb/usr/bin/rollformular"
install -D -m 0644 "$work/rollformular/usr/local/share/applications/se.rollformular.app.desktop" \
  "$deb/usr/share/applications/se.rollformular.app.desktop"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$deb/usr/bin/rollformular"
install -D -m 0644 assets/icon.png "$deb/usr/share/icons/hicolor/256x256/apps/se.rollformular.app.png"
# How software centres list it (AppStream); its releases repeat CHANGELOG.md's.
install -D -m 0644 assets/se.rollformular.app.metainfo.xml "$deb/usr/share/metainfo/se.rollformular.app.metainfo.xml"
install -d "$deb/usr/share/doc/rollformular"
{
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: Rollformulär"
  echo "Source: https://github.com/rollformular/rollformular"
  echo
  echo "Files: *"
  echo "Copyright: 2026 The Rollformulär authors"
  echo "License: Expat"
  sed -n '3,$p' LICENSE | sed 's/^$/./; s/^/ /'
} >"$deb/usr/share/doc/rollformular/copyright"
chmod 0644 "$deb/usr/share/doc/rollformular/copyright"
{
  echo "rollformular ($version) unstable; urgency=medium"
  echo
  echo "  * Release $version, packaged from FyneApp.toml's version."
  echo
  echo " -- The Rollformulär authors <rollformular@users.noreply.github.com>  $(date -R -d @"${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")"
} | gzip -9n >"$deb/usr/share/doc/rollformular/changelog.gz"
chmod 0644 "$deb/usr/share/doc/rollformular/changelog.gz"
# Depends: the package of every shared library the binary links itself (its NEEDED entries;
# theirs are their packages' own dependencies), found where ldd finds it and named by dpkg -S.
needed=$(objdump -p "$deb/usr/bin/rollformular" | awk '/NEEDED/ {print $2}')
libs=$(ldd "$deb/usr/bin/rollformular")
depends=$(for so in $needed; do
  lib=$(awk -v so="$so" '$1 == so && $2 == "=>" {print $3}' <<<"$libs")
  [ -n "$lib" ] || { echo "dist: ldd does not find $so" >&2; exit 1; }
  dpkg -S "$lib" 2>/dev/null || dpkg -S "$(readlink -f "$lib")"
done | cut -d: -f1 | sort -u | paste -sd, - | sed 's/,/, /g')
[ -n "$depends" ] || { echo "dist: found no libraries the binary links" >&2; exit 1; }
size=$(du -sk "$deb/usr" | cut -f1)
install -d "$deb/DEBIAN"
cat >"$deb/DEBIAN/control" <<EOF
Package: rollformular
Version: $version
Section: misc
Priority: optional
Architecture: amd64
Maintainer: The Rollformulär authors <rollformular@users.noreply.github.com>
Installed-Size: $size
Depends: $depends
Homepage: https://github.com/rollformular/rollformular
Description: character sheets for Swedish role-playing rules
 Rollformulär edits characters of five Swedish rule systems: attributes,
 derived values, skills, armor per body part, weapons, wounds and fatigue,
 asking the rules for every derived value and showing the exact odds of
 every roll. It prints sheets and NPC blocks, and runs a fight across
 characters.
EOF
dpkg-deb --root-owner-group --build "$deb" "dist/rollformular_${version}_amd64.deb" >/dev/null

# --- Windows: the executable and a zip -------------------------------------------------------
echo "dist: building for Windows (the first cross-build of Fyne takes some minutes)"
CGO_ENABLED=1 CC=x86_64-w64-mingw32-gcc CXX=x86_64-w64-mingw32-g++ GOOS=windows GOARCH=amd64 package --os windows
win=$work/windows
mkdir -p "$win"
# Named after the program, "Rollformulär.exe": the zip's is rollformular.exe, as the command
# line and the read-me call it.
mv "$src"/*.exe "$win/rollformular.exe"
sed "s/@VERSION@/$version/" scripts/windows-readme.txt | sed 's/$/\r/' >"$win/README.txt"
cp LICENSE "$win/LICENSE.txt"
(cd "$win" && zip -q -X "$root/dist/rollformular-$version-windows-amd64.zip" rollformular.exe README.txt LICENSE.txt)
cp "$win/rollformular.exe" dist/rollformular.exe
# The installer: the same three files, the icon for the Start menu and Apps & features.
convert assets/icon.png -define icon:auto-resize=256,64,48,32,16 "$win/rollformular.ico"
sed "s/@VERSION@/$version/g" scripts/rollformular.wxs >"$win/rollformular.wxs"
(cd "$win" && wixl -o "$root/dist/rollformular-$version-windows-amd64.msi" rollformular.wxs)

(cd dist && sha256sum -- * >SHA256SUMS)
echo "dist: made"
ls -l dist
