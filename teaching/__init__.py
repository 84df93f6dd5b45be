"""Teaching models built on the engine: how typical mistakes settle a hand or read the betting.

The engine (``calculator``) states the rules; this package models the ways people get them wrong, for the
practice bank, the quiz answers and the replays. It reads the engine through its public interface only.
"""

from .mistakes import SETTLE_MODELS, Mistake, mistaken_options, mistaken_play, mistaken_settle

__all__ = ["SETTLE_MODELS", "Mistake", "mistaken_options", "mistaken_play", "mistaken_settle"]
