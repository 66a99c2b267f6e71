"""Strings used across the app: navigation, the sidebar, data loading messages."""

EN = {
    "common.app_title": "Token by Token",
    "common.tagline": "Touch the mathematics of language models.",
    "common.nav.home": "Start: the chain rule",
    "common.nav.count": "Count table",
    "common.nav.neural": "Neural models",
    "common.nav.tokens": "Tokens and perplexity",
    "common.nav.attention": "Attention",
    "common.nav.rnn": "RNN gradients",
    "common.nav.wordvec": "Word vectors",
    "common.nav.sentences": "Contextual and sentence vectors",
    "common.nav.section.chars": "Character models",
    "common.nav.section.mechanisms": "Inside the machine",
    "common.nav.section.words": "Words",
    "common.url.rejected": "This link had a value the page cannot use, so the default is shown instead: {names}.",
    "common.sidebar.settings": "Settings",
    "common.sidebar.language": "Language",
    "common.sidebar.seed": "Random seed",
    "common.sidebar.seed_help": "Every random draw in the app starts from this seed. {seed} is the book's seed; "
                                "change it and share the link to give the class the same draw.",
    "common.sidebar.naming": "Names for the parts of attention",
    "common.sidebar.naming.ml": "Machine-learning names",
    "common.sidebar.naming.plain": "Plain mathematical names",
    "common.sidebar.naming_help": "The usual names (query, key, value, head, softmax) or the plain ones (first, "
                                  "second, third projection, relation, inverse multinomial logit).",
    "common.sidebar.data": "Word list",
    "common.sidebar.upload": "Upload your own word list",
    "common.sidebar.upload_help": "A UTF-8 text file, one word per line, at most {limit_mb} MB and {max_words:,} "
                                  "words. Lines are trimmed and lower-cased; lines with spaces, digits or symbols are "
                                  "set aside.",
    "common.sidebar.using": "Using **{name}**: {n:,} words, {v} symbols (`.` + {letters} letters).",
    "common.sidebar.dropped": "{n} line(s) set aside",
    "common.sidebar.dropped_line": "line {line}: `{text}` ({reason})",
    "common.sidebar.share": "The address bar holds the page, the seed and the main controls: copy it to share this "
                            "exact view.",
    "common.data.reason.space": "contains a space",
    "common.data.reason.digit": "contains a digit",
    "common.data.reason.symbol": "contains a symbol or emoji",
    "common.data.reason.too_long": "longer than 40 letters",
    "common.data.err.too_large": "That file is {size:,} bytes; the limit is {limit:,}. Still using the default names.",
    "common.data.err.not_utf8": "That file is not UTF-8 text (bad byte at position {position}). Save it as UTF-8 and "
                                "upload again. Still using the default names.",
    "common.data.err.too_many": "That file has {count:,} words; the limit is {limit:,}. Still using the default names.",
    "common.data.err.empty": "That file is empty. Still using the default names.",
    "common.data.err.no_valid": "No line of that file is a single word of letters ({dropped} lines set aside). Still "
                                "using the default names.",
    "common.data.err.too_few": "That file has only {count} usable word(s); at least {minimum} are needed so that "
                               "training, validation and test each get some. Still using the default names.",
    "common.split.train": "train",
    "common.split.val": "validation",
    "common.split.test": "test",
    "common.book": "book",
    "common.book_ref": "book: {value}",
    "common.book_ref_note": "book ({note}): {value}",
    "common.computed": "computed here",
}
