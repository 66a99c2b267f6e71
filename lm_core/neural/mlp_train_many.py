"""The book recipe for several context lengths at once, in one set of batched tensor operations.

With batches of 32 the cost of a training step is almost all per-operation overhead, not arithmetic, so
training the k = 1..8 models one after the other costs eight times the overhead. Here the models are
stacked along a leading model axis and every operation runs once for all of them:

* the window of length k is the last k columns of the window of length K = max(k) (both are padded with
  '.' at the start), so one (n, K) data tensor serves every model;
* model m's first layer W1 sits in the last k_m * d rows of a (K*d, H) block whose other rows are zero,
  and the embeddings of the unused positions are masked to zero, so those rows get zero gradient and stay
  zero: each model computes exactly its own function;
* every model draws its initialisation and its mini-batches from its own generator seeded like the book,
  in the same order as :func:`lm_core.mlp_train.train_book`, so the result is the same training run up to
  float rounding (checked in the tests).
"""
from __future__ import annotations

import torch

from .mlp import MLPConfig, MLPParams, init_params
from .mlp_train import BookRecipe, Callback


def train_book_many(contexts: list[int], vocab_size: int, X_full: torch.Tensor, Y: torch.Tensor,
                    recipe: BookRecipe = BookRecipe(), emb_dim: int = 10, hidden: int = 200,
                    callback: Callback | None = None, every: int = 1000) -> dict[int, MLPParams]:
    """Train one MLP per context length in ``contexts``. ``X_full`` are the windows of length max(contexts)."""
    M, K, d, H, V = len(contexts), max(contexts), emb_dim, hidden, vocab_size
    assert X_full.shape[1] == K
    gens = [torch.Generator().manual_seed(recipe.seed) for _ in contexts]
    inits = [init_params(MLPConfig(k, d, H), V, g) for k, g in zip(contexts, gens)]
    C = torch.stack([p.C for p in inits])                                       # (M, V, d)
    W1 = torch.zeros(M, K * d, H)                                               # (M, K*d, H)
    for m, (k, p) in enumerate(zip(contexts, inits)):
        W1[m, (K - k) * d:] = p.W1
    b1 = torch.stack([p.b1 for p in inits])                                     # (M, H)
    W2 = torch.stack([p.W2 for p in inits])                                     # (M, H, V)
    b2 = torch.stack([p.b2 for p in inits])                                     # (M, V)
    used = torch.tensor([[pos >= K - k for pos in range(K)] for k in contexts])  # (M, K) real positions
    mask = used[:, None, :, None].float()                                       # (M, 1, K, 1)
    offset = (torch.arange(M) * V)[:, None, None]                               # (M, 1, 1) rows of C.view
    B, n = recipe.batch, X_full.shape[0]
    with torch.no_grad():
        for step in range(recipe.steps):
            ix = torch.stack([torch.randint(0, n, (B,), generator=g) for g in gens])   # (M, B)
            Xb, Yb = X_full[ix], Y[ix]                                          # (M, B, K), (M, B)
            flat = (Xb + offset).view(-1)                                       # (M*B*K,) rows of all C
            emb = (C.view(M * V, d)[flat].view(M, B, K, d) * mask).view(M, B, K * d)   # (M, B, K*d)
            h = torch.tanh(torch.baddbmm(b1[:, None, :], emb, W1))              # (M, B, H)
            z = torch.baddbmm(b2[:, None, :], h, W2)                            # (M, B, V)
            logp = torch.log_softmax(z, dim=2)                                  # (M, B, V)
            dz = logp.exp()
            batch_loss = -logp.gather(2, Yb[:, :, None]).mean((1, 2))           # (M,)
            dz.scatter_add_(2, Yb[:, :, None], torch.full((M, B, 1), -1.0))
            dz /= B                                                             # dL/dz per model
            dW2 = h.transpose(1, 2) @ dz                                        # (M, H, V)
            db2 = dz.sum(1)                                                     # (M, V)
            dpre = (dz @ W2.transpose(1, 2)).mul_(1.0 - h * h)                  # (M, B, H)
            dW1 = emb.transpose(1, 2) @ dpre                                    # (M, K*d, H) zero in padding
            db1 = dpre.sum(1)                                                   # (M, H)
            demb = (dpre @ W1.transpose(1, 2)).view(M * B * K, d)               # zero in padding
            lr = recipe.lr_at(step)
            C.view(M * V, d).index_add_(0, flat, demb, alpha=-lr)
            W1.add_(dW1, alpha=-lr)
            b1.add_(db1, alpha=-lr)
            W2.add_(dW2, alpha=-lr)
            b2.add_(db2, alpha=-lr)
            if callback is not None and (step % every == 0 or step == recipe.steps - 1):
                callback(step + 1, recipe.steps, float(batch_loss.mean()))
    return {k: MLPParams(C[m].clone(), W1[m, (K - k) * d:].clone(), b1[m].clone(), W2[m].clone(), b2[m].clone())
            for m, k in enumerate(contexts)}
