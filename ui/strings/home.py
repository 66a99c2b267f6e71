"""Strings of the start page (the chain rule, live)."""

EN = {
    "home.title": "A language model scores every possible next token",
    "home.intro": "A language model does one small thing: given the tokens so far, it returns a probability for every "
                  "possible next token. Multiply those probabilities along a word and you get the probability of the "
                  "whole word: that is the **chain rule of probability**, and it holds for any sequence, no assumption needed. "
                  "Here the tokens are characters and the model is the simplest one there is: a table of how often each "
                  "character follows each other one in {n:,} names (add-one smoothed, so nothing is impossible).",
    "home.input": "Type a name",
    "home.input_help": "Letters only. Upper case is lowered; `.` marks the start and the end of the name.",
    "home.empty": "Type a name above to see its probability, one character at a time.",
    "home.unknown": "The model has never seen {chars}: it only knows these {v} symbols: {known}. Try **{suggestion}**.",
    "home.not_word": "Type a single word of letters: no spaces, digits or symbols.",
    "home.product": "P(**{word}**) = {factors}",
    "home.prob": "Probability of the whole name",
    "home.nll": "Total NLL (nats)",
    "home.per_char": "Mean NLL per character",
    "home.ppl": "Perplexity of this name",
    "home.factor_table": "Every factor of the product",
    "home.col.step": "step",
    "home.col.context": "after",
    "home.col.next": "next",
    "home.col.prob": "probability",
    "home.col.surprisal": "surprisal −log p (nats)",
    "home.bar_title": "Surprisal per character: tall bars are the surprises",
    "home.bar_x": "next character (after the previous one)",
    "home.bar_y": "−log p (nats)",
    "home.reading": "The total NLL is the sum of the bars, and the probability of the name is exp(−total). "
                    "A rare transition costs a tall bar, and one impossible transition would make the whole name impossible: "
                    "that is why the table is smoothed. Open **Count table** to see where each factor comes from.",
    "home.compare": "Compare",
    "home.compare_help": "A few names to try: a common one, a rare one, and a sampled one that is not a name.",
}
