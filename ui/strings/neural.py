"""Strings of the neural-models page: the neural bigram, Bengio's MLP, its embeddings, the fixed window."""

EN = {
    "neural.title": "A network finds the counts",
    "neural.lead": "A network told only *make the next character likely* first finds the count table on its own; "
                   "then, given more context, it beats the table.",
    "neural.intro": "The count table is the best a model can do with one character of context. Here the same job is "
                    "given to a neural network that is told nothing except *make the next character likely*. First it "
                    "finds the count table on its own; then, given more context, it goes where a table cannot.",

    # --- 1. neural bigram ------------------------------------------------------------------------------------
    "neural.nb.header": "1. The count table as a network",
    "neural.nb.more": "How a matrix becomes a model",
    "neural.nb.explain": "Replace the table by a weight matrix **W** of shape {v} × {v}, filled with random numbers. "
                         "Write the previous character as a one-hot vector (all zeros, a single 1) and multiply it by "
                         "W: the product is just **one row of W**. So *one-hot × W is a row lookup*, and a matrix "
                         "looked up by token id is exactly what an **embedding table** is. softmax turns the row into "
                         "next-character probabilities; the loss is the mean −log probability of the character that "
                         "really came next.",
    "neural.nb.explain_form": "Every occurrence of a pair *i → j* adds the same term to that mean, so the loss over "
                              "all {pairs:,} training pairs can be computed from the count table N: `−(N * "
                              "log_softmax(W)).sum() / N.sum()`. Same number, same gradient, a tiny fraction of the "
                              "work.",
    "neural.nb.lr": "Learning rate",
    "neural.nb.lr_help": "Step size of gradient descent ({book}): the loss here is very smooth, so big steps are "
                         "safe. The step axis of the curves is logarithmic, so the first steps of a large rate stay "
                         "visible.",
    "neural.nb.steps": "Steps",
    "neural.nb.steps_help": "Full-batch gradient-descent steps ({book}).",
    "neural.nb.retrain": "Train again",
    "neural.nb.retrain_help": "Start from the same random W and watch the whole training run live (in your session "
                              "only; everyone else sees the same result, computed once).",
    "neural.nb.progress": "Training the neural bigram: step {step:,} of {total:,}",
    "neural.nb.loss_title": "Loss while training",
    "neural.nb.gap_title": "Largest gap to the count table",
    "neural.nb.x": "step",
    "neural.nb.y_loss": "loss (nats per character)",
    "neural.nb.y_gap": "max |softmax(W) − table|",
    "neural.nb.train": "train (before the update)",
    "neural.nb.val": "validation (after)",
    "neural.nb.floor": "count table (train)",
    "neural.nb.gap": "largest gap",
    "neural.nb.checkpoints": "At four moments of training (book values where the book gives them):",
    "neural.nb.col.step": "step",
    "neural.nb.col.train": "train loss",
    "neural.nb.col.val": "val loss",
    "neural.nb.col.gap": "max gap",
    "neural.nb.col.book": "book (train / val / gap)",
    "neural.nb.max_gap": "Largest gap",
    "neural.nb.mean_gap": "Mean gap ({cells} cells)",
    "neural.nb.worst": "Worst cell",
    "neural.nb.worst_help": "The pair whose network probability is furthest from the count table's.",
    "neural.nb.worst_seen": "seen {n}× in training",
    "neural.nb.busy": "Worst gap, rows seen > 1,000×",
    "neural.nb.busy_help": "Among the {rows} rows whose character occurs more than 1,000 times in training.",
    "neural.nb.why_far": "With these settings the network has not reached the count table yet: the largest gap is "
                         "still {gap:.4f}. Given more steps or a larger rate it gets there, because the objective has "
                         "a single optimum, the count table.",
    "neural.nb.why": "Gradient descent started from random numbers and was told only to make the next character "
                     "likely, yet it lands on the count table. It has to: the counts are the maximum-likelihood "
                     "estimate, the cross-entropy is the negative log-likelihood, and this objective has a single "
                     "optimum. The cells that converge slowest are the rare ones, like {a}→{b}: few examples, small "
                     "gradient.",
    "neural.nb.row": "Compare the rows after",
    "neural.nb.row_help": "The network's probabilities next to the count table's for the most frequent next "
                          "characters.",
    "neural.nb.row_title": "After '{ch}': count table and network side by side",
    "neural.nb.row_x": "next character",
    "neural.nb.row_y": "probability",
    "neural.nb.table": "count table",
    "neural.nb.network": "network softmax(W)",
    "neural.nb.row_table": "After '{ch}'",
    "neural.nb.col.next": "next",
    "neural.nb.col.count_p": "count table",
    "neural.nb.col.net_p": "network",
    "neural.nb.col.book_p": "book",
    "neural.nb.not_book": "The book's figures are for the bundled names with learning rate {lr}, {steps:,} steps and "
                          "seed {seed}; with these settings the numbers differ, so the book column is left out.",

    # --- 2. MLP ----------------------------------------------------------------------------------------------
    "neural.mlp.header": "2. More context: Bengio's MLP (2003)",
    "neural.mlp.explain": "Now look at the last **k** characters. Each one is looked up in an embedding table C ({v} "
                          "rows of 10 numbers), the k rows are laid side by side ({kd} numbers for k = {k}), go "
                          "through one hidden layer of 200 tanh units, and end in {v} logits, one per character. Same "
                          "loss as before.",
    "neural.mlp.params_formula": "Parameters: C {v}×10 + W1 ({k}·10)×200 + b1 200 + W2 200×{v} + b2 {v} = **{n:,}**. "
                                 "Only the first layer grows with k: 2,000 more per extra character.",
    "neural.mlp.table_title": "Shipped models, trained with common settings",
    "neural.mlp.table_explain": "The chapter does not print its training settings. These are common ones for this "
                                "model, from Karpathy's *makemore* lectures (part 2, the MLP): SGD on batches of 32 "
                                "for 200,000 steps, learning rate 0.1, then 0.01 from step 100,000, initialised from "
                                "seed {seed}; trained by `scripts/train_mlp.py`. Validation perplexity is computed "
                                "now from the shipped weights.",
    "neural.mlp.differs": "Ours / the book's: {pairs}. Our models are our own training runs (their own initialisation "
                          "and batch order), not the book's, so the last digits differ.",
    "neural.mlp.col.k": "context k",
    "neural.mlp.col.params": "parameters",
    "neural.mlp.col.loss": "val loss (nats)",
    "neural.mlp.col.ppl": "val perplexity",
    "neural.mlp.col.book": "book",
    "neural.mlp.count_row": "count table (add-one)",
    "neural.mlp.reading": "With k = 1 the network, with {ratio:.0f}× the count table's parameters, does no better "
                          "than the table: the information is not in one character, and no amount of capacity can "
                          "invent it. With k = 3 the perplexity drops from {p1:.2f} to {p3:.2f} for {extra:,} extra "
                          "parameters. A count table over three characters would need {rows:,} rows, most of them "
                          "empty; the network shares what it learns between characters with similar embedding rows.",
    "neural.mlp.no_shipped": "The shipped models were trained on the bundled names; your list has a different "
                             "vocabulary ({v} symbols), so their table is not shown. Train a model on your list below.",
    "neural.mlp.missing_shipped": "The shipped weights (assets/mlp/) are missing: run `scripts/train_mlp.py` to make "
                                  "them. You can still train a model below.",
    "neural.mlp.live_header": "Train it now",
    "neural.mlp.live_explain": "A faster recipe for the classroom: Adam, batches of 1,024, 800 steps, learning rate "
                               "0.03 decayed along a cosine to 0.0005. Same network, same initialisation (sidebar "
                               "seed), on the active word list.",
    "neural.mlp.k": "Context length k",
    "neural.mlp.k_help": "How many previous characters the network sees.",
    "neural.mlp.train": "Train it now",
    "neural.mlp.train_help": "Trains the MLP for this k on the active word list (a few seconds to a minute).",
    "neural.mlp.progress": "Training the MLP (k = {k}): step {step:,} of {total:,}, batch loss {loss:.3f}",
    "neural.mlp.live_done": "Trained in {seconds:.1f} s.",
    "neural.mlp.overfit": "Worse than the count table ({val:.2f}) on the validation words: with only {n:,} training "
                          "words the network memorises them and is overconfident on new ones. Try a longer list or a "
                          "smaller k.",
    "neural.mlp.live_ppl": "Validation perplexity, trained now",
    "neural.mlp.shipped_ppl": "Shipped model (common settings)",
    "neural.mlp.not_trained": "Press **Train it now** to train the k = {k} model live.",
    "neural.mlp.live_curve": "Batch loss while training",
    "neural.mlp.live_x": "step",
    "neural.mlp.live_y": "batch loss (nats)",
    "neural.mlp.live_name": "batch loss",
    "neural.mlp.val_floor": "count table (val)",
    "neural.mlp.samples_header": "Samples",
    "neural.mlp.samples_explain": "{n} words from each model, drawn with the sidebar seed ({seed}).",
    "neural.mlp.samples_count": "Count table",
    "neural.mlp.samples_mlp": "MLP, k = {k} ({which})",
    "neural.mlp.which.live": "trained now",
    "neural.mlp.which.shipped": "shipped",
    "neural.mlp.longest": "Longest of {of}: {n} letters",
    "neural.mlp.longest_book": "Longest of {of}: {n} letters ({book})",
    "neural.mlp.longest_differs": "Our shipped model is our own training run, not the book's, so its samples differ.",
    "neural.mlp.no_model": "No MLP for k = {k} yet: train it above.",

    # --- 3. embeddings ---------------------------------------------------------------------------------------
    "neural.emb.header": "3. What the embedding table learned",
    "neural.emb.explain": "The table C started as random numbers and moved only when moving it lowered the loss. "
                          "Nobody put anything into it. To see what ended up there, compare rows by **cosine "
                          "similarity**: the dot product of the rows after scaling each to length 1, i.e. the angle "
                          "between them, ignoring their lengths.",
    "neural.emb.source": "Embedding table of",
    "neural.emb.source.shipped": "the shipped k = 3 model (common settings)",
    "neural.emb.source.live": "the model trained now (k = {k})",
    "neural.emb.none": "No model is available for this word list yet: train one in section 2.",
    "neural.emb.nn_title": "Nearest neighbours (cosine)",
    "neural.emb.col.char": "character",
    "neural.emb.col.first": "1st",
    "neural.emb.col.second": "2nd",
    "neural.emb.col.third": "3rd",
    "neural.emb.pca_title": "The {v} rows on their two main directions (PCA)",
    "neural.emb.pca_x": "first direction ({share:.0%} of the spread)",
    "neural.emb.pca_y": "second direction ({share:.0%})",
    "neural.emb.group.vowel": "vowel",
    "neural.emb.group.consonant": "consonant",
    "neural.emb.group.boundary": "boundary '.'",
    "neural.emb.means": "Mean cosine over all pairs",
    "neural.emb.book_nn_title": "The neighbours the book prints, and ours",
    "neural.emb.col.book_nn": "book: nearest",
    "neural.emb.col.our_nn": "ours: nearest",
    "neural.emb.differs": "Same nearest characters, different cosines: our table comes from our own training run (its "
                          "own initialisation and batch order), not the book's.",
    "neural.emb.vv": "vowel – vowel",
    "neural.emb.cc": "consonant – consonant",
    "neural.emb.vc": "vowel – consonant",
    "neural.emb.perm_explain": "Is that vowel effect real, or would any {m} letters look as clustered? Score a group "
                               "by S = (mean cosine inside the group) − (mean cosine between the group and the other "
                               "{rest} letters), then draw {draws:,} random groups of {m} letters (sidebar seed) and "
                               "count how many score at least as high as the vowels.",
    "neural.emb.perm_title": "S for {draws:,} random groups of {m} letters",
    "neural.emb.perm_x": "S = mean cosine inside − mean cosine to the rest",
    "neural.emb.perm_marker": "vowels: {s:+.3f}",
    "neural.emb.s_obs": "S for the vowels",
    "neural.emb.at_least": "Groups ≥ vowels, of {draws:,}",
    "neural.emb.p": "p value",
    "neural.emb.book_count": "{n} of {draws}",
    "neural.emb.no_groups": "This vocabulary has too few vowels or consonants for the vowel/consonant analysis.",
    "neural.emb.reading": "Here {at_least:,} of {draws:,} random groups ({share:.1%}) score at least as high as the "
                          "vowels. This is the honest description of an embedding table: a learned change of "
                          "coordinates that makes the next layer's job easier, not a map of meaning. Structure is "
                          "there only where it lowered the loss.",

    # --- 4. fixed window -------------------------------------------------------------------------------------
    "neural.win.header": "4. Why a fixed window does not scale",
    "neural.win.explain": "Every extra character of context adds a block of 10 × 200 weights to the first layer, so "
                          "the parameter count grows linearly with k, while the loss improves less and less. And each "
                          "position of the window has its own fixed block: whatever character sits in position 2 is "
                          "multiplied by the position-2 weights and whatever sits in position 7 by the position-7 "
                          "weights, however relevant or irrelevant that character is to what comes next. The model "
                          "cannot decide, character by character, where to look.",
    "neural.win.params_title": "Parameters against context length",
    "neural.win.loss_title": "Validation loss against context length",
    "neural.win.x": "context length k (characters)",
    "neural.win.y_params": "parameters",
    "neural.win.y_loss": "val loss (nats)",
    "neural.win.name_params": "parameters",
    "neural.win.name_loss": "val loss",
    "neural.win.count": "count table (add-one)",
    "neural.win.summary": "From 3 to {kmax} characters the parameters go from {p3:,} to {pmax:,} (×{ratio:.2f}) and "
                          "the validation loss drops by {gain:.3f} nats.",
    "neural.win.summary_book": "The book's figure for 3 → 8: {book} nats.",
    "neural.win.summary_partial": "Shipped models cover k = {ks}; the rest are still being trained.",
    "neural.win.blocks_title": "Size of each position's block of first-layer weights (shipped k = {k} model)",
    "neural.win.blocks_x": "position in the window (1 = oldest, {k} = the character just before)",
    "neural.win.blocks_y": "norm of the 10 × 200 block",
    "neural.win.blocks_reading": "Training settled on one fixed block of weights per position: the positions next to "
                                 "the character being predicted got the largest ones, far positions smaller ones. The "
                                 "same block is applied whatever character sits there, in every word: the window can "
                                 "weigh a position, never a particular earlier character.",
    "neural.win.attention": "The way out is to let the model choose, for each position, which earlier positions "
                            "matter: attention.",
    "neural.win.attention_link": "Go to the attention page",
}
