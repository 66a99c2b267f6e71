"""Lessons in the app (issue 25): a lesson alone (``flow``), the live room (``room``), the answers (``answers``);
lesson files (issue 47): what they may name (``world``), reading and writing them (``files``)."""
