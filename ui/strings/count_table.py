"""Strings of the count-table page."""

# Symbol-only strings that read the same in every language; everything else must be translated.
SAME_AS_ENGLISH = {
    "count_table.table.colorbar.logp",                                  # log10 p
    "count_table.metrics.culprit", "count_table.metrics.culprit_times",       # `a→b`, `a→b` ×c
    "count_table.empty.list",                                           # {split}: {pairs}
}
# The Italian chapter's own word for smoothing is "smoothing" (issue 22: one term, the chapter's).
SAME_AS_ENGLISH_BY_LANG = {"it": {"count_table.metrics.alpha"}, "hu": set()}
# A Plotly hovertemplate, not a Python template: its %{...} fields are filled by Plotly in the browser.
PLOTLY_TEMPLATES = {"count_table.table.hover"}

EXPECTED_KEYS = (71, None, 20)   # English's (fewest keys, most or None, fewest with a placeholder): tests

# The parameter whose count picks ``key@one`` (ui.i18n.t, CLDR plural rules): one parameter per key serves
# every language, so each text agrees with that one count only (no "1 tokens", "1 passate").
PLURAL = {
    "count_table.sample.every_pair": "rarest",
    "count_table.metrics.infinite": "n",
}

EN = {
    "count_table.title": "The count table: a model you can read",
    "count_table.lead": "Each row is a distribution for the next character. Click a cell to read its row.",
    "count_table.more": "How the table is built",
    "count_table.intro": "Take every name, frame it with `.` at both ends, and count how often each character follows "
                         "each other one. Divide every row by its total and each row becomes a probability "
                         "distribution for the next character: this division is the maximum-likelihood estimate, "
                         "nothing more. The table below is built from the {n_train:,} training names of a fixed "
                         "80/10/10 split ({n_val:,} validation, {n_test:,} test), {n_pairs:,} character pairs in all.",
    "count_table.table.view": "Show",
    "count_table.table.view.counts": "counts",
    "count_table.table.view.probs": "probabilities",
    "count_table.table.log": "Log colour",
    "count_table.table.log_help": "A logarithmic colour scale. Counts span five orders of magnitude: a log scale "
                                  "shows the rare pairs too.",
    "count_table.table.empty": "Mark empty cells",
    "count_table.table.numbers": "Numbers",
    "count_table.table.numbers_help": "Write each cell's value in it: counts (.5k = about five hundred, 2k = about two "
                                "thousand) or probabilities in percent. The colour bar is hidden then; hover a cell "
                                "for the exact values.",
    "count_table.table.x": "next character",
    "count_table.table.y": "current character",
    "count_table.table.hover": "%{y} → %{x}<br>count %{customdata[0]:,}<br>P(%{x} | %{y}) = "
                         "%{customdata[1]:.4f}<extra></extra>",
    "count_table.table.colorbar.counts": "count",
    "count_table.table.colorbar.probs": "probability",
    "count_table.table.colorbar.log": "log10(1 + count)",
    "count_table.table.colorbar.logp": "log10 p",
    "count_table.table.click": "Click a cell, or pick a row here, to see that character's next-character distribution.",
    "count_table.row.pick": "Row",
    "count_table.row.title": "After “{ch}”: the next-character distribution (row total {total:,})",
    "count_table.row.top": "Most likely after `{ch}`: {items}",
    "count_table.row.book": "after a, add-one",
    "count_table.row.y": "P(next | {ch})",
    "count_table.row.uniform": "uniform 1/{v}",
    "count_table.sample.header": "Sampling: locally plausible, globally wrong",
    "count_table.sample.intro": "To sample, start at `.`, draw the next character from that row, move to the row of "
                                "the character you drew, and repeat until `.` comes up again. The seed is the "
                                "sidebar's. The book prints two results of its draws, and with its seed ({seed}), "
                                "temperature 1, {n} names and the unsmoothed table both come out here too: the sample "
                                "`{sample}` and a longest sample of {longest} letters.",
    "count_table.sample.intro_own": "To sample, start at `.`, draw the next character from that row, move to the row "
                                    "of the character you drew, and repeat until `.` comes up again. The seed is the "
                                    "sidebar's. These samples come from your word list's table.",
    "count_table.sample.n": "How many names",
    "count_table.sample.temperature": "Temperature",
    "count_table.sample.temperature_help": "Below 1 sharpens every row towards its most likely character; above 1 "
                                           "flattens it towards uniform. At 1 the table is used as it is.",
    "count_table.sample.names": "Samples",
    "count_table.sample.longest": "The longest is **{word}** ({n} letters).",
    "count_table.sample.book_value": "the longest of 20 samples has {n} letters; `{sample}` is among them",
    "count_table.sample.book_note": "seed, temperature 1, 20 names",
    "count_table.sample.follow": "Follow one sample step by step",
    "count_table.sample.col.step": "step",
    "count_table.sample.col.from": "from",
    "count_table.sample.col.to": "drew",
    "count_table.sample.col.p": "probability of that draw",
    "count_table.sample.col.count": "times this pair occurs in training",
    "count_table.sample.every_pair": "Every adjacent pair of **{word}** occurs in real names (the rarest {rarest} "
                                     "times), yet the whole is {verdict}. The model remembers one character, so it "
                                     "cannot know a name has already gone on too long.",
    "count_table.sample.every_pair@one": "Every adjacent pair of **{word}** occurs in real names (the rarest only "
                                         "once), yet the whole is {verdict}. The model remembers one character, so it "
                                         "cannot know a name has already gone on too long.",
    "count_table.sample.verdict.real": "a real name from the training set",
    "count_table.sample.verdict.fake": "not a name in the training set",
    "count_table.sample.truncated": "This sample hit the {n}-character safety stop before drawing `.`.",
    "count_table.metrics.header": "How good is it? Loss, perplexity, bits",
    "count_table.metrics.intro": "The loss is the mean negative log-likelihood of the next character, in nats. "
                                 "Perplexity = exp(loss) is the effective number of equally likely choices: the "
                                 "uniform model scores exactly the vocabulary size. Bits per character = loss / ln 2. "
                                 "The smoothing α is the control above the table.",
    "count_table.metrics.alpha": "Smoothing α",
    "count_table.metrics.alpha_help": "Added to every count before normalising. α = 0 is the raw table; α = 1 is "
                                      "add-one smoothing.",
    "count_table.metrics.col.model": "model",
    "count_table.metrics.col.split": "split",
    "count_table.metrics.col.loss": "mean NLL (nats)",
    "count_table.metrics.col.ppl": "perplexity",
    "count_table.metrics.col.bits": "bits / char",
    "count_table.metrics.col.zero": "pairs with p = 0",
    "count_table.metrics.col.finite": "NLL over finite terms",
    "count_table.metrics.model.uniform": "uniform",
    "count_table.metrics.model.raw": "counts (α = 0)",
    "count_table.metrics.model.smooth": "counts + α = {alpha:g}",
    "count_table.metrics.summary": "Validation with α = {alpha:g}: loss **{loss}**, perplexity **{ppl}**.",
    "count_table.metrics.book_value": "loss {loss} nats, perplexity {ppl}; uniform {uloss} nats, perplexity {uppl}; "
                                "unsmoothed over the finite terms {finite}",
    "count_table.metrics.book_note": "α = 1, validation",
    "count_table.metrics.infinite": "With α = 0 the validation loss is **infinite**: {n} validation pairs fall in "
                                    "cells that training never saw, each with probability 0 and log-probability −∞. "
                                    "The culprits:",
    "count_table.metrics.infinite@one": "With α = 0 the validation loss is **infinite**: {n} validation pair falls in "
                                        "a cell that training never saw, with probability 0 and log-probability −∞. "
                                        "The culprit:",
    "count_table.metrics.culprit": "`{a}→{b}`",
    "count_table.metrics.culprit_times": "`{a}→{b}` ×{c}",
    "count_table.empty.header": "The empty cells",
    "count_table.empty.intro": "A count table cannot generalise: a pair it has not seen gets probability zero, however "
                         "plausible. Smoothing is the patch, not a cure.",
    "count_table.empty.cells": "Empty cells",
    "count_table.empty.share": "Share",
    "count_table.empty.val_hits": "Validation hits",
    "count_table.empty.test_hits": "Test hits",
    "count_table.empty.book_value": "{cells} of {total} cells empty ({share}), {hits} validation pairs in them",
    "count_table.empty.list": "{split}: {pairs}",
    "count_table.empty.none": "{split}: none",
}

