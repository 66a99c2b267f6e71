"""Strings of the word-vectors page (neighbours, analogies, the evaluation table, word2vec, high dimensions)."""

# Formula-, symbol- or name-only strings that read the same in every language; everything else must be translated.
SAME_AS_ENGLISH = {
    "word_vectors.an.a", "word_vectors.an.b", "word_vectors.an.c", "word_vectors.an.answer",          # a : b :: c : ?
    "word_vectors.short.glove", "word_vectors.short.w2v", "word_vectors.set.glove",    # product names (50 d: d is the
                                                                                       # dimension symbol)
}
SAME_AS_ENGLISH_BY_LANG = {"it": {"word_vectors.ev.sem"}, "hu": set()}   # "sem." abbreviates "semantiche" too

EXPECTED_KEYS = (121, None, 31)   # English's (fewest keys, most or None, fewest with a placeholder): tests
NEUTRAL_LIMIT = 10   # at most this many language-neutral keys above (shared + longer per-language list)

# The parameter whose count picks ``key@one`` (ui.i18n.t, CLDR plural rules): one parameter per key serves
# every language, so each text agrees with that one count only (no "1 tokens", "1 passate").
PLURAL = {
    "word_vectors.tr.differs": "same",
}

EN = {
    "word_vectors.title": "Word vectors and the analogy trick",
    "word_vectors.lead": "Every word gets a row of numbers; words used in similar company get rows that point the "
                         "same way.",
    "word_vectors.more": "More about this page and the two vector sets",
    "word_vectors.intro": "Give every word a row of numbers, fitted so that words used in similar company get similar "
                          "rows. Closeness is measured by the **cosine** of the angle between two rows: 1 means the "
                          "same direction, 0 means unrelated directions. Everything on this page is computed live "
                          "from real vectors, except the evaluation table, which a script precomputed from the same "
                          "vectors and code.",
    "word_vectors.set": "Vector set",
    "word_vectors.set.glove": "GloVe 6B (50 d)",
    "word_vectors.set.w2v": "word2vec, small corpus (100 d)",
    "word_vectors.set_help": "GloVe: Stanford's vectors fitted to 6 billion tokens of Wikipedia + Gigaword. word2vec: "
                             "trained by this app's script on 2.9 million words of old books and 1960s American prose.",
    "word_vectors.cutoff": "Words searched (most frequent first)",
    "word_vectors.cutoff_help": "Only the N most frequent words can be an answer or a neighbour. A larger vocabulary "
                                "holds more correct answers but also more rare distractors: the scores move with this "
                                "number.",
    "word_vectors.about.glove": "**GloVe 6B, 50 dimensions**: fitted by Stanford to 6 billion tokens (Wikipedia 2014 + "
                      "Gigaword 5); the {v:,} most frequent words are shipped. This is *not* the chapter's word2vec "
                      "on text8 (17 million Wikipedia words), which cannot be shipped here; the chapter's figures "
                      "appear as labelled *book* references. Searching the first {n:,} words.",
    "word_vectors.about.w2v": "**word2vec trained here**: skip-gram with negative sampling, {d} dimensions, on NLTK's "
                              "Brown + Gutenberg texts (2.9 million words, about a sixth of the chapter's text8); "
                              "{v:,} words seen at least 5 times. Searching the first {n:,} words (all of them when "
                              "the cut-off is larger).",
    "word_vectors.tab.neigh": "Neighbours",
    "word_vectors.tab.analogy": "Analogy",
    "word_vectors.tab.eval": "Evaluation table",
    "word_vectors.tab.train": "Training word2vec",
    "word_vectors.tab.geom": "High dimensions",
    "word_vectors.cosine": "cosine similarity",
    # typed words (and the same words in a link)
    "word_vectors.err.empty": "Type a word in **{label}**.",
    "word_vectors.err.too_long": "**{label}** holds one word of at most {limit} characters; this text has {length}.",
    "word_vectors.msg.lowered": "Looked up {raw} as {word}: both vector sets are lower case.",
    "word_vectors.err.spaces": "{raw} is more than one word; each box takes a single word. {hint}",
    "word_vectors.err.non_latin": "{raw} is not written in the English alphabet, and both vector sets are English "
                                  "only: type an English word such as **king**. {hint}",
    "word_vectors.err.unknown": "{raw} is not among the {n:,} words searched in {set} (a rarer word may be found with "
                                "a larger cut-off). {hint}",
    "word_vectors.msg.try": "Try {words}.",
    # neighbours
    "word_vectors.neigh.intro": "The nearest words by cosine, in both vector sets side by side above. Nobody told "
                                "either model that numbers or instruments form a group: the rows ended up close "
                                "because the words keep the same company.",
    "word_vectors.neigh.word": "Word",
    "word_vectors.neigh.k": "How many neighbours",
    "word_vectors.neigh.rank": "{word} is word #{rank:,} of {v:,} by frequency: rare words get noisy vectors.",
    "word_vectors.neigh.chart": "Nearest to “{word}” ({set})",
    "word_vectors.book_note.neigh": "word2vec on text8, nearest to {word}",
    "word_vectors.book_note.kmw_all": "word2vec on text8, king − man + woman, nothing excluded",
    "word_vectors.book_note.kmw_excl": "word2vec on text8, king − man + woman, a, b, c excluded",
    "word_vectors.book_note.text8": "word2vec on text8",
    "word_vectors.book_note.ratio": "extra distance of the farthest pair, d = 10,000",
    "word_vectors.book_note.draw": "another draw of 1,000 pairs",
    "word_vectors.book_note.share": "|cos| > 0.1 in 768 dimensions",
    "word_vectors.map.header": "A map of a few words",
    "word_vectors.map.group": "Group",
    "word_vectors.map.numbers": "numbers",
    "word_vectors.map.instruments": "instruments",
    "word_vectors.map.capitals": "countries and capitals",
    "word_vectors.map.family": "people and family",
    "word_vectors.map.all": "all four",
    "word_vectors.map.title": "The two main directions of the group ({set})",
    "word_vectors.map.note": "A PCA projection keeps the two directions along which these words differ most. Only the "
                             "group is projected, so the picture is a flat shadow of 50 or 100 dimensions: trust the "
                             "neighbours above more than distances here.",
    "word_vectors.map.too_few": "Fewer than three words of this group are known to {set} at this cut-off.",
    # analogy
    "word_vectors.an.intro": "**a : b :: c : ?** — man is to king as woman is to what? The recipe: take the vector b "
                             "− a + c and return the word nearest to it. The published rule removes a, b and c from "
                             "the candidates before looking. Switch that rule off and see what the arithmetic alone "
                             "returns.",
    "word_vectors.an.a": "a",
    "word_vectors.an.b": "b",
    "word_vectors.an.c": "c",
    "word_vectors.an.exclude": "Exclude a, b, c from the answers",
    "word_vectors.an.exclude_help": "The standard scoring rule. Off: every word may win, including the three you "
                                    "typed.",
    "word_vectors.an.answer": "{a} : {b} :: {c} : ?",
    "word_vectors.an.answer_help": "The word whose vector has the largest cosine with b − a + c.",
    "word_vectors.an.sim": "its cosine with b − a + c",
    "word_vectors.an.sim_c": "its cosine with {c} alone",
    "word_vectors.an.sim_c_help": "How close the answer already is to c, with no arithmetic at all.",
    "word_vectors.an.is_input": "The winner, {word}, is one of the three words you typed: b − a + c is still mostly b "
                                "and c. Turn on the exclusion rule to see the answer people quote.",
    "word_vectors.an.chart": "Words nearest to {b} − {a} + {c} (inputs in red)",
    "word_vectors.an.legend.input": "one of a, b, c",
    "word_vectors.an.legend.other": "other word",
    "word_vectors.an.ranks": "With nothing excluded, the inputs rank: {w1} #{r1} ({s1:.3f}), {w2} #{r2} ({s2:.3f}), "
                   "{w0} #{r0} ({s0:.3f}).",
    "word_vectors.an.same3": "The same word three times: b − a + c is just that word, so with nothing excluded it "
                             "wins with cosine 1, and with the rule on you get its nearest neighbour. Try three "
                             "different words, e.g. man, king, woman.",
    "word_vectors.an.same_ab": "a and b are the same word, so b − a + c = c exactly: the answer is simply the nearest "
                               "word to c. Try two different words for a and b.",
    "word_vectors.an.same2": "Two of the three words are the same, so the arithmetic has less to work with; try three "
                   "different words.",
    "word_vectors.an.reading": "Read the two numbers under the answer together. If the answer was already close to c "
                               "on its own, the subtraction did little: the rule that forbids a, b and c did the "
                               "work. The table in the next tab measures this on {n:,} questions.",
    # evaluation
    "word_vectors.ev.intro": "Mikolov's test set asks {n:,} questions a : b :: c : d ({sem:,} semantic such as athens "
                             ": greece :: baghdad : iraq, {syn:,} syntactic such as walking : walked :: swimming : "
                             "swam). A question counts only if all four words are among the words searched. Five ways "
                             "to answer, the last four with a, b, c excluded: the last three do no real arithmetic at "
                             "all.",
    "word_vectors.ev.method": "how the answer is chosen",
    "word_vectors.ev.m.add_all": "b − a + c, nothing excluded",
    "word_vectors.ev.m.add": "b − a + c, inputs excluded (standard)",
    "word_vectors.ev.m.only_c": "nearest to c only",
    "word_vectors.ev.m.only_b": "nearest to b only",
    "word_vectors.ev.m.b_plus_c": "b + c (ignore a)",
    "word_vectors.short.glove": "GloVe",
    "word_vectors.short.w2v": "word2vec",
    "word_vectors.ev.sem": "sem.",
    "word_vectors.ev.syn": "syn.",
    "word_vectors.ev.kept": "kept",
    "word_vectors.ev.kept_note": "sem. / syn.: accuracy on the answerable semantic / syntactic questions. kept: the "
                                 "row's semantic accuracy as a share of the standard row's.",
    "word_vectors.ev.precomputed": "Precomputed by `{script}` on {date} (UTC) and read from the shipped file; the "
                                   "tests recompute it with the same code.",
    "word_vectors.ev.computed_now": "Computed now on this server: no precomputed table was shipped for this cut-off.",
    "word_vectors.ev.answerable_line": "Answerable: **{sem:,}** semantic + **{syn:,}** syntactic of {total:,} "
                                       "questions.",
    "word_vectors.ev.wins_help": "Share of the answerable semantic questions whose winner, with nothing excluded, is "
                                 "a, b or c.",
    "word_vectors.ev.kept_help": "Semantic accuracy of 'nearest to c only' divided by the standard semantic accuracy.",
    "word_vectors.ev.searched": "{n:,} words searched",
    "word_vectors.ev.answerable": "answerable",
    "word_vectors.ev.wins_sem": "winner is an input",
    "word_vectors.ev.wins": "input wins",
    "word_vectors.ev.which": "Over all {n:,} answerable questions, nothing excluded, the winner is an input {all} of "
                             "the time: c {c:,} times, b {b:,} times, a {a:,} times.",
    "word_vectors.ev.kept_c": "nearest-to-c keeps",
    "word_vectors.ev.book": "the winner is an input on {wins} of the {answerable} answerable semantic questions, and "
                  "nearest-to-c keeps {kept} of the semantic score",
    "word_vectors.ev.chart": "Semantic accuracy by answering rule",
    "word_vectors.ev.chart_y": "semantic accuracy (%)",
    "word_vectors.ev.reading": "With the first {n:,} words searched and nothing excluded, the winner is one of a, b, "
                               "c on {g_wins} of GloVe's answerable semantic questions and on {w_wins} of word2vec's. "
                               "Nearest-to-c alone, with no arithmetic at all, keeps {g_kept} of GloVe's standard "
                               "score and {w_kept} of word2vec's: {more} leans more on plain proximity than {less}. "
                               "Whatever the vectors, the part of the score that nearest-to-c keeps is proximity plus "
                               "the rule that bans the obvious answers, not arithmetic.",
    "word_vectors.ev.sections": "Accuracy per section",
    "word_vectors.ev.section": "section",
    "word_vectors.pairs.header": "Do cosines agree with people?",
    "word_vectors.pairs.set": "vectors",
    "word_vectors.pairs.data": "human ratings",
    "word_vectors.pairs.rho": "Spearman ρ",
    "word_vectors.pairs.used": "pairs used",
    "word_vectors.pairs.reading": "Spearman's ρ compares rank orders: 1 means the vectors order the word pairs "
                                  "exactly as people did. WordSim-353 rewards any association (cup–coffee); "
                                  "SimLex-999 asks for similarity only, so a pair of opposites such as old–new should "
                                  "score low — cosine, which loves shared contexts, finds that much harder.",
    # training
    "word_vectors.tr.intro": "word2vec keeps only the embedding table of a language model. Skip-gram with negative "
                             "sampling turns each real (centre word, neighbouring word) pair of the text into a "
                             "yes-example and k random pairs into no-examples:",
    "word_vectors.tr.formula": "In words: a binary classifier for “did these two words really occur together?”, whose "
                               "score is the dot product of the two vectors. It never touches the whole vocabulary, "
                               "which is why it is cheap.",
    "word_vectors.tr.settings": "The chapter gives three settings: {dim} dimensions, {epochs} passes, and words seen "
                                "at least {min_count} times. The rest are common settings, the defaults of gensim 4's "
                                "`Word2Vec`: skip-gram with {neg} negative samples, a window of {window} words, "
                                "sub-sampling {sample:g}. One worker thread and seed {seed} make the run "
                                "reproducible. The shipped vectors ({v:,} words) come from "
                                "`scripts/train_word2vec.py` with exactly these settings.",
    "word_vectors.tr.share": "Share of the corpus to train on",
    "word_vectors.tr.button": "Train word2vec now",
    "word_vectors.tr.hint": "Training on the whole corpus takes from about 20 seconds on an idle machine to a few "
                            "minutes on a busy one; it runs once per seed and share and is then kept. The sidebar "
                            "seed is used.",
    "word_vectors.tr.progress": "Training: {pct}% (pass {epoch} of {epochs})",
    "word_vectors.tr.done": "Trained in {secs:.1f} s on {words:,} words: {v:,} words kept.",
    "word_vectors.tr.same": "Compared with the shipped vectors: the same {v:,} words, and the same {k} nearest "
                            "neighbours for all {n} probe words below.",
    "word_vectors.tr.differs": "These vectors differ from the shipped ones: {same} of {n} probe words keep the same "
                               "{k} nearest neighbours, and the vocabulary has {v_live:,} words against the shipped "
                               "{v_ship:,}.",
    "word_vectors.tr.differs@one": "These vectors differ from the shipped ones: {same} of {n} probe words keeps the "
                                   "same {k} nearest neighbours, and the vocabulary has {v_live:,} words against the "
                                   "shipped {v_ship:,}.",
    "word_vectors.tr.probe": "word",
    "word_vectors.tr.live": "trained now (seed {seed}, {share} of the text)",
    "word_vectors.tr.shipped": "shipped (seed {seed}, all text)",
    "word_vectors.tr.unknown": "(seen fewer than {min_count} times)",
    "word_vectors.toy.header": "The same formula in twenty lines of torch",
    "word_vectors.toy.intro": "The loss above, written out in torch and minimised by plain gradient descent on "
                              "sixteen toy sentences ({n} distinct words). The loss falls. All toy vectors share one "
                              "common direction, so raw cosines are high for almost every pair; subtract the mean "
                              "vector and the words used in the same slots stand out.",
    "word_vectors.toy.slots": "slots",
    "word_vectors.toy.same": "same",
    "word_vectors.toy.different": "different",
    "word_vectors.toy.raw": "raw cosine",
    "word_vectors.toy.centred": "cosine after centring",
    "word_vectors.toy.reading_holds": "After centring, every same-slot pair (lowest {low:.3f}) is closer than every "
                                      "pair from different slots (highest {high:.3f}).",
    "word_vectors.toy.reading_fails": "With this seed the toy did not separate the slots: a same-slot pair reaches "
                                      "only {low:.3f} after centring, a different-slot pair {high:.3f}.",
    "word_vectors.toy.loss": "SGNS loss",
    "word_vectors.toy.chart": "Toy SGNS: loss per pass",
    "word_vectors.toy.x": "pass over all pairs",
    "word_vectors.toy.y": "loss (nats)",
    "word_vectors.toy.pair": "pair",
    # geometry
    "word_vectors.geo.intro": "Embeddings have hundreds of dimensions, and distances behave strangely up there. "
                              "Scatter 1,000 random points in the unit cube and divide the largest distance between "
                              "two of them by the smallest:",
    "word_vectors.geo.ratio_title": "Farthest pair ÷ nearest pair, 1,000 random points",
    "word_vectors.geo.dim": "dimension d",
    "word_vectors.geo.ratio": "max / min distance",
    "word_vectors.geo.book_point": "book",
    "word_vectors.geo.ratio_10k": "ratio at d = 10,000",
    "word_vectors.geo.ratio_reading": "In 10,000 dimensions the farthest pair is only {pct:.0f}% farther apart than "
                                      "the nearest: every point is about as far from every other, so “nearest” says "
                                      "little. This is the curse of dimensionality, and one reason large vector "
                                      "databases settle for approximate search.",
    "word_vectors.geo.cos_header": "Cosines of random directions",
    "word_vectors.geo.dim_pick": "Dimension",
    "word_vectors.geo.cos_title": "Cosine of 1,000 random pairs of unit vectors, d = {d}",
    "word_vectors.geo.marker": "0.4",
    "word_vectors.geo.curve": "chance: std 1/√d",
    "word_vectors.geo.mean": "mean cosine",
    "word_vectors.geo.std": "standard deviation",
    "word_vectors.geo.std_help": "Of the 1,000 cosines drawn with the sidebar seed.",
    "word_vectors.geo.chance": "chance: 1/√d = {s:.4f}",
    "word_vectors.geo.book": "mean {mean}, std {std}",
    "word_vectors.geo.above": "pairs with |cos| > 0.1",
    "word_vectors.geo.above_chance": "chance: {p:.2f}% (about {expected:.1f} of 1,000 pairs)",
    "word_vectors.geo.share_why": "This draw has {ours} such pairs of 1,000, the book's draw had {book}; chance "
                                  "expects about {expected:.1f}, so both are ordinary draws.",
    "word_vectors.geo.reading": "Random directions are nearly perpendicular, and more so as d grows. In {d} "
                                "dimensions a measured cosine of 0.4 sits {z:.1f} chance standard deviations from 0; "
                                "two random directions get that close with probability {p:.1e}. So 0.4 does not mean "
                                "“40% similar”: it is far outside what chance produces, which is why similarity "
                                "thresholds between 0.3 and 0.7 separate signal from noise.",
    "word_vectors.geo.measured": "measured std",
    "word_vectors.geo.std_title": "Spread of random cosines vs dimension",
}

