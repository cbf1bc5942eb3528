"""Shared test set-up: Qt draws offscreen unless a test starts a real X server itself."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
