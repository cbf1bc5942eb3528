"""Entry script of the desktop build: runs the same ``main()`` as the ``solitaire`` command, or,
with ``--solve ARGS…`` as its first argument, the solver's command line (how the app's assistant
starts its solver process from the frozen build; nothing of Qt is loaded then)."""

import sys


def run(argv: list[str]) -> int:
    """Dispatch on ``argv`` (without the program name): the solver or the app."""
    if argv[:1] == ["--solve"]:
        from solitaire.solve import main as solve_main

        return solve_main(argv[1:])
    from solitaire.ui.app import main

    return main()


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
