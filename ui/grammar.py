"""Agreement with a number, decided when the number is known (issue 22 §3).

Italian puts the article's form on the sound a number is read with: *il 5 %* but *l'82,6 %* (ottantadue),
*l'11 %* (undici), *l'1 %* (uno), *lo 0,5 %* (zero), *gli 8 nomi*, *dell'80 %*, *il 18 %* (diciotto), *il 1000*
(mille). Hungarian does the same with *a*/*az* (*a 3*, *az 5*, *az 1000*: ezer) and harmonises a suffix with the
last word read aloud: *5-tel* (öttel), *3-mal* (hárommal), *1-gyel* (eggyel), *20-szal* (hússzal), *1000-rel*
(ezerrel), *0,5-del* (nulla egész öt tizeddel), *12%-kal* (százalékkal); *2-ben*, *6-ban*, *4-hez*, *5-höz*.

The pure functions take a number or its written form (``82.6``, ``"82,6"``, ``"32 033"``, ``"15,5%"``):

- :func:`it_article` ("il", 82.6) -> "l'"; :func:`it_with` ("il", "82,6 %") -> "l'82,6 %";
- :func:`hu_article` (5) -> "az"; :func:`hu_suffix` (5, "val") -> "tel"; :func:`hu_with` ("5", "val") -> "5-tel".

:func:`agree` is what ``ui.numbers.LocalFormatter`` calls for every number it fills into an Italian or Hungarian
template: an article written right before the placeholder (``il {pct:.0f}%``, ``a {n}``) and a Hungarian suffix
written right after it (``{n}-val``) are put in the form the number needs, so a catalogue never has to avoid them.
"""
from __future__ import annotations

import operator
import re

# --------------------------------------------------------------------------------------------- reading a number

_SPACES = re.compile(r"[\s\u00a0\u202f\u2009,.']")


def _parts(number) -> tuple[bool, str, str, bool] | None:
    """(negative, integer digits, fraction digits, percent) of a number or of its written form; None if the text
    does not start with a number. A written form uses ``,`` as its decimal mark when it has exactly one comma
    followed by other than three digits, or ``.`` in English style; group separators (spaces, ``.``) are dropped."""
    if isinstance(number, bool):
        return None
    if isinstance(number, (int, float)) or hasattr(number, "__float__") and not isinstance(number, str):
        try:
            whole = operator.index(number)          # an integer (int, numpy, torch): every digit, however long
        except TypeError:
            whole = None
        if whole is not None:
            return whole < 0, str(abs(whole)), "", False
        value = float(number)
        if value != value or value in (float("inf"), float("-inf")):
            return None
        text = repr(int(value)) if value == int(value) else f"{abs(value):.15g}"
        negative = value < 0
        text = text.lstrip("-")
        if "e" in text:
            return None
        whole, _, frac = text.partition(".")
        return negative, whole, frac.rstrip("0"), False
    m = re.match(r"\s*([−\-+]?)\s*(\d[\d\s\u00a0\u202f\u2009.,']*)(\s*%)?", str(number))
    if not m:
        return None
    negative = m.group(1) in ("−", "-")
    body = m.group(2).rstrip(" \u00a0\u202f\u2009.,'")
    percent = bool(m.group(3))
    # Italian and Hungarian text: the comma is the decimal mark (groups are spaces); a lone "." is one too
    dec = "," if "," in body else "." if body.count(".") == 1 else None
    if dec:
        whole, _, frac = body.rpartition(dec)
    else:
        whole, frac = body, ""
    whole = _SPACES.sub("", whole) or "0"
    frac = re.sub(r"\D", "", frac)
    return negative, whole.lstrip("0") or "0", frac, percent


def _groups(whole: str) -> tuple[int, int]:
    """The leading group of three digits and its scale (0 units, 1 thousands, 2 millions, ...)."""
    n = int(whole)
    scale = 0
    while n >= 1000:
        n //= 1000
        scale += 1
    return n, scale


# --------------------------------------------------------------------------------------------------- Italian

