"""Lessons in the app (issue 25): a lesson alone (``flow``), the live room (``room``), the answers (``answers``)."""
