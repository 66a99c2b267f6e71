"""The attention page in Italian and Hungarian: it renders in both languages, tab by tab and in both namings, without
a missing or mistyped key or an English string of the page left on screen; and the catalogue's own rules for this
page (its eight plain names, labels that go inside DOT quotes). The catalogue itself (same keys, placeholders and
markup as English, every value translated) is checked in tests/test_i18n_catalogues.py."""
import pytest

from tests.i18n_catalogue import check_shown, texts

from lm_core.encoders import minilm
from lm_core.attention import tiny_transformer as tt
from ui.chapters import BY_STEM
from ui.strings import attention as strings

PAGE = "pages/attention.py"
LANGS = {"it": strings.IT, "hu": strings.HU}
TABS = BY_STEM["attention"].tabs
SHIPPED = (tt.ASSET_DIR / tt.WEIGHTS_FILE).exists()

# (the catalogue itself, language-neutral keys and tab labels included: tests/test_i18n_catalogues.py)


def test_eight_plain_names():
    """The naming toggle's ``@plain`` names (that each differs from its usual one: test_i18n_catalogues.py): eight,
    and the plurals of score and weight (issue 22: Italian cannot add an "s")."""
    assert len([k for k in strings.EN if k.endswith("@plain")]) == 10


def test_graphviz_labels_need_no_escaping():
    """The layer diagrams put these labels inside DOT double quotes."""
    for cat in LANGS.values():
        for key in ("attention.diag.x", "attention.diag.out", "attention.diag.attn", "attention.diag.mlp",
                    "attention.diag.ln"):
            assert '"' not in cat[key] and "\\" not in cat[key]


# ------------------------------------------------------------------------------------------- the page, rendered


def check_translated(at, lang) -> list[str]:
    """No exception, no raw key and no English-only string on screen; returns what is shown."""
    assert not at.exception, [e.value for e in at.exception]
    shown = texts(at) + [s.value for s in at.success] + [str(w.help) for w in at.slider if w.help]
    return check_shown(shown, strings, lang)


def plain(cat, key) -> str:
    return cat.get(key + "@plain", cat[key])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("naming", ["ml", "plain"])
@pytest.mark.parametrize("tab", TABS)
def test_page_renders_translated(page_in, lang, naming, tab):
    if tab == "tiny" and not SHIPPED:
        pytest.skip("run scripts/train_tiny_transformer.py first")
    cat = LANGS[lang]
    name = ((lambda key: plain(cat, f"attention.name.{key}")) if naming == "plain"
            else (lambda key: cat[f"attention.name.{key}"]))
    at = page_in(PAGE, lang, at_tab=tab, naming=naming)
    assert at.title[0].value == cat["attention.title"]
    assert {cat[f"attention.tab.{i}"] for i in TABS} <= {tb.label for tb in at.tabs}
    shown = check_translated(at, lang)
    assert cat["attention.lead"] in shown and cat["attention.intro.title"] in shown
    own = {"mechanism": cat["attention.step.caption.O"], "knobs": cat["attention.lse.intro"],
           "algebra": cat["attention.lr.intro"],
           "stack": cat["attention.heads.title"].format(heads=name("heads")), "output": cat["attention.calc.gpt3"],
           "tiny": cat["attention.tiny.next"], "encoder": cat["attention.enc.load"]}[tab]
    assert own in shown
    if tab == "mechanism":
        assert cat["attention.step.alpha"].format(weights=name("weights")) in shown    # a chart title, in the naming
        assert cat["attention.book.title"] in " ".join(shown)
        at.toggle(key="at_causal").set_value(True).run()
        assert cat["attention.masked_note"] in check_translated(at, lang)
        at.text_input(key="at_sent").set_value("il gatto 42").run()              # the message, translated
        assert [e.value for e in at.error] == [cat["attention.err.not_words"].format(bad="`42`")]
        check_translated(at, lang)
    elif tab == "knobs":                                          # the overflow warning, then the agreement
        at.select_slider(key="at_factor").set_value(10000).run()
        assert [w.value.split(":")[0] for w in at.warning] == [cat["attention.lse.overflow"].split(":")[0]]
        at.select_slider(key="at_factor").set_value(1).run()
        assert [s.value.split("(")[0] for s in at.success] == [cat["attention.lse.ok"].split("(")[0]]
        check_translated(at, lang)
    elif tab == "algebra":
        at.button(key="at_ni_new").click().run()
        assert cat["attention.ni.draw"].format(n=1, seed=at.session_state["seed"]) in check_translated(at, lang)
        assert cat["attention.ni.same"] in at.dataframe[-1].value[cat["attention.ni.col.verdict"]].tolist()
    elif tab == "stack":                                          # shuffle, positions, and the layer diagrams
        at.button(key="at_shuffle").click().run()
        at.toggle(key="at_pos").set_value(True).run()
        assert cat["attention.order.broken"] in check_translated(at, lang)
        dots = " ".join(g.proto.spec for g in at.get("graphviz_chart"))
        assert cat["attention.diag.x"] in dots and cat["attention.diag.attn"].format(heads=name("heads")) in dots
    elif tab == "output":                                         # the calculator's warning for H not dividing d
        at.number_input(key="at_cH").set_value(7).run()
        assert [w.value.split("(")[0] for w in at.warning] == [cat["attention.calc.bad"].split("(")[0]]
        check_translated(at, lang)
    elif tab == "tiny":                                           # each of the name's messages, translated
        at.text_input(key="at_tiny_name").set_value("zsófia").run()
        assert at.error and at.error[0].value.startswith(cat["attention.tiny.err.alphabet"].split("{")[0])
        at.text_input(key="at_tiny_name").set_value("").run()
        assert [i.value for i in at.info] == [cat["attention.tiny.err.empty"]]
        check_translated(at, lang)
    elif tab == "encoder":
        assert cat["attention.enc.intro"].format(heads=name("heads")) in shown


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_loaded_encoder_is_translated(page_in, lang):
    """The pretrained encoder's part of tab 7 once loaded (a few seconds, loaded once per test process)."""
    cat = LANGS[lang]
    at = page_in(PAGE, lang, at_tab="encoder")
    at.toggle(key="at_enc_load").set_value(True).run()
    shown = check_translated(at, lang)
    assert cat["attention.enc.shape"].format(heads=cat["attention.name.heads"]) in shown
    assert cat["attention.enc.tokens_caption"] in shown
    at.text_input(key="at_enc_text").set_value("word " * 100).run()
    assert [e.value for e in at.error] == [cat["attention.enc.err.too_many_tokens"].format(n=102,
                                                                                           limit=minilm.MAX_TOKENS)]
    check_translated(at, lang)
