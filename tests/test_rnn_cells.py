"""Gated cells (LSTM cell path, the 1997 LSTM, the two GRUs), parameter counts, and the padding pitfall."""
import pytest
import torch

from lm_core.rnn import gated_cells as gc
from lm_core.rnn import rnn_padding as rp

GEN = lambda s=0: torch.Generator().manual_seed(s)  # noqa: E731


def test_forget_path_of_a_constant_gate_is_its_power_to_the_printed_digits():
    """Our cell-path reference on constant forget gates gives f^k: the chapter's 0.999^100 and 0.9^100."""
    for f, digits, printed in ((0.999, 3, "0.905"), (0.9, 6, "0.000027")):
        norms = gc.forget_path_norms(torch.full((100, 4), f, dtype=torch.float64))          # (T + 1,)
        assert f"{float(norms[100]):.{digits}f}" == printed
        assert float(norms[37]) == pytest.approx(f ** 37, rel=1e-12)


def test_cell_path_jacobian_is_the_product_of_forget_gates():
    w = gc.with_forget_bias(gc.init_weights(4, 5, 12, GEN()), 1.0)
    x = torch.randn(40, 5, generator=GEN(1), dtype=torch.float64)
    _, _, f = gc.lstm_run(w, x)
    autograd = gc.lstm_cell_jacobian_norms(w, x, cell_path_only=True)
    assert torch.allclose(autograd, gc.forget_path_norms(f), rtol=1e-10, atol=0)
    # with every path open the Jacobian is a different number
    full = gc.lstm_cell_jacobian_norms(w, x, cell_path_only=False)
    assert not torch.allclose(full, autograd)


def test_forget_bias_keeps_the_cell_path_open():
    x = torch.randn(100, 8, generator=GEN(2), dtype=torch.float64)
    far = {b: gc.gated_curves(x, 16, b, seed=3).lstm_cell_path[100] for b in (0.0, 1.0, 5.0)}
    assert far[0.0] < 1e-20 < far[1.0] < far[5.0]
    assert far[5.0] > 0.3


def test_our_lstm_matches_nn_lstm():
    w = gc.init_weights(4, 5, 7, GEN(4))
    x = torch.randn(15, 5, generator=GEN(5), dtype=torch.float64)
    h, c, _ = gc.lstm_run(w, x)
    ref, (h_n, c_n) = gc.load_into(torch.nn.LSTM(5, 7).double(), w)(x[:, None])
    assert torch.allclose(h, ref[:, 0], atol=1e-12) and torch.allclose(c[-1], c_n[0, 0], atol=1e-12)


def test_with_forget_bias_sets_exactly_the_forget_rows_of_nn_lstm():
    """Our forget bias lands on nn.LSTM's f rows (gate order i, f, g, o) and nowhere else."""
    w = gc.init_weights(4, 5, 7, GEN(8))
    m = gc.load_into(torch.nn.LSTM(5, 7).double(), gc.with_forget_bias(w, 1.0))
    plain = gc.load_into(torch.nn.LSTM(5, 7).double(), w)
    total = (m.bias_ih_l0 + m.bias_hh_l0).detach()                                      # (4d,)
    before = (plain.bias_ih_l0 + plain.bias_hh_l0).detach()
    assert torch.allclose(total[7:14], torch.ones(7, dtype=torch.float64), atol=1e-15)
    assert torch.equal(total[:7], before[:7]) and torch.equal(total[14:], before[14:])
    assert float(torch.sigmoid(total[7:14]).min()) > 0.73             # σ(1): the gate starts mostly open


def test_1997_lstm_grows_without_bound_and_saturates():
    w = gc.with_forget_bias(gc.init_weights(4, 8, 16, GEN(6)), 1.0)
    x = torch.randn(3000, 8, generator=GEN(7), dtype=torch.float64)
    old = gc.endless_stream(w, x, forget_gate=False)
    new = gc.endless_stream(w, x, forget_gate=True)
    assert old["c_norm"][2999] > 2 * old["c_norm"][999] > 10 * old["c_norm"][99]     # keeps growing (about linearly)
    assert old["c_norm"][2999] > 100
    assert sum(old["saturated"][-100:]) / 100 > 0.8 and max(old["spread"][-100:]) < 0.02
    # with a forget gate: bounded by 1 / (1 − max f) and never saturated
    assert max(new["c_norm"]) < 5
    assert max(new["saturated"]) < 0.2 and min(new["spread"][-100:]) > 0.05


