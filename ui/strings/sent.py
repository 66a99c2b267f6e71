"""Strings of the sentences page (contextual vectors layer by layer, semantic search, which sentence vector)."""

# Product names read the same in every language. The default query is input data, not prose: it is one side of an
# STS-benchmark pair whose other side is in the (English) index, and both models were trained on English, so a
# translated query would no longer find its partner (the page's own test expects that hit).
SAME_AS_ENGLISH = {"sent.short.minilm", "sent.s2.default_query"}

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
    "sent.own.result": "Static row: {static:.6f}. Contextual, last layer: {last:.3f}. {word} is {n} piece(s): "
                       "{pieces}.",
    "sent.err.empty": "A sentence is empty: type a sentence in both boxes.",
    "sent.err.too_long_chars": "A sentence has {n} characters; the limit is {limit}.",
    "sent.err.too_long_tokens": "A sentence is {n} word pieces long; this model takes at most {limit}.",
    "sent.err.missing_word": "{word} does not occur as a whole word in both sentences.",
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

# The Italian and Hungarian catalogues. Terms follow the source chapters and the word-vectors page (Italian: strato,
# embedding, coseno, addestrare, query; Hungarian: réteg, embedding tábla, koszinusz, tanítás, parafrázis,
# kontrasztív, visszakeresés). "bank" stays the English word: both models are English and every example sentence
# is English. The default query stays English too: it is one side of an STS pair whose partner is in the index.
IT = {
    "sent.title": "Vettori contestuali e vettori di frase",
    "sent.lead": "Una tabella dà alla parola inglese «bank» (riva o banca) un solo vettore ovunque; un Transformer "
                 "lo calcola dalla frase, e con un vettore per frase la ricerca diventa un solo prodotto fra "
                 "matrici.",
    "sent.intro_more": "Questa pagina e i suoi due modelli",
    "sent.intro": "Qui girano due modelli veri, entrambi offline. **MiniLM** (all-MiniLM-L6-v2, {minilm:,} "
                  "parametri; il capitolo riporta {book_minilm}) è stato addestrato in modo *contrastivo*: coppie "
                  "di parafrasi avvicinate, le altre frasi allontanate. **Il nostro modello linguistico "
                  "mascherato** (masked LM; {mlm:,} parametri, {layers} strati) è stato addestrato dallo script di "
                  "questa app solo a indovinare parole nascoste nel corpus Brown + Gutenberg; sostituisce il "
                  "BERT-base del capitolo ({book_bert} parametri), troppo grande per essere incluso. Su frasi "
                  "tenute da parte la quota di pezzi di parola nascosti che indovina è {acc:.1%}, contro {uni:.1%} "
                  "per chi risponde sempre «{guess}». Entrambi i modelli sono stati addestrati sull'inglese: un "
                  "testo in un'altra lingua viene accettato ed elaborato, ma i suoi vettori dicono poco.",
    "sent.model.minilm": "MiniLM (modello contrastivo di frasi)",
    "sent.model.mlm": "Il nostro LM mascherato (indovina parole nascoste)",
    "sent.short.minilm": "MiniLM",
    "sent.short.mlm": "il nostro LM mascherato",
    "sent.loading": "Caricamento dei due modelli (una volta per server)…",
    "sent.failed": "Non è stato possibile caricare un modello ({error}); questa sezione viene saltata.",
    # §1
    "sent.s1.title": "1. Un vettore per parola, o uno per occorrenza",
    "sent.s1.sentences": "**A** «{a}»  \n**B** «{b}»  \n**A′** (un'altra frase sul fiume) «{r}»  \n**B′** (un'altra "
                         "frase sul denaro) «{m}»",
    "sent.s1.static": "**Riga statica.** cos(A, B) della riga di «bank» nella tabella degli embedding d'ingresso: "
                      "MiniLM **{minilm:.6f}**, il nostro LM mascherato **{mlm:.6f}** (libro: {book}). Vale "
                      "esattamente 1 per costruzione: leggere una riga della tabella in base all'id non può dipendere "
                      "dalla frase.",
    "sent.s1.chart": "«bank» strato per strato, {model}",
    "sent.s1.layer": "strato (0 = strato di embedding)",
    "sent.s1.cos": "coseno",
    "sent.s1.ab": "A vs B (fiume vs denaro)",
    "sent.s1.river": "A vs A′ (due frasi sul fiume)",
    "sent.s1.money": "B vs B′ (due frasi sul denaro)",
    "sent.s1.pieces": "(pezzi di parola di «bank» qui: {n}, cioè {pieces}; una parola spezzata in più pezzi riceve la "
                      "media dei loro vettori.)",
    "sent.s1.summary": "{model}: allo strato {l} i due sensi hanno coseno {ab:.3f}, mentre le due frasi sul fiume "
                       "{river:.3f}: {verdict}",
    "sent.s1.separated": "i sensi si sono separati.",
    "sent.s1.not_separated": "i sensi **non** si sono separati più dello stesso senso in due frasi diverse.",
    "sent.s1.book_title": "Le cifre del libro (BERT-base, 12 strati; non i nostri modelli)",
    "sent.s1.book_layer": "strato",
    "sent.s1.why_differ": "I nostri modelli sono più piccoli (6 e {mlm_layers} strati, non 12) e addestrati in modo "
                          "diverso, quindi le loro curve differiscono da quelle del libro; quelle del libro sono "
                          "riportate così come sono stampate.",
    "sent.s1.layer0": "Lo strato 0 non vale 1 anche se viene dritto dalla tabella: lo strato di embedding aggiunge un "
                      "vettore di *posizione*, e «bank» sta in una posizione diversa in ciascuna frase.",
    # own sentences
    "sent.own.title": "Le tue frasi",
    "sent.own.english": "Si accetta ed elabora qualunque lingua, ma entrambi i modelli sono stati addestrati "
                        "sull'inglese: i vettori di altre lingue dicono poco.",
    "sent.own.a": "Prima frase",
    "sent.own.b": "Seconda frase",
    "sent.own.word": "Parola presente in entrambe le frasi",
    "sent.own.model": "Modello",
    "sent.own.chart": "«{word}» nelle tue due frasi, {model}: coseno per strato",
    "sent.own.series": "le tue due frasi",
    "sent.own.result": "Riga statica: {static:.6f}. Contestuale, ultimo strato: {last:.3f}. Pezzi di parola di "
                       "{word}: {n} ({pieces}).",
    "sent.err.empty": "Una frase è vuota: scrivi una frase in entrambe le caselle.",
    "sent.err.too_long_chars": "Una frase ha {n} caratteri; il limite è {limit}.",
    "sent.err.too_long_tokens": "Una frase è lunga {n} pezzi di parola; questo modello ne accetta al massimo {limit}.",
    "sent.err.missing_word": "{word} non compare come parola intera in entrambe le frasi.",
    "sent.err.bad_word": "Scrivi una sola parola (lettere, cifre, ' o -) che compaia in entrambe le frasi.",
    "sent.err.query_empty": "Scrivi una query per cercare nell'indice.",
    "sent.err.query_long": "La query ha {n} caratteri; il limite è {limit}.",
    # §2
    "sent.s2.title": "2. La ricerca semantica è un solo prodotto fra matrici",
    "sent.s2.index": "L'indice: una delle due frasi di ciascuna delle {n} coppie di test dello STS benchmark che "
                     "le persone hanno giudicato più simili (libro: {book}); l'altra fa da query, e si conta un "
                     "centro quando la frase gemella della query arriva prima.",
    "sent.s2.method": "Vettori di frase da",
    "sent.s2.query": "La tua query",
    "sent.s2.default_query": "Someone wearing a tall hat is on horseback.",
    "sent.s2.shapes": "E è {n} × {d}, q è 1 × {d}, scores = q @ Eᵀ è 1 × {n}; le quattro righe hanno richiesto "
                      "{ms:.2f} ms.",
    "sent.s2.overlap_note": "La sovrapposizione di parole non ha vettori: ogni frase indicizzata riceve come "
                            "punteggio la sovrapposizione di Jaccard fra il suo insieme di parole e quello della "
                            "query ({n} confronti, {ms:.2f} ms).",
    "sent.s2.rank": "posizione",
    "sent.s2.score": "punteggio",
    "sent.s2.sentence": "frase indicizzata",
    "sent.s2.top1": "Accuratezza top-1 sulle {n} coppie, per ogni metodo",
    # §3
    "sent.s3.title": "3. Quale vettore di frase? Il confronto del capitolo, misurato",
    "sent.s3.data": "{n:,} coppie di test dello STS benchmark con punteggi umani da 0 a 5 (il capitolo le usa tutte, "
                    "{book}; le {dropped:,} coppie MSRpar e MSRvid sono escluse perché la loro licenza Microsoft "
                    "Research richiede un accordo, quindi i nostri numeri sono su {n:,} coppie).",
    "sent.s3.method": "metodo",
    "sent.s3.spearman": "ρ di Spearman (coseno vs giudizio umano)",
    "sent.s3.top1": "top-1 nella ricerca",
    "sent.s3.source": "provenienza",
    "sent.s3.src.live": "calcolato dal testo a ogni avvio del server",
    "sent.s3.src.pre": "embedding precalcolati da scripts/precompute_sentences.py (float16)",
    "sent.s3.src.recomputed": "ricalcolato dal vivo proprio ora",
    "sent.s3.chart": "ρ di Spearman fra coseno e punteggio umano",
    "sent.m.overlap": "sovrapposizione di parole (Jaccard)",
    "sent.m.glove": "media di GloVe 50d",
    "sent.m.w2v": "media di word2vec (nostro)",
    "sent.m.mlm_mean": "LM mascherato, media dell'ultimo strato",
    "sent.m.mlm_cls": "LM mascherato, primo token [CLS]",
    "sent.m.minilm": "MiniLM, pooling per media",
    "sent.s3.claims": "Le affermazioni del capitolo, verificate sui nostri modelli",
    "sent.claim.mean_vs_overlap": "La media del modello linguistico fa peggio che contare le parole in comune: ρ "
                                  "{a:.3f} contro {b:.3f}.",
    "sent.claim.mean_vs_words": "Fa peggio anche della media dei vettori di parola: ρ {a:.3f} contro {b:.3f} del "
                                "migliore dei due insiemi di vettori mediati.",
    "sent.claim.cls_vs_mean": "Il suo primo token [CLS] fa ancora peggio: ρ {a:.3f} contro {b:.3f}.",
    "sent.claim.minilm_wins": "Vince il modello contrastivo: ρ {a:.3f}; il secondo migliore arriva a {b:.3f}.",
    "sent.claim.holds": "Qui vale.",
    "sent.claim.fails": "Sui nostri modelli **non** vale.",
    "sent.s3.recompute": "Ricalcola dal vivo la riga di MiniLM",
    "sent.s3.progress": "Codifica delle frasi con MiniLM… {pct}%",
    "sent.s3.done": "{n:,} frasi codificate in {secs:.1f} s.",
    "sent.s3.live_result": "Ricalcolato dal vivo: ρ {rho:.4f}, top-1 {top1:.1%} (precalcolato in float16: ρ "
                           "{pre_rho:.4f}, top-1 {pre_top1:.1%}).",
    "sent.s3.pool": "Pooling per media (mean pooling) = la media dei vettori dei token dell'ultimo strato, escluso il "
                    "padding, poi riscalata a lunghezza 1; il pooling [CLS] prende solo il vettore del primo token.",
}

