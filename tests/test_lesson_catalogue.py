"""The built-in lessons as a fresh process reads them (lm_core/lessons/catalogue.py): the catalogue is read from
lm_core/lessons/builtin/*.toml on first use, once per process, so these tests read a fresh catalogue of the folder
(and of a folder of their own) instead of the one the app read at import. The rules (docs/lesson-files.md): one lesson
per .toml file, its id the file's name, listed by the file's ``order`` (then by name); the steps and texts as the
file gives them."""
from __future__ import annotations

import shutil
import tomllib

from lm_core.lessons import catalogue


def test_a_fresh_catalogue_reads_every_file_of_the_folder_in_the_files_order():
    files = sorted(catalogue.BUILTIN.glob("*.toml"))
    assert len(files) == 4
    order = sorted((tomllib.loads(p.read_text("utf-8"))["order"], p.stem) for p in files)
    fresh = catalogue.Lessons(catalogue.BUILTIN)
    assert list(fresh) == [stem for _, stem in order] and len(fresh) == 4
    for _, stem in order:
        data = tomllib.loads((catalogue.BUILTIN / f"{stem}.toml").read_text("utf-8"))
        lesson = fresh[stem]
        assert lesson.id == stem and len(lesson.steps) == len(data["step"])
        assert lesson.texts["en"]["title"] == data["title"]["en"]
        assert lesson == catalogue.LESSONS[stem]                  # what the app read at import


def test_the_order_field_not_the_name_sets_the_place(tmp_path):
    for stem, order in (("zeta", 1), ("alpha", 2)):          # by name alpha would come first
        text = (catalogue.BUILTIN / "counting.toml").read_text("utf-8").replace("order = 1", f"order = {order}", 1)
        (tmp_path / f"{stem}.toml").write_text(text, "utf-8")
    (tmp_path / "notes.txt").write_text("not a lesson")           # only .toml files are lessons
    shutil.copy(catalogue.BUILTIN / "words.toml", tmp_path / "words.TXT")
    fresh = catalogue.Lessons(tmp_path)
    assert list(fresh) == ["zeta", "alpha"]
    assert fresh["zeta"].steps == catalogue.LESSONS["counting"].steps
