"""Bundled fonts: registered by ``load_bundled_fonts`` and enough to draw Latin and Thai text
on a machine whose fontconfig knows no fonts at all."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from screenshot_check import Screenshot, is_dark, looks_like_tofu

from solitaire.ui.fonts import load_bundled_fonts

pytestmark = pytest.mark.packaging

DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
LOMA = Path("/usr/share/fonts/truetype/tlwg/Loma.ttf")
LATIN = "Solitaire 10 K Q"
THAI = "ไพ่สำรับ"

# Draws both strings with the default font after loading the fonts of argv[1]; prints what
# Qt knew about; leaves the two images in argv[2].
PROBE = textwrap.dedent(
    """
    import json, sys
    from pathlib import Path
    from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QImage, QPainter
    app = QGuiApplication([])
    from solitaire.ui.fonts import load_bundled_fonts
    loaded = load_bundled_fonts(Path(sys.argv[1]))
    for name, text in (("latin", sys.argv[3]), ("thai", sys.argv[4])):
        image = QImage(480, 60, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        font = QFont()
        font.setPixelSize(28)
        painter.setFont(font)
        painter.setPen(QColor("black"))
        painter.drawText(10, 45, text)
        painter.end()
        image.save(str(Path(sys.argv[2]) / (name + ".png")))
    thai = QFontDatabase.families(QFontDatabase.WritingSystem.Thai)
    print(json.dumps({"loaded": loaded, "thai_families": thai}))
    """
)


@pytest.fixture(scope="module")
def font_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder like the build's resources/fonts: one Latin and one Thai font."""
    for source in (DEJAVU, LOMA):
        assert source.is_file(), f"{source} missing (fonts-dejavu-core, fonts-thai-tlwg)"
    folder = tmp_path_factory.mktemp("fonts")
    for source in (DEJAVU, LOMA):
        shutil.copyfile(source, folder / source.name)
    (folder / "LICENSE.txt").write_text("not a font\n")
    return folder


def empty_fontconfig(folder: Path) -> dict[str, str]:
    """Environment for a child process whose fontconfig has no font directories."""
    config = folder / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n'
        f"<fontconfig><cachedir>{folder / 'cache'}</cachedir></fontconfig>\n"
    )
    env = dict(os.environ, FONTCONFIG_FILE=str(config), QT_QPA_PLATFORM="offscreen")
    env.pop("FONTCONFIG_PATH", None)
    return env


def draw(tmp_path: Path, fonts: Path) -> tuple[dict[str, list[str]], dict[str, Screenshot]]:
    """Run the probe with ``fonts``; returns its report and the two drawings."""
    result = subprocess.run(
        [sys.executable, "-c", PROBE, str(fonts), str(tmp_path), LATIN, THAI],
        env=empty_fontconfig(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    report = json.loads(result.stdout.strip().splitlines()[-1])
    shots = {name: Screenshot.load(tmp_path / f"{name}.png") for name in ("latin", "thai")}
    return report, shots


def tofu_count(shot: Screenshot) -> int:
    """How many glyph-sized boxes the drawing holds."""
    return sum(1 for blob in shot.blobs(is_dark, min_count=6) if looks_like_tofu(blob))


def ink(shot: Screenshot) -> int:
    """Dark pixels in the drawing."""
    return sum(blob.count for blob in shot.blobs(is_dark))


def test_load_bundled_fonts_registers_each_family_once(qapp: object, font_folder: Path) -> None:
    assert load_bundled_fonts(font_folder) == ["DejaVu Sans", "Loma"]


def test_load_bundled_fonts_is_a_no_op_without_the_folder(qapp: object, tmp_path: Path) -> None:
    assert load_bundled_fonts(tmp_path / "fonts") == []


def test_without_fonts_the_probe_draws_boxes(tmp_path: Path) -> None:
    """The control: the empty fontconfig really leaves Qt with nothing to draw text with."""
    report, shots = draw(tmp_path, tmp_path / "no-such-folder")
    assert report == {"loaded": [], "thai_families": []}
    assert tofu_count(shots["latin"]) >= 10
    assert tofu_count(shots["thai"]) >= 3


def test_bundled_fonts_draw_latin_and_thai_glyphs(tmp_path: Path, font_folder: Path) -> None:
    report, shots = draw(tmp_path, font_folder)
    assert report["loaded"] == ["DejaVu Sans", "Loma"]
    assert "Loma" in report["thai_families"]
    for name, shot in shots.items():
        assert tofu_count(shot) == 0, f"{name} text drawn as boxes"
        assert ink(shot) > 300, f"{name} text not drawn"
