"""Issue 21: what a lecturer ran into. Each test here failed on the code before the fix."""
from __future__ import annotations

from urllib.parse import parse_qs, urlsplit


def sidebar_link(at) -> str:
    codes = at.sidebar.get("code")
    assert len(codes) == 1
    return codes[0].value


def test_a_shared_link_carries_the_language_it_was_copied_from(app):
    """From an Italian view the sidebar's link names Italian, so a phone set to English opens it in Italian; the
    English view's link names English (a phone set to Hungarian opens the teacher's English view)."""
    at = app("pages/attention.py", lang="it", at_tab="knobs")
    query = parse_qs(urlsplit(sidebar_link(at)).query)
    assert query["lang"] == ["it"] and query["at_tab"] == ["knobs"]
    at = app("pages/attention.py", at_tab="knobs")
    assert parse_qs(urlsplit(sidebar_link(at)).query)["lang"] == ["en"]
    assert "lang" not in dict(at.query_params)          # the address bar itself stays clean


def test_after_an_upload_the_sampling_text_speaks_of_the_uploaded_list(app):
    """With a Hungarian list uploaded, the sampling section no longer promises the book's sample and longest."""
    from lm_core import book

    names = "\n".join(["Zsófia", "Gergő", "Niccolò", "Ádám", "Éva", "Ödön", "Réka", "Lőrinc", "Bence", "Júlia",
                       "Kristóf", "Dávid"]).encode("utf-8")
    at = app("pages/count_table.py")
    at.file_uploader(key="wordlist_file").set_value(("magyar.txt", names, "text/plain")).run()
    assert not at.exception
    intro = next(m.value for m in at.markdown if m.value.startswith("To sample"))
    assert book.SAMPLE.printed not in intro and f"{book.LONGEST_OF_20.printed} letters" not in intro
    assert "your word list" in intro
    text = "\n".join(m.value for m in at.main.markdown) + "\n".join(c.value for c in at.main.caption)
    assert book.SAMPLE.printed not in text


def float32_artefacts(values) -> list[float]:
    """Cells that hold a float32 widened to float64 (0.486 shown as 0.4860000014305115)."""
    import numpy as np

    out = []
    for v in values:
        if isinstance(v, float) and np.isfinite(v) and len(repr(v)) > 12:
            short = np.float32(v)
            if float(short) == v and len(repr(float(str(short)))) < len(repr(v)) - 4:
                out.append(v)
    return out


def test_tables_of_the_trained_transformer_show_no_float32_noise(app):
    at = app("pages/attention.py", timeout=300, at_tab="tiny")
    frames = [el.value for el in at.dataframe]
    assert frames
    bad = [v for df in frames for c in df.columns for v in df[c].tolist() if float32_artefacts([v])]
    assert not bad, bad[:5]


def test_the_float32_check_catches_a_widened_float32():
    import numpy as np

    assert float32_artefacts([float(np.float32(0.486)), 0.486, 1 / 3]) == [float(np.float32(0.486))]


def headings(at) -> list[str]:
    return [h.value for h in [*at.main.header, *at.main.subheader]]


def test_a_projector_section_is_numbered_once(app):
    """"Section 1 of 7: Mechanism" (not "1 · Mechanism"), and the tokens page's fourth section has no "3." heading."""
    import re

    at = app("pages/attention.py", timeout=300, present="1")
    nav = next(h for h in headings(at) if h.startswith("Section "))
    assert re.fullmatch(r"Section 1 of 7: [^\d].*", nav), nav
    at = app("pages/tokens.py", timeout=300, present="1", sec="4")
    shown = headings(at)
    assert any(h.startswith("Section 4 of 4") for h in shown), shown
    assert not [h for h in shown if re.match(r"\d+\.", h)], shown
    at = app("pages/tokens.py", timeout=300)                  # normal mode keeps the page's own numbering
    assert any(re.match(r"3\. ", h) for h in headings(at))


def test_a_log_axis_labels_a_handful_of_decades_whatever_its_range():
    from ui.charts import MAX_DECADE_LABELS, decades

    assert decades([1.0, 5.0]) is None                                 # less than a decade: plotly's own ticks
    assert decades([1e-3, 1.0]) == 1                                   # a few decades: each labelled
    for lo in range(-3, -60, -1):
        span = 2 - lo
        dtick = decades([1e2, 10.0 ** lo])
        assert span / dtick <= MAX_DECADE_LABELS and span / dtick > 1, (lo, dtick)


def test_the_rnn_pages_first_chart_labels_a_handful_of_decades(app):
    import json

    at = app("pages/rnn_gradients.py", timeout=300)
    spec = json.loads(at.get("plotly_chart")[0].proto.spec)
    axis = spec["layout"]["yaxis"]
    assert axis["type"] == "log"
    ys = [v for tr in spec["data"] for v in tr["y"] if isinstance(v, (int, float)) and v > 0]
    import math

    span = math.log10(max(ys) / min(ys))
    assert span > 20 and span / axis["dtick"] <= 7, (span, axis["dtick"])


