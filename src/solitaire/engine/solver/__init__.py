"""A solver for both games: is the position won, lost, or not known within a budget?

>>> from solitaire.engine import Game
>>> from solitaire.engine.solver import Verdict, solve
>>> game = Game.from_layout("thoughtful", tableau=[["KS"], ["KH", "QH"]] + [[]] * 5,
...     foundations=[[r + "S" for r in "A23456789TJQ"], [r + "H" for r in "A23456789TJ"],
...                  [r + "D" for r in "A23456789TJQK"], [r + "C" for r in "A23456789TJQK"]])
>>> result = solve(game)
>>> result.verdict is Verdict.WON, result.line_text()
(True, 't2>f2 t1>f1 t2>f2')
"""

from .result import SolveResult, Verdict
from .search import replay_wins, solve

__all__ = ["SolveResult", "Verdict", "replay_wins", "solve"]
