"""Count-table speed: the vectorised table vs the book's plain loop, sampling, and a page rerun.

Run: python -m bench.bench_count_table
Every speed is a ratio against a reference measured in the same process.
"""
from __future__ import annotations

import torch

from bench.common import ROOT, best_time, median_time, report
from lm_core.counting import bigram
from lm_core import book
from lm_core.words import book_split, load_word_list


def main() -> None:
    torch.set_num_threads(1)
    words = load_word_list(ROOT / "assets" / "names.txt").words
    train = book_split(words).train
    data = bigram.BigramData.build(words)
    vocab = data.vocab

    fast = best_time(lambda: bigram.count_table(train, vocab), repeat=5)
    slow = best_time(lambda: bigram.count_table_reference(train, vocab), repeat=1)
    same = torch.equal(bigram.count_table(train, vocab), bigram.count_table_reference(train, vocab))

    P = bigram.probabilities(data.N, 0.0)
    sample_1000 = best_time(lambda: bigram.sample(P, vocab, 1000, torch.Generator().manual_seed(book.SEED)), repeat=3)
    one_multinomial = best_time(lambda: torch.multinomial(P[0].float(), 1, replacement=True), repeat=5, number=2000)

    rows = {
        "count table, vectorised (s)": fast,
        "count table, book's plain loop (s)": slow,
        "speed-up vs plain loop (x)": slow / fast,
        "same table": same,
        "sample 1,000 names (s)": sample_1000,
        "sampling cost per character / one bare multinomial (x)": sample_1000 / (one_multinomial * 1000 * 7.9),
    }
    rows.update(page_rerun())
    report("count_table", rows)


def page_rerun() -> dict[str, float]:
    """Server-side cost of moving a slider on the count-table page (AppTest), vs a rerun that changes nothing."""
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
    at.switch_page("pages/count_table.py")
    at.run()
    values = iter([0.5, 2.0] * 20)

    def move_alpha():
        at.select_slider(key="ct_alpha").set_value(next(values)).run()

    temps = iter([1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9])

    def move_temperature():
        at.select_slider(key="ct_temp").set_value(next(temps)).run()

    move_alpha()                      # warm the caches for both alpha values
    move_alpha()
    nothing = median_time(lambda: at.run(), repeat=7)
    alpha = median_time(move_alpha, repeat=7)
    temperature = median_time(move_temperature, repeat=7)
    with script_timer() as script_times:
        for _ in range(7):
            move_alpha()
    server_side = sorted(script_times)[len(script_times) // 2]
    return {
        "page rerun, nothing changed (s)": nothing,
        "page rerun, smoothing slider moved (s)": alpha,
        "page rerun, temperature moved: new samples (s)": temperature,
        "smoothing move / unchanged rerun (x)": alpha / nothing,
        "smoothing move, script run alone, no AppTest overhead (s)": server_side,
        "script run / whole AppTest rerun (x)": server_side / alpha,
    }


class script_timer:
    """Collect the wall time of every script run (the server-side part of a rerun, without AppTest's polling)."""

    def __enter__(self):
        import time

        from streamlit.runtime.scriptrunner.script_runner import ScriptRunner

        self.times, self.original = [], ScriptRunner._run_script
        original, times = self.original, self.times

        def timed(runner, rerun_data):
            start = time.perf_counter()
            try:
                return original(runner, rerun_data)
            finally:
                times.append(time.perf_counter() - start)

        ScriptRunner._run_script = timed
        return self.times

    def __exit__(self, *exc):
        from streamlit.runtime.scriptrunner.script_runner import ScriptRunner

        ScriptRunner._run_script = self.original


if __name__ == "__main__":
    main()
