"""The app's lessons (issue 25 §1): four paths through the pages, each question one where a naive guess is wrong.

The answers are ids of functions in ``ui/lesson/answers.py`` (computed live); texts are keys of
``ui/strings/lesson.py`` (``lesson.<id>.<step>.<part>``)."""
from __future__ import annotations

from . import Lesson, Question, Step

COUNTING = Lesson("counting", (
    Step("home", (("name", "emma"),), ask=("name_ppl",),
         question=Question("number", "name_ppl", lo=1.0, hi=1000.0, tol=0.25, relative=True)),
    Step("count_table", (("ct_view", "counts"),),
         question=Question("number", "empty_share", lo=0.0, hi=100.0, tol=5.0, unit="percent")),
    Step("count_table", (("ct_n", 20),)),
    Step("count_table", (("ct_alpha", 1.0),), lock=("ct_alpha",),
         question=Question("number", "smooth_loss", lo=0.0, hi=20.0, tol=0.15, unit="nats")),
    Step("count_table", (("ct_alpha", 0.0),), lock=("ct_alpha",), ask=("inf_loss",),
         question=Question("choice", "inf_loss", options=("below3", "above3", "infinite"))),
    Step("count_table", (("ct_alpha", 100.0),), lock=("ct_alpha",),
         question=Question("larger", "alpha100_vs_1")),
    Step("count_table", (("ct_alpha", 1.0), ("ct_empty", True))),
))

NETWORKS = Lesson("networks", (
    Step("neural"),
    Step("neural", (("mlp_k", 3),), lock=("mlp_k",), ask=("mlp_ppl",),
         question=Question("number", "mlp_ppl", lo=1.0, hi=30.0, tol=0.1, relative=True)),
    Step("neural", (("mlp_k", 8),), question=Question("larger", "mlp_k1_vs_k8")),
    Step("tokens", ask=("char_bpc",),
         question=Question("number", "char_bpc", lo=0.0, hi=20.0, tol=0.3, unit="bits")),
    Step("tokens", question=Question("choice", "tok_low_ppl", options=("chars", "words", "bpe512", "bpe2048"))),
    Step("tokens", question=Question("choice", "tok_low_bpc", options=("chars", "words", "bpe512", "bpe2048"))),
    Step("tokens", (("sentence", "the cat sat on the mat"),)),
))

MACHINE = Lesson("machine", (
    Step("attention", (("at_tab", "mechanism"),)),
    Step("attention", (("at_tab", "mechanism"), ("at_causal", True)), lock=("at_causal",),
         question=Question("number", "causal_first", lo=0.0, hi=1.0, tol=0.05)),
    Step("attention", (("at_tab", "mechanism"), ("at_causal", False)),
         question=Question("larger", "temp_low_vs_high")),
    Step("attention", (("at_tab", "knobs"),)),
    Step("attention", (("at_tab", "algebra"), ("at_d", 6), ("at_k", 3)), lock=("at_d", "at_k"), ask=("attn_rank",),
         question=Question("number", "attn_rank", lo=0.0, hi=16.0, tol=0.0)),
    Step("rnn_gradients", (("rnn_tab", "vanish"), ("rnn_s", 1.0)), lock=("rnn_s",), ask=("grad100",),
         question=Question("choice", "grad100", options=("explodes", "holds", "vanishes"))),
    Step("rnn_gradients", (("rnn_tab", "vanish"), ("rnn_s", 3.0)), lock=("rnn_s",), ask=("grad100",),
         question=Question("choice", "grad100", options=("explodes", "holds", "vanishes"))),
    Step("rnn_gradients", (("rnn_tab", "gates"), ("rnn_fb", 1.0))),
))

WORDS = Lesson("words", (
    Step("word_vectors", (("wv_tab", "neigh"), ("wv_word", "king"))),
    Step("word_vectors", (("wv_tab", "analogy"), ("wv_excl", False)), lock=("wv_excl",), ask=("king",),
         question=Question("choice", "king", options=("queen", "king", "woman", "man", "other"),
                           literal=("queen", "king", "woman", "man"))),
    Step("word_vectors", (("wv_tab", "analogy"), ("wv_excl", True)), lock=("wv_excl",),
         question=Question("choice", "king_excl", options=("queen", "king", "woman", "man", "other"),
                           literal=("queen", "king", "woman", "man"))),
    Step("word_vectors", (("wv_tab", "eval"),)),
    Step("sentences", ask=("bank_static",),
         question=Question("number", "bank_static", lo=-1.0, hi=1.0, tol=0.05)),
    Step("sentences", question=Question("larger", "bank_last_vs_static")),
    Step("sentences"),
))

LESSONS: dict[str, Lesson] = {lesson.id: lesson for lesson in (COUNTING, NETWORKS, MACHINE, WORDS)}
