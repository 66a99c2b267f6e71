"""Chart captions: one line under a chart that says its key number in words, computed from what the chart draws.

They are the charts' text alternative (issue 13 §4): a screen reader, or a student who cannot see the colours,
reads the number here. Keys are ``cap.<page>.<chart>``.
"""

# The parameter whose count picks ``key@one`` (ui.i18n.t, CLDR plural rules): one parameter per key serves
# every language, so each text agrees with that one count only (no "1 tokens", "1 passate").
PLURAL = {
    "cap.attention.O": "n",
    "cap.word_vectors.toy": "n",
}

EN = {
    "cap.count_table.table": "The table counts {pairs:,} pairs in {cells} cells; the most frequent pair is {a}→{b} "
                       "({top:,} times), and {empty} cells are empty.",
    "cap.neural.nb_loss": "After {step:,} steps: training loss {train:.4f}, validation {val:.4f}; the count table's "
                          "loss, which the network should reach, is {floor:.4f}.",
    "cap.neural.nb_gap": "After {step:,} steps the network's largest difference from the count table is {gap:.6f}.",
    "cap.neural.row": "After “{ch}” the most likely next character in the table is “{top}”: count table {p:.4f}, "
                      "network {q:.4f}.",
    "cap.neural.pca": "The two directions drawn keep {a:.0%} and {b:.0%} of the spread of the {v} rows.",
    "cap.neural.params": "With {k2} characters of context instead of {k1}, the model has {p2:,} parameters instead "
                         "of {p1:,}.",
    "cap.neural.blocks": "Largest block: position {i} ({big:.1f}); smallest: position {j} ({small:.1f}).",
    "cap.tokens.ladder": "Fewest bits per character: {model}, {bpc:.4f}.",
    "cap.tokens.coverage": "With a context of {m} characters, {seen:.3g}% of the possible contexts occur in the "
                           "training names, and {unseen:.3g}% of the validation contexts never do.",
    "cap.sentences.bank": "{model}, last layer: the two senses of “bank” at {ab:.3f}, the two river sentences at "
                     "{river:.3f}.",
    "cap.sentences.methods": "Highest ρ: {method}, {rho:.3f}.",
    "cap.rnn_gradients.curve": "After {k} steps back, {norm:.2e} of the signal is left; the bound allows at most "
                               "{bound:.2e}.",
    "cap.rnn_gradients.factor": "At the last step ({t}) the backward factor's norm is {f:.3f}; its mean over the "
                                "sequence is {mean:.3f}.",
    "cap.rnn_gradients.gates": "After {k} steps back: LSTM cell path {path:.2e}, LSTM all paths {full:.2e}, GRU "
                               "{gru:.2e}, plain RNN {elman:.2e}.",
    "cap.rnn_gradients.stream_c": "Largest |c|: {a:.0f} without a forget gate, {b:.2f} with one.",
    "cap.rnn_gradients.stream_spread": "At the last step tanh(c) still moves by {a:.3f} without a forget gate and by "
                                       "{b:.3f} with one.",
    "cap.rnn_gradients.gru": "Largest gap between the two GRU conventions: {gap:.3f}, at step {t}.",
    "cap.rnn_gradients.scan_time": "For n = {n:,}, on this machine: loop {loop:.2f} ms, scan {scan:.2f} ms.",
    "cap.rnn_gradients.rounds": "For n = {n:,}: {r} rounds instead of {n:,} steps.",
    "cap.attention.R": "Largest score: r({a}, {b}) = {v:.3f}.",
    "cap.attention.alpha": "Largest weight: α({a}, {b}) = {v:.3f}.",
    "cap.attention.O": "{n} output rows of {k} numbers; the largest in absolute value is {v:.2f}.",
    "cap.attention.O@one": "{n} output row of {k} numbers; the largest in absolute value is {v:.2f}.",
    "cap.attention.focus": "“{word}” puts its largest weight, {v:.3f}, on “{other}”.",
    "cap.attention.satmax": "At k = {k}: largest weight {on:.3f} with scaling, {off:.3f} without.",
    "cap.attention.M": "M is {d} × {d}; its largest entry in absolute value is {v:.3f}.",
    "cap.attention.order": "Largest score: {v:.3f} (“{a}” looking at “{b}”).",
    "cap.attention.tiny_layer": "Layer {l}: on average its heads put {prev:.2f} of their weight on the previous "
                                "character and {first:.2f} on the first.",
    "cap.attention.tiny_next": "Probability given to the actual next character, averaged over the {n} rows: {p:.3f}.",
    "cap.attention.outlayer": "Most likely after “{context}”: “{ch}”, {p:.3f}.",
    "cap.word_vectors.map": "{n} words of the group are in the {set} vocabulary searched.",
    "cap.word_vectors.eval": "Best semantic accuracy: {method} with {set}, {acc:.1%}.",
    "cap.word_vectors.toy": "Loss after {n} passes: {last:.3f} (first pass: {first:.3f}).",
    "cap.word_vectors.toy@one": "Loss after {n} pass: {last:.3f} (first pass: {first:.3f}).",
    "cap.word_vectors.std": "At d = {d:,}: measured spread {s:.4f}, chance 1/√d = {c:.4f}.",
}

