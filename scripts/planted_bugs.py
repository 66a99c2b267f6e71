"""Plant realistic bugs one at a time and check that the tests that should catch each one fail (issue 20).

Each bug is a one-line edit (or two) of the working tree, undone afterwards whatever happens. For each, the script
runs the test files listed as its catchers and reports whether they failed, and which tests failed first. A bug
that its catchers let pass is a lost detection: the script exits non-zero.

    python -m scripts.planted_bugs              # every bug
    python -m scripts.planted_bugs B03 B11      # some of them
    python -m scripts.planted_bugs --baseline   # first check that the catchers pass on the clean tree

It runs on one core (``-n 0``), file by file, and stops a file at its first failure, so the whole list takes a few
minutes. The list is the one recorded in issue 20's closing notes (B01-B14, with B08 and B14 planted where the app has
the bug's kind today), and B15; a new check's planted bug joins it. N01-N49 are issue 45's slips in numbers, grammar,
the browser's language and the chapters' maths at non-default settings (each caught; the tests named for N17's first
form, N20-N23, N32, N40, N43 and N49 were written for them).
"""
from __future__ import annotations

import argparse
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Bug:
    id: str
    what: str
    path: str
    edits: tuple[tuple[str, str], ...]        # (text as it is, text with the bug); each must occur exactly once
    catchers: tuple[str, ...]                 # test files (or node ids) that must fail with the bug in place