def everything_shown(at) -> str:
    """Every text, table cell and chart spec of the main area, as one string."""
    parts = []

    def walk(node):
        ch = getattr(node, "children", None)
        if ch:
            for k in sorted(ch):
                walk(ch[k])
        else:
            if node.type == "plotly_chart":
                parts.append(node.proto.spec)
            elif node.type in ("arrow_data_frame", "dataframe", "table"):
                parts.append(node.value.to_csv())
            else:
                parts.append(str(getattr(node, "value", "")))
                parts.append(str(getattr(node, "label", "")))
    walk(at.main)
    return "\n".join(parts)


def test_a_hidden_bits_per_character_is_nowhere_before_the_reveal(app):
    import json
    from pathlib import Path

    metrics = Path(__file__).resolve().parents[1] / "assets" / "tokens" / "tokens_metrics.json"
    rows = {r["scheme"]: r for r in json.loads(metrics.read_text())["rows"]}
    shown = f"{rows['chars']['bits_per_char']:.3f}"
    at = app("pages/tokens.py", timeout=300, ask="char_bpc")
    assert shown not in everything_shown(at)
    at.button(key="present_reveal_char_bpc").click().run()
    assert shown in everything_shown(at)


def test_a_hidden_rank_has_no_singular_values_nor_bound_before_the_reveal(app):
    at = app("pages/attention.py", timeout=300, at_tab="algebra", ask="attn_rank")
    text = everything_shown(at)
    assert "Singular values of M" not in text and "rank is at most k" not in text and "at most k =" not in text
    at.button(key="present_reveal_attn_rank").click().run()
    text = everything_shown(at)
    assert "Singular values of M" in text and "rank is at most k" in text and "at most k =" in text


def test_share_this_view_builds_a_student_link_with_the_language(app):
    """The teacher ticks a control to hide, one to lock and an answer to ask; the link carries them and the
    language, and opening it gives a student exactly that view."""
    from urllib.parse import parse_qs, urlsplit

    from ui import share

    at = app("pages/count_table.py", lang="it")
    assert share.OPEN in at.session_state and "share_hide" not in [w.key for w in at.sidebar.multiselect]  # closed
    at.session_state[share.OPEN] = True                              # the teacher opens the panel
    at.run()
    at.sidebar.multiselect(key="share_hide").set_value(["ct_view"]).run()
    at.sidebar.multiselect(key="share_lock").set_value(["ct_alpha"]).run()
    at.sidebar.multiselect(key="share_ask").set_value(["inf_loss"]).run()
    assert not at.exception
    link = next(c.value for c in at.sidebar.get("code") if "hide=" in c.value)
    query = {k: v[0] for k, v in parse_qs(urlsplit(link).query).items()}
    assert query == {"hide": "ct_view", "lock": "ct_alpha", "ask": "inf_loss", "lang": "it"}
    panel = next(e for e in at.sidebar.expander if e.label == "Condividi questa vista")
    assert panel.get("image")                                        # the QR code, drawn locally
    preview = "\n".join(m.value for m in at.sidebar.markdown)
    assert "ct_alpha" in preview and "ct_view" in preview
    at.session_state[share.OPEN] = False                             # closed and opened again: the choices stay
    at.run()
    assert "share_hide" not in [w.key for w in at.sidebar.multiselect]
    at.session_state[share.OPEN] = True
    at.run()
    assert at.sidebar.multiselect(key="share_hide").value == ["ct_view"]
    assert at.sidebar.multiselect(key="share_ask").value == ["inf_loss"]
    student = app("pages/count_table.py", **query)
    assert student.title[0].value == "La tabella dei conteggi" or student.title[0].value.startswith("La tabella")
    assert "present_reveal_inf_loss" in [b.key for b in student.button]
    assert "ct_alpha" in student.session_state["_url_state_locked"]


def test_the_qr_code_is_a_png():
    from ui.share import qr_png

    png = qr_png("http://127.0.0.1:8501/count_table?lang=hu")
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 200


def test_a_hidden_static_row_waits_in_the_own_sentences_section_too(app):
    at = app("pages/sentences.py", timeout=600, ask="bank_static")
    own = [m.value for m in at.markdown if m.value.startswith(("Static row", "Contextual, last layer"))]
    assert own and not [m for m in own if "Static row" in m], own
    at.button(key="present_reveal_bank_static").click().run()
    assert [m.value for m in at.markdown if m.value.startswith("Static row")]


def test_one_bad_name_does_not_cancel_a_hide_list(app):
    """hide=at_sent,at_focus hides at_sent (a real control) and names at_focus (not a URL key) in the notice."""
    at = app("pages/attention.py", timeout=300, hide="at_sent,at_focus", lock="at_d,nope")
    css = " ".join(h.proto.body for h in at.get("html"))
    assert ".st-key-at_sent" in css and "display: none" in css
    assert ".st-key-at_d" in css and "pointer-events: none" in css
    notice = " ".join(toast.value for toast in at.toast)
    assert "hide=`at_focus`" in notice and "lock=`nope`" in notice, notice     # named, as text
    assert at.query_params["hide"] == "at_sent" and at.query_params["lock"] == "at_d"