# The Italian and Hungarian catalogues. Terms follow the source chapters and the tokens page (Italian: tabella dei
# conteggi, loss, perplessità, log-verosimiglianza negativa, campione, seme, addestramento / validazione / test;
# Hungarian: számlálótábla, veszteség, perplexitás, negatív log-likelihood, minta, véletlenmag, tanító / validációs
# / teszt). Smoothing is "livellamento" / "simítás", with the English term once where it is introduced.
# "count_table.table.hover" is a Plotly hovertemplate: its %{...} fields are Plotly's, not Python placeholders.
IT = {
    "count_table.title": "La tabella dei conteggi: un modello che si può leggere",
    "count_table.lead": "Ogni riga è una distribuzione per il carattere successivo. Fai clic su una cella per "
                        "leggerne la riga.",
    "count_table.more": "Come si costruisce la tabella",
    "count_table.intro": "Si prende ogni nome, lo si racchiude fra due `.`, uno all'inizio e uno alla fine, e si conta "
                   "quante volte ciascun carattere segue ciascun altro. Dividendo ogni riga per il suo totale, ogni "
                   "riga diventa una distribuzione di probabilità per il carattere successivo: questa divisione è la "
                   "stima di massima verosimiglianza, niente di più. La tabella qui sotto è costruita sui {n_train:,} "
                   "nomi di addestramento di una suddivisione fissa 80/10/10 ({n_val:,} di validazione, {n_test:,} di "
                   "test), in tutto {n_pairs:,} coppie di caratteri.",
    "count_table.table.view": "Mostra",
    "count_table.table.view.counts": "conteggi",
    "count_table.table.view.probs": "probabilità",
    "count_table.table.log": "Scala di colori logaritmica",
    "count_table.table.log_help": "Una scala di colori logaritmica. I conteggi coprono cinque ordini di grandezza: la "
                                  "scala logaritmica fa vedere anche le coppie rare.",
    "count_table.table.empty": "Evidenzia le celle vuote",
    "count_table.table.numbers": "Numeri",
    "count_table.table.numbers_help": "Scrive in ogni cella il suo valore: i conteggi (,5k = circa cinquecento, 2k = "
                                "circa duemila) oppure le probabilità in percentuale. In questo caso la barra dei "
                                "colori sparisce; passa il mouse su una cella per i valori esatti.",
    "count_table.table.x": "carattere successivo",
    "count_table.table.y": "carattere attuale",
    "count_table.table.hover": "%{y} → %{x}<br>conteggio %{customdata[0]:,}<br>P(%{x} | %{y}) = "
                         "%{customdata[1]:.4f}<extra></extra>",
    "count_table.table.colorbar.counts": "conteggio",
    "count_table.table.colorbar.probs": "probabilità",
    "count_table.table.colorbar.log": "log10(1 + conteggio)",
    "count_table.table.colorbar.logp": "log10 p",
    "count_table.table.click": "Fai clic su una cella, o scegli qui una riga, per vedere la distribuzione del "
                               "carattere che segue quel carattere.",
    "count_table.row.pick": "Riga",
    "count_table.row.title": "Dopo «{ch}»: la distribuzione del carattere successivo (totale della riga {total:,})",
    "count_table.row.top": "I più probabili dopo `{ch}`: {items}",
    "count_table.row.book": "dopo a, add-one",
    "count_table.row.y": "P(successivo | {ch})",
    "count_table.row.uniform": "uniforme 1/{v}",
    "count_table.sample.header": "Campionare: plausibile da vicino, sbagliato nell'insieme",
    "count_table.sample.intro": "Per campionare si parte da `.`, si estrae il carattere successivo da quella riga, si "
                          "passa alla riga del carattere estratto e si ripete finché non esce di nuovo `.`. Il "
                          "seme è quello della barra laterale. Il libro stampa due risultati delle sue estrazioni "
                          "e, con il suo seme ({seed}), temperatura 1, {n} nomi e la tabella senza smoothing, "
                          "escono entrambi anche qui: il campione `{sample}` e il campione più lungo, di {longest} "
                          "lettere.",
    "count_table.sample.intro_own": "Per campionare si parte da `.`, si estrae il carattere successivo da quella "
                                    "riga, si passa alla riga del carattere estratto e si ripete finché non esce di "
                                    "nuovo `.`. Il seme è quello della barra laterale. Questi campioni vengono dalla "
                                    "tabella del tuo elenco di parole.",
    "count_table.sample.n": "Quanti nomi",
    "count_table.sample.temperature": "Temperatura",
    "count_table.sample.temperature_help": "Sotto 1 ogni riga si concentra sul suo carattere più probabile; sopra 1 si "
                                     "appiattisce verso l'uniforme. A 1 la tabella si usa così com'è.",
    "count_table.sample.names": "Campioni",
    "count_table.sample.longest": "Il più lungo è **{word}** ({n} lettere).",
    "count_table.sample.book_value": "il più lungo dei 20 campioni ha {n} lettere; fra questi c'è `{sample}`",
    "count_table.sample.book_note": "seme, temperatura 1, 20 nomi",
    "count_table.sample.follow": "Segui un campione passo per passo",
    "count_table.sample.col.step": "passo",
    "count_table.sample.col.from": "da",
    "count_table.sample.col.to": "estratto",
    "count_table.sample.col.p": "probabilità di quell'estrazione",
    "count_table.sample.col.count": "quante volte la coppia compare nell'addestramento",
    "count_table.sample.every_pair": "Ogni coppia di caratteri adiacenti di **{word}** compare in nomi veri (la più "
                                     "rara {rarest} volte), eppure il tutto è {verdict}. Il modello ricorda un solo "
                                     "carattere, quindi non può sapere che un nome è già troppo lungo.",
    "count_table.sample.every_pair@one": "Ogni coppia di caratteri adiacenti di **{word}** compare in nomi veri (la "
                                         "più rara una volta sola), eppure il tutto è {verdict}. Il modello ricorda un "
                                         "solo carattere, quindi non può sapere che un nome è già troppo lungo.",
    "count_table.sample.verdict.real": "un nome vero dell'insieme di addestramento",
    "count_table.sample.verdict.fake": "un nome che nell'insieme di addestramento non c'è",
    "count_table.sample.truncated": "Questo campione si è fermato al limite di sicurezza di {n} caratteri prima di "
                                    "estrarre `.`.",
    "count_table.metrics.header": "Quanto è buono? Loss, perplessità, bit",
    "count_table.metrics.intro": "La loss è la log-verosimiglianza negativa media del carattere successivo, in nat. La "
                           "perplessità (perplexity) = exp(loss) è il numero effettivo di scelte ugualmente "
                           "probabili: per il modello uniforme vale esattamente la dimensione del vocabolario. I "
                           "bit per carattere = loss / ln 2. Lo smoothing α si regola con il cursore sopra la "
                           "tabella.",
    "count_table.metrics.alpha": "Smoothing α",
    "count_table.metrics.alpha_help": "Si somma a ogni conteggio prima di normalizzare. α = 0 è la tabella grezza; α "
                                      "= 1 è lo smoothing add-one (di Laplace).",
    "count_table.metrics.col.model": "modello",
    "count_table.metrics.col.split": "insieme",
    "count_table.metrics.col.loss": "NLL media (nat)",
    "count_table.metrics.col.ppl": "perplessità",
    "count_table.metrics.col.bits": "bit / carattere",
    "count_table.metrics.col.zero": "coppie con p = 0",
    "count_table.metrics.col.finite": "NLL sui termini finiti",
    "count_table.metrics.model.uniform": "uniforme",
    "count_table.metrics.model.raw": "conteggi (α = 0)",
    "count_table.metrics.model.smooth": "conteggi + α = {alpha:g}",
    "count_table.metrics.summary": "Validazione con α = {alpha:g}: loss **{loss}**, perplessità **{ppl}**.",
    "count_table.metrics.book_value": "loss {loss} nat, perplessità {ppl}; uniforme {uloss} nat, perplessità {uppl}; "
                                "senza smoothing, sui soli termini finiti, {finite}",
    "count_table.metrics.book_note": "α = 1, validazione",
    "count_table.metrics.infinite": "Con α = 0 la loss di validazione è **infinita**: {n} coppie di validazione cadono "
                                    "in celle mai viste in addestramento, ciascuna con probabilità 0 e log-probabilità "
                                    "−∞. Le colpevoli:",
    "count_table.metrics.infinite@one": "Con α = 0 la loss di validazione è **infinita**: {n} coppia di validazione "
                                        "cade in una cella mai vista in addestramento, con probabilità 0 e "
                                        "log-probabilità −∞. La colpevole:",
    "count_table.metrics.culprit": "`{a}→{b}`",
    "count_table.metrics.culprit_times": "`{a}→{b}` ×{c}",
    "count_table.empty.header": "Le celle vuote",
    "count_table.empty.intro": "Una tabella di conteggi non sa generalizzare: una coppia mai vista riceve probabilità "
                         "zero, per quanto plausibile sia. Lo smoothing è una toppa, non una cura.",
    "count_table.empty.cells": "Celle vuote",
    "count_table.empty.share": "Quota",
    "count_table.empty.val_hits": "Coppie di validazione che vi cadono",
    "count_table.empty.test_hits": "Coppie di test che vi cadono",
    "count_table.empty.book_value": "{cells} celle vuote su {total} ({share}), in cui cadono {hits} coppie di "
                                    "validazione",
    "count_table.empty.list": "{split}: {pairs}",
    "count_table.empty.none": "{split}: nessuna",
}

