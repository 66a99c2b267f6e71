"""Strings of the RNN-gradients page."""

EN = {
    "rnn.title": "RNN gradients: how far back does the signal reach?",
    "rnn.lead": "The same weights rewrite the state at every step, so the learning signal for step 3 must travel back "
                "through every copy of the cell in between. Move the controls and watch how much of it arrives.",
    "rnn.intro_more": "More: what an Elman RNN is, and how these curves are measured",
    "rnn.tabs.vanish": "1 · Vanishing and exploding",
    "rnn.tabs.gates": "2 · Gates",
    "rnn.tabs.clip": "3 · Clipping and truncation",
    "rnn.tabs.cost": "4 · Cost and batching",
    "rnn.intro": "An Elman RNN reads one input at a time and rewrites its state: "
                 "$h_t = \\tanh(W_{hh} h_{t-1} + W_{xh} x_t + b)$, with the **same weights at every step**. "
                 "To learn that step 3 mattered for step 100, the gradient has to travel back through 97 copies of that "
                 "one cell, and at each copy it is multiplied by the cell's Jacobian. Below, every curve is measured by "
                 "autograd on a network you configure; nothing is a hard-coded decay factor.",
    # section 1
    "rnn.vanish.header": "1. The gradient that fades (or blows up), measured",
    "rnn.vanish.what": "The chain rule writes $\\partial h_T/\\partial h_{T-k}$ as a product of k per-step Jacobians "
                       "$\\mathrm{diag}(1 - h_t^2)\\,W_{hh}$. Since tanh' ≤ 1, its size is at most $\\|W_{hh}\\|^k$ (spectral norm): "
                       "the dashed line. Pick how W_hh is drawn and rescale it to spectral norm **s**.",
    "rnn.ctl.hidden": "Hidden size d",
    "rnn.ctl.length": "Sequence length T",
    "rnn.ctl.draw": "How W_hh is drawn",
    "rnn.ctl.draw_help": "Gaussian: random entries, rescaled so its largest singular value is s. "
                         "Orthogonal: a random rotation times s, so every singular value is s.",
    "rnn.draw.gaussian": "Gaussian",
    "rnn.draw.orthogonal": "Orthogonal",
    "rnn.ctl.s": "Spectral norm s = ‖W_hh‖",
    "rnn.ctl.s_help": "The largest factor by which W_hh can stretch a vector.",
    "rnn.ctl.nonlin": "Non-linearity",
    "rnn.nonlin.tanh": "tanh",
    "rnn.nonlin.none": "none (linear)",
    "rnn.ctl.input": "Input scale",
    "rnn.ctl.input_help": "Bigger inputs push tanh into its flat tails (saturation), where its slope is near 0.",
    "rnn.ctl.seed_note": "Weights and inputs are drawn from the sidebar seed ({seed}).",
    "rnn.m.norm": "‖W_hh‖ = spectral norm",
    "rnn.m.radius": "spectral radius",
    "rnn.m.radius_help": "The largest |eigenvalue|. For large k, ‖W^k‖ shrinks or grows like radius^k, "
                         "not norm^k: a random Gaussian matrix has radius about half its norm.",
    "rnn.m.far": "‖∂h_T/∂h_0‖ (k = {T})",
    "rnn.m.bound": "bound ‖W_hh‖^{T}",
    "rnn.tab.curve": "Gradient norm vs distance",
    "rnn.tab.factor": "The per-step factor",
    "rnn.series.measured": "measured ‖∂h<sub>T</sub>/∂h<sub>T−k</sub>‖",
    "rnn.series.bound": "bound ‖W<sub>hh</sub>‖<sup>k</sup>",
    "rnn.fig.curve": "How much of the signal from step T reaches k steps back (log scale)",
    "rnn.axis.k": "distance k (steps back from T)",
    "rnn.axis.norm": "‖∂h<sub>T</sub>/∂h<sub>T−k</sub>‖ (log scale)",
    "rnn.axis.gates": "‖∂state<sub>T</sub>/∂state<sub>T−k</sub>‖ (log scale)",
    "rnn.series.factor": "‖diag(1 − h<sub>t</sub>²) W<sub>hh</sub>‖",
    "rnn.series.deriv": "mean tanh slope 1 − h<sub>t</sub>²",
    "rnn.series.saturated": "share of units with |h| > 0.99",
    "rnn.fig.factor": "What one backward step does, step by step",
    "rnn.axis.t": "time step t",
    "rnn.axis.factor": "value",
    "rnn.factor.reading": "Each backward step multiplies by diag(1 − h_t²) W_hh. Where tanh saturates, its slope "
                          "1 − h² drops towards 0 and that step all but blocks the signal. The norm of a single "
                          "factor above 1 does not mean growth: the next factor may shrink exactly the direction "
                          "this one stretched. Only the product, in order, tells.",
    "rnn.verdict.vanishes": "**The gradient vanishes here:** after {T} steps back only {v:.1e} of it is left.",
    "rnn.verdict.explodes": "**The gradient explodes here:** after {T} steps back it is {v:.1e} times larger.",
    "rnn.verdict.holds": "**The gradient neither vanishes nor explodes over these {T} steps:** {v:.2g} at the far end.",
    "rnn.vanish.facts": "Things to find with the controls: "
                        "(1) the measured curve never crosses the dashed bound; "
                        "(2) a **Gaussian** W_hh rescaled to s = 1.5 still vanishes: its spectral radius is about s/2; "
                        "(3) an **orthogonal** W_hh with s = 1.5 and tanh still vanishes at long range, because saturation "
                        "eats the slope; "
                        "(4) switch the non-linearity off with an orthogonal W_hh: the curve is exactly s^k, on top of the "
                        "bound, and s > 1 explodes. A singular value above 1 is necessary for explosion, not sufficient.",
    "rnn.how.title": "How the curve is computed (and checked)",
    "rnn.how.body": "One forward and one backward pass give every k at once. The forward pass runs d identical copies "
                    "of the sequence as a batch and adds a zero perturbation δ_t to every state; copy i sends back the "
                    "i-th basis vector from h_T. The gradient with respect to δ_t is then the whole matrix ∂h_T/∂h_t, "
                    "for every t. The tests check it against the product of the hand-written Jacobians "
                    "diag(1 − h_t²) W_hh. This curve took **{ms:.0f} ms** the first time it was computed "
                    "(the benchmark compares it with the explicit product: `python -m bench.bench_rnn`).",
    # gates
    "rnn.gates.header": "Gates: a path the gradient can travel",
    "rnn.gates.what": "An LSTM keeps a second state, the cell $c_t = f_t \\odot c_{t-1} + i_t \\odot g_t$. Along that line the "
                      "only factor per step is the forget gate: $\\partial c_t/\\partial c_{t-1} = \\mathrm{diag}(f_t)$ when the gates are held fixed. "
                      "The network sets f_t itself, and its bias decides where it starts.",
    "rnn.ctl.fb": "Forget-gate bias",
    "rnn.ctl.fb_help": "At 0 the gate starts near σ(0) = 0.5, which halves the cell at every step "
                       "(0.5¹⁰⁰ = {p0:.1e}). A bias of 1 avoids that halving: the gate starts near σ(1) = {s1:.3f}. "
                       "That alone does not carry a signal far ({s1:.3f}¹⁰⁰ = {p1:.1e}); the network still has to "
                       "learn to hold f_t near 1 where it must remember. Starting at 1 is the usual advice.",
    "rnn.arith.factor": "factor per step",
    "rnn.arith.power": "after 100 steps",
    "rnn.arith.book": "book",
    "rnn.arith.mean_f": "mean f_t of this LSTM",
    "rnn.gates.nn_lstm": "PyTorch's `nn.LSTM` does **not** set this bias: built fresh, its forget gates start at "
                         "σ(bias) between {lo:.3f} and {hi:.3f}, i.e. about 0.5. Set it yourself.",
    "rnn.series.lstm_path": "LSTM ‖∂c<sub>T</sub>/∂c<sub>T−k</sub>‖, cell path only",
    "rnn.series.lstm_full": "LSTM ‖∂c<sub>T</sub>/∂c<sub>T−k</sub>‖, all paths",
    "rnn.series.gru": "GRU ‖∂h<sub>T</sub>/∂h<sub>T−k</sub>‖",
    "rnn.series.elman": "Elman RNN of section 1 (d = {d})",
    "rnn.fig.gates": "Same inputs, hidden size {d}: how far back the signal reaches",
    "rnn.gates.reading": "The cell-path curve is the product of forget gates, so a bias that keeps f_t near 1 keeps it "
                         "flat. 'All paths' adds the routes through $h_{t-1}$ into the gates, which can make it bigger or "
                         "smaller. The GRU's update gate plays the same role: $h_t = z \\odot h_{t-1} + (1 - z) \\odot \\tilde h_t$.",
    "rnn.stream.header": "The 1997 LSTM had no forget gate",
    "rnn.stream.what": "Without a forget gate the cell only adds: $c_t = c_{t-1} + i_t \\odot g_t$. On a text that ends and "
                       "resets, fine. On an endless stream that never resets, c grows without limit, tanh(c) sticks at "
                       "±1, and the cell can no longer tell one content from another. Same weights, same stream, with and "
                       "without the forget gate (bias 1):",
    "rnn.ctl.stream": "Stream length (steps, never reset)",
    "rnn.m.c_1997": "1997 cell: final max |c|",
    "rnn.m.c_forget": "forget gate: max |c| ever",
    "rnn.m.sat_1997": "1997 cell: saturated",
    "rnn.m.sat_forget": "forget gate: saturated",
    "rnn.series.no_forget": "1997: no forget gate",
    "rnn.series.forget": "with forget gate",
    "rnn.fig.stream_c": "Largest |c<sub>t</sub>| over the units",
    "rnn.fig.stream_spread": "How much tanh(c) still moves (last 50 steps)",
    "rnn.axis.c": "max |c<sub>t</sub>|",
    "rnn.axis.spread": "std of tanh(c) over 50 steps",
    "rnn.stream.reading": "With a forget gate the cell is bounded: |c| ≤ 1/(1 − largest f), and its readout keeps "
                          "moving with the input. Without one, the readout freezes at ±1: whatever is written, the "
                          "cell reads out the same. Being able to forget is part of being able to remember.",
    # section 2
    "rnn.clip.header": "2. Clipping and truncation",
    "rnn.clip.what": "`clip_grad_norm_` looks at the gradient of all parameters as one long vector g. If ‖g‖ > τ it "
                     "replaces g by τ·g/‖g‖: same direction, shorter. The task below explodes on purpose: a linear RNN "
                     "with W_hh = {s} × orthogonal must recall its first input after {L} steps ({s}^{L} ≈ {g:.0f}).",
    "rnn.ctl.tau": "Clipping threshold τ",
    "rnn.m.before": "‖g‖ before clipping",
    "rnn.m.after": "‖g‖ after clipping",
    "rnn.m.cos": "cosine(before, after)",
    "rnn.series.no_clip": "no clipping",
    "rnn.series.clip": "clipped at τ = {tau:g}",
    "rnn.fig.clip": "Training loss, same seed, same learning rate",
    "rnn.axis.step": "training step",
    "rnn.axis.loss": "loss (MSE)",
    "rnn.clip.reading_died": "Without clipping the run blows up at step {step} (the loss becomes infinite and the line "
                             "stops). With clipping the same run keeps going down.",
    "rnn.clip.died_mark": "∞ at step {step}",
    "rnn.clip.reading_ok": "At this setting neither run blew up.",
    "rnn.clip.not_vanishing": "Clipping only ever shortens a gradient. A gradient that has already vanished is short: "
                              "clipping leaves it alone. It cures explosion, not vanishing.",
    "rnn.trunc.header": "Truncated backpropagation through time",
    "rnn.trunc.what": "To train on a long text, the sequence is cut into chunks of T steps and the state is detached at "
                      "each boundary (`h = h.detach()`). The state still flows forward into the next chunk; the gradient "
                      "does not flow back. Here: 60 inputs, a loss on the last state, and the gradient of that loss "
                      "with respect to every input.",
    "rnn.ctl.trunc": "Chunk length T",
    "rnn.fig.trunc": "|∂L/∂x_t| for every input unit and time (T = {T}); grey = exactly zero",
    "rnn.axis.t_input": "input time t",
    "rnn.axis.unit": "input unit",
    "rnn.trunc.boundary": "last boundary",
    "rnn.trunc.reading": "All {zeros} inputs before the last boundary (t < {boundary}) get a gradient of exactly 0. "
                         "With full backpropagation {full_nonzero} of the {L} time steps get a non-zero gradient.",
    "rnn.exp.header": "A dependency longer than the chunk is not learned",
    "rnn.exp.what": "A GRU reads an endless stream of random bits and must say, at every step, the bit it saw "
                    "*delay* steps ago. It is trained with truncated BPTT on chunks of T steps. One delay is shorter than "
                    "T, one longer. Chance is 50%.",
    "rnn.ctl.exp_T": "Chunk length T for the experiment",
    "rnn.exp.run": "Train both GRUs (a few seconds)",
    "rnn.exp.running": "Training two small GRUs…",
    "rnn.exp.idle": "Switch on the training to fit one GRU with a short delay and one with a long delay.",
    "rnn.exp.col.delay": "delay",
    "rnn.exp.col.T": "chunk T",
    "rnn.exp.col.within": "bit and target can share a chunk?",
    "rnn.exp.col.acc": "accuracy on fresh streams",
    "rnn.yes": "yes",
    "rnn.no": "no",
    "rnn.exp.reading": "The short delay is learned; the long one stays at chance, although the state carries "
                       "information forward across boundaries: no gradient ever links the bit to its target. "
                       "This is engineering, not the vanishing gradient, and it applies to LSTMs and GRUs too.",
    # section 3
    "rnn.cells.header": "3. The cells, counted and compared",
    "rnn.cells.what": "Every block of weights maps $[h_{t-1}; x_t]$ to d numbers: $d(d + d_x)$ weights plus, in PyTorch, "
                      "two bias vectors of d. The simple RNN has one block, the GRU three, the LSTM four.",
    "rnn.ctl.dx": "Input size d_x",
    "rnn.ctl.dh": "Hidden size d",
    "rnn.cells.col.cell": "cell",
    "rnn.cells.col.blocks": "blocks",
    "rnn.cells.col.formula": "blocks × (d(d + d_x) + 2d)",
    "rnn.cells.col.torch": "counted on the nn module",
    "rnn.cells.col.book": "book (64, 128)",
    "rnn.cells.ratio": "GRU / LSTM = **{ratio:.4f}**: three blocks against four, whatever the sizes.",
    "rnn.gru.header": "Two GRUs with the same weights",
    "rnn.gru.what": "Cho's GRU applies the reset gate to $h_{t-1}$ **before** the matrix: $W_{hn}(r \\odot h)$. PyTorch's `nn.GRU` "
                    "applies it **after**, to $W_{hn} h + b_{hn}$, with a second bias inside. Load the same weights into both "
                    "and feed the same inputs:",
    "rnn.m.gru_match": "ours vs nn.GRU: max diff",
    "rnn.m.gru_gap": "largest ‖h_Cho − h_PyTorch‖",
    "rnn.series.gap": "‖h_Cho − h_PyTorch‖",
    "rnn.series.h_norm": "‖h_PyTorch‖ (for scale)",
    "rnn.fig.gru": "Same weights, different functions",
    "rnn.axis.gap": "norm",
    "rnn.pad.header": "The padding pitfall",
    "rnn.pad.what": "A batch needs sentences of one length, so the short ones get padding. Which 'final state' is "
                    "the state after each sentence's real last word? The truth is each sentence run alone; every cell "
                    "shows ✓/✗ and the largest difference from it.",
    "rnn.ctl.sentences": "Sentences (one per line)",
    "rnn.ctl.sentences_help": "At most {n} sentences of at most {w} words; words are split on spaces.",
    "rnn.ctl.cell": "Recurrent layer",
    "rnn.pad.empty": "Type at least one sentence.",
    "rnn.pad.too_many": "Keep it small: at most {n} sentences of at most {w} words each.",
    "rnn.pad.col.sentence": "sentence",
    "rnn.pad.col.len": "words",
    "rnn.pad.read.padded_last": "h[:, -1] padded",
    "rnn.pad.read.packed_h_n": "h_n[-1] packed",
    "rnn.pad.read.unpacked_last": "h[:, -1] after pad_packed",
    "rnn.pad.read.gather_last": "h at true last word",
    "rnn.pad.reading": "`h[:, -1]` of the padded batch is right only for the longest sentences: for the others it has "
                       "also read the padding. After `pack_padded_sequence(..., enforce_sorted=False)` the returned "
                       "`h_n[-1]` stops at each true end (the first index of h_n is the layer). `h[:, -1]` after "
                       "`pad_packed_sequence` is a vector of zeros for every shorter sentence. Without packing, take "
                       "each sentence's state at position length − 1.",
    # section 4
    "rnn.scan.header": "4. The sequential bottleneck",
    "rnn.scan.what": "A non-linear recurrence needs step t − 1 before step t: n steps in a row. A linear one with a "
                     "diagonal coefficient, $h_t = a_t \\odot h_{t-1} + b_t$, does not: two steps fuse into one of the same "
                     "form, (a₂a₁, a₂b₁ + b₂), the fusion is associative, and a doubling scan gets every h_t in "
                     "⌈log₂ n⌉ rounds.",
    "rnn.series.sequential": "loop: n sequential steps",
    "rnn.series.rounds": "scan: ⌈log₂ n⌉ rounds",
    "rnn.fig.rounds": "Sequential rounds needed",
    "rnn.axis.n": "sequence length n",
    "rnn.axis.rounds": "rounds",
    "rnn.series.loop_ms": "Python loop",
    "rnn.series.scan_ms": "doubling scan",
    "rnn.fig.scan_time": "Measured time on this machine (d = 64)",
    "rnn.axis.ms": "ms",
    "rnn.scan.reading": "The scan equals the loop (largest difference {err:.1e}); for n = {n:,} it needs {r} rounds "
                        "instead of {n:,} steps. It does more arithmetic in total, but each round is one operation over "
                        "the whole sequence, which is what parallel hardware is good at.",
    "rnn.ctl.d_cost": "State / model width d",
    "rnn.series.cost_rnn": "recurrence: n·d² (n sequential steps)",
    "rnn.series.cost_attn": "attention: n²·d (one parallel step)",
    "rnn.fig.cost": "Multiply-adds per layer",
    "rnn.axis.ops": "multiply-adds",
    "rnn.cost.cross": "n = d = {d}",
    "rnn.cost.reading": "Attention costs less arithmetic than the recurrence while n < d (here d = {d}), and it needs "
                        "one sequential step instead of n; beyond n = d the recurrence is cheaper in arithmetic but "
                        "still sequential.",
}
