"""Strings of the word-vectors page (neighbours, analogies, the evaluation table, word2vec, high dimensions)."""

# Formula-, symbol- or name-only strings that read the same in every language; everything else must be translated.
SAME_AS_ENGLISH = {
    "wv.an.a", "wv.an.b", "wv.an.c", "wv.an.answer",          # a : b :: c : ?
    "wv.short.glove", "wv.short.w2v", "wv.set.glove",          # product names (50 d: d is the dimension symbol)
}
SAME_AS_ENGLISH_BY_LANG = {"it": {"wv.ev.sem"}, "hu": set()}   # "sem." abbreviates "semantiche" too

EN = {
    "wv.title": "Word vectors and the analogy trick",
    "wv.lead": "Every word gets a row of numbers; words used in similar company get rows that point the same way.",
    "wv.more": "More about this page and the two vector sets",
    "wv.intro": "Give every word a row of numbers, fitted so that words used in similar company get similar rows. "
                "Closeness is measured by the **cosine** of the angle between two rows: 1 means the same direction, "
                "0 means unrelated directions. Everything on this page is computed live from real vectors, except "
                "the evaluation table, which a script precomputed from the same vectors and code.",
    "wv.set": "Vector set",
    "wv.set.glove": "GloVe 6B (50 d)",
    "wv.set.w2v": "word2vec, small corpus (100 d)",
    "wv.set_help": "GloVe: Stanford's vectors fitted to 6 billion tokens of Wikipedia + Gigaword. word2vec: trained "
                   "by this app's script on 2.9 million words of old books and 1960s American prose.",
    "wv.cutoff": "Words searched (most frequent first)",
    "wv.cutoff_help": "Only the N most frequent words can be an answer or a neighbour. A larger vocabulary holds "
                      "more correct answers but also more rare distractors: the scores move with this number.",
    "wv.about.glove": "**GloVe 6B, 50 dimensions**: fitted by Stanford to 6 billion tokens (Wikipedia 2014 + "
                      "Gigaword 5); the {v:,} most frequent words are shipped. This is *not* the chapter's word2vec "
                      "on text8 (17 million Wikipedia words), which cannot be shipped here; the chapter's figures "
                      "appear as labelled *book* references. Searching the first {n:,} words.",
    "wv.about.w2v": "**word2vec trained here**: skip-gram with negative sampling, {d} dimensions, on NLTK's Brown + "
                    "Gutenberg texts (2.9 million words, about a sixth of the chapter's text8); {v:,} words seen at "
                    "least 5 times. Searching the first {n:,} words (all of them when the cut-off is larger).",
    "wv.tab.neigh": "Neighbours",
    "wv.tab.analogy": "Analogy",
    "wv.tab.eval": "Evaluation table",
    "wv.tab.train": "Training word2vec",
    "wv.tab.geom": "High dimensions",
    "wv.cosine": "cosine similarity",
    # typed words (and the same words in a link)
    "wv.err.empty": "Type a word in **{label}**.",
    "wv.err.too_long": "**{label}** holds one word of at most {limit} characters; this text has {length}.",
    "wv.msg.lowered": "Looked up {raw} as {word}: both vector sets are lower case.",
    "wv.err.spaces": "{raw} is more than one word; each box takes a single word. {hint}",
    "wv.err.non_latin": "{raw} is not written in the English alphabet, and both vector sets are English only: "
                        "type an English word such as **king**. {hint}",
    "wv.err.unknown": "{raw} is not among the {n:,} words searched in {set} (a rarer word may be found with a "
                      "larger cut-off). {hint}",
    "wv.msg.try": "Try {words}.",
    # neighbours
    "wv.neigh.intro": "The nearest words by cosine, in both vector sets side by side above. Nobody told either "
                      "model that "
                      "numbers or instruments form a group: the rows ended up close because the words keep the same "
                      "company.",
    "wv.neigh.word": "Word",
    "wv.neigh.k": "How many neighbours",
    "wv.neigh.rank": "{word} is word #{rank:,} of {v:,} by frequency: rare words get noisy vectors.",
    "wv.neigh.chart": "Nearest to “{word}” ({set})",
    "wv.book_note.neigh": "word2vec on text8, nearest to {word}",
    "wv.book_note.kmw_all": "word2vec on text8, king − man + woman, nothing excluded",
    "wv.book_note.kmw_excl": "word2vec on text8, king − man + woman, a, b, c excluded",
    "wv.book_note.text8": "word2vec on text8",
    "wv.book_note.ratio": "extra distance of the farthest pair, d = 10,000",
    "wv.book_note.draw": "another draw of 1,000 pairs",
    "wv.book_note.share": "|cos| > 0.1 in 768 dimensions",
    "wv.map.header": "A map of a few words",
    "wv.map.group": "Group",
    "wv.map.numbers": "numbers",
    "wv.map.instruments": "instruments",
    "wv.map.capitals": "countries and capitals",
    "wv.map.family": "people and family",
    "wv.map.all": "all four",
    "wv.map.title": "The two main directions of the group ({set})",
    "wv.map.note": "A PCA projection keeps the two directions along which these words differ most. Only the group "
                   "is projected, so the picture is a flat shadow of 50 or 100 dimensions: trust the neighbours "
                   "above more than distances here.",
    "wv.map.too_few": "Fewer than three words of this group are known to {set} at this cut-off.",
    # analogy
    "wv.an.intro": "**a : b :: c : ?** — man is to king as woman is to what? The recipe: take the vector b − a + c "
                   "and return the word nearest to it. The published rule removes a, b and c from the candidates "
                   "before looking. Switch that rule off and see what the arithmetic alone returns.",
    "wv.an.a": "a",
    "wv.an.b": "b",
    "wv.an.c": "c",
    "wv.an.exclude": "Exclude a, b, c from the answers",
    "wv.an.exclude_help": "The standard scoring rule. Off: every word may win, including the three you typed.",
    "wv.an.answer": "{a} : {b} :: {c} : ?",
    "wv.an.answer_help": "The word whose vector has the largest cosine with b − a + c.",
    "wv.an.sim": "its cosine with b − a + c",
    "wv.an.sim_c": "its cosine with {c} alone",
    "wv.an.sim_c_help": "How close the answer already is to c, with no arithmetic at all.",
    "wv.an.is_input": "The winner, {word}, is one of the three words you typed: b − a + c is still mostly b and "
                      "c. Turn on the exclusion rule to see the answer people quote.",
    "wv.an.chart": "Words nearest to {b} − {a} + {c} (inputs in red)",
    "wv.an.legend.input": "one of a, b, c",
    "wv.an.legend.other": "other word",
    "wv.an.ranks": "With nothing excluded, the inputs rank: {w1} #{r1} ({s1:.3f}), {w2} #{r2} ({s2:.3f}), "
                   "{w0} #{r0} ({s0:.3f}).",
    "wv.an.same3": "The same word three times: b − a + c is just that word, so with nothing excluded it wins with "
                   "cosine 1, and with the rule on you get its nearest neighbour. Try three different words, e.g. "
                   "man, king, woman.",
    "wv.an.same_ab": "a and b are the same word, so b − a + c = c exactly: the answer is simply the nearest word to "
                     "c. Try two different words for a and b.",
    "wv.an.same2": "Two of the three words are the same, so the arithmetic has less to work with; try three "
                   "different words.",
    "wv.an.reading": "Read the two numbers under the answer together. If the answer was already close to c on its "
                     "own, the subtraction did little: the rule that forbids a, b and c did the work. The table in "
                     "the next tab measures this on {n:,} questions.",
    # evaluation
    "wv.ev.intro": "Mikolov's test set asks {n:,} questions a : b :: c : d ({sem:,} semantic such as athens : "
                   "greece :: baghdad : iraq, {syn:,} syntactic such as walking : walked :: swimming : swam). A "
                   "question counts only if all four words are among the words searched. Five ways to answer, the "
                   "last four with a, b, c excluded: the last three do no real arithmetic at all.",
    "wv.ev.method": "how the answer is chosen",
    "wv.ev.m.add_all": "b − a + c, nothing excluded",
    "wv.ev.m.add": "b − a + c, inputs excluded (standard)",
    "wv.ev.m.only_c": "nearest to c only",
    "wv.ev.m.only_b": "nearest to b only",
    "wv.ev.m.b_plus_c": "b + c (ignore a)",
    "wv.short.glove": "GloVe",
    "wv.short.w2v": "word2vec",
    "wv.ev.sem": "sem.",
    "wv.ev.syn": "syn.",
    "wv.ev.kept": "kept",
    "wv.ev.kept_note": "sem. / syn.: accuracy on the answerable semantic / syntactic questions. kept: the row's "
                       "semantic accuracy as a share of the standard row's.",
    "wv.ev.precomputed": "Precomputed by `{script}` on {date} (UTC) and read from the shipped file; the tests "
                          "recompute it with the same code.",
    "wv.ev.computed_now": "Computed now on this server: no precomputed table was shipped for this cut-off.",
    "wv.ev.answerable_line": "Answerable: **{sem:,}** semantic + **{syn:,}** syntactic of {total:,} questions.",
    "wv.ev.wins_help": "Share of the answerable semantic questions whose winner, with nothing excluded, is a, b or c.",
    "wv.ev.kept_help": "Semantic accuracy of 'nearest to c only' divided by the standard semantic accuracy.",
    "wv.ev.searched": "{n:,} words searched",
    "wv.ev.answerable": "answerable",
    "wv.ev.wins_sem": "winner is an input",
    "wv.ev.wins": "input wins",
    "wv.ev.which": "Over all {n:,} answerable questions, nothing excluded, the winner is an input {all} of the "
                   "time: c {c:,} times, b {b:,} times, a {a:,} times.",
    "wv.ev.kept_c": "nearest-to-c keeps",
    "wv.ev.book": "the winner is an input on {wins} of the {answerable} answerable semantic questions, and "
                  "nearest-to-c keeps {kept} of the semantic score",
    "wv.ev.chart": "Semantic accuracy by answering rule",
    "wv.ev.chart_y": "semantic accuracy (%)",
    "wv.ev.reading": "With the first {n:,} words searched and nothing excluded, the winner is one of a, b, c on "
                     "{g_wins} of GloVe's answerable semantic questions and on {w_wins} of word2vec's. Nearest-to-c "
                     "alone, with no arithmetic at all, keeps {g_kept} of GloVe's standard score and {w_kept} of "
                     "word2vec's: {more} leans more on plain proximity than {less}. Whatever the vectors, the part "
                     "of the score that nearest-to-c keeps is proximity plus the rule that bans the obvious "
                     "answers, not arithmetic.",
    "wv.ev.sections": "Accuracy per section",
    "wv.ev.section": "section",
    "wv.pairs.header": "Do cosines agree with people?",
    "wv.pairs.set": "vectors",
    "wv.pairs.data": "human ratings",
    "wv.pairs.rho": "Spearman ρ",
    "wv.pairs.used": "pairs used",
    "wv.pairs.reading": "Spearman's ρ compares rank orders: 1 means the vectors order the word pairs exactly as "
                        "people did. WordSim-353 rewards any association (cup–coffee); SimLex-999 asks for "
                        "similarity only, so a pair of opposites such as old–new should score low — cosine, which "
                        "loves shared contexts, finds that much harder.",
    # training
    "wv.tr.intro": "word2vec keeps only the embedding table of a language model. Skip-gram with negative sampling "
                   "turns each real (centre word, neighbouring word) pair of the text into a yes-example and k "
                   "random pairs into no-examples:",
    "wv.tr.formula": "In words: a binary classifier for “did these two words really occur together?”, whose score "
                     "is the dot product of the two vectors. It never touches the whole vocabulary, which is why it "
                     "is cheap.",
    "wv.tr.settings": "The chapter gives three settings: {dim} dimensions, {epochs} passes, and words seen at least "
                      "{min_count} times. The rest are common settings, the defaults of gensim 4's `Word2Vec`: "
                      "skip-gram with {neg} negative samples, a window of {window} words, sub-sampling {sample:g}. "
                      "One worker thread and seed {seed} make the run reproducible. The shipped vectors ({v:,} "
                      "words) come from `scripts/train_word2vec.py` with exactly these settings.",
    "wv.tr.share": "Share of the corpus to train on",
    "wv.tr.button": "Train word2vec now",
    "wv.tr.hint": "Training on the whole corpus takes from about 20 seconds on an idle machine to a few minutes on "
                  "a busy one; it runs once per seed and share and is then kept. The sidebar seed is used.",
    "wv.tr.progress": "Training: {pct}% (pass {epoch} of {epochs})",
    "wv.tr.done": "Trained in {secs:.1f} s on {words:,} words: {v:,} words kept.",
    "wv.tr.same": "Compared with the shipped vectors: the same {v:,} words, and the same {k} nearest neighbours for "
                  "all {n} probe words below.",
    "wv.tr.differs": "These vectors differ from the shipped ones: {same} of {n} probe words keep the same {k} "
                     "nearest neighbours, and the vocabulary has {v_live:,} words against the shipped {v_ship:,}.",
    "wv.tr.probe": "word",
    "wv.tr.live": "trained now (seed {seed}, {share} of the text)",
    "wv.tr.shipped": "shipped (seed {seed}, all text)",
    "wv.tr.unknown": "(seen fewer than {min_count} times)",
    "wv.toy.header": "The same formula in twenty lines of torch",
    "wv.toy.intro": "The loss above, written out in torch and minimised by plain gradient descent on sixteen toy "
                    "sentences ({n} distinct words). The loss falls. All toy vectors share one common direction, so "
                    "raw cosines are high for almost every pair; subtract the mean vector and the words used in the "
                    "same slots stand out.",
    "wv.toy.slots": "slots",
    "wv.toy.same": "same",
    "wv.toy.different": "different",
    "wv.toy.raw": "raw cosine",
    "wv.toy.centred": "cosine after centring",
    "wv.toy.reading_holds": "After centring, every same-slot pair (lowest {low:.3f}) is closer than every pair from "
                            "different slots (highest {high:.3f}).",
    "wv.toy.reading_fails": "With this seed the toy did not separate the slots: a same-slot pair reaches only "
                            "{low:.3f} after centring, a different-slot pair {high:.3f}.",
    "wv.toy.loss": "SGNS loss",
    "wv.toy.chart": "Toy SGNS: loss per pass",
    "wv.toy.x": "pass over all pairs",
    "wv.toy.y": "loss (nats)",
    "wv.toy.pair": "pair",
    # geometry
    "wv.geo.intro": "Embeddings have hundreds of dimensions, and distances behave strangely up there. Scatter 1,000 "
                    "random points in the unit cube and divide the largest distance between two of them by the "
                    "smallest:",
    "wv.geo.ratio_title": "Farthest pair ÷ nearest pair, 1,000 random points",
    "wv.geo.dim": "dimension d",
    "wv.geo.ratio": "max / min distance",
    "wv.geo.book_point": "book",
    "wv.geo.ratio_10k": "ratio at d = 10,000",
    "wv.geo.ratio_reading": "In 10,000 dimensions the farthest pair is only {pct:.0f}% farther apart than the "
                            "nearest: every point is about as far from every other, so “nearest” says little. This "
                            "is the curse of dimensionality, and one reason large vector databases settle for "
                            "approximate search.",
    "wv.geo.cos_header": "Cosines of random directions",
    "wv.geo.dim_pick": "Dimension",
    "wv.geo.cos_title": "Cosine of 1,000 random pairs of unit vectors, d = {d}",
    "wv.geo.marker": "0.4",
    "wv.geo.curve": "chance: std 1/√d",
    "wv.geo.mean": "mean cosine",
    "wv.geo.std": "standard deviation",
    "wv.geo.std_help": "Of the 1,000 cosines drawn with the sidebar seed.",
    "wv.geo.chance": "chance: 1/√d = {s:.4f}",
    "wv.geo.book": "mean {mean}, std {std}",
    "wv.geo.above": "pairs with |cos| > 0.1",
    "wv.geo.above_chance": "chance: {p:.2f}% (about {expected:.1f} of 1,000 pairs)",
    "wv.geo.share_why": "This draw has {ours} such pairs of 1,000, the book's draw had {book}; chance expects about "
                        "{expected:.1f}, so both are ordinary draws.",
    "wv.geo.reading": "Random directions are nearly perpendicular, and more so as d grows. In {d} dimensions a "
                      "measured cosine of 0.4 sits {z:.1f} chance standard deviations from 0; two random directions "
                      "get that close with probability {p:.1e}. So 0.4 does not mean “40% similar”: it is far "
                      "outside what chance produces, which is why similarity thresholds between 0.3 and 0.7 "
                      "separate signal from noise.",
    "wv.geo.measured": "measured std",
    "wv.geo.std_title": "Spread of random cosines vs dimension",
}

