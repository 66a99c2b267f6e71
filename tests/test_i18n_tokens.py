"""The tokens page in Italian and Hungarian: it renders in both languages, and after its controls move, without a
missing or mistyped key or an English template left on screen. The catalogue itself (same keys, placeholders and
markup as English, every value translated) is checked in tests/test_i18n_catalogues.py."""
import json
from pathlib import Path

import pytest

from tests.i18n_catalogue import check_shown, english_decimals, texts
from ui.numbers import format_text

from ui.strings import tokens as strings

ROOT = Path(__file__).resolve().parent.parent
PAGE = "pages/tokens.py"
LANGS = {"it": strings.IT, "hu": strings.HU}
METRICS = json.loads((ROOT / "assets/tokens/tokens_metrics.json").read_text())

# ------------------------------------------------------------------------------------------- the page, rendered


def check_translated(at, lang: str) -> list[str]:
    """No raw key and no untranslated English template on screen; returns what is shown."""
    assert not english_decimals(at, lang), english_decimals(at, lang)
    return check_shown(texts(at), strings, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_page_renders_translated(page_in, lang):
    cat = LANGS[lang]
    at = page_in(PAGE, lang)
    shown = check_translated(at, lang)
    assert at.title[0].value == cat["tokens.title"]
    assert {cat[k] for k in ("tokens.lead", "tokens.c.header", "tokens.l.header")} <= set(shown)
    assert any(s.startswith(cat["tokens.c.sharing"][:30]) for s in shown)     # (an article before a number agrees)
    book = next(s for s in shown if s.startswith(cat["tokens.book"].split("{")[0]))
    ratio = {"it": "6,6 volte", "hu": "6,6×"}[lang]          # the book's 6.6 times: Italian says "volte", not ×
    assert "2,4254" in book and "2,6407" in book and ratio in book and "2,23" in book and "2.4254" not in book
    columns = {str(c) for d in at.dataframe for c in d.value.columns}
    assert {cat["tokens.col.bpc"], cat["tokens.col.tokens"], cat["tokens.l.col.model"],
            cat["tokens.c.col.possible"]} <= columns
    scheme = cat["tokens.col.scheme"]
    scheme_col = next(d.value[scheme] for d in at.dataframe if scheme in d.value.columns)
    assert list(scheme_col) == [cat[f"tokens.scheme.{s}"] for s in ("chars", "words", "bpe512", "bpe2048")]
    joined = "\n".join(shown)
    assert cat["tokens.chart.ppl"] in joined and cat["tokens.m.title"] in joined and cat["tokens.l.chart"] in joined

    # the controls: every reading is rebuilt in the language, and bad input gets a translated message
    at.select_slider(key="merges").set_value(2048).run()
    at.slider(key="ctx_m").set_value(10).run()
    assert not at.exception, [e.value for e in at.exception]
    check_translated(at, lang)
    body = "\n".join(m.value for m in at.markdown)
    r = next(r for r in METRICS["rows"] if r["scheme"] == "bpe2048")
    picked = format_text(cat["tokens.m.picked"], lang, dict(merges=2048, vocab=r["model_vocab"],
                                                            tokens=r["test_tokens"],
                                                         ppl=r["perplexity"], bpc=r["bits_per_char"]))
    assert picked in body and "2\u00a0048" in picked and f"{r['perplexity']:.2f}".replace(".", ",") in picked
    at.text_area(key="sentence").set_value("x" * 501).run()      # a client that ignores max_chars: cut at the cap
    assert not at.exception, [e.value for e in at.exception]
    assert at.session_state["sentence"] == "x" * 500 and not at.warning
    at.text_area(key="sentence").set_value("").run()
    assert at.warning[0].value == cat["tokens.s.err.empty"]
    at.text_area(key="sentence").set_value("Tokyo 漢字 is far").run()
    assert not at.exception and not at.warning
    info = "\n".join(i.value for i in at.info)
    assert cat["tokens.s.unseen"].format(chars="`漢`, `字`") in info
    check_translated(at, lang)
