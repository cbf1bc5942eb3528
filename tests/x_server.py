"""A private X server (Xvfb) for the tests that need a real window, and the tools they use."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import pytest


def require_tools(tools: Sequence[str]) -> None:
    """Skip the test when a tool is missing; on CI (``CI`` set) fail instead: it must be
    installed there."""
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing and os.environ.get("CI"):
        pytest.fail(f"CI must install {missing}")
    if missing:
        pytest.skip(f"needs {missing}")


@contextmanager
def private_x_server(screen: str = "1280x900x24") -> Iterator[str]:
    """Start Xvfb on a display number it picks itself (``-displayfd``, so parallel runs never
    clash); yields the display name, ``":N"``, and stops the server afterwards."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", screen, "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    with os.fdopen(read_end) as numbers:
        number = numbers.readline().strip()
    try:
        assert number, "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)
