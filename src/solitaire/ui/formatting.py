"""Small text formats shared by the status bar and the dialogs."""

from __future__ import annotations


def format_duration(seconds: float) -> str:
    """``m:ss`` or ``h:mm:ss``.

    >>> format_duration(75.4), format_duration(3725)
    ('1:15', '1:02:05')
    """
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
