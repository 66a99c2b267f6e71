"""Strings of the neural-models page: the neural bigram, Bengio's MLP, its embeddings, the fixed window."""

# An acronym and symbols only ("MLP, k = {k} ({which})"; {which} is translated): it reads the same in all three.
SAME_AS_ENGLISH = {"neural.mlp.samples_mlp"}

EXPECTED_KEYS = (148, 148, 1)   # English's (fewest keys, most or None, fewest with a placeholder): tests
NEUTRAL_LIMIT = 3   # at most this many language-neutral keys above (shared + longer per-language list)

# The parameter whose count picks ``key@one`` (ui.i18n.t, CLDR plural rules): one parameter per key serves
# every language, so each text agrees with that one count only (no "1 tokens", "1 passate").
PLURAL = {
    "neural.emb.reading": "at_least",
}

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
                          "similarity**: the dot product of the rows after scaling each to length 1, i.e. the "
                          "cosine of the angle between them, ignoring their lengths.",
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

    "neural.emb.reading@one": "Here {at_least:,} of {draws:,} random groups ({share:.1%}) scores at least as high as "
                              "the vowels. This is the honest description of an embedding table: a learned change of "
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

# The Italian and Hungarian catalogues. Terms follow the source chapters: Italian (000/001) tabella di conteggi,
# loss (introduced once as "funzione di perdita"), tasso di apprendimento, discesa del gradiente, one-hot,
# embedding, cross-entropia, massima verosimiglianza, prodotto scalare, perplessità; "già addestrato" for shipped
# as in tok.py. Hungarian (003, whose section this page follows) számlálótábla, súlymátrix, veszteség,
# keresztentrópia, maximum likelihood, koszinusz-hasonlóság, skaláris szorzat, határszimbólum, magánhangzó /
# mássalhangzó, perplexitás, véletlenmag, oldalsáv, "előre tanított" for shipped as in tok.py; "embeddingtábla"
# (with "embedding table" in parentheses once) and "gradiensereszkedés (gradient descent)" where the chapter keeps
# the English. Numbers typed in the prose use each language's separators; placeholders keep their format specs.
# "neural.mlp.samples_mlp" ("MLP, k = {k} ({which})") is an acronym and symbols only: it reads the same in all three.
IT = {
    "neural.title": "Una rete ritrova i conteggi",
    "neural.lead": "Una rete a cui si chiede soltanto di *rendere probabile il carattere successivo* dapprima "
                   "ritrova da sola la tabella dei conteggi; poi, con più contesto, fa meglio della tabella.",
    "neural.intro": "La tabella dei conteggi è il meglio che un modello possa fare con un solo carattere di "
                    "contesto. Qui lo stesso compito passa a una rete neurale a cui non si dice nulla, tranne "
                    "*rendi probabile il carattere successivo*. Prima ritrova da sola la tabella dei conteggi; "
                    "poi, con più contesto, arriva dove una tabella non può arrivare.",

    # --- 1. neural bigram ------------------------------------------------------------------------------------
    "neural.nb.header": "1. La tabella dei conteggi come rete",
    "neural.nb.more": "Come una matrice diventa un modello",
    "neural.nb.explain": "Sostituisci la tabella con una matrice dei pesi **W** di dimensioni {v} × {v}, riempita di "
                         "numeri casuali. Scrivi il carattere precedente come vettore one-hot (tutti zeri e un solo "
                         "1) e moltiplicalo per W: il prodotto è semplicemente **una riga di W**. Quindi *one-hot × W "
                         "è la lettura di una riga*, e una matrice consultata per indice di token è esattamente una "
                         "**tabella di embedding** (embedding table). La softmax trasforma la riga nelle probabilità "
                         "del carattere successivo; la funzione di perdita (loss) è la media di −log della "
                         "probabilità del carattere che è venuto davvero dopo.",
    "neural.nb.explain_form": "Ogni occorrenza di una coppia *i → j* aggiunge lo stesso termine a quella media, "
                              "quindi la loss su tutte le {pairs:,} coppie di addestramento si calcola dalla "
                              "tabella dei conteggi N: `−(N * log_softmax(W)).sum() / N.sum()`. Stesso numero, "
                              "stesso gradiente, una minima frazione del lavoro.",
    "neural.nb.lr": "Tasso di apprendimento",
    "neural.nb.lr_help": "L'ampiezza di ogni passo della discesa del gradiente ({book}): qui la loss è molto "
                         "regolare, quindi i passi grandi non sono un rischio. L'asse dei passi nelle curve è "
                         "logaritmico, così anche i primi passi di un tasso elevato restano visibili.",
    "neural.nb.steps": "Passi",
    "neural.nb.steps_help": "Passi di discesa del gradiente sull'intero insieme di addestramento (full batch; "
                            "{book}).",
    "neural.nb.retrain": "Riaddestra",
    "neural.nb.retrain_help": "Riparte dalla stessa W casuale e mostra dal vivo l'intero addestramento (solo nella "
                              "tua sessione; tutti gli altri vedono lo stesso risultato, calcolato una volta sola).",
    "neural.nb.progress": "Addestramento del modello a bigrammi neurale: passo {step:,} di {total:,}",
    "neural.nb.loss_title": "La loss durante l'addestramento",
    "neural.nb.gap_title": "Scarto massimo dalla tabella dei conteggi",
    "neural.nb.x": "passo",
    "neural.nb.y_loss": "loss (nat per carattere)",
    "neural.nb.y_gap": "max |softmax(W) − tabella|",
    "neural.nb.train": "addestramento (prima dell'aggiornamento)",
    "neural.nb.val": "validazione (dopo)",
    "neural.nb.floor": "tabella dei conteggi (addestramento)",
    "neural.nb.gap": "scarto massimo",
    "neural.nb.checkpoints": "In quattro momenti dell'addestramento (con i valori del libro, dove il libro li "
                             "riporta):",
    "neural.nb.col.step": "passo",
    "neural.nb.col.train": "loss di addestramento",
    "neural.nb.col.val": "loss di validazione",
    "neural.nb.col.gap": "scarto max",
    "neural.nb.col.book": "libro (addestr. / valid. / scarto)",
    "neural.nb.max_gap": "Scarto massimo",
    "neural.nb.mean_gap": "Scarto medio ({cells} celle)",
    "neural.nb.worst": "Cella peggiore",
    "neural.nb.worst_help": "La coppia in cui la probabilità della rete è più lontana da quella della tabella dei "
                            "conteggi.",
    "neural.nb.worst_seen": "vista {n}× in addestramento",
    "neural.nb.busy": "Scarto max, righe viste > 1 000×",
    "neural.nb.busy_help": "Fra le {rows} righe il cui carattere compare più di 1 000 volte in addestramento.",
    "neural.nb.why_far": "Con queste impostazioni la rete non ha ancora raggiunto la tabella dei conteggi: lo "
                         "scarto massimo è ancora {gap:.4f}. Con più passi o con un tasso più alto ci arriva, "
                         "perché l'obiettivo ha un solo ottimo: la tabella dei conteggi.",
    "neural.nb.why": "La discesa del gradiente è partita da numeri casuali e le è stato chiesto solo di rendere "
                     "probabile il carattere successivo, eppure approda alla tabella dei conteggi. Non può fare "
                     "altrimenti: i conteggi sono la stima di massima verosimiglianza, la cross-entropia è la "
                     "log-verosimiglianza negativa, e questo obiettivo ha un solo ottimo. Le celle che convergono "
                     "più lentamente sono quelle rare, come {a}→{b}: pochi esempi, gradiente piccolo.",
    "neural.nb.row": "Confronta le righe dopo",
    "neural.nb.row_help": "Le probabilità della rete accanto a quelle della tabella dei conteggi, per i caratteri "
                          "successivi più frequenti.",
    "neural.nb.row_title": "Dopo «{ch}»: tabella dei conteggi e rete a confronto",
    "neural.nb.row_x": "carattere successivo",
    "neural.nb.row_y": "probabilità",
    "neural.nb.table": "tabella dei conteggi",
    "neural.nb.network": "rete, softmax(W)",
    "neural.nb.row_table": "Dopo «{ch}»",
    "neural.nb.col.next": "successivo",
    "neural.nb.col.count_p": "tabella dei conteggi",
    "neural.nb.col.net_p": "rete",
    "neural.nb.col.book_p": "libro",
    "neural.nb.not_book": "I valori del libro si riferiscono ai nomi inclusi nell'app, con tasso di apprendimento "
                          "{lr}, {steps:,} passi e seme {seed}; con queste impostazioni i numeri sono diversi, quindi "
                          "la colonna del libro non compare.",

    # --- 2. MLP ----------------------------------------------------------------------------------------------
    "neural.mlp.header": "2. Più contesto: l'MLP di Bengio (2003)",
    "neural.mlp.explain": "Ora guarda gli ultimi **k** caratteri. Per ognuno si legge la sua riga nella tabella di "
                          "embedding C ({v} righe di 10 numeri); le k righe vengono messe una accanto all'altra "
                          "({kd} numeri per k = {k}), attraversano uno strato nascosto di 200 unità tanh e "
                          "finiscono in {v} logit, uno per carattere. La loss è la stessa di prima.",
    "neural.mlp.params_formula": "Parametri: C {v}×10 + W1 ({k}·10)×200 + b1 200 + W2 200×{v} + b2 {v} = "
                                 "**{n:,}**. Solo il primo strato cresce con k: 2 000 parametri in più per ogni "
                                 "carattere aggiunto.",
    "neural.mlp.table_title": "Modelli già addestrati, con impostazioni usuali",
    "neural.mlp.table_explain": "Il capitolo non riporta le sue impostazioni di addestramento. Queste sono quelle "
                                "usuali per questo modello, dalle lezioni *makemore* di Karpathy (parte 2, l'MLP): "
                                "SGD su mini-batch di 32 esempi per 200 000 passi, tasso di apprendimento 0,1 e "
                                "poi 0,01 dal passo 100 000, inizializzazione dal seme {seed}; l'addestramento lo "
                                "esegue `scripts/train_mlp.py`. La perplessità di validazione viene calcolata "
                                "adesso dai pesi inclusi nell'app.",
    "neural.mlp.differs": "Nostro / del libro: {pairs}. I nostri modelli vengono da addestramenti nostri (con una "
                          "loro inizializzazione e un loro ordine dei mini-batch), non da quelli del libro, perciò le "
                          "ultime cifre differiscono.",
    "neural.mlp.col.k": "contesto k",
    "neural.mlp.col.params": "parametri",
    "neural.mlp.col.loss": "loss di validazione (nat)",
    "neural.mlp.col.ppl": "perplessità di validazione",
    "neural.mlp.col.book": "libro",
    "neural.mlp.count_row": "tabella dei conteggi (add-one)",
    "neural.mlp.reading": "Con k = 1 la rete, pur avendo {ratio:.0f}× i parametri della tabella dei conteggi, non "
                          "fa meglio della tabella: l'informazione non sta in un solo carattere, e nessuna "
                          "capacità in più può inventarla. Con k = 3 la perplessità scende da {p1:.2f} a {p3:.2f} "
                          "al prezzo di {extra:,} parametri in più. Una tabella di conteggi su tre caratteri "
                          "avrebbe bisogno di {rows:,} righe, quasi tutte vuote; la rete invece condivide ciò che "
                          "impara fra caratteri con righe di embedding simili.",
    "neural.mlp.no_shipped": "I modelli già addestrati vengono dai nomi inclusi nell'app; il tuo elenco ha un "
                             "vocabolario diverso ({v} simboli), quindi la loro tabella non compare. Qui sotto puoi "
                             "addestrare un modello sul tuo elenco.",
    "neural.mlp.missing_shipped": "Mancano i pesi già addestrati (assets/mlp/): esegui `scripts/train_mlp.py` per "
                                  "crearli. Puoi comunque addestrare un modello qui sotto.",
    "neural.mlp.live_header": "Addestralo adesso",
    "neural.mlp.live_explain": "Una ricetta più rapida, adatta alla lezione in aula: Adam, mini-batch di 1024 esempi, "
                               "800 passi, tasso di apprendimento 0,03 che scende lungo una curva a coseno fino a "
                               "0,0005. Stessa rete, stessa inizializzazione (seme della barra laterale), sull'elenco "
                               "di parole attivo.",
    "neural.mlp.k": "Lunghezza del contesto k",
    "neural.mlp.k_help": "Quanti caratteri precedenti vede la rete.",
    "neural.mlp.train": "Addestralo adesso",
    "neural.mlp.train_help": "Addestra l'MLP con questo k sull'elenco di parole attivo (da qualche secondo a un "
                             "minuto).",
    "neural.mlp.progress": "Addestramento dell'MLP (k = {k}): passo {step:,} di {total:,}, loss del mini-batch "
                           "{loss:.3f}",
    "neural.mlp.live_done": "Addestrato in {seconds:.1f} s.",
    "neural.mlp.overfit": "Peggio della tabella dei conteggi ({val:.2f}) sulle parole di validazione: con appena "
                          "{n:,} parole di addestramento la rete le impara a memoria ed è troppo sicura di sé su "
                          "quelle nuove. Prova un elenco più lungo o un k più piccolo.",
    "neural.mlp.live_ppl": "Perplessità di validazione, modello addestrato ora",
    "neural.mlp.shipped_ppl": "Modello già addestrato (impostazioni usuali)",
    "neural.mlp.not_trained": "Premi **Addestralo adesso** per addestrare dal vivo il modello con k = {k}.",
    "neural.mlp.live_curve": "Loss del mini-batch durante l'addestramento",
    "neural.mlp.live_x": "passo",
    "neural.mlp.live_y": "loss del mini-batch (nat)",
    "neural.mlp.live_name": "loss del mini-batch",
    "neural.mlp.val_floor": "tabella dei conteggi (validazione)",
    "neural.mlp.samples_header": "Campioni",
    "neural.mlp.samples_explain": "{n} parole generate da ciascun modello, estratte con il seme della barra laterale "
                                  "({seed}).",
    "neural.mlp.samples_count": "Tabella dei conteggi",
    "neural.mlp.samples_mlp": "MLP, k = {k} ({which})",
    "neural.mlp.which.live": "addestrato ora",
    "neural.mlp.which.shipped": "già addestrato",
    "neural.mlp.longest": "La più lunga delle {of} parole: {n} lettere",
    "neural.mlp.longest_book": "La più lunga delle {of} parole: {n} lettere ({book})",
    "neural.mlp.longest_differs": "Il nostro modello già addestrato viene da un nostro addestramento, non da quello "
                                  "del libro, perciò i suoi campioni sono diversi.",
    "neural.mlp.no_model": "Non c'è ancora un MLP per k = {k}: addestralo qui sopra.",

    # --- 3. embeddings ---------------------------------------------------------------------------------------
    "neural.emb.header": "3. Che cosa ha imparato la tabella di embedding",
    "neural.emb.explain": "La tabella C è partita da numeri casuali e si è spostata solo quando spostarla "
                          "abbassava la loss. Nessuno ci ha messo dentro niente. Per vedere che cosa ci è finito, "
                          "confronta le righe con la **similarità del coseno** (cosine similarity): il prodotto "
                          "scalare delle righe dopo averle portate ciascuna a lunghezza 1, cioè il coseno "
                          "dell'angolo fra di esse, senza badare alle loro lunghezze.",
    "neural.emb.source": "Tabella di embedding da esaminare",
    "neural.emb.source.shipped": "modello k = 3 già addestrato (impostazioni usuali)",
    "neural.emb.source.live": "modello addestrato ora (k = {k})",
    "neural.emb.none": "Per questo elenco di parole non c'è ancora un modello: addestrane uno nella sezione 2.",
    "neural.emb.nn_title": "Vicini più prossimi (coseno)",
    "neural.emb.col.char": "carattere",
    "neural.emb.col.first": "1°",
    "neural.emb.col.second": "2°",
    "neural.emb.col.third": "3°",
    "neural.emb.pca_title": "Le {v} righe sulle loro due direzioni principali (PCA)",
    "neural.emb.pca_x": "prima direzione ({share:.0%} della dispersione)",
    "neural.emb.pca_y": "seconda direzione ({share:.0%})",
    "neural.emb.group.vowel": "vocale",
    "neural.emb.group.consonant": "consonante",
    "neural.emb.group.boundary": "delimitatore '.'",
    "neural.emb.means": "Coseno medio su tutte le coppie",
    "neural.emb.book_nn_title": "I vicini che riporta il libro, e i nostri",
    "neural.emb.col.book_nn": "libro: il più vicino",
    "neural.emb.col.our_nn": "nostro: il più vicino",
    "neural.emb.differs": "Stessi caratteri più vicini, coseni diversi: la nostra tabella viene da un nostro "
                          "addestramento (con una sua inizializzazione e un suo ordine dei mini-batch), non da quello "
                          "del libro.",
    "neural.emb.vv": "vocale – vocale",
    "neural.emb.cc": "consonante – consonante",
    "neural.emb.vc": "vocale – consonante",
    "neural.emb.perm_explain": "L'effetto delle vocali è reale, o {m} lettere qualsiasi sembrerebbero altrettanto "
                               "raggruppate? Dai a un gruppo il punteggio S = (coseno medio dentro il gruppo) − "
                               "(coseno medio fra il gruppo e le altre {rest} lettere), poi estrai {draws:,} gruppi "
                               "casuali di {m} lettere (seme della barra laterale) e conta quanti ottengono un "
                               "punteggio almeno pari a quello delle vocali.",
    "neural.emb.perm_title": "S per {draws:,} gruppi casuali di {m} lettere",
    "neural.emb.perm_x": "S = coseno medio dentro − coseno medio verso il resto",
    "neural.emb.perm_marker": "vocali: {s:+.3f}",
    "neural.emb.s_obs": "S delle vocali",
    "neural.emb.at_least": "Gruppi ≥ vocali, su {draws:,}",
    "neural.emb.p": "valore p",
    "neural.emb.book_count": "{n} su {draws}",
    "neural.emb.no_groups": "Questo vocabolario ha troppo poche vocali o consonanti per l'analisi vocali/consonanti.",
    "neural.emb.reading": "Qui {at_least:,} gruppi casuali su {draws:,} ({share:.1%}) ottengono un punteggio almeno "
                          "pari a quello delle vocali. Questa è la descrizione onesta di una tabella di embedding: un "
                          "cambio di coordinate appreso, che rende più facile il lavoro dello strato successivo, non "
                          "una mappa del significato. La struttura c'è solo dove ha abbassato la loss.",

    "neural.emb.reading@one": "Qui {at_least:,} gruppo casuale su {draws:,} ({share:.1%}) ottiene un punteggio almeno "
                              "pari a quello delle vocali. Questa è la descrizione onesta di una tabella di embedding: "
                              "un cambio di coordinate appreso, che rende più facile il lavoro dello strato "
                              "successivo, non una mappa del significato. La struttura c'è solo dove ha abbassato la "
                              "loss.",
    # --- 4. fixed window -------------------------------------------------------------------------------------
    "neural.win.header": "4. Perché una finestra fissa non regge",
    "neural.win.explain": "Ogni carattere di contesto in più aggiunge al primo strato un blocco di 10 × 200 pesi, "
                          "quindi il numero di parametri cresce linearmente con k, mentre la loss migliora sempre "
                          "meno. E ogni posizione della finestra ha il suo blocco fisso: qualunque carattere stia in "
                          "posizione 2 viene moltiplicato per i pesi della posizione 2, e qualunque carattere stia in "
                          "posizione 7 per quelli della posizione 7, che quel carattere conti o no per ciò che viene "
                          "dopo. Il modello non può decidere, carattere per carattere, dove guardare.",
    "neural.win.params_title": "Parametri in funzione della lunghezza del contesto",
    "neural.win.loss_title": "Loss di validazione in funzione della lunghezza del contesto",
    "neural.win.x": "lunghezza del contesto k (caratteri)",
    "neural.win.y_params": "parametri",
    "neural.win.y_loss": "loss di validazione (nat)",
    "neural.win.name_params": "parametri",
    "neural.win.name_loss": "loss di validazione",
    "neural.win.count": "tabella dei conteggi (add-one)",
    "neural.win.summary": "Da 3 a {kmax} caratteri i parametri passano da {p3:,} a {pmax:,} (×{ratio:.2f}) e la loss "
                          "di validazione scende di {gain:.3f} nat.",
    "neural.win.summary_book": "Il dato del libro per 3 → 8: {book} nat.",
    "neural.win.summary_partial": "I modelli già addestrati coprono k = {ks}; gli altri sono ancora in addestramento.",
    "neural.win.blocks_title": "Grandezza del blocco di pesi del primo strato, posizione per posizione (modello k = "
                               "{k} già addestrato)",
    "neural.win.blocks_x": "posizione nella finestra (1 = la più lontana, {k} = il carattere subito prima)",
    "neural.win.blocks_y": "norma del blocco 10 × 200",
    "neural.win.blocks_reading": "L'addestramento ha fissato un blocco di pesi per ogni posizione: le posizioni "
                                 "vicine al carattere da prevedere hanno ricevuto i blocchi più grandi, quelle "
                                 "lontane blocchi più piccoli. Lo stesso blocco si applica a qualunque carattere "
                                 "occupi quella posizione, in ogni parola: la finestra può dare peso a una posizione, "
                                 "mai a un particolare carattere precedente.",
    "neural.win.attention": "La via d'uscita è lasciare che il modello scelga, per ogni posizione, quali posizioni "
                            "precedenti contano: l'attenzione (attention).",
    "neural.win.attention_link": "Vai alla pagina sull'attenzione",
}