def test_our_pytorch_style_gru_matches_nn_gru_exactly():
    w = gc.init_weights(3, 6, 10, GEN(8))
    x = torch.randn(30, 4, 6, generator=GEN(9), dtype=torch.float64)           # (T, B, dx)
    with torch.no_grad():
        ref, _ = gc.load_into(torch.nn.GRU(6, 10).double(), w)(x)
    assert torch.allclose(gc.gru_run(w, x, "pytorch"), ref, atol=1e-13)


def test_cho_gru_differs_with_the_same_weights():
    w = gc.init_weights(3, 6, 10, GEN(10))
    x = torch.randn(30, 6, generator=GEN(11), dtype=torch.float64)
    gap = (gc.gru_run(w, x, "cho") - gc.gru_run(w, x, "pytorch")).norm(dim=1)
    assert gap.max() > 0.05
    # with the second bias b_hn zeroed, the first step (h_0 = 0) is the same in both; later ones are not
    w0 = gc.CellWeights(w.W_ih, w.W_hh, w.b_ih, torch.cat([w.b_hh[:20], torch.zeros(10, dtype=w.b_hh.dtype)]))
    gap0 = (gc.gru_run(w0, x, "cho") - gc.gru_run(w0, x, "pytorch")).norm(dim=1)
    assert gap0[0] < 1e-15 and gap0.max() > 0.05


def test_gru_jacobian_is_autograd_of_the_gru():
    w = gc.init_weights(3, 4, 6, GEN(12))
    x = torch.randn(10, 4, generator=GEN(13), dtype=torch.float64)
    h = gc.gru_run(w, x)

    def from_h3(state):
        for t in range(3, 10):
            state = gc.gru_step(w, x[t], state)
        return state
    ref = torch.linalg.matrix_norm(torch.autograd.functional.jacobian(from_h3, h[2]), ord=2)
    assert gc.gru_jacobian_norms(w, x)[7] == pytest.approx(float(ref), rel=1e-10)


@pytest.mark.parametrize("cell, book", [("RNN", 24_832), ("GRU", 74_496), ("LSTM", 99_328)])
def test_parameter_counts_formula_and_module(cell, book):
    assert gc.param_count(cell, 64, 128) == book
    assert gc.torch_param_count(cell, 64, 128) == book


@pytest.mark.parametrize("dx, d", [(64, 128), (3, 5), (300, 17)])
def test_gru_is_three_quarters_of_lstm(dx, d):
    assert gc.param_count("GRU", dx, d) * 4 == gc.param_count("LSTM", dx, d) * 3
    for cell in gc.BLOCKS:
        assert gc.param_count(cell, dx, d) == gc.torch_param_count(cell, dx, d)


@pytest.mark.parametrize("cell", list(rp.CELLS))
def test_padding_readouts_which_agree(cell):
    sentences = rp.tokenize("the black cat jumps on the wall\nthe cat sleeps\n\n  keys vanish \n"
                            "we left the keys on the table")
    assert len(sentences) == 4
    r = rp.padding_readouts(sentences, cell, seed=1)
    longest = [n == max(r.lengths) for n in r.lengths]
    assert r.agrees("packed_h_n") == [True] * 4
    assert r.agrees("gather_last") == [True] * 4
    assert r.agrees("padded_last") == longest                     # right only where there is no padding
    assert r.agrees("unpacked_last") == longest
    for short, norm in zip(longest, r.norms["unpacked_last"]):
        if not short:
            assert norm == 0.0                                    # zeros for the shorter sentences


def test_padding_rejects_empty_batch():
    with pytest.raises(ValueError):
        rp.padding_readouts([])


# ---------------------------------------------------------- mutation survivors (issue 45): written-out references
def _lstm_cells_written_out(w, x, forget_gate):
    """c_t = f ⊙ c_{t−1} + i ⊙ g (1997: c_{t−1} + i ⊙ g), h_t = o ⊙ tanh(c_t); PyTorch's gate order i, f, g, o."""
    d = w.hidden
    h = c = torch.zeros(d, dtype=x.dtype)
    cs = []
    for t in range(x.shape[0]):
        a = w.W_ih @ x[t] + w.b_ih + w.W_hh @ h + w.b_hh
        i, f = torch.sigmoid(a[:d]), torch.sigmoid(a[d:2 * d])
        g, o = torch.tanh(a[2 * d:3 * d]), torch.sigmoid(a[3 * d:])
        c = (f * c if forget_gate else c) + i * g
        h = o * torch.tanh(c)
        cs.append(c.tolist())
    return cs


