"""One term per concept (issue 22 §2): the glossary every Italian and Hungarian catalogue obeys.

Each :class:`Term` gives a concept's one English, Italian and Hungarian term, and whether the English term is shown
once in parentheses where a student will meet it in papers (``gloss``: *perplessità (perplexity)*,
*embedding tábla (embedding table)*). ``avoid`` lists, per language, the variants that drifted into the catalogues
and must not come back (regular expressions; ``unless`` names the strings where the variant is right, e.g.
Hungarian *előre tanított* is the pretrained MiniLM, never a model the app trained and ships).

``tests/test_i18n_glossary.py`` holds every namespace (``cap.*`` and ``present.*`` too) to it, and
``docs/glossary.md`` is written from it by ``python scripts/glossary_md.py``. The chapters decide the term where they
have one (``seeds/000``, ``001``: Italian; ``003``: Hungarian); the native reviews decided the rest.
"""
from __future__ import annotations

from dataclasses import dataclass, field
import re


@dataclass(frozen=True)
class Term:
    concept: str
    en: str
    it: str
    hu: str
    gloss: bool = False                          # the English term is shown in parentheses (where the term differs)
    avoid: dict = field(default_factory=dict)    # lang -> regular expressions that must not match
    unless: dict = field(default_factory=dict)   # lang -> a regular expression: strings where "avoid" is fine
    note: str = ""


