"""One module per game: its deal, its scoring table and the rules of its piles."""

from .forty_thieves import FortyThieves
from .thoughtful import Thoughtful

__all__ = ["FortyThieves", "Thoughtful"]