HU = {
    "count_table.title": "A számlálótábla: egy modell, amelybe bele lehet látni",
    "count_table.lead": "Minden sor egy eloszlás a következő karakterre. Kattints egy cellára, és elolvashatod a "
                        "sorát.",
    "count_table.more": "Hogyan készül a tábla",
    "count_table.intro": "Vegyünk minden nevet, tegyünk az elejére és a végére egy-egy `.` jelet, és számoljuk meg "
                         "minden karakterpárra, hányszor követi az egyik karakter a másikat. Ha minden sort elosztunk "
                         "a saját összegével, minden sor valószínűségi eloszlás lesz a következő karakterre: ez az "
                         "osztás a maximum likelihood becslés, semmi több. Az alábbi tábla egy rögzített 80/10/10 "
                         "arányú felosztás {n_train:,} tanító nevéből készül ({n_val:,} validációs, {n_test:,} "
                         "teszt), összesen {n_pairs:,} karakterpárból.",
    "count_table.table.view": "Megjelenítés",
    "count_table.table.view.counts": "darabszámok",
    "count_table.table.view.probs": "valószínűségek",
    "count_table.table.log": "Logaritmikus színskála",
    "count_table.table.log_help": "Logaritmikus színskála. A darabszámok öt nagyságrendet fognak át: a logaritmikus "
                                  "skálán a ritka párok is látszanak.",
    "count_table.table.empty": "Üres cellák kiemelése",
    "count_table.table.numbers": "Számok",
    "count_table.table.numbers_help": "Minden cellába beírja az értékét: a darabszámot (,5k = nagyjából ötszáz, 2k = "
                                      "nagyjából kétezer) vagy a valószínűséget százalékban. Ilyenkor a színsáv "
                                      "eltűnik; a pontos értékekért vidd az egeret egy cella fölé.",
    "count_table.table.x": "következő karakter",
    "count_table.table.y": "aktuális karakter",
    "count_table.table.hover": "%{y} → %{x}<br>darabszám %{customdata[0]:,}<br>P(%{x} | %{y}) = "
                         "%{customdata[1]:.4f}<extra></extra>",
    "count_table.table.colorbar.counts": "darabszám",
    "count_table.table.colorbar.probs": "valószínűség",
    "count_table.table.colorbar.log": "log10(1 + darabszám)",
    "count_table.table.colorbar.logp": "log10 p",
    "count_table.table.click": "Kattints egy cellára, vagy válassz itt egy sort, és megjelenik, milyen eloszlással "
                               "jön a következő karakter az adott karakter után.",
    "count_table.row.pick": "Sor",
    "count_table.row.title": "„{ch}” után: a következő karakter eloszlása (a sor összege {total:,})",
    "count_table.row.top": "A legvalószínűbbek `{ch}` után: {items}",
    "count_table.row.book": "az „a” után, +1 simítás",
    "count_table.row.y": "P(következő | {ch})",
    "count_table.row.uniform": "egyenletes 1/{v}",
    "count_table.sample.header": "Mintavétel: lokálisan hihető, globálisan hibás",
    "count_table.sample.intro": "A mintavétel a `.` jellel indul: húzzuk ki a következő karaktert az adott sorból, "
                                "lépjünk át a kihúzott karakter sorára, és ismételjük, amíg újra `.` nem jön. A "
                                "véletlenmag az oldalsávé. A könyv a húzásai közül két eredményt közöl, és a könyv "
                                "véletlenmagjával ({seed}), 1-es hőmérséklettel, {n} névvel és simítás nélküli "
                                "táblával mindkettő itt is kijön: a `{sample}` minta és a leghosszabb, {longest} "
                                "betűs minta.",
    "count_table.sample.intro_own": "A mintavétel a `.` jellel indul: húzzuk ki a következő karaktert az adott sorból, "
                              "lépjünk át a kihúzott karakter sorára, és ismételjük, amíg újra `.` nem jön. A "
                              "véletlenmag az oldalsávé. Ezek a minták a saját szólistád táblájából jönnek.",
    "count_table.sample.n": "Hány név",
    "count_table.sample.temperature": "Hőmérséklet",
    "count_table.sample.temperature_help": "1 alatt minden sor a legvalószínűbb karaktere felé élesedik; 1 fölött az "
                                     "egyenletes eloszlás felé laposodik. 1-nél a táblát úgy használjuk, ahogy van.",
    "count_table.sample.names": "Minták",
    "count_table.sample.longest": "A leghosszabb: **{word}** ({n} betű).",
    "count_table.sample.book_value": "a 20 minta közül a leghosszabb {n} betűs; `{sample}` is köztük van",
    "count_table.sample.book_note": "véletlenmag, 1-es hőmérséklet, 20 név",
    "count_table.sample.follow": "Egy minta lépésről lépésre",
    "count_table.sample.col.step": "lépés",
    "count_table.sample.col.from": "honnan",
    "count_table.sample.col.to": "kihúzott",
    "count_table.sample.col.p": "a húzás valószínűsége",
    "count_table.sample.col.count": "hányszor fordul elő a pár a tanításban",
    "count_table.sample.every_pair": "**{word}** minden szomszédos karakterpárja előfordul valódi nevekben (a "
                                     "legritkább is {rarest} alkalommal), az egész viszont {verdict}. A modell "
                                     "egyetlen karakterre emlékszik, így nem tudhatja, hogy a név már túl hosszúra "
                                     "nyúlt.",
    "count_table.sample.every_pair@one": "**{word}** minden szomszédos karakterpárja előfordul valódi nevekben (a "
                                         "legritkább is egyszer), az egész viszont {verdict}. A modell egyetlen "
                                         "karakterre emlékszik, így nem tudhatja, hogy a név már túl hosszúra nyúlt.",
    "count_table.sample.verdict.real": "valódi név a tanítóhalmazból",
    "count_table.sample.verdict.fake": "nem szerepel a tanítóhalmaz nevei között",
    "count_table.sample.truncated": "Ez a minta elérte a biztonsági határt ({n} karakter), mielőtt `.` jött volna.",
    "count_table.metrics.header": "Mennyire jó? Veszteség, perplexitás, bitek",
    "count_table.metrics.intro": "A veszteség a következő karakter átlagos negatív log-likelihoodja, natban. A "
                                 "perplexitás (perplexity) = exp(veszteség) az egyformán valószínű választási "
                                 "lehetőségek effektív száma: az egyenletes modell értéke pontosan a szókészlet "
                                 "mérete. A bit per karakter = veszteség / ln 2. A simítás (smoothing) mértékét, az "
                                 "α-t a tábla fölötti csúszkán lehet állítani.",
    "count_table.metrics.alpha": "Simítás (α)",
    "count_table.metrics.alpha_help": "Normalizálás előtt minden darabszámhoz hozzáadjuk. α = 0 a nyers tábla; α = 1 a "
                                "+1-es (Laplace-) simítás.",
    "count_table.metrics.col.model": "modell",
    "count_table.metrics.col.split": "halmaz",
    "count_table.metrics.col.loss": "átlagos NLL (nat)",
    "count_table.metrics.col.ppl": "perplexitás",
    "count_table.metrics.col.bits": "bit / karakter",
    "count_table.metrics.col.zero": "p = 0 valószínűségű párok",
    "count_table.metrics.col.finite": "NLL a véges tagokon",
    "count_table.metrics.model.uniform": "egyenletes",
    "count_table.metrics.model.raw": "darabszámok (α = 0)",
    "count_table.metrics.model.smooth": "darabszámok + α = {alpha:g}",
    "count_table.metrics.summary": "Validáció α = {alpha:g} mellett: veszteség **{loss}**, perplexitás **{ppl}**.",
    "count_table.metrics.book_value": "veszteség {loss} nat, perplexitás {ppl}; egyenletes {uloss} nat, perplexitás "
                                      "{uppl}; simítás nélkül, csak a véges tagokon {finite}",
    "count_table.metrics.book_note": "α = 1, validáció",
    "count_table.metrics.infinite": "α = 0 mellett a validációs veszteség **végtelen**: {n} validációs pár olyan "
                                    "cellába esik, amelyet a tanítás sosem látott, mindegyik 0 valószínűséggel és −∞ "
                                    "log-valószínűséggel. Ezek okozzák:",
    "count_table.metrics.infinite@one": "α = 0 mellett a validációs veszteség **végtelen**: {n} validációs pár olyan "
                                        "cellába esik, amelyet a tanítás sosem látott, 0 valószínűséggel és −∞ "
                                        "log-valószínűséggel. Ez okozza:",
    "count_table.metrics.culprit": "`{a}→{b}`",
    "count_table.metrics.culprit_times": "`{a}→{b}` ×{c}",
    "count_table.empty.header": "Az üres cellák",
    "count_table.empty.intro": "Egy számlálótábla nem tud általánosítani: egy soha nem látott pár nulla "
                               "valószínűséget kap, bármennyire hihető is. A simítás csak folt, nem gyógymód.",
    "count_table.empty.cells": "Üres cellák",
    "count_table.empty.share": "Arány",
    "count_table.empty.val_hits": "Validációs találatok",
    "count_table.empty.test_hits": "Teszttalálatok",
    "count_table.empty.book_value": "{total} cellából {cells} üres ({share}), {hits} validációs pár esik beléjük",
    "count_table.empty.list": "{split}: {pairs}",
    "count_table.empty.none": "{split}: egy sincs",
}
