"""The desktop build end to end: build the archive, unpack it, validate its menu entry and
AppStream data, install it into a temporary prefix, start the installed program under Xvfb
with no system fonts at all, and look at what it drew.

Slow (PyInstaller runs once per session, about a minute) and Linux only.
"""

from __future__ import annotations

import os
import platform
import shlex
import shutil
import subprocess
import sys
import tarfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from screenshot_check import Screenshot, inspect_cards
from tests.x_server import private_x_server

from solitaire import __version__

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.xvfb,
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the archive is Linux's"),
]

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.solitaire.Solitaire"
TOP = f"solitaire-{__version__}"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
TOOLS = ("Xvfb", "xdotool", "import", "desktop-file-validate", "appstreamcli")
UNWANTED_QT = ("Qt6Quick", "Qt6Qml", "Qt6WebEngine", "Qt63D", "Qt6Multimedia", "Qt6Network")
SCREENSHOT = ROOT / "docs" / "screenshots" / "installed-build.png"


def run(
    command: list[str],
    *,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
    timeout: float = 600,
) -> subprocess.CompletedProcess[str]:
    """Run a command, failing the test with its output if it fails."""
    result = subprocess.run(
        command, env=env, cwd=cwd, timeout=timeout, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, (
        f"{shlex.join(command)} exited {result.returncode}\n{result.stdout}\n{result.stderr}"
    )
    return result


@pytest.fixture(scope="module", autouse=True)
def tools() -> None:
    """The system tools the checks use (installed by .ci/run)."""
    missing = [name for name in TOOLS if shutil.which(name) is None]
    assert not missing, f"missing tools: {missing} (see the apt-get line in .ci/run)"


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build the archive exactly as ``make dist`` does, into a temporary folder."""
    out = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("build")
    command = [
        sys.executable,
        str(ROOT / "packaging" / "build.py"),
        "--out",
        str(out),
        "--work",
        str(work),
    ]
    run(command, cwd=ROOT, timeout=1800)
    return out / f"{TOP}-linux-{platform.machine().lower()}.tar.gz"


@pytest.fixture(scope="module")
def unpacked(archive: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The archive unpacked; returns its top folder."""
    target = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(archive) as tar:
        tar.extractall(target, filter="data")
    return target / TOP


def install(unpacked: Path, prefix: Path) -> None:
    """Run the archive's install.sh into ``prefix`` with a throwaway HOME."""
    env = dict(os.environ, PREFIX=str(prefix), HOME=str(prefix.parent / "home"))
    run([str(unpacked / "install.sh")], env=env, timeout=300)


@pytest.fixture(scope="module")
def prefix(unpacked: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An install of the build into a prefix whose path has a space in it."""
    target = tmp_path_factory.mktemp("install") / "my prefix"
    install(unpacked, target)
    return target


def exec_program(desktop_entry: Path) -> str:
    """The program an entry's Exec= line starts (its first argument, unquoted)."""
    line = next(x for x in desktop_entry.read_text().splitlines() if x.startswith("Exec="))
    value = line.removeprefix("Exec=").replace("\\\\", "\\")
    return shlex.split(value)[0]


def empty_fontconfig(folder: Path) -> Path:
    """A fontconfig file that knows no font directory: only the build's own fonts exist."""
    config = folder / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n'
        f"<fontconfig><cachedir>{folder / 'fc-cache'}</cachedir></fontconfig>\n"
    )
    return config


@dataclass
class Display:
    """A running Xvfb."""

    name: str


@pytest.fixture(scope="module")
def display() -> Iterator[Display]:
    """A private Xvfb for this module's launches."""
    with private_x_server("1280x800x24") as name:
        yield Display(name)


@dataclass
class Launch:
    """The installed program running under Xvfb, and what it showed."""

    window: str
    screenshot: Path
    log: Path


@pytest.fixture(scope="module")
def launch(
    prefix: Path, display: Display, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Launch]:
    """Start ``<prefix>/bin/solitaire`` with no system fonts; wait for its window; screenshot."""
    scratch = tmp_path_factory.mktemp("run")
    home = scratch / "home"
    home.mkdir()
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "LANG": "C.UTF-8",
        "DISPLAY": display.name,
        "QT_QPA_PLATFORM": "xcb",
        "FONTCONFIG_FILE": str(empty_fontconfig(scratch)),
    }
    log = scratch / "solitaire.log"
    with log.open("wb") as output:
        app = subprocess.Popen(
            [str(prefix / "bin" / "solitaire")],
            env=env,
            cwd=home,
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    x_env = {"DISPLAY": display.name, "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    try:
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", "Solitaire"],
            env=x_env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert found.returncode == 0 and found.stdout.split(), (
            f"no Solitaire window within 60 s\n{log.read_text(errors='replace')}"
        )
        window = found.stdout.split()[0]
        screenshot = scratch / "installed-build.png"
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:  # until the window has painted something
            run(["import", "-window", "root", str(screenshot)], env=x_env, timeout=60)
            if Screenshot.load(screenshot).distinct_colours(step=8) >= 50:
                break
            time.sleep(0.5)
        time.sleep(1.5)  # let the first paint settle (deal animation, status bar)
        run(["import", "-window", "root", str(screenshot)], env=x_env, timeout=60)
        assert app.poll() is None, f"the program exited\n{log.read_text(errors='replace')}"
        yield Launch(window, screenshot, log)
    finally:
        app.terminate()
        try:
            app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            app.kill()
            app.wait(timeout=10)


def test_archive_holds_the_build_its_desktop_files_and_scripts(unpacked: Path) -> None:
    program = unpacked / "solitaire" / "solitaire"
    assert program.is_file() and os.access(program, os.X_OK)
    for script in ("install.sh", "uninstall.sh"):
        assert os.access(unpacked / script, os.X_OK), script
    assert (unpacked / f"{APP_ID}.desktop").is_file()
    assert (unpacked / f"{APP_ID}.metainfo.xml").is_file()
    hicolor = unpacked / "icons" / "hicolor"
    for size in ICON_SIZES:
        assert (hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file(), size
    assert (hicolor / "scalable" / "apps" / f"{APP_ID}.svg").is_file()


def test_build_carries_resources_fonts_and_licences(unpacked: Path) -> None:
    resources = unpacked / "solitaire" / "_internal" / "resources"
    for path in (ROOT / "resources").rglob("*"):
        if path.is_file() and path.suffix != ".ts":
            assert (resources / path.relative_to(ROOT / "resources")).is_file(), path
    for ts in (ROOT / "resources" / "translations").glob("*.ts"):
        assert (resources / "translations" / f"{ts.stem}.qm").is_file(), ts.name
    fonts = {path.name for path in (resources / "fonts").iterdir()}
    assert {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "Loma.ttf", "Loma-Bold.ttf"} <= fonts
    assert {"LICENSE-DejaVu.txt", "LICENSE-TLWG.txt", "GPL-2.txt"} <= fonts


def test_build_leaves_out_unused_qt_modules(unpacked: Path) -> None:
    names = [path.name for path in (unpacked / "solitaire").rglob("*")]
    unwanted = [name for name in names if any(part in name for part in UNWANTED_QT)]
    assert unwanted == []
    assert any(name.startswith("libQt6Widgets") for name in names)


def test_entry_and_metainfo_validate(unpacked: Path) -> None:
    entry = run(["desktop-file-validate", str(unpacked / f"{APP_ID}.desktop")])
    assert entry.stdout.strip() == ""
    metainfo_file = unpacked / f"{APP_ID}.metainfo.xml"
    metainfo = run(["appstreamcli", "validate", "--no-net", str(metainfo_file)])
    problems = [line for line in metainfo.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert problems == []


def test_install_puts_each_file_in_its_xdg_place(prefix: Path) -> None:
    program = prefix / "lib" / "solitaire" / "solitaire"
    assert os.access(program, os.X_OK)
    assert (prefix / "bin" / "solitaire").resolve() == program.resolve()
    share = prefix / "share"
    for size in ICON_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    entry = share / "applications" / f"{APP_ID}.desktop"
    run(["desktop-file-validate", str(entry)])
    assert exec_program(entry) == str(program)


def test_installed_build_opens_its_window(launch: Launch) -> None:
    shot = Screenshot.load(launch.screenshot)
    assert shot.distinct_colours() >= 50, "the screen is (nearly) blank"


def test_installed_build_draws_cards_and_their_text(launch: Launch) -> None:
    """Cards on the table, with their rank text drawn from the bundled fonts (no boxes)."""
    if os.environ.get("UPDATE_SCREENSHOTS") == "1":
        SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(launch.screenshot, SCREENSHOT)
    report = inspect_cards(Screenshot.load(launch.screenshot))
    assert len(report.cards) >= 4, "no card-white regions on the screen"
    assert sum(1 for dark in report.dark_per_card if dark > 0) >= 2, "no dark text on the cards"
    assert report.glyphs >= 20, "hardly any glyph-like marks on the cards"
    assert report.tofu == [], f"text drawn as boxes: {report.tofu[:5]}"


@pytest.mark.parametrize("foreign_command", [False, True], ids=["alone", "beside-pipx"])
def test_uninstall_removes_exactly_what_install_added(
    unpacked: Path, tmp_path: Path, foreign_command: bool
) -> None:
    """Install then uninstall leaves no file behind; a foreign ``bin/solitaire`` (say pipx's)
    is neither replaced nor removed."""
    prefix = tmp_path / "prefix"
    foreign = prefix / "bin" / "solitaire"
    if foreign_command:
        foreign.parent.mkdir(parents=True)
        foreign.write_text("#!/bin/sh\n")
    install(unpacked, prefix)
    assert (prefix / "share" / "applications" / f"{APP_ID}.desktop").is_file()
    assert foreign.is_symlink() != foreign_command
    env = dict(os.environ, PREFIX=str(prefix), HOME=str(tmp_path / "home"))
    run([str(unpacked / "uninstall.sh")], env=env, timeout=120)
    left = sorted(
        str(path.relative_to(prefix))
        for path in prefix.rglob("*")
        if not path.is_dir() and path.name != "mimeinfo.cache"  # update-desktop-database's
    )
    assert left == (["bin/solitaire"] if foreign_command else [])
    if foreign_command:
        assert foreign.read_text() == "#!/bin/sh\n"
