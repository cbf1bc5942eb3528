"""Shared test set-up: Qt draws offscreen unless a test starts a real X server itself."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Rendered cards are kept between runs in a cache folder: the tests use a fresh one.
os.environ["SOLITAIRE_CACHE_DIR"] = tempfile.mkdtemp(prefix="solitaire-test-cache-")
# The app follows the system language when none is chosen: the tests speak English wherever
# they run (a test that wants another language chooses it).
os.environ["LANGUAGE"] = "en"
os.environ["LANG"] = "en_US.UTF-8"
for variable in ("LC_ALL", "LC_MESSAGES"):
    os.environ.pop(variable, None)