_IT_FORMS = {
    # (preposition, gender, plural) -> forms before (a consonant, z/gn/s+consonant, a vowel)
    ("", "m", False): ("il", "lo", "l'"), ("", "m", True): ("i", "gli", "gli"),
    ("", "f", False): ("la", "la", "l'"), ("", "f", True): ("le", "le", "le"),
}
_IT_PREP = {"di": "de", "a": "a", "da": "da", "in": "ne", "su": "su"}


def _it_articulated(stem: str, form: str) -> str:
    """``de`` + ``il`` -> ``del``, ``a`` + ``l'`` -> ``all'``, ``ne`` + ``gli`` -> ``negli``."""
    if form == "il":
        return stem + "l"
    if form in ("i", "gli"):
        return stem + form                           # dei, degli, agli, negli
    return stem + "l" + form                         # lo, la, l', le -> dello, della, dell', delle


def _it_table() -> dict[str, tuple[str, str, bool]]:
    """Every article and articulated preposition -> (preposition stem, gender, plural)."""
    table = {}
    for (prep, gender, plural), forms in _IT_FORMS.items():
        for stem in ("", *_IT_PREP.values()):
            for form in forms:
                word = _it_articulated(stem, form) if stem else form
                table.setdefault(word, (stem, gender, plural))
    return table


_IT_WORDS = _it_table()


def it_sound(number) -> str:
    """How the Italian reading of ``number`` starts: ``"v"`` (a vowel: uno, otto, undici, ottanta, ottocento,
    ottomila, undicimila), ``"z"`` (zero: 0,5 is *zero virgola cinque*) or ``"c"`` (any other consonant, and
    *meno* for a negative number, *mille* for 1000-1999, *un milione* read *il milione*)."""
    parts = _parts(number)
    if parts is None:
        return "c"
    negative, whole, _, _ = parts
    if negative:
        return "c"
    if whole == "0":
        return "z"
    g, scale = _groups(whole)
    if g == 1 and scale >= 1:
        return "c"                                   # mille, il milione
    if g >= 100:
        return "v" if g // 100 == 8 else "c"         # ottocento; cento, duecento, ...
    return "v" if g in (1, 8, 11) or 80 <= g <= 89 else "c"


def it_article(article: str, number) -> str:
    """The form of ``article`` (any Italian article or articulated preposition, in any of its forms: ``il``, ``lo``,
    ``l'``, ``del``, ``nell'``, ``gli``, ``La``...) that goes before ``number``. Unknown words come back unchanged."""
    word = article.lower()
    if word not in _IT_WORDS:
        return article
    stem, gender, plural = _IT_WORDS[word]
    forms = _IT_FORMS[("", gender, plural)]
    form = forms["czv".index(it_sound(number))]
    out = _it_articulated(stem, form) if stem else form
    return out[0].upper() + out[1:] if article[:1].isupper() else out


def it_with(article: str, number) -> str:
    """``article`` and ``number`` written together: ``it_with("il", "82,6 %")`` is ``"l'82,6 %"``."""
    form = it_article(article, number)
    return form + ("" if form.endswith("'") else " ") + str(number)


# ------------------------------------------------------------------------------------------------- Hungarian

