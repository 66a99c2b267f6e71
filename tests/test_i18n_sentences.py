"""The sentences page in Italian and Hungarian: it renders in both languages, each section and each message, without
a missing or mistyped key or an English string of the page left on screen. The catalogue itself (same keys,
placeholders, markup and line breaks as English, every value translated) is checked in
tests/test_i18n_catalogues.py."""
import pytest

from tests.i18n_catalogue import check_shown, english_decimals, prefix, texts

from ui.chapters.sentences import cache as sc
from lm_core import book
from ui.numbers import num
from ui.strings import sentences as strings

PAGE = "pages/sentences.py"
# one worker for the page's Italian and Hungarian runs and its English renders (tests/views.py): the live MiniLM
# recompute is computed once per server, and the second language reads it
pytestmark = pytest.mark.xdist_group("sentences")
LANGS = {"it": strings.IT, "hu": strings.HU}

# ------------------------------------------------------------------------------------------- the page, rendered


def check_translated(at, lang: str) -> list[str]:
    """No raw key and no untranslated English text of this namespace on screen; returns what is shown."""
    assert not english_decimals(at, lang), english_decimals(at, lang)
    return check_shown(texts(at) + [s.value for s in at.success], strings, lang)


def rerun(at, cat, model: str | None = None, method: str | None = None):
    """Run again, with the model radio and the method box given their choice as the browser sends it: its label.
    AppTest re-formats a kept raw choice with the page's format_func outside the app's session, where ``t()``
    sees no language and answers in English, and would then not find it among the translated labels."""
    at.radio(key="sent_m").set_value(cat[f"sentences.model.{model or at.radio(key='sent_m').value}"])
    at.selectbox(key="sent_sm").set_value(cat[f"sentences.m.{method or at.selectbox(key='sent_sm').value}"])
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.fixture(scope="module", params=list(LANGS))
def lang(request):
    return request.param


def test_page_renders_translated(page_in, lang):
    cat = LANGS[lang]
    at = page_in(PAGE, lang, timeout=300)
    shown = check_translated(at, lang)
    joined = "\n".join(shown)
    assert at.title[0].value == cat["sentences.title"]
    assert {cat[k] for k in ("sentences.lead", "sentences.s1.layer0", "sentences.own.english", "sentences.s3.pool",
                             "sentences.intro_more")} <= set(shown)
    assert cat["sentences.s1.why_differ"].format(mlm_layers=sc.mlm_metrics()["config"]["layers"], minilm_layers=6,
                                            book_bert=num(book.BERT_BASE_PARAMS.value, ",", lang)) in shown
    assert {f"#### {cat['sentences.own.title']}", f"**{cat['sentences.s1.book_title']}**",
            f"**{cat['sentences.s3.claims']}**",
            cat["sentences.s1.title"], cat["sentences.s2.title"], cat["sentences.s3.title"]} <= set(shown)
    assert any(s.startswith(prefix(cat["sentences.intro"])) for s in shown)           # the expander's contents
    assert any(s.startswith(prefix(cat["sentences.s1.static"])) for s in shown)
    assert any(s.startswith(prefix(cat["sentences.s2.shapes"])) for s in shown)
    for model_id in sc.MODELS:                                                    # both layer charts and their series
        assert cat["sentences.s1.chart"].format(model=cat[f"sentences.short.{model_id}"]) in shown
    assert {cat[k] for k in ("sentences.s1.ab", "sentences.s1.river", "sentences.s1.money", "sentences.s1.layer",
                             "sentences.s1.cos",
                             "sentences.own.series", "sentences.s3.chart")} <= set(shown)
    assert cat["sentences.own.chart"].format(word=sc.BANK, model=cat["sentences.short.minilm"]) in shown
    assert {cat[k] for k in ("sentences.own.a", "sentences.own.b", "sentences.own.word", "sentences.own.model",
                             "sentences.s2.query",
                             "sentences.s3.recompute")} <= set(shown)
    assert at.selectbox(key="sent_sm").label == cat["sentences.s2.method"]          # texts() leaves select boxes out
    assert at.selectbox(key="sent_sm").options == [cat[f"sentences.m.{m}"] for m in sc.METHODS]
    assert at.radio(key="sent_m").options == [cat[f"sentences.model.{m}"] for m in sc.MODELS]
    columns = {str(c) for t in at.table for c in t.value.columns}
    assert {cat[k] for k in ("sentences.s1.book_layer", "sentences.s2.rank", "sentences.s2.score",
                             "sentences.s2.sentence",
                             "sentences.s3.method", "sentences.s3.spearman", "sentences.s3.top1",
                             "sentences.s3.source")} <= columns
    method_table = next(t.value for t in at.table if cat["sentences.s3.spearman"] in t.value.columns)
    assert list(method_table[cat["sentences.s3.method"]]) == [cat[f"sentences.m.{m}"] for m in sc.METHODS]
    assert set(method_table[cat["sentences.s3.source"]]) == {cat["sentences.s3.src.live"], cat["sentences.s3.src.pre"]}
    claims = [m.value for m in at.markdown if m.value.startswith("- ") and "ρ" in m.value]
    assert len(claims) == 4 and all(c.endswith((cat["sentences.claim.holds"],
                                                cat["sentences.claim.fails"])) for c in claims)
    assert claims[0].startswith("- " + prefix(cat["sentences.claim.mean_vs_overlap"]))
    assert claims[3].startswith("- " + prefix(cat["sentences.claim.minilm_wins"]))
    summaries = [m.value for m in at.markdown if m.value.startswith("- ") and "ρ" not in m.value]
    lowest = [s for s in summaries if cat["sentences.s1.separated"] in s or cat["sentences.s1.not_separated"] in s]
    assert len(lowest) == 2
    yes = cat["sentences.s1.sep.yes"].split("{ab")[0].format(model=cat["sentences.short.minilm"], l=4, top=6)
    no = cat["sentences.s1.sep.no"].split("{ab")[0].format(model=cat["sentences.short.mlm"], top=4)
    assert any(s.startswith("- " + yes) for s in summaries) and any(s.startswith("- " + no) for s in summaries)
    assert len(summaries) == 4
    assert {cat["sentences.s4.title"], cat["sentences.s4.col.yours"], cat["sentences.s4.col.below"]} <= set(shown) | {
        str(c) for t in at.table for c in t.value.columns}
    assert prefix(cat["sentences.s1.pieces"]) in joined


