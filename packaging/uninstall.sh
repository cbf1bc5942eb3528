#!/bin/sh
# Remove what install.sh put in ${PREFIX:-$HOME/.local}; nothing else is touched.
set -eu

APP_ID=io.github.solitaire.Solitaire
PREFIX=${PREFIX:-$HOME/.local}
if [ ! -d "$PREFIX" ]; then
    echo "uninstall.sh: $PREFIX does not exist; nothing to remove"
    exit 0
fi
PREFIX=$(cd "$PREFIX" && pwd)
DATADIR="$PREFIX/share"

# The command only if it is install.sh's link (a pipx "solitaire" may live there too).
if [ -L "$PREFIX/bin/solitaire" ] && \
   [ "$(readlink "$PREFIX/bin/solitaire")" = "$PREFIX/lib/solitaire/solitaire" ]; then
    rm -f "$PREFIX/bin/solitaire"
fi
rm -rf "$PREFIX/lib/solitaire"
rm -f "$DATADIR"/icons/hicolor/*/apps/"$APP_ID.png"
rm -f "$DATADIR/icons/hicolor/scalable/apps/$APP_ID.svg"
rm -f "$DATADIR/applications/$APP_ID.desktop"
rm -f "$DATADIR/metainfo/$APP_ID.metainfo.xml"

if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$DATADIR/applications" ]; then
    update-desktop-database -q "$DATADIR/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATADIR/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$DATADIR/icons/hicolor" || true
fi

echo "Solitaire removed from $PREFIX"