# The last word read aloud -> (vowel class, final consonant or "" after a vowel, accusative, -s adjective).
# Vowel class: "b" back (-ban, -hoz), "f" front unrounded (-ben, -hez), "r" front rounded (-ben, -höz).
_HU_LAST = {
    "nulla": ("b", "", "t", "s"), "egy": ("f", "gy", "et", "es"), "kettő": ("r", "", "t", "es"),
    "három": ("b", "m", "at", "as"), "négy": ("f", "gy", "et", "es"), "öt": ("r", "t", "öt", "ös"),
    "hat": ("b", "t", "ot", "os"), "hét": ("f", "t", "et", "es"), "nyolc": ("b", "c", "at", "as"),
    "kilenc": ("f", "c", "et", "es"), "tíz": ("f", "z", "et", "es"), "húsz": ("b", "sz", "at", "as"),
    "harminc": ("b", "c", "at", "as"), "negyven": ("f", "n", "et", "es"), "ötven": ("f", "n", "et", "es"),
    "hatvan": ("b", "n", "at", "as"), "hetven": ("f", "n", "et", "es"), "nyolcvan": ("b", "n", "at", "as"),
    "kilencven": ("f", "n", "et", "es"), "száz": ("b", "z", "at", "as"), "ezer": ("f", "r", "et", "es"),
    "millió": ("b", "", "t", "s"), "milliárd": ("b", "d", "ot", "os"),
    "billió": ("b", "", "t", "s"), "billiárd": ("b", "d", "ot", "os"),
    "trillió": ("b", "", "t", "s"), "trilliárd": ("b", "d", "ot", "os"),
    "kvadrillió": ("b", "", "t", "s"), "kvadrilliárd": ("b", "d", "ot", "os"),
    "tized": ("f", "d", "et", "es"), "század": ("b", "d", "ot", "os"), "ezred": ("f", "d", "et", "es"),
    "tízezred": ("f", "d", "et", "es"), "százezred": ("f", "d", "et", "es"), "milliomod": ("b", "d", "ot", "os"),
    "százalék": ("b", "k", "ot", "os"),
}
_UNITS = ("", "egy", "kettő", "három", "négy", "öt", "hat", "hét", "nyolc", "kilenc")
_TENS = ("", "tíz", "húsz", "harminc", "negyven", "ötven", "hatvan", "hetven", "nyolcvan", "kilencven")
# the long scale: 10^9 milliárd, 10^12 billió, 10^15 billiárd, 10^18 trillió, ... 10^27 kvadrilliárd
_SCALES = ("", "ezer", "millió", "milliárd", "billió", "billiárd", "trillió", "trilliárd", "kvadrillió",
           "kvadrilliárd")
_FRACTIONS = ("", "tized", "század", "ezred", "tízezred", "százezred", "milliomod")