IT = {
    "wv.title": "Vettori di parole e il trucco delle analogie",
    "wv.lead": "Ogni parola riceve una riga di numeri; le parole che frequentano la stessa compagnia ricevono righe "
               "che puntano nella stessa direzione.",
    "wv.more": "Approfondimento: questa pagina e i due insiemi di vettori",
    "wv.intro": "Diamo a ogni parola una riga di numeri, scelta in modo che parole usate in compagnia simile "
                "ricevano righe simili. La vicinanza si misura con il **coseno** dell'angolo fra due righe: 1 vuol "
                "dire stessa direzione, 0 direzioni perpendicolari (senza relazione). Tutto in questa pagina è "
                "calcolato dal vivo su vettori veri, tranne la tabella di valutazione, che uno script ha "
                "precalcolato con gli stessi vettori e lo stesso codice.",
    "wv.set": "Insieme di vettori",
    "wv.set.glove": "GloVe 6B (50 d)",
    "wv.set.w2v": "word2vec, corpus piccolo (100 d)",
    "wv.set_help": "GloVe: i vettori di Stanford, addestrati su 6 miliardi di token di Wikipedia + Gigaword. "
                   "word2vec: addestrato dallo script di questa app su 2,9 milioni di parole di vecchi libri "
                   "(Gutenberg) e di prosa americana degli anni Sessanta.",
    "wv.cutoff": "Parole cercate (prima le più frequenti)",
    "wv.cutoff_help": "Solo le N parole più frequenti possono essere una risposta o un vicino. Un vocabolario più "
                      "ampio contiene più risposte giuste ma anche più distrattori rari: i punteggi cambiano con "
                      "questo numero.",
    "wv.about.glove": "**GloVe 6B, 50 dimensioni**: vettori addestrati da Stanford su 6 miliardi di token (Wikipedia "
                      "2014 + Gigaword 5); l'app include le {v:,} parole più frequenti. *Non* è il word2vec del "
                      "capitolo, addestrato su text8 (17 milioni di parole di Wikipedia), che qui non si può "
                      "includere; le cifre del capitolo compaiono come riferimenti etichettati *libro*. Si cerca fra "
                      "le prime {n:,} parole.",
    "wv.about.w2v": "**word2vec addestrato qui**: skip-gram con campionamento negativo (negative sampling), {d} "
                    "dimensioni, sui testi Brown + Gutenberg di NLTK (2,9 milioni di parole, circa un sesto del "
                    "text8 del capitolo); {v:,} parole viste almeno 5 volte. Si cerca fra le prime {n:,} parole "
                    "(tutte, quando la soglia è più alta).",
    "wv.tab.neigh": "Vicini",
    "wv.tab.analogy": "Analogie",
    "wv.tab.eval": "Tabella di valutazione",
    "wv.tab.train": "Addestrare word2vec",
    "wv.tab.geom": "Molte dimensioni",
    "wv.cosine": "similarità del coseno",
    # typed words (and the same words in a link)
    "wv.err.empty": "Scrivi una parola in **{label}**.",
    "wv.err.too_long": "**{label}** accetta una sola parola di al massimo {limit} caratteri; questo testo ne ha "
                       "{length}.",
    "wv.msg.lowered": "Ho cercato {raw} come {word}: entrambi gli insiemi di vettori sono in minuscolo.",
    "wv.err.spaces": "{raw} è più di una parola; ogni casella accetta una parola sola. {hint}",
    "wv.err.non_latin": "{raw} non è scritto con l'alfabeto inglese, ed entrambi gli insiemi di vettori sono solo "
                        "in inglese: scrivi una parola inglese come **king**. {hint}",
    "wv.err.unknown": "{raw} non è fra le {n:,} parole cercate in {set}: una parola più rara si può trovare "
                      "alzando la soglia. {hint}",
    "wv.msg.try": "Prova {words}.",
    # neighbours
    "wv.neigh.intro": "Le parole più vicine per coseno, qui sopra nei due insiemi di vettori affiancati. Nessuno ha "
                      "detto ai due modelli che i numeri o gli strumenti musicali formano un gruppo: le righe sono "
                      "finite vicine perché le parole frequentano la stessa compagnia.",
    "wv.neigh.word": "Parola",
    "wv.neigh.k": "Quanti vicini",
    "wv.neigh.rank": "{word} è la parola n. {rank:,} su {v:,} per frequenza: le parole rare hanno vettori rumorosi.",
    "wv.neigh.chart": "Le più vicine a «{word}» ({set})",
    "wv.book_note.neigh": "word2vec su text8, le più vicine a {word}",
    "wv.book_note.kmw_all": "word2vec su text8, king − man + woman, nessuna esclusione",
    "wv.book_note.kmw_excl": "word2vec su text8, king − man + woman, a, b, c esclusi",
    "wv.book_note.text8": "word2vec su text8",
    "wv.book_note.ratio": "distanza in più della coppia più lontana, d = 10 000",
    "wv.book_note.draw": "un'altra estrazione di 1 000 coppie",
    "wv.book_note.share": "|cos| > 0,1 in 768 dimensioni",
    "wv.map.header": "Una mappa di poche parole",
    "wv.map.group": "Gruppo",
    "wv.map.numbers": "numeri",
    "wv.map.instruments": "strumenti musicali",
    "wv.map.capitals": "paesi e capitali",
    "wv.map.family": "persone e famiglia",
    "wv.map.all": "tutti e quattro",
    "wv.map.title": "Le due direzioni principali del gruppo ({set})",
    "wv.map.note": "Una proiezione PCA conserva le due direzioni lungo cui queste parole differiscono di più. Si "
                   "proietta solo il gruppo, quindi l'immagine è un'ombra piatta di 50 o 100 dimensioni: fidati più "
                   "dei vicini qui sopra che delle distanze in questo grafico.",
    "wv.map.too_few": "A questa soglia {set} conosce meno di tre parole di questo gruppo.",
    # analogy
    "wv.an.intro": "**a : b :: c : ?** — man sta a king come woman sta a che cosa? La ricetta: prendi il vettore "
                   "b − a + c e restituisci la parola più vicina. La regola pubblicata toglie a, b e c dai candidati "
                   "prima di cercare. Disattiva quella regola e guarda che cosa restituisce l'aritmetica da sola.",
    "wv.an.a": "a",
    "wv.an.b": "b",
    "wv.an.c": "c",
    "wv.an.exclude": "Escludi a, b, c dalle risposte",
    "wv.an.exclude_help": "La regola di valutazione standard. Disattivata: può vincere qualunque parola, comprese le "
                          "tre che hai scritto.",
    "wv.an.answer": "{a} : {b} :: {c} : ?",
    "wv.an.answer_help": "La parola il cui vettore ha il coseno più alto con b − a + c.",
    "wv.an.sim": "il suo coseno con b − a + c",
    "wv.an.sim_c": "il suo coseno con {c} da sola",
    "wv.an.sim_c_help": "Quanto la risposta è già vicina a c, senza alcuna aritmetica.",
    "wv.an.is_input": "La vincitrice, {word}, è una delle tre parole che hai scritto: b − a + c è ancora "
                      "soprattutto b e c. Attiva la regola di esclusione per vedere la risposta che tutti citano.",
    "wv.an.chart": "Parole più vicine a {b} − {a} + {c} (in rosso gli ingressi)",
    "wv.an.legend.input": "una fra a, b, c",
    "wv.an.legend.other": "altra parola",
    "wv.an.ranks": "Senza esclusioni, gli ingressi si piazzano così: {w1} n. {r1} ({s1:.3f}), {w2} n. {r2} "
                   "({s2:.3f}), {w0} n. {r0} ({s0:.3f}).",
    "wv.an.same3": "La stessa parola tre volte: b − a + c è proprio quella parola, quindi senza esclusioni vince con "
                   "coseno 1, e con la regola attiva ottieni il suo vicino più prossimo. Prova tre parole diverse, "
                   "per esempio man, king, woman.",
    "wv.an.same_ab": "a e b sono la stessa parola, quindi b − a + c = c esattamente: la risposta è semplicemente la "
                     "parola più vicina a c. Prova due parole diverse per a e b.",
    "wv.an.same2": "Due delle tre parole coincidono, quindi l'aritmetica ha meno materiale su cui lavorare; prova "
                   "tre parole diverse.",
    "wv.an.reading": "Leggi insieme i due numeri sotto la risposta. Se la risposta era già vicina a c per conto suo, "
                     "la sottrazione ha fatto poco: il lavoro l'ha fatto la regola che vieta a, b e c. La tabella "
                     "della scheda successiva lo misura su {n:,} domande.",
    # evaluation
    "wv.ev.intro": "L'insieme di test di Mikolov pone {n:,} domande a : b :: c : d ({sem:,} semantiche come athens : "
                   "greece :: baghdad : iraq, {syn:,} sintattiche come walking : walked :: swimming : swam). Una "
                   "domanda conta solo se tutte e quattro le parole sono fra quelle cercate. Cinque modi di "
                   "rispondere, gli ultimi quattro con a, b, c esclusi: gli ultimi tre non fanno alcuna vera "
                   "aritmetica.",
    "wv.ev.method": "come si sceglie la risposta",
    "wv.ev.m.add_all": "b − a + c, nessuna esclusione",
    "wv.ev.m.add": "b − a + c, ingressi esclusi (standard)",
    "wv.ev.m.only_c": "solo la più vicina a c",
    "wv.ev.m.only_b": "solo la più vicina a b",
    "wv.ev.m.b_plus_c": "b + c (ignora a)",
    "wv.short.glove": "GloVe",
    "wv.short.w2v": "word2vec",
    "wv.ev.sem": "sem.",
    "wv.ev.syn": "sint.",
    "wv.ev.kept": "conservato",
    "wv.ev.kept_note": "sem. / sint.: accuratezza sulle domande semantiche / sintattiche utilizzabili. conservato: "
                       "l'accuratezza semantica della riga come frazione di quella della riga standard.",
    "wv.ev.precomputed": "Precalcolata da `{script}` il {date} (UTC) e letta dal file incluso nell'app; i test la "
                         "ricalcolano con lo stesso codice.",
    "wv.ev.computed_now": "Calcolata ora su questo server: per questa soglia l'app non include una tabella "
                          "precalcolata.",
    "wv.ev.answerable_line": "Domande utilizzabili: **{sem:,}** semantiche + **{syn:,}** sintattiche su {total:,}.",
    "wv.ev.wins_help": "Quota delle domande semantiche utilizzabili in cui, senza esclusioni, vince a, b o c.",
    "wv.ev.kept_help": "Accuratezza semantica di «solo la più vicina a c» divisa per l'accuratezza semantica "
                       "standard.",
    "wv.ev.searched": "{n:,} parole cercate",
    "wv.ev.answerable": "utilizzabili",
    "wv.ev.wins_sem": "vince un ingresso",
    "wv.ev.wins": "vittorie degli ingressi",
    "wv.ev.which": "Su tutte le {n:,} domande utilizzabili, senza esclusioni, un ingresso vince in una quota di "
                   "casi pari a {all}: c {c:,} volte, b {b:,} volte, a {a:,} volte.",
    "wv.ev.kept_c": "la più vicina a c conserva",
    "wv.ev.book": "un ingresso vince in una quota pari a {wins} delle {answerable} domande semantiche "
                  "utilizzabili, e la più vicina a c conserva una quota pari a {kept} del punteggio semantico",
    "wv.ev.chart": "Accuratezza semantica per regola di risposta",
    "wv.ev.chart_y": "accuratezza semantica (%)",
    "wv.ev.reading": "Con le prime {n:,} parole cercate e nessuna esclusione, la vincitrice è una fra a, b, c in "
                     "una quota pari a {g_wins} delle domande semantiche utilizzabili per GloVe e a {w_wins} per "
                     "word2vec. La più vicina a c da sola, senza alcuna aritmetica, conserva una quota pari a "
                     "{g_kept} del punteggio standard di GloVe e a {w_kept} di quello di word2vec: {more} si "
                     "appoggia sulla semplice vicinanza più di {less}. Quali che siano i vettori, la parte del "
                     "punteggio che la più vicina a c conserva è vicinanza più la regola che vieta le risposte "
                     "ovvie, non aritmetica.",
    "wv.ev.sections": "Accuratezza per sezione",
    "wv.ev.section": "sezione",
    "wv.pairs.header": "I coseni sono d'accordo con le persone?",
    "wv.pairs.set": "vettori",
    "wv.pairs.data": "giudizi umani",
    "wv.pairs.rho": "ρ di Spearman",
    "wv.pairs.used": "coppie usate",
    "wv.pairs.reading": "La ρ di Spearman confronta ordinamenti: 1 vuol dire che i vettori ordinano le coppie di "
                        "parole esattamente come le persone. WordSim-353 premia qualunque associazione "
                        "(cup–coffee); SimLex-999 chiede solo la somiglianza, quindi una coppia di opposti come "
                        "old–new dovrebbe avere un punteggio basso — e per il coseno, che ama i contesti condivisi, "
                        "è molto più difficile.",
    # training
    "wv.tr.intro": "word2vec tiene soltanto la tabella di embedding di un modello linguistico. Lo skip-gram con "
                   "campionamento negativo trasforma ogni coppia reale (parola centrale, parola vicina) del testo "
                   "in un esempio positivo e k coppie casuali in esempi negativi:",
    "wv.tr.formula": "A parole: un classificatore binario per la domanda «queste due parole sono comparse davvero "
                     "insieme?», il cui punteggio è il prodotto scalare dei due vettori. Non tocca mai l'intero "
                     "vocabolario, ed è per questo che costa poco.",
    "wv.tr.settings": "Il capitolo fissa tre impostazioni: {dim} dimensioni, {epochs} passate e parole viste "
                      "almeno {min_count} volte. Le altre sono quelle usuali, cioè i valori predefiniti di "
                      "`Word2Vec` in gensim 4: skip-gram con {neg} campioni negativi, una finestra di {window} "
                      "parole, sottocampionamento {sample:g}. Un solo thread e il seme {seed} rendono l'esecuzione "
                      "riproducibile. I vettori inclusi nell'app ({v:,} parole) vengono da "
                      "`scripts/train_word2vec.py` con esattamente queste impostazioni.",
    "wv.tr.share": "Quota del corpus su cui addestrare",
    "wv.tr.button": "Addestra word2vec ora",
    "wv.tr.hint": "Sull'intero corpus l'addestramento richiede da circa 20 secondi su una macchina libera a "
                  "qualche minuto su una macchina occupata; avviene una sola volta per ogni seme e quota, poi il "
                  "risultato resta in memoria. Si usa il seme della barra laterale.",
    "wv.tr.progress": "Addestramento: {pct}% (passata {epoch} di {epochs})",
    "wv.tr.done": "Addestrato in {secs:.1f} s su {words:,} parole: {v:,} parole conservate.",
    "wv.tr.same": "Rispetto ai vettori inclusi nell'app: le stesse {v:,} parole e gli stessi {k} vicini più "
                  "prossimi per tutte le {n} parole di prova qui sotto.",
    "wv.tr.differs": "Questi vettori sono diversi da quelli inclusi nell'app: parole di prova che conservano gli "
                     "stessi {k} vicini più prossimi: {same} su {n}, e il vocabolario ha {v_live:,} parole contro "
                     "le {v_ship:,} di quello incluso.",
    "wv.tr.probe": "parola",
    "wv.tr.live": "addestrati ora (seme {seed}, {share} del testo)",
    "wv.tr.shipped": "inclusi nell'app (seme {seed}, tutto il testo)",
    "wv.tr.unknown": "(vista meno di {min_count} volte)",
    "wv.toy.header": "La stessa formula in venti righe di torch",
    "wv.toy.intro": "La loss qui sopra, scritta in torch e minimizzata con una semplice discesa del gradiente su "
                    "sedici frasi giocattolo ({n} parole distinte). La loss scende. Tutti i vettori giocattolo "
                    "condividono una direzione comune, quindi i coseni grezzi sono alti per quasi ogni coppia; "
                    "sottrai il vettore medio e risaltano le parole usate nelle stesse posizioni.",
    "wv.toy.slots": "posizioni",
    "wv.toy.same": "uguali",
    "wv.toy.different": "diverse",
    "wv.toy.raw": "coseno grezzo",
    "wv.toy.centred": "coseno dopo la centratura",
    "wv.toy.reading_holds": "Dopo la centratura, ogni coppia nelle stesse posizioni (la più bassa {low:.3f}) è più "
                            "vicina di ogni coppia di posizioni diverse (la più alta {high:.3f}).",
    "wv.toy.reading_fails": "Con questo seme il modello giocattolo non ha separato le posizioni: dopo la centratura "
                            "una coppia nelle stesse posizioni arriva solo a {low:.3f}, una coppia di posizioni "
                            "diverse a {high:.3f}.",
    "wv.toy.loss": "loss SGNS",
    "wv.toy.chart": "SGNS giocattolo: loss per passata",
    "wv.toy.x": "passata su tutte le coppie",
    "wv.toy.y": "loss (nat)",
    "wv.toy.pair": "coppia",
    # geometry
    "wv.geo.intro": "Gli embedding hanno centinaia di dimensioni, e in così tante dimensioni le distanze si "
                    "comportano in modo strano. Sparpaglia 1 000 punti casuali nel cubo unitario e dividi la "
                    "distanza più grande fra due di essi per la più piccola:",
    "wv.geo.ratio_title": "Coppia più lontana ÷ coppia più vicina, 1 000 punti casuali",
    "wv.geo.dim": "dimensione d",
    "wv.geo.ratio": "distanza max / min",
    "wv.geo.book_point": "libro",
    "wv.geo.ratio_10k": "rapporto a d = 10 000",
    "wv.geo.ratio_reading": "In 10 000 dimensioni la coppia più lontana è più distante solo del {pct:.0f}% della "
                            "più vicina: ogni punto è più o meno alla stessa distanza da tutti gli altri, quindi "
                            "«il più vicino» dice poco. È la maledizione della dimensionalità (curse of "
                            "dimensionality), e uno dei motivi per cui i grandi database vettoriali si "
                            "accontentano di una ricerca approssimata.",
    "wv.geo.cos_header": "Coseni di direzioni casuali",
    "wv.geo.dim_pick": "Dimensione",
    "wv.geo.cos_title": "Coseno di 1 000 coppie casuali di vettori unitari, d = {d}",
    "wv.geo.marker": "0,4",
    "wv.geo.curve": "caso: dev. std. 1/√d",
    "wv.geo.mean": "coseno medio",
    "wv.geo.std": "deviazione standard",
    "wv.geo.std_help": "Dei 1 000 coseni estratti con il seme della barra laterale.",
    "wv.geo.chance": "caso: 1/√d = {s:.4f}",
    "wv.geo.book": "media {mean}, dev. std. {std}",
    "wv.geo.above": "coppie con |cos| > 0,1",
    "wv.geo.above_chance": "caso: {p:.2f}% (circa {expected:.1f} coppie su 1 000)",
    "wv.geo.share_why": "Questa estrazione ha {ours} coppie così su 1 000, quella del libro ne aveva {book}; il "
                        "caso ne prevede circa {expected:.1f}, quindi sono entrambe estrazioni del tutto normali.",
    "wv.geo.reading": "Le direzioni casuali sono quasi perpendicolari, e lo sono sempre di più al crescere di d. In "
                      "{d} dimensioni un coseno misurato di 0,4 sta a {z:.1f} deviazioni standard del caso da 0; due "
                      "direzioni casuali arrivano così vicine con probabilità {p:.1e}. Quindi 0,4 non vuol dire "
                      "«simili al 40%»: è ben al di fuori di ciò che produce il caso, ed è per questo che soglie di "
                      "similarità fra 0,3 e 0,7 separano il segnale dal rumore.",
    "wv.geo.measured": "dev. std. misurata",
    "wv.geo.std_title": "Dispersione dei coseni casuali al variare della dimensione",
}