def test_bad_input_messages_are_translated(page_in, lang):
    cat = LANGS[lang]
    at = page_in(PAGE, lang, timeout=300)
    at.text_input(key="sent_w").set_value("river")
    rerun(at, cat)
    assert [w.value for w in at.warning] == [cat["sentences.err.missing_word"].format(word="`river`")]
    at.text_input(key="sent_w").set_value("two words")
    rerun(at, cat)
    assert [w.value for w in at.warning] == [cat["sentences.err.bad_word"]]
    at.text_input(key="sent_w").set_value(sc.BANK)
    at.text_input(key="sent_a").set_value("   ")
    rerun(at, cat)
    assert [w.value for w in at.warning] == [cat["sentences.err.empty"]]
    at.text_input(key="sent_a").set_value("x " * 70 + "bank")
    rerun(at, cat, model="mlm")
    assert len(at.warning) == 1 and at.warning[0].value.startswith(prefix(cat["sentences.err.too_long_tokens"]))
    at.text_input(key="sent_a").set_value(sc.SENTENCE_A)
    rerun(at, cat)
    assert not at.warning
    shown = check_translated(at, lang)
    assert cat["sentences.own.chart"].format(word=sc.BANK, model=cat["sentences.short.mlm"]) in shown
    assert any(s.startswith(prefix(cat["sentences.own.result"])) for s in shown)


def test_search_modes_and_recompute_are_translated(page_in, lang):
    cat = LANGS[lang]
    at = page_in(PAGE, lang, timeout=300)
    rerun(at, cat, method="overlap")
    shown = check_translated(at, lang)
    assert any(s.startswith(prefix(cat["sentences.s2.overlap_note"])) for s in shown)
    at.text_input(key="sent_q").set_value("")
    rerun(at, cat)
    assert [i.value for i in at.info] == [cat["sentences.err.query_empty"]]
    at.button(key="sent_recompute").click()
    rerun(at, cat)
    (done,) = at.success
    assert done.value.startswith(prefix(cat["sentences.s3.live_result"]))
    (bar,) = at.get("progress")        # the second language gets the cached result, and its own words on the bar
    assert bar.proto.text.startswith(prefix(cat["sentences.s3.done"])), bar.proto.text
    check_translated(at, lang)