@pytest.mark.parametrize("T, forget_gate", [(60, False), (60, True), (20, True)])
def test_endless_stream_series_are_the_written_out_cell_statistics(T, forget_gate):
    """Per step: max |c| and mean |c| over the units, the share of units with |tanh c| > 0.99; and the spread: the
    standard deviation of tanh(c) over each window of the last 50 steps, averaged over the units (one window of
    every step when the stream is shorter than 50)."""
    import math
    import statistics

    w = gc.with_forget_bias(gc.init_weights(4, 3, 4, GEN(20)), 1.0)
    x = 3 * torch.randn(T, 3, generator=GEN(21), dtype=torch.float64)
    got = gc.endless_stream(w, x, forget_gate=forget_gate)
    cs = _lstm_cells_written_out(w, x, forget_gate)
    assert got["c_norm"] == pytest.approx([max(abs(v) for v in c) for c in cs], rel=1e-12)
    assert got["c_mean_abs"] == pytest.approx([sum(abs(v) for v in c) / 4 for c in cs], rel=1e-12)
    assert got["saturated"] == pytest.approx([sum(abs(math.tanh(v)) > 0.99 for v in c) / 4 for c in cs])
    tanh = [[math.tanh(v) for v in c] for c in cs]
    width = min(50, T)
    spread = [sum(statistics.stdev(tanh[s + j][u] for j in range(width)) for u in range(4)) / 4
              for s in range(T - width + 1)]
    assert got["spread"] == pytest.approx(spread, rel=1e-9)


@pytest.mark.parametrize("seed", [30, 31])
def test_cho_gru_is_chos_formula_written_out(seed):
    """Cho et al. (2014): r = σ(W_ir x + b_ir + W_hr h + b_hr), z likewise,
    n = tanh(W_in x + b_in + W_hn (r ⊙ h) + b_hn),
    h' = z ⊙ h + (1 − z) ⊙ n: the reset gate before the matrix, both biases added."""
    w = gc.init_weights(3, 2, 3, GEN(seed))
    x = torch.randn(5, 2, generator=GEN(seed + 100), dtype=torch.float64)
    d, h, ref = 3, torch.zeros(3, dtype=torch.float64), []
    Wi, Wh, bi, bh = w.W_ih, w.W_hh, w.b_ih, w.b_hh
    for t in range(5):
        r = torch.sigmoid(Wi[:d] @ x[t] + bi[:d] + Wh[:d] @ h + bh[:d])
        z = torch.sigmoid(Wi[d:2 * d] @ x[t] + bi[d:2 * d] + Wh[d:2 * d] @ h + bh[d:2 * d])
        n = torch.tanh(Wi[2 * d:] @ x[t] + bi[2 * d:] + Wh[2 * d:] @ (r * h) + bh[2 * d:])
        h = z * h + (1 - z) * n
        ref.append(h)
    assert torch.allclose(gc.gru_run(w, x, "cho"), torch.stack(ref), atol=1e-13)


@pytest.mark.parametrize("cell, hidden, dim, seed", [("GRU", 5, 3, 4), ("LSTM", 7, 4, 9)])
def test_padding_alone_is_each_sentence_run_by_itself(cell, hidden, dim, seed):
    """The truth ("alone") is each sentence through the embedding and the cell with no padding at all. The seed
    decides the modules: torch.manual_seed(seed), then nn.Embedding(V, dim) with the pad id 0 the zero vector, then
    the cell. Built here again and run one sentence at a time."""
    sentences = [("a", "b", "c"), ("b",), ("c", "a")]
    r = rp.padding_readouts(sentences, cell, hidden=hidden, dim=dim, seed=seed)
    with torch.random.fork_rng():
        torch.manual_seed(seed)
        emb = torch.nn.Embedding(4, dim, padding_idx=0)                 # ids: <pad> 0, a 1, b 2, c 3
        rnn = {"GRU": torch.nn.GRU, "LSTM": torch.nn.LSTM}[cell](dim, hidden, batch_first=True)
    assert torch.equal(emb.weight[0], torch.zeros(dim))
    ids = {"a": 1, "b": 2, "c": 3}
    with torch.no_grad():
        alone = [rnn(emb(torch.tensor([[ids[w] for w in s]])))[0][0, -1] for s in sentences]
    assert r.norms["alone"] == pytest.approx([float(v.norm()) for v in alone], rel=1e-5)
    assert r.norms["packed_h_n"] == pytest.approx([float(v.norm()) for v in alone], rel=1e-5)
