"""Strings of the start page (the chain rule, live)."""

EN = {
    "home.title": "Every next token gets a probability",
    "home.lead": "A language model gives a probability to every possible next token. Type a name: each bar is one "
                 "factor of its probability, and tall bars are the surprises.",
    "home.more": "The chain rule, and what the count table assumes",
    "home.intro": "Multiply the next-token probabilities along a word and you get the probability of the whole word: "
                  "P(w) = P(w₁) · P(w₂ | w₁) · … · P(wₜ | w<ₜ) · …, the **chain rule of probability**. It is exact, "
                  "for any sequence, with no assumption. Here the tokens are characters and the model is the simplest "
                  "one there is: a table of how often each character follows each other one in the {n:,} training "
                  "names (add-one smoothed, so nothing is impossible). The table cannot give P(wₜ | w<ₜ): it only "
                  "knows the last character, so it replaces every factor by P(wₜ | wₜ₋₁). That replacement is the "
                  "**Markov assumption**, and it is the only approximation on this page: the product below is exact "
                  "for the bigram model, not for names. The comparison under the chart shows one factor both ways.",
    "home.input": "Type a name",
    "home.input_help": "Letters only. Upper case is lowered; `.` marks the start and the end of the name.",
    "home.err.empty": "Type a name above to see its probability, one character at a time.",
    "home.err.too_long": "That is {n} characters; a name here has at most {limit}.",
    "home.err.not_word": "Type a single word of letters: no spaces, digits or symbols.",
    "home.err.unknown": "The model has never seen {chars}: it only knows these {v} symbols: {known}.",
    "home.err.try": "Try **{suggestion}**.",
    "home.product": "P(**{word}**) = {factors}",
    "home.prob": "P(name)",
    "home.prob_help": "The probability of the whole name: the product of all the factors, exp(−total NLL).",
    "home.nll": "Total NLL (nats)",
    "home.per_char": "NLL per character",
    "home.ppl": "Perplexity",
    "home.factor_table": "Every factor of the product",
    "home.col.step": "step",
    "home.col.context": "after",
    "home.col.next": "next",
    "home.col.prob": "probability",
    "home.col.surprisal": "surprisal −log p (nats)",
    "home.bar_title": "Surprisal per character: tall bars are the surprises",
    "home.bar_x": "next character (after the previous one)",
    "home.bar_y": "−log p (nats)",
    "home.reading": "The total NLL is the sum of the bars, and the probability of the name is exp(−total). A rare "
                    "transition costs a tall bar, and one impossible transition would make the whole name impossible: "
                    "that is why the table is smoothed. Open **Count table** to see where each factor comes from.",
    "home.markov.header": "The Markov assumption, for one step",
    "home.markov.intro": "The chain rule asks for each character given everything before it; the bigram table answers "
                         "with the last character only. For the step below, the exact factor is measured on the "
                         "training names (the share of names that start this way and go on with this character).",
    "home.markov.exact": "Exact: P({char} | {prefix})",
    "home.markov.counts": "{k:,} of the {n:,} training names that start with `{prefix}` go on with `{char}`.",
    "home.markov.no_prefix": "No training name starts with `{prefix}`: the exact factor cannot be measured here.",
    "home.markov.bigram": "Bigram: P({char} | {last})",
    "home.markov.bigram_note": "What the table uses: it has forgotten everything before `{last}`.",
}
