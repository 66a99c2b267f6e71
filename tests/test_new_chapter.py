"""Adding a chapter is one folder plus its strings (docs/adding-a-chapter.md), with no other file edited: the test
makes a throwaway chapter the way the recipe says, outside the repository, and checks that the app finds it.

The chapter's folder goes on the ``ui.chapters`` package path and its strings on ``ui.strings``'s (the import
system's own way to add a folder to a package), in a fresh interpreter, so the chapter exists for that process only;
the app runs from a copy of ``app.py`` beside a ``pages/`` folder with the chapter's entry (as ``pages/`` in the
repository has one per chapter), so ``AppTest.switch_page`` can name it. Checked: it is in the navigation, in
order; its page draws in every language; its URL key is known; ``ask=`` hides its answer; a lesson on it
validates and its truth follows the step's setting; the sweeps (tests/url_fuzz.py, tests/views.py) list it."""
from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHAPTER = {
    "__init__.py": '''
        from ui.spec import Chapter, Shot

        SPEC = Chapter(stem="zz_demo", order=75, title="zz_demo.nav", icon=":material/science:",
                       group="zz_demo.group", projector=(Shot(),), answers=("zz_square",))
    ''',
    "page.py": '''
        import streamlit as st

        from ui import present
        from ui.i18n import t
        from ui.state import url_state


        def render() -> None:
            st.title(t("zz_demo.title"))
            n = st.slider(t("zz_demo.n"), 1, 10, key=url_state("zz_n", 3, lo=1, hi=10))
            present.reveal("zz_square", t("zz_demo.square"), str(n * n))
    ''',
    "answers.py": '''
        from ui.truth import setting


        def zz_square() -> float:
            return float(setting("zz_n", 3)) ** 2


        TRUTHS = {"zz_square": zz_square}
    ''',
}
STRINGS = '''
    EN = {"zz_demo.nav": "Demo", "zz_demo.group": "Demos", "zz_demo.title": "A demo chapter",
          "zz_demo.n": "A number", "zz_demo.square": "Its square"}
    IT = {"zz_demo.nav": "Prova", "zz_demo.group": "Prove", "zz_demo.title": "Un capitolo di prova",
          "zz_demo.n": "Un numero", "zz_demo.square": "Il suo quadrato"}
    HU = {"zz_demo.nav": "Próba", "zz_demo.group": "Próbák", "zz_demo.title": "Egy próbafejezet",
          "zz_demo.n": "Egy szám", "zz_demo.square": "A négyzete"}
'''

PROBE = '''
import json, sys
sys.path.insert(0, ROOT)
import ui.chapters, ui.strings
ui.chapters.__path__.append(CHAPTERS_DIR)
ui.strings.__path__.append(STRINGS_DIR)

from streamlit.runtime.pages_manager import PagesManager
from streamlit.testing.v1 import AppTest

from lm_core.lessons import Lesson, Question, Step, validate
from ui import registry
from ui.lesson.answers import ANSWERS, truth
from ui.present import ANSWERS as PAGE_ANSWERS, known_keys
from tests import url_fuzz, views

original = PagesManager.__init__
def init(self, *a, **k):                      # as tests/conftest.py's app fixture
    original(self, *a, **k)
    PagesManager.uses_pages_directory = False
PagesManager.__init__ = init

out = {"stems": list(registry.STEMS), "sweep_pages": url_fuzz.pages(),
       "sweep_views": sorted({stem for stem, _ in views.views()}),
       "known": "zz_n" in known_keys(), "page_answers": PAGE_ANSWERS.get("zz_square"),
       "truth": truth("zz_square", {"zz_n": 5}), "in_answers": "zz_square" in ANSWERS}
lesson = Lesson("zz", tuple(Step("zz_demo", (("zz_n", n),), ask=("zz_square",),
                                 question=Question("number", "zz_square", lo=0.0, hi=100.0, tol=0.5))
                            for n in range(1, 7)))
validate(lesson, set(ANSWERS), PAGE_ANSWERS, known_keys())
out["lesson_ok"] = True

def run(**query):
    at = AppTest.from_file(APP, default_timeout=120)
    for k, v in query.items():
        at.query_params[k] = v
    at.switch_page("pages/zz_demo.py")
    at.run()
    return at

for lang in ("en", "it", "hu"):
    at = run(lang=lang, zz_n="4")
    out[lang] = {"exceptions": [e.value for e in at.exception], "titles": [x.value for x in at.title],
                 "metrics": [m.value for m in at.metric], "warnings": [w.value for w in at.warning]}
at = run(ask="zz_square")
out["asked"] = {"metrics": [m.value for m in at.metric], "warnings": [w.value for w in at.warning],
                "exceptions": [e.value for e in at.exception]}
print("RESULT" + json.dumps(out))
'''


def test_a_chapter_made_of_one_folder_and_its_strings_is_found_everywhere(tmp_path):
    chapter = tmp_path / "chapters" / "zz_demo"
    chapter.mkdir(parents=True)
    for name, text in CHAPTER.items():
        (chapter / name).write_text(textwrap.dedent(text).lstrip())
    (tmp_path / "strings").mkdir()
    (tmp_path / "strings" / "zz_demo.py").write_text(textwrap.dedent(STRINGS).lstrip())
    app = tmp_path / "app"
    (app / "pages").mkdir(parents=True)
    (app / "app.py").write_text((ROOT / "app.py").read_text())
    (app / "pages" / "zz_demo.py").write_text((ROOT / "pages" / "tokens.py").read_text())   # the same entry
    probe = PROBE.replace("ROOT", repr(str(ROOT))).replace("CHAPTERS_DIR", repr(str(tmp_path / "chapters")))
    probe = probe.replace("STRINGS_DIR", repr(str(tmp_path / "strings"))).replace("APP", repr(str(app / "app.py")))
    run = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=300)
    line = next((x for x in run.stdout.splitlines() if x.startswith("RESULT")), None)
    assert line is not None, run.stderr[-4000:]
    out = json.loads(line[len("RESULT"):])

    stems = out["stems"]
    assert "zz_demo" in stems and stems.index("zz_demo") == stems.index("word_vectors") + 1    # order 75: 70 < 75 < 80
    assert "pages/zz_demo.py" in out["sweep_pages"] and "zz_demo" in out["sweep_views"]
    assert out["known"] and out["in_answers"] and out["lesson_ok"]
    assert out["page_answers"] == "zz_demo"                          # ask=zz_square belongs to its page
    assert out["truth"] == 25.0                                       # the step's setting, not the default (9)
    titles = {"en": "A demo chapter", "it": "Un capitolo di prova", "hu": "Egy próbafejezet"}
    for lang, title in titles.items():
        seen = out[lang]
        assert not seen["exceptions"] and not seen["warnings"], seen
        assert seen["titles"] == [title] and seen["metrics"] == ["16"], seen     # zz_n=4 from the link
    asked = out["asked"]
    assert not asked["exceptions"] and not asked["warnings"] and asked["metrics"] == ["?"], asked
