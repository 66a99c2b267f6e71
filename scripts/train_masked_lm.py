"""Train the small masked language model the sentences page uses, and ship it.

    nice -n 10 python -m scripts.train_masked_lm            # ~10 minutes on one core

Writes to assets/sentences/mlm/: model.safetensors (float16) + config.json (transformers BertForMaskedLM),
tokenizer.json (WordPiece, 8,000 pieces, trained on the same corpus), metrics.json (the config, the steps,
the final training loss and the masked-piece accuracy on 2% held-out sentences against always guessing the
commonest piece). Seeded with book.SEED; one thread, so the run is reproducible on one machine.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

from lm_core.encoders import masked_lm as mlm  # noqa: E402
from lm_core.corpus import load_corpus  # noqa: E402

OUT = ROOT / "assets" / "sentences" / "mlm"
HELD_OUT = 0.02


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=mlm.MLMConfig.steps)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    torch.set_num_threads(1)
    cfg = mlm.MLMConfig(steps=args.steps)
    corpus = load_corpus(ROOT / "assets" / "wordvec")
    texts = [" ".join(s) for s in corpus.sentences]
    gen = torch.Generator().manual_seed(cfg.seed)
    order = torch.randperm(len(texts), generator=gen).tolist()
    n_eval = int(len(texts) * HELD_OUT)
    eval_texts = [texts[i] for i in order[:n_eval]]
    train_texts = [texts[i] for i in order[n_eval:]]
    t0 = time.perf_counter()
    tok = mlm.train_tokenizer(train_texts, cfg.vocab_size)
    tok.enable_truncation(cfg.max_len)
    encode = lambda xs: [e.ids for e in tok.encode_batch(xs)]  # noqa: E731
    train_ids, eval_ids = encode(train_texts), encode(eval_texts)
    counts = torch.bincount(torch.tensor([i for ids in train_ids for i in ids[1:-1]]), minlength=cfg.vocab_size)
    unigram = int(counts.argmax())
    print(f"tokenizer {tok.get_vocab_size()} pieces in {time.perf_counter() - t0:.0f}s; "
          f"{len(train_ids):,} train / {len(eval_ids):,} held-out sentences; commonest piece "
          f"{tok.id_to_token(unigram)!r}", flush=True)

    torch.manual_seed(cfg.seed)
    model = mlm.build_model(cfg)
    opt = torch.optim.AdamW(model.parameters(), lr=cfg.lr, weight_decay=0.01)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / cfg.warmup) * 0.5 * (
        1 + math.cos(math.pi * min(s, cfg.steps) / cfg.steps)))
    mask_id = tok.token_to_id("[MASK]")
    model.train()
    start, running = time.perf_counter(), None
    batches = mlm.length_batches(train_ids, cfg.batch, gen)
    for step in range(cfg.steps):
        ids, att = mlm.pad(next(batches))                                      # (B, T)
        corrupted, labels = mlm.mask_batch(ids, att, cfg.vocab_size, mask_id, gen)
        asked = labels != -100
        logits = mlm.masked_logits(model, corrupted, att, asked)               # (N, V)
        loss = torch.nn.functional.cross_entropy(logits, labels[asked])
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        running = loss.item() if running is None else 0.98 * running + 0.02 * loss.item()
        if step % 200 == 0 or step == cfg.steps - 1:
            print(f"step {step:5d}  loss {running:.3f}  {time.perf_counter() - start:.0f}s", flush=True)
    train_secs = time.perf_counter() - start
    acc = mlm.masked_accuracy(model, eval_ids, cfg.vocab_size, mask_id, unigram, cfg.seed)
    print(acc, flush=True)

    args.out.mkdir(parents=True, exist_ok=True)
    model.to(torch.float16).save_pretrained(str(args.out))
    tok.save(str(args.out / "tokenizer.json"))
    metrics = {"config": mlm.config_dict(cfg), "parameters": sum(p.numel() for p in model.parameters()),
               "train_sentences": len(train_ids), "held_out_sentences": len(eval_ids),
               "final_train_loss_ema": round(running, 4), "train_seconds": round(train_secs, 1),
               "unigram_guess": tok.id_to_token(unigram), **{k: (round(v, 4) if isinstance(v, float) else v)
                                                              for k, v in acc.items()}}
    (args.out / "metrics.json").write_text(json.dumps(metrics, indent=1) + "\n")
    print(json.dumps(metrics, indent=1))


if __name__ == "__main__":
    main()