IT = {
    "word_vectors.title": "Vettori di parole e il trucco delle analogie",
    "word_vectors.lead": "Ogni parola riceve una riga di numeri; le parole che frequentano la stessa compagnia "
                         "ricevono righe che puntano nella stessa direzione.",
    "word_vectors.more": "Approfondimento: questa pagina e i due insiemi di vettori",
    "word_vectors.intro": "Diamo a ogni parola una riga di numeri, scelta in modo che parole usate in contesti simili "
                          "ricevano righe simili. La vicinanza si misura con il **coseno** dell'angolo fra due righe: "
                          "1 vuol dire stessa direzione, 0 direzioni perpendicolari (senza relazione). Tutto in questa "
                          "pagina è calcolato dal vivo su vettori veri, tranne la tabella di valutazione, che uno "
                          "script ha precalcolato con gli stessi vettori e lo stesso codice.",
    "word_vectors.set": "Insieme di vettori",
    "word_vectors.set.glove": "GloVe 6B (50 d)",
    "word_vectors.set.w2v": "word2vec, corpus piccolo (100 d)",
    "word_vectors.set_help": "GloVe: i vettori di Stanford, addestrati su 6 miliardi di token di Wikipedia + Gigaword. "
                   "word2vec: addestrato dallo script di questa app su 2,9 milioni di parole di vecchi libri "
                   "(Gutenberg) e di prosa americana degli anni Sessanta.",
    "word_vectors.cutoff": "Parole cercate (prima le più frequenti)",
    "word_vectors.cutoff_help": "Solo le N parole più frequenti possono essere una risposta o un vicino. Un "
                                "vocabolario più ampio contiene più risposte giuste ma anche più distrattori rari: i "
                                "punteggi cambiano con questo numero.",
    "word_vectors.about.glove": "**GloVe 6B, 50 dimensioni**: vettori addestrati da Stanford su 6 miliardi di token "
                                "(Wikipedia 2014 + Gigaword 5); l'app include le {v:,} parole più frequenti. *Non* è "
                                "il word2vec del capitolo, addestrato su text8 (17 milioni di parole di Wikipedia), "
                                "che qui non si può includere; le cifre del capitolo compaiono come riferimenti "
                                "etichettati *libro*. Si cerca fra le prime {n:,} parole.",
    "word_vectors.about.w2v": "**word2vec addestrato qui**: skip-gram con campionamento negativo (negative sampling), "
                              "{d} dimensioni, sui testi Brown + Gutenberg di NLTK (2,9 milioni di parole, circa un "
                              "sesto del text8 del capitolo); {v:,} parole viste almeno 5 volte. Si cerca fra le "
                              "prime {n:,} parole (tutte, quando la soglia è più alta).",
    "word_vectors.tab.neigh": "Vicini",
    "word_vectors.tab.analogy": "Analogie",
    "word_vectors.tab.eval": "Tabella di valutazione",
    "word_vectors.tab.train": "Addestrare word2vec",
    "word_vectors.tab.geom": "Molte dimensioni",
    "word_vectors.cosine": "similarità del coseno",
    # typed words (and the same words in a link)
    "word_vectors.err.empty": "Scrivi una parola in **{label}**.",
    "word_vectors.err.too_long": "**{label}** accetta una sola parola di al massimo {limit} caratteri; questo testo "
                                 "ne ha {length}.",
    "word_vectors.msg.lowered": "{raw} cercata come {word}: entrambi gli insiemi di vettori sono in minuscolo.",
    "word_vectors.err.spaces": "{raw} è più di una parola; ogni casella accetta una parola sola. {hint}",
    "word_vectors.err.non_latin": "{raw} non è scritto con l'alfabeto inglese, ed entrambi gli insiemi di vettori "
                                  "sono solo in inglese: scrivi una parola inglese come **king**. {hint}",
    "word_vectors.err.unknown": "{raw} non è fra le {n:,} parole cercate in {set}: una parola più rara si può trovare "
                      "alzando la soglia. {hint}",
    "word_vectors.msg.try": "Prova {words}.",
    # neighbours
    "word_vectors.neigh.intro": "Le parole più vicine per coseno, qui sopra nei due insiemi di vettori affiancati. "
                                "Nessuno ha detto ai due modelli che i numeri o gli strumenti musicali formano un "
                                "gruppo: le righe sono finite vicine perché le parole frequentano la stessa compagnia.",
    "word_vectors.neigh.word": "Parola",
    "word_vectors.neigh.k": "Quanti vicini",
    "word_vectors.neigh.rank": "{word} è la parola n. {rank:,} su {v:,} per frequenza: le parole rare hanno vettori "
                               "rumorosi.",
    "word_vectors.neigh.chart": "Le più vicine a «{word}» ({set})",
    "word_vectors.book_note.neigh": "word2vec su text8, le più vicine a {word}",
    "word_vectors.book_note.kmw_all": "word2vec su text8, king − man + woman, nessuna esclusione",
    "word_vectors.book_note.kmw_excl": "word2vec su text8, king − man + woman, a, b, c esclusi",
    "word_vectors.book_note.text8": "word2vec su text8",
    "word_vectors.book_note.ratio": "distanza in più della coppia più lontana, d = 10 000",
    "word_vectors.book_note.draw": "un'altra estrazione di 1 000 coppie",
    "word_vectors.book_note.share": "|cos| > 0,1 in 768 dimensioni",
    "word_vectors.map.header": "Una mappa di poche parole",
    "word_vectors.map.group": "Gruppo",
    "word_vectors.map.numbers": "numeri",
    "word_vectors.map.instruments": "strumenti musicali",
    "word_vectors.map.capitals": "paesi e capitali",
    "word_vectors.map.family": "persone e famiglia",
    "word_vectors.map.all": "tutti e quattro",
    "word_vectors.map.title": "Le due direzioni principali del gruppo ({set})",
    "word_vectors.map.note": "Una proiezione PCA conserva le due direzioni lungo cui queste parole differiscono di "
                             "più. Si proietta solo il gruppo, quindi l'immagine è un'ombra piatta di 50 o 100 "
                             "dimensioni: fidati più dei vicini qui sopra che delle distanze in questo grafico.",
    "word_vectors.map.too_few": "A questa soglia {set} conosce meno di tre parole di questo gruppo.",
    # analogy
    "word_vectors.an.intro": "**a : b :: c : ?** — man sta a king come woman sta a che cosa? La ricetta: prendi il "
                             "vettore b − a + c e restituisci la parola più vicina. La regola pubblicata toglie a, b "
                             "e c dai candidati prima di cercare. Disattiva quella regola e guarda che cosa "
                             "restituisce l'aritmetica da sola.",
    "word_vectors.an.a": "a",
    "word_vectors.an.b": "b",
    "word_vectors.an.c": "c",
    "word_vectors.an.exclude": "Escludi a, b, c dalle risposte",
    "word_vectors.an.exclude_help": "La regola di valutazione standard. Disattivata: può vincere qualunque parola, "
                                    "comprese le tre che hai scritto.",
    "word_vectors.an.answer": "{a} : {b} :: {c} : ?",
    "word_vectors.an.answer_help": "La parola il cui vettore ha il coseno più alto con b − a + c.",
    "word_vectors.an.sim": "il suo coseno con b − a + c",
    "word_vectors.an.sim_c": "il suo coseno con {c} da sola",
    "word_vectors.an.sim_c_help": "Quanto la risposta è già vicina a c, senza alcuna aritmetica.",
    "word_vectors.an.is_input": "La vincitrice, {word}, è una delle tre parole che hai scritto: b − a + c è ancora "
                      "soprattutto b e c. Attiva la regola di esclusione per vedere la risposta che tutti citano.",
    "word_vectors.an.chart": "Parole più vicine a {b} − {a} + {c} (in rosso gli ingressi)",
    "word_vectors.an.legend.input": "una fra a, b, c",
    "word_vectors.an.legend.other": "altra parola",
    "word_vectors.an.ranks": "Senza esclusioni, gli ingressi si piazzano così: {w1} n. {r1} ({s1:.3f}), {w2} n. {r2} "
                   "({s2:.3f}), {w0} n. {r0} ({s0:.3f}).",
    "word_vectors.an.same3": "La stessa parola tre volte: b − a + c è proprio quella parola, quindi senza esclusioni "
                             "vince con coseno 1, e con la regola attiva ottieni il suo vicino più prossimo. Prova "
                             "tre parole diverse, per esempio man, king, woman.",
    "word_vectors.an.same_ab": "a e b sono la stessa parola, quindi b − a + c = c esattamente: la risposta è "
                               "semplicemente la parola più vicina a c. Prova due parole diverse per a e b.",
    "word_vectors.an.same2": "Due delle tre parole coincidono, quindi l'aritmetica ha meno materiale su cui lavorare; "
                             "prova tre parole diverse.",
    "word_vectors.an.reading": "Leggi insieme i due numeri sotto la risposta. Se la risposta era già vicina a c per "
                               "conto suo, la sottrazione ha fatto poco: il lavoro l'ha fatto la regola che vieta a, "
                               "b e c. La tabella della scheda successiva lo misura su {n:,} domande.",
    # evaluation
    "word_vectors.ev.intro": "L'insieme di test di Mikolov pone {n:,} domande a : b :: c : d ({sem:,} semantiche come "
                             "athens : greece :: baghdad : iraq, {syn:,} sintattiche come walking : walked :: "
                             "swimming : swam). Una domanda conta solo se tutte e quattro le parole sono fra quelle "
                             "cercate. Cinque modi di rispondere, gli ultimi quattro con a, b, c esclusi: gli ultimi "
                             "tre non fanno alcuna vera aritmetica.",
    "word_vectors.ev.method": "come si sceglie la risposta",
    "word_vectors.ev.m.add_all": "b − a + c, nessuna esclusione",
    "word_vectors.ev.m.add": "b − a + c, ingressi esclusi (standard)",
    "word_vectors.ev.m.only_c": "solo la più vicina a c",
    "word_vectors.ev.m.only_b": "solo la più vicina a b",
    "word_vectors.ev.m.b_plus_c": "b + c (ignora a)",
    "word_vectors.short.glove": "GloVe",
    "word_vectors.short.w2v": "word2vec",
    "word_vectors.ev.sem": "sem.",
    "word_vectors.ev.syn": "sint.",
    "word_vectors.ev.kept": "quota conservata",
    "word_vectors.ev.kept_note": "sem. / sint.: accuratezza sulle domande semantiche / sintattiche utilizzabili. "
                                 "conservato: l'accuratezza semantica della riga come frazione di quella della riga "
                                 "standard.",
    "word_vectors.ev.precomputed": "Precalcolata da `{script}` il {date} (UTC) e letta dal file incluso nell'app; i "
                                   "test la ricalcolano con lo stesso codice.",
    "word_vectors.ev.computed_now": "Calcolata ora su questo server: per questa soglia l'app non include una tabella "
                          "precalcolata.",
    "word_vectors.ev.answerable_line": "Domande utilizzabili: **{sem:,}** semantiche + **{syn:,}** sintattiche su "
                                       "{total:,}.",
    "word_vectors.ev.wins_help": "Quota delle domande semantiche utilizzabili in cui, senza esclusioni, vince a, b o "
                                 "c.",
    "word_vectors.ev.kept_help": "Accuratezza semantica di «solo la più vicina a c» divisa per l'accuratezza semantica "
                       "standard.",
    "word_vectors.ev.searched": "{n:,} parole cercate",
    "word_vectors.ev.answerable": "utilizzabili",
    "word_vectors.ev.wins_sem": "vince un ingresso",
    "word_vectors.ev.wins": "vittorie degli ingressi",
    "word_vectors.ev.which": "Su tutte le {n:,} domande utilizzabili, senza esclusioni, un ingresso vince in una "
                             "quota di casi pari a {all}: c {c:,} volte, b {b:,} volte, a {a:,} volte.",
    "word_vectors.ev.kept_c": "la più vicina a c conserva",
    "word_vectors.ev.book": "un ingresso vince nel {wins} delle {answerable} domande semantiche utilizzabili, e la più "
                            "vicina a c conserva il {kept} del punteggio semantico",
    "word_vectors.ev.chart": "Accuratezza semantica per regola di risposta",
    "word_vectors.ev.chart_y": "accuratezza semantica (%)",
    "word_vectors.ev.reading": "Con le prime {n:,} parole cercate e nessuna esclusione, la vincitrice è una fra a, b, "
                               "c nel {g_wins} delle domande semantiche utilizzabili per GloVe e nel {w_wins} per "
                               "word2vec. La più vicina a c da sola, senza alcuna aritmetica, conserva il {g_kept} del "
                               "punteggio standard di GloVe e il {w_kept} di quello di word2vec: {more} si appoggia "
                               "sulla semplice vicinanza più di {less}. Quali che siano i vettori, la parte del "
                               "punteggio che la più vicina a c conserva è vicinanza più la regola che vieta le "
                               "risposte ovvie, non aritmetica.",
    "word_vectors.ev.sections": "Accuratezza per sezione",
    "word_vectors.ev.section": "sezione",
    "word_vectors.pairs.header": "I coseni sono d'accordo con le persone?",
    "word_vectors.pairs.set": "vettori",
    "word_vectors.pairs.data": "giudizi umani",
    "word_vectors.pairs.rho": "ρ di Spearman",
    "word_vectors.pairs.used": "coppie usate",
    "word_vectors.pairs.reading": "La ρ di Spearman confronta ordinamenti: 1 vuol dire che i vettori ordinano le "
                                  "coppie di parole esattamente come le persone. WordSim-353 premia qualunque "
                                  "associazione (cup–coffee); SimLex-999 chiede solo la somiglianza, quindi una "
                                  "coppia di opposti come old–new dovrebbe avere un punteggio basso — e per il "
                                  "coseno, che ama i contesti condivisi, è molto più difficile.",
    # training
    "word_vectors.tr.intro": "word2vec tiene soltanto la tabella di embedding di un modello linguistico. Lo skip-gram "
                             "con campionamento negativo trasforma ogni coppia reale (parola centrale, parola vicina) "
                             "del testo in un esempio positivo e k coppie casuali in esempi negativi:",
    "word_vectors.tr.formula": "A parole: un classificatore binario per la domanda «queste due parole sono comparse "
                               "davvero insieme?», il cui punteggio è il prodotto scalare dei due vettori. Non tocca "
                               "mai l'intero vocabolario, ed è per questo che costa poco.",
    "word_vectors.tr.settings": "Il capitolo fissa tre impostazioni: {dim} dimensioni, {epochs} passate e parole viste "
                      "almeno {min_count} volte. Le altre sono quelle usuali, cioè i valori predefiniti di "
                      "`Word2Vec` in gensim 4: skip-gram con {neg} campioni negativi, una finestra di {window} "
                      "parole, sottocampionamento {sample:g}. Un solo thread e il seme {seed} rendono l'esecuzione "
                      "riproducibile. I vettori inclusi nell'app ({v:,} parole) vengono da "
                      "`scripts/train_word2vec.py` con esattamente queste impostazioni.",
    "word_vectors.tr.share": "Quota del corpus su cui addestrare",
    "word_vectors.tr.button": "Addestra word2vec ora",
    "word_vectors.tr.hint": "Sull'intero corpus l'addestramento richiede da circa 20 secondi su una macchina libera a "
                  "qualche minuto su una macchina occupata; avviene una sola volta per ogni seme e quota, poi il "
                  "risultato resta in memoria. Si usa il seme della barra laterale.",
    "word_vectors.tr.progress": "Addestramento: {pct}% (passata {epoch} di {epochs})",
    "word_vectors.tr.done": "Addestrato in {secs:.1f} s su {words:,} parole: {v:,} parole conservate.",
    "word_vectors.tr.same": "Rispetto ai vettori inclusi nell'app: le stesse {v:,} parole e gli stessi {k} vicini più "
                  "prossimi per tutte le {n} parole di prova qui sotto.",
    "word_vectors.tr.differs": "Questi vettori sono diversi da quelli inclusi nell'app (parole di prova con gli stessi "
                               "{k} vicini più prossimi: {same} su {n}); il vocabolario ha {v_live:,} parole contro le "
                               "{v_ship:,} di quello incluso.",
    "word_vectors.tr.differs@one": "Questi vettori sono diversi da quelli inclusi nell'app (parole di prova con gli "
                                   "stessi {k} vicini più prossimi: {same} su {n}); il vocabolario ha {v_live:,} "
                                   "parole contro le {v_ship:,} di quello incluso.",
    "word_vectors.tr.probe": "parola",
    "word_vectors.tr.live": "addestrati ora (seme {seed}, {share} del testo)",
    "word_vectors.tr.shipped": "inclusi nell'app (seme {seed}, tutto il testo)",
    "word_vectors.tr.unknown": "(vista meno di {min_count} volte)",
    "word_vectors.toy.header": "La stessa formula in venti righe di torch",
    "word_vectors.toy.intro": "La loss qui sopra, scritta in torch e minimizzata con una semplice discesa del "
                              "gradiente su sedici frasi giocattolo ({n} parole distinte). La loss scende. Tutti i "
                              "vettori giocattolo condividono una direzione comune, quindi i coseni grezzi sono alti "
                              "per quasi ogni coppia; sottrai il vettore medio e risaltano le parole usate nelle "
                              "stesse posizioni.",
    "word_vectors.toy.slots": "posizioni",
    "word_vectors.toy.same": "uguali",
    "word_vectors.toy.different": "diverse",
    "word_vectors.toy.raw": "coseno grezzo",
    "word_vectors.toy.centred": "coseno dopo la centratura",
    "word_vectors.toy.reading_holds": "Dopo la centratura, ogni coppia nelle stesse posizioni (la più bassa "
                                      "{low:.3f}) è più vicina di ogni coppia di posizioni diverse (la più alta "
                                      "{high:.3f}).",
    "word_vectors.toy.reading_fails": "Con questo seme il modello giocattolo non ha separato le posizioni: dopo la "
                                      "centratura una coppia nelle stesse posizioni arriva solo a {low:.3f}, una "
                                      "coppia di posizioni diverse a {high:.3f}.",
    "word_vectors.toy.loss": "loss SGNS",
    "word_vectors.toy.chart": "SGNS giocattolo: loss per passata",
    "word_vectors.toy.x": "passata su tutte le coppie",
    "word_vectors.toy.y": "loss (nat)",
    "word_vectors.toy.pair": "coppia",
    # geometry
    "word_vectors.geo.intro": "Gli embedding hanno centinaia di dimensioni, e in così tante dimensioni le distanze si "
                    "comportano in modo strano. Sparpaglia 1 000 punti casuali nel cubo unitario e dividi la "
                    "distanza più grande fra due di essi per la più piccola:",
    "word_vectors.geo.ratio_title": "Coppia più lontana ÷ coppia più vicina, 1 000 punti casuali",
    "word_vectors.geo.dim": "dimensione d",
    "word_vectors.geo.ratio": "distanza max / min",
    "word_vectors.geo.book_point": "libro",
    "word_vectors.geo.ratio_10k": "rapporto a d = 10 000",
    "word_vectors.geo.ratio_reading": "In 10 000 dimensioni la coppia più lontana è più distante solo del {pct:.0f}% "
                                      "della più vicina: ogni punto è più o meno alla stessa distanza da tutti gli "
                                      "altri, quindi «il più vicino» dice poco. È la maledizione della dimensionalità "
                                      "(curse of dimensionality), e uno dei motivi per cui i grandi database "
                                      "vettoriali si accontentano di una ricerca approssimata.",
    "word_vectors.geo.cos_header": "Coseni di direzioni casuali",
    "word_vectors.geo.dim_pick": "Dimensione",
    "word_vectors.geo.cos_title": "Coseno di 1 000 coppie casuali di vettori unitari, d = {d}",
    "word_vectors.geo.marker": "0,4",
    "word_vectors.geo.curve": "caso: dev. std. 1/√d",
    "word_vectors.geo.mean": "coseno medio",
    "word_vectors.geo.std": "deviazione standard",
    "word_vectors.geo.std_help": "Dei 1 000 coseni estratti con il seme della barra laterale.",
    "word_vectors.geo.chance": "caso: 1/√d = {s:.4f}",
    "word_vectors.geo.book": "media {mean}, dev. std. {std}",
    "word_vectors.geo.above": "coppie con |cos| > 0,1",
    "word_vectors.geo.above_chance": "caso: {p:.2f}% (circa {expected:.1f} coppie su 1 000)",
    "word_vectors.geo.share_why": "Questa estrazione ha {ours} coppie così su 1 000, quella del libro ne aveva "
                                  "{book}; il caso ne prevede circa {expected:.1f}, quindi sono entrambe estrazioni "
                                  "del tutto normali.",
    "word_vectors.geo.reading": "Le direzioni casuali sono quasi perpendicolari, e lo sono sempre di più al crescere "
                                "di d. In {d} dimensioni un coseno misurato di 0,4 sta a {z:.1f} deviazioni standard "
                                "del caso da 0; due direzioni casuali arrivano così vicine con probabilità {p:.1e}. "
                                "Quindi 0,4 non vuol dire «simili al 40%»: è ben al di fuori di ciò che produce il "
                                "caso, ed è per questo che soglie di similarità fra 0,3 e 0,7 separano il segnale dal "
                                "rumore.",
    "word_vectors.geo.measured": "dev. std. misurata",
    "word_vectors.geo.std_title": "Dispersione dei coseni casuali al variare della dimensione",
}

