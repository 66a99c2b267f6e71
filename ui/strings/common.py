"""Strings used across the app: navigation, the sidebar, data loading messages."""

# The project's name is a proper noun; Italian machine-learning texts call the test split "test" as English does.
SAME_AS_ENGLISH = {"common.app_title"}
SAME_AS_ENGLISH_BY_LANG = {"it": {"common.split.test"}, "hu": set()}

# The parameter whose count picks ``key@one`` (ui.i18n.t, CLDR plural rules): no "1 parole".
PLURAL = {"common.data.err.too_few": "count", "common.sidebar.dropped": "n", "common.data.err.no_valid": "dropped"}

EXPECTED_KEYS = (46, None, 1)   # English's (fewest keys, most or None, fewest with a placeholder): tests
NEUTRAL_LIMIT = 3   # at most this many language-neutral keys above (shared + longer per-language list)

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
    "common.sidebar.using": "Using {name}: {n:,} words, {v} symbols (`.` + {letters} letters).",
    "common.sidebar.dropped": "{n} line(s) set aside",
    "common.sidebar.dropped@one": "{n} line set aside",
    "common.sidebar.dropped_line": "line {line}: {text} ({reason})",
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
    "common.data.err.no_valid@one": "No line of that file is a single word of letters ({dropped} line set aside). "
                                    "Still using the default names.",
    "common.data.err.too_few": "That file has only {count} usable words; at least {minimum} are needed so that "
                               "training, validation and test each get some. Still using the default names.",
    "common.data.err.too_few@one": "That file has only {count} usable word; at least {minimum} are needed so that "
                                   "training, validation and test each get some. Still using the default names.",
    "common.split.train": "train",
    "common.split.val": "validation",
    "common.split.test": "test",
    "common.book": "book",
    "common.book_ref": "book: {value}",
    "common.book_ref_note": "book ({note}): {value}",
    "common.computed": "computed here",
}

