"""Register the ``packaging`` marker used by the desktop-build tests."""

import pytest


def pytest_configure(config: pytest.Config) -> None:
    """Declare the marker so ``-m packaging`` / ``-m "not packaging"`` work without warnings."""
    config.addinivalue_line("markers", "packaging: builds and installs the desktop archive")
