"""Strings of the tokens-and-perplexity page: same model over different tokens, the names ladder, why counting stops."""

# Symbol-only strings that read the same in every language; everything else must be translated. The default
# sentence is input data, not prose: every model on the page was trained on English text, so it stays English.
SAME_AS_ENGLISH = {"tokens.scheme.bpe512", "tokens.col.lambda", "tokens.c.col.m", "tokens.s.default"}

EXPECTED_KEYS = (61, None, 1)   # English's (fewest keys, most or None, fewest with a placeholder): tests

# The parameter whose count picks ``key@one`` (ui.i18n.t, CLDR plural rules): one parameter per key serves
# every language, so each text agrees with that one count only (no "1 tokens", "1 passate").
PLURAL = {
    "tokens.s.total": "n",
    "tokens.m.cut": "n",
    "tokens.c.calc": "m",
}

EN = {
    "tokens.title": "Perplexity is a price per token",
    "tokens.lead": "And the token is a free choice. The same model over characters, words and BPE pieces gives "
                "perplexities that differ many-fold; bits per character puts them on one scale, and the ranking turns "
                "over.",
    "tokens.more": "What is measured here",
    "tokens.more_body": "Perplexity is exp(mean loss per token). Change what a token is and you change how many "
                     "predictions there are and how hard each one is, while the text stays the same. Bits per "
                     "character divides the total cost of the text by its number of characters instead: that "
                     "denominator is the same for every tokeniser (here {chars:,} held-out characters), but the total "
                     "cost is not, so bits per character still depends on the tokens (the same text costs "
                     "{b_chars:.2f} bits a character as characters and {b_words:.2f} as words). §1 does this on "
                     "English prose, §2 lines up every model of this app on the names, §3 shows why a count table "
                     "cannot simply take a longer context.",

    # --- 1. same model, different tokens -----------------------------------------------------------
    "tokens.t.header": "1. Same model, different tokens",
    "tokens.t.corpus": "Corpus: Brown + Gutenberg (NLTK), lower-cased, white space squeezed; {docs:,} documents (Brown "
                    "texts and ~{passage:,}-character Gutenberg passages) split once by document with seed {seed}: "
                    "training {train_docs} documents / {train_chars:,} characters, development {dev_docs} / "
                    "{dev_chars:,}, held-out {test_docs} / {test_chars:,}.",
    "tokens.t.model": "One model for every row: the interpolated bigram λ·P(t | previous) + (1 − λ)·P_unigram(t), with "
                   "an add-one unigram as the floor; tokens seen fewer than {min_count} times in training become one "
                   "*unknown* token that then spells itself out letter by letter, so nothing is infinite. λ is tuned "
                   "on the development part; every number is measured on the held-out part.",
    "tokens.scheme.chars": "characters",
    "tokens.scheme.words": "words",
    "tokens.scheme.bpe512": "BPE-512",
    "tokens.scheme.bpe2048": "BPE-2,048",
    "tokens.col.scheme": "tokens",
    "tokens.col.vocab": "model vocabulary",
    "tokens.col.tokens": "held-out tokens",
    "tokens.col.ppl": "perplexity per token",
    "tokens.col.nats": "total nats",
    "tokens.col.bpc": "bits per character",
    "tokens.col.lambda": "λ",
    "tokens.chart.ppl": "Perplexity per token (log scale)",
    "tokens.chart.bpc": "Bits per character",
    "tokens.shannon": "book: Shannon ≈ {v:g} bit",
    "tokens.ranking": "By perplexity the order is **{by_ppl}**; by bits per character it is **{by_bpc}**. The "
                      "character model goes from rank {c_ppl} to rank {c_bpc}. Per-token perplexity spans a "
                      "{range:.1f}× range; BPE-2,048 looks {ratio:.1f}× worse than BPE-512 by perplexity and costs "
                      "{bpc2048:.4f} against {bpc512:.4f} bits per character.",
    "tokens.book": "The book's figures. The chapter says only that it measured on “the prose corpus”; it gives neither "
                "its split nor its cleaning, so its digits are not expected to be ours: BPE-2,048 {b2048} bits "
                "against BPE-512 {b512} bits; BPE-2,048 looks {ratio}× worse by perplexity; about a {range}× "
                "perplexity range; its best bigram sits at {best} bits; Shannon measured about {shannon} bit per "
                "character (1951).",
    "tokens.book_rank": "The book's order by perplexity: {ppl}; by bits per character: {bpc}.",

    # --- merges --------------------------------------------------------------------------------------
    "tokens.m.header": "The number of merges is the free parameter",
    "tokens.m.slider": "BPE merges (0 = characters)",
    "tokens.m.help": "Tokenizers at these sizes ship with the app (trained on the training part by "
                  "scripts/build_tokens.py).",
    "tokens.m.title": "Same text, same model, more merges: perplexity per token and bits per character",
    "tokens.m.x": "BPE merges",
    "tokens.m.picked": "With {merges:,} merges: vocabulary {vocab:,}, {tokens:,} held-out tokens, perplexity {ppl:.2f} "
                    "per token, {bpc:.4f} bits per character.",
    "tokens.m.cut": "Your sentence cut with {merges:,} merges ({n} tokens):",

    "tokens.m.cut@one": "Your sentence cut with {merges:,} merges ({n} token):",
    # --- sentence ------------------------------------------------------------------------------------
    "tokens.s.header": "Type a sentence",
    "tokens.s.input": "A sentence (at most {limit} characters)",
    "tokens.s.default": "The quick brown fox jumps over the lazy dog.",
    "tokens.s.help": "It is lower-cased and its white space squeezed, like the corpus. Each box is one token; the "
                     "small number under it is its surprisal in bits given the token before it.",
    "tokens.s.err.empty": "Type a sentence to see it cut into tokens.",
    "tokens.s.err.too_long": "That is {n} characters; the limit is {limit}. Shorten it to see it cut into tokens.",
    "tokens.s.unseen": "The corpus never saw {chars}: each such character is part of an *unknown* token, which pays "
                       "for its spelling letter by letter (the unknown-token rule above).",
    "tokens.s.total": "**{scheme}**: {n} tokens, {bits:.1f} bits in total ({bpc:.2f} bits per character)",
    "tokens.s.total@one": "**{scheme}**: {n} token, {bits:.1f} bits in total ({bpc:.2f} bits per character)",
    "tokens.s.same": "Token counts range from {lo} to {hi}, and the total cost from {blo:.0f} to {bhi:.0f} bits: "
                     "{dear} pay {more:.0%} more than {cheap}. The cost is close, not invariant.",
    "tokens.s.unknown": "unknown token",

    # --- 2. ladder -----------------------------------------------------------------------------------
    "tokens.l.header": "2. One scale for every model on the names",
    "tokens.l.explain": "The book's split of the names, the same 27 symbols, validation part ({n:,} names, {preds:,} "
                     "predictions including each name's end). Bits per character = loss per predicted symbol ÷ ln 2.",
    "tokens.l.uniform": "uniform",
    "tokens.l.bigram": "count table, add-one",
    "tokens.l.trigram": "trigram count table, add-α (α = {alpha:g}, {contexts} contexts)",
    "tokens.l.mlp3": "MLP, k = 3 (shipped)",
    "tokens.l.gru": "GRU character model (shipped)",
    "tokens.l.transformer": "tiny transformer (shipped)",
    "tokens.l.col.model": "model",
    "tokens.l.col.ppl": "perplexity",
    "tokens.l.col.bpc": "bits per character",
    "tokens.l.col.params": "parameters",
    "tokens.l.col.samples": "10 samples (sidebar seed)",
    "tokens.l.chart": "Bits per character, validation names",
    "tokens.l.best_bigram": "book's best prose bigram {v}",
    "tokens.l.caveat": "Not comparable: names are not prose. A name is a short string with few letter patterns and no "
                    "words around it; Shannon's {shannon:g} bit and the chapter's {chapter} bits (both the book's) "
                    "are about running English text. The lines place the scale, not a race.",
    "tokens.l.alpha_note": "α for the trigram was chosen from {alphas} on a part of the training names: counted on the "
                        "first {n_fit:,} of the {n_train:,}, scored on the last {n_tune:,}; the table shown counts "
                        "all {n_train:,} with that α, and the validation names played no part in the choice.",

    # --- 3. counting stops -----------------------------------------------------------------------------
    "tokens.c.header": "3. Why counting stops",
    "tokens.c.m": "Context length m",
    "tokens.c.calc": "A count table with a context of **{m}** symbols needs a row for every context: 27^{m} = "
                     "**{chars}** rows for characters, 50,000^{m} = **{words}** rows for a 50,000-word vocabulary.",
    "tokens.c.calc@one": "A count table with a context of **{m}** symbol needs a row for every context: 27^{m} = "
                         "**{chars}** rows for characters, 50,000^{m} = **{words}** rows for a 50,000-word vocabulary.",
    "tokens.c.chart": "Contexts of length m on the names",
    "tokens.c.seen": "share of the 27^m possible contexts seen in training",
    "tokens.c.unseen": "share of validation contexts never seen in training",
    "tokens.c.x": "context length m",
    "tokens.c.col.m": "m",
    "tokens.c.col.possible": "possible (27^m)",
    "tokens.c.col.seen": "seen in training",
    "tokens.c.col.share": "share seen",
    "tokens.c.col.unseen": "validation contexts never seen",
    "tokens.c.sharing": "Few validation contexts are new: {u_lo:.1f}% at m = {m_lo} and {u_hi:.1f}% at m = {m_hi} were "
                     "never seen in training. What is mostly empty is the table itself: of the possible rows, "
                     "{s_lo:.1f}% are seen at m = {m_lo} and {s_hi:.3f}% at m = {m_hi}, so the table grows as 27^m "
                     "while the names fill an ever smaller share of it, and every new context it meets has only its "
                     "smoothing to go on. An embedding table shares: similar symbols get similar vectors, so what is "
                     "learnt after one context carries over to contexts never seen, and that sharing is what lets the "
                     "MLP beat a table.",
    "tokens.book_order": "The order differs too: words are rank {ours} of {n} by perplexity here, rank {theirs} in the "
                      "book.",
    "tokens.m.moves": "Both move, in opposite directions: from {m0:,} to {m1:,} merges, bits per character fall {path} "
                   "while perplexity per token rises from {p0:.1f} to {p1:.0f}.",
    "tokens.m.moves_same": "Both move, in the same direction: from {m0:,} to {m1:,} merges, bits per character go "
                           "{path} and perplexity per token from {p0:.1f} to {p1:.0f}.",
}

