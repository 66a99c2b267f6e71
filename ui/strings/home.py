"""Strings of the start page (the chain rule, live)."""

# A formula made only of placeholders and symbols reads the same in every language.
SAME_AS_ENGLISH = {"home.product"}

EXPECTED_KEYS = (34, None, 1)   # English's (fewest keys, most or None, fewest with a placeholder): tests
NEUTRAL_LIMIT = 2   # at most this many language-neutral keys above (shared + longer per-language list)

# The parameter whose count picks ``key@one`` (ui.i18n.t, CLDR plural rules): one parameter per key serves
# every language, so each text agrees with that one count only (no "1 tokens", "1 passate").
PLURAL = {
    "home.markov.counts": "n",
}

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
    "home.markov.counts": "Continuing with `{char}`: {k:,} of the {n:,} training names that start with `{prefix}`.",
    "home.markov.counts@one": "Continuing with `{char}`: {k:,} of the {n:,} training name that starts with `{prefix}`.",
    "home.markov.no_prefix": "No training name starts with `{prefix}`: the exact factor cannot be measured here.",
    "home.markov.bigram": "Bigram: P({char} | {last})",
    "home.markov.bigram_note": "What the table uses: it has forgotten everything before `{last}`.",
}

# Italian: regola della catena, ipotesi di Markov, sorpresa, log-verosimiglianza negativa, livellamento,
# perplessità; Hungarian: láncszabály, Markov-feltevés, meglepetés, negatív log-likelihood, simítás,
# perplexitás. The English term is kept in parentheses once, where the concept is introduced.
IT = {
    "home.title": "Ogni token successivo riceve una probabilità",
    "home.lead": "Un modello linguistico assegna una probabilità a ogni possibile token successivo. Scrivi un nome: "
                 "ogni barra è un fattore della sua probabilità, e le barre alte sono le sorprese.",
    "home.more": "La regola della catena, e che cosa presuppone la tabella dei conteggi",
    "home.intro": "Moltiplicando le probabilità del token successivo lungo una parola si ottiene la probabilità "
                  "della parola intera: P(w) = P(w₁) · P(w₂ | w₁) · … · P(wₜ | w<ₜ) · …, la **regola della catena "
                  "della probabilità** (chain rule). È esatta, per qualunque sequenza, senza alcuna ipotesi. Qui i "
                  "token sono caratteri e il modello è il più semplice che esista: una tabella che conta quante "
                  "volte ogni carattere segue ciascun altro nei {n:,} nomi di addestramento (con smoothing "
                  "add-one, così nulla è impossibile). La tabella non può dare P(wₜ | w<ₜ): conosce solo l'ultimo "
                  "carattere, quindi sostituisce ogni fattore con P(wₜ | wₜ₋₁). Questa sostituzione è l'**ipotesi "
                  "di Markov** (Markov assumption), ed è l'unica approssimazione di questa pagina: il prodotto qui "
                  "sotto è esatto per il modello a bigrammi, non per i nomi. Il confronto sotto il grafico mostra "
                  "un fattore calcolato nei due modi.",
    "home.input": "Scrivi un nome",
    "home.input_help": "Solo lettere. Le maiuscole diventano minuscole; `.` segna l'inizio e la fine del nome.",
    "home.err.empty": "Scrivi un nome qui sopra per vederne la probabilità, un carattere alla volta.",
    "home.err.too_long": "Sono {n} caratteri; qui un nome ne ha al massimo {limit}.",
    "home.err.not_word": "Scrivi una sola parola fatta di lettere: niente spazi, cifre o simboli.",
    "home.err.unknown": "Il modello non ha mai visto {chars}: conosce solo questi {v} simboli: {known}.",
    "home.err.try": "Prova con **{suggestion}**.",
    # a formula with placeholders only: the same in every language
    "home.product": "P(**{word}**) = {factors}",
    "home.prob": "P(nome)",
    "home.prob_help": "La probabilità del nome intero: il prodotto di tutti i fattori, exp(−NLL totale).",
    "home.nll": "NLL totale (nat)",
    "home.per_char": "NLL per carattere",
    "home.ppl": "Perplessità",
    "home.factor_table": "Tutti i fattori del prodotto",
    "home.col.step": "passo",
    "home.col.context": "precedente",
    "home.col.next": "successivo",
    "home.col.prob": "probabilità",
    "home.col.surprisal": "sorpresa −log p (nat)",
    "home.bar_title": "Sorpresa (surprisal) per carattere: le barre alte sono le sorprese",
    "home.bar_x": "carattere successivo (dopo il precedente)",
    "home.bar_y": "−log p (nat)",
    "home.reading": "La NLL (log-verosimiglianza negativa) totale è la somma delle barre, e la probabilità del "
                    "nome è exp(−totale). Una transizione rara costa una barra alta, e una sola transizione "
                    "impossibile renderebbe impossibile l'intero nome: per questo alla tabella si applica lo "
                    "smoothing. Apri **Tabella dei conteggi** per vedere da dove viene ogni fattore.",
    "home.markov.header": "L'ipotesi di Markov su un singolo passo",
    "home.markov.intro": "La regola della catena chiede la probabilità di ogni carattere dato tutto ciò che lo "
                         "precede; la tabella dei bigrammi risponde guardando solo l'ultimo carattere. Per il "
                         "passo qui sotto il fattore esatto è misurato sui nomi di addestramento (la quota dei "
                         "nomi che iniziano così e proseguono con questo carattere).",
    "home.markov.exact": "Esatto: P({char} | {prefix})",
    "home.markov.counts": "Dei nomi di addestramento che iniziano con `{prefix}` ({n:,}), proseguono con `{char}`: "
                          "{k:,}.",
    "home.markov.counts@one": "Dei nomi di addestramento che iniziano con `{prefix}` ({n:,}), proseguono con `{char}`: "
                              "{k:,}.",
    "home.markov.no_prefix": "Nessun nome di addestramento inizia con `{prefix}`: qui il fattore esatto non si può "
                             "misurare.",
    "home.markov.bigram": "Bigramma: P({char} | {last})",
    "home.markov.bigram_note": "Ecco che cosa usa la tabella: ha dimenticato tutto ciò che viene prima di `{last}`.",
}