TERMS = (
    Term("the bigram table of counts", "count table", "tabella dei conteggi", "számlálótábla",
         avoid={"it": [r"(?<![Uu]na )\b[Tt]abella di conteggi"], "hu": [r"számlálótáblázat", r"gyakoriságtáblázat"]},
         note="Italian 'una tabella di conteggi' (indefinite, any such table) stays."),
    Term("adding α to every count", "smoothing", "smoothing", "simítás", gloss=True,
         avoid={"it": [r"\blivellament", r"\blivellat"], "hu": [r"add-one(?!\)? simítás)", r"egyes simítás"]},
         note="The Italian chapter writes 'smoothing'; Hungarian add-one is '+1-es (Laplace-) simítás' ('egyes' reads "
              "as 'some' or the school grade 1)."),
    Term("the distribution that gives every symbol the same probability", "uniform (guess)", "uniforme",
         "egyenletes", avoid={"it": [r"ipotesi uniforme"]},
         note="Italian 'ipotesi' is the app's 'assumption' (ipotesi di Markov)."),
    Term("one of the symbols a model chooses from", "symbol", "simbolo", "szimbólum",
         avoid={"hu": [r"\d jel(?:ek|et)?\b"]}, note="Hungarian 'jel' alone stays where it is a signal."),
    Term("the mark that ends a name", "end mark", "segno di fine", "határszimbólum",
         avoid={"hu": [r"záró jel"]}, note="'záró jel' reads as 'zárójel' (a parenthesis)."),
    Term("the matrix whose rows are looked up by token id", "embedding table", "tabella di embedding",
         "embedding tábla", gloss=True,
         avoid={"it": [r"matrice di embedding"], "hu": [r"embeddingtábl", r"(?<!\()embedding table"]}),
    Term("one row of that table", "embedding row", "riga di embedding", "embedding sor",
         avoid={"hu": [r"embeddingsor"]}),
    Term("the additive parameter b", "bias", "bias", "eltolás (bias)", gloss=True,
         avoid={"hu": [r"torzít"]},
         note="Hungarian 'torzítás' is statistical bias (torzított becslés)."),
    Term("a model trained by the app's own script and bundled", "shipped", "già addestrato (incluso nell'app)",
         "mellékelt",
         avoid={"hu": [r"[Ee]lőre tanított"]}, unless={"hu": r"MiniLM|kódoló|encoder|BERT|^7 · "},
         note="'előre tanított' is 'pretrained' (the MiniLM encoder of tab 7) only."),
    Term("a model trained elsewhere on a large corpus", "pretrained", "preaddestrato", "előre tanított"),
    Term("the dot product", "dot product", "prodotto scalare", "skalárszorzat",
         avoid={"hu": [r"skaláris szorzat"]}),
    Term("layers applied one after another", "stack of layers", "pila di strati", "rétegsor",
         avoid={"hu": [r"\bverem", r"\bvermet"]}, note="'verem' is the LIFO data structure."),
    Term("the words a word appears with", "context (company)", "contesto", "szövegkörnyezet",
         avoid={"hu": [r"társaság"]}),
    Term("the set of symbols a model knows", "vocabulary", "vocabolario", "szókészlet",
         avoid={"hu": [r"szókincs"]}),
    Term("about meaning (the analogy set's half)", "semantic", "semantico", "szemantikus",
         avoid={"hu": [r"szemantikai"]}),
    Term("a name of the training split", "training name", "nome di addestramento", "tanító név",
         avoid={"hu": [r"tanító(?:név|nev|szó)"]}),
    Term("the mechanism of the attention page", "attention", "attenzione", "figyelem (attention)", gloss=True,
         avoid={"hu": [r"(?<![(\w])attention(?![)\w])"]},
         note="A bare Hungarian 'Figyelem' reads as the warning 'Caution!', so the page names carry '(attention)'."),
    Term("the descent along the negative gradient", "gradient descent", "discesa del gradiente",
         "gradiensereszkedés", avoid={"hu": [r"gradiens-ereszkedés"]}),
    Term("the LSTM gate that scales the cell state", "forget gate", "forget gate", "felejtőkapu", gloss=True,
         avoid={"it": [r"cancello di dimenticanza(?! \(forget gate\))"], "hu": [r"felejtő kapu", r"\bkapus\b"]},
         note="Italian keeps the English name (a gate in general: cancello), glossed once as 'cancello di "
              "dimenticanza (forget gate)'; a gated cell is Hungarian 'kapuzott' ('kapus' is a goalkeeper)."),
    Term("a step's matrix of partial derivatives", "Jacobian", "jacobiana", "Jacobi-mátrix",
         avoid={"it": [r"\b[Jj]acobian[oi]\b"]}, note="Chapter 001 writes 'la jacobiana'."),
    Term("the GRU gate that mixes old and new state", "update gate", "update gate", "frissítőkapu", gloss=True,
         avoid={"hu": [r"frissítő kapu"]}),
    Term("the tool that cuts text into tokens", "tokenizer", "tokenizer", "tokenizer",
         avoid={"it": [r"tokenizzator"]}),
    Term("the architecture", "transformer", "Transformer", "transformer",
         avoid={"it": [r"(?<![/\w])transformer(?![/\w])"]}, note="The Italian chapters capitalise it."),
    Term("inputs of a regression", "covariates", "covariate", "magyarázó változók",
         avoid={"it": [r"\bregressori\b"]}),
    Term("the sidebar's upload", "word list", "elenco di parole", "szólista",
         avoid={"it": [r"\blista di parole"]}),
    Term("a neural network", "network", "rete", "hálózat", avoid={"hu": [r"\b[Hh]áló(?!zat|ként)"]},
         note="Hungarian 'háló' is a net; 'biztonsági hálóként' (as a safety net) stays."),
    Term("what a model outputs for the next token", "prediction", "previsione", "előrejelzés",
         avoid={"hu": [r"jóslat"]}, note="A class's own guess in a lesson is Hungarian 'tipp'."),
    Term("the measure that compares models whatever their tokens", "bits per character", "bit per carattere",
         "bit per karakter", avoid={"hu": [r"bit karakterenként"]}),
    Term("a word's vector before the first layer (its row in the input table)", "before any layer",
         "prima di qualsiasi strato", "a rétegek előtt",
         avoid={"it": [r"prima di ogni strato"], "hu": [r"minden réteg előtt"]},
         note="'prima di ogni strato' and 'minden réteg előtt' read as 'before each layer'."),
    Term("one of the attention page's three linear maps (W^A, W^B, W^C)", "projection", "proiezione", "vetítés",
         avoid={"hu": [r"vetület"]}),
    Term("combining a sentence's token vectors into one", "pooling", "pooling", "pooling",
         avoid={"hu": [r"összevon\w*\s*\(pooling\)", r"vagy összevonj?a", r"[Mm]elyik összevonás"]},
         note="Hungarian 'összevonás' is a BPE merge."),
    Term("a comparison that does no vector arithmetic", "baseline", "baseline", "összehasonlítási alap",
         avoid={"it": [r"riferiment\w* \(baseline\)", r"[Ii] riferimenti che non"]},
         note="Italian 'riferimenti' are the book's reference figures on the word-vectors page."),
    Term("the one-layer network over one character", "neural bigram", "modello a bigrammi neurale",
         "neurális bigram", avoid={"it": [r"\bbigramma neurale"]}),
    Term("dividing the scores by √k", "scaling", "riscalatura", "skálázás",
         avoid={"it": [r"(?<!ri)scalatura"]}),
    Term("the usual training settings", "common settings", "impostazioni usuali", "szokásos beállítások",
         avoid={"it": [r"impostazioni comuni"]}),
    Term("the chart's download button", "camera button", "pulsante fotocamera", "kameragomb",
         avoid={"hu": [r"kamera gomb"]}),
    Term("one round in which a live class answers a question (the first vote, the second)", "vote", "votazione",
         "szavazás", avoid={"it": [r"\bvot[oi]\b"]},
         note="Italian 'voto' is also a school mark: 'la prima votazione', never 'il primo voto'."),
    Term("a question with no right answer, shown as a distribution only", "poll", "sondaggio", "véleménykérdés",
         avoid={"hu": [r"szavazás\w*\s*\(poll", r"[Aa] szavazásnak \{n\} lehetőség"]},
         note="Hungarian 'szavazás' is a vote (a round), so a poll is a 'véleménykérdés'."),
    Term("the answer a chapter computes for a question (a chart's mark)", "truth", "risposta esatta",
         "helyes válasz", avoid={"it": [r"\bverità\b"], "hu": [r"\b[Ii]gazság"]},
         note="Italian 'verità' and Hungarian 'igazság' (also 'justice') are calques; Italian prose may say 'la "
              "risposta giusta'."),
    Term("the share of a class's answers that are right", "right (share right)", "giuste (risposte giuste)",
         "helyes (helyes válaszok)", avoid={"it": [r"\brisposte corrette\b"], "hu": [r"\bjó válasz"]}),
)