HU = {
    "neural.title": "Egy hálózat magától rátalál a számlálótáblára",
    "neural.lead": "Egy hálózat, amelynek csak annyit mondunk, hogy *tegye valószínűvé a következő karaktert*, "
                   "először magától megtalálja a számlálótáblát; aztán több kontextust kapva felülmúlja a táblát.",
    "neural.intro": "A számlálótábla a legjobb, amit egy modell egyetlen karakternyi kontextussal elérhet. Itt "
                    "ugyanezt a feladatot egy neurális hálózat kapja meg, amelynek semmit sem mondunk, csak azt, hogy "
                    "*tegye valószínűvé a következő karaktert*. Először magától megtalálja a számlálótáblát; aztán "
                    "több kontextust kapva oda is eljut, ahová egy tábla nem juthat el.",

    # --- 1. neural bigram ------------------------------------------------------------------------------------
    "neural.nb.header": "1. A számlálótábla mint hálózat",
    "neural.nb.more": "Hogyan lesz egy mátrixból modell",
    "neural.nb.explain": "Cseréljük le a táblát egy {v} × {v} alakú **W** súlymátrixra, amelyet véletlen számokkal "
                         "töltünk fel. Írjuk fel az előző karaktert one-hot vektorként (csupa nulla, egyetlen "
                         "1-es), és szorozzuk meg W-vel: a szorzat egyszerűen **W egyik sora**. Tehát *a one-hot × "
                         "W egy sor kiolvasása*, és a token id alapján indexelt mátrix pontosan az, amit "
                         "**embedding táblának** (embedding table) hívunk. A softmax a sorból a következő karakter "
                         "valószínűségeit állítja elő; a veszteség a ténylegesen következő karakter "
                         "valószínűségének átlagos −log értéke.",
    "neural.nb.explain_form": "Egy *i → j* pár minden előfordulása ugyanazt a tagot adja az átlaghoz, ezért az "
                              "összes, {pairs:,} tanító párra vett veszteség kiszámítható az N számlálótáblából: `−(N "
                              "* log_softmax(W)).sum() / N.sum()`. Ugyanaz a szám, ugyanaz a gradiens, a munkának "
                              "csak töredéke.",
    "neural.nb.lr": "Tanulási ráta",
    "neural.nb.lr_help": "A gradiensereszkedés (gradient descent) lépésmérete ({book}): a veszteség itt nagyon sima, "
                         "ezért a nagy lépések is biztonságosak. A görbék lépéstengelye logaritmikus, így egy nagy "
                         "ráta első lépései is láthatók maradnak.",
    "neural.nb.steps": "Lépések",
    "neural.nb.steps_help": "Gradiensereszkedési lépések a teljes tanítóhalmazon (full batch; {book}).",
    "neural.nb.retrain": "Tanítsd újra",
    "neural.nb.retrain_help": "Ugyanabból a véletlen W-ből indul, és élőben mutatja a teljes tanítást (csak a te "
                              "munkamenetedben; mindenki más ugyanazt az egyszer kiszámított eredményt látja).",
    "neural.nb.progress": "A neurális bigram tanítása: {step:,} / {total:,} lépés",
    "neural.nb.loss_title": "Veszteség tanítás közben",
    "neural.nb.gap_title": "Legnagyobb eltérés a számlálótáblától",
    "neural.nb.x": "lépés",
    "neural.nb.y_loss": "veszteség (nat karakterenként)",
    "neural.nb.y_gap": "max |softmax(W) − tábla|",
    "neural.nb.train": "tanító (a frissítés előtt)",
    "neural.nb.val": "validációs (utána)",
    "neural.nb.floor": "számlálótábla (tanító)",
    "neural.nb.gap": "legnagyobb eltérés",
    "neural.nb.checkpoints": "A tanítás négy pillanatában (a könyv értékeivel, ahol a könyv megadja őket):",
    "neural.nb.col.step": "lépés",
    "neural.nb.col.train": "tanító veszteség",
    "neural.nb.col.val": "validációs veszteség",
    "neural.nb.col.gap": "max eltérés",
    "neural.nb.col.book": "könyv (tanító / valid. / eltérés)",
    "neural.nb.max_gap": "Legnagyobb eltérés",
    "neural.nb.mean_gap": "Átlagos eltérés ({cells} cella)",
    "neural.nb.worst": "Legrosszabb cella",
    "neural.nb.worst_help": "Az a pár, amelynél a hálózat valószínűsége a legmesszebb van a számlálótábláétól.",
    "neural.nb.worst_seen": "a tanításban {n}× fordult elő",
    "neural.nb.busy": "Max eltérés, >1000× látott sorok",
    "neural.nb.busy_help": "Azon {rows} sor között, amelyek karaktere ezernél többször fordul elő a tanítóhalmazban.",
    "neural.nb.why_far": "Ezekkel a beállításokkal a hálózat még nem érte el a számlálótáblát: a legnagyobb eltérés "
                         "még mindig {gap:.4f}. Több lépéssel vagy nagyobb rátával eljut oda, mert a célfüggvénynek "
                         "egyetlen optimuma van: a számlálótábla.",
    "neural.nb.why": "A gradiensereszkedés véletlen számokból indult, és csak annyit mondtunk neki, hogy tegye "
                     "valószínűvé a következő karaktert, mégis a számlálótáblánál köt ki. Muszáj neki: a számlálások "
                     "adják a maximum likelihood becslést, a keresztentrópia a negatív log-likelihood, és ennek a "
                     "célfüggvénynek egyetlen optimuma van. A leglassabban a ritka cellák konvergálnak (például "
                     "{a}→{b}): kevés példa, kicsi gradiens.",
    "neural.nb.row": "Melyik karakter utáni sorokat vessük össze?",
    "neural.nb.row_help": "A hálózat valószínűségei a számlálótábláé mellett, a leggyakoribb következő karakterekre.",
    "neural.nb.row_title": "„{ch}” után: a számlálótábla és a hálózat egymás mellett",
    "neural.nb.row_x": "következő karakter",
    "neural.nb.row_y": "valószínűség",
    "neural.nb.table": "számlálótábla",
    "neural.nb.network": "hálózat, softmax(W)",
    "neural.nb.row_table": "„{ch}” után",
    "neural.nb.col.next": "következő",
    "neural.nb.col.count_p": "számlálótábla",
    "neural.nb.col.net_p": "hálózat",
    "neural.nb.col.book_p": "könyv",
    "neural.nb.not_book": "A könyv számai a mellékelt nevekre vonatkoznak (tanulási ráta: {lr}, {steps:,} lépés, "
                          "véletlenmag: {seed}); ezekkel a beállításokkal a számok mások, ezért a könyv oszlopa nem "
                          "jelenik meg.",
    # --- 2. MLP ----------------------------------------------------------------------------------------------
    "neural.mlp.header": "2. Több kontextus: Bengio MLP-je (2003)",
    "neural.mlp.explain": "Most nézzük az utolsó **k** karaktert. Mindegyiket kikeressük a C embedding táblában "
                          "({v} sor, soronként 10 szám), a k sort egymás mellé fűzzük (k = {k} esetén ez {kd} "
                          "szám), átvezetjük egy 200 tanh egységből álló rejtett rétegen, és a végén {v} logit áll "
                          "elő, karakterenként egy. A veszteség ugyanaz, mint az előbb.",
    "neural.mlp.params_formula": "Paraméterek: C {v}×10 + W1 ({k}·10)×200 + b1 200 + W2 200×{v} + b2 {v} = **{n:,}**. "
                                 "Csak az első réteg nő k-val: minden további karakter 2000 paraméterrel többet "
                                 "jelent.",
    "neural.mlp.table_title": "Mellékelt modellek, szokásos beállításokkal",
    "neural.mlp.table_explain": "A fejezet nem közli a tanítási beállításait. Ezek a modell szokásos beállításai "
                                "Karpathy *makemore* előadásaiból (2. rész, az MLP): SGD 32-es batcheken, "
                                "200\u00a0000 lépésen át, 0,1-es tanulási rátával, a 100\u00a0000. lépéstől 0,01-dal, "
                                "{seed} véletlenmagról inicializálva; a tanítást a `scripts/train_mlp.py` végzi. A "
                                "validációs perplexitást most számoljuk ki a mellékelt súlyokból.",
    "neural.mlp.differs": "A mienk / a könyvé: {pairs}. A modelljeink saját tanítási futásokból származnak (saját "
                          "inicializálással és batch-sorrenddel), nem a könyvéből, ezért az utolsó számjegyek "
                          "eltérnek.",
    "neural.mlp.col.k": "kontextus k",
    "neural.mlp.col.params": "paraméterek",
    "neural.mlp.col.loss": "validációs veszteség (nat)",
    "neural.mlp.col.ppl": "validációs perplexitás",
    "neural.mlp.col.book": "könyv",
    "neural.mlp.count_row": "számlálótábla (+1 simítás)",
    "neural.mlp.reading": "k = 1 esetén a hálózat, bár {ratio:.0f}× annyi paramétere van, mint a számlálótáblának, "
                          "semmivel sem jobb a táblánál: az információ nincs benne egyetlen karakterben, és "
                          "semekkora kapacitás nem tudja kitalálni. k = 3 esetén a perplexitás {p1:.2f} helyett "
                          "{p3:.2f}, mindössze {extra:,} további paraméterért. Egy három karakterre számoló "
                          "számlálótáblának {rows:,} sorra lenne szüksége, ezek többsége üres; a hálózat viszont "
                          "megosztja, amit tanul, azok között a karakterek között, amelyek embedding sora hasonló.",
    "neural.mlp.no_shipped": "A mellékelt modellek a mellékelt neveken tanultak; a te listádnak más a szókészlete "
                             "({v} szimbólum), ezért a táblázatuk nem jelenik meg. Lent tanítani tudsz egy modellt "
                             "a saját listádon.",
    "neural.mlp.missing_shipped": "Hiányoznak a mellékelt súlyok (assets/mlp/): az elkészítésükhöz futtasd a "
                                  "`scripts/train_mlp.py` szkriptet. Lent így is tanítani tudsz egy modellt.",
    "neural.mlp.live_header": "Tanítsd most",
    "neural.mlp.live_explain": "Gyorsabb recept a tanórára: Adam, 1024-es batchek, 800 lépés, 0,03-as tanulási ráta, "
                               "amely koszinuszgörbe mentén 0,0005-re csökken. Ugyanaz a hálózat, ugyanaz az "
                               "inicializálás (az oldalsáv véletlenmagja), az aktív szólistán.",
    "neural.mlp.k": "Kontextushossz k",
    "neural.mlp.k_help": "Hány korábbi karaktert lát a hálózat.",
    "neural.mlp.train": "Tanítsd most",
    "neural.mlp.train_help": "Betanítja az MLP-t ezzel a k-val az aktív szólistán (néhány másodperctől egy percig "
                             "tart).",
    "neural.mlp.progress": "Az MLP tanítása (k = {k}): {step:,} / {total:,} lépés, batch-veszteség {loss:.3f}",
    "neural.mlp.live_done": "Tanítási idő: {seconds:.1f} s.",
    "neural.mlp.overfit": "Rosszabb a számlálótáblánál ({val:.2f}) a validációs szavakon: mindössze {n:,} tanító "
                          "szóval a hálózat bemagolja őket, az újakon pedig túlságosan magabiztos. Próbálj "
                          "hosszabb listát vagy kisebb k-t.",
    "neural.mlp.live_ppl": "Validációs perplexitás, most tanítva",
    "neural.mlp.shipped_ppl": "Mellékelt modell (szokásos beállítások)",
    "neural.mlp.not_trained": "Nyomd meg a **Tanítsd most** gombot, és a k = {k} modell élőben betanul.",
    "neural.mlp.live_curve": "Batch-veszteség tanítás közben",
    "neural.mlp.live_x": "lépés",
    "neural.mlp.live_y": "batch-veszteség (nat)",
    "neural.mlp.live_name": "batch-veszteség",
    "neural.mlp.val_floor": "számlálótábla (validációs)",
    "neural.mlp.samples_header": "Minták",
    "neural.mlp.samples_explain": "Mindegyik modellből {n} szó, az oldalsáv véletlenmagjával ({seed}) sorsolva.",
    "neural.mlp.samples_count": "Számlálótábla",
    "neural.mlp.samples_mlp": "MLP, k = {k} ({which})",
    "neural.mlp.which.live": "most tanított",
    "neural.mlp.which.shipped": "mellékelt",
    "neural.mlp.longest": "{of} minta közül a leghosszabb: {n} betű",
    "neural.mlp.longest_book": "{of} minta közül a leghosszabb: {n} betű ({book})",
    "neural.mlp.longest_differs": "A mellékelt modellünk saját tanítási futásból származik, nem a könyvéből, ezért "
                                  "a mintái is mások.",
    "neural.mlp.no_model": "k = {k} esetén még nincs MLP: tanítsd be fent.",

    # --- 3. embeddings ---------------------------------------------------------------------------------------
    "neural.emb.header": "3. Mit tanult meg az embedding tábla",
    "neural.emb.explain": "A C tábla véletlen számokként indult, és csak akkor mozdult el, ha ez csökkentette a "
                          "veszteséget. Senki nem tett bele semmit. Hogy lássuk, mi került bele, hasonlítsuk össze "
                          "a sorokat **koszinusz-hasonlósággal** (cosine similarity): ez a sorok skalárszorzata, "
                          "miután mindegyiket 1 hosszúságúra normáltuk, vagyis a köztük lévő szög koszinusza, a "
                          "hosszuktól függetlenül.",
    "neural.emb.source": "Melyik embedding táblát nézzük?",
    "neural.emb.source.shipped": "a mellékelt k = 3 modellét (szokásos beállítások)",
    "neural.emb.source.live": "a most tanított modellét (k = {k})",
    "neural.emb.none": "Ehhez a szólistához még nincs modell: taníts egyet a 2. szakaszban.",
    "neural.emb.nn_title": "Legközelebbi szomszédok (koszinusz)",
    "neural.emb.col.char": "karakter",
    "neural.emb.col.first": "1.",
    "neural.emb.col.second": "2.",
    "neural.emb.col.third": "3.",
    "neural.emb.pca_title": "A tábla {v} sora a két főirány síkjában (PCA)",
    "neural.emb.pca_x": "első irány (a variancia {share:.0%}-a)",
    "neural.emb.pca_y": "második irány ({share:.0%})",
    "neural.emb.group.vowel": "magánhangzó",
    "neural.emb.group.consonant": "mássalhangzó",
    "neural.emb.group.boundary": "határszimbólum '.'",
    "neural.emb.means": "Átlagos koszinusz az összes párra",
    "neural.emb.book_nn_title": "A könyvben közölt szomszédok és a mieink",
    "neural.emb.col.book_nn": "könyv: legközelebbi",
    "neural.emb.col.our_nn": "mienk: legközelebbi",
    "neural.emb.differs": "Ugyanazok a legközelebbi karakterek, más koszinuszok: a táblánk saját tanítási futásból "
                          "származik (saját inicializálással és batch-sorrenddel), nem a könyvéből.",
    "neural.emb.vv": "magánhangzó – magánhangzó",
    "neural.emb.cc": "mássalhangzó – mássalhangzó",
    "neural.emb.vc": "magánhangzó – mássalhangzó",
    "neural.emb.perm_explain": "Valódi ez a magánhangzó-hatás, vagy bármely {m} betű ugyanilyen szorosan "
                               "összetartozónak látszana? Pontozzunk egy csoportot így: S = (átlagos koszinusz a "
                               "csoporton belül) − (átlagos koszinusz a csoport és a többi {rest} betű között), "
                               "aztán sorsoljunk {draws:,} véletlen, {m} betűs csoportot (az oldalsáv "
                               "véletlenmagjával), és számoljuk meg, hány ér el legalább akkora pontszámot, mint a "
                               "magánhangzók.",
    "neural.emb.perm_title": "S {draws:,} véletlen, {m} betűs csoportra",
    "neural.emb.perm_x": "S = átlagos koszinusz belül − átlagos koszinusz a többihez",
    "neural.emb.perm_marker": "magánhangzók: {s:+.3f}",
    "neural.emb.s_obs": "S a magánhangzókra",
    "neural.emb.at_least": "A magánhangzókat elérő csoportok ({draws:,} közül)",
    "neural.emb.p": "p-érték",
    "neural.emb.book_count": "{draws} közül {n}",
    "neural.emb.no_groups": "Ebben a szókészletben túl kevés a magánhangzó vagy a mássalhangzó a "
                            "magánhangzó–mássalhangzó elemzéshez.",
    "neural.emb.reading": "Itt {draws:,} véletlen csoport közül {at_least:,} ({share:.1%}) ér el legalább akkora "
                          "pontszámot, mint a magánhangzók. Ez az embedding tábla őszinte leírása: megtanult "
                          "koordinátaváltás, amely megkönnyíti a következő réteg dolgát, nem pedig jelentéstérkép. "
                          "Struktúra csak ott van benne, ahol csökkentette a veszteséget.",

    "neural.emb.reading@one": "Itt {draws:,} véletlen csoport közül {at_least:,} ({share:.1%}) ér el legalább akkora "
                              "pontszámot, mint a magánhangzók. Ez az embedding tábla őszinte leírása: megtanult "
                              "koordinátaváltás, amely megkönnyíti a következő réteg dolgát, nem pedig jelentéstérkép. "
                              "Struktúra csak ott van benne, ahol csökkentette a veszteséget.",
    # --- 4. fixed window -------------------------------------------------------------------------------------
    "neural.win.header": "4. Miért nem skálázódik a rögzített ablak",
    "neural.win.explain": "Minden további kontextuskarakter egy 10 × 200-as súlyblokkal bővíti az első réteget, így a "
                          "paraméterek száma lineárisan nő k-val, miközben a veszteség egyre kevésbé javul. Ráadásul "
                          "az ablak minden pozíciójának saját, rögzített blokkja van: bármilyen karakter áll a 2. "
                          "pozíción, azt a 2. pozíció súlyaival szorozzuk, és bármilyen karakter áll a 7.-en, azt a "
                          "7. pozíció súlyaival, akár számít az a karakter a folytatás szempontjából, akár nem. A "
                          "modell nem döntheti el karakterről karakterre, hová nézzen.",
    "neural.win.params_title": "Paraméterek a kontextushossz függvényében",
    "neural.win.loss_title": "Validációs veszteség a kontextushossz függvényében",
    "neural.win.x": "kontextushossz k (karakter)",
    "neural.win.y_params": "paraméterek",
    "neural.win.y_loss": "validációs veszteség (nat)",
    "neural.win.name_params": "paraméterek",
    "neural.win.name_loss": "validációs veszteség",
    "neural.win.count": "számlálótábla (+1 simítás)",
    "neural.win.summary": "Ha a kontextus 3 karakterről {kmax} karakterre nő, a paraméterek száma: {p3:,} → "
                          "{pmax:,} (×{ratio:.2f}), a validációs veszteség pedig {gain:.3f} nattal csökken.",
    "neural.win.summary_book": "A könyv adata 3 → 8 esetén: {book} nat.",
    "neural.win.summary_partial": "A mellékelt modellek a k = {ks} értékeket fedik le; a többi tanítása még "
                                  "folyamatban van.",
    "neural.win.blocks_title": "Az első réteg súlyblokkjainak mérete pozíciónként (mellékelt k = {k} modell)",
    "neural.win.blocks_x": "pozíció az ablakban (1 = a legrégebbi, {k} = a közvetlenül előtte álló karakter)",
    "neural.win.blocks_y": "a 10 × 200-as blokk normája",
    "neural.win.blocks_reading": "A tanítás pozíciónként egy-egy rögzített súlyblokkra állt be: a megjósolandó "
                                 "karakterhez közeli pozíciók kapták a legnagyobbakat, a távoliak kisebbeket. Ugyanaz "
                                 "a blokk érvényes, bármilyen karakter áll is ott, minden szóban: az ablak egy "
                                 "pozíciót súlyozhat, egy bizonyos korábbi karaktert soha.",
    "neural.win.attention": "A kiút az, ha hagyjuk, hogy a modell minden pozícióhoz maga válassza ki, mely korábbi "
                            "pozíciók számítanak: ez a figyelem (attention).",
    "neural.win.attention_link": "Tovább a figyelemről szóló oldalra",
}
