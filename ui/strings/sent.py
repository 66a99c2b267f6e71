"""Strings of the sentences page (contextual vectors layer by layer, semantic search, which sentence vector)."""

EN = {
    "sent.title": "Contextual and sentence vectors",
    "sent.lead": "A table gives “bank” one vector everywhere; a transformer computes it from the sentence, and "
                 "one vector per sentence turns search into a single matrix product.",
    "sent.intro_more": "About this page and its two models",
    "sent.intro": "Two real models run here, both offline. **MiniLM** (all-MiniLM-L6-v2, {minilm:,} parameters, "
                  "the chapter's figure is {book_minilm}) was trained *contrastively*: pairs of paraphrases pulled "
                  "together, other sentences pushed apart. **Our masked LM** ({mlm:,} parameters, {layers} layers) was "
                  "trained by this app's script only to guess hidden words in the Brown + Gutenberg corpus; it stands "
                  "in for the chapter's BERT-base ({book_bert} parameters), which is too large to ship. On held-out "
                  "sentences it guesses {acc:.1%} of the hidden word pieces, against {uni:.1%} for always guessing "
                  "“{guess}”. Both models were trained on English: text in another language is accepted and "
                  "processed, but its vectors mean little.",
    "sent.model.minilm": "MiniLM (contrastive sentence model)",
    "sent.model.mlm": "Our masked LM (guesses hidden words)",
    "sent.short.minilm": "MiniLM",
    "sent.short.mlm": "our masked LM",
    "sent.loading": "Loading the two models (once per server)…",
    "sent.failed": "A model could not be loaded ({error}); this section is skipped.",
    # §1
    "sent.s1.title": "1. One vector per word, or one per occurrence",
    "sent.s1.sentences": "**A** “{a}”  \n**B** “{b}”  \n**A′** (another river sentence) “{r}”  \n"
                         "**B′** (another money sentence) “{m}”",
    "sent.s1.static": "**Static row.** cos(A, B) of “bank”'s row of the input embedding table: "
                      "MiniLM **{minilm:.6f}**, our masked LM **{mlm:.6f}** (book: {book}). It is exactly 1 by "
                      "construction: a table lookup by id cannot depend on the sentence.",
    "sent.s1.chart": "“bank” by layer, {model}",
    "sent.s1.layer": "layer (0 = embedding layer)",
    "sent.s1.cos": "cosine",
    "sent.s1.ab": "A vs B (river vs money)",
    "sent.s1.river": "A vs A′ (two river sentences)",
    "sent.s1.money": "B vs B′ (two money sentences)",
    "sent.s1.pieces": "(“bank” is {n} word piece(s) here: {pieces}; a word cut into several pieces gets the "
                      "average of their vectors.)",
    "sent.s1.summary": "{model}: at layer {l} the two senses are at {ab:.3f} while the two river sentences are at "
                       "{river:.3f}: {verdict}",
    "sent.s1.separated": "the senses have separated.",
    "sent.s1.not_separated": "the senses have **not** separated more than the same sense in two sentences.",
    "sent.s1.book_title": "The book's figures (BERT-base, 12 layers; not our models)",
    "sent.s1.book_layer": "layer",
    "sent.s1.why_differ": "Our models are smaller (6 and {mlm_layers} layers, not 12) and trained differently, so "
                          "their curves differ from the book's; the book's are shown as printed.",
    "sent.s1.layer0": "Layer 0 is not 1 even though it comes straight from the table: the embedding layer adds a "
                      "*position* vector, and “bank” sits at a different position in each sentence.",
    # own sentences
    "sent.own.title": "Your own sentences",
    "sent.own.english": "Any language is accepted and processed, but both models were trained on English: "
                        "vectors of other languages mean little.",
    "sent.own.a": "First sentence",
    "sent.own.b": "Second sentence",
    "sent.own.word": "Word in both sentences",
    "sent.own.model": "Model",
    "sent.own.chart": "“{word}” in your two sentences, {model}: cosine by layer",
    "sent.own.series": "your two sentences",
    "sent.own.result": "Static row: {static:.6f}. Contextual, last layer: {last:.3f}. “{word}” is {n} piece(s): "
                       "{pieces}.",
    "sent.err.empty": "A sentence is empty: type a sentence in both boxes.",
    "sent.err.too_long_chars": "A sentence has {n} characters; the limit is {limit}.",
    "sent.err.too_long_tokens": "A sentence is {n} word pieces long; this model takes at most {limit}.",
    "sent.err.missing_word": "“{word}” does not occur as a whole word in both sentences.",
    "sent.err.bad_word": "Type a single word (letters, digits, ' or -) that occurs in both sentences.",
    "sent.err.query_empty": "Type a query to search the index.",
    "sent.err.query_long": "The query has {n} characters; the limit is {limit}.",
    # §2
    "sent.s2.title": "2. Semantic search is one matrix product",
    "sent.s2.index": "The index: one side of each of the {n} STS-benchmark test pairs people judged most alike "
                     "(book: {book}); the other side is the query, and a hit is when the query's own partner "
                     "comes first.",
    "sent.s2.method": "Sentence vectors from",
    "sent.s2.query": "Your query",
    "sent.s2.default_query": "Someone wearing a tall hat is on horseback.",
    "sent.s2.shapes": "E is {n} × {d}, q is 1 × {d}, scores = q @ Eᵀ is 1 × {n}; the four lines took {ms:.2f} ms.",
    "sent.s2.overlap_note": "Word overlap has no vectors: each indexed sentence is scored by the Jaccard overlap of "
                            "its word set with the query's ({n} comparisons, {ms:.2f} ms).",
    "sent.s2.rank": "rank",
    "sent.s2.score": "score",
    "sent.s2.sentence": "indexed sentence",
    "sent.s2.top1": "Top-1 accuracy on the {n} pairs, every method",
    # §3
    "sent.s3.title": "3. Which sentence vector? The chapter's comparison, measured",
    "sent.s3.data": "{n:,} STS-benchmark test pairs with human scores 0–5 (the chapter uses all {book}; the "
                    "{dropped:,} MSRpar and MSRvid pairs are left out because their Microsoft Research licence terms "
                    "need an agreement, so our numbers are on {n:,} pairs).",
    "sent.s3.method": "method",
    "sent.s3.spearman": "Spearman ρ (cosine vs human)",
    "sent.s3.top1": "top-1 retrieval",
    "sent.s3.source": "how",
    "sent.s3.src.live": "computed from the text on each server start",
    "sent.s3.src.pre": "embeddings precomputed by scripts/precompute_sentences.py (float16)",
    "sent.s3.src.recomputed": "recomputed live just now",
    "sent.s3.chart": "Spearman ρ between cosine and the human score",
    "sent.m.overlap": "word overlap (Jaccard)",
    "sent.m.glove": "averaged GloVe 50d",
    "sent.m.w2v": "averaged word2vec (ours)",
    "sent.m.mlm_mean": "masked LM, mean of last layer",
    "sent.m.mlm_cls": "masked LM, first token [CLS]",
    "sent.m.minilm": "MiniLM, mean-pooled",
    "sent.s3.claims": "The chapter's claims, checked on our models",
    "sent.claim.mean_vs_overlap": "The language model's mean pool is worse than counting shared words: "
                                  "ρ {a:.3f} vs {b:.3f}.",
    "sent.claim.mean_vs_words": "It is also worse than averaging word vectors: ρ {a:.3f} vs the better averaged "
                                "set's {b:.3f}.",
    "sent.claim.cls_vs_mean": "Its first token [CLS] is worse still: ρ {a:.3f} vs {b:.3f}.",
    "sent.claim.minilm_wins": "The contrastive model wins: ρ {a:.3f}, the next best is {b:.3f}.",
    "sent.claim.holds": "Holds here.",
    "sent.claim.fails": "Does **not** hold on our models.",
    "sent.s3.recompute": "Recompute the MiniLM row live",
    "sent.s3.progress": "Encoding the sentences with MiniLM… {pct}%",
    "sent.s3.done": "Encoded {n:,} sentences in {secs:.1f} s.",
    "sent.s3.live_result": "Recomputed live: ρ {rho:.4f}, top-1 {top1:.1%} (precomputed float16: ρ {pre_rho:.4f}, "
                           "top-1 {pre_top1:.1%}).",
    "sent.s3.pool": "Mean pooling = the average of the last layer's token vectors, padding masked out, then scaled "
                    "to length 1; [CLS] pooling takes the first token's vector alone.",
}