# Italian terms follow chapters 000/001 (seme, addestramento, validazione, regola della catena); Hungarian ones
# chapter 003 (véletlenmag, tanítás, validáció, számlálótábla, perplexitás).
IT = {
    # the project's name, a proper noun: the same in every language
    "common.app_title": "Token by Token",
    "common.tagline": "Tocca con mano la matematica dei modelli linguistici.",
    "common.nav.home": "Inizio: la regola della catena",
    "common.nav.count": "Tabella dei conteggi",
    "common.nav.neural": "Modelli neurali",
    "common.nav.tokens": "Token e perplessità",
    "common.nav.attention": "Attenzione",
    "common.nav.rnn": "Gradienti nelle RNN",
    "common.nav.wordvec": "Vettori di parole",
    "common.nav.sentences": "Vettori contestuali e di frase",
    "common.nav.section.chars": "Modelli a caratteri",
    "common.nav.section.mechanisms": "Dentro la macchina",
    "common.nav.section.words": "Parole",
    "common.url.rejected": "Questo link conteneva un valore che la pagina non può usare, quindi al suo posto si vede "
                           "quello predefinito: {names}.",
    "common.sidebar.settings": "Impostazioni",
    "common.sidebar.language": "Lingua",
    "common.sidebar.seed": "Seme casuale",
    "common.sidebar.seed_help": "Ogni estrazione casuale dell'app parte da questo seme. {seed} è il seme del libro; "
                                "cambialo e condividi il link per dare a tutta la classe la stessa estrazione.",
    "common.sidebar.naming": "Nomi delle parti dell'attenzione",
    "common.sidebar.naming.ml": "Nomi del machine learning",
    "common.sidebar.naming.plain": "Nomi matematici semplici",
    "common.sidebar.naming_help": "I nomi consueti (query, chiave, valore, testa, softmax) o quelli semplici "
                                  "(prima, seconda, terza proiezione, relazione, logit multinomiale inverso).",
    "common.sidebar.data": "Elenco di parole",
    "common.sidebar.upload": "Carica il tuo elenco di parole",
    "common.sidebar.upload_help": "Un file di testo UTF-8, una parola per riga, al massimo {limit_mb} MB e "
                                  "{max_words:,} parole. Da ogni riga si tolgono gli spazi iniziali e finali e tutto "
                                  "passa in minuscolo; le righe con spazi, cifre o simboli vengono messe da parte.",
    "common.sidebar.using": "In uso {name}: {n:,} parole, {v} simboli (`.` + {letters} lettere).",
    "common.sidebar.dropped": "Righe messe da parte: {n}",
    'common.sidebar.dropped@one': 'Righe messe da parte: {n}',
    "common.sidebar.dropped_line": "riga {line}: {text} ({reason})",
    "common.sidebar.share": "La barra degli indirizzi contiene la pagina, il seme e i controlli principali: copiala "
                            "per condividere esattamente questa vista.",
    "common.data.reason.space": "contiene uno spazio",
    "common.data.reason.digit": "contiene una cifra",
    "common.data.reason.symbol": "contiene un simbolo o un'emoji",
    "common.data.reason.too_long": "più lunga di 40 lettere",
    "common.data.err.too_large": "Quel file pesa {size:,} byte; il limite è {limit:,}. Restano in uso i nomi "
                                 "predefiniti.",
    "common.data.err.not_utf8": "Quel file non è testo UTF-8 (byte non valido alla posizione {position}). Salvalo in "
                                "UTF-8 e caricalo di nuovo. Restano in uso i nomi predefiniti.",
    "common.data.err.too_many": "Quel file ha {count:,} parole; il limite è {limit:,}. Restano in uso i nomi "
                                "predefiniti.",
    "common.data.err.empty": "Quel file è vuoto. Restano in uso i nomi predefiniti.",
    "common.data.err.no_valid": "Nessuna riga di quel file è una singola parola fatta di lettere ({dropped} righe "
                                "messe da parte). Restano in uso i nomi predefiniti.",
    'common.data.err.no_valid@one': 'Nessuna riga di quel file è una singola parola fatta di lettere ({dropped} riga '
                                    'messa da parte). Restano in uso i nomi predefiniti.',
    "common.data.err.too_few": "Parole utilizzabili nel file: {count}; ne servono almeno {minimum}, perché "
                               "addestramento, validazione e test ne ricevano qualcuna ciascuno. Restano in uso i "
                               "nomi predefiniti.",
    "common.data.err.too_few@one": "Il file ha una sola parola utilizzabile ({count}); ne servono almeno "
                                   "{minimum}, perché addestramento, validazione e test ne ricevano qualcuna "
                                   "ciascuno. Restano in uso i nomi predefiniti.",
    "common.split.train": "addestramento",
    "common.split.val": "validazione",
    # Italian ML texts say "test" too (insieme di test)
    "common.split.test": "test",
    "common.book": "libro",
    "common.book_ref": "libro: {value}",
    "common.book_ref_note": "libro ({note}): {value}",
    "common.computed": "calcolato qui",
}