BUGS = (
    Bug("B01", "add-alpha smoothing divides by one row total too many", "lm_core/counting/bigram.py",
        (("totals = P.sum(1, keepdim=True)            # (V, 1)",
          "totals = P.sum(1, keepdim=True) + 1        # (V, 1)"),),
        ("tests/test_bigram.py",)),
    Bug("B02", "bits computed with ln 10 instead of ln 2", "lm_core/metrics.py",
        (("LN2 = math.log(2.0)", "LN2 = math.log(10.0)"),),
        ("tests/test_bigram.py",)),
    Bug("B03", "attention scores transposed (keys against queries)", "lm_core/attention/attention.py",
        (("    R = A @ B.T                                                      # (n, n)",
          "    R = B @ A.T                                                      # (n, n)"),),
        ("tests/test_attention.py", "tests/test_attention_algebra.py")),
    Bug("B04", "tanh's derivative written 1 + h² in the RNN Jacobian", "lm_core/rnn/rnn_jacobians.py",
        (("deriv = 1 - h ** 2 if rnn.nonlin == \"tanh\" else torch.ones_like(h)            # (T, d)",
          "deriv = 1 + h ** 2 if rnn.nonlin == \"tanh\" else torch.ones_like(h)            # (T, d)"),),
        ("tests/test_rnn.py",)),
    Bug("B05", "the analogy's sign: a − b + c instead of b − a + c", "lm_core/vectors/word_vectors.py",
        (("query = wv.unit[ib] - wv.unit[ia] + wv.unit[ic]",
          "query = wv.unit[ia] - wv.unit[ib] + wv.unit[ic]"),),
        ("tests/test_wordvec.py",)),
    Bug("B06", "token perplexity averaged over n − 1 tokens", "lm_core/tokens/tokenize_compare.py",
        (("return math.exp(self.total_nats / self.n_tokens)",
          "return math.exp(self.total_nats / max(self.n_tokens - 1, 1))"),),
        ("tests/test_tokenize_compare.py",)),
    Bug("B07", "the sample cache ignores the temperature (left out of its key)", "ui/chapters/count_table/cache.py",
        (("def draw_samples(digest: str, n: int, temperature: float, seed_value: int, _data: BigramData):",
          "def draw_samples(digest: str, n: int, _temperature: float, seed_value: int, _data: BigramData):"),
         ("temperature=temperature, max_len=MAX_SAMPLE_LEN)", "temperature=_temperature, max_len=MAX_SAMPLE_LEN)")),
        ("tests/test_app_count_table.py",)),
    Bug("B08", "the clipping cache's key drops the seed", "ui/chapters/rnn_gradients/cache.py",
        (("def clipping(tau: float, seed_: int):\n    return ex.clipping(tau, seed_)",
          "def clipping(tau: float, _seed_: int):\n    return ex.clipping(tau, _seed_)"),),
        ("tests/test_rnn_cache.py",)),
    Bug("B09", "plotly's separators swapped (thousands mark first)", "ui/digits.py",
        (("    return dec + group\n", "    return group + dec\n"),),
        ("tests/test_i18n_numbers.py",)),
    Bug("B10", "the projector's last section cannot be reached", "ui/present.py",
        (("state.clamp(SEC, 1, n)", "state.clamp(SEC, 1, max(n - 1, 1))"),),
        ("tests/test_present.py",)),
    Bug("B11", "a heatmap's CSV rows and columns transposed", "ui/export.py",
        (("rows, cols = np.divmod(np.arange(R * C), C)", "cols, rows = np.divmod(np.arange(R * C), R)"),),
        ("tests/test_export.py",)),
    Bug("B12", "a URL value's upper bound treated as exclusive", "ui/state.py",
        (("if hi is not None and value > hi:", "if hi is not None and value >= hi:"),),
        ("tests/test_state.py",)),
    Bug("B13", "a link's 2.5 taken as the whole number 2", "ui/state.py",
        (("if not math.isfinite(value) or value != int(value):", "if not math.isfinite(value):"),),
        ("tests/test_state.py", "tests/test_present.py")),
    Bug("B14", "a refused link value is never named in the notice", "ui/state.py",
        (("                st.session_state.setdefault(_REJECTED, []).append(key)\n",
          "                st.session_state.setdefault(_REJECTED, [])\n"),),
        ("tests/test_url_fuzz.py",)),
    Bug("B15", "the stream cache's key drops the seed", "ui/chapters/rnn_gradients/cache.py",
        (("def stream(length: int, seed_: int):\n    return ex.stream(length, seed_)",
          "def stream(length: int, _seed_: int):\n    return ex.stream(length, _seed_)"),),
        ("tests/test_rnn_cache.py",)),
    # issue 45, helper B (prefix N): numbers, grammar, browser language, and the maths at non-default knobs
    Bug("N01", "a browser tag written with an underscore (hu_HU) falls back to English", "ui/i18n.py",
        (('code = (locale or "").replace("_", "-").split("-")[0]', 'code = (locale or "").split("-")[0]'),),
        ("tests/test_locale_props.py", "tests/test_i18n_rules.py")),
    Bug("N02", "an upper-case browser tag (IT-CH) falls back to English", "ui/i18n.py",
        (('.split("-")[0].strip().lower()', '.split("-")[0].strip()'),),
        ("tests/test_locale_props.py", "tests/test_i18n_rules.py")),
    Bug("N03", "Italian reads 89 (ottantanove) with a consonant: il 89 %", "ui/grammar.py",
        (("or 80 <= g <= 89 else", "or 80 <= g < 89 else"),),
        ("tests/test_i18n_agreement.py", "tests/test_numbers_props.py")),
    Bug("N04", "Hungarian az only before 5 and 500, not before 50-59 (ötven)", "ui/grammar.py",
        (('return "az" if g == 1 or str(g)[0] == "5" else "a"', 'return "az" if g == 1 or g in (5, 500) else "a"'),),
        ("tests/test_i18n_agreement.py", "tests/test_numbers_props.py")),
    Bug("N05", "-val assimilated after a vowel too: 2-el for 2-vel (kettővel)", "ui/grammar.py",
        (("if form in _ASSIMILATE and final:", "if form in _ASSIMILATE:"),),
        ("tests/test_i18n_agreement.py", "tests/test_numbers_props.py")),
    Bug("N06", "a grid's float cell rounded to three decimals where the page promises four", "ui/numbers.py",
        (("return localise(str(round(value, 4)), lang)", "return localise(str(round(value, 3)), lang)"),),
        ("tests/test_numbers_props.py", "tests/test_i18n_numbers.py")),
    Bug("N07", "an escaped dollar (\\$) opens LaTeX math: the numbers after it lose their decimal comma",
        "ui/digits.py",
        (('dollars += literal.count("$") - literal.count("\\\\$")', 'dollars += literal.count("$")'),),
        ("tests/test_i18n_numbers.py", "tests/test_numbers_props.py")),
    Bug("N08", "temperature multiplies the log-probabilities instead of dividing them", "lm_core/counting/bigram.py",
        (("return torch.softmax(logp / temperature, dim=1)", "return torch.softmax(logp * temperature, dim=1)"),),
        ("tests/test_bigram.py", "tests/test_maths_knobs.py")),
    Bug("N09", "temperature renormalises the columns instead of the rows", "lm_core/counting/bigram.py",
        (("return torch.softmax(logp / temperature, dim=1)", "return torch.softmax(logp / temperature, dim=0)"),),
        ("tests/test_bigram.py", "tests/test_maths_knobs.py")),
    Bug("N10", "the trigram's two context characters swapped in the 3-D table", "lm_core/tokens/names_ladder.py",
        (("flat = (X[:, 0] * V + X[:, 1]) * V + Y", "flat = (X[:, 1] * V + X[:, 0]) * V + Y"),),
        ("tests/test_names_ladder.py", "tests/test_name_models.py")),
    Bug("N11", "attention's temperature multiplies the scores instead of dividing them",
        "lm_core/attention/attention.py",
        (("alpha = softmax(R / temperature)", "alpha = softmax(R * temperature)"),),
        ("tests/test_attention.py", "tests/test_maths_knobs.py")),
    Bug("N12", "attention scores scaled by sqrt(d) (the word vector's length) instead of sqrt(k)",
        "lm_core/attention/attention.py",
        (("    k = WA.shape[0]\n    A, B, C", "    k = WA.shape[1]\n    A, B, C"),),
        ("tests/test_attention.py", "tests/test_maths_knobs.py")),
    Bug("N13", "tanh's mean derivative per step averaged over the steps instead of the units",
        "lm_core/rnn/rnn_jacobians.py",
        (("return StepFactors(spectral_norms(step_jacobians(rnn)), deriv.mean(1), saturated)",
          "return StepFactors(spectral_norms(step_jacobians(rnn)), deriv.mean(0), saturated)"),),
        ("tests/test_rnn.py", "tests/test_maths_knobs.py")),
    Bug("N14", "the bound's exponent starts at 1: ‖W‖^(k+1) drawn for k", "lm_core/rnn/rnn_jacobians.py",
        (("** torch.arange(T + 1, dtype=torch.float64)", "** torch.arange(1, T + 2, dtype=torch.float64)"),),
        ("tests/test_rnn.py", "tests/test_maths_knobs.py")),
    Bug("N15", "a cut-off's first excluded word counted as known", "lm_core/vectors/word_vectors.py",
        (("return i is not None and i < self.limit(cutoff)", "return i is not None and i <= self.limit(cutoff)"),),
        ("tests/test_wordvec.py", "tests/test_wordvec_rules.py")),
    Bug("N16", "an input word's rank counts the word itself (one too many)", "lm_core/vectors/word_vectors.py",
        (("return int(np.count_nonzero(sims > sims[i])) + 1", "return int(np.count_nonzero(sims >= sims[i])) + 1"),),
        ("tests/test_wordvec.py", "tests/test_maths_knobs.py")),
    Bug("N17", "mean pooling sums the padding's states too", "lm_core/encoders/contextual.py",
        (("summed = (hidden * mask).sum(dim=1)", "summed = hidden.sum(dim=1)"),),
        ("tests/test_contextual.py",
         "tests/test_maths_knobs.py::test_mean_pooling_averages_only_the_sentences_own_tokens")),
    Bug("N18", "10^k shown as 10.0·10^(k-1) when the mantissa rounds up to exactly 10",
        "lm_core/tokens/names_ladder.py",
        (("    if mant >= 10:\n", "    if mant > 10:\n"),),
        ("tests/test_names_ladder.py",)),
    Bug("N19", "the Markov showcase of a one-letter word stops before its end mark", "lm_core/counting/markov.py",
        (("return min(3, len(word) + 1)", "return min(3, len(word))"),),
        ("tests/test_markov.py",)),
    Bug("N20", "the trigram's tuning names: none left when a tenth of the list rounds to zero",
        "lm_core/tokens/trigram_alpha.py",
        (("n_tune = max(1, round(len(words) * share))", "n_tune = round(len(words) * share)"),),
        ("tests/test_maths_knobs.py::test_the_trigram_alpha_is_tuned_on_at_least_one_name_and_the_rest_are_counted",)),
    Bug("N21", "a probability just under half a percent shown as 0 in the cell, not <1",
        "ui/chapters/count_table/charts.py",
        (('return "0" if p == 0 else "<1" if round(100 * p) < 1 else',
          'return "0" if p < 0.001 else "<1" if round(100 * p) < 1 else'),),
        ("tests/test_charts.py",)),
    Bug("N22", "the MLP's loss over a large split keeps only its last chunk", "lm_core/neural/mlp.py",
        (("        total += -lp.gather(1, Y[i:i + chunk, None]).double().sum().item()",
          "        total = -lp.gather(1, Y[i:i + chunk, None]).double().sum().item()"),),
        ("tests/test_maths_knobs.py::test_the_mlp_loss_is_the_mean_over_every_example_whatever_the_chunk",)),
    Bug("N23", "the neural bigram's busy rows chosen by column totals", "lm_core/neural/neural_bigram.py",
        (("rows = N.sum(1) > busy ", "rows = N.sum(0) > busy "),),
        ("tests/test_maths_knobs.py::test_the_neural_bigrams_busy_rows_are_the_previous_characters_seen_often",)),
    Bug("N24", "a sampled step shows the untempered probability, not the one it was drawn with",
        "lm_core/counting/bigram.py",
        (("steps.append(Step(vocab.itos[ix], vocab.itos[nxt], float(rows[ix, nxt])))",
          "steps.append(Step(vocab.itos[ix], vocab.itos[nxt], float(P[ix, nxt])))"),),
        ("tests/test_bigram.py", "tests/test_maths_knobs.py")),
    Bug("N25", "a runaway sample may take one step more than max_len", "lm_core/counting/bigram.py",
        (("        while len(steps) < max_len:\n            nxt = torch.multinomial(rows[ix]",
          "        while len(steps) <= max_len:\n            nxt = torch.multinomial(rows[ix]"),),
        ("tests/test_bigram.py", "tests/test_maths_knobs.py")),
    Bug("N26", "the saturation curve's largest weight taken down the columns", "lm_core/attention/attention.py",
        (("s_max.append(alpha.max(axis=1).mean())", "s_max.append(alpha.max(axis=0).mean())"),),
        ("tests/test_attention.py", "tests/test_maths_knobs.py")),
    Bug("N27", "the sinusoidal positions' exponent uses i instead of 2*(i//2)", "lm_core/attention/attention.py",
        (("angle = pos / np.power(10000.0, (2 * (i // 2)) / d)", "angle = pos / np.power(10000.0, i / d)"),),
        ("tests/test_attention.py", "tests/test_maths_knobs.py")),
    Bug("N28", "top-k fetches only k before excluding the inputs: fewer than k answers",
        "lm_core/vectors/word_vectors.py",
        (("k_all = min(len(sims), k + len(exclude))", "k_all = min(len(sims), k)"),),
        ("tests/test_wordvec.py", "tests/test_wordvec_rules.py", "tests/test_maths_knobs.py")),
    Bug("N29", "truncated BPTT's last boundary one chunk late when the length is a multiple of T",
        "lm_core/rnn/rnn_training.py",
        (("return ((length - 1) // T) * T", "return (length // T) * T"),),
        ("tests/test_rnn_training.py", "tests/test_maths_knobs.py")),
    Bug("N30", "agreement applied to a snapshot: a Hungarian suffix lost when the next number's article follows",
        "ui/digits.py",
        (("    for i, (before, shown, math) in enumerate(pieces):",
          "    for i, (before, shown, math) in enumerate([list(p) for p in pieces]):"),),
        ("tests/test_i18n_agreement.py", "tests/test_numbers_props.py")),
    Bug("N31", "no browser locale (None) raises instead of choosing English", "ui/i18n.py",
        (('code = (locale or "").replace("_", "-")', 'code = locale.replace("_", "-")'),),
        ("tests/test_locale_props.py", "tests/test_i18n_rules.py")),
    Bug("N32", "the spectral norm's metric formatted without the language (0.950 on an Italian page)",
        "ui/chapters/rnn_gradients/sections.py",
        (('m3.metric(t("rnn_gradients.m.norm"), num(res.spectral_norm, ".3f"))',
          'm3.metric(t("rnn_gradients.m.norm"), f"{res.spectral_norm:.3f}")'),),
        ("tests/test_i18n_rnn_gradients.py",)),
    Bug("N33", "the set-aside lines' count read from the wrong parameter: '1 line(s)' never singular",
        "ui/strings/common.py",
        (('"common.sidebar.dropped": "n",', '"common.sidebar.dropped": "count",'),),
        ("tests/test_i18n_plurals.py", "tests/test_i18n_common.py")),
    Bug("N34", "an Italian article at the start of a sentence loses its capital (l'82 % ...)", "ui/grammar.py",
        (("    return out[0].upper() + out[1:] if article[:1].isupper() else out", "    return out"),),
        ("tests/test_i18n_agreement.py", "tests/test_numbers_props.py")),
    Bug("N35", "Hungarian -szor after 2: kettő typed ketto, so 2-ször, not 2-szer (kétszer)", "ui/grammar.py",
        (('    if family is _HU_FAMILY["szor"] and word == "kettő":\n        return "szer"',
          '    if family is _HU_FAMILY["szor"] and word == "ketto":\n        return "szer"'),),
        ("tests/test_i18n_agreement.py", "tests/test_numbers_props.py")),
    Bug("N36", "Italian 1000-1999 (mille) read with a vowel only from a million up: l'1000", "ui/grammar.py",
        (("    if g == 1 and scale >= 1:", "    if g == 1 and scale > 1:"),),
        ("tests/test_i18n_agreement.py", "tests/test_numbers_props.py")),
    Bug("N37", "Hungarian az before a negative number read mínusz (az −5)", "ui/grammar.py",
        (('    if negative or whole == "0":\n        return "a"', '    if whole == "0":\n        return "a"'),),
        ("tests/test_i18n_agreement.py", "tests/test_numbers_props.py")),
    Bug("N38", "a capital A (sentence start) before a number is never made Az", "ui/grammar.py",
        (('([Aa]z?) $")', '(az?) $")'),),
        ("tests/test_i18n_agreement.py", "tests/test_numbers_props.py")),
    Bug("N39", "a decimal comma inside LaTeX left bare (spaced as punctuation)", "ui/locale_marks.py",
        (('return ("{,}" if dec == "," else dec), "\\\\,"', 'return dec, "\\\\,"'),),
        ("tests/test_i18n_numbers.py", "tests/test_numbers_props.py")),
    Bug("N40", "the forget-gate run's saturation metric reads the 1997 run", "ui/chapters/rnn_gradients/sections.py",
        (("""m4.metric(t("rnn_gradients.m.sat_forget"), num(runs[True]['saturated'][-1], ".0%"))""",
          """m4.metric(t("rnn_gradients.m.sat_forget"), num(runs[False]['saturated'][-1], ".0%"))"""),),
        ("tests/test_app_rnn_gradients.py::test_endless_stream_slider",)),
    Bug("N41", "the analogy table forbids the first chunk's inputs in every chunk of 256 questions",
        "lm_core/vectors/analogy_eval.py",
        (("S[rows, forbid[s:s + CHUNK]] = -np.inf", "S[rows, forbid[:len(S)]] = -np.inf"),),
        ("tests/test_wordvec.py", "tests/test_wordvec_rules.py")),
    Bug("N42", "the analogy table's only-c and only-b rows swapped (each searched around the other word)",
        "lm_core/vectors/analogy_eval.py",
        (('"only_c": _nearest_excluding(U, c, forbid) == d, "only_b": _nearest_excluding(U, b, forbid) == d',
          '"only_c": _nearest_excluding(U, b, forbid) == d, "only_b": _nearest_excluding(U, c, forbid) == d'),),
        ("tests/test_wordvec.py", "tests/test_wordvec_rules.py")),
    Bug("N43", "a page run that raises leaves its language memo behind (no finally)", "ui/i18n.py",
        (("    token = _run.set({})\n    try:\n        yield\n    finally:\n        _run.reset(token)",
          "    token = _run.set({})\n    yield\n    _run.reset(token)"),),
        ("tests/test_run_memos.py",)),
    Bug("N44", "an English table's counts left ungrouped beside a caption that groups them", "ui/numbers.py",
        (("    if english and not group:\n        return df", "    if english:\n        return df"),),
        ("tests/test_numbers_props.py", "tests/test_i18n_decimals.py")),
    Bug("N45", "the neural page's busy rows cut at 100 while its label says more than 1,000",
        "lm_core/neural/neural_bigram.py",
        (("def compare(W: torch.Tensor, N: torch.Tensor, busy: int = 1000) -> GapReport:",
          "def compare(W: torch.Tensor, N: torch.Tensor, busy: int = 100) -> GapReport:"),),
        ("tests/test_neural_bigram.py", "tests/test_app_neural.py")),
    Bug("N46", "saturation counted from |h| > 0.95 while the legend says 0.99", "lm_core/rnn/rnn_jacobians.py",
        (("saturated = (h.abs() > 0.99).double().mean(1)", "saturated = (h.abs() > 0.95).double().mean(1)"),),
        ("tests/test_rnn.py", "tests/test_maths_knobs.py")),
    Bug("N47", "the sidebar's languages sorted by code (en, hu, it) instead of in the catalogue's order",
        "ui/languages.py",
        (('return sorted(codes, key=lambda c: c != "en")', 'return sorted(codes)'),),
        ("tests/test_i18n_rules.py", "tests/test_locale_props.py")),
    Bug("N48", "a percentage with decimals harmonised on its fraction (12,5%-del), not on százalék (12,5%-kal)",
        "ui/grammar.py",
        (('    if percent:\n        return "százalék"\n    if frac:\n'
          '        return _FRACTIONS[len(frac)] if len(frac) < len(_FRACTIONS) else "milliomod"',
          '    if frac:\n        return _FRACTIONS[len(frac)] if len(frac) < len(_FRACTIONS) else "milliomod"\n'
          '    if percent:\n        return "százalék"'),),
        ("tests/test_i18n_agreement.py", "tests/test_numbers_props.py")),
    Bug("N49", "a Hungarian suffix with ő or ű after a placeholder is never harmonised (5-ból stays)", "ui/grammar.py",
        (('_HU_AFTER = re.compile(r"^-([a-záéíóöőúüű]+)")', '_HU_AFTER = re.compile(r"^-([a-záéíóöúü]+)")'),),
        ("tests/test_i18n_agreement.py::test_a_template_suffix_is_harmonised_whatever_its_letters",)),
    # issue 45, the projector and the take-home files (E: a third reviewer's round, 2026-12-05)
    Bug("E01", "another page keeps the last page's section number", "ui/present.py",
        (("        st.session_state[SEC] = 1\n        st.session_state[_SNAPSHOT] = {}",
          "        st.session_state[_SNAPSHOT] = {}"),),
        ("tests/test_present_rules.py",)),
    Bug("E02", "revealing one hidden answer reveals every other one", "ui/present.py",
        (("if a != answer_id)", "if a == answer_id)"),),
        ("tests/test_present.py",)),
    Bug("E03", "a CSV without its byte-order mark (a spreadsheet garbles ő and à)", "ui/export.py",
        (('encode("utf-8-sig")', 'encode("utf-8")'),),
        ("tests/test_export.py",)),
    Bug("E04", "a long heatmap CSV reads the cells row for column (shows on a matrix that is not square)",
        "ui/export.py",
        (("    rows, cols = np.divmod(np.arange(R * C), C)", "    rows, cols = np.divmod(np.arange(R * C), R)"),),
        ("tests/test_export.py::test_a_heatmap_that_goes_long_keeps_each_cell_under_its_own_row_and_column",)),
    Bug("E05", "a projector's Next on a tabbed page opens the tab after the next (right only on the last)",
        "ui/present.py",
        (("        st.session_state[tab_key] = ids[new - 1]\n        st.session_state[widget] = title(ids[new - 1])",
          "        st.session_state[tab_key] = ids[min(new, len(ids) - 1)]\n"
          "        st.session_state[widget] = title(ids[min(new, len(ids) - 1)])"),),
        ("tests/test_present.py::test_tabs_are_sections_and_follow_the_url",)),
    Bug("E06", "the count table's CSV pairs cells row for column (shows on a table that is not square)",
        "ui/export.py",
        (("    r, c = np.divmod(np.arange(R * C), C)", "    r, c = np.divmod(np.arange(R * C), R)"),),
        ("tests/test_export.py::test_matrix_pairs_of_a_non_square_table",)),
    Bug("E07", "the projector's Previous is live on the first section", "ui/present.py",
        (("disabled=k <= 1,", "disabled=k < 1,"),),
        ("tests/test_present.py",)),
    Bug("E08", "a heatmap's CSV stretches labels that do not fit its matrix", "ui/export.py",
        (("if tr.y is not None and len(tr.y) == R else", "if tr.y is not None else"),),
        ("tests/test_export.py::test_a_lone_heatmap_whose_labels_do_not_fit_is_numbered",)),
    # issue 45, what a page's sentence says against what it computes (T: the third reviewer's round)
    Bug('T01', "a sentence's bits per character divided by its tokens", 'ui/chapters/tokens/sections.py',
        (('bpc=bits / len(text)))',
          'bpc=bits / len(ps)))'),),
        ('tests/test_app_tokens.py::test_the_sentences_say_what_the_page_computes',)),
    Bug('T02', 'the coverage caption swaps seen and never-seen shares', 'ui/chapters/tokens/sections.py',
        (('seen=100 * shown.share_seen, unseen=100 * shown.share_val_unseen))',
          'seen=100 * shown.share_val_unseen, unseen=100 * shown.share_seen))'),),
        ('tests/test_app_tokens.py::test_the_sentences_say_what_the_page_computes',)),
    Bug('T03', 'the context calculator counts 26 symbols (no end mark)', 'ui/chapters/tokens/sections.py',
        (('chars=fmt(nl.possible_contexts(27, m))',
          'chars=fmt(nl.possible_contexts(26, m))'),),
        ('tests/test_app_tokens.py::test_the_sentences_say_what_the_page_computes',)),
    Bug('T04', "the neural bigram's mean gap says V cells, not V x V", 'ui/chapters/neural/sections.py',
        (('cells=V * V)',
          'cells=V)'),),
        ('tests/test_app_neural.py::test_neural_bigram_trace_and_convergence',)),
    Bug('T05', "the MLP reading's parameter ratio over V, not the table's V x V", 'ui/chapters/neural/sections.py',
        (('ratio=by_k[1]["params"] / (V * V)',
          'ratio=by_k[1]["params"] / V'),),
        ('tests/test_app_neural.py::test_shipped_models_table',)),
    Bug('T06', 'the coverage caption reads the row of the length before the chosen one',
        'ui/chapters/tokens/sections.py',
        (('shown = next((c for c in coverage if c.m == m), coverage[-1])',
          'shown = next((c for c in coverage if c.m == m - 1), coverage[-1])'),),
        ('tests/test_app_tokens.py::test_the_sentences_say_what_the_page_computes',)),
    Bug('T07', "'X pay P % more than Y' takes the cheapest over the dearest", 'ui/chapters/tokens/sections.py',
        (('more=totals[dear][1] / totals[cheap][1] - 1',
          'more=totals[cheap][1] / totals[dear][1] - 1'),),
        ('tests/test_app_tokens.py::test_the_sentences_say_what_the_page_computes',)),
)