HU = {
    "word_vectors.title": "Szóvektorok és az analógiatrükk",
    "word_vectors.lead": "Minden szó kap egy számsort; a hasonló szövegkörnyezetben használt szavak sorai ugyanarra "
                         "mutatnak.",
    "word_vectors.more": "Bővebben: erről az oldalról és a két vektorkészletről",
    "word_vectors.intro": "Adjunk minden szónak egy számsort, úgy illesztve, hogy a hasonló szövegkörnyezetben "
                          "használt szavak hasonló sorokat kapjanak. A közelséget a két sor közötti szög "
                          "**koszinusza** méri: 1 azonos irányt jelent, 0 egymásra merőleges irányokat. Ezen az "
                          "oldalon minden élőben, valódi vektorokból számolódik, kivéve az értékelő táblázatot, "
                          "amelyet egy szkript előre kiszámolt ugyanazokból a vektorokból, ugyanazzal a kóddal.",
    "word_vectors.set": "Vektorkészlet",
    "word_vectors.set.glove": "GloVe 6B (50 d)",
    "word_vectors.set.w2v": "word2vec, kis korpusz (100 d)",
    "word_vectors.set_help": "GloVe: a Stanford vektorai, 6 milliárd Wikipédia- és Gigaword-tokenre illesztve. "
                             "word2vec: ennek az alkalmazásnak a szkriptje tanította 2,9 millió szónyi régi könyvön "
                             "és 1960-as évekbeli amerikai prózán.",
    "word_vectors.cutoff": "Keresett szavak (a leggyakoribbak elöl)",
    "word_vectors.cutoff_help": "Csak az N leggyakoribb szó lehet válasz vagy szomszéd. Nagyobb szókészletben több a "
                                "helyes válasz, de több a ritka, félrevezető szó is: a pontszámok ezzel a számmal "
                                "együtt mozognak.",
    "word_vectors.about.glove": "**GloVe 6B, 50 dimenzió**: a Stanford illesztette 6 milliárd tokenre (Wikipédia 2014 "
                                "+ Gigaword 5); az alkalmazás a leggyakoribb {v:,} szót tartalmazza. Ez *nem* a "
                                "fejezet text8-on (17 millió Wikipédia-szó) tanított word2vec-je, amelyet itt nem "
                                "lehet mellékelni; a fejezet számai *könyv* feliratú hivatkozásként jelennek meg. Az "
                                "első {n:,} szóban keresünk.",
    "word_vectors.about.w2v": "**Itt tanított word2vec**: skip-gram negatív mintavételezéssel (negative sampling), {d} "
                    "dimenzió, az NLTK Brown- és Gutenberg-szövegein (2,9 millió szó, a fejezet text8-jának "
                    "nagyjából hatoda); {v:,} szó, amely legalább 5-ször előfordul. Az első {n:,} szóban keresünk "
                    "(mindegyikben, ha a küszöb nagyobb).",
    "word_vectors.tab.neigh": "Szomszédok",
    "word_vectors.tab.analogy": "Analógia",
    "word_vectors.tab.eval": "Értékelő táblázat",
    "word_vectors.tab.train": "A word2vec tanítása",
    "word_vectors.tab.geom": "Sok dimenzió",
    "word_vectors.cosine": "koszinusz-hasonlóság",
    # typed words (and the same words in a link)
    "word_vectors.err.empty": "Írj be egy szót ide: **{label}**.",
    "word_vectors.err.too_long": "**{label}**: legfeljebb {limit} karakteres, egyetlen szót vár; ez a szöveg {length} "
                       "karakteres.",
    "word_vectors.msg.lowered": "{raw} helyett ezt kerestük: {word}; mindkét vektorkészlet kisbetűs.",
    "word_vectors.err.spaces": "{raw} több szóból áll; minden mezőbe egyetlen szó kerül. {hint}",
    "word_vectors.err.non_latin": "{raw} nem angol ábécével íródott, és mindkét vektorkészlet csak angol: írj be egy "
                                  "angol szót, például **king**. {hint}",
    "word_vectors.err.unknown": "{raw} nincs a keresett {n:,} szó között ebben a készletben: {set}. Egy ritkább szót "
                      "nagyobb küszöbbel megtalálhatsz. {hint}",
    "word_vectors.msg.try": "Próbáld például: {words}.",
    # neighbours
    "word_vectors.neigh.intro": "A koszinusz szerint legközelebbi szavak, fent a két vektorkészletben egymás mellett. "
                                "Egyik modellnek sem mondta meg senki, hogy a számnevek vagy a hangszerek egy "
                                "csoportot alkotnak: a sorok azért kerültek közel egymáshoz, mert a szavak ugyanabban "
                                "a szövegkörnyezetben fordulnak elő.",
    "word_vectors.neigh.word": "Szó",
    "word_vectors.neigh.k": "Hány szomszéd",
    "word_vectors.neigh.rank": "{word} helyezése gyakoriság szerint: {rank:,}. (összesen {v:,} szó); a ritka szavak "
                               "vektorai zajosak.",
    "word_vectors.neigh.chart": "„{word}” legközelebbi szomszédai ({set})",
    "word_vectors.book_note.neigh": "word2vec text8-on, {word} legközelebbi szomszédai",
    "word_vectors.book_note.kmw_all": "word2vec text8-on, king − man + woman, kizárás nélkül",
    "word_vectors.book_note.kmw_excl": "word2vec text8-on, king − man + woman, a, b, c kizárva",
    "word_vectors.book_note.text8": "word2vec text8-on",
    "word_vectors.book_note.ratio": "a legtávolabbi pár többlettávolsága, d = 10\u00a0000",
    "word_vectors.book_note.draw": "1\u00a0000 pár egy másik sorsolása",
    "word_vectors.book_note.share": "768 dimenzióban |cos| > 0,1",
    "word_vectors.map.header": "Néhány szó térképe",
    "word_vectors.map.group": "Csoport",
    "word_vectors.map.numbers": "számnevek",
    "word_vectors.map.instruments": "hangszerek",
    "word_vectors.map.capitals": "országok és fővárosok",
    "word_vectors.map.family": "emberek és család",
    "word_vectors.map.all": "mind a négy",
    "word_vectors.map.title": "A csoport két fő iránya ({set})",
    "word_vectors.map.note": "A PCA-vetítés azt a két irányt tartja meg, amelyek mentén ezek a szavak a legjobban "
                   "különböznek. Csak a csoportot vetítjük, így a kép 50 vagy 100 dimenzió lapos árnyéka: a fenti "
                   "szomszédoknak jobban higgy, mint az itteni távolságoknak.",
    "word_vectors.map.too_few": "Ennél a küszöbnél a csoportból háromnál kevesebb szót ismer ez a készlet: {set}.",
    # analogy
    "word_vectors.an.intro": "**a : b :: c : ?** — a man úgy aránylik a king-hez, mint a woman mihez? A recept: vedd a "
                   "b − a + c vektort, és add vissza a hozzá legközelebbi szót. A publikált szabály a keresés előtt "
                   "kiveszi a jelöltek közül az a, b és c szavakat. Kapcsold ki ezt a szabályt, és nézd meg, mit ad "
                   "vissza az aritmetika egymagában.",
    "word_vectors.an.a": "a",
    "word_vectors.an.b": "b",
    "word_vectors.an.c": "c",
    "word_vectors.an.exclude": "a, b, c kizárása a válaszokból",
    "word_vectors.an.exclude_help": "A szokásos pontozási szabály. Kikapcsolva bármelyik szó nyerhet, a három beírt "
                                    "szót is beleértve.",
    "word_vectors.an.answer": "{a} : {b} :: {c} : ?",
    "word_vectors.an.answer_help": "Az a szó, amelynek vektora a legnagyobb koszinuszt adja b − a + c-vel.",
    "word_vectors.an.sim": "koszinusza b − a + c-vel",
    "word_vectors.an.sim_c": "koszinusza önmagában ezzel a szóval: {c}",
    "word_vectors.an.sim_c_help": "Mennyire van a válasz már eleve közel c-hez, mindenféle aritmetika nélkül.",
    "word_vectors.an.is_input": "A győztes, {word}, a három beírt szó egyike: b − a + c még mindig főleg b és c. "
                                "Kapcsold be a kizárási szabályt, és megjelenik az a válasz, amelyet mindenki idéz.",
    "word_vectors.an.chart": "{b} − {a} + {c} legközelebbi szavai (pirossal a bemenetek)",
    "word_vectors.an.legend.input": "a, b vagy c egyike",
    "word_vectors.an.legend.other": "más szó",
    "word_vectors.an.ranks": "Kizárás nélkül a bemenetek helyezése: {w1} {r1}. ({s1:.3f}), {w2} {r2}. ({s2:.3f}), "
                   "{w0} {r0}. ({s0:.3f}).",
    "word_vectors.an.same3": "Háromszor ugyanaz a szó: b − a + c egyszerűen ez a szó, így kizárás nélkül 1-es "
                             "koszinusszal nyer, a szabállyal pedig a legközelebbi szomszédját kapod. Próbálj három "
                             "különböző szót, például man, king, woman.",
    "word_vectors.an.same_ab": "Az „a” és a „b” ugyanaz a szó, így b − a + c pontosan c: a válasz egyszerűen a c-hez "
                               "legközelebbi szó. Adj meg két különböző szót a-nak és b-nek.",
    "word_vectors.an.same2": "A három szóból kettő azonos, így az aritmetika kevesebb bemenetből dolgozik; próbálj "
                             "három különböző szót.",
    "word_vectors.an.reading": "A válasz alatti két számot együtt olvasd. Ha a válasz már magában is közel volt "
                               "c-hez, a kivonás keveset tett hozzá: a munkát az a szabály végezte, amely tiltja a-t, "
                               "b-t és c-t. A következő fül táblázata ezt {n:,} kérdésen méri meg.",
    # evaluation
    "word_vectors.ev.intro": "Mikolov tesztkészlete {n:,} a : b :: c : d alakú kérdést tesz fel ({sem:,} "
                             "szemantikusat, például athens : greece :: baghdad : iraq, és {syn:,} szintaktikusat, "
                             "például walking : walked :: swimming : swam). Egy kérdés csak akkor számít, ha mind a "
                             "négy szava a keresett szavak között van. Ötféleképpen válaszolunk, az utolsó négy módon "
                             "a, b, c kizárásával: az utolsó három valójában semmilyen aritmetikát nem végez.",
    "word_vectors.ev.method": "hogyan születik a válasz",
    "word_vectors.ev.m.add_all": "b − a + c, kizárás nélkül",
    "word_vectors.ev.m.add": "b − a + c, bemenetek kizárva (standard)",
    "word_vectors.ev.m.only_c": "csak a c-hez legközelebbi",
    "word_vectors.ev.m.only_b": "csak a b-hez legközelebbi",
    "word_vectors.ev.m.b_plus_c": "b + c (az a-t kihagyva)",
    "word_vectors.short.glove": "GloVe",
    "word_vectors.short.w2v": "word2vec",
    "word_vectors.ev.sem": "szem.",
    "word_vectors.ev.syn": "szint.",
    "word_vectors.ev.kept": "megtartott",
    "word_vectors.ev.kept_note": "szem. / szint.: pontosság a megválaszolható szemantikus / szintaktikus kérdéseken. "
                       "megtartott: a sor szemantikus pontossága a standard soréhoz viszonyítva.",
    "word_vectors.ev.precomputed": "`{script}` számolta ki előre ({date}, UTC), és a mellékelt fájlból olvassuk; a "
                                   "tesztek ugyanazzal a kóddal újraszámolják.",
    "word_vectors.ev.computed_now": "Most számoltuk ki ezen a szerveren: ehhez a küszöbhöz nincs mellékelt, előre "
                                    "kiszámolt táblázat.",
    "word_vectors.ev.answerable_line": "Megválaszolható: **{sem:,}** szemantikus + **{syn:,}** szintaktikus, összesen "
                                       "{total:,} kérdésből.",
    "word_vectors.ev.wins_help": "A megválaszolható szemantikus kérdések közül azoknak az aránya, amelyeknél kizárás "
                                 "nélkül a, b vagy c nyer.",
    "word_vectors.ev.kept_help": "A „csak a c-hez legközelebbi” szemantikus pontossága osztva a standard szemantikus "
                       "pontossággal.",
    "word_vectors.ev.searched": "{n:,} keresett szó",
    "word_vectors.ev.answerable": "megválaszolható",
    "word_vectors.ev.wins_sem": "a győztes bemeneti szó",
    "word_vectors.ev.wins": "bemenet nyer",
    "word_vectors.ev.which": "Az összes megválaszolható kérdésen ({n:,} db), kizárás nélkül, az esetek {all}-ában "
                             "bemeneti szó nyer: c: {c:,}, b: {b:,}, a: {a:,} alkalommal.",
    "word_vectors.ev.kept_c": "a c-hez legközelebbi megtartja",
    "word_vectors.ev.book": "a megválaszolható {answerable} szemantikus kérdés {wins}-ában bemeneti szó a győztes, a "
                            "csak c-hez legközelebbi pedig megtartja a szemantikus pontszám {kept}-át",
    "word_vectors.ev.chart": "Szemantikus pontosság válaszadási szabály szerint",
    "word_vectors.ev.chart_y": "szemantikus pontosság (%)",
    "word_vectors.ev.reading": "Az első {n:,} keresett szóval és kizárás nélkül a GloVe megválaszolható szemantikus "
                               "kérdéseinek {g_wins}-ában, a word2vec-éinek {w_wins}-ában a, b vagy c a győztes. A "
                               "csak c-hez legközelebbi szó, mindenféle aritmetika nélkül, megtartja a GloVe standard "
                               "pontszámának {g_kept}-át és a word2vec-ének {w_kept}-át: a {more} jobban támaszkodik "
                               "a puszta közelségre, mint a {less}. Bármilyenek is a vektorok, a pontszámnak az a "
                               "része, amelyet a c-hez legközelebbi megtart, közelség plusz a nyilvánvaló válaszokat "
                               "tiltó szabály, nem aritmetika.",
    "word_vectors.ev.sections": "Pontosság szakaszonként",
    "word_vectors.ev.section": "szakasz",
    "word_vectors.pairs.header": "Egyetértenek-e a koszinuszok az emberekkel?",
    "word_vectors.pairs.set": "vektorok",
    "word_vectors.pairs.data": "emberi értékelések",
    "word_vectors.pairs.rho": "Spearman-ρ",
    "word_vectors.pairs.used": "felhasznált párok",
    "word_vectors.pairs.reading": "A Spearman-féle ρ rangsorokat hasonlít össze (rangkorreláció): 1 azt jelenti, hogy "
                                  "a vektorok pontosan úgy rendezik a szópárokat, ahogy az emberek. A WordSim-353 "
                                  "bármilyen asszociációt jutalmaz (cup–coffee); a SimLex-999 csak hasonlóságot kér, "
                                  "ezért egy ellentétpárnak, mint az old–new, alacsony pontszámot kellene kapnia — a "
                                  "közös kontextusokat kedvelő koszinusznak ez jóval nehezebb.",
    # training
    "word_vectors.tr.intro": "A word2vec egy nyelvi modellből csak az embedding táblát (embedding table) tartja meg. "
                             "A negatív mintavételezéses skip-gram (skip-gram with negative sampling) a szöveg minden "
                             "valós (középső szó, szomszédos szó) párjából igen-példát, k véletlen párból pedig "
                             "nem-példákat csinál:",
    "word_vectors.tr.formula": "Szavakkal: bináris osztályozó arra a kérdésre, hogy „ez a két szó tényleg együtt "
                               "fordult elő?”, és a pontszáma a két vektor skalárszorzata. Soha nem érinti a teljes "
                               "szókészletet, ezért olcsó.",
    "word_vectors.tr.settings": "A fejezet három beállítást ad meg: {dim} dimenzió, {epochs} menet, és csak a legalább "
                      "{min_count} előfordulású szavak. A többi szokásos beállítás, a gensim 4 `Word2Vec` "
                      "osztályának alapértékei: skip-gram {neg} negatív mintával, {window} szavas ablak, "
                      "{sample:g} szintű almintavételezés (sub-sampling). Egyetlen szál és a rögzített véletlenmag "
                      "({seed}) teszi megismételhetővé a futást. A mellékelt vektorok ({v:,} szó) a "
                      "`scripts/train_word2vec.py` szkriptből származnak, pontosan ezekkel a beállításokkal.",
    "word_vectors.tr.share": "A korpusz tanításra használt része",
    "word_vectors.tr.button": "Tanítsd most a word2vec-et",
    "word_vectors.tr.hint": "A teljes korpuszon a tanítás egy terheletlen gépen nagyjából 20 másodperc, egy "
                            "leterhelten néhány perc; véletlenmagonként és arányonként egyszer fut le, utána "
                            "megmarad. Az oldalsáv véletlenmagját használja.",
    "word_vectors.tr.progress": "Tanítás: {pct}% (menet: {epoch}/{epochs})",
    "word_vectors.tr.done": "Tanítva {secs:.1f} s alatt, {words:,} szón: {v:,} szó maradt meg.",
    "word_vectors.tr.same": "A mellékelt vektorokkal összevetve: ugyanazok a szavak ({v:,} db), és az alábbi {n} "
                            "próbaszó mindegyikének változatlan a legközelebbi {k} szomszédja.",
    "word_vectors.tr.differs": "Ezek a vektorok eltérnek a mellékeltektől: {n} próbaszóból {same} esetében ugyanaz a "
                     "legközelebbi {k} szomszéd, a szókészlet pedig {v_live:,} szavas, szemben a mellékelt "
                     "{v_ship:,} szóval.",
    "word_vectors.tr.differs@one": "Ezek a vektorok eltérnek a mellékeltektől: {n} próbaszóból {same} esetében ugyanaz "
                                   "a legközelebbi {k} szomszéd, a szókészlet pedig {v_live:,} szavas, szemben a "
                                   "mellékelt {v_ship:,} szóval.",
    "word_vectors.tr.probe": "szó",
    "word_vectors.tr.live": "most tanítva (véletlenmag: {seed}, a szöveg {share}-a)",
    "word_vectors.tr.shipped": "mellékelt (véletlenmag: {seed}, a teljes szöveg)",
    "word_vectors.tr.unknown": "(kevesebb mint {min_count} előfordulás)",
    "word_vectors.toy.header": "Ugyanaz a képlet húsz sor torch-kódban",
    "word_vectors.toy.intro": "A fenti veszteség torch-ban felírva, egyszerű gradiensereszkedéssel (gradient descent) "
                    "minimalizálva tizenhat játékmondaton ({n} különböző szó). A veszteség csökken. Minden "
                    "játékvektorban van egy közös irány, ezért a nyers koszinusz szinte minden párra magas; vond "
                    "ki az átlagvektort, és kiemelkednek az ugyanazokon a helyeken használt szavak.",
    "word_vectors.toy.slots": "helyek",
    "word_vectors.toy.same": "azonos",
    "word_vectors.toy.different": "eltérő",
    "word_vectors.toy.raw": "nyers koszinusz",
    "word_vectors.toy.centred": "koszinusz centrálás után",
    "word_vectors.toy.reading_holds": "Centrálás után minden azonos helyű pár (a legkisebb {low:.3f}) közelebb van "
                                      "egymáshoz, mint bármelyik eltérő helyű pár (a legnagyobb {high:.3f}).",
    "word_vectors.toy.reading_fails": "Ezzel a véletlenmaggal a játékmodell nem választotta szét a helyeket: "
                                      "centrálás után egy azonos helyű pár csak {low:.3f}-ig jut, egy eltérő helyű "
                                      "pár pedig {high:.3f}-ig.",
    "word_vectors.toy.loss": "SGNS-veszteség",
    "word_vectors.toy.chart": "Játék-SGNS: veszteség menetenként",
    "word_vectors.toy.x": "menet az összes páron",
    "word_vectors.toy.y": "veszteség (nat)",
    "word_vectors.toy.pair": "pár",
    # geometry
    "word_vectors.geo.intro": "Az embeddingeknek több száz dimenziójuk van, és odafent a távolságok furcsán "
                              "viselkednek. Szórj szét 1\u00a0000 véletlen pontot az egységkockában, és oszd el a "
                              "bármely két pont közötti legnagyobb távolságot a legkisebbel:",
    "word_vectors.geo.ratio_title": "Legtávolabbi pár ÷ legközelebbi pár, 1\u00a0000 véletlen pont",
    "word_vectors.geo.dim": "d dimenzió",
    "word_vectors.geo.ratio": "max. / min. távolság",
    "word_vectors.geo.book_point": "könyv",
    "word_vectors.geo.ratio_10k": "arány d = 10\u00a0000 esetén",
    "word_vectors.geo.ratio_reading": "Tízezer dimenzióban a legtávolabbi pár csak {pct:.0f}%-kal van messzebb "
                                      "egymástól, mint a legközelebbi: minden pont nagyjából egyforma távol van az "
                                      "összes többitől, így a „legközelebbi” keveset mond. Ez a dimenzionalitás átka "
                                      "(curse of dimensionality), és az egyik oka annak, hogy a nagy "
                                      "vektoradatbázisok beérik közelítő kereséssel.",
    "word_vectors.geo.cos_header": "Véletlen irányok koszinuszai",
    "word_vectors.geo.dim_pick": "Dimenzió",
    "word_vectors.geo.cos_title": "1\u00a0000 véletlen egységvektor-pár koszinusza, d = {d}",
    "word_vectors.geo.marker": "0,4",
    "word_vectors.geo.curve": "véletlen: szórás 1/√d",
    "word_vectors.geo.mean": "átlagos koszinusz",
    "word_vectors.geo.std": "szórás",
    "word_vectors.geo.std_help": "Az oldalsáv véletlenmagjával sorsolt 1\u00a0000 koszinuszé.",
    "word_vectors.geo.chance": "véletlen: 1/√d = {s:.4f}",
    "word_vectors.geo.book": "átlag {mean}, szórás {std}",
    "word_vectors.geo.above": "párok, ahol |cos| > 0,1",
    "word_vectors.geo.above_chance": "véletlen: {p:.2f}% (kb. {expected:.1f} pár 1\u00a0000-ből)",
    "word_vectors.geo.share_why": "Ebben a sorsolásban 1\u00a0000 párból {ours} ilyen van, a könyv sorsolásában "
                                  "{book} volt; a véletlen nagyjából {expected:.1f} ilyen párt vár, tehát mindkettő "
                                  "közönséges sorsolás.",
    "word_vectors.geo.reading": "A véletlen irányok majdnem merőlegesek, és d növekedésével egyre inkább azok. {d} "
                                "dimenzióban egy 0,4-es mért koszinusz {z:.1f} véletlen szórásnyira van 0-tól; két "
                                "véletlen irány {p:.1e} valószínűséggel kerül ilyen közel egymáshoz. A 0,4 tehát nem "
                                "azt jelenti, hogy „40%-ban hasonló”: messze kívül esik azon, amit a véletlen "
                                "produkál, ezért választják el a 0,3 és 0,7 közötti hasonlósági küszöbök a jelet a "
                                "zajtól.",
    "word_vectors.geo.measured": "mért szórás",
    "word_vectors.geo.std_title": "Véletlen koszinuszok szórása a dimenzió függvényében",
}