# The Italian and Hungarian catalogues. Terms follow the source chapters (Italian: perplessità, loss, tabella di
# conteggi, vocabolario, sorpresa; Hungarian: perplexitás, veszteség, bit per karakter, összevonás, szókészlet,
# félretett, számlálótábla). "BPE-2048" without a separator is how both write it (the Hungarian chapter does);
# the default sentence stays English because every model on this page was trained on English prose.
IT = {
    "tokens.title": "La perplessità è un prezzo per token",
    "tokens.lead": "E che cosa sia un token lo scegliamo noi. Lo stesso modello su caratteri, parole e pezzi BPE dà "
                "perplessità molto diverse fra loro; i bit per carattere le riportano su un'unica scala, e la "
                "classifica si capovolge.",
    "tokens.more": "Che cosa si misura qui",
    "tokens.more_body": "La perplessità è exp(loss media per token). Se cambi che cosa è un token, cambi quante "
                        "previsioni ci sono e quanto è difficile ciascuna, mentre il testo resta lo stesso. I bit per "
                        "carattere invece dividono il costo totale del testo per il suo numero di caratteri: quel "
                        "denominatore è lo stesso per ogni tokenizer (qui {chars:,} caratteri di test), il costo "
                        "totale no, quindi anche i bit per carattere dipendono dai token (lo stesso testo costa "
                        "{b_chars:.2f} bit per carattere se tagliato in caratteri e {b_words:.2f} se tagliato in "
                        "parole). Il §1 lo fa su prosa inglese, il §2 mette in fila tutti i modelli di questa app sui "
                        "nomi, il §3 mostra perché una tabella di conteggi non può semplicemente allungare il "
                        "contesto.",
    # --- 1. same model, different tokens -----------------------------------------------------------
    "tokens.t.header": "1. Stesso modello, token diversi",
    "tokens.t.corpus": "Corpus: Brown + Gutenberg (NLTK), tutto in minuscolo, spazi bianchi compattati; {docs:,} "
                    "documenti (testi del Brown e brani del Gutenberg di ~{passage:,} caratteri) divisi una volta sola "
                    "per documento con seme {seed}: addestramento {train_docs} documenti / {train_chars:,} caratteri, "
                    "sviluppo {dev_docs} / {dev_chars:,}, test (held-out) {test_docs} / {test_chars:,}.",
    "tokens.t.model": "Un solo modello per tutte le righe: il bigramma interpolato λ·P(t | precedente) + (1 − "
                   "λ)·P_unigramma(t), con un unigramma add-one (+1 a ogni conteggio) come rete di sicurezza; i token "
                   "visti meno di {min_count} volte in addestramento diventano un unico token *sconosciuto*, che poi "
                   "si scrive lettera per lettera, così nessuna probabilità è zero e nessun costo è infinito. λ è "
                   "regolato sulla parte di sviluppo; ogni numero è misurato sulla parte di test.",
    "tokens.scheme.chars": "caratteri",
    "tokens.scheme.words": "parole",
    "tokens.scheme.bpe512": "BPE-512",
    "tokens.scheme.bpe2048": "BPE-2048",
    "tokens.col.scheme": "tipo di token",
    "tokens.col.vocab": "vocabolario del modello",
    "tokens.col.tokens": "token di test",
    "tokens.col.ppl": "perplessità per token",
    "tokens.col.nats": "nat totali",
    "tokens.col.bpc": "bit per carattere",
    "tokens.col.lambda": "λ",
    "tokens.chart.ppl": "Perplessità per token (scala log)",
    "tokens.chart.bpc": "Bit per carattere",
    "tokens.shannon": "libro: stima di Shannon ≈ {v:g} bit",
    "tokens.ranking": "In ordine di perplessità: **{by_ppl}**; in ordine di bit per carattere: **{by_bpc}**. Il "
                      "modello a caratteri passa dal posto {c_ppl} al posto {c_bpc}. La perplessità per token varia di "
                      "un fattore {range:.1f}; per perplessità BPE-2048 sembra {ratio:.1f} volte peggiore di BPE-512, "
                      "eppure costa {bpc2048:.4f} bit per carattere contro {bpc512:.4f}.",
    "tokens.book": "I valori del libro. Il capitolo dice solo di aver misurato su «il corpus di prosa»; non ne indica "
                   "né la suddivisione né la pulizia, quindi le sue cifre non devono per forza coincidere con le "
                   "nostre: BPE-2048 {b2048} bit contro BPE-512 {b512} bit; per perplessità BPE-2048 sembra {ratio} "
                   "volte peggiore; perplessità che varia di un fattore {range} circa; il suo bigramma migliore sta a "
                   "{best} bit; Shannon misurò circa {shannon} bit per carattere (1951).",
    "tokens.book_rank": "L'ordine del libro per perplessità: {ppl}; per bit per carattere: {bpc}.",

    # --- merges --------------------------------------------------------------------------------------
    "tokens.m.header": "Il numero di fusioni (merges) è il parametro libero",
    "tokens.m.slider": "Fusioni BPE (0 = caratteri)",
    "tokens.m.help": "I tokenizer di queste dimensioni sono inclusi nell'app (addestrati sulla parte di addestramento "
                     "da scripts/build_tokens.py).",
    "tokens.m.title": "Stesso testo, stesso modello, più fusioni: perplessità per token e bit per carattere",
    "tokens.m.x": "Fusioni BPE",
    "tokens.m.picked": "Con {merges:,} fusioni: vocabolario di {vocab:,} voci, {tokens:,} token di test, perplessità "
                    "{ppl:.2f} per token, {bpc:.4f} bit per carattere.",
    "tokens.m.cut": "La tua frase tagliata con {merges:,} fusioni ({n} token):",

    "tokens.m.cut@one": "La tua frase tagliata con {merges:,} fusioni ({n} token):",
    # --- sentence ------------------------------------------------------------------------------------
    "tokens.s.header": "Scrivi una frase",
    "tokens.s.input": "Una frase (al massimo {limit} caratteri)",
    "tokens.s.default": "The quick brown fox jumps over the lazy dog.",
    "tokens.s.help": "Viene portata in minuscolo e i suoi spazi vengono compattati, come nel corpus. Ogni riquadro è "
                     "un token; il numerino sotto è la sua sorpresa (surprisal) in bit, dato il token precedente.",
    "tokens.s.err.empty": "Scrivi una frase per vederla tagliata in token.",
    "tokens.s.err.too_long": "Sono {n} caratteri; il limite è {limit}. Accorciala per vederla tagliata in token.",
    "tokens.s.unseen": "Il corpus non ha mai visto {chars}: ognuno di questi caratteri finisce in un token "
                    "*sconosciuto*, che si paga lettera per lettera (la regola del token sconosciuto descritta "
                    "sopra).",
    "tokens.s.total": "**{scheme}**: {n} token, {bits:.1f} bit in totale ({bpc:.2f} bit per carattere)",
    "tokens.s.total@one": "**{scheme}**: {n} token, {bits:.1f} bit in totale ({bpc:.2f} bit per carattere)",
    "tokens.s.same": "Il numero di token va da {lo} a {hi}, il costo totale da {blo:.0f} a {bhi:.0f} bit: il taglio "
                     "più caro ({dear}) costa il {more:.0%} in più del più economico ({cheap}). Il costo è vicino, non "
                     "invariante.",
    "tokens.s.unknown": "token sconosciuto",

    # --- 2. ladder -----------------------------------------------------------------------------------
    "tokens.l.header": "2. Un'unica scala per tutti i modelli sui nomi",
    "tokens.l.explain": "La suddivisione dei nomi del libro, gli stessi 27 simboli, parte di validazione ({n:,} nomi, "
                     "{preds:,} previsioni, compresa la fine di ogni nome). Bit per carattere = loss per simbolo "
                     "previsto ÷ ln 2.",
    "tokens.l.uniform": "uniforme",
    "tokens.l.bigram": "tabella dei conteggi, add-one",
    "tokens.l.trigram": "tabella dei conteggi a trigrammi, add-α (α = {alpha:g}, {contexts} contesti)",
    "tokens.l.mlp3": "MLP, k = 3 (già addestrato)",
    "tokens.l.gru": "modello GRU a caratteri (già addestrato)",
    "tokens.l.transformer": "piccolo Transformer (già addestrato)",
    "tokens.l.col.model": "modello",
    "tokens.l.col.ppl": "perplessità",
    "tokens.l.col.bpc": "bit per carattere",
    "tokens.l.col.params": "parametri",
    "tokens.l.col.samples": "10 campioni (seme della barra laterale)",
    "tokens.l.chart": "Bit per carattere, nomi di validazione",
    "tokens.l.best_bigram": "miglior bigramma del libro su prosa {v}",
    "tokens.l.caveat": "Non confrontabili: i nomi non sono prosa. Un nome è una stringa corta, con pochi schemi di "
                       "lettere e nessuna parola intorno; la stima di Shannon ({shannon:g} bit) e i {chapter} bit del "
                       "capitolo (entrambi valori del libro) riguardano testo inglese continuo. Le linee servono a "
                       "dare la scala, non a fare una gara.",
    "tokens.l.alpha_note": "L'α del trigramma è stato scelto fra {alphas} su una parte dei nomi di addestramento: "
                        "contati i primi {n_fit:,} dei {n_train:,}, valutato sugli ultimi {n_tune:,}; la tabella "
                        "mostrata conta tutti i {n_train:,} con quell'α, e i nomi di validazione non hanno avuto "
                        "parte nella scelta.",

    # --- 3. counting stops -----------------------------------------------------------------------------
    "tokens.c.header": "3. Perché contare non basta più",
    "tokens.c.m": "Lunghezza del contesto m",
    "tokens.c.calc": "Una tabella di conteggi con contesto di lunghezza **{m}** ha bisogno di una riga per ogni "
                     "contesto: 27^{m} = **{chars}** righe per i caratteri, 50\u00a0000^{m} = **{words}** righe per "
                     "un vocabolario di 50\u00a0000 parole.",
    "tokens.c.calc@one": "Una tabella di conteggi con contesto di lunghezza **{m}** ha bisogno di una riga per ogni "
                         "contesto: 27^{m} = **{chars}** righe per i caratteri, 50 000^{m} = **{words}** righe per un "
                         "vocabolario di 50 000 parole.",
    "tokens.c.chart": "Contesti di lunghezza m sui nomi",
    "tokens.c.seen": "quota dei 27^m contesti possibili vista in addestramento",
    "tokens.c.unseen": "quota dei contesti di validazione mai visti in addestramento",
    "tokens.c.x": "lunghezza del contesto m",
    "tokens.c.col.m": "m",
    "tokens.c.col.possible": "possibili (27^m)",
    "tokens.c.col.seen": "visti in addestramento",
    "tokens.c.col.share": "quota vista",
    "tokens.c.col.unseen": "contesti di validazione mai visti",
    "tokens.c.sharing": "I contesti di validazione nuovi sono pochi: il {u_lo:.1f}% con m = {m_lo} e il {u_hi:.1f}% "
                        "con m = {m_hi} non erano mai comparsi nell'addestramento. Quello che resta per lo più vuoto "
                        "è la tabella stessa: delle righe possibili se ne vede il {s_lo:.1f}% con m = {m_lo} e lo "
                        "{s_hi:.3f}% con m = {m_hi}; la tabella cresce come 27^m mentre i nomi ne riempiono una quota "
                        "sempre più piccola, e per ogni contesto nuovo ha solo lo smoothing. Una tabella di embedding "
                        "invece condivide: simboli simili ricevono vettori simili, quindi ciò che si impara dopo un "
                        "contesto si trasferisce a contesti mai visti, ed è proprio questa condivisione a permettere "
                        "all'MLP di battere una tabella.",
    "tokens.book_order": "Anche l'ordine è diverso: per perplessità le parole sono al posto {ours} su {n} qui, al "
                         "posto {theirs} nel libro.",
    "tokens.m.moves": "Si muovono entrambi, in direzioni opposte: da {m0:,} a {m1:,} fusioni i bit per carattere "
                   "scendono {path}, mentre la perplessità per token sale da {p0:.1f} a {p1:.0f}.",
    "tokens.m.moves_same": "Si muovono entrambi, nella stessa direzione: da {m0:,} a {m1:,} fusioni i bit per "
                           "carattere vanno {path} e la perplessità per token da {p0:.1f} a {p1:.0f}.",
}