HU = {
    "home.title": "Minden következő token valószínűséget kap",
    "home.lead": "Egy nyelvi modell minden lehetséges következő tokenhez valószínűséget rendel. Írj be egy nevet: "
                 "minden oszlop a név valószínűségének egy tényezője, a magas oszlopok pedig a meglepetések.",
    "home.more": "A láncszabály, és amit a számlálótábla feltételez",
    "home.intro": "Ha egy szó mentén összeszorozzuk a következő token valószínűségeit, az egész szó valószínűségét "
                  "kapjuk: P(w) = P(w₁) · P(w₂ | w₁) · … · P(wₜ | w<ₜ) · …, ez a **valószínűség láncszabálya** "
                  "(chain rule). Pontos, bármely sorozatra, mindenféle feltevés nélkül. Itt a tokenek karakterek, "
                  "a modell pedig a lehető legegyszerűbb: egy tábla arról, hogy a tanítóhalmaz {n:,} nevében "
                  "melyik karakter hányszor követ egy másikat (+1-es, ún. add-one simítással, így semmi sem "
                  "lehetetlen). A tábla nem tudja megadni P(wₜ | w<ₜ) értékét: csak az utolsó karaktert ismeri, "
                  "ezért minden tényező helyére P(wₜ | wₜ₋₁) kerül. Ez a csere a **Markov-feltevés** (Markov "
                  "assumption), és ez az egyetlen közelítés ezen az oldalon: a lenti szorzat a bigram modellre "
                  "pontos, a nevekre nem. A grafikon alatti összevetés egy tényezőt mindkét módon kiszámol.",
    "home.input": "Írj be egy nevet",
    "home.input_help": "Csak betűk. A nagybetűkből kisbetű lesz; a `.` a név elejét és végét jelöli.",
    "home.err.empty": "Írj be fent egy nevet, és karakterről karakterre látod a valószínűségét.",
    "home.err.too_long": "Ez {n} karakter; itt egy név legfeljebb {limit} karakteres lehet.",
    "home.err.not_word": "Egyetlen, csupa betűből álló szót írj be: szóköz, számjegy és szimbólum nélkül.",
    "home.err.unknown": "A modell számára ismeretlen: {chars}. Csak ezeket a szimbólumokat ismeri ({v} darab): "
                        "{known}.",
    "home.err.try": "Próbáld így: **{suggestion}**.",
    # a formula with placeholders only: the same in every language
    "home.product": "P(**{word}**) = {factors}",
    "home.prob": "P(név)",
    "home.prob_help": "Az egész név valószínűsége: az összes tényező szorzata, exp(−teljes NLL).",
    "home.nll": "Teljes NLL (nat)",
    "home.per_char": "NLL karakterenként",
    "home.ppl": "Perplexitás",
    "home.factor_table": "A szorzat összes tényezője",
    "home.col.step": "lépés",
    "home.col.context": "előző",
    "home.col.next": "következő",
    "home.col.prob": "valószínűség",
    "home.col.surprisal": "meglepetés −log p (nat)",
    "home.bar_title": "Meglepetés (surprisal) karakterenként: a magas oszlopok a meglepetések",
    "home.bar_x": "következő karakter (az előző után)",
    "home.bar_y": "−log p (nat)",
    "home.reading": "A teljes NLL (negatív log-likelihood) az oszlopok összege, a név valószínűsége pedig "
                    "exp(−teljes). Egy ritka átmenetnek magas oszlop az ára, egyetlen lehetetlen átmenet pedig az "
                    "egész nevet lehetetlenné tenné: ezért simítjuk a táblát. Nyisd meg a **Számlálótábla** "
                    "oldalt, és meglátod, honnan származik minden egyes tényező.",
    "home.markov.header": "A Markov-feltevés egyetlen lépésen",
    "home.markov.intro": "A láncszabály minden karakter valószínűségét az összes előtte álló ismeretében kérdezi; a "
                         "bigramtábla csak az utolsó karakter alapján felel. A lenti lépésnél a pontos tényezőt a "
                         "tanító neveken mérjük (azoknak a neveknek az aránya, amelyek így kezdődnek, és ezzel a "
                         "karakterrel folytatódnak).",
    "home.markov.exact": "Pontos: P({char} | {prefix})",
    "home.markov.counts": "A `{prefix}` kezdetű {n:,} tanító névből {k:,} folytatódik `{char}` karakterrel.",
    "home.markov.counts@one": "A `{prefix}` kezdetű {n:,} tanító névből {k:,} folytatódik `{char}` karakterrel.",
    "home.markov.no_prefix": "Egyetlen tanító név sem kezdődik így: `{prefix}`; a pontos tényezőt itt nem lehet "
                             "megmérni.",
    "home.markov.bigram": "Bigramtábla: P({char} | {last})",
    "home.markov.bigram_note": "Ezt használja a tábla: mindent elfelejtett, ami `{last}` előtt volt.",
}
