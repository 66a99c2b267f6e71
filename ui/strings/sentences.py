"""Strings of the sentences page (contextual vectors layer by layer, semantic search, which sentence vector)."""

# Product names read the same in every language. The default query is input data, not prose: it is one side of an
# STS-benchmark pair whose other side is in the (English) index, and both models were trained on English, so a
# translated query would no longer find its partner (the page's own test expects that hit).
SAME_AS_ENGLISH = {"sentences.short.minilm", "sentences.s2.default_query"}

EXPECTED_KEYS = (81, None, 25)   # English's (fewest keys, most or None, fewest with a placeholder): tests
NEUTRAL_LIMIT = 3   # at most this many language-neutral keys above (shared + longer per-language list)

# The parameter whose count picks ``key@one`` (ui.i18n.t, CLDR plural rules): one parameter per key serves
# every language, so each text agrees with that one count only (no "1 tokens", "1 passate").
PLURAL = {
    "sentences.s1.pieces": "n",
    "sentences.own.result": "n",
    "sentences.own.result_ask": "n",
}

EN = {
    "sentences.title": "Contextual and sentence vectors",
    "sentences.lead": "A table gives “bank” one vector everywhere; a transformer computes it from the sentence, and "
                 "one vector per sentence turns search into a single matrix product.",
    "sentences.intro_more": "About this page and its two models",
    "sentences.intro": "Two real models run here, both offline. **MiniLM** (all-MiniLM-L6-v2, {minilm:,} parameters, "
                       "the chapter's figure is {book_minilm}) was trained *contrastively*: pairs of paraphrases "
                       "pulled together, other sentences pushed apart. **Our masked LM** ({mlm:,} parameters, "
                       "{layers} layers) was trained by this app's script only to guess hidden words in the Brown + "
                       "Gutenberg corpus (lower-case words, no punctuation or digits), the objective of the chapter's "
                       "BERT-base ({book_bert} parameters, too large to ship). On held-out sentences it guesses "
                       "{acc:.1%} of the hidden word pieces, against {uni:.1%} for always guessing “{guess}”: it is "
                       "far from trained, and §1 measures whether it shows the chapter's lesson. Both models were "
                       "trained on English: text in another language is accepted and processed, but its vectors mean "
                       "little.",
    "sentences.model.minilm": "MiniLM (contrastive sentence model)",
    "sentences.model.mlm": "Our masked LM (guesses hidden words)",
    "sentences.short.minilm": "MiniLM",
    "sentences.short.mlm": "our masked LM",
    "sentences.loading": "Loading the two models (once per server)…",
    "sentences.failed": "A model could not be loaded ({error}); this section is skipped.",
    # §1
    "sentences.s1.title": "1. One vector per word, or one per occurrence",
    "sentences.s1.sentences": "**A** “{a}”  \n**B** “{b}”  \n**A′** (another river sentence) “{r}”  \n"
                         "**B′** (another money sentence) “{m}”",
    "sentences.s1.static": "**Static row.** cos(A, B) of the input-table rows of “bank” as each sentence feeds them "
                           "(the ids of its own pieces in A and in B): MiniLM **{minilm:.6f}**, our masked LM "
                           "**{mlm:.6f}** (book: {book}). A table lookup by id cannot depend on the sentence, so it "
                           "is 1 whenever both sentences cut “bank” into the same pieces.",
    "sentences.s1.chart": "“bank” by layer, {model}",
    "sentences.s1.layer": "layer (0 = embedding layer)",
    "sentences.s1.cos": "cosine",
    "sentences.s1.ab": "A vs B (river vs money)",
    "sentences.s1.river": "A vs A′ (two river sentences)",
    "sentences.s1.money": "B vs B′ (two money sentences)",
    "sentences.s1.pieces": "(“bank” is {n} word pieces here: {pieces}; a word cut into several pieces gets the average "
                           "of their vectors.)",
    "sentences.s1.pieces@one": "(“bank” is {n} word piece here: {pieces}; a word cut into several pieces gets the "
                               "average of their vectors.)",
    "sentences.s1.summary": "{model}: at layer {l} the two senses are at {ab:.3f} while the two river sentences are at "
                       "{river:.3f}: {verdict}",
    "sentences.s1.separated": "the senses have separated.",
    "sentences.s1.not_separated": "the senses have **not** separated more than the same sense in two sentences.",
    "sentences.s1.book_title": "The book's figures (BERT-base, 12 layers; not our models)",
    "sentences.s1.book_layer": "layer",
    "sentences.s1.why_differ": "The book's curves are BERT-base's (12 layers, {book_bert} parameters), as printed. "
                               "MiniLM has {minilm_layers} layers and was trained contrastively after its "
                               "pretraining; our masked LM has {mlm_layers} layers and was trained far less. So the "
                               "curves differ in depth, size and training; the separation layer above is computed "
                               "from each model's own curves.",
    "sentences.s1.layer0": "Layer 0 is not 1 even though it comes straight from the table: the embedding layer adds a "
                      "*position* vector, and “bank” sits at a different position in each sentence.",
    # own sentences
    "sentences.own.title": "Your own sentences",
    "sentences.own.english": "Any language is accepted and processed, but both models were trained on English: "
                        "vectors of other languages mean little.",
    "sentences.own.a": "First sentence",
    "sentences.own.b": "Second sentence",
    "sentences.own.word": "Word in both sentences",
    "sentences.own.model": "Model",
    "sentences.own.chart": "“{word}” in your two sentences, {model}: cosine by layer",
    "sentences.own.series": "your two sentences",
    "sentences.own.result": "Static row: {static:.6f} (the word's table rows as each sentence's own pieces give them). "
                            "Contextual, last layer: {last:.3f}. {word} is {n} pieces: {pieces}.",
    "sentences.own.result@one": "Static row: {static:.6f} (the word's table rows as each sentence's own pieces give "
                                "them). Contextual, last layer: {last:.3f}. {word} is {n} piece: {pieces}.",
    "sentences.own.result_ask": "Contextual, last layer: {last:.3f}. {word} is {n} pieces: {pieces}. (The static row "
                                "waits for the reveal.)",
    "sentences.own.result_ask@one": "Contextual, last layer: {last:.3f}. {word} is {n} piece: {pieces}. (The static "
                                    "row waits for the reveal.)",
    "sentences.err.empty": "A sentence is empty: type a sentence in both boxes.",
    "sentences.err.too_long_chars": "A sentence has {n} characters; the limit is {limit}.",
    "sentences.err.too_long_tokens": "A sentence is {n} word pieces long; this model takes at most {limit}.",
    "sentences.err.missing_word": "{word} does not occur as a whole word in both sentences.",
    "sentences.err.bad_word": "Type a single word (letters, digits, ' or -) that occurs in both sentences.",
    "sentences.err.query_empty": "Type a query to search the index.",
    "sentences.err.query_long": "The query has {n} characters; the limit is {limit}.",
    # §2
    "sentences.s2.title": "2. Semantic search is one matrix product",
    "sentences.s2.index": "The index: the first side of the {n} STS-benchmark test pairs with the highest human scores "
                     "({lo:g} to {hi:g} of 5; {eligible:,} pairs score at least {lo:g}, and among equal scores the "
                     "earlier pair in the file is taken; book: {book}); the other side is the query. {dups} sentences "
                     "are the first side of several pairs and fill {rows} rows ({distinct} distinct sentences): "
                     "identical rows tie, so a hit is when the first-ranked sentence has the text of the query's own "
                     "partner.",
    "sentences.s2.method": "Sentence vectors from",
    "sentences.s2.query": "Your query",
    "sentences.s2.default_query": "Someone wearing a tall hat is on horseback.",
    "sentences.s2.shapes": "E is {n} × {d}, q is 1 × {d}, scores = q @ Eᵀ is 1 × {n}; the four lines took {ms:.2f} ms.",
    "sentences.s2.overlap_note": "Word overlap has no vectors: each indexed sentence is scored by the Jaccard overlap "
                                 "of its word set with the query's ({n} comparisons, {ms:.2f} ms).",
    "sentences.s2.rank": "rank",
    "sentences.s2.score": "score",
    "sentences.s2.sentence": "indexed sentence",
    "sentences.s2.top1": "Top-1 accuracy on the {n} pairs, every method",
    # §3
    "sentences.s3.title": "3. Which sentence vector? The chapter's comparison, measured",
    "sentences.s3.data": "{n:,} STS-benchmark test pairs with human scores 0–5 (the chapter uses all {book}; the "
                    "{dropped:,} MSRpar and MSRvid pairs are left out because their Microsoft Research licence terms "
                    "need an agreement, so our numbers are on {n:,} pairs).",
    "sentences.s3.method": "method",
    "sentences.s3.spearman": "Spearman ρ (cosine vs human)",
    "sentences.s3.top1": "top-1 retrieval",
    "sentences.s3.source": "how",
    "sentences.s3.src.live": "computed from the text on each server start",
    "sentences.s3.src.pre": "embeddings precomputed by scripts/precompute_sentences.py (float16)",
    "sentences.s3.src.recomputed": "recomputed live just now",
    "sentences.s3.chart": "Spearman ρ between cosine and the human score",
    "sentences.m.overlap": "word overlap (Jaccard)",
    "sentences.m.glove": "averaged GloVe 50d",
    "sentences.m.w2v": "averaged word2vec (ours)",
    "sentences.m.mlm_mean": "masked LM, mean of last layer",
    "sentences.m.mlm_cls": "masked LM, first token [CLS]",
    "sentences.m.minilm": "MiniLM, mean-pooled",
    "sentences.s3.claims": "The chapter's claims, checked on our models",
    "sentences.claim.mean_vs_overlap": "The language model's mean pool is worse than counting shared words: "
                                  "ρ {a:.3f} vs {b:.3f}.",
    "sentences.claim.mean_vs_words": "It is also worse than averaging word vectors: ρ {a:.3f} vs the better averaged "
                                "set's {b:.3f}.",
    "sentences.claim.cls_vs_mean": "Its first token [CLS] is worse still: ρ {a:.3f} vs {b:.3f}.",
    "sentences.claim.minilm_wins": "The contrastive model wins: ρ {a:.3f}, the next best is {b:.3f}.",
    "sentences.claim.holds": "Holds here.",
    "sentences.claim.fails": "Does **not** hold on our models.",
    "sentences.s3.recompute": "Recompute the MiniLM row live",
    "sentences.s3.progress": "Encoding the sentences with MiniLM… {pct}%",
    "sentences.s3.done": "Encoded {n:,} sentences in {secs:.1f} s.",
    "sentences.s3.live_result": "Recomputed live: ρ {rho:.4f}, top-1 {top1:.1%} (precomputed float16: ρ {pre_rho:.4f}, "
                           "top-1 {pre_top1:.1%}).",
    "sentences.s3.pool": "Mean pooling = the average of the last layer's token vectors, padding masked out, then "
                         "scaled to length 1; [CLS] pooling takes the first token's vector alone.",
    "sentences.s1.sep.yes": "{model}: the senses separate from layer {l} on: from there to the last layer ({top}), A "
                            "vs B stays below both same-sense pairs (last layer: A vs B {ab:.3f}, A vs A′ "
                            "{river:.3f}, B vs B′ {money:.3f}).",
    "sentences.s1.sep.no": "{model}: the senses do **not** separate: at the last layer ({top}) A vs B is {ab:.3f}, not "
                      "below both same-sense pairs (A vs A′ {river:.3f}, B vs B′ {money:.3f}). This model does not "
                      "show the chapter's lesson; MiniLM and the book's table carry it.",
    "sentences.s3.full": "MiniLM on all {full:,} pairs (computed by scripts/precompute_sentences.py before the "
                         "licensed pairs were dropped): ρ {rho_full:.4f}, against {rho:.4f} on the {n:,} shipped "
                         "here. The model is the same; the pairs are not, so the number moves.",
    "sentences.claim.layer0": "But not for the chapter's reason: mean-pooling its layer 0 (the input table and "
                              "positions, no context at all) already gives ρ {l0:.3f}, against {last:.3f} for its "
                              "last layer; its context layers add {diff:+.3f}. Scored like this, our masked LM is "
                              "close to a bag of piece embeddings.",
    "sentences.s4.title": "4. What a sentence vector cannot see",
    "sentences.s4.intro": "Two sentences can share every word and mean different things: swap who does what to whom, "
                          "or add a “not”. Word overlap cannot tell such a pair apart by construction, and an average "
                          "of word vectors ignores the order. Type a pair and see the similarity under each method, "
                          "placed among the similarities the same method gives the STS paraphrase pairs (human score "
                          "at least {cut:g} of 5: {n:,} pairs).",
    "sentences.s4.defaults": "Two pairs to try: swapped subject and object, “{sa}” / “{sb}” (the default); an added "
                        "negation, “{na}” / “{nb}”. Both are always in the table.",
    "sentences.s4.col.yours": "your pair",
    "sentences.s4.col.swap": "swapped subject/object",
    "sentences.s4.col.negation": "added negation",
    "sentences.s4.col.median": "STS paraphrases: median",
    "sentences.s4.col.below": "STS paraphrases below your pair",
    "sentences.s4.result": "Under {method}, your pair scores {cos:.3f}: higher than {share:.0%} of the {n:,} STS "
                      "paraphrase pairs (their median is {median:.3f}).",
    "sentences.s4.a": "First sentence of the pair",
    "sentences.s4.b": "Second sentence of the pair",
}

