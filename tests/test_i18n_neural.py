"""The neural-models page in Italian and Hungarian: one word per concept across its catalogue, and the page renders
in both languages without a missing key or English left. The catalogue itself (same keys, placeholders and markup as
English, every value translated) is checked in tests/test_i18n_catalogues.py."""
import pytest

from tests.i18n_catalogue import check_shown, prefix, texts

from ui.strings import neural as strings

PAGE = "pages/neural.py"
LANGS = {"it": strings.IT, "hu": strings.HU}

NAMES = ["Zsófia", "Gergő", "Ádám", "Éva", "Ödön", "Réka", "Lőrinc", "Bence", "Júlia", "Kristóf", "Dávid",
         "Boglárka", "Levente", "Csenge", "Bálint", "Dorina", "Márton", "Panna", "Zsombor", "Lili"]


@pytest.mark.parametrize("lang", LANGS)
def test_one_word_per_concept(lang):
    """The count table, the loss and the embedding table keep one name each across the catalogue (the terms of
    ui/glossary.py, which tests/test_i18n_glossary.py enforces in every namespace)."""
    cat = " ".join(LANGS[lang].values()).lower()
    same = {"it": ("tabella dei conteggi", "loss", "tabella di embedding"),
            "hu": ("számlálótábla", "veszteség", "embedding tábla")}[lang]
    stray = {"it": ("livellamento", "learning rate", "matrice di embedding"),
             "hu": ("számláló tábla", "embeddingtábla", "számlálótáblázat", "tanulási sebesség")}[lang]
    assert all(term in cat for term in same)
    assert not [term for term in stray if term in cat]


# ------------------------------------------------------------------------------------------- the page, rendered


def shown_texts(at) -> list[str]:
    """``texts(at)`` plus what it leaves out and this page has: the row selectbox, the embedding-source radio's
    options, the attention link and the table cells that hold words (the count row of the shipped-models table)."""
    out = texts(at)
    out += [s.label for s in at.selectbox]
    out += [o for r in at.radio for o in r.options]
    out += [link.proto.label for link in at.get("page_link")]
    out += [str(v) for d in at.dataframe for v in d.value.to_numpy().ravel() if isinstance(v, str)]
    return out


def check_translated(at, lang: str) -> list[str]:
    """No raw key of this namespace and no English text of it on screen, filled in or not; returns what is shown."""
    return check_shown(shown_texts(at), strings, lang, openings=True)


@pytest.mark.parametrize("lang", LANGS)
def test_page_renders_translated(page_in, lang):
    """The bundled names at the book's setting: every section with its book figures and their reasons."""
    cat = LANGS[lang]
    at = page_in(PAGE, lang)
    shown = check_translated(at, lang)
    assert at.title[0].value == cat["neural.title"]
    headers = [h.value for h in at.header]
    assert [cat[f"neural.{s}.header"] for s in ("nb", "mlp", "emb", "win")] == headers
    for key in ("neural.lead", "neural.intro", "neural.nb.checkpoints", "neural.mlp.longest_differs",
                "neural.emb.explain", "neural.emb.differs", "neural.win.explain", "neural.win.blocks_reading",
                "neural.win.attention", "neural.win.attention_link", "neural.nb.row", "neural.emb.source.shipped",
                "neural.mlp.count_row", "neural.emb.group.vowel"):
        assert cat[key] in shown, key
    markdown = [m.value for m in at.markdown]
    assert any(m.startswith(prefix(cat["neural.nb.why"])) for m in markdown)            # converged: the reason
    assert any(m.startswith(prefix(cat["neural.mlp.reading"])) for m in markdown)
    assert any(m.startswith(prefix(cat["neural.win.summary"])) for m in markdown)
    assert any(c.value.startswith(prefix(cat["neural.mlp.differs"])) for c in at.caption)
    assert cat["neural.nb.col.book"] in shown and cat["neural.nb.col.book_p"] in shown       # the book's columns
    assert len(at.get("plotly_chart")) >= 6


@pytest.mark.parametrize("lang", LANGS)
def test_far_from_the_table_is_translated(page_in, lang):
    """A small learning rate: the network is still far from the table, and the book's column is left out."""
    cat = LANGS[lang]
    at = page_in(PAGE, lang, nb_lr=1.0, nb_steps=1000)
    check_translated(at, lang)
    assert any(m.value.startswith(prefix(cat["neural.nb.why_far"])) for m in at.markdown)
    assert not any(m.value.startswith(prefix(cat["neural.nb.why"])) for m in at.markdown)
    assert any(c.value.startswith(prefix(cat["neural.nb.not_book"])) for c in at.caption)
    assert cat["neural.nb.col.book"] not in shown_texts(at)


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_an_uploaded_list_trained_now_is_translated(page_in, lang):
    """Another vocabulary: no shipped models, no embedding table until the visitor trains one; then the live
    results, the trained-now embedding source and the window chart from the session's model."""
    cat = LANGS[lang]
    at = page_in(PAGE, lang)
    at.file_uploader(key="wordlist_file").set_value(("nevek.txt", "\n".join(NAMES).encode(), "text/plain")).run()
    assert not at.exception and not at.error
    check_translated(at, lang)
    info = [i.value for i in at.info]
    assert any(i.startswith(prefix(cat["neural.mlp.no_shipped"])) for i in info)
    assert cat["neural.emb.none"] in info
    assert cat["neural.mlp.no_model"].format(k=3) in info
    assert cat["neural.mlp.not_trained"].format(k=3) in info

    at.slider(key="mlp_k").set_value(1).run()
    at.button(key="mlp_train").click().run()
    assert not at.exception, [e.value for e in at.exception]
    shown = check_translated(at, lang)
    assert cat["neural.mlp.live_ppl"] in shown and cat["neural.mlp.live_curve"] in shown
    assert any(c.value.startswith(prefix(cat["neural.mlp.live_done"])) for c in at.caption)
    assert at.radio(key="emb_src").options == [cat["neural.emb.source.live"].format(k=1)]
    bold = [m.value for m in at.markdown if m.value.startswith("**")]
    assert "**" + cat["neural.mlp.samples_mlp"].format(k=1, which=cat["neural.mlp.which.live"]) + "**" in bold
    assert all(w.value.startswith(prefix(cat["neural.mlp.overfit"])) for w in at.warning)
    assert cat["neural.win.loss_title"] in shown                 # the window chart from this visitor's model
