"""Entry script of the desktop build: runs the same ``main()`` as the ``solitaire`` command."""

import sys

from solitaire.ui.app import main

if __name__ == "__main__":
    sys.exit(main())
