"""Strings of the word-vectors page (neighbours, analogies, the evaluation table, word2vec, high dimensions)."""

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
    "wv.msg.lowered": "Looked up `{raw}` as **{word}**: both vector sets are lower case.",
    "wv.err.spaces": "`{raw}` is more than one word; each box takes a single word. {hint}",
    "wv.err.non_latin": "`{raw}` is not written in the English alphabet, and both vector sets are English only: "
                        "type an English word such as **king**. {hint}",
    "wv.err.unknown": "`{raw}` is not among the {n:,} words searched in {set} (a rarer word may be found with a "
                      "larger cut-off). {hint}",
    "wv.msg.try": "Try {words}.",
    # neighbours
    "wv.neigh.intro": "The nearest words by cosine, in both vector sets side by side above. Nobody told either "
                      "model that "
                      "numbers or instruments form a group: the rows ended up close because the words keep the same "
                      "company.",
    "wv.neigh.word": "Word",
    "wv.neigh.k": "How many neighbours",
    "wv.neigh.rank": "“{word}” is word #{rank:,} of {v:,} by frequency: rare words get noisy vectors.",
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
    "wv.an.sim_c": "its cosine with “{c}” alone",
    "wv.an.sim_c_help": "How close the answer already is to c, with no arithmetic at all.",
    "wv.an.is_input": "The winner, **{word}**, is one of the three words you typed: b − a + c is still mostly b and "
                      "c. Turn on the exclusion rule to see the answer people quote.",
    "wv.an.chart": "Words nearest to {b} − {a} + {c} (inputs in red)",
    "wv.an.legend.input": "one of a, b, c",
    "wv.an.legend.other": "other word",
    "wv.an.ranks": "With nothing excluded, the inputs rank: **{w1}** #{r1} ({s1:.3f}), **{w2}** #{r2} ({s2:.3f}), "
                   "**{w0}** #{r0} ({s0:.3f}).",
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
    "wv.ev.precomputed": "Precomputed by `{script}` on {date} (UTC) and read from the shipped file; the tests recompute "
                          "it with the same code.",
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