IT = {
    "cap.count_table.table": "La tabella conta {pairs:,} coppie in {cells} celle; la coppia più frequente è {a}→{b} "
                       "({top:,} volte) e {empty} celle sono vuote.",
    "cap.neural.nb_loss": "Dopo {step:,} passi: loss di addestramento {train:.4f}, di validazione {val:.4f}; la loss "
                          "della tabella dei conteggi, che la rete dovrebbe raggiungere, è {floor:.4f}.",
    "cap.neural.nb_gap": "Dopo {step:,} passi la differenza massima tra la rete e la tabella dei conteggi è "
                         "{gap:.6f}.",
    "cap.neural.row": "Dopo «{ch}» il carattere successivo più probabile nella tabella è «{top}»: tabella dei "
                      "conteggi {p:.4f}, rete {q:.4f}.",
    "cap.neural.pca": "Quota della dispersione delle {v} righe conservata dalle due direzioni disegnate: {a:.0%} e "
                      "{b:.0%}.",
    "cap.neural.params": "Con {k2} caratteri di contesto invece di {k1}, il modello ha {p2:,} parametri invece di "
                         "{p1:,}.",
    "cap.neural.blocks": "Blocco più grande: posizione {i} ({big:.1f}); più piccolo: posizione {j} ({small:.1f}).",
    "cap.tokens.ladder": "Meno bit per carattere: {model}, {bpc:.4f}.",
    "cap.tokens.coverage": "Con un contesto di {m} caratteri: contesti possibili visti nei nomi di addestramento "
                        "{seen:.3g}%; contesti di validazione mai visti {unseen:.3g}%.",
    "cap.sentences.bank": "{model}, ultimo strato: i due sensi di «bank» a {ab:.3f}, le due frasi sul fiume a "
                     "{river:.3f}.",
    "cap.sentences.methods": "ρ più alto: {method}, {rho:.3f}.",
    "cap.rnn_gradients.curve": "Dopo {k} passi all'indietro resta {norm:.2e} del segnale; il maggiorante consente al "
                               "massimo {bound:.2e}.",
    "cap.rnn_gradients.factor": "All'ultimo passo ({t}) la norma del fattore all'indietro è {f:.3f}; la sua media "
                                "sulla sequenza è {mean:.3f}.",
    "cap.rnn_gradients.gates": "Dopo {k} passi all'indietro: linea della cella LSTM {path:.2e}, LSTM su tutte le "
                               "strade {full:.2e}, GRU {gru:.2e}, RNN semplice {elman:.2e}.",
    "cap.rnn_gradients.stream_c": "|c| massimo: {a:.0f} senza forget gate, {b:.2f} con il forget gate.",
    "cap.rnn_gradients.stream_spread": "All'ultimo passo tanh(c) si muove ancora di {a:.3f} senza forget gate e di "
                                       "{b:.3f} con il forget gate.",
    "cap.rnn_gradients.gru": "Scarto massimo tra le due convenzioni della GRU: {gap:.3f}, al passo {t}.",
    "cap.rnn_gradients.scan_time": "Per n = {n:,}, su questa macchina: ciclo {loop:.2f} ms, scansione {scan:.2f} ms.",
    "cap.rnn_gradients.rounds": "Per n = {n:,}: {r} giri invece di {n:,} passi.",
    "cap.attention.R": "Punteggio massimo: r({a}, {b}) = {v:.3f}.",
    "cap.attention.alpha": "Peso massimo: α({a}, {b}) = {v:.3f}.",
    "cap.attention.O": "{n} righe di uscita di {k} numeri; il più grande in valore assoluto è {v:.2f}.",
    "cap.attention.O@one": "{n} riga di uscita di {k} numeri; il più grande in valore assoluto è {v:.2f}.",
    "cap.attention.focus": "«{word}» dà il peso maggiore, {v:.3f}, a «{other}».",
    "cap.attention.satmax": "Con k = {k}: peso massimo {on:.3f} con la riscalatura, {off:.3f} senza.",
    "cap.attention.M": "M è {d} × {d}; il suo elemento più grande in valore assoluto è {v:.3f}.",
    "cap.attention.order": "Punteggio massimo: {v:.3f} («{a}» che guarda «{b}»).",
    "cap.attention.tiny_layer": "Strato {l}: in media le sue teste danno {prev:.2f} del loro peso al carattere "
                                "precedente e {first:.2f} al primo.",
    "cap.attention.tiny_next": "Probabilità data al vero carattere successivo, in media sulle {n} righe: {p:.3f}.",
    "cap.attention.outlayer": "Il più probabile dopo «{context}»: «{ch}», {p:.3f}.",
    "cap.word_vectors.map": "{n} parole del gruppo sono nel vocabolario di {set} in cui si cerca.",
    "cap.word_vectors.eval": "Accuratezza semantica migliore: {method} con {set}, {acc:.1%}.",
    "cap.word_vectors.toy": "Loss dopo {n} passate: {last:.3f} (prima passata: {first:.3f}).",
    "cap.word_vectors.toy@one": "Loss dopo {n} passata: {last:.3f} (prima passata: {first:.3f}).",
    "cap.word_vectors.std": "Con d = {d:,}: dispersione misurata {s:.4f}, caso 1/√d = {c:.4f}.",
}

