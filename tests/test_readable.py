"""Issue 21, readability from the back and on a phone, on the server (AppTest): the count table labels every letter
and keeps its colour bar out of its width; in projector mode it sits beside its controls and the attention page's
shared header is one fold; tables are HTML tables there (the projector's type reaches them); hidden controls take
their emptied columns with them; toggle labels wrap; the metrics section has the smoothing control its text names."""
import json
import re
from pathlib import Path

import pandas as pd
import pytest

from ui import present
from ui.chapters import BY_STEM, CHAPTERS
from ui.i18n import t

COUNT, ATTENTION = "pages/count_table.py", "pages/attention.py"
ROOT = Path(__file__).resolve().parent.parent
LETTERS = ["."] + [chr(c) for c in range(ord("a"), ord("z") + 1)]


def heatmap(at) -> dict:
    return json.loads(at.get("plotly_chart")[0].proto.spec)


def labelled(layout: dict, axis: str) -> list[str]:
    """Every letter an axis and its twin on the other side label."""
    return sorted(layout[axis].get("tickvals", []) + layout.get(f"{axis}2", {}).get("tickvals", []))


def test_the_count_table_labels_every_letter_with_its_colour_bar_under_it(app):
    at = app(COUNT)
    spec = heatmap(at)
    assert labelled(spec["layout"], "xaxis") == sorted(LETTERS) == labelled(spec["layout"], "yaxis")
    heat = spec["data"][0]
    assert heat["colorbar"]["orientation"] == "h"                  # under the table: not beside it, on a phone
    assert "scaleanchor" not in spec["layout"]["yaxis"]             # the cells fill the width
    clicks = next(d for d in spec["data"] if d.get("customdata"))
    assert "xaxis" not in clicks and "yaxis" not in clicks          # a click still picks a cell of the main axes


def test_projector_mode_puts_the_count_table_beside_its_controls(app):
    from ui.chapters.count_table.charts import HEIGHT_PROJECTOR

    at = app(COUNT, present=1)
    spec = heatmap(at)
    assert spec["layout"]["height"] == HEIGHT_PROJECTOR
    assert labelled(spec["layout"], "yaxis") == sorted(LETTERS)
    table_column, controls = at.main.columns[-2:]
    assert controls.select_slider(key="ct_alpha") and controls.toggle(key="ct_numbers")
    at.toggle(key="ct_numbers").set_value(True).run()                # numbers need the full width and height
    assert heatmap(at)["layout"]["height"] > HEIGHT_PROJECTOR


def test_the_metrics_have_the_smoothing_control_their_text_points_to(app):
    at = app(COUNT)
    here = at.select_slider(key="ct_alpha_metrics")
    assert here.label == at.select_slider(key="ct_alpha").label and here.value == 1.0
    here.set_value(0.5).run()
    assert at.select_slider(key="ct_alpha").value == 0.5 == at.select_slider(key="ct_alpha_metrics").value
    assert at.query_params["ct_alpha"] == "0.5"
    assert any("α = 0.5" in m.value for m in at.markdown)
    at.select_slider(key="ct_alpha").set_value(10.0).run()          # and the table's slider moves this one
    assert at.select_slider(key="ct_alpha_metrics").value == 10.0
    alone = app(COUNT, present=1, sec=4, ct_alpha=0.1)               # the metrics' projector section has it too
    assert alone.select_slider(key="ct_alpha_metrics").value == 0.1
    assert app(COUNT, lock="ct_alpha").select_slider(key="ct_alpha_metrics").disabled
    hidden = [w.key for w in app(COUNT, hide="ct_alpha").get("select_slider")]
    assert "ct_alpha" in hidden and "ct_alpha_metrics" not in hidden   # hidden: only the table's (hidden) one