HU = {
    "wv.title": "Szóvektorok és az analógiatrükk",
    "wv.lead": "Minden szó kap egy számsort; a hasonló szövegkörnyezetben használt szavak sorai ugyanarra mutatnak.",
    "wv.more": "Bővebben: erről az oldalról és a két vektorkészletről",
    "wv.intro": "Adjunk minden szónak egy számsort, úgy illesztve, hogy a hasonló szövegkörnyezetben használt "
                "szavak hasonló sorokat kapjanak. A közelséget a két sor közötti szög **koszinusza** méri: 1 "
                "azonos irányt jelent, 0 egymásra merőleges irányokat. Ezen az oldalon minden élőben, valódi "
                "vektorokból számolódik, kivéve az értékelő táblázatot, amelyet egy szkript előre kiszámolt "
                "ugyanazokból a vektorokból, ugyanazzal a kóddal.",
    "wv.set": "Vektorkészlet",
    "wv.set.glove": "GloVe 6B (50 d)",
    "wv.set.w2v": "word2vec, kis korpusz (100 d)",
    "wv.set_help": "GloVe: a Stanford vektorai, 6 milliárd Wikipédia- és Gigaword-tokenre illesztve. word2vec: ennek "
                   "az alkalmazásnak a szkriptje tanította 2,9 millió szónyi régi könyvön és 1960-as évekbeli "
                   "amerikai prózán.",
    "wv.cutoff": "Keresett szavak (a leggyakoribbak elöl)",
    "wv.cutoff_help": "Csak az N leggyakoribb szó lehet válasz vagy szomszéd. Nagyobb szókészletben több a helyes "
                      "válasz, de több a ritka, félrevezető szó is: a pontszámok ezzel a számmal együtt mozognak.",
    "wv.about.glove": "**GloVe 6B, 50 dimenzió**: a Stanford illesztette 6 milliárd tokenre (Wikipédia 2014 + "
                      "Gigaword 5); az alkalmazás a leggyakoribb {v:,} szót tartalmazza. Ez *nem* a fejezet "
                      "text8-on (17 millió Wikipédia-szó) tanított word2vec-je, amelyet itt nem lehet mellékelni; a "
                      "fejezet számai *könyv* feliratú hivatkozásként jelennek meg. Az első {n:,} szóban keresünk.",
    "wv.about.w2v": "**Itt tanított word2vec**: skip-gram negatív mintavételezéssel (negative sampling), {d} "
                    "dimenzió, az NLTK Brown- és Gutenberg-szövegein (2,9 millió szó, a fejezet text8-jának "
                    "nagyjából hatoda); {v:,} szó, amely legalább 5-ször előfordul. Az első {n:,} szóban keresünk "
                    "(mindegyikben, ha a küszöb nagyobb).",
    "wv.tab.neigh": "Szomszédok",
    "wv.tab.analogy": "Analógia",
    "wv.tab.eval": "Értékelő táblázat",
    "wv.tab.train": "A word2vec tanítása",
    "wv.tab.geom": "Sok dimenzió",
    "wv.cosine": "koszinusz-hasonlóság",
    # typed words (and the same words in a link)
    "wv.err.empty": "Írj be egy szót ide: **{label}**.",
    "wv.err.too_long": "**{label}**: legfeljebb {limit} karakteres, egyetlen szót vár; ez a szöveg {length} "
                       "karakteres.",
    "wv.msg.lowered": "{raw} helyett ezt kerestük: {word}; mindkét vektorkészlet kisbetűs.",
    "wv.err.spaces": "{raw} több szóból áll; minden mezőbe egyetlen szó kerül. {hint}",
    "wv.err.non_latin": "{raw} nem angol ábécével íródott, és mindkét vektorkészlet csak angol: írj be egy angol "
                        "szót, például **king**. {hint}",
    "wv.err.unknown": "{raw} nincs a keresett {n:,} szó között ebben a készletben: {set}. Egy ritkább szót "
                      "nagyobb küszöbbel megtalálhatsz. {hint}",
    "wv.msg.try": "Próbáld például: {words}.",
    # neighbours
    "wv.neigh.intro": "A koszinusz szerint legközelebbi szavak, fent a két vektorkészletben egymás mellett. Egyik "
                      "modellnek sem mondta meg senki, hogy a számnevek vagy a hangszerek egy csoportot alkotnak: "
                      "a sorok azért kerültek közel egymáshoz, mert a szavak ugyanabban a szövegkörnyezetben "
                      "fordulnak elő.",
    "wv.neigh.word": "Szó",
    "wv.neigh.k": "Hány szomszéd",
    "wv.neigh.rank": "{word} helyezése gyakoriság szerint: {rank:,}. (összesen {v:,} szó); a ritka szavak vektorai "
                     "zajosak.",
    "wv.neigh.chart": "„{word}” legközelebbi szomszédai ({set})",
    "wv.book_note.neigh": "word2vec text8-on, {word} legközelebbi szomszédai",
    "wv.book_note.kmw_all": "word2vec text8-on, king − man + woman, kizárás nélkül",
    "wv.book_note.kmw_excl": "word2vec text8-on, king − man + woman, a, b, c kizárva",
    "wv.book_note.text8": "word2vec text8-on",
    "wv.book_note.ratio": "a legtávolabbi pár többlettávolsága, d = 10\u00a0000",
    "wv.book_note.draw": "1\u00a0000 pár egy másik sorsolása",
    "wv.book_note.share": "768 dimenzióban |cos| > 0,1",
    "wv.map.header": "Néhány szó térképe",
    "wv.map.group": "Csoport",
    "wv.map.numbers": "számnevek",
    "wv.map.instruments": "hangszerek",
    "wv.map.capitals": "országok és fővárosok",
    "wv.map.family": "emberek és család",
    "wv.map.all": "mind a négy",
    "wv.map.title": "A csoport két fő iránya ({set})",
    "wv.map.note": "A PCA-vetítés azt a két irányt tartja meg, amelyek mentén ezek a szavak a legjobban "
                   "különböznek. Csak a csoportot vetítjük, így a kép 50 vagy 100 dimenzió lapos árnyéka: a fenti "
                   "szomszédoknak jobban higgy, mint az itteni távolságoknak.",
    "wv.map.too_few": "Ennél a küszöbnél a csoportból háromnál kevesebb szót ismer ez a készlet: {set}.",
    # analogy
    "wv.an.intro": "**a : b :: c : ?** — a man úgy aránylik a king-hez, mint a woman mihez? A recept: vedd a "
                   "b − a + c vektort, és add vissza a hozzá legközelebbi szót. A publikált szabály a keresés előtt "
                   "kiveszi a jelöltek közül az a, b és c szavakat. Kapcsold ki ezt a szabályt, és nézd meg, mit ad "
                   "vissza az aritmetika egymagában.",
    "wv.an.a": "a",
    "wv.an.b": "b",
    "wv.an.c": "c",
    "wv.an.exclude": "a, b, c kizárása a válaszokból",
    "wv.an.exclude_help": "A szokásos pontozási szabály. Kikapcsolva bármelyik szó nyerhet, a három beírt szót is "
                          "beleértve.",
    "wv.an.answer": "{a} : {b} :: {c} : ?",
    "wv.an.answer_help": "Az a szó, amelynek vektora a legnagyobb koszinuszt adja b − a + c-vel.",
    "wv.an.sim": "koszinusza b − a + c-vel",
    "wv.an.sim_c": "koszinusza csak ezzel: {c}",
    "wv.an.sim_c_help": "Mennyire van a válasz már eleve közel c-hez, mindenféle aritmetika nélkül.",
    "wv.an.is_input": "A győztes, {word}, a három beírt szó egyike: b − a + c még mindig főleg b és c. Kapcsold "
                      "be a kizárási szabályt, és megjelenik az a válasz, amelyet mindenki idéz.",
    "wv.an.chart": "{b} − {a} + {c} legközelebbi szavai (pirossal a bemenetek)",
    "wv.an.legend.input": "a, b vagy c egyike",
    "wv.an.legend.other": "más szó",
    "wv.an.ranks": "Kizárás nélkül a bemenetek helyezése: {w1} {r1}. ({s1:.3f}), {w2} {r2}. ({s2:.3f}), "
                   "{w0} {r0}. ({s0:.3f}).",
    "wv.an.same3": "Háromszor ugyanaz a szó: b − a + c egyszerűen ez a szó, így kizárás nélkül 1-es koszinusszal "
                   "nyer, a szabállyal pedig a legközelebbi szomszédját kapod. Próbálj három különböző szót, például "
                   "man, king, woman.",
    "wv.an.same_ab": "a és b ugyanaz a szó, így b − a + c pontosan c: a válasz egyszerűen a c-hez legközelebbi szó. "
                     "Adj meg két különböző szót a-nak és b-nek.",
    "wv.an.same2": "A három szóból kettő azonos, így az aritmetika kevesebb bemenetből dolgozik; próbálj három "
                   "különböző szót.",
    "wv.an.reading": "A válasz alatti két számot együtt olvasd. Ha a válasz már magában is közel volt c-hez, a "
                     "kivonás keveset tett hozzá: a munkát az a szabály végezte, amely tiltja a-t, b-t és c-t. A "
                     "következő fül táblázata ezt {n:,} kérdésen méri meg.",
    # evaluation
    "wv.ev.intro": "Mikolov tesztkészlete {n:,} a : b :: c : d alakú kérdést tesz fel ({sem:,} szemantikusat, "
                   "például athens : greece :: baghdad : iraq, és {syn:,} szintaktikusat, például walking : walked :: "
                   "swimming : swam). Egy kérdés csak akkor számít, ha mind a négy szava a keresett szavak között "
                   "van. Ötféleképpen válaszolunk, az utolsó négy módon a, b, c kizárásával: az utolsó három "
                   "valójában semmilyen aritmetikát nem végez.",
    "wv.ev.method": "hogyan születik a válasz",
    "wv.ev.m.add_all": "b − a + c, kizárás nélkül",
    "wv.ev.m.add": "b − a + c, bemenetek kizárva (standard)",
    "wv.ev.m.only_c": "csak a c-hez legközelebbi",
    "wv.ev.m.only_b": "csak a b-hez legközelebbi",
    "wv.ev.m.b_plus_c": "b + c (az a-t kihagyva)",
    "wv.short.glove": "GloVe",
    "wv.short.w2v": "word2vec",
    "wv.ev.sem": "szem.",
    "wv.ev.syn": "szint.",
    "wv.ev.kept": "megtartott",
    "wv.ev.kept_note": "szem. / szint.: pontosság a megválaszolható szemantikus / szintaktikus kérdéseken. "
                       "megtartott: a sor szemantikus pontossága a standard soréhoz viszonyítva.",
    "wv.ev.precomputed": "`{script}` számolta ki előre ({date}, UTC), és a mellékelt fájlból olvassuk; a tesztek "
                         "ugyanazzal a kóddal újraszámolják.",
    "wv.ev.computed_now": "Most számoltuk ki ezen a szerveren: ehhez a küszöbhöz nincs mellékelt, előre kiszámolt "
                          "táblázat.",
    "wv.ev.answerable_line": "Megválaszolható: **{sem:,}** szemantikus + **{syn:,}** szintaktikus, összesen {total:,} "
                             "kérdésből.",
    "wv.ev.wins_help": "A megválaszolható szemantikus kérdések közül azoknak az aránya, amelyeknél kizárás nélkül a, "
                       "b vagy c nyer.",
    "wv.ev.kept_help": "A „csak a c-hez legközelebbi” szemantikus pontossága osztva a standard szemantikus "
                       "pontossággal.",
    "wv.ev.searched": "{n:,} keresett szó",
    "wv.ev.answerable": "megválaszolható",
    "wv.ev.wins_sem": "a győztes bemeneti szó",
    "wv.ev.wins": "bemenet nyer",
    "wv.ev.which": "Az összes megválaszolható kérdésen ({n:,} db), kizárás nélkül, az esetek {all}-ában bemeneti "
                   "szó nyer: c: {c:,}, b: {b:,}, a: {a:,} alkalommal.",
    "wv.ev.kept_c": "a c-hez legközelebbi megtartja",
    "wv.ev.book": "a megválaszolható {answerable} szemantikus kérdés {wins}-ában bemeneti szó a győztes, a csak "
                  "c-hez legközelebbi pedig megtartja a szemantikus pontszám {kept}-át",
    "wv.ev.chart": "Szemantikus pontosság válaszadási szabály szerint",
    "wv.ev.chart_y": "szemantikus pontosság (%)",
    "wv.ev.reading": "Az első {n:,} keresett szóval és kizárás nélkül a GloVe megválaszolható szemantikus kérdéseinek "
                     "{g_wins}-ában, a word2vec-éinek {w_wins}-ában a, b vagy c a győztes. A csak c-hez legközelebbi "
                     "szó, mindenféle aritmetika nélkül, megtartja a GloVe standard pontszámának {g_kept}-át és a "
                     "word2vec-ének {w_kept}-át: a {more} jobban támaszkodik a puszta közelségre, mint a {less}. "
                     "Bármilyenek is a vektorok, a pontszámnak az a része, amelyet a c-hez legközelebbi megtart, "
                     "közelség plusz a nyilvánvaló válaszokat tiltó szabály, nem aritmetika.",
    "wv.ev.sections": "Pontosság szakaszonként",
    "wv.ev.section": "szakasz",
    "wv.pairs.header": "Egyetértenek-e a koszinuszok az emberekkel?",
    "wv.pairs.set": "vektorok",
    "wv.pairs.data": "emberi értékelések",
    "wv.pairs.rho": "Spearman-ρ",
    "wv.pairs.used": "felhasznált párok",
    "wv.pairs.reading": "A Spearman-féle ρ rangsorokat hasonlít össze (rangkorreláció): 1 azt jelenti, hogy a "
                        "vektorok pontosan úgy rendezik a szópárokat, ahogy az emberek. A WordSim-353 bármilyen "
                        "asszociációt jutalmaz (cup–coffee); a SimLex-999 csak hasonlóságot kér, ezért egy "
                        "ellentétpárnak, mint az old–new, alacsony pontszámot kellene kapnia — a közös "
                        "kontextusokat kedvelő koszinusznak ez jóval nehezebb.",
    # training
    "wv.tr.intro": "A word2vec egy nyelvi modellből csak az embedding táblát (embedding table) tartja meg. A negatív "
                   "mintavételezéses skip-gram (skip-gram with negative sampling) a szöveg minden valós (középső "
                   "szó, szomszédos szó) párjából igen-példát, k véletlen párból pedig nem-példákat csinál:",
    "wv.tr.formula": "Szavakkal: bináris osztályozó arra a kérdésre, hogy „ez a két szó tényleg együtt fordult "
                     "elő?”, és a pontszáma a két vektor skalárszorzata. Soha nem érinti a teljes szókészletet, ezért "
                     "olcsó.",
    "wv.tr.settings": "A fejezet három beállítást ad meg: {dim} dimenzió, {epochs} menet, és csak a legalább "
                      "{min_count} előfordulású szavak. A többi szokásos beállítás, a gensim 4 `Word2Vec` "
                      "osztályának alapértékei: skip-gram {neg} negatív mintával, {window} szavas ablak, "
                      "{sample:g} szintű almintavételezés (sub-sampling). Egyetlen szál és a rögzített véletlenmag "
                      "({seed}) teszi megismételhetővé a futást. A mellékelt vektorok ({v:,} szó) a "
                      "`scripts/train_word2vec.py` szkriptből származnak, pontosan ezekkel a beállításokkal.",
    "wv.tr.share": "A korpusz tanításra használt része",
    "wv.tr.button": "Tanítsd most a word2vec-et",
    "wv.tr.hint": "A teljes korpuszon a tanítás egy terheletlen gépen nagyjából 20 másodperc, egy leterhelten "
                  "néhány perc; véletlenmagonként és arányonként egyszer fut le, utána megmarad. Az oldalsáv "
                  "véletlenmagját használja.",
    "wv.tr.progress": "Tanítás: {pct}% (menet: {epoch}/{epochs})",
    "wv.tr.done": "Tanítva {secs:.1f} s alatt, {words:,} szón: {v:,} szó maradt meg.",
    "wv.tr.same": "A mellékelt vektorokkal összevetve: ugyanazok a szavak ({v:,} db), és az alábbi {n} próbaszó "
                  "mindegyikének változatlan a legközelebbi {k} szomszédja.",
    "wv.tr.differs": "Ezek a vektorok eltérnek a mellékeltektől: {n} próbaszóból {same} esetében ugyanaz a "
                     "legközelebbi {k} szomszéd, a szókészlet pedig {v_live:,} szavas, szemben a mellékelt "
                     "{v_ship:,} szóval.",
    "wv.tr.probe": "szó",
    "wv.tr.live": "most tanítva (véletlenmag: {seed}, a szöveg {share}-a)",
    "wv.tr.shipped": "mellékelt (véletlenmag: {seed}, a teljes szöveg)",
    "wv.tr.unknown": "(kevesebb mint {min_count} előfordulás)",
    "wv.toy.header": "Ugyanaz a képlet húsz sor torch-kódban",
    "wv.toy.intro": "A fenti veszteség torch-ban felírva, egyszerű gradiensereszkedéssel (gradient descent) "
                    "minimalizálva tizenhat játékmondaton ({n} különböző szó). A veszteség csökken. Minden "
                    "játékvektorban van egy közös irány, ezért a nyers koszinusz szinte minden párra magas; vond "
                    "ki az átlagvektort, és kiemelkednek az ugyanazokon a helyeken használt szavak.",
    "wv.toy.slots": "helyek",
    "wv.toy.same": "azonos",
    "wv.toy.different": "eltérő",
    "wv.toy.raw": "nyers koszinusz",
    "wv.toy.centred": "koszinusz centrálás után",
    "wv.toy.reading_holds": "Centrálás után minden azonos helyű pár (a legkisebb {low:.3f}) közelebb van egymáshoz, "
                            "mint bármelyik eltérő helyű pár (a legnagyobb {high:.3f}).",
    "wv.toy.reading_fails": "Ezzel a véletlenmaggal a játékmodell nem választotta szét a helyeket: centrálás után "
                            "egy azonos helyű pár csak {low:.3f}-ig jut, egy eltérő helyű pár pedig {high:.3f}-ig.",
    "wv.toy.loss": "SGNS-veszteség",
    "wv.toy.chart": "Játék-SGNS: veszteség menetenként",
    "wv.toy.x": "menet az összes páron",
    "wv.toy.y": "veszteség (nat)",
    "wv.toy.pair": "pár",
    # geometry
    "wv.geo.intro": "Az embeddingeknek több száz dimenziójuk van, és odafent a távolságok furcsán viselkednek. "
                    "Szórj szét 1\u00a0000 véletlen pontot az egységkockában, és oszd el a bármely két pont közötti "
                    "legnagyobb távolságot a legkisebbel:",
    "wv.geo.ratio_title": "Legtávolabbi pár ÷ legközelebbi pár, 1\u00a0000 véletlen pont",
    "wv.geo.dim": "d dimenzió",
    "wv.geo.ratio": "max. / min. távolság",
    "wv.geo.book_point": "könyv",
    "wv.geo.ratio_10k": "arány d = 10\u00a0000 esetén",
    "wv.geo.ratio_reading": "Tízezer dimenzióban a legtávolabbi pár csak {pct:.0f}%-kal van messzebb egymástól, mint "
                            "a legközelebbi: minden pont nagyjából egyforma távol van az összes többitől, így a "
                            "„legközelebbi” keveset mond. Ez a dimenzionalitás átka (curse of dimensionality), és az "
                            "egyik oka annak, hogy a nagy vektoradatbázisok beérik közelítő kereséssel.",
    "wv.geo.cos_header": "Véletlen irányok koszinuszai",
    "wv.geo.dim_pick": "Dimenzió",
    "wv.geo.cos_title": "1\u00a0000 véletlen egységvektor-pár koszinusza, d = {d}",
    "wv.geo.marker": "0,4",
    "wv.geo.curve": "véletlen: szórás 1/√d",
    "wv.geo.mean": "átlagos koszinusz",
    "wv.geo.std": "szórás",
    "wv.geo.std_help": "Az oldalsáv véletlenmagjával sorsolt 1\u00a0000 koszinuszé.",
    "wv.geo.chance": "véletlen: 1/√d = {s:.4f}",
    "wv.geo.book": "átlag {mean}, szórás {std}",
    "wv.geo.above": "párok, ahol |cos| > 0,1",
    "wv.geo.above_chance": "véletlen: {p:.2f}% (kb. {expected:.1f} pár 1\u00a0000-ből)",
    "wv.geo.share_why": "Ebben a sorsolásban 1\u00a0000 párból {ours} ilyen van, a könyv sorsolásában {book} volt; a "
                        "véletlen nagyjából {expected:.1f} ilyen párt vár, tehát mindkettő közönséges sorsolás.",
    "wv.geo.reading": "A véletlen irányok majdnem merőlegesek, és d növekedésével egyre inkább azok. {d} dimenzióban "
                      "egy 0,4-es mért koszinusz {z:.1f} véletlen szórásnyira van 0-tól; két véletlen irány {p:.1e} "
                      "valószínűséggel kerül ilyen közel egymáshoz. A 0,4 tehát nem azt jelenti, hogy „40%-ban "
                      "hasonló”: messze kívül esik azon, amit a véletlen produkál, ezért választják el a 0,3 és 0,7 "
                      "közötti hasonlósági küszöbök a jelet a zajtól.",
    "wv.geo.measured": "mért szórás",
    "wv.geo.std_title": "Véletlen koszinuszok szórása a dimenzió függvényében",
}
