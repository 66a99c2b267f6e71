"""Word lists: cleaning, vocabulary and the book's split."""
import pytest
import torch

from lm_core import book
from lm_core.words import (MAX_BYTES, MIN_WORDS, Vocab, WordListError, book_split, parse_word_list)


def test_names_file_and_book_split(names):
    assert len(names) == book.NAMES.value and not names.dropped
    split = book_split(names.words)
    assert (len(split.train), len(split.val), len(split.test)) == (book.N_TRAIN.value, book.N_VAL.value,
                                                                 book.N_TEST.value)
    # the split is exactly: randperm under the book's generator, then 80% / 90% cut points
    perm = torch.randperm(len(names), generator=torch.Generator().manual_seed(book.SEED)).tolist()
    assert split.train[:3] == tuple(names.words[i] for i in perm[:3])
    assert split.test[-1] == names.words[perm[-1]]
    assert sorted(split.train + split.val + split.test) == sorted(names.words)


def test_book_vocabulary_is_dot_then_a_to_z(names):
    vocab = Vocab.from_words(names.words)
    assert len(vocab) == 27
    assert vocab.itos == tuple(".abcdefghijklmnopqrstuvwxyz")
    assert vocab.encode("emma") == [0, 5, 13, 13, 1, 0]


def test_vocabulary_of_a_hungarian_list_is_larger():
    words = "zsófia gergő niccolò ádám éva ödön ürsula bence réka lőrinc".split()
    wl = parse_word_list("\n".join(w.capitalize() for w in words).encode())
    vocab = Vocab.from_words(wl.words)
    assert vocab.itos[0] == "."
    for ch in "óőòáéöüű"[:7]:
        assert ch in vocab.itos
    assert len(vocab) > 20 and list(vocab.itos[1:]) == sorted(vocab.itos[1:])
    assert vocab.unknown("zoë") == ["ë"]


def test_normalisation_windows_endings_case_and_nfc():
    decomposed = "Zso\u0301fia"                       # o + combining acute
    raw = ("\ufeffAnna\r\n  BELLA \r\n\r\n" + decomposed + "\r\n" + "\n".join(["x"] * 10)).encode()
    wl = parse_word_list(raw)
    assert wl.words[:3] == ("anna", "bella", "zsófia")
    assert len(wl.words[2]) == 6                      # one precomposed ó
    assert not wl.dropped


def test_lines_with_spaces_digits_emoji_are_set_aside():
    lines = ["anna", "mary ann", "r2d2", "ok😀", "jean-luc", "a" * 41] + ["bob"] * 10
    wl = parse_word_list("\n".join(lines).encode())
    reasons = {text: reason for _, text, reason in wl.dropped}
    assert reasons == {"mary ann": "space", "r2d2": "digit", "ok😀": "symbol", "jean-luc": "symbol",
                       "a" * 41: "too_long"}
    assert wl.words == ("anna",) + ("bob",) * 10
    assert [line for line, _, _ in wl.dropped] == [2, 3, 4, 5, 6]


@pytest.mark.parametrize("data, code", [
    (b"", "empty"),
    (b"\n\n  \n", "empty"),
    (b"123\n4 5\n", "no_valid"),
    (b"\xff\xfe\x00bad", "not_utf8"),
    (b"onlyone\n", "too_few"),
    (b"a" * (MAX_BYTES + 1), "too_large"),
])
def test_unusable_files_raise_a_coded_error(data, code):
    with pytest.raises(WordListError) as err:
        parse_word_list(data)
    assert err.value.code == code


def test_digest_depends_on_content_only():
    a = parse_word_list(b"\n".join([b"x"] * MIN_WORDS), "a.txt")
    b = parse_word_list(b"\r\n".join([b"X"] * MIN_WORDS), "b.txt")
    assert a.digest == b.digest and a.name != b.name
