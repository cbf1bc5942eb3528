"""Build the desktop archive: translations, fonts, icon, PyInstaller, then the archive.

    python packaging/build.py [--out dist] [--work build/desktop] [--fonts-from DIR | --no-fonts]

Linux: ``<out>/solitaire-<version>-linux-<machine>.tar.gz`` holding ``solitaire-<version>/``
with the PyInstaller folder, icons, the .desktop entry, the AppStream metainfo and the
install/uninstall scripts. Windows and macOS: a .zip of the PyInstaller folder (Windows) or of
``Solitaire.app`` (macOS). Prints the archive's path, its size and the build time.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
APP_ID = "io.github.solitaire.Solitaire"
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(HERE))

from render_icons import PNG_SIZES, qt_app, write_icns, write_ico  # noqa: E402

from solitaire import __version__  # noqa: E402

# Fonts bundled on Linux, with the files that carry their licences (Debian/Ubuntu paths of
# fonts-dejavu-core and fonts-thai-tlwg). Both licences allow redistribution: see README.md.
LINUX_FONTS = {
    "DejaVuSans.ttf": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "DejaVuSans-Bold.ttf": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "Loma.ttf": "/usr/share/fonts/truetype/tlwg/Loma.ttf",
    "Loma-Bold.ttf": "/usr/share/fonts/truetype/tlwg/Loma-Bold.ttf",
}
LINUX_FONT_LICENCES = {
    "LICENSE-DejaVu.txt": "/usr/share/doc/fonts-dejavu-core/copyright",
    "LICENSE-TLWG.txt": "/usr/share/doc/fonts-thai-tlwg/copyright",
    "GPL-2.txt": "/usr/share/common-licenses/GPL-2",
}


def step(message: str) -> None:
    """Print a progress line."""
    print(f"==> {message}", flush=True)


def tool(name: str) -> str | None:
    """Find ``name`` next to this Python (a venv's bin/Scripts) or on PATH."""
    return shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)


def check_metainfo_version() -> None:
    """Fail unless the newest release in the metainfo is ``solitaire.__version__``."""
    tree = ET.parse(HERE / f"{APP_ID}.metainfo.xml")
    release = tree.find("releases/release")
    newest = None if release is None else release.get("version")
    if newest != __version__:
        raise SystemExit(
            f"metainfo's newest release is {newest}, the package is {__version__}: "
            f"add a <release> to packaging/{APP_ID}.metainfo.xml"
        )


def compile_translations() -> None:
    """Run lrelease on every resources/translations/*.ts (the .qm files land beside them)."""
    sources = sorted((ROOT / "resources" / "translations").glob("*.ts"))
    if not sources:
        step("no .ts files: no translations to compile")
        return
    lrelease = tool("pyside6-lrelease") or tool("lrelease")
    if lrelease is None:
        raise SystemExit("pyside6-lrelease not found (it comes with PySide6)")
    step(f"lrelease: {len(sources)} translation(s)")
    for ts in sources:
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))],
                       check=True)


def collect_fonts(target: Path, source: Path | None) -> None:
    """Copy the fonts to bundle (and their licences) into ``target``."""
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    if source is not None:
        files = {path.name: str(path) for path in source.iterdir() if path.is_file()}
    else:
        files = {**LINUX_FONTS, **LINUX_FONT_LICENCES}
    missing = [path for path in files.values() if not Path(path).is_file()]
    if missing:
        raise SystemExit(
            "fonts to bundle are missing: " + ", ".join(missing)
            + "\n(apt-get install fonts-dejavu-core fonts-thai-tlwg, or pass --fonts-from DIR)"
        )
    for name, path in files.items():
        shutil.copyfile(path, target / name)
    step(f"bundling {len(files)} font/licence files from {source or 'the system'}")