HU = {
    "sent.title": "Kontextuális vektorok és mondatvektorok",
    "sent.lead": "Egy tábla az angol „bank” szónak (folyópart vagy bank) mindenhol ugyanazt a vektort adja; egy "
                 "transformer a mondatból számolja ki, és ha minden mondatnak egy vektora van, a keresés egyetlen "
                 "mátrixszorzás.",
    "sent.intro_more": "Erről az oldalról és a két modelljéről",
    "sent.intro": "Két valódi modell fut itt, mindkettő offline. A **MiniLM**-et (all-MiniLM-L6-v2, {minilm:,} "
                  "paraméter; a fejezetben {book_minilm}) *kontrasztívan* tanították: a parafrázispárokat "
                  "egymáshoz húzták, a többi mondatot széttolták. **Saját maszkolt nyelvi modellünket** (masked "
                  "LM; {mlm:,} paraméter, {layers} réteg) ennek az alkalmazásnak a szkriptje tanította, kizárólag "
                  "arra, hogy kitalálja a rejtett szavakat a Brown + Gutenberg korpuszban; a fejezet BERT-base "
                  "modelljét ({book_bert} paraméter) helyettesíti, amely túl nagy ahhoz, hogy mellékeljük. "
                  "Félretett mondatokon a rejtett szódarabok {acc:.1%}-át találja el, szemben azzal a "
                  "{uni:.1%}-kal, amelyet az ér el, aki mindig azt tippeli: „{guess}”. Mindkét modellt angol "
                  "szövegen tanították: más nyelvű szöveget is elfogad és feldolgoz, de annak vektorai keveset "
                  "jelentenek.",
    "sent.model.minilm": "MiniLM (kontrasztív mondatmodell)",
    "sent.model.mlm": "Saját maszkolt LM (rejtett szavakat talál ki)",
    "sent.short.minilm": "MiniLM",
    "sent.short.mlm": "saját maszkolt LM",
    "sent.loading": "A két modell betöltése (szerverenként egyszer)…",
    "sent.failed": "Egy modellt nem sikerült betölteni ({error}); ez a rész kimarad.",
    # §1
    "sent.s1.title": "1. Egy vektor szavanként vagy előfordulásonként",
    "sent.s1.sentences": "**A** „{a}”  \n**B** „{b}”  \n**A′** (egy másik folyóról szóló mondat) „{r}”  \n**B′** "
                         "(egy másik pénzügyi mondat) „{m}”",
    "sent.s1.static": "**Statikus sor.** A „bank” sorának cos(A, B) értéke a bemeneti embedding táblában: MiniLM "
                      "**{minilm:.6f}**, saját maszkolt LM-ünk **{mlm:.6f}** (könyv: {book}). Konstrukció szerint "
                      "pontosan 1: az id szerinti kikeresés a táblából nem függhet a mondattól.",
    "sent.s1.chart": "„bank” rétegenként, {model}",
    "sent.s1.layer": "réteg (0 = embedding réteg)",
    "sent.s1.cos": "koszinusz",
    "sent.s1.ab": "A és B (folyó és pénz)",
    "sent.s1.river": "A és A′ (két folyóról szóló mondat)",
    "sent.s1.money": "B és B′ (két pénzügyi mondat)",
    "sent.s1.pieces": "(a „bank” itt {n} szódarab: {pieces}; a több darabra vágott szó a darabok vektorainak átlagát "
                      "kapja.)",
    "sent.s1.summary": "{model}, {l}. réteg: a két jelentés {ab:.3f}, a két folyóról szóló mondat viszont "
                       "{river:.3f}: {verdict}",
    "sent.s1.separated": "a jelentések szétváltak.",
    "sent.s1.not_separated": "a jelentések **nem** váltak szét jobban, mint ugyanaz a jelentés két mondatban.",
    "sent.s1.book_title": "A könyv számai (BERT-base, 12 réteg; nem a mi modelljeink)",
    "sent.s1.book_layer": "réteg",
    "sent.s1.why_differ": "A mi modelljeink kisebbek (6 és {mlm_layers} réteg, nem 12), és másképp tanították őket, "
                          "ezért a görbéik eltérnek a könyvéitől; a könyv számai úgy szerepelnek, ahogy nyomtatásban "
                          "megjelentek.",
    "sent.s1.layer0": "A 0. rétegben a koszinusz nem 1, pedig egyenesen a táblából jön: az embedding réteg hozzáad "
                      "egy *pozícióvektort*, és a „bank” minden mondatban más pozícióban áll.",
    # own sentences
    "sent.own.title": "Saját mondataid",
    "sent.own.english": "Bármilyen nyelvet elfogad és feldolgoz, de mindkét modellt angol szövegen tanították: más "
                        "nyelvek vektorai keveset jelentenek.",
    "sent.own.a": "Első mondat",
    "sent.own.b": "Második mondat",
    "sent.own.word": "Mindkét mondatban szereplő szó",
    "sent.own.model": "Modell",
    "sent.own.chart": "„{word}” a két mondatodban, {model}: koszinusz rétegenként",
    "sent.own.series": "a két mondatod",
    "sent.own.result": "Statikus sor: {static:.6f}. Kontextuális, utolsó réteg: {last:.3f}. {word}: {n} szódarab "
                       "({pieces}).",
    "sent.err.empty": "Az egyik mondat üres: írj mondatot mindkét mezőbe.",
    "sent.err.too_long_chars": "Az egyik mondat {n} karakteres; a határ {limit}.",
    "sent.err.too_long_tokens": "Az egyik mondat {n} szódarab hosszú; ez a modell legfeljebb {limit} szódarabot fogad.",
    "sent.err.missing_word": "{word} nem fordul elő egész szóként mindkét mondatban.",
    "sent.err.bad_word": "Írj be egyetlen szót (betűk, számjegyek, ' vagy -), amely mindkét mondatban előfordul.",
    "sent.err.query_empty": "Írj be egy lekérdezést, hogy kereshess az indexben.",
    "sent.err.query_long": "A lekérdezés {n} karakteres; a határ {limit}.",
    # §2
    "sent.s2.title": "2. A szemantikus keresés egyetlen mátrixszorzás",
    "sent.s2.index": "Az index: az STS benchmark {n} olyan tesztpárja, amelyet az emberek a leghasonlóbbnak ítéltek "
                     "(könyv: {book}), mindegyikből az egyik oldal; a másik oldal a lekérdezés, és akkor van találat, "
                     "ha a lekérdezés saját párja kerül az első helyre.",
    "sent.s2.method": "A mondatvektorok forrása",
    "sent.s2.query": "A lekérdezésed",
    "sent.s2.default_query": "Someone wearing a tall hat is on horseback.",
    "sent.s2.shapes": "E mérete {n} × {d}, q mérete 1 × {d}, a scores = q @ Eᵀ mérete 1 × {n}; a négy sor {ms:.2f} ms "
                      "alatt futott le.",
    "sent.s2.overlap_note": "A szóátfedésnek nincsenek vektorai: minden indexelt mondat pontszáma a szóhalmazának és "
                            "a lekérdezés szóhalmazának Jaccard-átfedése ({n} összehasonlítás, {ms:.2f} ms).",
    "sent.s2.rank": "helyezés",
    "sent.s2.score": "pontszám",
    "sent.s2.sentence": "indexelt mondat",
    "sent.s2.top1": "Top-1 pontosság {n} páron, minden módszerrel",
    # §3
    "sent.s3.title": "3. Melyik mondatvektor? A fejezet összehasonlítása, lemérve",
    "sent.s3.data": "{n:,} STS benchmark tesztpár 0–5-ös emberi pontszámokkal (a fejezet mindet használja: {book} "
                    "párt; az MSRpar és az MSRvid {dropped:,} párját kihagytuk, mert a Microsoft Research "
                    "licencfeltételei külön megállapodást kívánnak, így a mi számaink {n:,} páron születtek).",
    "sent.s3.method": "módszer",
    "sent.s3.spearman": "Spearman-ρ (koszinusz és emberi ítélet)",
    "sent.s3.top1": "top-1 visszakeresés",
    "sent.s3.source": "forrás",
    "sent.s3.src.live": "minden szerverinduláskor a szövegből számolva",
    "sent.s3.src.pre": "a scripts/precompute_sentences.py által előre kiszámolt embeddingek (float16)",
    "sent.s3.src.recomputed": "épp most, élőben újraszámolva",
    "sent.s3.chart": "Spearman-ρ a koszinusz és az emberi pontszám között",
    "sent.m.overlap": "szóátfedés (Jaccard)",
    "sent.m.glove": "átlagolt GloVe 50d",
    "sent.m.w2v": "átlagolt word2vec (saját)",
    "sent.m.mlm_mean": "maszkolt LM, utolsó réteg átlaga",
    "sent.m.mlm_cls": "maszkolt LM, első token [CLS]",
    "sent.m.minilm": "MiniLM, átlagolással",
    "sent.s3.claims": "A fejezet állításai, a mi modelljeinken ellenőrizve",
    "sent.claim.mean_vs_overlap": "A nyelvi modell átlagolt vektora rosszabb, mint a közös szavak megszámolása: ρ "
                                  "{a:.3f} vs. {b:.3f}.",
    "sent.claim.mean_vs_words": "A szóvektorok átlagolásánál is rosszabb: ρ {a:.3f} vs. {b:.3f}, a jobbik átlagolt "
                                "készleté.",
    "sent.claim.cls_vs_mean": "Az első tokenje, a [CLS] még rosszabb: ρ {a:.3f} vs. {b:.3f}.",
    "sent.claim.minilm_wins": "A kontrasztív modell nyer: ρ {a:.3f}, a második legjobb {b:.3f}.",
    "sent.claim.holds": "Itt teljesül.",
    "sent.claim.fails": "A mi modelljeinken **nem** teljesül.",
    "sent.s3.recompute": "A MiniLM sorának újraszámolása élőben",
    "sent.s3.progress": "A mondatok kódolása MiniLM-mel… {pct}%",
    "sent.s3.done": "{n:,} mondat kódolva {secs:.1f} s alatt.",
    "sent.s3.live_result": "Élőben újraszámolva: ρ {rho:.4f}, top-1 {top1:.1%} (előre kiszámolt float16: ρ "
                           "{pre_rho:.4f}, top-1 {pre_top1:.1%}).",
    "sent.s3.pool": "Átlagoló pooling (mean pooling) = az utolsó réteg tokenvektorainak átlaga, a kitöltést (padding) "
                    "kihagyva, majd 1 hosszúságúra skálázva; a [CLS] pooling csak az első token vektorát veszi.",
}