HU = {
    "cap.count_table.table": "A tábla {pairs:,} párt számol {cells} cellában; a leggyakoribb pár {a}→{b} ({top:,} "
                       "alkalommal), és {empty} cella üres.",
    "cap.neural.nb_loss": "{step:,} lépés után: tanítási veszteség {train:.4f}, validációs {val:.4f}; a "
                          "számlálótábla vesztesége, amelyet a hálózatnak el kell érnie, {floor:.4f}.",
    "cap.neural.nb_gap": "{step:,} lépés után a hálózat legnagyobb eltérése a számlálótáblától: {gap:.6f}.",
    "cap.neural.row": "„{ch}” után a tábla szerint a legvalószínűbb következő karakter „{top}”: számlálótábla "
                      "{p:.4f}, hálózat {q:.4f}.",
    "cap.neural.pca": "A két ábrázolt irány megőrzi a sorok ({v}) varianciájának ennyi részét: {a:.0%}, illetve "
                      "{b:.0%}.",
    "cap.neural.params": "{k1} helyett {k2} karakteres kontextussal a modellnek {p1:,} helyett {p2:,} paramétere "
                         "van.",
    "cap.neural.blocks": "Legnagyobb blokk: {i}. pozíció ({big:.1f}); legkisebb: {j}. pozíció ({small:.1f}).",
    "cap.tokens.ladder": "Legkevesebb bit per karakter: {model}, {bpc:.4f}.",
    "cap.tokens.coverage": "{m} karakteres kontextusnál a lehetséges kontextusoknak ennyi része fordul elő a tanító "
                        "nevekben: {seen:.3g}%; a validációs kontextusoknak pedig ennyi része egyszer sem: "
                        "{unseen:.3g}%.",
    "cap.sentences.bank": "{model}, utolsó réteg: a „bank” két jelentése {ab:.3f}, a két folyóról szóló mondat "
                          "{river:.3f}.",
    "cap.sentences.methods": "Legnagyobb ρ: {method}, {rho:.3f}.",
    "cap.rnn_gradients.curve": "{k} lépéssel visszafelé a jelből ennyi marad: {norm:.2e}; a korlát szerint legfeljebb "
                     "{bound:.2e}.",
    "cap.rnn_gradients.factor": "Az utolsó lépésnél ({t}) a visszafelé haladó tényező normája {f:.3f}; a sorozatra "
                                "vett átlaga {mean:.3f}.",
    "cap.rnn_gradients.gates": "{k} lépéssel visszafelé: LSTM cellaút {path:.2e}, LSTM minden út {full:.2e}, GRU "
                               "{gru:.2e}, egyszerű RNN {elman:.2e}.",
    "cap.rnn_gradients.stream_c": "Legnagyobb |c|: {a:.0f} felejtőkapu nélkül, {b:.2f} felejtőkapuval.",
    "cap.rnn_gradients.stream_spread": "Az utolsó lépésnél a tanh(c) még ennyit mozdul: {a:.3f} felejtőkapu nélkül, "
                                       "{b:.3f} felejtőkapuval.",
    "cap.rnn_gradients.gru": "A két GRU-konvenció legnagyobb eltérése: {gap:.3f} (lépés: {t}).",
    "cap.rnn_gradients.scan_time": "n = {n:,} esetén ezen a gépen: ciklus {loop:.2f} ms, scan {scan:.2f} ms.",
    "cap.rnn_gradients.rounds": "n = {n:,} esetén: {r} kör {n:,} lépés helyett.",
    "cap.attention.R": "Legnagyobb pontszám: r({a}, {b}) = {v:.3f}.",
    "cap.attention.alpha": "Legnagyobb súly: α({a}, {b}) = {v:.3f}.",
    "cap.attention.O": "{n} kimeneti sor, mindegyik {k} számmal; abszolút értékben a legnagyobb {v:.2f}.",
    "cap.attention.O@one": "{n} kimeneti sor, mindegyik {k} számmal; abszolút értékben a legnagyobb {v:.2f}.",
    "cap.attention.focus": "„{word}” legnagyobb súlya, {v:.3f}, erre esik: „{other}”.",
    "cap.attention.satmax": "k = {k} esetén: legnagyobb súly {on:.3f} skálázással, {off:.3f} anélkül.",
    "cap.attention.M": "M mérete {d} × {d}; abszolút értékben legnagyobb eleme {v:.3f}.",
    "cap.attention.order": "Legnagyobb pontszám: {v:.3f} („{a}” figyel erre: „{b}”).",
    "cap.attention.tiny_layer": "{l}. réteg: fejei átlagosan súlyuk {prev:.2f} részét adják az előző karakternek, "
                           "{first:.2f} részét az elsőnek.",
    "cap.attention.tiny_next": "A valódi következő karakter valószínűsége a sorok ({n}) átlagában: {p:.3f}.",
    "cap.attention.outlayer": "A legvalószínűbb „{context}” után: „{ch}”, {p:.3f}.",
    "cap.word_vectors.map": "A csoportból {n} szó szerepel a keresett szókészletben ({set}).",
    "cap.word_vectors.eval": "Legjobb szemantikus pontosság: {method}, {set}: {acc:.1%}.",
    "cap.word_vectors.toy": "Veszteség {n} menet után: {last:.3f} (első menet: {first:.3f}).",
    "cap.word_vectors.toy@one": "Veszteség {n} menet után: {last:.3f} (első menet: {first:.3f}).",
    "cap.word_vectors.std": "d = {d:,} esetén: mért szórás {s:.4f}, véletlen 1/√d = {c:.4f}.",
}
