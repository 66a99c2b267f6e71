"""Strings of the RNN-gradients page."""

# Formula- or symbol-only strings that read the same in every language; everything else must be translated.
SAME_AS_ENGLISH = {
    "rnn_gradients.nonlin.tanh", "rnn_gradients.m.far", "rnn_gradients.series.factor", "rnn_gradients.series.gru",
    "rnn_gradients.series.gap", "rnn_gradients.axis.ms",
    "rnn_gradients.cost.cross",
}
SAME_AS_ENGLISH_BY_LANG = {"it": {"rnn_gradients.no"}, "hu": set()}      # Italian "no" is English "no"

EXPECTED_KEYS = (151, None, 1)   # English's (fewest keys, most or None, fewest with a placeholder): tests
NEUTRAL_LIMIT = 10   # at most this many language-neutral keys above (shared + longer per-language list)

EN = {
    "rnn_gradients.title": "RNN gradients: how far back does the signal reach?",
    "rnn_gradients.lead": "The same weights rewrite the state at every step, so the learning signal for step 3 must "
                          "travel back through every copy of the cell in between. Move the controls and watch how "
                          "much of it arrives.",
    "rnn_gradients.intro_more": "More: what an Elman RNN is, and how these curves are measured",
    "rnn_gradients.tabs.vanish": "1 · Vanishing and exploding",
    "rnn_gradients.tabs.gates": "2 · Gates",
    "rnn_gradients.tabs.clip": "3 · Clipping and truncation",
    "rnn_gradients.tabs.cost": "4 · Cost and batching",
    "rnn_gradients.intro": "An Elman RNN reads one input at a time and rewrites its state: "
                 "$h_t = \\tanh(W_{hh} h_{t-1} + W_{xh} x_t + b)$, with the **same weights at every step**. "
                 "To learn that step 3 mattered for step 100, the gradient has to travel back through 97 copies of "
                 "that one cell, and at each copy it is multiplied by the cell's Jacobian. Below, every curve is "
                 "measured by autograd on a network you configure; nothing is a hard-coded decay factor.",
    # section 1
    "rnn_gradients.vanish.header": "1. The gradient that fades (or blows up), measured",
    "rnn_gradients.vanish.what": "The chain rule writes $\\partial h_T/\\partial h_{T-k}$ as a product of k per-step "
                                 "Jacobians $\\mathrm{diag}(1 - h_t^2)\\,W_{hh}$. Since tanh' ≤ 1, its size is at "
                                 "most $\\|W_{hh}\\|^k$ (spectral norm): the dashed line. Pick how W_hh is drawn and "
                                 "rescale it to spectral norm **s**.",
    "rnn_gradients.ctl.hidden": "Hidden size d",
    "rnn_gradients.ctl.length": "Sequence length T",
    "rnn_gradients.ctl.draw": "How W_hh is drawn",
    "rnn_gradients.ctl.draw_help": "Gaussian: random entries, rescaled so its largest singular value is s. "
                         "Orthogonal: a random rotation times s, so every singular value is s.",
    "rnn_gradients.draw.gaussian": "Gaussian",
    "rnn_gradients.draw.orthogonal": "Orthogonal",
    "rnn_gradients.ctl.s": "Spectral norm s = ‖W_hh‖",
    "rnn_gradients.ctl.s_help": "The largest factor by which W_hh can stretch a vector.",
    "rnn_gradients.ctl.nonlin": "Non-linearity",
    "rnn_gradients.nonlin.tanh": "tanh",
    "rnn_gradients.nonlin.none": "none (linear)",
    "rnn_gradients.ctl.input": "Input scale",
    "rnn_gradients.ctl.input_help": "Bigger inputs push tanh into its flat tails (saturation), where its slope is "
                                    "near 0.",
    "rnn_gradients.ctl.seed_note": "Weights and inputs are drawn from the sidebar seed ({seed}).",
    "rnn_gradients.m.norm": "‖W_hh‖ = spectral norm",
    "rnn_gradients.m.radius": "spectral radius",
    "rnn_gradients.m.radius_help": "The largest |eigenvalue|. For large k, ‖W^k‖ shrinks or grows like radius^k, "
                         "not norm^k: a random Gaussian matrix has radius about half its norm.",
    "rnn_gradients.m.far": "‖∂h_T/∂h_0‖ (k = {T})",
    "rnn_gradients.m.bound": "bound ‖W_hh‖^{T}",
    "rnn_gradients.tab.curve": "Gradient norm vs distance",
    "rnn_gradients.tab.factor": "The per-step factor",
    "rnn_gradients.series.measured": "measured ‖∂h<sub>T</sub>/∂h<sub>T−k</sub>‖",
    "rnn_gradients.series.bound": "bound ‖W<sub>hh</sub>‖<sup>k</sup>",
    "rnn_gradients.fig.curve": "How much of the signal from step T reaches k steps back (log scale)",
    "rnn_gradients.axis.k": "distance k (steps back from T)",
    "rnn_gradients.axis.norm": "‖∂h<sub>T</sub>/∂h<sub>T−k</sub>‖ (log scale)",
    "rnn_gradients.axis.gates": "‖∂state<sub>T</sub>/∂state<sub>T−k</sub>‖ (log scale)",
    "rnn_gradients.series.factor": "‖diag(1 − h<sub>t</sub>²) W<sub>hh</sub>‖",
    "rnn_gradients.series.deriv": "mean tanh slope 1 − h<sub>t</sub>²",
    "rnn_gradients.series.saturated": "share of units with |h| > 0.99",
    "rnn_gradients.fig.factor": "What one backward step does, step by step",
    "rnn_gradients.axis.t": "time step t",
    "rnn_gradients.axis.factor": "value",
    "rnn_gradients.factor.reading": "Each backward step multiplies by diag(1 − h_t²) W_hh. Where tanh saturates, its "
                                    "slope 1 − h² drops towards 0 and that step all but blocks the signal. The norm "
                                    "of a single factor above 1 does not mean growth: the next factor may shrink "
                                    "exactly the direction this one stretched. Only the product, in order, tells.",
    "rnn_gradients.verdict.vanishes": "**The gradient vanishes here:** after {T} steps back only {v:.1e} of it is "
                                      "left.",
    "rnn_gradients.verdict.explodes": "**The gradient explodes here:** after {T} steps back it is {v:.1e} times "
                                      "larger.",
    "rnn_gradients.verdict.holds": "**The gradient neither vanishes nor explodes over these {T} steps:** {v:.2g} at "
                                   "the far end.",
    "rnn_gradients.vanish.facts": "Things to find with the controls: "
                        "(1) the measured curve never crosses the dashed bound; "
                        "(2) a **Gaussian** W_hh rescaled to s = 1.5 still vanishes: its spectral radius is about s/2; "
                        "(3) an **orthogonal** W_hh with s = 1.5 and tanh still vanishes at long range, because "
                        "saturation eats the slope; "
                        "(4) switch the non-linearity off with an orthogonal W_hh: the curve is exactly s^k, on top of "
                        "the bound, and s > 1 explodes. A singular value above 1 is necessary for explosion, not "
                        "sufficient.",
    "rnn_gradients.how.title": "How the curve is computed (and checked)",
    "rnn_gradients.how.body": "One forward and one backward pass give every k at once. The forward pass runs d "
                              "identical copies of the sequence as a batch and adds a zero perturbation δ_t to every "
                              "state; copy i sends back the i-th basis vector from h_T. The gradient with respect to "
                              "δ_t is then the whole matrix ∂h_T/∂h_t, for every t. The tests check it against the "
                              "product of the hand-written Jacobians diag(1 − h_t²) W_hh. This curve took **{ms:.0f} "
                              "ms** the first time it was computed (the benchmark compares it with the explicit "
                              "product: `python -m bench.bench_rnn`).",
    # gates
    "rnn_gradients.gates.header": "Gates: a path the gradient can travel",
    "rnn_gradients.gates.what": "An LSTM keeps a second state, the cell $c_t = f_t \\odot c_{t-1} + i_t \\odot g_t$. "
                                "Along that line the only factor per step is the forget gate: $\\partial "
                                "c_t/\\partial c_{t-1} = \\mathrm{diag}(f_t)$ when the gates are held fixed. The "
                                "network sets f_t itself, and its bias decides where it starts.",
    "rnn_gradients.ctl.fb": "Forget-gate bias",
    "rnn_gradients.ctl.fb_help": "At 0 the gate starts near σ(0) = 0.5, which halves the cell at every step "
                       "(0.5¹⁰⁰ = {p0:.1e}). A bias of 1 avoids that halving: the gate starts near σ(1) = {s1:.3f}. "
                       "That alone does not carry a signal far ({s1:.3f}¹⁰⁰ = {p1:.1e}); the network still has to "
                       "learn to hold f_t near 1 where it must remember. Starting at 1 is the usual advice.",
    "rnn_gradients.arith.factor": "factor per step",
    "rnn_gradients.arith.power": "after 100 steps",
    "rnn_gradients.arith.book": "book",
    "rnn_gradients.arith.mean_f": "mean f_t of this LSTM",
    "rnn_gradients.gates.nn_lstm": "PyTorch's `nn.LSTM` does **not** set this bias: built fresh, its forget gates "
                                   "start at σ(bias) between {lo:.3f} and {hi:.3f}, i.e. about 0.5. Set it yourself.",
    "rnn_gradients.series.lstm_path": "LSTM ‖∂c<sub>T</sub>/∂c<sub>T−k</sub>‖, cell path only",
    "rnn_gradients.series.lstm_full": "LSTM ‖∂c<sub>T</sub>/∂c<sub>T−k</sub>‖, all paths",
    "rnn_gradients.series.gru": "GRU ‖∂h<sub>T</sub>/∂h<sub>T−k</sub>‖",
    "rnn_gradients.series.elman": "Elman RNN of tab 1 (d = {d})",
    "rnn_gradients.fig.gates": "Same inputs, hidden size {d}: how far back the signal reaches",
    "rnn_gradients.gates.reading": "The cell-path curve is the product of forget gates, so a bias that keeps f_t near "
                                   "1 keeps it flat. 'All paths' adds the routes through $h_{t-1}$ into the gates, "
                                   "which can make it bigger or smaller. The GRU's update gate plays the same role: "
                                   "$h_t = z \\odot h_{t-1} + (1 - z) \\odot \\tilde h_t$.",
    "rnn_gradients.stream.header": "The 1997 LSTM had no forget gate",
    "rnn_gradients.stream.what": "Without a forget gate the cell only adds: $c_t = c_{t-1} + i_t \\odot g_t$. On a "
                                 "text that ends and resets, fine. On an endless stream that never resets, c grows "
                                 "without limit, tanh(c) sticks at ±1, and the cell can no longer tell one content "
                                 "from another. Same weights, same stream, with and without the forget gate (bias 1):",
    "rnn_gradients.ctl.stream": "Stream length (steps, never reset)",
    "rnn_gradients.m.c_1997": "1997 cell: final max |c|",
    "rnn_gradients.m.c_forget": "forget gate: max |c| ever",
    "rnn_gradients.m.sat_1997": "1997 cell: saturated",
    "rnn_gradients.m.sat_forget": "forget gate: saturated",
    "rnn_gradients.series.no_forget": "1997: no forget gate",
    "rnn_gradients.series.forget": "with forget gate",
    "rnn_gradients.fig.stream_c": "Largest |c<sub>t</sub>| over the units",
    "rnn_gradients.fig.stream_spread": "How much tanh(c) still moves (last 50 steps)",
    "rnn_gradients.axis.c": "max |c<sub>t</sub>|",
    "rnn_gradients.axis.spread": "std of tanh(c) over 50 steps",
    "rnn_gradients.stream.reading": "With a forget gate the cell is bounded: |c| ≤ 1/(1 − largest f), and its readout "
                                    "keeps moving with the input. Without one, the readout freezes at ±1: whatever is "
                                    "written, the cell reads out the same. Being able to forget is part of being able "
                                    "to remember.",
    # section 2
    "rnn_gradients.clip.header": "3. Clipping and truncation",
    "rnn_gradients.clip.what": "`clip_grad_norm_` looks at the gradient of all parameters as one long vector g. If "
                               "‖g‖ > τ it replaces g by τ·g/‖g‖: same direction, shorter. The task below explodes on "
                               "purpose: a linear RNN with W_hh = {s:g} × orthogonal must recall its first input "
                               "after {L} steps ({s:g}^{L} ≈ {g:.0f}).",
    "rnn_gradients.ctl.tau": "Clipping threshold τ",
    "rnn_gradients.m.before": "‖g‖ before clipping",
    "rnn_gradients.m.after": "‖g‖ after clipping",
    "rnn_gradients.m.cos": "cosine(before, after)",
    "rnn_gradients.series.no_clip": "no clipping",
    "rnn_gradients.series.clip": "clipped at τ = {tau:g}",
    "rnn_gradients.fig.clip": "Training loss, same seed, same learning rate",
    "rnn_gradients.axis.step": "training step",
    "rnn_gradients.axis.loss": "loss (MSE)",
    "rnn_gradients.clip.reading_died": "Without clipping the run blows up at step {step} (the loss becomes infinite "
                                       "and the line stops). With clipping the same run keeps going down.",
    "rnn_gradients.clip.died_mark": "∞ at step {step}",
    "rnn_gradients.clip.reading_ok": "At this setting neither run blew up.",
    "rnn_gradients.clip.not_vanishing": "Clipping only ever shortens a gradient. A gradient that has already vanished "
                                        "is short: clipping leaves it alone. It cures explosion, not vanishing.",
    "rnn_gradients.trunc.header": "Truncated backpropagation through time",
    "rnn_gradients.trunc.what": "To train on a long text, the sequence is cut into chunks of T steps and the state is "
                                "detached at each boundary (`h = h.detach()`). The state still flows forward into the "
                                "next chunk; the gradient does not flow back. Here: 60 inputs, a loss on the last "
                                "state, and the gradient of that loss with respect to every input.",
    "rnn_gradients.ctl.trunc": "Chunk length T",
    "rnn_gradients.fig.trunc": "|∂L/∂x_t| for every input unit and time (T = {T}); grey = exactly zero",
    "rnn_gradients.axis.t_input": "input time t",
    "rnn_gradients.axis.unit": "input unit",
    "rnn_gradients.trunc.boundary": "last boundary",
    "rnn_gradients.trunc.reading": "All {zeros} inputs before the last boundary (t < {boundary}) get a gradient of "
                                   "exactly 0. With full backpropagation {full_nonzero} of the {L} time steps get a "
                                   "non-zero gradient.",
    "rnn_gradients.exp.header": "A dependency longer than the chunk is not learned",
    "rnn_gradients.exp.what": "A GRU reads an endless stream of random bits and must say, at every step, the bit it "
                              "saw *delay* steps ago. It is trained with truncated BPTT on chunks of T steps. One "
                              "delay is shorter than T, one longer. Chance is 50%.",
    "rnn_gradients.ctl.exp_T": "Chunk length T for the experiment",
    "rnn_gradients.exp.run": "Train both GRUs (a few seconds)",
    "rnn_gradients.exp.running": "Training two small GRUs…",
    "rnn_gradients.exp.idle": "Switch on the training to fit one GRU with a short delay and one with a long delay.",
    "rnn_gradients.exp.col.delay": "delay",
    "rnn_gradients.exp.col.T": "chunk T",
    "rnn_gradients.exp.col.within": "bit and target can share a chunk?",
    "rnn_gradients.exp.col.acc": "accuracy on fresh streams",
    "rnn_gradients.yes": "yes",
    "rnn_gradients.no": "no",
    "rnn_gradients.exp.reading": "The short delay is learned; the long one stays at chance, although the state carries "
                       "information forward across boundaries: no gradient ever links the bit to its target. "
                       "This is engineering, not the vanishing gradient, and it applies to LSTMs and GRUs too.",
    # section 3
    "rnn_gradients.cells.header": "The cells, counted and compared",
    "rnn_gradients.cells.what": "Every block of weights maps $[h_{t-1}; x_t]$ to d numbers: $d(d + d_x)$ weights "
                                "plus, in PyTorch, two bias vectors of d. The simple RNN has one block, the GRU "
                                "three, the LSTM four.",
    "rnn_gradients.ctl.dx": "Input size d_x",
    "rnn_gradients.ctl.dh": "Hidden size d",
    "rnn_gradients.cells.col.cell": "cell",
    "rnn_gradients.cells.col.blocks": "blocks",
    "rnn_gradients.cells.col.formula": "blocks × (d(d + d_x) + 2d)",
    "rnn_gradients.cells.col.torch": "counted on the nn module",
    "rnn_gradients.cells.col.book": "book (64, 128)",
    "rnn_gradients.cells.ratio": "GRU / LSTM = **{ratio:.4f}**: three blocks against four, whatever the sizes.",
    "rnn_gradients.gru.header": "Two GRUs with the same weights",
    "rnn_gradients.gru.what": "Cho's GRU applies the reset gate to $h_{t-1}$ **before** the matrix: $W_{hn}(r \\odot "
                              "h)$. PyTorch's `nn.GRU` applies it **after**, to $W_{hn} h + b_{hn}$, with a second "
                              "bias inside. Load the same weights into both and feed the same inputs:",
    "rnn_gradients.m.gru_match": "ours vs nn.GRU: max diff",
    "rnn_gradients.m.gru_gap": "largest ‖h_Cho − h_PyTorch‖",
    "rnn_gradients.series.gap": "‖h_Cho − h_PyTorch‖",
    "rnn_gradients.series.h_norm": "‖h_PyTorch‖ (for scale)",
    "rnn_gradients.fig.gru": "Same weights, different functions",
    "rnn_gradients.axis.gap": "norm",
    "rnn_gradients.pad.header": "The padding pitfall",
    "rnn_gradients.pad.what": "A batch needs sentences of one length, so the short ones get padding. Which 'final "
                              "state' is the state after each sentence's real last word? The truth is each sentence "
                              "run alone; every cell shows ✓/✗ and the largest difference from it.",
    "rnn_gradients.ctl.sentences": "Sentences (one per line)",
    "rnn_gradients.ctl.sentences_help": "At most {n} sentences of at most {w} words; words are split on spaces.",
    "rnn_gradients.ctl.cell": "Recurrent layer",
    "rnn_gradients.pad.empty": "Type at least one sentence.",
    "rnn_gradients.pad.too_many": "Keep it small: at most {n} sentences of at most {w} words each.",
    "rnn_gradients.pad.col.sentence": "sentence",
    "rnn_gradients.pad.col.len": "words",
    "rnn_gradients.pad.read.padded_last": "h[:, -1] padded",
    "rnn_gradients.pad.read.packed_h_n": "h_n[-1] packed",
    "rnn_gradients.pad.read.unpacked_last": "h[:, -1] after pad_packed",
    "rnn_gradients.pad.read.gather_last": "h at true last word",
    "rnn_gradients.pad.reading": "`h[:, -1]` of the padded batch is right only for the longest sentences: for the "
                                 "others it has also read the padding. After `pack_padded_sequence(..., "
                                 "enforce_sorted=False)` the returned `h_n[-1]` stops at each true end (the first "
                                 "index of h_n is the layer). `h[:, -1]` after `pad_packed_sequence` is a vector of "
                                 "zeros for every shorter sentence. Without packing, take each sentence's state at "
                                 "position length − 1.",
    # section 4
    "rnn_gradients.scan.header": "4. The sequential bottleneck",
    "rnn_gradients.scan.what": "A non-linear recurrence needs step t − 1 before step t: n steps in a row. A linear "
                               "one with a diagonal coefficient, $h_t = a_t \\odot h_{t-1} + b_t$, does not: two "
                               "steps fuse into one of the same form, (a₂a₁, a₂b₁ + b₂), the fusion is associative, "
                               "and a doubling scan gets every h_t in ⌈log₂ n⌉ rounds.",
    "rnn_gradients.series.sequential": "loop: n sequential steps",
    "rnn_gradients.series.rounds": "scan: ⌈log₂ n⌉ rounds",
    "rnn_gradients.fig.rounds": "Sequential rounds needed",
    "rnn_gradients.axis.n": "sequence length n",
    "rnn_gradients.axis.rounds": "rounds",
    "rnn_gradients.series.loop_ms": "Python loop",
    "rnn_gradients.series.scan_ms": "doubling scan",
    "rnn_gradients.fig.scan_time": "Measured time on this machine (d = 64)",
    "rnn_gradients.axis.ms": "ms",
    "rnn_gradients.scan.reading": "The scan equals the loop (largest difference {err:.1e}); for n = {n:,} it needs "
                                  "{r} rounds instead of {n:,} steps. It does more arithmetic in total, but each "
                                  "round is one operation over the whole sequence, which is what parallel hardware is "
                                  "good at.",
    "rnn_gradients.ctl.d_cost": "State / model width d",
    "rnn_gradients.series.cost_rnn": "recurrence: n·d² (n sequential steps)",
    "rnn_gradients.series.cost_attn": "attention: n²·d (one parallel step)",
    "rnn_gradients.fig.cost": "Multiply-adds per layer",
    "rnn_gradients.axis.ops": "multiply-adds",
    "rnn_gradients.cost.cross": "n = d = {d}",
    "rnn_gradients.cost.reading": "Attention costs less arithmetic than the recurrence while n < d (here d = {d}), "
                                  "and it needs one sequential step instead of n; beyond n = d the recurrence is "
                                  "cheaper in arithmetic but still sequential.",
}

