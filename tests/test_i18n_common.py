"""The shared strings (navigation, sidebar, upload messages, book labels) in Italian and Hungarian: the navigation's
names translated and distinct, and the sidebar, the upload messages, the link warning and the book labels shown
translated on a rendered page. The catalogue itself (same keys, placeholders and markup as English, every value
translated) is checked in tests/test_i18n_catalogues.py."""

import pytest

from tests.i18n_catalogue import check_shown, pattern, texts

from ui.chapters import CHAPTERS
from ui.strings import common as strings

HOME = "pages/home.py"
COUNT = "pages/count_table.py"
LANGS = {"it": strings.IT, "hu": strings.HU}

# the chapters' (file, title key, icon, group key), from their specs
PAGES = [(c.page, c.title, c.icon, c.group) for c in CHAPTERS]

# 12 good names, and one line for each reason a line is set aside
UPLOAD = "\n".join(["Zsófia", "Gergő", "Niccolò", "Ádám", "Éva", "Ödön", "Réka", "Lőrinc", "Bence", "Júlia",
                    "Kristóf", "Dávid", "mary ann", "r2d2", "😀", "a" * 41]).encode("utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_navigation_is_translated_and_distinct(lang):
    """The sidebar's page and section names (AppTest does not expose st.navigation, so the catalogue is checked
    against the chapters' specs): all translated, no two pages or sections with the same name."""
    cat = LANGS[lang]
    titles = [cat[title] for _, title, _, _ in PAGES]
    sections = list(dict.fromkeys(cat[section] for *_, section in PAGES))
    assert len(set(titles)) == len(titles) == 8 and len(sections) == 3
    assert not set(titles + sections) & set(strings.EN.values())


# ------------------------------------------------------------------------------------------- rendered


def shown(at) -> list[str]:
    """Everything :func:`texts` sees, plus the toasts and the file uploader's label."""
    out = texts(at) + [e.value for e in at.toast]
    out += [w.label for w in at.get("file_uploader")]
    out += [o for r in at.radio for o in r.options]
    return out


def check_translated(at, lang: str) -> list[str]:
    """No raw key and no English text of this namespace on screen, not even a piece of a filled-in template;
    returns what is shown."""
    return check_shown(shown(at), strings, lang, fragments=True)


@pytest.mark.parametrize("lang", LANGS)
def test_sidebar_and_link_warning_translated(page_in, lang):
    cat = LANGS[lang]
    at = page_in(HOME, lang, seed="zzz")                       # a seed the page cannot use
    check_translated(at, lang)
    assert [s.value for s in at.sidebar.subheader][:2] == [cat["common.sidebar.settings"], cat["common.sidebar.data"]]
    assert at.number_input(key="seed").label == cat["common.sidebar.seed"]
    radio = at.radio(key="naming")
    assert radio.label == cat["common.sidebar.naming"]
    assert radio.options == [cat["common.sidebar.naming.ml"], cat["common.sidebar.naming.plain"]]
    assert at.sidebar.get("file_uploader")[0].label == cat["common.sidebar.upload"]
    captions = [c.value for c in at.sidebar.caption]
    assert cat["common.sidebar.share"] in captions
    using = pattern(cat["common.sidebar.using"])
    assert any(using.match(c) and "names.txt" in c for c in captions), captions
    assert [e.value for e in at.toast] == [cat["common.url.rejected"].format(names="seed")]

    # the naming radio, moved: its labels stay in the language across reruns
    radio.set_value("plain").run()
    assert not at.exception, [e.value for e in at.exception]
    assert at.radio(key="naming").value == "plain"
    check_translated(at, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_upload_messages_translated(page_in, lang):
    cat = LANGS[lang]
    at = page_in(HOME, lang)
    at.file_uploader(key="wordlist_file").set_value(("magyar.txt", UPLOAD, "text/plain")).run()
    assert not at.exception and not at.sidebar.error
    check_translated(at, lang)
    assert cat["common.sidebar.dropped"].format(n=4) in [e.label for e in at.sidebar.expander]
    lines = "\n".join(m.value for m in at.sidebar.markdown)
    for line, text, reason in [(13, "mary ann", "space"), (14, "r2d2", "digit"), (15, "😀", "symbol"),
                               (16, "a" * 41, "too_long")]:
        expected = cat["common.sidebar.dropped_line"].format(line=line, text=f"`{text}`",
                                                             reason=cat[f"common.data.reason.{reason}"])
        assert expected in lines, (expected, lines)
    assert any(pattern(cat["common.sidebar.using"]).match(c.value) and "magyar.txt" in c.value
               for c in at.sidebar.caption)

    bad = {"empty": b"", "not_utf8": b"\xff\xfe\xfa\x00", "too_large": b"a" * 2_000_001,
           "too_few": b"justone\n", "no_valid": "😀\n🙂\n".encode(), "too_many": b"ab\n" * 200_001}
    for code, data in bad.items():
        at.file_uploader(key="wordlist_file").set_value((f"{code}.txt", data, "text/plain")).run()
        assert not at.exception, [e.value for e in at.exception]
        errors = [e.value for e in at.sidebar.error]
        key = f"common.data.err.{code}" + ("@one" if code == "too_few" else "")     # one word: the singular
        assert len(errors) == 1 and pattern(cat[key]).match(errors[0]), (code, errors)
        check_translated(at, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_split_names_and_book_labels_translated(page_in, lang):
    """The count-table page shows the split names in its metrics table and the book's figures labelled."""
    cat = LANGS[lang]
    at = page_in(COUNT, lang)
    split_col = next(d.value.iloc[:, 1] for d in at.dataframe if len(d.value) and
                     set(d.value.iloc[:, 1]) & {cat["common.split.train"]})
    assert set(split_col) == {cat[f"common.split.{s}"] for s in ("train", "val", "test")}
    refs = [pattern(cat["common.book_ref"]), pattern(cat["common.book_ref_note"])]
    book_captions = [c.value for c in at.caption if any(p.match(c.value) for p in refs)]
    assert book_captions, [c.value for c in at.caption]
    english = [pattern(strings.EN["common.book_ref"]), pattern(strings.EN["common.book_ref_note"])]
    assert not [c.value for c in at.caption if any(p.match(c.value) for p in english)]
    listed = "\n".join(m.value for m in at.markdown)
    assert cat["common.split.val"] in listed and cat["common.split.test"] in listed


@pytest.mark.parametrize("lang", LANGS)
def test_the_share_panel_opened_is_translated(app, lang):
    """The share panel draws its content only when opened (ui/share.py); opened, with a choice made, every text of
    it is in the page's language: no raw share.* key and no English-only text."""
    from ui import share
    from ui.strings import share as share_strings

    at = app(COUNT, lang=lang)
    at.session_state[share.OPEN] = True
    at.run()
    at.sidebar.multiselect(key="share_lock").set_value(["ct_alpha"]).run()
    assert not at.exception
    cat = getattr(share_strings, lang.upper())
    shown = check_shown(texts(at) + [w.label for w in at.multiselect], share_strings, lang, fragments=True)
    assert cat["share.intro"] in shown and cat["share.hide"] in shown and cat["share.projector"] in shown
    assert pattern(cat["share.preview.locked"]).match(at.sidebar.markdown[-1].value.split("  \n")[-1])
