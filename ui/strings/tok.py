"""Strings of the tokens-and-perplexity page: same model over different tokens, the names ladder, why counting stops."""

EN = {
    "tok.title": "Perplexity is a price per token",
    "tok.lead": "And the token is a free choice. The same model over characters, words and BPE pieces gives perplexities that differ many-fold; "
                "bits per character puts them on one scale, and the ranking turns over.",
    "tok.more": "What is measured here",
    "tok.more_body": "Perplexity is exp(mean loss per token). Change what a token is and you change how many "
                     "predictions there are and how hard each one is, while the text stays the same. Bits per character "
                     "divides the total cost of the text by its number of characters instead, so it does not depend on "
                     "the tokeniser. §1 does this on English prose, §2 lines up every model of this app on the names, "
                     "§3 shows why a count table cannot simply take a longer context.",

    # --- 1. same model, different tokens -----------------------------------------------------------
    "tok.t.header": "1. Same model, different tokens",
    "tok.t.corpus": "Corpus: Brown + Gutenberg (NLTK), lower-cased, white space squeezed; {docs:,} documents (Brown texts "
                    "and ~{passage:,}-character Gutenberg passages) split once by document with seed {seed}: training "
                    "{train_docs} documents / {train_chars:,} characters, development {dev_docs} / {dev_chars:,}, "
                    "held-out {test_docs} / {test_chars:,}.",
    "tok.t.model": "One model for every row: the interpolated bigram λ·P(t | previous) + (1 − λ)·P_unigram(t), with "
                   "an add-one unigram as the floor; tokens seen fewer than {min_count} times in training become one "
                   "*unknown* token that then spells itself out letter by letter, so nothing is infinite. λ is tuned on "
                   "the development part; every number is measured on the held-out part.",
    "tok.scheme.chars": "characters",
    "tok.scheme.words": "words",
    "tok.scheme.bpe512": "BPE-512",
    "tok.scheme.bpe2048": "BPE-2,048",
    "tok.col.scheme": "tokens",
    "tok.col.vocab": "model vocabulary",
    "tok.col.tokens": "held-out tokens",
    "tok.col.ppl": "perplexity per token",
    "tok.col.nats": "total nats",
    "tok.col.bpc": "bits per character",
    "tok.col.lambda": "λ",
    "tok.chart.ppl": "Perplexity per token (log scale)",
    "tok.chart.bpc": "Bits per character",
    "tok.shannon": "Shannon ≈ {v:g} bit",
    "tok.ranking": "By perplexity the order is **{by_ppl}**; by bits per character it is **{by_bpc}**. The character "
                   "model goes from rank {c_ppl} to rank {c_bpc}. Per-token perplexity spans a {range:.1f}× range; "
                   "BPE-2,048 looks {ratio:.1f}× worse than BPE-512 by perplexity and costs {bpc2048:.4f} against "
                   "{bpc512:.4f} bits per character.",
    "tok.book": "The book's figures (its corpus split and cleaning differ, so its digits do too): BPE-2,048 "
                "{b2048} bits against BPE-512 {b512} bits; BPE-2,048 looks {ratio}× worse by perplexity; about a "
                "{range}× perplexity range; its best bigram sits at {best} bits; Shannon measured about {shannon} bit "
                "per character (1951).",
    "tok.book_rank": "The book's order by perplexity: {ppl}; by bits per character: {bpc}.",

    # --- merges --------------------------------------------------------------------------------------
    "tok.m.header": "The number of merges is the free parameter",
    "tok.m.slider": "BPE merges (0 = characters)",
    "tok.m.help": "Tokenizers at these sizes ship with the app (trained on the training part by scripts/build_tokens.py).",
    "tok.m.title": "Same text, same model: the token size moves perplexity, not bits",
    "tok.m.x": "BPE merges",
    "tok.m.picked": "With {merges:,} merges: vocabulary {vocab:,}, {tokens:,} held-out tokens, perplexity {ppl:.2f} per "
                    "token, {bpc:.4f} bits per character.",
    "tok.m.cut": "Your sentence cut with {merges:,} merges ({n} tokens):",

    # --- sentence ------------------------------------------------------------------------------------
    "tok.s.header": "Type a sentence",
    "tok.s.input": "A sentence (at most {limit} characters)",
    "tok.s.default": "The quick brown fox jumps over the lazy dog.",
    "tok.s.help": "It is lower-cased and its white space squeezed, like the corpus. Each box is one token; the small "
                  "number under it is its surprisal in bits given the token before it.",
    "tok.s.err.empty": "Type a sentence to see it cut into tokens.",
    "tok.s.err.too_long": "That is {n} characters; the limit is {limit}. Shorten it to see it cut into tokens.",
    "tok.s.unseen": "The corpus never saw {chars}: each such character is part of an *unknown* token, which pays for its "
                    "spelling letter by letter (the unknown-token rule above).",
    "tok.s.total": "**{scheme}**: {n} tokens, {bits:.1f} bits in total ({bpc:.2f} bits per character)",
    "tok.s.same": "Token counts range from {lo} to {hi}; the total cost stays between {blo:.0f} and {bhi:.0f} bits.",
    "tok.s.unknown": "unknown token",

    # --- 2. ladder -----------------------------------------------------------------------------------
    "tok.l.header": "2. One scale for every model on the names",
    "tok.l.explain": "The book's split of the names, the same 27 symbols, validation part ({n:,} names, {preds:,} "
                     "predictions including each name's end). Bits per character = loss per predicted symbol ÷ ln 2.",
    "tok.l.uniform": "uniform",
    "tok.l.bigram": "count table, add-one",
    "tok.l.trigram": "trigram count table, add-α (α = {alpha:g}, {contexts} contexts)",
    "tok.l.mlp3": "MLP, k = 3 (shipped)",
    "tok.l.gru": "GRU character model (shipped)",
    "tok.l.transformer": "tiny transformer (shipped)",
    "tok.l.col.model": "model",
    "tok.l.col.ppl": "perplexity",
    "tok.l.col.bpc": "bits per character",
    "tok.l.col.params": "parameters",
    "tok.l.col.samples": "10 samples (sidebar seed)",
    "tok.l.chart": "Bits per character, validation names",
    "tok.l.best_bigram": "book's best prose bigram {v:g}",
    "tok.l.caveat": "Not comparable: names are not prose. A name is a short string with few letter patterns and no "
                    "words around it; Shannon's 1 bit and the chapter's 2.23 bits are about running English text. "
                    "The lines place the scale, not a race.",
    "tok.l.alpha_note": "α for the trigram was chosen on this validation part from {alphas}.",

    # --- 3. counting stops -----------------------------------------------------------------------------
    "tok.c.header": "3. Why counting stops",
    "tok.c.m": "Context length m",
    "tok.c.calc": "A count table with a context of **{m}** symbol(s) needs a row for every context: 27^{m} = **{chars}** "
                  "rows for characters, 50,000^{m} = **{words}** rows for a 50,000-word vocabulary.",
    "tok.c.chart": "Contexts of length m on the names",
    "tok.c.seen": "share of the 27^m possible contexts seen in training",
    "tok.c.unseen": "share of validation contexts never seen in training",
    "tok.c.x": "context length m",
    "tok.c.col.m": "m",
    "tok.c.col.possible": "possible (27^m)",
    "tok.c.col.seen": "seen in training",
    "tok.c.col.share": "share seen",
    "tok.c.col.unseen": "validation contexts never seen",
    "tok.c.sharing": "So a table meets mostly empty rows as the context grows. An embedding table shares: similar "
                     "symbols get similar vectors, so what is learnt after one context carries over to contexts never "
                     "seen, and that sharing is what lets the MLP beat a table.",
}