def test_projector_mode_folds_the_attention_header_into_one(app):
    normal = app(ATTENTION, timeout=300)
    at = app(ATTENTION, timeout=300, present=1)
    folds = [e.label for e in at.main.expander]
    assert folds[0] == t("attention.setup")
    assert t("attention.intro.title") not in folds and t("attention.dict.title") not in folds
    fold = at.main.expander[0]
    assert [w.key for w in fold.text_input] == ["at_sent"] and {s.key for s in fold.slider} == {"at_d", "at_k"}
    assert [m.value for m in fold.markdown][0] == t("attention.lead")
    at.text_input(key="at_sent").set_value("il cane nero dorme").run()
    assert at.query_params["at_sent"] == "il cane nero dorme"
    assert t("attention.setup") not in [e.label for e in normal.main.expander]       # normal mode: as it was
    assert len(normal.main.expander) >= 3


def test_projector_tables_are_html_tables_in_the_projectors_type(app):
    at = app(COUNT, present=1, sec=4)
    assert at.table and not at.dataframe
    css = "\n".join(h.proto.body for h in at.get("html"))
    assert "stCaptionContainer" in css and "stTable" in css
    assert app(COUNT, sec=4).dataframe                               # normal mode keeps the grid


def test_hidden_controls_take_their_emptied_columns_with_them():
    css = present._css(False, ["at_sent", "at_seed"], [])
    assert "[data-testid='stColumn']:has(.st-key-at_sent, .st-key-at_seed)" in css
    assert ":not(:has([data-testid='stElementContainer']:not(.st-key-at_sent, .st-key-at_seed)))" in css
    assert present._css(False, [], []) == ""


def test_toggles_in_columns_wrap_their_labels(app):
    at = app(COUNT)
    assert all(tg.proto.wrap for tg in at.toggle if tg.key in ("ct_log", "ct_empty", "ct_numbers"))
    at = app(ATTENTION, timeout=300)
    assert at.toggle(key="at_scale").proto.wrap and at.toggle(key="at_causal").proto.wrap


# ---- projector mode draws no grid (issue 21): every section of every chapter, from the chapters' declaration
CHAPTER_SECTIONS = [(c.stem, k) for c in CHAPTERS for k in range(1, len(c.projector) + 1)]


@pytest.mark.parametrize("stem,sec", CHAPTER_SECTIONS, ids=[f"{s}-{k}" for s, k in CHAPTER_SECTIONS])
def test_projector_sections_draw_tables_not_grids(app, stem, sec):
    """A grid (st.dataframe) writes 14 px grey text on a canvas the projector's style sheet cannot reach."""
    at = app(BY_STEM[stem].page, timeout=300, present=1, sec=sec)
    assert not at.dataframe, (stem, sec, [d.value.columns.tolist() for d in at.dataframe])
    for table in at.table:                      # its numbers written out: a table ignores a grid's formatting
        cells = table.value
        assert not any(pd.api.types.is_float_dtype(cells[c]) for c in cells.columns), (stem, sec, cells.dtypes)


def test_no_chapter_draws_a_grid_but_through_the_projectors_table():
    """Also the tables behind a button or an input (live training, your own sentences): every ``st.dataframe`` of a
    chapter's folder, and of the lesson panels drawn on a chapter's page, goes through ``present.dataframe``."""
    folders = [ROOT / "ui" / "chapters" / c.stem for c in CHAPTERS] + [ROOT / "ui" / "lesson"]
    direct = [f"{p.relative_to(ROOT)}:{n}" for folder in folders for p in sorted(folder.glob("*.py"))
              for n, line in enumerate(p.read_text().splitlines(), 1) if re.search(r"(?<!present)\.dataframe\(", line)]
    assert direct == []
    assert all((ROOT / "ui" / "chapters" / c.stem).is_dir() for c in CHAPTERS)



def test_a_projector_tables_numbers_are_written_as_the_grid_shows_them():
    from ui.numbers import written

    df = pd.DataFrame({"p": [0.041234567, 1e-9, float("nan"), 2.0], "n": [1, 22, 333, 1621177], "s": list("abcd")})
    assert written(df, "en", group=True).to_dict("list") == {
        "p": ["0.0412", "1e-09", "", "2.0"], "n": ["1", "22", "333", "1,621,177"], "s": list("abcd")}
    hu = written(df, "hu")
    assert hu["p"].tolist() == ["0,0412", "1e-09", "", "2,0"] and hu["n"].tolist() == [1, 22, 333, 1621177]
    assert df["p"].dtype == float                                     # the page's own frame is left as it was