def pytest(targets: tuple[str, ...]) -> tuple[bool, list[str]]:
    """Run the targets on one core, each file stopping at its first failure: (all passed, failed test ids)."""
    failed: list[str] = []
    for target in targets:
        proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-n", "0", "-p", "no:randomly",
                               "-p", "no:cacheprovider", "-o", "addopts=", "-rf", target],
                              cwd=ROOT, capture_output=True, text=True)
        failed += [line.split()[1] for line in proc.stdout.splitlines() if line.startswith("FAILED ")]
        if proc.returncode not in (0, 1):
            failed.append(f"{target} (pytest exit {proc.returncode})")
    return not failed, failed


def plant(bug: Bug) -> str:
    """Apply the bug's edits; return the file's original text."""
    path = ROOT / bug.path
    original = path.read_text()
    text = original
    for old, new in bug.edits:
        if text.count(old) != 1:
            raise SystemExit(f"{bug.id}: {old!r} occurs {text.count(old)} times in {bug.path}: update the plant")
        text = text.replace(old, new)
    path.write_text(text)
    return original


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ids", nargs="*", help="bug ids (default: all)")
    ap.add_argument("--baseline", action="store_true", help="first run every catcher on the clean tree")
    args = ap.parse_args(argv)
    bugs = [b for b in BUGS if not args.ids or b.id in args.ids]
    if args.baseline:
        ok, failed = pytest(tuple(dict.fromkeys(c for b in bugs for c in b.catchers)))
        print(f"baseline: {'pass' if ok else 'FAIL ' + ', '.join(failed)}", flush=True)
        if not ok:
            return 2
    lost = []
    print("| bug | what | where | caught by |\n|---|---|---|---|")
    for bug in bugs:
        original = plant(bug)
        try:
            ok, failed = pytest(bug.catchers)
        finally:
            (ROOT / bug.path).write_text(original)
        caught = ", ".join(f.split("::", 1)[-1].split("[")[0] for f in failed[:3]) or "**nothing**"
        print(f"| {bug.id} | {bug.what} | `{bug.path}` | {caught} |", flush=True)
        if ok:
            lost.append(bug.id)
    if lost:
        print(f"not caught: {', '.join(lost)}")
    return 1 if lost else 0


if __name__ == "__main__":
    raise SystemExit(main())
