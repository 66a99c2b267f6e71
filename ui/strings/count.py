"""Strings of the count-table page."""

EN = {
    "count.title": "The count table: a model you can read",
    "count.lead": "Each row is a distribution for the next character. Click a cell to read its row.",
    "count.more": "How the table is built",
    "count.intro": "Take every name, frame it with `.` at both ends, and count how often each character follows each "
                   "other one. Divide every row by its total and each row becomes a probability distribution for the "
                   "next character: this division is the maximum-likelihood estimate, nothing more. The table below "
                   "is built from the {n_train:,} training names of a fixed 80/10/10 split ({n_val:,} validation, "
                   "{n_test:,} test), {n_pairs:,} character pairs in all.",
    "count.table.view": "Show",
    "count.table.view.counts": "counts",
    "count.table.view.probs": "probabilities",
    "count.table.log": "Log colour",
    "count.table.log_help": "A logarithmic colour scale. Counts span five orders of magnitude: a log scale shows the "
                            "rare pairs too.",
    "count.table.empty": "Mark empty cells",
    "count.table.numbers": "Numbers",
    "count.table.numbers_help": "Write each cell's value in it: counts (.5k = about five hundred, 2k = about two "
                                "thousand) or probabilities in percent. The colour bar is hidden then; hover a cell "
                                "for the exact values.",
    "count.table.x": "next character",
    "count.table.y": "current character",
    "count.table.hover": "%{y} → %{x}<br>count %{customdata[0]:,}<br>P(%{x} | %{y}) = "
                         "%{customdata[1]:.4f}<extra></extra>",
    "count.table.colorbar.counts": "count",
    "count.table.colorbar.probs": "probability",
    "count.table.colorbar.log": "log10(1 + count)",
    "count.table.colorbar.logp": "log10 p",
    "count.table.click": "Click a cell, or pick a row here, to see that character's next-character distribution.",
    "count.row.pick": "Row",
    "count.row.title": "After “{ch}”: the next-character distribution (row total {total:,})",
    "count.row.top": "Most likely after `{ch}`: {items}",
    "count.row.book": "after a, add-one",
    "count.row.y": "P(next | {ch})",
    "count.row.uniform": "uniform 1/{v}",
    "count.sample.header": "Sampling: locally plausible, globally wrong",
    "count.sample.intro": "To sample, start at `.`, draw the next character from that row, move to the row of the "
                          "character you drew, and repeat until `.` comes up again. The seed is the sidebar's. The "
                          "book prints two results of its draws, and with its seed ({seed}), temperature 1, {n} names "
                          "and the unsmoothed table both come out here too: the sample `{sample}` and a longest "
                          "sample of {longest} letters.",
    "count.sample.n": "How many names",
    "count.sample.temperature": "Temperature",
    "count.sample.temperature_help": "Below 1 sharpens every row towards its most likely character; above 1 flattens "
                                     "it towards uniform. At 1 the table is used as it is.",
    "count.sample.names": "Samples",
    "count.sample.longest": "The longest is **{word}** ({n} letters).",
    "count.sample.book_value": "the longest of 20 samples has {n} letters; `{sample}` is among them",
    "count.sample.book_note": "seed, temperature 1, 20 names",
    "count.sample.follow": "Follow one sample step by step",
    "count.sample.col.step": "step",
    "count.sample.col.from": "from",
    "count.sample.col.to": "drew",
    "count.sample.col.p": "probability of that draw",
    "count.sample.col.count": "times this pair occurs in training",
    "count.sample.every_pair": "Every adjacent pair of **{word}** occurs in real names (the rarest {rarest} times), "
                               "yet the whole is {verdict}. The model remembers one character, so it cannot know a "
                               "name has already gone on too long.",
    "count.sample.verdict.real": "a real name from the training set",
    "count.sample.verdict.fake": "not a name in the training set",
    "count.sample.truncated": "This sample hit the {n}-character safety stop before drawing `.`.",
    "count.metrics.header": "How good is it? Loss, perplexity, bits",
    "count.metrics.intro": "The loss is the mean negative log-likelihood of the next character, in nats. Perplexity = "
                           "exp(loss) is the effective number of equally likely choices: the uniform model scores "
                           "exactly the vocabulary size. Bits per character = loss / ln 2. The smoothing α is the "
                           "control above the table.",
    "count.metrics.alpha": "Smoothing α",
    "count.metrics.alpha_help": "Added to every count before normalising. α = 0 is the raw table; α = 1 is add-one "
                                "smoothing.",
    "count.metrics.col.model": "model",
    "count.metrics.col.split": "split",
    "count.metrics.col.loss": "mean NLL (nats)",
    "count.metrics.col.ppl": "perplexity",
    "count.metrics.col.bits": "bits / char",
    "count.metrics.col.zero": "pairs with p = 0",
    "count.metrics.col.finite": "NLL over finite terms",
    "count.metrics.model.uniform": "uniform",
    "count.metrics.model.raw": "counts (α = 0)",
    "count.metrics.model.smooth": "counts + α = {alpha:g}",
    "count.metrics.summary": "Validation with α = {alpha:g}: loss **{loss}**, perplexity **{ppl}**.",
    "count.metrics.book_value": "loss {loss} nats, perplexity {ppl}; uniform {uloss} nats, perplexity {uppl}; "
                                "unsmoothed over the finite terms {finite}",
    "count.metrics.book_note": "α = 1, validation",
    "count.metrics.infinite": "With α = 0 the validation loss is **infinite**: {n} validation pair(s) fall in cells "
                              "that training never saw, each with probability 0 and log-probability −∞. The culprits:",
    "count.metrics.culprit": "`{a}→{b}`",
    "count.metrics.culprit_times": "`{a}→{b}` ×{c}",
    "count.empty.header": "The empty cells",
    "count.empty.intro": "A count table cannot generalise: a pair it has not seen gets probability zero, however "
                         "plausible. Smoothing is the patch, not a cure.",
    "count.empty.cells": "Empty cells",
    "count.empty.share": "Share",
    "count.empty.val_hits": "Validation hits",
    "count.empty.test_hits": "Test hits",
    "count.empty.book_value": "{cells} of {total} cells empty ({share}), {hits} validation pairs in them",
    "count.empty.list": "{split}: {pairs}",
    "count.empty.none": "{split}: none",
}