HU = {
    "tokens.title": "A perplexitás tokenenkénti ár",
    "tokens.lead": "A token pedig szabadon választható. Ugyanaz a modell karaktereken, szavakon és BPE-darabokon "
                "sokszorosan eltérő perplexitást ad; a bit per karakter egy skálára hozza őket, és a rangsor "
                "megfordul.",
    "tokens.more": "Mit mérünk itt",
    "tokens.more_body": "A perplexitás exp(tokenenkénti átlagos veszteség). Ha megváltoztatod, mi számít egy tokennek, "
                     "azt változtatod meg, hány előrejelzés van és mennyire nehéz egy-egy, miközben a szöveg ugyanaz "
                     "marad. A bit per karakter ehelyett a szöveg teljes költségét osztja el a karakterek számával: "
                     "ez a nevező minden tokenizerre ugyanaz (itt {chars:,} félretett karakter), a teljes költség "
                     "viszont nem, így a bit per karakter is függ a tokenektől (ugyanaz a szöveg karakterekként "
                     "{b_chars:.2f}, szavakként {b_words:.2f} bitbe kerül karakterenként). Az 1. § ezt angol prózán "
                     "mutatja meg, a 2. § az alkalmazás összes modelljét egymás mellé állítja a neveken, a 3. § pedig "
                     "megmutatja, miért nem tud egy számlálótábla egyszerűen hosszabb kontextust figyelembe venni.",

    # --- 1. same model, different tokens -----------------------------------------------------------
    "tokens.t.header": "1. Ugyanaz a modell, különböző tokenek",
    "tokens.t.corpus": "Korpusz: Brown + Gutenberg (NLTK), kisbetűsítve, a szóközök összevonva; {docs:,} dokumentum "
                    "(Brown-szövegek és ~{passage:,} karakteres Gutenberg-részletek), egyszer, dokumentumonként "
                    "felosztva (véletlenmag: {seed}): tanító rész {train_docs} dokumentum / {train_chars:,} karakter, "
                    "fejlesztői rész {dev_docs} / {dev_chars:,}, félretett rész {test_docs} / {test_chars:,}.",
    "tokens.t.model": "Minden sorban ugyanaz a modell: az interpolált bigram, λ·P(t | előző) + (1 − λ)·P_unigram(t), "
                   "biztonsági hálóként egy +1-es (add-one) simítású unigrammal; azok a tokenek, amelyeket a "
                   "tanításban kevesebb mint {min_count} alkalommal láttunk, egyetlen *ismeretlen* tokenné válnak, "
                   "amely aztán betűről betűre kibetűzi magát, így semmi sem lesz végtelen. A λ-t a fejlesztői "
                   "részen hangoltuk; minden számot a félretett részen mértünk.",
    "tokens.scheme.chars": "karakterek",
    "tokens.scheme.words": "szavak",
    "tokens.scheme.bpe512": "BPE-512",
    "tokens.scheme.bpe2048": "BPE-2048",
    "tokens.col.scheme": "tokenizálás",
    "tokens.col.vocab": "a modell szókészlete",
    "tokens.col.tokens": "félretett tokenek",
    "tokens.col.ppl": "perplexitás tokenenként",
    "tokens.col.nats": "összes nat",
    "tokens.col.bpc": "bit per karakter",
    "tokens.col.lambda": "λ",
    "tokens.chart.ppl": "Perplexitás tokenenként (log skála)",
    "tokens.chart.bpc": "Bit per karakter",
    "tokens.shannon": "könyv: Shannon mérése ≈ {v:g} bit",
    "tokens.ranking": "Perplexitás szerint a sorrend **{by_ppl}**; bit per karakter szerint **{by_bpc}**. A "
                   "karaktermodell helyezése perplexitás szerint {c_ppl}., bit per karakter szerint {c_bpc}. A "
                   "tokenenkénti perplexitás legnagyobb és legkisebb értékének aránya {range:.1f}×; a BPE-2048 "
                   "perplexitás szerint {ratio:.1f}× rosszabbnak látszik a BPE-512-nél, mégis {bpc2048:.4f} bit per "
                   "karakterbe kerül, szemben a BPE-512 {bpc512:.4f} bitjével.",
    "tokens.book": "A könyv számai. A fejezet csak annyit mond, hogy „a prózakorpuszon” mért; sem a felosztását, sem a "
                "tisztítását nem adja meg, így a számjegyeinek nem kell a mieinkkel egyezniük: BPE-2048 {b2048} bit, "
                "BPE-512 {b512} bit; a BPE-2048 perplexitás szerint {ratio}× rosszabbnak látszik; a perplexitás "
                "nagyjából {range}× tartományban mozog; a könyv legjobb bigram modellje {best} biten áll; Shannon "
                "nagyjából {shannon} bit per karaktert mért (1951).",
    "tokens.book_rank": "A könyv sorrendje perplexitás szerint: {ppl}; bit per karakter szerint: {bpc}.",

    # --- merges --------------------------------------------------------------------------------------
    "tokens.m.header": "Az összevonások (merges) száma a szabad paraméter",
    "tokens.m.slider": "BPE-összevonások (0 = karakterek)",
    "tokens.m.help": "Ezekhez a méretekhez mellékelt tokenizer tartozik (a scripts/build_tokens.py tanította őket a "
                     "tanító részen).",
    "tokens.m.title": "Ugyanaz a szöveg, ugyanaz a modell, több összevonás: tokenenkénti perplexitás és bit per "
                      "karakter",
    "tokens.m.x": "BPE-összevonások",
    "tokens.m.picked": "{merges:,} összevonással: {vocab:,} elemű szókészlet, {tokens:,} félretett token, perplexitás "
                    "tokenenként {ppl:.2f}, {bpc:.4f} bit per karakter.",
    "tokens.m.cut": "A mondatod {merges:,} összevonással feldarabolva ({n} token):",

    "tokens.m.cut@one": "A mondatod {merges:,} összevonással feldarabolva ({n} token):",
    # --- sentence ------------------------------------------------------------------------------------
    "tokens.s.header": "Írj be egy mondatot",
    "tokens.s.input": "Egy mondat (legfeljebb {limit} karakter)",
    "tokens.s.default": "The quick brown fox jumps over the lazy dog.",
    "tokens.s.help": "Kisbetűssé alakítjuk, a szóközöket összevonjuk, ahogy a korpuszban. Minden doboz egy token; az "
                  "alatta lévő kis szám a meglepetése (surprisal) bitben, az előző token ismeretében.",
    "tokens.s.err.empty": "Írj be egy mondatot, és megnézheted, hogyan darabolódik tokenekre.",
    "tokens.s.err.too_long": "Ez {n} karakter, a határ {limit}. Rövidítsd le, és megnézheted, hogyan darabolódik "
                          "tokenekre.",
    "tokens.s.unseen": "A korpuszban soha nem fordult elő: {chars}. Minden ilyen karakter egy *ismeretlen* token "
                       "része, amely betűről betűre megfizeti a saját kibetűzését (lásd fent az ismeretlen tokenek "
                       "szabályát).",
    "tokens.s.total": "**{scheme}**: {n} token, összesen {bits:.1f} bit ({bpc:.2f} bit per karakter)",
    "tokens.s.total@one": "**{scheme}**: {n} token, összesen {bits:.1f} bit ({bpc:.2f} bit per karakter)",
    "tokens.s.same": "A tokenek száma {lo} és {hi}, a teljes költség {blo:.0f} és {bhi:.0f} bit között van: a "
                     "legdrágább ({dear}) {more:.0%}-kal többe kerül, mint a legolcsóbb ({cheap}). A költség közeli, "
                     "de nem állandó.",
    "tokens.s.unknown": "ismeretlen token",

    # --- 2. ladder -----------------------------------------------------------------------------------
    "tokens.l.header": "2. Egyetlen skála minden modellre, a neveken mérve",
    "tokens.l.explain": "A nevek könyvbeli felosztása, ugyanaz a 27 szimbólum, validációs rész ({n:,} név, {preds:,} "
                     "előrejelzés, minden név végét is beleértve). Bit per karakter = veszteség előrejelzett "
                     "szimbólumonként ÷ ln 2.",
    "tokens.l.uniform": "egyenletes",
    "tokens.l.bigram": "számlálótábla, +1 simítás",
    "tokens.l.trigram": "trigram számlálótábla, +α simítás (α = {alpha:g}, {contexts} kontextus)",
    "tokens.l.mlp3": "MLP, k = 3 (mellékelt)",
    "tokens.l.gru": "GRU karaktermodell (mellékelt)",
    "tokens.l.transformer": "apró transformer (mellékelt)",
    "tokens.l.col.model": "modell",
    "tokens.l.col.ppl": "perplexitás",
    "tokens.l.col.bpc": "bit per karakter",
    "tokens.l.col.params": "paraméterek",
    "tokens.l.col.samples": "10 minta (az oldalsáv véletlenmagjával)",
    "tokens.l.chart": "Bit per karakter, validációs nevek",
    "tokens.l.best_bigram": "a könyv legjobb bigram modellje prózán: {v}",
    "tokens.l.caveat": "Nem összehasonlítható: a nevek nem próza. Egy név rövid karakterlánc, kevés betűmintázattal, "
                       "és nincsenek körülötte szavak; Shannon {shannon:g} bitje és a fejezet {chapter} bitje "
                       "(mindkettő a könyvé) folyó angol szövegre vonatkozik. A vonalak csak a skálát mutatják, nem "
                       "versenyt jelölnek.",
    "tokens.l.alpha_note": "A trigram α-ját a tanító nevek egy részén választottuk ki a következők közül: {alphas}; a "
                           "{n_train:,} névből az első {n_fit:,}-t számoltuk meg, az utolsó {n_tune:,}-n mértünk. A "
                           "bemutatott tábla mind a {n_train:,} nevet számolja ezzel az α-val, a validációs nevek a "
                           "választásban nem vettek részt.",
    # --- 3. counting stops -----------------------------------------------------------------------------
    "tokens.c.header": "3. Miért akad el a számlálás",
    "tokens.c.m": "Kontextushossz m",
    "tokens.c.calc": "Egy **{m}** szimbólum hosszú kontextusú számlálótáblának minden kontextushoz kell egy sor: "
                  "karakterekre 27^{m} = **{chars}** sor, egy 50\u00a0000 szavas szókészletre "
                  "50\u00a0000^{m} = **{words}** sor.",
    "tokens.c.calc@one": "Egy **{m}** szimbólum hosszú kontextusú számlálótáblának minden kontextushoz kell egy sor: "
                         "karakterekre 27^{m} = **{chars}** sor, egy 50 000 szavas szókészletre 50 000^{m} = "
                         "**{words}** sor.",
    "tokens.c.chart": "m hosszú kontextusok a neveken",
    "tokens.c.seen": "a 27^m lehetséges kontextusból a tanításban látottak aránya",
    "tokens.c.unseen": "a tanításban soha nem látott validációs kontextusok aránya",
    "tokens.c.x": "kontextushossz m",
    "tokens.c.col.m": "m",
    "tokens.c.col.possible": "lehetséges (27^m)",
    "tokens.c.col.seen": "a tanításban látott",
    "tokens.c.col.share": "a látottak aránya",
    "tokens.c.col.unseen": "soha nem látott validációs kontextusok",
    "tokens.c.sharing": "Kevés validációs kontextus új: m = {m_lo} esetén {u_lo:.1f}%, m = {m_hi} esetén {u_hi:.1f}% "
                        "nem fordult elő a tanításban. Ami többnyire üres, az maga a tábla: a lehetséges sorok "
                        "{s_lo:.1f}%-át látjuk m = {m_lo} esetén, és {s_hi:.3f}%-át m = {m_hi} esetén; a tábla 27^m "
                        "szerint nő, a nevek egyre kisebb részét töltik ki, és minden új kontextusnál csak a "
                        "simításra támaszkodhat. Egy embedding tábla viszont megoszt: a hasonló szimbólumok hasonló "
                        "vektorokat kapnak, így amit a modell egy kontextus után megtanul, az átkerül soha nem látott "
                        "kontextusokra is, és éppen ez a megosztás teszi lehetővé, hogy az MLP megverje a táblát.",
    "tokens.book_order": "A sorrend is más: perplexitás szerint a szavak itt a {n} modell közül a {ours}. helyen "
                         "állnak, a könyvben a {theirs}. helyen.",
    "tokens.m.moves": "Mindkettő mozog, ellentétes irányba: {m0:,}-tól {m1:,} összevonásig a bit per karakter csökken "
                      "({path}), a tokenenkénti perplexitás pedig {p0:.1f}-ről {p1:.0f}-ra nő.",
    "tokens.m.moves_same": "Mindkettő mozog, ugyanabba az irányba: {m0:,}-tól {m1:,} összevonásig a bit per karakter "
                        "{path}, a tokenenkénti perplexitás {p0:.1f}-ről {p1:.0f}-ra változik.",
}