# The Italian and Hungarian catalogues. Terms follow the source chapters and the word-vectors page (Italian: strato,
# embedding, coseno, addestrare, query; Hungarian: réteg, embedding tábla, koszinusz, tanítás, parafrázis,
# kontrasztív, visszakeresés). "bank" stays the English word: both models are English and every example sentence
# is English. The default query stays English too: it is one side of an STS pair whose partner is in the index.
IT = {
    "sentences.title": "Vettori contestuali e vettori di frase",
    "sentences.lead": "Una tabella dà alla parola inglese «bank» (riva o banca) un solo vettore ovunque; un "
                      "Transformer lo calcola dalla frase, e con un vettore per frase la ricerca diventa un solo "
                      "prodotto fra matrici.",
    "sentences.intro_more": "Questa pagina e i suoi due modelli",
    "sentences.intro": "Qui girano due modelli veri, entrambi offline. **MiniLM** (all-MiniLM-L6-v2, {minilm:,} "
                       "parametri; il capitolo riporta {book_minilm}) è stato addestrato in modo *contrastivo*: "
                       "coppie di parafrasi avvicinate, le altre frasi allontanate. **Il nostro modello linguistico "
                       "mascherato** (masked LM; {mlm:,} parametri, {layers} strati) è stato addestrato dallo script "
                       "di questa app solo a indovinare parole nascoste nel corpus Brown + Gutenberg (parole "
                       "minuscole, senza punteggiatura né cifre), l'obiettivo del BERT-base del capitolo ({book_bert} "
                       "parametri, troppo grande per essere incluso). Su frasi tenute da parte indovina il {acc:.1%} "
                       "dei pezzi di parola nascosti, contro il {uni:.1%} di chi risponde sempre «{guess}»: è lontano "
                       "dall'essere addestrato, e il §1 misura se mostra la lezione del capitolo. Entrambi i modelli "
                       "sono stati addestrati sull'inglese: un testo in un'altra lingua viene accettato ed elaborato, "
                       "ma i suoi vettori dicono poco.",
    "sentences.model.minilm": "MiniLM (modello contrastivo di frasi)",
    "sentences.model.mlm": "Il nostro LM mascherato (indovina parole nascoste)",
    "sentences.short.minilm": "MiniLM",
    "sentences.short.mlm": "il nostro LM mascherato",
    "sentences.loading": "Caricamento dei due modelli (una volta per server)…",
    "sentences.failed": "Non è stato possibile caricare un modello ({error}); questa sezione viene saltata.",
    # §1
    "sentences.s1.title": "1. Un vettore per parola, o uno per occorrenza",
    "sentences.s1.sentences": "**A** «{a}»  \n**B** «{b}»  \n**A′** (un'altra frase sul fiume) «{r}»  \n**B′** "
                              "(un'altra frase sul denaro) «{m}»",
    "sentences.s1.static": "**Riga statica.** cos(A, B) delle righe di «bank» nella tabella d'ingresso così come le "
                           "legge ciascuna frase (gli id dei suoi pezzi in A e in B): MiniLM **{minilm:.6f}**, il "
                           "nostro LM mascherato **{mlm:.6f}** (libro: {book}). Leggere una riga in base all'id non "
                           "può dipendere dalla frase, quindi vale 1 ogni volta che le due frasi tagliano «bank» "
                           "negli stessi pezzi.",
    "sentences.s1.chart": "«bank» strato per strato, {model}",
    "sentences.s1.layer": "strato (0 = strato di embedding)",
    "sentences.s1.cos": "coseno",
    "sentences.s1.ab": "A vs B (fiume vs denaro)",
    "sentences.s1.river": "A vs A′ (due frasi sul fiume)",
    "sentences.s1.money": "B vs B′ (due frasi sul denaro)",
    "sentences.s1.pieces": "(pezzi di parola di «bank» qui: {n}, cioè {pieces}; una parola spezzata in più pezzi "
                           "riceve la media dei loro vettori.)",
    "sentences.s1.pieces@one": "(pezzi di parola di «bank» qui: {n}, cioè {pieces}; una parola spezzata in più pezzi "
                               "riceve la media dei loro vettori.)",
    "sentences.s1.summary": "{model}: allo strato {l} i due sensi hanno coseno {ab:.3f}, mentre le due frasi sul fiume "
                       "{river:.3f}: {verdict}",
    "sentences.s1.separated": "i sensi si sono separati.",
    "sentences.s1.not_separated": "i sensi **non** si sono separati più dello stesso senso in due frasi diverse.",
    "sentences.s1.book_title": "Le cifre del libro (BERT-base, 12 strati; non i nostri modelli)",
    "sentences.s1.book_layer": "strato",
    "sentences.s1.why_differ": "Le curve del libro sono quelle di BERT-base (12 strati, {book_bert} parametri), "
                               "riportate come sono stampate. MiniLM ha {minilm_layers} strati ed è stato addestrato "
                               "in modo contrastivo dopo il suo preaddestramento; il nostro LM mascherato ha "
                               "{mlm_layers} strati ed è stato addestrato molto meno. Le curve differiscono quindi "
                               "per profondità, dimensione e addestramento; lo strato di separazione qui sopra è "
                               "calcolato dalle curve di ciascun modello.",
    "sentences.s1.layer0": "Lo strato 0 non vale 1 anche se viene dritto dalla tabella: lo strato di embedding "
                           "aggiunge un vettore di *posizione*, e «bank» sta in una posizione diversa in ciascuna "
                           "frase.",
    # own sentences
    "sentences.own.title": "Le tue frasi",
    "sentences.own.english": "Si accetta ed elabora qualunque lingua, ma entrambi i modelli sono stati addestrati "
                        "sull'inglese: i vettori di altre lingue dicono poco.",
    "sentences.own.a": "Prima frase",
    "sentences.own.b": "Seconda frase",
    "sentences.own.word": "Parola presente in entrambe le frasi",
    "sentences.own.model": "Modello",
    "sentences.own.chart": "«{word}» nelle tue due frasi, {model}: coseno per strato",
    "sentences.own.series": "le tue due frasi",
    "sentences.own.result": "Riga statica: {static:.6f} (le righe della tabella per i pezzi della parola in ciascuna "
                       "frase). Contestuale, ultimo strato: {last:.3f}. Pezzi di parola di {word}: {n} ({pieces}).",
    "sentences.own.result@one": "Riga statica: {static:.6f} (le righe della tabella per i pezzi della parola in "
                                "ciascuna frase). Contestuale, ultimo strato: {last:.3f}. Pezzi di parola di {word}: "
                                "{n} ({pieces}).",
    "sentences.own.result_ask": "Contestuale, ultimo strato: {last:.3f}. Pezzi di parola di {word}: {n} ({pieces}). "
                                "(La riga statica compare quando si rivela la risposta.)",
    "sentences.own.result_ask@one": "Contestuale, ultimo strato: {last:.3f}. Pezzi di parola di {word}: {n} "
                                    "({pieces}). (La riga statica compare quando si rivela la risposta.)",
    "sentences.err.empty": "Una frase è vuota: scrivi una frase in entrambe le caselle.",
    "sentences.err.too_long_chars": "Una frase ha {n} caratteri; il limite è {limit}.",
    "sentences.err.too_long_tokens": "Una frase è lunga {n} pezzi di parola; questo modello ne accetta al massimo "
                                     "{limit}.",
    "sentences.err.missing_word": "{word} non compare come parola intera in entrambe le frasi.",
    "sentences.err.bad_word": "Scrivi una sola parola (lettere, cifre, ' o -) che compaia in entrambe le frasi.",
    "sentences.err.query_empty": "Scrivi una query per cercare nell'indice.",
    "sentences.err.query_long": "La query ha {n} caratteri; il limite è {limit}.",
    # §2
    "sentences.s2.title": "2. La ricerca semantica è un solo prodotto fra matrici",
    "sentences.s2.index": "L'indice: la prima frase di ciascuna delle {n} coppie di test dello STS benchmark con i "
                          "punteggi umani più alti (da {lo:g} a {hi:g} su 5; {eligible:,} coppie hanno almeno {lo:g}, "
                          "e a parità di punteggio si prende la coppia che viene prima nel file; libro: {book}); la "
                          "seconda fa da query. {dups} frasi sono la prima frase di più coppie e occupano {rows} righe "
                          "({distinct} frasi distinte): righe identiche sono a pari merito, quindi si conta un centro "
                          "quando la frase al primo posto ha lo stesso testo della frase gemella della query.",
    "sentences.s2.method": "Vettori di frase da",
    "sentences.s2.query": "La tua query",
    "sentences.s2.default_query": "Someone wearing a tall hat is on horseback.",
    "sentences.s2.shapes": "E è {n} × {d}, q è 1 × {d}, scores = q @ Eᵀ è 1 × {n}; le quattro righe hanno richiesto "
                      "{ms:.2f} ms.",
    "sentences.s2.overlap_note": "La sovrapposizione di parole non ha vettori: ogni frase indicizzata riceve come "
                            "punteggio la sovrapposizione di Jaccard fra il suo insieme di parole e quello della "
                            "query ({n} confronti, {ms:.2f} ms).",
    "sentences.s2.rank": "posizione",
    "sentences.s2.score": "punteggio",
    "sentences.s2.sentence": "frase indicizzata",
    "sentences.s2.top1": "Accuratezza top-1 sulle {n} coppie, per ogni metodo",
    # §3
    "sentences.s3.title": "3. Quale vettore di frase? Il confronto del capitolo, misurato",
    "sentences.s3.data": "{n:,} coppie di test dello STS benchmark con punteggi umani da 0 a 5 (il capitolo le usa "
                         "tutte, {book}; le {dropped:,} coppie MSRpar e MSRvid sono escluse perché la loro licenza "
                         "Microsoft Research richiede un accordo, quindi i nostri numeri sono su {n:,} coppie).",
    "sentences.s3.method": "metodo",
    "sentences.s3.spearman": "ρ di Spearman (coseno vs giudizio umano)",
    "sentences.s3.top1": "top-1 nella ricerca",
    "sentences.s3.source": "provenienza",
    "sentences.s3.src.live": "calcolato dal testo a ogni avvio del server",
    "sentences.s3.src.pre": "embedding precalcolati da scripts/precompute_sentences.py (float16)",
    "sentences.s3.src.recomputed": "ricalcolato dal vivo proprio ora",
    "sentences.s3.chart": "ρ di Spearman fra coseno e punteggio umano",
    "sentences.m.overlap": "sovrapposizione di parole (Jaccard)",
    "sentences.m.glove": "media di GloVe 50d",
    "sentences.m.w2v": "media di word2vec (nostro)",
    "sentences.m.mlm_mean": "LM mascherato, media dell'ultimo strato",
    "sentences.m.mlm_cls": "LM mascherato, primo token [CLS]",
    "sentences.m.minilm": "MiniLM, pooling per media",
    "sentences.s3.claims": "Le affermazioni del capitolo, verificate sui nostri modelli",
    "sentences.claim.mean_vs_overlap": "La media del modello linguistico fa peggio che contare le parole in comune: ρ "
                                  "{a:.3f} contro {b:.3f}.",
    "sentences.claim.mean_vs_words": "Fa peggio anche della media dei vettori di parola: ρ {a:.3f} contro {b:.3f} del "
                                "migliore dei due insiemi di vettori mediati.",
    "sentences.claim.cls_vs_mean": "Il suo primo token [CLS] fa ancora peggio: ρ {a:.3f} contro {b:.3f}.",
    "sentences.claim.minilm_wins": "Vince il modello contrastivo: ρ {a:.3f}; il secondo migliore arriva a {b:.3f}.",
    "sentences.claim.holds": "Qui vale.",
    "sentences.claim.fails": "Sui nostri modelli **non** vale.",
    "sentences.s3.recompute": "Ricalcola dal vivo la riga di MiniLM",
    "sentences.s3.progress": "Codifica delle frasi con MiniLM… {pct}%",
    "sentences.s3.done": "{n:,} frasi codificate in {secs:.1f} s.",
    "sentences.s3.live_result": "Ricalcolato dal vivo: ρ {rho:.4f}, top-1 {top1:.1%} (precalcolato in float16: ρ "
                           "{pre_rho:.4f}, top-1 {pre_top1:.1%}).",
    "sentences.s3.pool": "Pooling per media (mean pooling) = la media dei vettori dei token dell'ultimo strato, "
                         "escluso il padding, poi riscalata a lunghezza 1; il pooling [CLS] prende solo il vettore "
                         "del primo token.",
    "sentences.s1.sep.yes": "{model}: i sensi si separano dallo strato {l} in poi: da lì fino all'ultimo strato "
                            "({top}), A contro B resta sotto entrambe le coppie con lo stesso senso (ultimo strato: A "
                            "contro B {ab:.3f}, A contro A′ {river:.3f}, B contro B′ {money:.3f}).",
    "sentences.s1.sep.no": "{model}: i sensi **non** si separano: all'ultimo strato ({top}) A contro B vale {ab:.3f}, "
                           "non sotto entrambe le coppie con lo stesso senso (A contro A′ {river:.3f}, B contro B′ "
                           "{money:.3f}). Questo modello non mostra la lezione del capitolo; la mostrano MiniLM e la "
                           "tabella del libro.",
    "sentences.s3.full": "MiniLM su tutte le {full:,} coppie (calcolato da scripts/precompute_sentences.py prima di "
                    "togliere le coppie sotto licenza): ρ {rho_full:.4f}, contro {rho:.4f} sulle {n:,} incluse qui. "
                    "Il modello è lo stesso; le coppie no, e quindi il numero cambia.",
    "sentences.claim.layer0": "Ma non per la ragione del capitolo: la media del suo strato 0 (tabella d'ingresso e "
                         "posizioni, nessun contesto) dà già ρ {l0:.3f}, contro {last:.3f} del suo ultimo strato; i "
                         "suoi strati di contesto aggiungono {diff:+.3f}. Valutato così, il nostro LM mascherato è "
                         "vicino a un sacchetto di embedding dei pezzi.",
    "sentences.s4.title": "4. Che cosa un vettore di frase non vede",
    "sentences.s4.intro": "Due frasi possono avere tutte le parole in comune e dire cose diverse: scambia chi fa che "
                          "cosa a chi, o aggiungi un «not». La sovrapposizione di parole non può distinguerle per "
                          "costruzione, e una media di vettori di parola ignora l'ordine. Scrivi una coppia e guarda "
                          "la similarità con ciascun metodo, messa a confronto con quella che lo stesso metodo dà "
                          "alle coppie di parafrasi dello STS (punteggio umano almeno {cut:g} su 5: {n:,} coppie).",
    "sentences.s4.defaults": "Due coppie da provare: soggetto e oggetto scambiati, «{sa}» / «{sb}» (quella "
                             "predefinita); una negazione aggiunta, «{na}» / «{nb}». Sono sempre entrambe nella "
                             "tabella.",
    "sentences.s4.col.yours": "la tua coppia",
    "sentences.s4.col.swap": "soggetto/oggetto scambiati",
    "sentences.s4.col.negation": "negazione aggiunta",
    "sentences.s4.col.median": "parafrasi STS: mediana",
    "sentences.s4.col.below": "parafrasi STS sotto la tua coppia",
    "sentences.s4.result": "Con {method} la tua coppia vale {cos:.3f}: più del {share:.0%} delle {n:,} coppie di "
                           "parafrasi dello STS (la loro mediana è {median:.3f}).",
    "sentences.s4.a": "Prima frase della coppia",
    "sentences.s4.b": "Seconda frase della coppia",
}