IT = {
    "rnn_gradients.title": "Gradienti nelle RNN: fin dove risale il segnale?",
    "rnn_gradients.lead": "Gli stessi pesi riscrivono lo stato a ogni passo, quindi il segnale di apprendimento per "
                          "il passo 3 deve risalire attraverso tutte le copie della cella che stanno in mezzo. Muovi "
                          "i controlli e guarda quanto ne arriva.",
    "rnn_gradients.intro_more": "Approfondimento: che cos'è una RNN di Elman e come si misurano queste curve",
    "rnn_gradients.tabs.vanish": "1 · Gradiente che svanisce o esplode",
    "rnn_gradients.tabs.gates": "2 · Cancelli (gate)",
    "rnn_gradients.tabs.clip": "3 · Clipping e troncamento",
    "rnn_gradients.tabs.cost": "4 · Costo e mini-batch",
    "rnn_gradients.intro": "Una RNN di Elman legge un ingresso alla volta e riscrive il suo stato: "
                 "$h_t = \\tanh(W_{hh} h_{t-1} + W_{xh} x_t + b)$, con **gli stessi pesi a ogni passo**. "
                 "Per imparare che il passo 3 contava per il passo 100, il gradiente deve risalire attraverso 97 copie "
                 "di quell'unica cella, e a ogni copia viene moltiplicato per la jacobiana della cella. Qui sotto ogni "
                 "curva è misurata con autograd su una rete che configuri tu: nessun fattore di decadimento è scritto "
                 "a mano.",
    # section 1
    "rnn_gradients.vanish.header": "1. Il gradiente che svanisce (o esplode), misurato",
    "rnn_gradients.vanish.what": "La regola della catena scrive $\\partial h_T/\\partial h_{T-k}$ come prodotto di k "
                                 "jacobiane, una per passo: $\\mathrm{diag}(1 - h_t^2)\\,W_{hh}$. Poiché tanh' ≤ 1, "
                                 "la sua norma è al più $\\|W_{hh}\\|^k$ (norma spettrale): è la linea tratteggiata. "
                                 "Scegli come estrarre W_hh e riscalala a norma spettrale **s**.",
    "rnn_gradients.ctl.hidden": "Unità nascoste d",
    "rnn_gradients.ctl.length": "Lunghezza della sequenza T",
    "rnn_gradients.ctl.draw": "Come si estrae W_hh",
    "rnn_gradients.ctl.draw_help": "Gaussiana: elementi casuali, riscalati in modo che il valore singolare massimo "
                                   "sia s. Ortogonale: una rotazione casuale moltiplicata per s, quindi tutti i "
                                   "valori singolari valgono s.",
    "rnn_gradients.draw.gaussian": "Gaussiana",
    "rnn_gradients.draw.orthogonal": "Ortogonale",
    "rnn_gradients.ctl.s": "Norma spettrale s = ‖W_hh‖",
    "rnn_gradients.ctl.s_help": "Il fattore massimo di cui W_hh può allungare un vettore.",
    "rnn_gradients.ctl.nonlin": "Non linearità",
    "rnn_gradients.nonlin.tanh": "tanh",
    "rnn_gradients.nonlin.none": "nessuna (lineare)",
    "rnn_gradients.ctl.input": "Scala dell'ingresso",
    "rnn_gradients.ctl.input_help": "Ingressi più grandi spingono la tanh nelle sue code piatte (saturazione), dove "
                                    "la pendenza è quasi 0.",
    "rnn_gradients.ctl.seed_note": "Pesi e ingressi sono estratti con il seme della barra laterale ({seed}).",
    "rnn_gradients.m.norm": "‖W_hh‖ = norma spettrale",
    "rnn_gradients.m.radius": "raggio spettrale",
    "rnn_gradients.m.radius_help": "Il massimo |autovalore|. Per k grande, ‖W^k‖ cala o cresce come raggio^k, non come "
                         "norma^k: una matrice gaussiana casuale ha un raggio pari a circa metà della norma.",
    "rnn_gradients.m.far": "‖∂h_T/∂h_0‖ (k = {T})",
    "rnn_gradients.m.bound": "maggiorante ‖W_hh‖^{T}",
    "rnn_gradients.tab.curve": "Norma del gradiente in funzione della distanza",
    "rnn_gradients.tab.factor": "Il fattore di ogni passo",
    "rnn_gradients.series.measured": "‖∂h<sub>T</sub>/∂h<sub>T−k</sub>‖ misurata",
    "rnn_gradients.series.bound": "maggiorante ‖W<sub>hh</sub>‖<sup>k</sup>",
    "rnn_gradients.fig.curve": "Quanto del segnale partito dal passo T arriva k passi indietro (scala log)",
    "rnn_gradients.axis.k": "distanza k (passi indietro da T)",
    "rnn_gradients.axis.norm": "‖∂h<sub>T</sub>/∂h<sub>T−k</sub>‖ (scala log)",
    "rnn_gradients.axis.gates": "‖∂stato<sub>T</sub>/∂stato<sub>T−k</sub>‖ (scala log)",
    "rnn_gradients.series.factor": "‖diag(1 − h<sub>t</sub>²) W<sub>hh</sub>‖",
    "rnn_gradients.series.deriv": "pendenza media della tanh, 1 − h<sub>t</sub>²",
    "rnn_gradients.series.saturated": "quota di unità con |h| > 0,99",
    "rnn_gradients.fig.factor": "Che cosa fa ogni passo all'indietro, lungo la sequenza",
    "rnn_gradients.axis.t": "passo temporale t",
    "rnn_gradients.axis.factor": "valore",
    "rnn_gradients.factor.reading": "Ogni passo all'indietro moltiplica per diag(1 − h_t²) W_hh. Dove la tanh satura, "
                                    "la sua pendenza 1 − h² scende verso 0 e quel passo blocca quasi del tutto il "
                                    "segnale. Che la norma di un singolo fattore superi 1 non vuol dire crescita: il "
                                    "fattore successivo può accorciare proprio la direzione che questo ha allungato. "
                                    "Solo il prodotto, preso nell'ordine, lo dice.",
    "rnn_gradients.verdict.vanishes": "**Qui il gradiente svanisce:** dopo {T} passi all'indietro ne resta solo "
                                      "{v:.1e}.",
    "rnn_gradients.verdict.explodes": "**Qui il gradiente esplode:** dopo {T} passi all'indietro è {v:.1e} volte più "
                                      "grande.",
    "rnn_gradients.verdict.holds": "**Su questi {T} passi il gradiente non svanisce né esplode:** all'estremo lontano "
                                   "vale {v:.2g}.",
    "rnn_gradients.vanish.facts": "Da scoprire con i controlli: (1) la curva misurata non supera mai il maggiorante "
                        "tratteggiato; (2) una W_hh **gaussiana** riscalata a s = 1,5 svanisce lo stesso: il suo "
                        "raggio spettrale è circa s/2; (3) con una W_hh **ortogonale**, s = 1,5 e la tanh il "
                        "gradiente svanisce comunque a lunga distanza, perché la saturazione si mangia la "
                        "pendenza; (4) togli la non linearità con una W_hh ortogonale: la curva è esattamente s^k, "
                        "sovrapposta al maggiorante, e con s > 1 esplode. Un valore singolare maggiore di 1 è "
                        "condizione necessaria per l'esplosione, non sufficiente.",
    "rnn_gradients.how.title": "Come si calcola la curva (e come la si verifica)",
    "rnn_gradients.how.body": "Un solo passaggio in avanti e uno all'indietro danno tutti i k insieme. Il passaggio "
                              "in avanti elabora come un batch d copie identiche della sequenza e somma a ogni stato "
                              "una perturbazione nulla δ_t; la copia i rimanda indietro da h_T l'i-esimo vettore "
                              "della base. Il gradiente rispetto a δ_t è allora l'intera matrice ∂h_T/∂h_t, per ogni "
                              "t. I test lo confrontano con il prodotto delle jacobiane scritte a mano, diag(1 − "
                              "h_t²) W_hh. La prima volta che è stata calcolata, questa curva ha richiesto **{ms:.0f} "
                              "ms** (il benchmark la confronta con il prodotto esplicito: `python -m "
                              "bench.bench_rnn`).",
    # gates
    "rnn_gradients.gates.header": "Cancelli: una strada per il gradiente",
    "rnn_gradients.gates.what": "Una LSTM tiene un secondo stato, lo stato di cella $c_t = f_t \\odot c_{t-1} + i_t "
                                "\\odot g_t$. Lungo quella linea l'unico fattore per passo è il cancello di "
                                "dimenticanza (forget gate): $\\partial c_t/\\partial c_{t-1} = \\mathrm{diag}(f_t)$ "
                                "se si tengono fissi i cancelli. f_t lo calcola la rete stessa, e il suo bias decide "
                                "da dove parte.",
    "rnn_gradients.ctl.fb": "Bias del forget gate",
    "rnn_gradients.ctl.fb_help": "A 0 il cancello parte vicino a σ(0) = 0,5, che dimezza lo stato di cella a ogni "
                                 "passo (0,5¹⁰⁰ = {p0:.1e}). Un bias di 1 evita questo dimezzamento: il cancello "
                                 "parte vicino a σ(1) = {s1:.3f}. Da solo non basta a portare lontano un segnale "
                                 "({s1:.3f}¹⁰⁰ = {p1:.1e}): la rete deve comunque imparare a tenere f_t vicino a 1 "
                                 "dove deve ricordare. Partire da 1 è il consiglio abituale.",
    "rnn_gradients.arith.factor": "fattore per passo",
    "rnn_gradients.arith.power": "dopo 100 passi",
    "rnn_gradients.arith.book": "libro",
    "rnn_gradients.arith.mean_f": "f_t medio di questa LSTM",
    "rnn_gradients.gates.nn_lstm": "`nn.LSTM` di PyTorch **non** imposta questo bias: appena creata, i suoi forget "
                                   "gate partono da σ(bias) fra {lo:.3f} e {hi:.3f}, cioè circa 0,5. Impostalo tu.",
    "rnn_gradients.series.lstm_path": "LSTM ‖∂c<sub>T</sub>/∂c<sub>T−k</sub>‖, solo la linea della cella",
    "rnn_gradients.series.lstm_full": "LSTM ‖∂c<sub>T</sub>/∂c<sub>T−k</sub>‖, tutte le strade",
    "rnn_gradients.series.gru": "GRU ‖∂h<sub>T</sub>/∂h<sub>T−k</sub>‖",
    "rnn_gradients.series.elman": "RNN di Elman della scheda 1 (d = {d})",
    "rnn_gradients.fig.gates": "Stessi ingressi, {d} unità nascoste: fin dove risale il segnale",
    "rnn_gradients.gates.reading": "La curva della sola linea della cella è il prodotto dei forget gate, quindi un "
                                   "bias che tiene f_t vicino a 1 la tiene piatta. «Tutte le strade» aggiunge i "
                                   "percorsi che passano da $h_{t-1}$ dentro i cancelli, che possono renderla più "
                                   "grande o più piccola. Nella GRU lo stesso ruolo lo gioca l'update gate: $h_t = z "
                                   "\\odot h_{t-1} + (1 - z) \\odot \\tilde h_t$.",
    "rnn_gradients.stream.header": "La LSTM del 1997 non aveva il forget gate",
    "rnn_gradients.stream.what": "Senza forget gate la cella sa solo sommare: $c_t = c_{t-1} + i_t \\odot g_t$. Su un "
                                 "testo che finisce e riparte da zero, va bene. Su un flusso che non finisce mai e "
                                 "non si azzera, c cresce senza limite, tanh(c) resta incollata a ±1 e la cella non "
                                 "distingue più un contenuto dall'altro. Stessi pesi, stesso flusso, con e senza "
                                 "forget gate (bias 1):",
    "rnn_gradients.ctl.stream": "Lunghezza del flusso (passi, senza azzeramento)",
    "rnn_gradients.m.c_1997": "cella del 1997: max |c| finale",
    "rnn_gradients.m.c_forget": "forget gate: max |c| in assoluto",
    "rnn_gradients.m.sat_1997": "cella del 1997: unità saturate",
    "rnn_gradients.m.sat_forget": "forget gate: unità saturate",
    "rnn_gradients.series.no_forget": "1997: senza forget gate",
    "rnn_gradients.series.forget": "con forget gate",
    "rnn_gradients.fig.stream_c": "|c<sub>t</sub>| massimo fra le unità",
    "rnn_gradients.fig.stream_spread": "Quanto si muove ancora tanh(c) (ultimi 50 passi)",
    "rnn_gradients.axis.c": "|c<sub>t</sub>| massimo",
    "rnn_gradients.axis.spread": "dev. standard di tanh(c) su 50 passi",
    "rnn_gradients.stream.reading": "Con il forget gate la cella resta limitata, |c| ≤ 1/(1 − f massimo), e la sua "
                                    "lettura continua a muoversi con l'ingresso. Senza, la lettura si blocca a ±1: "
                                    "qualunque cosa ci si scriva, la cella restituisce sempre lo stesso valore. Saper "
                                    "dimenticare è parte del saper ricordare.",
    # section 2
    "rnn_gradients.clip.header": "3. Clipping e troncamento",
    "rnn_gradients.clip.what": "`clip_grad_norm_` guarda il gradiente di tutti i parametri come un unico lungo "
                               "vettore g. Se ‖g‖ > τ, sostituisce g con τ·g/‖g‖: stessa direzione, più corto. Il "
                               "compito qui sotto esplode apposta: una RNN lineare con W_hh = {s:g} × ortogonale deve "
                               "ricordare il suo primo ingresso dopo {L} passi ({s:g}^{L} ≈ {g:.0f}).",
    "rnn_gradients.ctl.tau": "Soglia di clipping τ",
    "rnn_gradients.m.before": "‖g‖ prima del clipping",
    "rnn_gradients.m.after": "‖g‖ dopo il clipping",
    "rnn_gradients.m.cos": "coseno(prima, dopo)",
    "rnn_gradients.series.no_clip": "senza clipping",
    "rnn_gradients.series.clip": "clipping a τ = {tau:g}",
    "rnn_gradients.fig.clip": "Loss in addestramento, stesso seme, stesso tasso di apprendimento",
    "rnn_gradients.axis.step": "passo di addestramento",
    "rnn_gradients.axis.loss": "loss (errore quadratico medio)",
    "rnn_gradients.clip.reading_died": "Senza clipping l'addestramento diverge al passo {step} (la loss diventa "
                                       "infinita e la curva si interrompe). Con il clipping lo stesso addestramento "
                                       "continua a scendere.",
    "rnn_gradients.clip.died_mark": "∞ al passo {step}",
    "rnn_gradients.clip.reading_ok": "Con questa impostazione nessuno dei due addestramenti è esploso.",
    "rnn_gradients.clip.not_vanishing": "Il clipping può solo accorciare un gradiente. Un gradiente già svanito è "
                                        "corto, e il clipping lo lascia com'è: cura il gradiente che esplode, non "
                                        "quello che svanisce.",
    "rnn_gradients.trunc.header": "Retropropagazione nel tempo troncata (truncated BPTT)",
    "rnn_gradients.trunc.what": "Per addestrare su un testo lungo si spezza la sequenza in blocchi di T passi e si "
                                "stacca lo stato a ogni confine (`h = h.detach()`). Lo stato continua a passare in "
                                "avanti nel blocco successivo; il gradiente non torna indietro. Qui: 60 ingressi, una "
                                "loss sull'ultimo stato e il gradiente di quella loss rispetto a ogni ingresso.",
    "rnn_gradients.ctl.trunc": "Lunghezza del blocco T",
    "rnn_gradients.fig.trunc": "|∂L/∂x_t| per ogni unità d'ingresso e ogni istante (T = {T}); grigio = esattamente "
                               "zero",
    "rnn_gradients.axis.t_input": "istante dell'ingresso t",
    "rnn_gradients.axis.unit": "unità d'ingresso",
    "rnn_gradients.trunc.boundary": "ultimo confine",
    "rnn_gradients.trunc.reading": "Tutti i {zeros} ingressi prima dell'ultimo confine (t < {boundary}) ricevono un "
                         "gradiente esattamente 0. Con la retropropagazione completa, {full_nonzero} dei {L} passi "
                         "temporali ricevono un gradiente diverso da zero.",
    "rnn_gradients.exp.header": "Una dipendenza più lunga del blocco non si impara",
    "rnn_gradients.exp.what": "Una GRU legge un flusso senza fine di bit casuali e a ogni passo deve dire il bit che "
                              "ha visto *ritardo* passi prima. È addestrata con BPTT troncato su blocchi di T passi. "
                              "Un ritardo è più corto di T, l'altro più lungo. Tirando a caso si fa il 50%.",
    "rnn_gradients.ctl.exp_T": "Lunghezza del blocco T per l'esperimento",
    "rnn_gradients.exp.run": "Addestra le due GRU (qualche secondo)",
    "rnn_gradients.exp.running": "Addestramento di due piccole GRU…",
    "rnn_gradients.exp.idle": "Avvia l'addestramento: una GRU viene addestrata su un ritardo corto, l'altra su uno "
                              "lungo.",
    "rnn_gradients.exp.col.delay": "ritardo",
    "rnn_gradients.exp.col.T": "blocco T",
    "rnn_gradients.exp.col.within": "bit e bersaglio nello stesso blocco?",
    "rnn_gradients.exp.col.acc": "accuratezza su flussi nuovi",
    "rnn_gradients.yes": "sì",
    "rnn_gradients.no": "no",
    "rnn_gradients.exp.reading": "Il ritardo corto si impara; quello lungo resta al livello del caso, anche se lo "
                                 "stato porta informazione in avanti oltre i confini: nessun gradiente collega mai il "
                                 "bit al suo bersaglio. È una scelta di ingegneria, non il gradiente che svanisce, e "
                                 "vale anche per LSTM e GRU.",
    # section 3
    "rnn_gradients.cells.header": "Le celle, contate e confrontate",
    "rnn_gradients.cells.what": "Ogni blocco di pesi porta $[h_{t-1}; x_t]$ in d numeri: $d(d + d_x)$ pesi più, in "
                                "PyTorch, due vettori di bias da d. La RNN semplice ha un blocco, la GRU tre, la LSTM "
                                "quattro.",
    "rnn_gradients.ctl.dx": "Dimensione dell'ingresso d_x",
    "rnn_gradients.ctl.dh": "Unità nascoste d",
    "rnn_gradients.cells.col.cell": "cella",
    "rnn_gradients.cells.col.blocks": "blocchi",
    "rnn_gradients.cells.col.formula": "blocchi × (d(d + d_x) + 2d)",
    "rnn_gradients.cells.col.torch": "contati sul modulo nn",
    "rnn_gradients.cells.col.book": "libro (64, 128)",
    "rnn_gradients.cells.ratio": "GRU / LSTM = **{ratio:.4f}**: tre blocchi contro quattro, quali che siano le "
                                 "dimensioni.",
    "rnn_gradients.gru.header": "Due GRU con gli stessi pesi",
    "rnn_gradients.gru.what": "La GRU di Cho applica il reset gate a $h_{t-1}$ **prima** della matrice: $W_{hn}(r "
                              "\\odot h)$. `nn.GRU` di PyTorch lo applica **dopo**, a $W_{hn} h + b_{hn}$, con un "
                              "secondo bias dentro il prodotto. Carichiamo gli stessi pesi in tutte e due e diamo "
                              "loro gli stessi ingressi:",
    "rnn_gradients.m.gru_match": "nostra vs nn.GRU: diff. massima",
    "rnn_gradients.m.gru_gap": "‖h_Cho − h_PyTorch‖ massima",
    "rnn_gradients.series.gap": "‖h_Cho − h_PyTorch‖",
    "rnn_gradients.series.h_norm": "‖h_PyTorch‖ (per la scala)",
    "rnn_gradients.fig.gru": "Stessi pesi, funzioni diverse",
    "rnn_gradients.axis.gap": "norma",
    "rnn_gradients.pad.header": "La trappola del padding",
    "rnn_gradients.pad.what": "Un mini-batch vuole frasi tutte della stessa lunghezza, quindi le più corte si "
                              "allungano con dei riempitivi (il padding). Quale «stato finale» è lo stato dopo "
                              "l'ultima parola vera di ciascuna frase? Il riferimento è ogni frase fatta passare da "
                              "sola; ogni casella mostra ✓/✗ e la differenza massima dal riferimento.",
    "rnn_gradients.ctl.sentences": "Frasi (una per riga)",
    "rnn_gradients.ctl.sentences_help": "Al massimo {n} frasi di al massimo {w} parole; le parole sono separate dagli "
                                        "spazi.",
    "rnn_gradients.ctl.cell": "Strato ricorrente",
    "rnn_gradients.pad.empty": "Scrivi almeno una frase.",
    "rnn_gradients.pad.too_many": "Non esagerare: al massimo {n} frasi, di al massimo {w} parole ciascuna.",
    "rnn_gradients.pad.col.sentence": "frase",
    "rnn_gradients.pad.col.len": "parole",
    "rnn_gradients.pad.read.padded_last": "h[:, -1] con padding",
    "rnn_gradients.pad.read.packed_h_n": "h_n[-1] impacchettato",
    "rnn_gradients.pad.read.unpacked_last": "h[:, -1] dopo pad_packed",
    "rnn_gradients.pad.read.gather_last": "h all'ultima parola vera",
    "rnn_gradients.pad.reading": "`h[:, -1]` del mini-batch con padding è giusto solo per le frasi più lunghe: per le "
                                 "altre ha letto anche i riempitivi. Dopo `pack_padded_sequence(..., "
                                 "enforce_sorted=False)` il vettore `h_n[-1]` restituito si ferma alla vera fine di "
                                 "ogni frase (il primo indice di h_n scorre sugli strati). `h[:, -1]` dopo "
                                 "`pad_packed_sequence` è un vettore di zeri per ogni frase più corta. Senza "
                                 "impacchettare, lo stato di ogni frase si prende alla posizione lunghezza − 1.",
    # section 4
    "rnn_gradients.scan.header": "4. Il collo di bottiglia sequenziale",
    "rnn_gradients.scan.what": "Una ricorrenza non lineare ha bisogno del passo t − 1 prima del passo t: n passi in "
                               "fila. Una lineare con coefficiente diagonale, $h_t = a_t \\odot h_{t-1} + b_t$, no: "
                               "due passi si fondono in uno della stessa forma, (a₂a₁, a₂b₁ + b₂), la fusione è "
                               "associativa, e una scansione parallela a raddoppio ottiene tutti gli h_t in ⌈log₂ n⌉ "
                               "giri.",
    "rnn_gradients.series.sequential": "ciclo: n passi in fila",
    "rnn_gradients.series.rounds": "scansione: ⌈log₂ n⌉ giri",
    "rnn_gradients.fig.rounds": "Giri sequenziali necessari",
    "rnn_gradients.axis.n": "lunghezza della sequenza n",
    "rnn_gradients.axis.rounds": "giri",
    "rnn_gradients.series.loop_ms": "ciclo Python",
    "rnn_gradients.series.scan_ms": "scansione a raddoppio",
    "rnn_gradients.fig.scan_time": "Tempo misurato su questa macchina (d = 64)",
    "rnn_gradients.axis.ms": "ms",
    "rnn_gradients.scan.reading": "La scansione coincide con il ciclo (differenza massima {err:.1e}); per n = {n:,} "
                                  "le bastano {r} giri invece di {n:,} passi. In totale fa più conti, ma ogni giro è "
                                  "una sola operazione su tutta la sequenza, ed è proprio questo che l'hardware "
                                  "parallelo sa fare bene.",
    "rnn_gradients.ctl.d_cost": "Larghezza dello stato / del modello d",
    "rnn_gradients.series.cost_rnn": "ricorrenza: n·d² (n passi in fila)",
    "rnn_gradients.series.cost_attn": "attenzione: n²·d (un passo parallelo)",
    "rnn_gradients.fig.cost": "Moltiplicazioni-addizioni per strato",
    "rnn_gradients.axis.ops": "moltiplicazioni-addizioni",
    "rnn_gradients.cost.cross": "n = d = {d}",
    "rnn_gradients.cost.reading": "L'attenzione costa meno conti della ricorrenza finché n < d (qui d = {d}), e "
                                  "richiede un solo passo sequenziale invece di n; oltre n = d la ricorrenza costa "
                                  "meno in conti, ma resta sequenziale.",
}

