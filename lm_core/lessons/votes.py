"""A question voted on twice (Peer Instruction, issue 47): the class votes, discusses in pairs, votes again, and the
share right before and after the discussion is what the teacher reads (Crouch & Mazur 2001).

Pure functions over the answers as the store keeps them (raw strings, one list per vote): no streamlit, no store.
A question without a truth (a poll) has distributions only: its counts, never a share right.
"""
from __future__ import annotations

from . import AnswerError, Question, parse_answer, summary


def parsed(q: Question, raw: list[str]) -> list[float | str]:
    """The answers of one vote that fit the question (an answer stored under other bounds is left out)."""
    out = []
    for r in raw:
        try:
            out.append(parse_answer(q, r))
        except AnswerError:
            continue
    return out


def vote_summaries(q: Question, raws: list[list[str]], truth: float | str | None) -> list[dict]:
    """One summary per vote (``vote``, ``n``, ``right``, ``share``, ``median_error``, and ``counts``: how many chose
    each option, for a choice); ``right``, ``share`` and ``median_error`` are None without a truth (a poll)."""
    out = []
    for k, raw in enumerate(raws, 1):
        values = parsed(q, raw)
        if truth is None:
            row = {"n": len(values), "right": None, "share": None, "median_error": None}
        else:
            row = summary(q, values, truth)
        row["vote"] = k
        row["counts"] = {o: sum(v == o for v in values) for o in q.choices} if q.kind != "number" else None
        out.append(row)
    return out


def change(summaries: list[dict]) -> float | None:
    """The share right after the discussion minus before (None unless both votes have a share)."""
    if len(summaries) < 2 or summaries[0]["share"] is None or summaries[1]["share"] is None:
        return None
    return summaries[1]["share"] - summaries[0]["share"]
