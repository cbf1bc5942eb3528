"""Preferences, statistics and the saved game; no widgets."""