def hu_last_word(number) -> str:
    """The last word of ``number`` read aloud in Hungarian: 25 *huszonöt* -> ``"öt"``, 1000 -> ``"ezer"``,
    0,5 *nulla egész öt tized* -> ``"tized"``, 12% -> ``"százalék"``."""
    parts = _parts(number)
    if parts is None:
        return "nulla"
    _, whole, frac, percent = parts
    if percent:
        return "százalék"
    if frac:
        return _FRACTIONS[len(frac)] if len(frac) < len(_FRACTIONS) else "milliomod"
    n = int(whole)
    if n == 0:
        return "nulla"
    scale = 0
    while n % 1000 == 0:
        n //= 1000
        scale += 1
    if scale:
        return _SCALES[min(scale, len(_SCALES) - 1)]     # ötezer, kétmillió: the scale word is read last
    low = n % 1000
    if low % 10:
        return _UNITS[low % 10]
    if low % 100:
        return _TENS[(low % 100) // 10]
    return "száz" if low else _SCALES[scale]


def hu_article(number) -> str:
    """``"az"`` before a number read starting with a vowel (1 *egy*, 5 *öt*, 50-59, 500-599, 1000-1999 *ezer*,
    5000, 1 000 000 *egymillió*), else ``"a"``."""
    parts = _parts(number)
    if parts is None:
        return "a"
    negative, whole, _, _ = parts
    if negative or whole == "0":
        return "a"                                   # mínusz, nulla
    g, _ = _groups(whole)
    return "az" if g == 1 or str(g)[0] == "5" else "a"


# suffix families: every written form -> (back, front unrounded, front rounded)
_HU_HARMONY = [
    ("ban", "ben", "ben"), ("ba", "be", "be"), ("ból", "ből", "ből"), ("ról", "ről", "ről"), ("ról", "ről", "ről"),
    ("tól", "től", "től"), ("nak", "nek", "nek"), ("ra", "re", "re"), ("nál", "nél", "nél"), ("hoz", "hez", "höz"),
    ("szor", "szer", "ször"), ("on", "en", "ön"), ("val", "vel", "vel"), ("vá", "vé", "vé"), ("at", "et", "öt"),
    ("as", "es", "ös"), ("ig", "ig", "ig"),
]
_HU_FAMILY = {form: family for family in _HU_HARMONY for form in family}
_HU_FAMILY.update({"t": _HU_FAMILY["at"], "ot": _HU_FAMILY["at"], "s": _HU_FAMILY["as"], "os": _HU_FAMILY["as"],
                   "n": _HU_FAMILY["on"]})
# -val/-vel already assimilated to some number (5-tel, 3-mal, 1-gyel, 20-szal): the same family
_HU_ASSIMILATED = re.compile(r"(?:gy|sz|ny|ly|ty|zs|cs|dz|[bcdfghjklmnprstvz])(?:al|el)")


def _family(suffix: str):
    word = suffix.lower()
    if word in _HU_FAMILY:
        return _HU_FAMILY[word]
    return _HU_FAMILY["val"] if _HU_ASSIMILATED.fullmatch(word) else None
_ASSIMILATE = {"val", "vel", "vá", "vé"}


def hu_suffix(number, suffix: str) -> str:
    """The form of a Hungarian case suffix (given in any of its forms: ``"val"``, ``"vel"``, ``"ban"``, ``"hoz"``,
    ``"t"``, ``"as"``...) that goes after ``number``, by how the number is read aloud; an unknown suffix comes back
    unchanged. ``hu_suffix(5, "val")`` is ``"tel"``, ``hu_suffix(20, "val")`` ``"szal"``, ``hu_suffix(2, "ban")``
    ``"ben"``, ``hu_suffix(5, "hoz")`` ``"höz"``, ``hu_suffix(3, "t")`` ``"at"``."""
    family = _family(suffix)
    if family is None:
        return suffix
    word = hu_last_word(number)
    klass, final, accusative, adjective = _HU_LAST[word]
    if family is _HU_FAMILY["at"]:
        return accusative
    if family is _HU_FAMILY["as"]:
        return adjective
    if family is _HU_FAMILY["szor"] and word == "kettő":
        return "szer"                                # kétszer
    form = family["bfr".index(klass)]
    if family is _HU_FAMILY["on"] and not final:
        return "n"                                   # kettőn, nullán, millión
    if form in _ASSIMILATE and final:
        return final + form[1:]                      # öttel 5-tel, eggyel 1-gyel, hússzal 20-szal: written single
    return form


def hu_with(number, suffix: str) -> str:
    """A number and its suffix written together with a hyphen: ``hu_with("5", "val")`` is ``"5-tel"``."""
    return f"{number}-{hu_suffix(number, suffix)}"


# ------------------------------------------------------------------------------------ filling a template

_IT_BEFORE = re.compile(r"(?:(?<=^)|(?<=[\s(«“„\"]))([A-Za-z]+'|[A-Za-z]+ )$")
_HU_BEFORE = re.compile(r"(?:(?<=^)|(?<=[\s(„“\"]))([Aa]z?) $")
_HU_AFTER = re.compile(r"^-([a-záéíóöőúüű]+)")


def _starts_with_number(text: str) -> bool:
    return bool(re.match(r"[−\-+]?\d", text))


def agree(lang: str, before: str, shown: str, after: str) -> tuple[str, str]:
    """``before`` and ``after`` (the template's text on either side of a placeholder) agreeing with ``shown``, the
    placeholder's text as filled in: an Italian article, a Hungarian *a/az* before a number (or, in Hungarian,
    before any word), a Hungarian suffix after a number."""
    if lang == "it" and _starts_with_number(shown):
        m = _IT_BEFORE.search(before)
        if m:
            word = m.group(1).rstrip(" ")
            form = it_article(word, shown)
            if form != word:
                before = before[:m.start(1)] + form + ("" if form.endswith("'") else " ")
    elif lang == "hu" and shown[:1].isalnum():
        m = _HU_BEFORE.search(before)
        if m:
            if _starts_with_number(shown):
                form = hu_article(shown)
            else:
                form = "az" if shown[:1].lower() in "aáeéiíoóöőuúüű" else "a"
            form = form.capitalize() if m.group(1)[0] == "A" else form
            before = before[:m.start(1)] + form + " "
        if _starts_with_number(shown):
            m = _HU_AFTER.match(after)
            if m:
                word = m.group(1)               # only a whole known suffix: -ában, -át (possessive + case) stay
                if _family(word) is not None:
                    after = "-" + hu_suffix(shown, word) + after[m.end():]
    return before, after