HU = {
    # the project's name, a proper noun: the same in every language
    "common.app_title": "Token by Token",
    "common.tagline": "A nyelvi modellek matematikája, kézzelfoghatóan.",
    "common.nav.home": "Kezdés: a láncszabály",
    "common.nav.count": "Számlálótábla",
    "common.nav.neural": "Neurális modellek",
    "common.nav.tokens": "Tokenek és perplexitás",
    "common.nav.attention": "Figyelem (attention)",
    "common.nav.rnn": "RNN-gradiensek",
    "common.nav.wordvec": "Szóvektorok",
    "common.nav.sentences": "Kontextuális vektorok és mondatvektorok",
    "common.nav.section.chars": "Karaktermodellek",
    "common.nav.section.mechanisms": "A gépezet belseje",
    "common.nav.section.words": "Szavak",
    "common.url.rejected": "A hivatkozásban olyan érték volt, amelyet az oldal nem tud használni, ezért helyette az "
                           "alapértelmezett látszik: {names}.",
    "common.sidebar.settings": "Beállítások",
    "common.sidebar.language": "Nyelv",
    "common.sidebar.seed": "Véletlenmag",
    "common.sidebar.seed_help": "Az alkalmazás minden véletlen sorsolása ebből a magból indul. A könyv véletlenmagja "
                                "{seed}; ha megváltoztatod, és megosztod a hivatkozást, az egész osztály ugyanazt a "
                                "sorsolást kapja.",
    "common.sidebar.naming": "A figyelem részeinek elnevezése",
    "common.sidebar.naming.ml": "Gépi tanulási nevek",
    "common.sidebar.naming.plain": "Egyszerű matematikai nevek",
    "common.sidebar.naming_help": "A szokásos nevek (lekérdezés, kulcs, érték, fej, softmax; angolul query, key, "
                                  "value, head) vagy az egyszerűek (első, második, harmadik vetítés, kapcsolat, "
                                  "inverz multinomiális logit).",
    "common.sidebar.data": "Szólista",
    "common.sidebar.upload": "Saját szólista feltöltése",
    "common.sidebar.upload_help": "UTF-8 szövegfájl, soronként egy szó, legfeljebb {limit_mb} MB és {max_words:,} "
                                  "szó. A sorok két széléről levágjuk a szóközöket, és mindent kisbetűssé alakítunk; "
                                  "a szóközt, számjegyet vagy szimbólumot tartalmazó sorokat félretesszük.",
    "common.sidebar.using": "Használatban: {name}, {n:,} szó, {v} szimbólum (`.` + {letters} betű).",
    "common.sidebar.dropped": "Félretett sorok: {n}",
    'common.sidebar.dropped@one': 'Félretett sorok: {n}',
    "common.sidebar.dropped_line": "{line}. sor: {text} ({reason})",
    "common.sidebar.share": "A címsor tartalmazza az oldalt, a véletlenmagot és a fő beállításokat: másold ki, és "
                            "pontosan ezt a nézetet osztod meg.",
    "common.data.reason.space": "szóközt tartalmaz",
    "common.data.reason.digit": "számjegyet tartalmaz",
    "common.data.reason.symbol": "szimbólumot vagy emojit tartalmaz",
    "common.data.reason.too_long": "40 betűnél hosszabb",
    "common.data.err.too_large": "A fájl mérete {size:,} bájt; a korlát {limit:,}. Maradnak az alapértelmezett nevek.",
    "common.data.err.not_utf8": "A fájl nem UTF-8 szöveg (hibás bájt ezen a pozíción: {position}). Mentsd el UTF-8 "
                                "kódolással, és töltsd fel újra. Maradnak az alapértelmezett nevek.",
    "common.data.err.too_many": "A fájlban {count:,} szó van; a korlát {limit:,}. Maradnak az alapértelmezett nevek.",
    "common.data.err.empty": "A fájl üres. Maradnak az alapértelmezett nevek.",
    "common.data.err.no_valid": "A fájlban nincs olyan sor, amely egyetlen, csupa betűből álló szó ({dropped} "
                                "sor félretéve). Maradnak az alapértelmezett nevek.",
    'common.data.err.no_valid@one': 'A fájlban nincs olyan sor, amely egyetlen, csupa betűből álló szó ({dropped} sor '
                                    'félretéve). Maradnak az alapértelmezett nevek.',
    "common.data.err.too_few": "A fájlban csak {count} használható szó van; legalább {minimum} kell, hogy a tanító, "
                               "a validációs és a tesztrész is kapjon belőlük. Maradnak az alapértelmezett nevek.",
    "common.data.err.too_few@one": "A fájlban csak {count} használható szó van; legalább {minimum} kell, hogy a "
                                   "tanító, a validációs és a tesztrész is kapjon belőlük. Maradnak az "
                                   "alapértelmezett nevek.",
    "common.split.train": "tanító",
    'common.split.val': 'validációs',
    "common.split.test": "teszt",
    "common.book": "könyv",
    "common.book_ref": "könyv: {value}",
    "common.book_ref_note": "könyv ({note}): {value}",
    "common.computed": "itt számolva",
}
