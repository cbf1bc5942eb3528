#!/bin/sh
# Install this Solitaire build for one user (or system-wide with PREFIX=/usr/local as root).
#
#   ./install.sh                    # into ~/.local
#   PREFIX=/opt/games ./install.sh  # anywhere else
#
# Puts the program in $PREFIX/lib/solitaire/, a command in $PREFIX/bin/solitaire, the icon in
# the hicolor theme, the menu entry in share/applications and the AppStream data in
# share/metainfo. uninstall.sh removes exactly these.
set -eu

APP_ID=io.github.solitaire.Solitaire
HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-$HOME/.local}

if [ ! -x "$HERE/solitaire/solitaire" ]; then
    echo "install.sh: $HERE/solitaire/solitaire not found; run me from the unpacked archive" >&2
    exit 1
fi

mkdir -p "$PREFIX"
PREFIX=$(cd "$PREFIX" && pwd)
LIBDIR="$PREFIX/lib/solitaire"
BINDIR="$PREFIX/bin"
DATADIR="$PREFIX/share"
PROGRAM="$LIBDIR/solitaire"

# A path as an Exec= argument: in double quotes with \ " ` $ escaped by a backslash, and then
# every backslash doubled because the whole value is also an escaped string (Desktop Entry
# spec). TryExec= is a plain string: backslashes doubled only.
exec_quote() {
    printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g')"
}
string_escape() {
    printf '%s' "$1" | sed -e 's/\\/\\\\/g'
}

# Never replace a "solitaire" command that belongs to something else (pipx uses ~/.local/bin).
if [ -e "$BINDIR/solitaire" ] || [ -L "$BINDIR/solitaire" ]; then
    if [ "$(readlink "$BINDIR/solitaire" || true)" != "$PROGRAM" ]; then
        echo "install.sh: $BINDIR/solitaire exists and is not from this build; leaving it." >&2
        echo "install.sh: start the game with $PROGRAM or from the application menu." >&2
        LINK_COMMAND=no
    fi
fi

rm -rf "$LIBDIR"
mkdir -p "$LIBDIR" "$BINDIR"
cp -R "$HERE/solitaire/." "$LIBDIR/"
if [ "${LINK_COMMAND:-yes}" = yes ]; then
    ln -sfn "$PROGRAM" "$BINDIR/solitaire"
fi

for png in "$HERE"/icons/hicolor/*/apps/"$APP_ID.png"; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    mkdir -p "$DATADIR/icons/hicolor/$size/apps"
    cp "$png" "$DATADIR/icons/hicolor/$size/apps/$APP_ID.png"
done
mkdir -p "$DATADIR/icons/hicolor/scalable/apps"
cp "$HERE/icons/hicolor/scalable/apps/$APP_ID.svg" "$DATADIR/icons/hicolor/scalable/apps/"

mkdir -p "$DATADIR/applications" "$DATADIR/metainfo"
exec_value=$(exec_quote "$PROGRAM")
tryexec_value=$(string_escape "$PROGRAM")
while IFS= read -r line; do
    case $line in
        Exec=*) printf 'Exec=%s\n' "$exec_value" ;;
        TryExec=*) printf 'TryExec=%s\n' "$tryexec_value" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$HERE/$APP_ID.desktop" > "$DATADIR/applications/$APP_ID.desktop"
cp "$HERE/$APP_ID.metainfo.xml" "$DATADIR/metainfo/$APP_ID.metainfo.xml"

if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$DATADIR/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATADIR/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$DATADIR/icons/hicolor" || true
fi

echo "Solitaire installed in $PREFIX (run: $BINDIR/solitaire)"