HU = {
    "rnn_gradients.title": "RNN-gradiensek: milyen messzire jut vissza a jel?",
    "rnn_gradients.lead": "Ugyanazok a súlyok írják újra az állapotot minden lépésben, ezért a 3. lépésnek szóló "
                          "tanulási jelnek a cella összes közbülső példányán át kell visszajutnia. Mozgasd a "
                          "vezérlőket, és figyeld, mennyi ér oda belőle.",
    "rnn_gradients.intro_more": "Bővebben: mi az Elman-féle RNN, és hogyan mérjük ezeket a görbéket",
    "rnn_gradients.tabs.vanish": "1 · Eltűnés és robbanás",
    "rnn_gradients.tabs.gates": "2 · Kapuk",
    "rnn_gradients.tabs.clip": "3 · Vágás és csonkolás",
    "rnn_gradients.tabs.cost": "4 · Költség és batchek",
    "rnn_gradients.intro": "Az Elman-féle RNN egyszerre egy bemenetet olvas be, és újraírja az állapotát: "
                 "$h_t = \\tanh(W_{hh} h_{t-1} + W_{xh} x_t + b)$, **minden lépésben ugyanazokkal a súlyokkal**. "
                 "Ahhoz, hogy megtanulja, hogy a 3. lépés számított a 100. lépésnél, a gradiensnek ugyanannak az egy "
                 "cellának 97 példányán át kell visszajutnia, és minden példánynál megszorzódik a cella "
                 "Jacobi-mátrixával. Alább minden görbét az autograd mér egy általad beállított hálózaton: egyik "
                 "sem beégetett csillapítási tényező.",
    # section 1
    "rnn_gradients.vanish.header": "1. Az eltűnő (vagy felrobbanó) gradiens, megmérve",
    "rnn_gradients.vanish.what": "A láncszabály a $\\partial h_T/\\partial h_{T-k}$ deriváltat k darab lépésenkénti "
                       "Jacobi-mátrix szorzataként írja fel: $\\mathrm{diag}(1 - h_t^2)\\,W_{hh}$. Mivel tanh' ≤ 1, a "
                       "nagysága legfeljebb $\\|W_{hh}\\|^k$ (spektrálnorma): ez a szaggatott vonal. Válaszd ki, "
                       "hogyan sorsoljuk W_hh-t, és skálázd át **s** spektrálnormájúra.",
    "rnn_gradients.ctl.hidden": "A rejtett állapot mérete (d)",
    "rnn_gradients.ctl.length": "Sorozathossz T",
    "rnn_gradients.ctl.draw": "W_hh sorsolása",
    "rnn_gradients.ctl.draw_help": "Gauss: véletlen elemek, átskálázva úgy, hogy a legnagyobb szinguláris érték s "
                                   "legyen. Ortogonális: egy véletlen forgatás s-szerese, így minden szinguláris "
                                   "értéke s.",
    "rnn_gradients.draw.gaussian": "Gauss",
    "rnn_gradients.draw.orthogonal": "Ortogonális",
    "rnn_gradients.ctl.s": "Spektrálnorma s = ‖W_hh‖",
    "rnn_gradients.ctl.s_help": "A legnagyobb tényező, amellyel W_hh egy vektort megnyújthat.",
    "rnn_gradients.ctl.nonlin": "Nemlinearitás",
    "rnn_gradients.nonlin.tanh": "tanh",
    "rnn_gradients.nonlin.none": "nincs (lineáris)",
    "rnn_gradients.ctl.input": "Bemeneti skála",
    "rnn_gradients.ctl.input_help": "A nagyobb bemenetek a tanh lapos szárnyaiba tolják az állapotot (telítődés), "
                                    "ahol a meredeksége közel 0.",
    "rnn_gradients.ctl.seed_note": "A súlyokat és a bemeneteket az oldalsáv véletlenmagjából sorsoljuk ({seed}).",
    "rnn_gradients.m.norm": "‖W_hh‖ = spektrálnorma",
    "rnn_gradients.m.radius": "spektrálsugár",
    "rnn_gradients.m.radius_help": "A legnagyobb |sajátérték|. Nagy k esetén ‖W^k‖ úgy csökken vagy nő, mint sugár^k, "
                                   "nem mint norma^k: egy véletlen Gauss-mátrix spektrálsugara nagyjából a normájának "
                                   "a fele.",
    "rnn_gradients.m.far": "‖∂h_T/∂h_0‖ (k = {T})",
    "rnn_gradients.m.bound": "felső korlát ‖W_hh‖^{T}",
    "rnn_gradients.tab.curve": "Gradiensnorma a távolság függvényében",
    "rnn_gradients.tab.factor": "A lépésenkénti tényező",
    "rnn_gradients.series.measured": "mért ‖∂h<sub>T</sub>/∂h<sub>T−k</sub>‖",
    "rnn_gradients.series.bound": "felső korlát ‖W<sub>hh</sub>‖<sup>k</sup>",
    "rnn_gradients.fig.curve": "A T. lépés jeléből mennyi jut el k lépéssel korábbra (log skála)",
    "rnn_gradients.axis.k": "távolság, k (lépés T-től visszafelé)",
    "rnn_gradients.axis.norm": "‖∂h<sub>T</sub>/∂h<sub>T−k</sub>‖ (log skála)",
    "rnn_gradients.axis.gates": "‖∂állapot<sub>T</sub>/∂állapot<sub>T−k</sub>‖ (log skála)",
    "rnn_gradients.series.factor": "‖diag(1 − h<sub>t</sub>²) W<sub>hh</sub>‖",
    "rnn_gradients.series.deriv": "a tanh átlagos meredeksége, 1 − h<sub>t</sub>²",
    "rnn_gradients.series.saturated": "azon egységek aránya, ahol |h| > 0,99",
    "rnn_gradients.fig.factor": "Mit tesz egyetlen visszafelé lépés, lépésről lépésre",
    "rnn_gradients.axis.t": "időlépés (t)",
    "rnn_gradients.axis.factor": "érték",
    "rnn_gradients.factor.reading": "Minden visszafelé lépés diag(1 − h_t²) W_hh-val szoroz. Ahol a tanh telítődik, "
                                    "az 1 − h² meredekség 0 felé esik, és az a lépés szinte teljesen elzárja a jelet. "
                                    "Ha egyetlen tényező normája 1 fölött van, az még nem jelent növekedést: a "
                                    "következő tényező éppen azt az irányt zsugoríthatja össze, amelyet ez "
                                    "megnyújtott. Csak a szorzat dönti el, sorrendben véve.",
    "rnn_gradients.verdict.vanishes": "**Itt a gradiens eltűnik:** {T} lépéssel visszafelé már csak {v:.1e} marad "
                                      "belőle.",
    "rnn_gradients.verdict.explodes": "**Itt a gradiens felrobban:** {T} lépéssel visszafelé ennyiszer nagyobb: "
                                      "{v:.1e}.",
    "rnn_gradients.verdict.holds": "**A gradiens {T} lépésen át se el nem tűnik, se fel nem robban:** a túlsó végén "
                                   "{v:.2g}.",
    "rnn_gradients.vanish.facts": "Amit a vezérlőkkel megtalálhatsz: (1) a mért görbe sosem lépi át a szaggatott "
                                  "korlátot; (2) az s = 1,5-re átskálázott **Gauss** W_hh mellett is eltűnik a "
                                  "gradiens: a spektrálsugara nagyjából s/2; (3) **ortogonális** W_hh-val, s = 1,5 és "
                                  "tanh mellett nagy távolságon szintén eltűnik, mert a telítődés felemészti a "
                                  "meredekséget; (4) kapcsold ki a nemlinearitást ortogonális W_hh mellett: a görbe "
                                  "pontosan s^k, egybeesik a korláttal, és s > 1 esetén felrobban. Az 1-nél nagyobb "
                                  "szinguláris érték a robbanás szükséges feltétele, de nem elégséges.",
    "rnn_gradients.how.title": "Hogyan számoljuk a görbét (és hogyan ellenőrizzük)",
    "rnn_gradients.how.body": "Egyetlen előre- és egyetlen visszafelé menet egyszerre megadja az összes k-t. Az "
                              "előremenet a sorozat d azonos példányát futtatja egy batchként, és minden állapothoz "
                              "hozzáad egy nulla δ_t perturbációt; az i-edik példány h_T-ből az i-edik bázisvektort "
                              "küldi vissza. A δ_t szerinti gradiens így a teljes ∂h_T/∂h_t mátrix, minden t-re. A "
                              "tesztek ezt a kézzel felírt diag(1 − h_t²) W_hh Jacobi-mátrixok szorzatával vetik "
                              "össze. A görbe első kiszámításának ideje: **{ms:.0f} ms** (a benchmark összeveti az "
                              "explicit szorzattal: `python -m bench.bench_rnn`).",
    # gates
    "rnn_gradients.gates.header": "Kapuk: egy út, amelyen a gradiens végigjuthat",
    "rnn_gradients.gates.what": "Az LSTM egy második állapotot is tart, a $c_t = f_t \\odot c_{t-1} + i_t \\odot g_t$ "
                      "cellaállapotot. Ezen a vonalon lépésenként az egyetlen tényező a felejtőkapu (forget gate): "
                      "$\\partial c_t/\\partial c_{t-1} = \\mathrm{diag}(f_t)$, ha a kapukat rögzítettnek "
                      "tekintjük. Az f_t értékét maga a hálózat állítja be, az eltolása (bias) pedig azt, honnan "
                      "indul.",
    "rnn_gradients.ctl.fb": "Felejtőkapu eltolása (bias)",
    "rnn_gradients.ctl.fb_help": "0 esetén a kapu σ(0) = 0,5 közeléből indul, ami minden lépésben megfelezi a cellát "
                                 "(0,5¹⁰⁰ = {p0:.1e}). Az 1-es eltolás elkerüli ezt a felezést: a kapu σ(1) = "
                                 "{s1:.3f} közeléből indul. Ez önmagában még nem viszi messzire a jelet ({s1:.3f}¹⁰⁰ "
                                 "= {p1:.1e}): a hálózatnak így is meg kell tanulnia, hogy f_t-t 1 közelében tartsa "
                                 "ott, ahol emlékeznie kell. Az 1-es kezdőérték a szokásos tanács.",
    "rnn_gradients.arith.factor": "lépésenkénti tényező",
    "rnn_gradients.arith.power": "100 lépés után",
    "rnn_gradients.arith.book": "könyv",
    "rnn_gradients.arith.mean_f": "ennek az LSTM-nek az átlagos f_t-je",
    "rnn_gradients.gates.nn_lstm": "A PyTorch `nn.LSTM` rétege **nem** állítja be ezt az eltolást: frissen létrehozva "
                                   "a felejtőkapui σ(bias) értékről indulnak, {lo:.3f} és {hi:.3f} között, vagyis "
                                   "nagyjából 0,5-ről. Állítsd be magad.",
    "rnn_gradients.series.lstm_path": "LSTM ‖∂c<sub>T</sub>/∂c<sub>T−k</sub>‖, csak a cellaút",
    "rnn_gradients.series.lstm_full": "LSTM ‖∂c<sub>T</sub>/∂c<sub>T−k</sub>‖, minden út",
    "rnn_gradients.series.gru": "GRU ‖∂h<sub>T</sub>/∂h<sub>T−k</sub>‖",
    "rnn_gradients.series.elman": "az 1. fül Elman-féle RNN-je (d = {d})",
    "rnn_gradients.fig.gates": "Ugyanazok a bemenetek, rejtett méret: {d}. Milyen messzire jut vissza a jel?",
    "rnn_gradients.gates.reading": "A cellaút görbéje a felejtőkapuk szorzata, ezért egy eltolás, amely f_t-t 1 "
                                   "közelében tartja, laposan tartja a görbét. A „minden út” hozzáveszi a "
                                   "$h_{t-1}$-en át a kapukba vezető utakat is, amelyek nagyobbá vagy kisebbé "
                                   "tehetik. A GRU frissítőkapuja (update gate) ugyanezt a szerepet játssza: $h_t = z "
                                   "\\odot h_{t-1} + (1 - z) \\odot \\tilde h_t$.",
    "rnn_gradients.stream.header": "Az 1997-es LSTM-ben nem volt felejtőkapu",
    "rnn_gradients.stream.what": "Felejtőkapu nélkül a cella csak hozzáad: $c_t = c_{t-1} + i_t \\odot g_t$. Egy "
                                 "szövegen, amely véget ér, és utána nulláról indul újra, ez rendben van. Egy soha "
                                 "véget nem érő, soha nem nullázódó folyamon viszont c korlátlanul nő, tanh(c) "
                                 "beragad ±1-be, és a cella többé nem tudja megkülönböztetni az egyik tartalmat a "
                                 "másiktól. Ugyanazok a súlyok, ugyanaz a folyam, felejtőkapuval és anélkül (eltolás: "
                                 "1):",
    "rnn_gradients.ctl.stream": "A folyam hossza (lépés, nullázás nélkül)",
    "rnn_gradients.m.c_1997": "1997-es cella: végső max |c|",
    "rnn_gradients.m.c_forget": "felejtőkapu: valaha elért max |c|",
    "rnn_gradients.m.sat_1997": "1997-es cella: telített egységek",
    "rnn_gradients.m.sat_forget": "felejtőkapu: telített egységek",
    "rnn_gradients.series.no_forget": "1997: nincs felejtőkapu",
    "rnn_gradients.series.forget": "felejtőkapuval",
    "rnn_gradients.fig.stream_c": "A legnagyobb |c<sub>t</sub>| az egységek között",
    "rnn_gradients.fig.stream_spread": "Mennyit mozog még tanh(c) (utolsó 50 lépés)",
    "rnn_gradients.axis.c": "legnagyobb |c<sub>t</sub>|",
    "rnn_gradients.axis.spread": "tanh(c) szórása 50 lépésen",
    "rnn_gradients.stream.reading": "Felejtőkapuval a cella korlátos: |c| ≤ 1/(1 − legnagyobb f), és a kiolvasott "
                                    "érték a bemenettel együtt mozog. Nélküle a kiolvasás ±1-be fagy: bármit írunk "
                                    "bele, a cella ugyanazt adja vissza. A felejtés képessége az emlékezés "
                                    "képességének része.",
    # section 2
    "rnn_gradients.clip.header": "3. Gradiensvágás és csonkolás",
    "rnn_gradients.clip.what": "A `clip_grad_norm_` az összes paraméter gradiensét egyetlen hosszú g vektornak "
                               "tekinti. Ha ‖g‖ > τ, akkor g-t τ·g/‖g‖-re cseréli: ugyanaz az irány, csak rövidebb. "
                               "Az alábbi feladat szándékosan felrobban: egy lineáris RNN-nek, amelyben W_hh = {s:g} "
                               "× ortogonális, {L} lépés után kell visszaadnia az első bemenetét ({s:g}^{L} ≈ "
                               "{g:.0f}).",
    "rnn_gradients.ctl.tau": "Vágási küszöb τ",
    "rnn_gradients.m.before": "‖g‖ vágás előtt",
    "rnn_gradients.m.after": "‖g‖ vágás után",
    "rnn_gradients.m.cos": "koszinusz(előtte, utána)",
    "rnn_gradients.series.no_clip": "vágás nélkül",
    "rnn_gradients.series.clip": "vágással, τ = {tau:g}",
    "rnn_gradients.fig.clip": "Tanítási veszteség, ugyanaz a véletlenmag, ugyanaz a tanulási ráta",
    "rnn_gradients.axis.step": "tanítási lépés",
    "rnn_gradients.axis.loss": "veszteség (MSE)",
    "rnn_gradients.clip.reading_died": "Vágás nélkül a futás a tanítás {step}. lépésében felrobban (a veszteség "
                                       "végtelenné válik, és a vonal megszakad). Vágással ugyanennek a futásnak a "
                                       "vesztesége tovább csökken.",
    "rnn_gradients.clip.died_mark": "∞, {step}. lépés",
    "rnn_gradients.clip.reading_ok": "Ennél a beállításnál egyik futás sem robbant fel.",
    "rnn_gradients.clip.not_vanishing": "A vágás csak rövidíteni tud egy gradienst. Egy már eltűnt gradiens rövid, "
                                        "azt a vágás békén hagyja. A robbanást gyógyítja, nem az eltűnést.",
    "rnn_gradients.trunc.header": "Csonkolt időbeli visszaterjesztés (truncated BPTT)",
    "rnn_gradients.trunc.what": "Hosszú szövegen való tanításhoz a sorozatot T lépéses szakaszokra vágjuk, és minden "
                                "határon leválasztjuk az állapotot (`h = h.detach()`). Az állapot továbbra is "
                                "előrefelé halad a következő szakaszba; a gradiens viszont nem jut vissza. Itt: 60 "
                                "bemenet, egy veszteség az utolsó állapoton, és ennek a veszteségnek a gradiense "
                                "minden bemenet szerint.",
    "rnn_gradients.ctl.trunc": "Szakaszhossz T",
    "rnn_gradients.fig.trunc": "|∂L/∂x_t| minden bemeneti egységre és időpontra (T = {T}); szürke = pontosan nulla",
    "rnn_gradients.axis.t_input": "bemenet időpontja, t",
    "rnn_gradients.axis.unit": "bemeneti egység",
    "rnn_gradients.trunc.boundary": "utolsó határ",
    "rnn_gradients.trunc.reading": "Az utolsó határ előtti bemenetek (t < {boundary}), összesen {zeros}, mind "
                                   "pontosan 0 gradienst kapnak. Teljes visszaterjesztéssel {L} időlépésből "
                                   "{full_nonzero} kap nemnulla gradienst.",
    "rnn_gradients.exp.header": "A szakasznál hosszabb függőséget nem tanulja meg",
    "rnn_gradients.exp.what": "Egy GRU véletlen bitek végtelen folyamát olvassa, és minden lépésben meg kell "
                              "mondania, melyik bitet látta *késleltetés* lépéssel korábban. Csonkolt BPTT-vel "
                              "tanítjuk, T lépéses szakaszokon. Az egyik késleltetés rövidebb T-nél, a másik "
                              "hosszabb. Vaktában találgatva 50% az eredmény.",
    "rnn_gradients.ctl.exp_T": "Szakaszhossz T a kísérlethez",
    "rnn_gradients.exp.run": "Mindkét GRU tanítása (néhány másodperc)",
    "rnn_gradients.exp.running": "Két kis GRU tanítása…",
    "rnn_gradients.exp.idle": "Kapcsold be a tanítást: az egyik GRU rövid, a másik hosszú késleltetéssel tanul.",
    "rnn_gradients.exp.col.delay": "késleltetés",
    "rnn_gradients.exp.col.T": "szakasz T",
    "rnn_gradients.exp.col.within": "bit és cél egy szakaszba eshet?",
    "rnn_gradients.exp.col.acc": "pontosság új folyamokon",
    "rnn_gradients.yes": "igen",
    "rnn_gradients.no": "nem",
    "rnn_gradients.exp.reading": "A rövid késleltetést megtanulja; a hosszú a véletlen szintjén marad, pedig az "
                                 "állapot a határokon át is visz előre információt: egyetlen gradiens sem köti össze "
                                 "a bitet a céljával. Ez mérnöki döntés következménye, nem az eltűnő gradiensé, és az "
                                 "LSTM-re és a GRU-ra is érvényes.",
    # section 3
    "rnn_gradients.cells.header": "A cellák, megszámolva és összehasonlítva",
    "rnn_gradients.cells.what": "Minden súlyblokk a $[h_{t-1}; x_t]$ vektort d számra képezi le: $d(d + d_x)$ súly, "
                      "PyTorchban pedig még két d hosszú eltolásvektor. Az egyszerű RNN-nek egy blokkja van, a "
                      "GRU-nak három, az LSTM-nek négy.",
    "rnn_gradients.ctl.dx": "Bemeneti méret d_x",
    "rnn_gradients.ctl.dh": "A rejtett állapot mérete (d)",
    "rnn_gradients.cells.col.cell": "cella",
    "rnn_gradients.cells.col.blocks": "blokkok",
    "rnn_gradients.cells.col.formula": "blokkok × (d(d + d_x) + 2d)",
    "rnn_gradients.cells.col.torch": "az nn modulon megszámolva",
    "rnn_gradients.cells.col.book": "könyv (64, 128)",
    "rnn_gradients.cells.ratio": "GRU / LSTM = **{ratio:.4f}**: három blokk a négyhez képest, bármekkorák is a "
                                 "méretek.",
    "rnn_gradients.gru.header": "Két GRU ugyanazokkal a súlyokkal",
    "rnn_gradients.gru.what": "Cho GRU-ja a visszaállító kaput (reset gate) a mátrix **előtt** alkalmazza a $h_{t-1}$ "
                    "állapotra: $W_{hn}(r \\odot h)$. A PyTorch `nn.GRU` rétege **utána**, a $W_{hn} h + b_{hn}$ "
                    "kifejezésre, egy második, belső eltolással. Töltsük be mindkettőbe ugyanazokat a súlyokat, és "
                    "adjuk nekik ugyanazokat a bemeneteket:",
    "rnn_gradients.m.gru_match": "saját vs. nn.GRU: max eltérés",
    "rnn_gradients.m.gru_gap": "legnagyobb ‖h_Cho − h_PyTorch‖",
    "rnn_gradients.series.gap": "‖h_Cho − h_PyTorch‖",
    "rnn_gradients.series.h_norm": "‖h_PyTorch‖ (a lépték kedvéért)",
    "rnn_gradients.fig.gru": "Ugyanazok a súlyok, különböző függvények",
    "rnn_gradients.axis.gap": "norma",
    "rnn_gradients.pad.header": "A kitöltés (padding) csapdája",
    "rnn_gradients.pad.what": "Egy batchben minden mondatnak egyforma hosszúnak kell lennie, ezért a rövidebbeket "
                              "kitöltő elemekkel (padding) egészítjük ki. Melyik „végső állapot” az, amelyik az egyes "
                              "mondatok valódi utolsó szava utáni állapot? A viszonyítási alap az, ha minden mondatot "
                              "önmagában futtatunk; a táblázat minden mezője ✓/✗ jelet és az ettől mért legnagyobb "
                              "eltérést mutatja.",
    "rnn_gradients.ctl.sentences": "Mondatok (soronként egy)",
    "rnn_gradients.ctl.sentences_help": "Legfeljebb {n} mondat, mondatonként legfeljebb {w} szó; a szavakat szóközök "
                              "választják el.",
    "rnn_gradients.ctl.cell": "Rekurrens réteg",
    "rnn_gradients.pad.empty": "Írj be legalább egy mondatot.",
    "rnn_gradients.pad.too_many": "Maradjunk kicsiben: legfeljebb {n} mondat, mindegyik legfeljebb {w} szóból álljon.",
    "rnn_gradients.pad.col.sentence": "mondat",
    "rnn_gradients.pad.col.len": "szavak száma",
    "rnn_gradients.pad.read.padded_last": "h[:, -1] kitöltve",
    "rnn_gradients.pad.read.packed_h_n": "h_n[-1] csomagolva",
    "rnn_gradients.pad.read.unpacked_last": "h[:, -1] pad_packed után",
    "rnn_gradients.pad.read.gather_last": "h a valódi utolsó szónál",
    "rnn_gradients.pad.reading": "A kitöltött batchből vett `h[:, -1]` csak a leghosszabb mondatokra helyes: a "
                                 "többinél a kitöltést is beolvasta. `pack_padded_sequence(..., "
                                 "enforce_sorted=False)` után a visszaadott `h_n[-1]` minden mondat valódi végénél "
                                 "megáll (h_n első indexe a réteg). A `pad_packed_sequence` utáni `h[:, -1]` minden "
                                 "rövidebb mondatnál csupa nulla vektor. Csomagolás nélkül minden mondat állapotát a "
                                 "hossz − 1 pozícióban kell kiolvasni.",
    # section 4
    "rnn_gradients.scan.header": "4. A szekvenciális szűk keresztmetszet",
    "rnn_gradients.scan.what": "Egy nemlineáris rekurzióban a t. lépéshez előbb a t − 1. lépés kell: n lépés egymás "
                               "után. Egy átlós együtthatójú lineáris rekurziónál, $h_t = a_t \\odot h_{t-1} + b_t$, "
                               "nem így van: két lépés egyetlen, ugyanolyan alakú lépéssé vonható össze, (a₂a₁, a₂b₁ "
                               "+ b₂), az összevonás asszociatív, és egy duplázó párhuzamos scan (prefixszámítás) "
                               "⌈log₂ n⌉ körben megadja az összes h_t-t.",
    "rnn_gradients.series.sequential": "ciklus: n egymás utáni lépés",
    "rnn_gradients.series.rounds": "scan: ⌈log₂ n⌉ kör",
    "rnn_gradients.fig.rounds": "Szükséges egymás utáni körök",
    "rnn_gradients.axis.n": "sorozathossz (n)",
    "rnn_gradients.axis.rounds": "körök",
    "rnn_gradients.series.loop_ms": "Python-ciklus",
    "rnn_gradients.series.scan_ms": "duplázó scan",
    "rnn_gradients.fig.scan_time": "Mért idő ezen a gépen (d = 64)",
    "rnn_gradients.axis.ms": "ms",
    "rnn_gradients.scan.reading": "A scan megegyezik a ciklussal (legnagyobb eltérés {err:.1e}); n = {n:,} esetén {r} "
                                  "kör kell neki {n:,} lépés helyett. Összesen több aritmetikát végez, de minden kör "
                                  "egyetlen művelet az egész sorozaton, és éppen ebben jó a párhuzamos hardver.",
    "rnn_gradients.ctl.d_cost": "Állapot- / modellszélesség d",
    "rnn_gradients.series.cost_rnn": "rekurzió: n·d² (n egymás utáni lépés)",
    "rnn_gradients.series.cost_attn": "figyelem (attention): n²·d (egy párhuzamos lépés)",
    "rnn_gradients.fig.cost": "Szorzás-összeadások rétegenként",
    "rnn_gradients.axis.ops": "szorzás-összeadás",
    "rnn_gradients.cost.cross": "n = d = {d}",
    "rnn_gradients.cost.reading": "A figyelem (attention) kevesebb aritmetikába kerül, mint a rekurzió, amíg n < d "
                                  "(itt d = {d}), és egyetlen egymás utáni lépést igényel n helyett; n = d fölött a "
                                  "rekurzió aritmetikában olcsóbb, de továbbra is szekvenciális.",
}