def run_pyinstaller(work: Path, fonts: Path | None, icon: Path | None) -> Path:
    """Run the spec; returns PyInstaller's dist folder."""
    dist = work / "pyinstaller-dist"
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(dist), "--workpath", str(work / "pyinstaller-work"),
        str(HERE / "solitaire.spec"), "--",
    ]
    if fonts is not None:
        command += ["--fonts", str(fonts)]
    if icon is not None:
        command += ["--icon", str(icon)]
    if importlib.util.find_spec("PyInstaller") is None:
        raise SystemExit(f"PyInstaller is not installed for {sys.executable}: "
                         "pip install -e '.[dist]'")
    step("PyInstaller")
    subprocess.run(command, check=True, cwd=ROOT)
    return dist


def stage_linux(dist: Path, stage: Path) -> None:
    """Lay out ``solitaire-<version>/`` for the Linux archive."""
    if stage.exists():
        shutil.rmtree(stage)
    stage.mkdir(parents=True)
    shutil.copytree(dist / "solitaire", stage / "solitaire", symlinks=True)
    icons = ROOT / "resources" / "icons"
    for size in PNG_SIZES:
        folder = stage / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copyfile(icons / f"{APP_ID}-{size}.png", folder / f"{APP_ID}.png")
    scalable = stage / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copyfile(icons / f"{APP_ID}.svg", scalable / f"{APP_ID}.svg")
    for name in (f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml"):
        shutil.copyfile(HERE / name, stage / name)
    for name in ("install.sh", "uninstall.sh"):
        shutil.copyfile(HERE / name, stage / name)
        (stage / name).chmod(0o755)


def _normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def make_tarball(stage: Path, archive: Path) -> None:
    """Write ``stage`` (and everything in it) into a gzip tarball, symlinks kept."""
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(stage, arcname=stage.name, filter=_normalise)


def make_zip(folder: Path, archive: Path) -> None:
    """Write ``folder`` into a zip archive (Windows and macOS builds)."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as bundle:
        for path in sorted(folder.rglob("*")):
            bundle.write(path, Path(folder.name) / path.relative_to(folder))


def machine() -> str:
    """CPU architecture name as used in archive names (x86_64, aarch64, arm64, amd64...)."""
    return platform.machine().lower() or "unknown"


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "desktop")
    fonts = parser.add_mutually_exclusive_group()
    fonts.add_argument("--fonts-from", type=Path, help="bundle the font files in this folder")
    fonts.add_argument("--no-fonts", action="store_true", help="rely on the system's fonts")
    args = parser.parse_args(argv)
    started = time.monotonic()
    out, work = args.out.resolve(), args.work.resolve()
    out.mkdir(parents=True, exist_ok=True)
    work.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    check_metainfo_version()
    compile_translations()
    bundle_fonts = not args.no_fonts and (args.fonts_from or sys.platform.startswith("linux"))
    fonts_dir = work / "fonts" if bundle_fonts else None
    if fonts_dir is not None:
        collect_fonts(fonts_dir, args.fonts_from)

    qt_app()
    icon = None
    if sys.platform == "win32":
        icon = write_ico(ROOT / "resources" / "icons" / f"{APP_ID}.svg", work / "solitaire.ico")
    elif sys.platform == "darwin":
        icon = write_icns(ROOT / "resources" / "icons" / f"{APP_ID}.svg", work / "solitaire.icns")

    dist = run_pyinstaller(work, fonts_dir, icon)
    name = f"solitaire-{__version__}"
    if sys.platform.startswith("linux"):
        archive = out / f"{name}-linux-{machine()}.tar.gz"
        stage = work / "stage" / name
        stage_linux(dist, stage)
        make_tarball(stage, archive)
    elif sys.platform == "darwin":
        archive = out / f"{name}-macos-{machine()}.zip"
        make_zip(dist / "Solitaire.app", archive)
    else:
        archive = out / f"{name}-windows-{machine()}.zip"
        make_zip(dist / "solitaire", archive)
    elapsed = time.monotonic() - started
    size = archive.stat().st_size
    print(f"archive: {archive}")
    print(f"size: {size} bytes ({size / 1_000_000:.1f} MB)")
    print(f"build time: {elapsed:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
