"""Shared test set-up: Qt draws offscreen unless a test starts a real X server itself."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Rendered cards are kept between runs in a cache folder: the tests use a fresh one.
os.environ["SOLITAIRE_CACHE_DIR"] = tempfile.mkdtemp(prefix="solitaire-test-cache-")