# Quotation marks of each language's prose (English's own are the curly ones).
QUOTES = {"it": ("«", "»"), "hu": ("„", "”")}
AVOID_QUOTES = {"it": [r"[“”]", r"'\{[a-z_]+\}…?'"], "hu": [r"'\{[a-z_]+\}…?'"]}

# Grammatical gender of the attention page's names in Italian, in both namings (ui/strings/attention.py
# ``attention.name.*``): an article written before ``{value}`` must fit "il valore" and "la terza proiezione"
# alike, so the catalogues put a head noun between them ("la trasformazione {softmax}") wherever the two genders differ.
IT_GENDER = {
    "query": ("f", "f"), "key": ("f", "f"), "value": ("m", "f"), "score": ("m", "m"), "scores": ("m", "m"),
    "weight": ("m", "m"), "weights": ("m", "m"), "softmax": ("f", "m"), "head": ("f", "f"), "heads": ("f", "f"),
}
IT_PLURAL_NAMES = {"scores", "weights", "heads"}


def offences(lang: str, key: str, text: str) -> list[str]:
    """What in ``text`` (the ``lang`` value of ``key``) breaks the glossary, as short descriptions."""

    found = []
    for term in TERMS:
        unless = term.unless.get(lang)
        if unless and re.search(unless, text):
            continue
        for pattern in term.avoid.get(lang, ()):
            m = re.search(pattern, text)
            if m:
                found.append(f"{key}: {m.group(0)!r} (use {getattr(term, lang)!r} for {term.en!r})")
    for pattern in AVOID_QUOTES.get(lang, ()):
        m = re.search(pattern, text)
        if m:
            found.append(f"{key}: {m.group(0)!r} (quotes are {''.join(QUOTES[lang])})")
    return found