HU = {
    "sentences.title": "Kontextuális vektorok és mondatvektorok",
    "sentences.lead": "Egy tábla az angol „bank” szónak (folyópart vagy bank) mindenhol ugyanazt a vektort adja; egy "
                 "transformer a mondatból számolja ki, és ha minden mondatnak egy vektora van, a keresés egyetlen "
                 "mátrixszorzás.",
    "sentences.intro_more": "Erről az oldalról és a két modelljéről",
    "sentences.intro": "Két valódi modell fut itt, mindkettő offline. A **MiniLM**-et (all-MiniLM-L6-v2, {minilm:,} "
                       "paraméter, a fejezet adata {book_minilm}) *kontrasztívan* tanították: a parafrázispárokat "
                       "közelebb húzták, a többi mondatot széttolták. A **mi maszkolt nyelvi modellünket** (masked LM; "
                       "{mlm:,} paraméter, {layers} réteg) az alkalmazás szkriptje csak arra tanította, hogy rejtett "
                       "szavakat találjon ki a Brown + Gutenberg korpuszban (kisbetűs szavak, írásjelek és számjegyek "
                       "nélkül): ez a fejezet BERT-base modelljének célja ({book_bert} paraméter, túl nagy ahhoz, hogy "
                       "mellékeljük). Félretett mondatokon a rejtett szórészek {acc:.1%}-át találja el, szemben a "
                       "mindig „{guess}” tippel elérhető {uni:.1%}-kal: messze nincs betanítva, és az 1. rész megméri, "
                       "mutatja-e a fejezet tanulságát. Mindkét modellt angol szövegen tanították: más nyelvű szöveget "
                       "is elfogad és feldolgoz, de annak vektorai keveset jelentenek.",
    "sentences.model.minilm": "MiniLM (kontrasztív mondatmodell)",
    "sentences.model.mlm": "Saját maszkolt LM (rejtett szavakat talál ki)",
    "sentences.short.minilm": "MiniLM",
    "sentences.short.mlm": "saját maszkolt LM",
    "sentences.loading": "A két modell betöltése (szerverenként egyszer)…",
    "sentences.failed": "Egy modellt nem sikerült betölteni ({error}); ez a rész kimarad.",
    # §1
    "sentences.s1.title": "1. Egy vektor szavanként vagy előfordulásonként",
    "sentences.s1.sentences": "**A** „{a}”  \n**B** „{b}”  \n**A′** (egy másik folyóról szóló mondat) „{r}”  \n**B′** "
                              "(egy másik pénzügyi mondat) „{m}”",
    "sentences.s1.static": "**Statikus sor.** A „bank” sorai a bemeneti táblában, ahogy a két mondat "
                           "szórész-azonosítói kijelölik; koszinuszuk, cos(A, B): MiniLM **{minilm:.6f}**, a mi "
                           "maszkolt modellünk **{mlm:.6f}** (könyv: {book}). Azonosító szerinti táblakeresés nem "
                           "függhet a mondattól, ezért 1, valahányszor a két mondat ugyanazokra a szórészekre vágja a "
                           "„bank” szót.",
    "sentences.s1.chart": "„bank” rétegenként, {model}",
    "sentences.s1.layer": "réteg (0 = embedding réteg)",
    "sentences.s1.cos": "koszinusz",
    "sentences.s1.ab": "A és B (folyó és pénz)",
    "sentences.s1.river": "A és A′ (két folyóról szóló mondat)",
    "sentences.s1.money": "B és B′ (két pénzügyi mondat)",
    "sentences.s1.pieces": "(a „bank” itt {n} szórész: {pieces}; a több darabra vágott szó a darabok vektorainak "
                           "átlagát kapja.)",
    "sentences.s1.pieces@one": "(a „bank” itt {n} szórész: {pieces}; a több darabra vágott szó a darabok vektorainak "
                               "átlagát kapja.)",
    "sentences.s1.summary": "{model}, {l}. réteg: a két jelentés {ab:.3f}, a két folyóról szóló mondat viszont "
                       "{river:.3f}: {verdict}",
    "sentences.s1.separated": "a jelentések szétváltak.",
    "sentences.s1.not_separated": "a jelentések **nem** váltak szét jobban, mint ugyanaz a jelentés két mondatban.",
    "sentences.s1.book_title": "A könyv számai (BERT-base, 12 réteg; nem a mi modelljeink)",
    "sentences.s1.book_layer": "réteg",
    "sentences.s1.why_differ": "A könyv görbéi a BERT-base-éi (12 réteg, {book_bert} paraméter), ahogy nyomtatva "
                               "állnak. A MiniLM {minilm_layers} rétegű, és előtanítása után kontrasztívan "
                               "tanították; a mi maszkolt modellünk {mlm_layers} rétegű, és sokkal kevesebbet tanult. "
                               "A görbék tehát mélységben, méretben és tanításban különböznek; a fenti szétválási "
                               "réteget minden modell saját görbéiből számoljuk.",
    "sentences.s1.layer0": "A 0. rétegben a koszinusz nem 1, pedig egyenesen a táblából jön: az embedding réteg "
                           "hozzáad egy *pozícióvektort*, és a „bank” minden mondatban más pozícióban áll.",
    # own sentences
    "sentences.own.title": "Saját mondataid",
    "sentences.own.english": "Bármilyen nyelvet elfogad és feldolgoz, de mindkét modellt angol szövegen tanították: "
                             "más nyelvek vektorai keveset jelentenek.",
    "sentences.own.a": "Első mondat",
    "sentences.own.b": "Második mondat",
    "sentences.own.word": "Mindkét mondatban szereplő szó",
    "sentences.own.model": "Modell",
    "sentences.own.chart": "„{word}” a két mondatodban, {model}: koszinusz rétegenként",
    "sentences.own.series": "a két mondatod",
    "sentences.own.result": "Statikus sor: {static:.6f} (a szó táblabeli sorai, ahogy az egyes mondatok saját "
                            "szórészei adják). Kontextuális, utolsó réteg: {last:.3f}. A {word} szó {n} szórészből "
                            "áll: {pieces}.",
    "sentences.own.result@one": "Statikus sor: {static:.6f} (a szó táblabeli sorai, ahogy az egyes mondatok saját "
                                "szórészei adják). Kontextuális, utolsó réteg: {last:.3f}. A {word} szó {n} szórészből "
                                "áll: {pieces}.",
    "sentences.own.result_ask": "Kontextuális, utolsó réteg: {last:.3f}. A {word} szó {n} szórészből áll: {pieces}. (A "
                           "statikus sor a „Mutasd” gombig vár.)",
    "sentences.own.result_ask@one": "Kontextuális, utolsó réteg: {last:.3f}. A {word} szó {n} szórészből áll: "
                                    "{pieces}. (A statikus sor a „Mutasd” gombig vár.)",
    "sentences.err.empty": "Az egyik mondat üres: írj mondatot mindkét mezőbe.",
    "sentences.err.too_long_chars": "Az egyik mondat {n} karakteres; a határ {limit}.",
    "sentences.err.too_long_tokens": "Az egyik mondat {n} szórész hosszú; ez a modell legfeljebb {limit} szórészt "
                                     "fogad.",
    "sentences.err.missing_word": "{word} nem fordul elő egész szóként mindkét mondatban.",
    "sentences.err.bad_word": "Írj be egyetlen szót (betűk, számjegyek, ' vagy -), amely mindkét mondatban előfordul.",
    "sentences.err.query_empty": "Írj be egy lekérdezést, hogy kereshess az indexben.",
    "sentences.err.query_long": "A lekérdezés {n} karakteres; a határ {limit}.",
    # §2
    "sentences.s2.title": "2. A szemantikus keresés egyetlen mátrixszorzás",
    "sentences.s2.index": "Az index: az STS benchmark azon {n} tesztpárjának első fele, amelyek a legmagasabb emberi "
                     "pontszámot kapták ({lo:g}–{hi:g} az 5-ből; {eligible:,} pár kapott legalább {lo:g} pontot, és "
                     "egyenlő pontszám esetén a fájlban korábbi pár kerül be; könyv: {book}); a pár másik fele a "
                     "lekérdezés. {dups} mondat több pár első fele is, és {rows} sort foglal el ({distinct} különböző "
                     "mondat): az azonos sorok holtversenyben állnak, ezért találat az, ha az első helyen álló mondat "
                     "szövege megegyezik a lekérdezés saját párjáéval.",
    "sentences.s2.method": "A mondatvektorok forrása",
    "sentences.s2.query": "A lekérdezésed",
    "sentences.s2.default_query": "Someone wearing a tall hat is on horseback.",
    "sentences.s2.shapes": "E mérete {n} × {d}, q mérete 1 × {d}, a scores = q @ Eᵀ mérete 1 × {n}; a négy sor "
                           "{ms:.2f} ms alatt futott le.",
    "sentences.s2.overlap_note": "A szóátfedésnek nincsenek vektorai: minden indexelt mondat pontszáma a "
                                 "szóhalmazának és a lekérdezés szóhalmazának Jaccard-átfedése ({n} összehasonlítás, "
                                 "{ms:.2f} ms).",
    "sentences.s2.rank": "helyezés",
    "sentences.s2.score": "pontszám",
    "sentences.s2.sentence": "indexelt mondat",
    "sentences.s2.top1": "Top-1 pontosság {n} páron, minden módszerrel",
    # §3
    "sentences.s3.title": "3. Melyik mondatvektor? A fejezet összehasonlítása, lemérve",
    "sentences.s3.data": "{n:,} STS benchmark tesztpár 0–5-ös emberi pontszámokkal (a fejezet mindet használja: {book} "
                    "párt; az MSRpar és az MSRvid {dropped:,} párját kihagytuk, mert a Microsoft Research "
                    "licencfeltételei külön megállapodást kívánnak, így a mi számaink {n:,} páron születtek).",
    "sentences.s3.method": "módszer",
    "sentences.s3.spearman": "Spearman-ρ (koszinusz és emberi ítélet)",
    "sentences.s3.top1": "top-1 visszakeresés",
    "sentences.s3.source": "forrás",
    "sentences.s3.src.live": "minden szerverinduláskor a szövegből számolva",
    "sentences.s3.src.pre": "a scripts/precompute_sentences.py által előre kiszámolt embeddingek (float16)",
    "sentences.s3.src.recomputed": "épp most, élőben újraszámolva",
    "sentences.s3.chart": "Spearman-ρ a koszinusz és az emberi pontszám között",
    "sentences.m.overlap": "szóátfedés (Jaccard)",
    "sentences.m.glove": "átlagolt GloVe 50d",
    "sentences.m.w2v": "átlagolt word2vec (saját)",
    "sentences.m.mlm_mean": "maszkolt LM, utolsó réteg átlaga",
    "sentences.m.mlm_cls": "maszkolt LM, első token [CLS]",
    "sentences.m.minilm": "MiniLM, átlagolással",
    "sentences.s3.claims": "A fejezet állításai, a mi modelljeinken ellenőrizve",
    "sentences.claim.mean_vs_overlap": "A nyelvi modell átlagolt vektora rosszabb, mint a közös szavak megszámolása: ρ "
                                  "{a:.3f} vs. {b:.3f}.",
    "sentences.claim.mean_vs_words": "A szóvektorok átlagolásánál is rosszabb: ρ {a:.3f} vs. {b:.3f}, a jobbik "
                                     "átlagolt készleté.",
    "sentences.claim.cls_vs_mean": "Az első tokenje, a [CLS] még rosszabb: ρ {a:.3f} vs. {b:.3f}.",
    "sentences.claim.minilm_wins": "A kontrasztív modell nyer: ρ {a:.3f}, a második legjobb {b:.3f}.",
    "sentences.claim.holds": "Itt teljesül.",
    "sentences.claim.fails": "A mi modelljeinken **nem** teljesül.",
    "sentences.s3.recompute": "A MiniLM sorának újraszámolása élőben",
    "sentences.s3.progress": "A mondatok kódolása MiniLM-mel… {pct}%",
    "sentences.s3.done": "{n:,} mondat kódolva {secs:.1f} s alatt.",
    "sentences.s3.live_result": "Élőben újraszámolva: ρ {rho:.4f}, top-1 {top1:.1%} (előre kiszámolt float16: ρ "
                           "{pre_rho:.4f}, top-1 {pre_top1:.1%}).",
    "sentences.s3.pool": "Átlagoló pooling (mean pooling) = az utolsó réteg tokenvektorainak átlaga, a kitöltést "
                         "(padding) kihagyva, majd 1 hosszúságúra skálázva; a [CLS] pooling csak az első token "
                         "vektorát veszi.",
    "sentences.s1.sep.yes": "{model}: a jelentések a {l}. rétegtől válnak szét: onnan az utolsó rétegig ({top}) az A–B "
                            "pár mindkét azonos jelentésű pár alatt marad (utolsó réteg: A–B {ab:.3f}, A–A′ "
                            "{river:.3f}, B–B′ {money:.3f}).",
    "sentences.s1.sep.no": "{model}: a jelentések **nem** válnak szét: az utolsó rétegben ({top}) az A–B pár "
                           "{ab:.3f}, nem kerül mindkét azonos jelentésű pár alá (A–A′ {river:.3f}, B–B′ "
                           "{money:.3f}). Ez a modell nem mutatja a fejezet tanulságát; a MiniLM és a könyv táblázata "
                           "hordozza.",
    "sentences.s3.full": "A MiniLM mind a {full:,} páron (a scripts/precompute_sentences.py számolta, mielőtt a licenc "
                         "alá eső párokat elhagytuk): ρ {rho_full:.4f}, szemben az itt mellékelt {n:,} páron mért "
                         "{rho:.4f}-del. A modell ugyanaz; a párok nem, ezért változik a szám.",
    "sentences.claim.layer0": "De nem a fejezet okából: a 0. réteg átlaga (bemeneti tábla és pozíciók, semmi "
                              "kontextus) már ρ {l0:.3f}, az utolsó réteg {last:.3f} értékével szemben; a "
                              "kontextusrétegek hozzájárulása: {diff:+.3f}. Így mérve a mi maszkolt modellünk közel "
                              "áll a szórész-embeddingek zsákjához.",
    "sentences.s4.title": "4. Amit egy mondatvektor nem lát",
    "sentences.s4.intro": "Két mondatnak lehet minden szava közös, mégis mást jelentenek: cseréld fel, ki mit tesz "
                          "kivel, vagy tegyél bele egy „not”-ot. A szóátfedés ezt a párt eleve nem tudja "
                          "megkülönböztetni, a szóvektorok átlaga pedig nem törődik a sorrenddel. Írj be egy párt, és "
                          "nézd meg a hasonlóságát minden módszerrel, összevetve azzal, amit ugyanaz a módszer az STS "
                          "parafrázispárjainak ad (emberi pontszám legalább {cut:g} az 5-ből: {n:,} pár).",
    "sentences.s4.defaults": "Két kipróbálható pár: felcserélt alany és tárgy, „{sa}” / „{sb}” (az alapértelmezett); "
                        "hozzáadott tagadás, „{na}” / „{nb}”. Mindkettő mindig szerepel a táblázatban.",
    "sentences.s4.col.yours": "a te párod",
    "sentences.s4.col.swap": "felcserélt alany/tárgy",
    "sentences.s4.col.negation": "hozzáadott tagadás",
    "sentences.s4.col.median": "STS parafrázisok: medián",
    "sentences.s4.col.below": "STS parafrázisok a te párod alatt",
    "sentences.s4.result": "A {method} szerint a párod értéke {cos:.3f}: magasabb, mint a {n:,} STS parafrázispár "
                           "{share:.0%}-áé (mediánjuk {median:.3f}).",
    "sentences.s4.a": "A pár első mondata",
    "sentences.s4.b": "A pár második mondata",
}
