"""Start page: the chain rule of probability, live, on the count-table model (and what the bigram assumes)."""
import streamlit as st

from lm_core.counting.bigram import chain_rule
from lm_core.counting.markov import showcase_step
from lm_core.counting.name_check import MAX_NAME_LEN, NameInputError, check_name
from ui.chapters import stop_page
from ui.data import active_bigram_data, bigram_probs, word_list
from ui.chapters.home.cache import exact_vs_bigram
from ui.i18n import t
from ui.lesson import page as lesson_page
from ui.present import Section, run_sections
from ui.chapters.home import sections
from ui.state import url_state


def render() -> None:
    """Draw the page (``pages/home.py`` calls it through ``ui.chapters.run``)."""
    st.title(t("home.title"))
    lesson_page.front_door()            # the lessons are the front door (issue 25)
    wl = word_list()
    data = active_bigram_data()
    train = tuple(data.split.train)
    sections.lead(n_train=len(train))

    default_name = "emma" if not data.vocab.unknown("emma") else wl.words[0]
    known = frozenset(data.vocab.itos)
    shared = {}

    def factors():
        """The name's factors: from the input in the first section, else (projector mode) from the link's name."""
        if "word" not in shared:
            raw = st.session_state[url_state("name", default_name, max_len=MAX_NAME_LEN)]
            try:
                shared["word"] = check_name(raw, known)
            except NameInputError:            # the first section says what is wrong with it
                shared["word"] = check_name(default_name, known)
        word = shared["word"]
        return word, chain_rule(bigram_probs(wl.digest, 1.0, data), data.vocab, word)

    def name_section():
        word = sections.name_input(default_name, known)
        if word is None:
            stop_page()
        shared["word"] = word
        _, fs = factors()
        sections.surprisal_chart(fs)
        sections.product(word, fs)

    def markov_section():
        word, fs = factors()
        step = showcase_step(word)
        sections.markov(exact_vs_bigram(wl.digest, word, step, fs[step - 1].prob, train))


    run_sections("home", [
        Section("name", "present.sec.home.name", name_section),
        Section("markov", "present.sec.home.markov", markov_section),
        Section("factors", "present.sec.home.factors", lambda: sections.factor_table(factors()[1])),
    ])
