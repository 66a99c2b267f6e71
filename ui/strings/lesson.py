"""Strings of the lessons (issue 25): the start page's list, a lesson alone, the live room, and every lesson's
steps (``lesson.<id>.<step>.<part>``: title, body, q, opt.<option>, notice; see lm_core/lessons/)."""

# Language-neutral on purpose: the percent sign is the same in all three languages.
SAME_AS_ENGLISH = {"lesson.unit.percent", "lesson.summary.none"}   # a sign, and a dash for "none"
# Italian says "no" as English does.
SAME_AS_ENGLISH_BY_LANG = {"it": {"lesson.no"}}
# The parameter whose count picks ``key@one`` (ui.i18n.t, CLDR plural rules): no "1 steps", "1 passi", "a 1 domande".
# One parameter per key serves every language, so each text is worded to agree with that one count only.
PLURAL = {"lesson.front.steps": "n", "lesson.summary.score": "right"}

EN = {
    'lesson.front.header': 'Lessons',
    'lesson.front.intro': 'A lesson is a short path through the pages: each step sets a page up, asks you to '
                          'predict, then shows the truth. Alone, or with a class: the teacher starts a room and '
                          'everyone answers on their phone.',
    'lesson.front.steps': '{n} steps',
    'lesson.front.steps@one': '{n} step',
    'lesson.front.open': 'Start',
    'lesson.progress': 'Lesson: {title} · step {k} of {n}',
    'lesson.back': 'Back',
    'lesson.next': 'Next',
    'lesson.finish': 'Summary',
    'lesson.leave': 'Leave the lesson',
    'lesson.restart': 'Start again',
    'lesson.question': 'Your prediction',
    'lesson.number_label': 'Your answer',
    'lesson.number_help': 'A number between {lo:g} and {hi:g}.',
    'lesson.commit': 'Commit my answer',
    'lesson.committed': 'Your answer: **{answer}**. You can still change it.',
    'lesson.reveal': 'Reveal the answer',
    'lesson.truth': 'The answer: **{truth}**',
    'lesson.yours': 'Yours: **{answer}**',
    'lesson.right': 'Right.',
    'lesson.wrong': 'Not quite.',
    'lesson.within': '(counted right within {tol})',
    'lesson.notice': 'What to notice',
    'lesson.page_waits': 'The page opens once you have committed a prediction: no peeking.',
    'lesson.unit.percent': '%',
    'lesson.unit.nats': 'nats per character',
    'lesson.unit.bits': 'bits per character',
    'lesson.err.empty': 'Type or pick an answer first.',
    'lesson.err.not_number': 'That is not a number; type digits, such as 2.5.',
    'lesson.err.not_finite': 'Please type a finite number.',
    'lesson.err.out_of_range': 'The answer must lie between {lo:g} and {hi:g}.',
    'lesson.err.not_option': 'Pick one of the options.',
    'lesson.summary.header': 'Your answers',
    'lesson.summary.col.step': 'Step',
    'lesson.summary.col.question': 'Question',
    'lesson.summary.col.answer': 'Your answer',
    'lesson.summary.col.truth': 'Answer',
    'lesson.summary.col.right': 'Right',
    'lesson.summary.score': 'You got {right} of {n} right.',
    'lesson.summary.score@one': 'You got {right} of {n} right.',
    'lesson.summary.none': '—',
    'lesson.yes': 'yes',
    'lesson.no': 'no',
    'lesson.room.start': 'Start a class',
    'lesson.room.start_help': 'Creates a room: your students join with a short code and answer on their phones.',
    'lesson.room.code': 'Room code: **{code}**',
    'lesson.room.join': 'Students join here:',
    'lesson.room.qr': 'QR code of the join link',
    'lesson.room.student': 'You follow the teacher in room {code}.',
    'lesson.room.close': 'Close the question',
    'lesson.room.reopen': 'Reopen the question',
    'lesson.room.next': 'Next step',
    'lesson.room.back': 'Previous step',
    'lesson.room.end': 'End the class',
    'lesson.room.closed': 'The question is closed.',
    'lesson.room.waiting': 'The teacher closes the question when everyone has answered.',
    'lesson.room.distribution': "The class's answers against the truth",
    'lesson.room.count': 'students',
    'lesson.room.truth_line': 'truth',
    'lesson.room.ended': 'The class is over. Thank you!',
    'lesson.room.summary': "The class's results",
    'lesson.room.col.step': 'Step',
    'lesson.room.col.answered': 'Answered',
    'lesson.room.col.truth': 'Answer',
    'lesson.room.csv': 'Download the results (CSV, no names)',
    'lesson.room.nickname': 'Nickname (optional)',
    'lesson.room.nickname_help': 'At most 20 characters; the teacher sees only how many answered.',
    'lesson.room.unknown': 'There is no room with the code {code}. Check the code with your teacher.',
    'lesson.room.expired': 'Room {code} has expired (rooms last 12 hours); its answers have been deleted.',
    'lesson.room.unreachable': "The class's store cannot be reached right now; the lesson goes on here on its own.",
    'lesson.room.forbidden': 'Only the teacher can do that.',
    'lesson.room.is_closed': 'The question is closed: your answer was not changed.',
    'lesson.room.rate': 'Too many answers in a short time: wait a few seconds and try again.',
    'lesson.room.join_code': 'Join a class: room code',
    'lesson.room.join_button': 'Join',
    'lesson.room.bad_code': 'A room code has 6 letters and digits, such as {example}.',
    'lesson.counting.title': 'Counting names',
    'lesson.counting.blurb': 'The chain rule, the count table, sampling, perplexity, smoothing and the infinite loss.',
    'lesson.counting.1.title': 'A name as a product',
    'lesson.counting.1.body': 'The model reads a name one letter at a time and multiplies the probability of each '
                              'next letter, the end mark included. Perplexity turns the mean surprise per letter '
                              'into a number of equally likely choices.',
    'lesson.counting.1.q': 'There are 27 symbols to choose from at each step. What is the perplexity of *emma*?',
    'lesson.counting.1.notice': 'Far fewer than 27: after *e*, *m* and *a* the model has narrowed its guesses a lot. '
                                'The end of the name counts as a step too.',
    'lesson.counting.2.title': 'The count table',
    'lesson.counting.2.body': 'Each cell counts how often one letter follows another in the training names.',
    'lesson.counting.2.q': "What percentage of the table's cells are empty (a pair never seen in training)?",
    'lesson.counting.2.notice': 'Most pairs do occur, at least once. The few empty cells matter later, because a '
                                'zero count means probability zero.',
    'lesson.counting.3.title': 'Sampling names',
    'lesson.counting.3.body': 'Sampling draws the next letter from the row of the letter just written, until the end '
                              'mark comes up.',
    'lesson.counting.3.notice': 'Every pair in a sample is a pair seen in training, yet most samples are not names: '
                                'one letter of memory is not enough.',
    'lesson.counting.4.title': 'Loss and perplexity',
    'lesson.counting.4.body': 'The loss is the mean surprise −log p per character on names the table never saw (the '
                              'validation split), with add-one smoothing.',
    'lesson.counting.4.q': "Guessing uniformly among 27 symbols costs ln 27 nats. What is the add-one table's "
                           'validation loss?',
    'lesson.counting.4.notice': 'Well below the uniform guess, and close to the training loss: the table generalises.',
    'lesson.counting.5.title': 'No smoothing',
    'lesson.counting.5.body': 'Now take the raw table: probabilities straight from the counts, no smoothing.',
    'lesson.counting.5.q': "What is the raw table's validation loss?",
    'lesson.counting.5.opt.below3': 'finite, lower than with smoothing',
    'lesson.counting.5.opt.above3': 'finite, higher than with smoothing',
    'lesson.counting.5.opt.infinite': 'infinite',
    'lesson.counting.5.notice': 'One validation pair in an empty cell has probability zero, so −log 0 is infinite, '
                                'and the mean with it. One unseen pair is enough.',
    'lesson.counting.6.title': 'Too much smoothing',
    'lesson.counting.6.body': 'Smoothing adds α to every cell. The slider is now at α = 100.',
    'lesson.counting.6.q': 'Which validation loss is larger?',
    'lesson.counting.6.opt.a': 'with α = 100',
    'lesson.counting.6.opt.b': 'with α = 1',
    'lesson.counting.6.notice': 'More smoothing is not always better: a large α pulls every row towards the uniform '
                                'guess and washes out what the counts learned.',
    'lesson.counting.7.title': 'The empty cells',
    'lesson.counting.7.body': 'The table marks its empty cells, and lists the validation and test pairs that fall '
                              'into them.',
    'lesson.counting.7.notice': 'Rare pairs are not impossible pairs. Smoothing is the price of admitting that the '
                                'training data did not see everything.',
    'lesson.networks.title': 'From counts to networks and tokens',
    'lesson.networks.blurb': "The neural bigram becomes the table, the MLP's context, and the bits-per-character flip.",
    'lesson.networks.1.title': 'A network that counts',
    'lesson.networks.1.body': 'A one-layer network gets the previous letter and predicts the next one. Trained by '
                              'gradient descent, it learns one weight per pair of letters.',
    'lesson.networks.1.notice': 'Its weights end up as the logarithms of the smoothed counts: the network '
                                'rediscovers the count table, nothing more.',
    'lesson.networks.2.title': 'Context in the MLP',
    'lesson.networks.2.body': "Bengio's MLP sees three letters at once, each as a small learned vector.",
    'lesson.networks.2.q': 'What validation perplexity does the MLP reach with three letters of context?',
    'lesson.networks.2.notice': "Lower than the count table's: more context helps, and the embeddings let similar "
                                'letters share what they learned.',
    'lesson.networks.3.title': 'More context',
    'lesson.networks.3.body': 'The same MLP was trained with one to eight letters of context.',
    'lesson.networks.3.q': 'Which validation perplexity is larger?',
    'lesson.networks.3.opt.a': 'with one letter of context',
    'lesson.networks.3.opt.b': 'with eight letters of context',
    'lesson.networks.3.notice': 'One letter of context is the bigram again. Gains shrink as the window grows, and '
                                'the number of parameters keeps growing.',
    'lesson.networks.4.title': 'Characters, words, pieces',
    'lesson.networks.4.body': 'The same kind of bigram is trained on one text cut into characters, into words, or '
                              'into BPE pieces.',
    'lesson.networks.4.q': 'How many bits per character does the character model need?',
    'lesson.networks.4.notice': 'Bits per character compare models whatever their tokens, because every model must '
                                'describe the same characters.',
    'lesson.networks.5.title': 'Perplexity per token',
    'lesson.networks.5.body': 'Each model has a perplexity per token of its own cut.',
    'lesson.networks.5.q': 'Which cut has the lowest perplexity per token?',
    'lesson.networks.5.opt.chars': 'characters',
    'lesson.networks.5.opt.words': 'words',
    'lesson.networks.5.opt.bpe512': 'BPE, 512 merges',
    'lesson.networks.5.opt.bpe2048': 'BPE, 2048 merges',
    'lesson.networks.5.notice': 'Characters win: there are few of them to choose from. But a token is not the same '
                                'unit across cuts.',
    'lesson.networks.6.title': 'The flip',
    'lesson.networks.6.body': 'Now the same four models, measured in bits per character.',
    'lesson.networks.6.q': 'Which cut needs the fewest bits per character?',
    'lesson.networks.6.opt.chars': 'characters',
    'lesson.networks.6.opt.words': 'words',
    'lesson.networks.6.opt.bpe512': 'BPE, 512 merges',
    'lesson.networks.6.opt.bpe2048': 'BPE, 2048 merges',
    'lesson.networks.6.notice': 'The ranking flips: the model with the best perplexity per token is the worst per '
                                'character. Never compare perplexities across different tokens.',
    'lesson.networks.7.title': 'One sentence, four cuts',
    'lesson.networks.7.body': 'Type a sentence and see how each cut splits it and what each piece costs.',
    'lesson.networks.7.notice': 'Longer tokens mean fewer, harder predictions; what counts is the total cost of the '
                                'text.',
    'lesson.machine.title': 'Inside the machine',
    'lesson.machine.blurb': "Attention's weighted average, √k and temperature, the causal mask, gradients fading "
                            'with distance, the forget gate.',
    'lesson.machine.1.title': 'A weighted average',
    'lesson.machine.1.body': 'Attention gives every word a weight for every other word and averages their third '
                             'projections with those weights.',
    'lesson.machine.1.notice': 'Each row of weights is a softmax: positive, summing to one. The output is an '
                               'average, never more extreme than its inputs.',
    'lesson.machine.2.title': 'The causal mask',
    'lesson.machine.2.body': 'With the causal mask on, a word may only look at itself and the words before it.',
    'lesson.machine.2.q': 'What weight does the first word give itself?',
    'lesson.machine.2.notice': 'The first word has nobody else to look at: its whole weight, 1, goes to itself.',
    'lesson.machine.3.title': 'Temperature',
    'lesson.machine.3.body': 'Dividing the scores by a temperature before the softmax changes how sharp the weights '
                             'are.',
    'lesson.machine.3.q': "At which temperature is the first word's largest weight larger?",
    'lesson.machine.3.opt.a': 'at temperature 0.2',
    'lesson.machine.3.opt.b': 'at temperature 5',
    'lesson.machine.3.notice': 'A low temperature sharpens: the largest score takes almost everything. A high one '
                               'spreads the weights towards uniform.',
    'lesson.machine.4.title': 'Why √k',
    'lesson.machine.4.body': 'Scores are dot products of k numbers; their spread grows like √k.',
    'lesson.machine.4.notice': 'Without the division by √k, long projections saturate the softmax and its gradients '
                               'vanish.',
    'lesson.machine.5.title': 'A low-rank product',
    'lesson.machine.5.body': 'The scores come from M = (W^A)ᵀ W^B, a d × d matrix, here with d = 6 and k = 3.',
    'lesson.machine.5.q': 'What is the rank of M?',
    'lesson.machine.5.notice': 'At most k: two thin projections can only make a matrix of rank k, however large d is.',
    'lesson.machine.6.title': 'Gradients through time',
    'lesson.machine.6.body': 'A plain RNN: how large is the gradient of the state 100 steps later with respect to '
                             'the first state? The recurrent weights are drawn at scale s = 1.',
    'lesson.machine.6.q': 'Over 100 steps, the gradient…',
    'lesson.machine.6.opt.explodes': 'explodes',
    'lesson.machine.6.opt.holds': 'stays about the same',
    'lesson.machine.6.opt.vanishes': 'vanishes',
    'lesson.machine.6.notice': 'Each step multiplies by a Jacobian whose norm is below one on average, and tanh '
                               'shrinks it further: the product fades exponentially.',
    'lesson.machine.7.title': 'Larger weights',
    'lesson.machine.7.body': 'The same RNN with its recurrent weights three times larger (s = 3).',
    'lesson.machine.7.q': 'Over 100 steps, the gradient now…',
    'lesson.machine.7.opt.explodes': 'explodes',
    'lesson.machine.7.opt.holds': 'stays about the same',
    'lesson.machine.7.opt.vanishes': 'vanishes',
    'lesson.machine.7.notice': 'Larger weights push tanh into saturation, where its derivative is almost zero: '
                               'scaling up does not rescue the gradient.',
    'lesson.machine.8.title': 'The forget gate',
    'lesson.machine.8.body': 'A gated cell carries its state forward through an addition, scaled by a forget gate.',
    'lesson.machine.8.notice': 'With a forget gate near one, the gradient flows across hundreds of steps: that is '
                               'what gates are for.',
    'lesson.words.title': 'Words and sentences',
    'lesson.words.blurb': 'The analogy that returns its own input, the baselines that do no arithmetic, and “bank” '
                          'layer by layer.',
    'lesson.words.1.title': 'Neighbours',
    'lesson.words.1.body': 'Each word is a vector; its neighbours are the words with the highest cosine.',
    'lesson.words.1.notice': 'Neighbours mix synonyms, relatives and words used in the same places: similarity of '
                             'use, not of meaning.',
    'lesson.words.2.title': 'The famous analogy',
    'lesson.words.2.body': 'king − man + woman: the word nearest to this vector, with nothing excluded.',
    'lesson.words.2.q': 'Which word comes out?',
    'lesson.words.2.opt.other': 'another word',
    'lesson.words.2.notice': 'The nearest vector is *king* itself: the arithmetic barely moves away from its input.',
    'lesson.words.3.title': 'Excluding the inputs',
    'lesson.words.3.body': 'Now the three input words are excluded from the answers, as the published evaluations do.',
    'lesson.words.3.q': 'Which word comes out now?',
    'lesson.words.3.opt.other': 'another word',
    'lesson.words.3.notice': '*queen* appears only once the inputs are ruled out: part of the famous result is that '
                             'rule.',
    'lesson.words.4.title': 'Baselines',
    'lesson.words.4.body': 'The evaluation compares the analogy rule with baselines that do no arithmetic at all, '
                           'such as the nearest neighbour of c.',
    'lesson.words.4.notice': 'A good share of the “analogies” are solved by proximity alone.',
    'lesson.words.5.title': '“Bank” before any layer',
    'lesson.words.5.body': 'Two sentences use “bank” as a place for money. We compare the vectors of “bank” in the '
                           'two sentences before any layer.',
    'lesson.words.5.q': 'What is the cosine of the two vectors?',
    'lesson.words.5.notice': "Before any layer a word's vector is its entry in a table: the same word gets the same "
                             'vector, cosine 1, whatever the sentence.',
    'lesson.words.6.title': '“Bank” after the last layer',
    'lesson.words.6.body': "Now the same two money banks after MiniLM's last layer.",
    'lesson.words.6.q': 'Which cosine is larger?',
    'lesson.words.6.opt.a': 'after the last layer',
    'lesson.words.6.opt.b': 'before any layer',
    'lesson.words.6.notice': 'The layers mix in the context, so even two uses with one meaning drift apart; what '
                             'matters is that the river bank drifts further.',
    'lesson.words.7.title': 'Sentence vectors',
    'lesson.words.7.body': 'A sentence vector averages or pools its words; semantic search is one matrix product.',
    'lesson.words.7.notice': 'Which pooling works is measured, not assumed: compare them on the benchmark.',
}

IT = {
    'lesson.front.header': 'Lezioni',
    'lesson.front.intro': 'Una lezione è un breve percorso tra le pagine: ogni passo prepara una pagina, ti chiede una '
                          "previsione, poi mostra la risposta giusta. Da soli o con la classe: l'insegnante apre una "
                          'stanza e tutti rispondono dal telefono.',
    'lesson.front.steps': '{n} passi',
    'lesson.front.steps@one': '{n} passo',
    'lesson.front.open': 'Inizia',
    'lesson.progress': 'Lezione: {title} · passo {k} di {n}',
    'lesson.back': 'Indietro',
    'lesson.next': 'Avanti',
    'lesson.finish': 'Riepilogo',
    'lesson.leave': 'Esci dalla lezione',
    'lesson.restart': 'Ricomincia',
    'lesson.question': 'La tua previsione',
    'lesson.number_label': 'La tua risposta',
    'lesson.number_help': 'Un numero tra {lo:g} e {hi:g}.',
    'lesson.commit': 'Conferma la risposta',
    'lesson.committed': 'La tua risposta: **{answer}**. Puoi ancora cambiarla.',
    'lesson.reveal': 'Mostra la risposta',
    'lesson.truth': 'La risposta: **{truth}**',
    'lesson.yours': 'La tua: **{answer}**',
    'lesson.right': 'Giusto.',
    'lesson.wrong': 'Non proprio.',
    'lesson.within': '(considerata giusta con uno scarto fino a {tol})',
    'lesson.notice': 'Che cosa notare',
    'lesson.page_waits': 'La pagina si apre dopo che hai confermato una previsione: niente sbirciate.',
    'lesson.unit.percent': '%',
    'lesson.unit.nats': 'nat per carattere',
    'lesson.unit.bits': 'bit per carattere',
    'lesson.err.empty': 'Prima scrivi o scegli una risposta.',
    'lesson.err.not_number': 'Questo non è un numero; scrivi delle cifre, per esempio 2,5.',
    'lesson.err.not_finite': 'Scrivi un numero finito.',
    'lesson.err.out_of_range': 'La risposta deve stare tra {lo:g} e {hi:g}.',
    'lesson.err.not_option': 'Scegli una delle opzioni.',
    'lesson.summary.header': 'Le tue risposte',
    'lesson.summary.col.step': 'Passo',
    'lesson.summary.col.question': 'Domanda',
    'lesson.summary.col.answer': 'La tua risposta',
    'lesson.summary.col.truth': 'Risposta',
    'lesson.summary.col.right': 'Giusta',
    'lesson.summary.score': 'Hai risposto correttamente a {right} domande su {n}.',
    'lesson.summary.score@one': 'Hai risposto correttamente a {right} domanda su {n}.',
    'lesson.summary.none': '—',
    'lesson.yes': 'sì',
    'lesson.no': 'no',
    'lesson.room.start': 'Avvia una lezione in classe',
    'lesson.room.start_help': 'Crea una stanza: gli studenti entrano con un codice breve e rispondono dal telefono.',
    'lesson.room.code': 'Codice della stanza: **{code}**',
    'lesson.room.join': 'Gli studenti entrano da qui:',
    'lesson.room.qr': 'Codice QR del link per entrare',
    'lesson.room.student': "Segui l'insegnante nella stanza {code}.",
    'lesson.room.close': 'Chiudi la domanda',
    'lesson.room.reopen': 'Riapri la domanda',
    'lesson.room.next': 'Passo successivo',
    'lesson.room.back': 'Passo precedente',
    'lesson.room.end': 'Chiudi la stanza (fine della lezione per tutti)',
    'lesson.room.closed': 'La domanda è chiusa.',
    'lesson.room.waiting': "L'insegnante chiude la domanda quando tutti hanno risposto.",
    'lesson.room.distribution': 'Le risposte della classe a confronto con la risposta esatta',
    'lesson.room.count': 'studenti',
    'lesson.room.truth_line': 'risposta esatta',
    'lesson.room.ended': 'La lezione è finita. Grazie!',
    'lesson.room.summary': 'I risultati della classe',
    'lesson.room.col.step': 'Passo',
    'lesson.room.col.answered': 'Risposte',
    'lesson.room.col.truth': 'Risposta',
    'lesson.room.csv': 'Scarica i risultati (CSV, senza nomi)',
    'lesson.room.nickname': 'Soprannome (facoltativo)',
    'lesson.room.nickname_help': "Al massimo 20 caratteri; l'insegnante vede solo quanti hanno risposto.",
    'lesson.room.unknown': "Non esiste una stanza con il codice {code}. Controlla il codice con l'insegnante.",
    'lesson.room.expired': 'La stanza {code} è scaduta (le stanze durano 12 ore); le sue risposte sono state '
                           'cancellate.',
    'lesson.room.unreachable': "Al momento l'archivio della classe non è raggiungibile: la lezione continua qui in "
                               'modalità individuale, senza la classe.',
    'lesson.room.forbidden': "Solo l'insegnante può farlo.",
    'lesson.room.is_closed': 'La domanda è chiusa: la tua risposta non è cambiata.',
    'lesson.room.rate': 'Troppe risposte in poco tempo: aspetta qualche secondo e riprova.',
    'lesson.room.join_code': 'Entra in una lezione: codice della stanza',
    'lesson.room.join_button': 'Entra',
    'lesson.room.bad_code': 'Un codice di stanza ha 6 lettere e cifre, per esempio {example}.',
    'lesson.counting.title': 'Contare i nomi',
    'lesson.counting.blurb': 'La regola della catena, la tabella dei conteggi, il campionamento, la perplessità, lo '
                             'smoothing e la loss infinita.',
    'lesson.counting.1.title': 'Un nome come prodotto',
    'lesson.counting.1.body': 'Il modello legge un nome una lettera alla volta e moltiplica la probabilità di ogni '
                              'lettera successiva, compreso il segno di fine. La perplessità trasforma la sorpresa '
                              'media per lettera in un numero di scelte ugualmente probabili.',
    'lesson.counting.1.q': 'A ogni passo ci sono 27 simboli tra cui scegliere. Qual è la perplessità di *emma*?',
    'lesson.counting.1.notice': 'Molto meno di 27: dopo *e*, *m* e *a* il modello ha ristretto parecchio le sue '
                                'ipotesi. Anche la fine del nome conta come un passo.',
    'lesson.counting.2.title': 'La tabella dei conteggi',
    'lesson.counting.2.body': "Ogni cella conta quante volte una lettera è seguita da un'altra nei nomi di "
                              'addestramento.',
    'lesson.counting.2.q': 'Che percentuale delle celle della tabella è vuota (una coppia mai vista '
                           "nell'addestramento)?",
    'lesson.counting.2.notice': 'La maggior parte delle coppie compare almeno una volta. Le poche celle vuote '
                                'contano più avanti, perché un conteggio zero significa probabilità zero.',
    'lesson.counting.3.title': 'Campionare nomi',
    'lesson.counting.3.body': "Il campionamento estrae la lettera successiva dalla riga dell'ultima lettera scritta, "
                              'finché non esce il segno di fine.',
    'lesson.counting.3.notice': "Ogni coppia di un campione è stata vista nell'addestramento, eppure la maggior parte "
                                'dei campioni non sono nomi: una lettera di memoria non basta.',
    'lesson.counting.4.title': 'Loss e perplessità',
    'lesson.counting.4.body': 'La loss è la sorpresa media −log p per carattere sui nomi che la tabella non ha mai '
                              'visto (la parte di validazione), con lo smoothing add-one.',
    'lesson.counting.4.q': 'Tirare a indovinare in modo uniforme tra 27 simboli costa ln 27 nat. Qual è la loss di '
                           'validazione della tabella con smoothing add-one?',
    'lesson.counting.4.notice': 'Ben al di sotto della scelta uniforme (ln 27), e vicina alla loss di addestramento: '
                                'la tabella generalizza.',
    'lesson.counting.5.title': 'Senza smoothing',
    'lesson.counting.5.body': 'Ora la tabella grezza: probabilità prese direttamente dai conteggi, senza smoothing.',
    'lesson.counting.5.q': 'Qual è la loss di validazione della tabella grezza?',
    'lesson.counting.5.opt.below3': 'finita, più bassa che con lo smoothing',
    'lesson.counting.5.opt.above3': 'finita, più alta che con lo smoothing',
    'lesson.counting.5.opt.infinite': 'infinita',
    'lesson.counting.5.notice': 'Una coppia di validazione in una cella vuota ha probabilità zero: −log 0 è infinito, '
                                'e quindi anche la media. Basta una coppia mai vista.',
    'lesson.counting.6.title': 'Troppo smoothing',
    'lesson.counting.6.body': 'Lo smoothing aggiunge α a ogni cella. Il cursore ora è su α = 100.',
    'lesson.counting.6.q': 'Quale loss di validazione è più grande?',
    'lesson.counting.6.opt.a': 'con α = 100',
    'lesson.counting.6.opt.b': 'con α = 1',
    'lesson.counting.6.notice': 'Più smoothing non è sempre meglio: un α grande spinge ogni riga verso la '
                                'distribuzione uniforme e cancella ciò che i conteggi hanno imparato.',
    'lesson.counting.7.title': 'Le celle vuote',
    'lesson.counting.7.body': 'La tabella evidenzia le celle vuote ed elenca le coppie di validazione e di test che ci '
                              'cadono dentro.',
    'lesson.counting.7.notice': 'Una coppia rara non è una coppia impossibile. Lo smoothing è il prezzo da pagare '
                                'per ammettere che i dati di addestramento non hanno visto tutto.',
    'lesson.networks.title': 'Dai conteggi alle reti e ai token',
    'lesson.networks.blurb': "Il modello a bigrammi neurale diventa la tabella, il contesto nell'MLP e la classifica "
                             'che si ribalta in bit per carattere.',
    'lesson.networks.1.title': 'Una rete che conta',
    'lesson.networks.1.body': 'Una rete a uno strato riceve la lettera precedente e predice la successiva. '
                              'Addestrata con la discesa del gradiente, impara un peso per ogni coppia di lettere.',
    'lesson.networks.1.notice': 'I suoi pesi diventano i logaritmi dei conteggi con smoothing: la rete riscopre la '
                                'tabella dei conteggi, e niente di più.',
    'lesson.networks.2.title': "Il contesto nell'MLP",
    'lesson.networks.2.body': "L'MLP di Bengio vede tre lettere alla volta, ciascuna come un piccolo vettore appreso.",
    'lesson.networks.2.q': "Quale perplessità di validazione raggiunge l'MLP con tre lettere di contesto?",
    'lesson.networks.2.notice': 'Più bassa di quella della tabella dei conteggi: più contesto aiuta, e gli embedding '
                                'permettono a lettere simili di condividere ciò che hanno imparato.',
    'lesson.networks.3.title': 'Più contesto',
    'lesson.networks.3.body': 'Lo stesso MLP è stato addestrato con un contesto da una a otto lettere.',
    'lesson.networks.3.q': 'Quale perplessità di validazione è più grande?',
    'lesson.networks.3.opt.a': 'con una lettera di contesto',
    'lesson.networks.3.opt.b': 'con otto lettere di contesto',
    'lesson.networks.3.notice': 'Una lettera di contesto è di nuovo il bigramma. I guadagni si riducono man mano che '
                                'la finestra cresce, mentre il numero di parametri continua ad aumentare.',
    'lesson.networks.4.title': 'Caratteri, parole, pezzi',
    'lesson.networks.4.body': 'Lo stesso tipo di bigramma viene addestrato su un testo tagliato in caratteri, in '
                              'parole o in pezzi BPE.',
    'lesson.networks.4.q': 'Quanti bit per carattere servono al modello a caratteri?',
    'lesson.networks.4.notice': 'I bit per carattere permettono di confrontare modelli con token diversi, perché ogni '
                                'modello deve descrivere gli stessi caratteri.',
    'lesson.networks.5.title': 'Perplessità per token',
    'lesson.networks.5.body': 'Ogni modello ha la sua perplessità per token, misurata sui token del proprio taglio.',
    'lesson.networks.5.q': 'Quale taglio ha la perplessità per token più bassa?',
    'lesson.networks.5.opt.chars': 'caratteri',
    'lesson.networks.5.opt.words': 'parole',
    'lesson.networks.5.opt.bpe512': 'BPE, 512 fusioni',
    'lesson.networks.5.opt.bpe2048': 'BPE, 2048 fusioni',
    'lesson.networks.5.notice': 'Vincono i caratteri: ce ne sono pochi tra cui scegliere. Ma un token non è la '
                                'stessa unità nei diversi tagli.',
    'lesson.networks.6.title': 'Il ribaltamento',
    'lesson.networks.6.body': 'Ora gli stessi quattro modelli, misurati in bit per carattere.',
    'lesson.networks.6.q': 'Quale taglio richiede meno bit per carattere?',
    'lesson.networks.6.opt.chars': 'caratteri',
    'lesson.networks.6.opt.words': 'parole',
    'lesson.networks.6.opt.bpe512': 'BPE, 512 fusioni',
    'lesson.networks.6.opt.bpe2048': 'BPE, 2048 fusioni',
    'lesson.networks.6.notice': 'La classifica si ribalta: il modello con la migliore perplessità per token è il '
                                'peggiore per carattere. Non confrontare mai perplessità calcolate su token diversi.',
    'lesson.networks.7.title': 'Una frase, quattro tagli',
    'lesson.networks.7.body': 'Scrivi una frase e guarda come la divide ciascun taglio e quanto costa ogni pezzo.',
    'lesson.networks.7.notice': 'Token più lunghi vogliono dire previsioni meno numerose ma più difficili; conta il '
                                'costo totale del testo.',
    'lesson.machine.title': 'Dentro la macchina',
    'lesson.machine.blurb': "La media pesata dell'attenzione, √k e la temperatura, la maschera causale, i gradienti "
                            'che svaniscono con la distanza, il forget gate.',
    'lesson.machine.1.title': 'Una media pesata',
    'lesson.machine.1.body': "L'attenzione dà a ogni parola un peso per ogni altra parola e fa la media delle loro "
                             'terze proiezioni con quei pesi.',
    'lesson.machine.1.notice': "Ogni riga di pesi esce da una softmax: pesi positivi, con somma uno. L'uscita è una "
                               'media, mai più estrema dei suoi ingressi.',
    'lesson.machine.2.title': 'La maschera causale',
    'lesson.machine.2.body': 'Con la maschera causale attiva, una parola può guardare solo se stessa e le parole che '
                             'la precedono.',
    'lesson.machine.2.q': 'Che peso dà a se stessa la prima parola?',
    'lesson.machine.2.notice': 'La prima parola non ha nessun altro da guardare: tutto il suo peso, 1, va a se stessa.',
    'lesson.machine.3.title': 'La temperatura',
    'lesson.machine.3.body': 'Dividere i punteggi per una temperatura prima della softmax cambia quanto sono netti i '
                             'pesi.',
    'lesson.machine.3.q': 'Per la prima parola, a quale temperatura il peso più grande è maggiore?',
    'lesson.machine.3.opt.a': 'a temperatura 0,2',
    'lesson.machine.3.opt.b': 'a temperatura 5',
    'lesson.machine.3.notice': 'Una temperatura bassa rende netti i pesi: il punteggio più alto si prende quasi tutto. '
                               'Una temperatura alta li rende quasi uniformi.',
    'lesson.machine.4.title': 'Perché √k',
    'lesson.machine.4.body': 'I punteggi sono prodotti scalari di k numeri; la loro dispersione cresce come √k.',
    'lesson.machine.4.notice': 'Senza la divisione per √k, proiezioni lunghe saturano la softmax e i suoi gradienti '
                               'svaniscono.',
    'lesson.machine.5.title': 'Un prodotto di rango basso',
    'lesson.machine.5.body': 'I punteggi vengono da M = (W^A)ᵀ W^B, una matrice d × d, qui con d = 6 e k = 3.',
    'lesson.machine.5.q': 'Qual è il rango di M?',
    'lesson.machine.5.notice': 'Al massimo k: due proiezioni sottili possono dare solo una matrice di rango k, per '
                               'quanto grande sia d.',
    'lesson.machine.6.title': 'Gradienti nel tempo',
    'lesson.machine.6.body': 'Una RNN semplice: quanto è grande il gradiente dello stato 100 passi dopo rispetto al '
                             'primo stato? I pesi ricorrenti sono estratti con scala s = 1.',
    'lesson.machine.6.q': 'In 100 passi, il gradiente…',
    'lesson.machine.6.opt.explodes': 'esplode',
    'lesson.machine.6.opt.holds': 'resta più o meno uguale',
    'lesson.machine.6.opt.vanishes': 'svanisce',
    'lesson.machine.6.notice': 'Ogni passo moltiplica per una jacobiana con norma in media minore di uno, e la tanh la '
                               'riduce ancora: il prodotto svanisce in modo esponenziale.',
    'lesson.machine.7.title': 'Pesi più grandi',
    'lesson.machine.7.body': 'La stessa RNN con pesi ricorrenti tre volte più grandi (s = 3).',
    'lesson.machine.7.q': 'In 100 passi, ora il gradiente…',
    'lesson.machine.7.opt.explodes': 'esplode',
    'lesson.machine.7.opt.holds': 'resta più o meno uguale',
    'lesson.machine.7.opt.vanishes': 'svanisce',
    'lesson.machine.7.notice': 'Pesi più grandi portano la tanh in saturazione, dove la sua derivata è quasi zero: '
                               'ingrandire i pesi non salva il gradiente.',
    'lesson.machine.8.title': 'Il forget gate',
    'lesson.machine.8.body': 'Una cella con cancelli porta avanti il suo stato con una somma, scalata da un cancello '
                             'di dimenticanza (forget gate).',
    'lesson.machine.8.notice': 'Con un forget gate vicino a uno, il gradiente attraversa centinaia di passi: è a '
                               'questo che servono i cancelli.',
    'lesson.words.title': 'Parole e frasi',
    'lesson.words.blurb': "L'analogia che restituisce il proprio ingresso, le baseline che non fanno aritmetica e "
                          '«bank» strato per strato.',
    'lesson.words.1.title': 'Vicini',
    'lesson.words.1.body': 'Ogni parola è un vettore; i suoi vicini sono le parole con il coseno più alto.',
    'lesson.words.1.notice': 'I vicini mescolano sinonimi, parole affini e parole usate negli stessi contesti: '
                             "somiglianza d'uso, non di significato.",
    'lesson.words.2.title': "L'analogia famosa",
    'lesson.words.2.body': 'king − man + woman: la parola più vicina a questo vettore, senza escludere nulla.',
    'lesson.words.2.q': 'Quale parola esce?',
    'lesson.words.2.opt.other': "un'altra parola",
    'lesson.words.2.notice': "Il vettore più vicino è *king* stesso: l'aritmetica si allontana appena dal suo "
                             'ingresso.',
    'lesson.words.3.title': 'Escludere gli ingressi',
    'lesson.words.3.body': "Ora le tre parole d'ingresso sono escluse dalle risposte, come nelle valutazioni "
                           'pubblicate.',
    'lesson.words.3.q': 'Quale parola esce adesso?',
    'lesson.words.3.opt.other': "un'altra parola",
    'lesson.words.3.notice': '*queen* compare solo quando gli ingressi sono esclusi: parte del famoso risultato si '
                             'deve proprio a quella regola.',
    'lesson.words.4.title': 'Le baseline (confronti di base)',
    'lesson.words.4.body': "La valutazione confronta la regola dell'analogia con baseline che non fanno alcuna "
                           'aritmetica, come il vicino più prossimo di c.',
    'lesson.words.4.notice': 'Una buona parte delle «analogie» si risolve con la sola vicinanza.',
    'lesson.words.5.title': '«Bank» prima di qualsiasi strato',
    'lesson.words.5.body': 'In due frasi «bank» vuol dire banca, quella del denaro. Confrontiamo i vettori di «bank» '
                           'nelle due frasi prima di qualsiasi strato.',
    'lesson.words.5.q': 'Qual è il coseno tra i due vettori?',
    'lesson.words.5.notice': 'Prima di qualsiasi strato il vettore di una parola è la sua riga in una tabella: la '
                             'stessa parola riceve lo stesso vettore, coseno 1, qualunque sia la frase.',
    'lesson.words.6.title': "«Bank» dopo l'ultimo strato",
    'lesson.words.6.body': "Ora gli stessi due «bank» nel senso di banca, dopo l'ultimo strato di MiniLM.",
    'lesson.words.6.q': 'Quale coseno è più grande?',
    'lesson.words.6.opt.a': "dopo l'ultimo strato",
    'lesson.words.6.opt.b': 'prima di qualsiasi strato',
    'lesson.words.6.notice': 'Gli strati mescolano il contesto, così anche due usi con lo stesso significato si '
                             'allontanano; ciò che conta è che la riva del fiume si allontani di più.',
    'lesson.words.7.title': 'Vettori di frase',
    'lesson.words.7.body': 'Un vettore di frase è la media (o un altro pooling) dei vettori delle sue parole; la '
                           'ricerca semantica è un solo prodotto di matrici.',
    'lesson.words.7.notice': 'Quale pooling funziona si misura, non si presume: confrontali sul benchmark.',
}

HU = {
    'lesson.front.header': 'Leckék',
    'lesson.front.intro': 'A lecke rövid út az oldalakon át: minden lépés beállít egy oldalt, megkér, hogy tippelj, '
                          'aztán megmutatja a helyes választ. Egyedül vagy osztállyal: a tanár megnyit egy termet, és '
                          'mindenki a telefonján válaszol.',
    'lesson.front.steps': '{n} lépés',
    'lesson.front.steps@one': '{n} lépés',
    'lesson.front.open': 'Indítás',
    'lesson.progress': 'Lecke: {title} · lépés: {k}/{n}',
    'lesson.back': 'Vissza',
    'lesson.next': 'Tovább',
    'lesson.finish': 'Összegzés',
    'lesson.leave': 'Kilépés a leckéből',
    'lesson.restart': 'Újrakezdés',
    'lesson.question': 'A tipped',
    'lesson.number_label': 'A válaszod',
    'lesson.number_help': 'Egy szám {lo:g} és {hi:g} között.',
    'lesson.commit': 'Válasz rögzítése',
    'lesson.committed': 'A válaszod: **{answer}**. Még megváltoztathatod.',
    'lesson.reveal': 'A válasz megmutatása',
    'lesson.truth': 'A válasz: **{truth}**',
    'lesson.yours': 'A tiéd: **{answer}**',
    'lesson.right': 'Helyes.',
    'lesson.wrong': 'Nem egészen.',
    'lesson.within': '(tűréshatár: {tol})',
    'lesson.notice': 'Mit érdemes észrevenni',
    'lesson.page_waits': 'Az oldal akkor nyílik meg, amikor rögzítetted a tippedet: nincs leskelődés.',
    'lesson.unit.percent': '%',
    'lesson.unit.nats': 'nat karakterenként',
    'lesson.unit.bits': 'bit per karakter',
    'lesson.err.empty': 'Előbb írj be vagy válassz egy választ.',
    'lesson.err.not_number': 'Ez nem szám; számjegyeket írj, például 2,5.',
    'lesson.err.not_finite': 'Véges számot írj be.',
    'lesson.err.out_of_range': 'A válasznak {lo:g} és {hi:g} között kell lennie.',
    'lesson.err.not_option': 'Válassz a lehetőségek közül.',
    'lesson.summary.header': 'A válaszaid',
    'lesson.summary.col.step': 'Lépés',
    'lesson.summary.col.question': 'Kérdés',
    'lesson.summary.col.answer': 'A válaszod',
    'lesson.summary.col.truth': 'Helyes válasz',
    'lesson.summary.col.right': 'Helyes',
    'lesson.summary.score': '{n} kérdésből {right}-ra válaszoltál helyesen.',
    'lesson.summary.score@one': '{n} kérdésből {right}-ra válaszoltál helyesen.',
    'lesson.summary.none': '—',
    'lesson.yes': 'igen',
    'lesson.no': 'nem',
    'lesson.room.start': 'Óra indítása',
    'lesson.room.start_help': 'Termet nyit: a diákok egy rövid kóddal lépnek be, és a telefonjukon válaszolnak.',
    'lesson.room.code': 'A terem kódja: **{code}**',
    'lesson.room.join': 'A diákok itt lépnek be:',
    'lesson.room.qr': 'A belépési hivatkozás QR-kódja',
    'lesson.room.student': 'A tanárt követed ebben a teremben: {code}.',
    'lesson.room.close': 'A kérdés lezárása',
    'lesson.room.reopen': 'A kérdés újranyitása',
    'lesson.room.next': 'Következő lépés',
    'lesson.room.back': 'Előző lépés',
    'lesson.room.end': 'Az óra befejezése',
    'lesson.room.closed': 'A kérdés lezárult.',
    'lesson.room.waiting': 'A tanár akkor zárja le a kérdést, amikor mindenki válaszolt.',
    'lesson.room.distribution': 'Az osztály válaszai és a helyes válasz',
    'lesson.room.count': 'diákok száma',
    'lesson.room.truth_line': 'helyes válasz',
    'lesson.room.ended': 'Az óra véget ért. Köszönjük!',
    'lesson.room.summary': 'Az osztály eredményei',
    'lesson.room.col.step': 'Lépés',
    'lesson.room.col.answered': 'Válaszolók',
    'lesson.room.col.truth': 'Helyes válasz',
    'lesson.room.csv': 'Az eredmények letöltése (CSV, nevek nélkül)',
    'lesson.room.nickname': 'Becenév (nem kötelező)',
    'lesson.room.nickname_help': 'Legfeljebb 20 karakter; a tanár csak azt látja, hányan válaszoltak.',
    'lesson.room.unknown': 'Nincs {code} kódú terem. Kérdezd meg a tanárt, jó-e a kód.',
    'lesson.room.expired': 'Ez a terem lejárt: {code} (a termek 12 óráig élnek); a válaszait töröltük.',
    'lesson.room.unreachable': 'A közös tároló most nem érhető el; a lecke itt, önállóan folytatódik.',
    'lesson.room.forbidden': 'Ezt csak a tanár teheti meg.',
    'lesson.room.is_closed': 'A kérdés lezárult: a válaszod nem változott.',
    'lesson.room.rate': 'Túl sok válasz rövid idő alatt: várj néhány másodpercet, és próbáld újra.',
    'lesson.room.join_code': 'Belépés egy órára: a terem kódja',
    'lesson.room.join_button': 'Belépés',
    'lesson.room.bad_code': 'A terem kódja 6 betűből és számjegyből áll, például {example}.',
    'lesson.counting.title': 'Nevek számlálása',
    'lesson.counting.blurb': 'A láncszabály, a számlálótábla, a mintavétel, a perplexitás, a simítás és a végtelen '
                             'veszteség.',
    'lesson.counting.1.title': 'A név mint szorzat',
    'lesson.counting.1.body': 'A modell betűnként olvassa a nevet, és összeszorozza minden következő betű '
                              'valószínűségét, a név végét jelző határszimbólumot is beleértve. A perplexitás a '
                              'betűnkénti átlagos meglepetést egyformán valószínű választási lehetőségek számává '
                              'alakítja.',
    'lesson.counting.1.q': 'Minden lépésben 27 szimbólum közül lehet választani. Mekkora az *emma* perplexitása?',
    'lesson.counting.1.notice': 'Jóval kevesebb 27-nél: az *e*, az *m* és az *a* után a modell erősen leszűkítette a '
                                'tippjeit. A név vége is egy lépésnek számít.',
    'lesson.counting.2.title': 'A számlálótábla',
    'lesson.counting.2.body': 'Minden cella azt számolja, hányszor követ egy betű egy másikat a tanító nevekben.',
    'lesson.counting.2.q': 'A tábla celláinak hány százaléka üres (olyan pár, amely a tanító nevekben nem fordult '
                           'elő)?',
    'lesson.counting.2.notice': 'A párok többsége legalább egyszer előfordul. A kevés üres cella később számít, mert '
                                'a nulla darabszám nulla valószínűséget jelent.',
    'lesson.counting.3.title': 'Nevek mintavétele',
    'lesson.counting.3.body': 'A mintavétel a legutóbb leírt betű sorából húzza a következő betűt, amíg a '
                              'határszimbólumot ki nem húzza.',
    'lesson.counting.3.notice': 'A minták minden párja előfordult a tanító adatban, a minták többsége mégsem név: '
                                'egy betűnyi emlékezet nem elég.',
    'lesson.counting.4.title': 'Veszteség és perplexitás',
    'lesson.counting.4.body': 'A veszteség a karakterenkénti átlagos −log p meglepetés olyan neveken, amelyeket a '
                              'tábla sosem látott (a validációs részen), +1-es (Laplace-) simítással.',
    'lesson.counting.4.q': 'Ha 27 szimbólum közül egyenletesen tippelünk, az ln 27 natba kerül. Mekkora a +1-es '
                           'simítású tábla validációs vesztesége?',
    'lesson.counting.4.notice': 'Jóval az egyenletes tipp alatt, és közel a tanítási veszteséghez: a tábla '
                                'általánosít.',
    'lesson.counting.5.title': 'Simítás nélkül',
    'lesson.counting.5.body': 'Most a nyers tábla: a valószínűségek egyenesen a darabszámokból, simítás nélkül.',
    'lesson.counting.5.q': 'Mekkora a nyers tábla validációs vesztesége?',
    'lesson.counting.5.opt.below3': 'véges, kisebb, mint simítással',
    'lesson.counting.5.opt.above3': 'véges, nagyobb, mint simítással',
    'lesson.counting.5.opt.infinite': 'végtelen',
    'lesson.counting.5.notice': 'Egy üres cellába eső validációs pár valószínűsége nulla, így −log 0 végtelen, és '
                                'vele együtt az átlag is. Egyetlen sosem látott pár elég hozzá.',
    'lesson.counting.6.title': 'Túl sok simítás',
    'lesson.counting.6.body': 'A simítás minden cellához α-t ad. A csúszka most α = 100-on áll.',
    'lesson.counting.6.q': 'Melyik validációs veszteség nagyobb?',
    'lesson.counting.6.opt.a': 'α = 100 mellett',
    'lesson.counting.6.opt.b': 'α = 1 mellett',
    'lesson.counting.6.notice': 'A több simítás nem mindig jobb: egy nagy α minden sort az egyenletes tipp felé húz, '
                                'és elmossa, amit a darabszámok megtanultak.',
    'lesson.counting.7.title': 'Az üres cellák',
    'lesson.counting.7.body': 'A tábla megjelöli az üres celláit, és felsorolja azokat a validációs és tesztpárokat, '
                              'amelyek beléjük esnek.',
    'lesson.counting.7.notice': 'A ritka pár nem lehetetlen pár. A simítás az ára annak, hogy beismerjük: a tanító '
                                'adat nem látott mindent.',
    'lesson.networks.title': 'A darabszámoktól a hálózatokig és a tokenekig',
    'lesson.networks.blurb': 'A neurális bigram maga lesz a tábla, a kontextus az MLP-ben, és a rangsor megfordulása '
                             'bit per karakterben.',
    'lesson.networks.1.title': 'Egy hálózat, amely számlál',
    'lesson.networks.1.body': 'Egy egyrétegű hálózat megkapja az előző betűt, és megjósolja a következőt. '
                              'Gradiensereszkedéssel tanítva minden betűpárra egy súlyt tanul meg.',
    'lesson.networks.1.notice': 'A súlyai a simított darabszámok logaritmusai lesznek: a hálózat újra felfedezi a '
                                'számlálótáblát, és semmi többet.',
    'lesson.networks.2.title': 'Kontextus az MLP-ben',
    'lesson.networks.2.body': 'Bengio MLP-je egyszerre három betűt lát, mindegyiket egy kis tanult vektorként.',
    'lesson.networks.2.q': 'Mekkora validációs perplexitást ér el az MLP három betűnyi kontextussal?',
    'lesson.networks.2.notice': 'Kisebb, mint a számlálótábláé: a több kontextus segít, az embeddingek pedig lehetővé '
                                'teszik, hogy a hasonló betűk megosszák, amit tanultak.',
    'lesson.networks.3.title': 'Több kontextus',
    'lesson.networks.3.body': 'Ugyanezt az MLP-t egytől nyolc betűnyi kontextussal tanítottuk.',
    'lesson.networks.3.q': 'Melyik validációs perplexitás nagyobb?',
    'lesson.networks.3.opt.a': 'egy betűnyi kontextussal',
    'lesson.networks.3.opt.b': 'nyolc betűnyi kontextussal',
    'lesson.networks.3.notice': 'Egy betűnyi kontextus megint a bigram. Ahogy az ablak nő, a nyereség egyre kisebb, '
                                'a paraméterek száma pedig tovább nő.',
    'lesson.networks.4.title': 'Karakterek, szavak, darabok',
    'lesson.networks.4.body': 'Ugyanolyan bigramot tanítunk ugyanarra a szövegre, karakterekre, szavakra vagy '
                              'BPE-darabokra vágva.',
    'lesson.networks.4.q': 'Hány bit per karakter kell a karaktermodellnek?',
    'lesson.networks.4.notice': 'A bit per karakter bármilyen tokenizálású modelleket összemérhetővé tesz, mert minden '
                                'modellnek ugyanazokat a karaktereket kell leírnia.',
    'lesson.networks.5.title': 'Perplexitás tokenenként',
    'lesson.networks.5.body': 'Minden modellnek megvan a saját vágása szerinti, tokenenkénti perplexitása.',
    'lesson.networks.5.q': 'Melyik vágás tokenenkénti perplexitása a legkisebb?',
    'lesson.networks.5.opt.chars': 'karakterek',
    'lesson.networks.5.opt.words': 'szavak',
    'lesson.networks.5.opt.bpe512': 'BPE, 512 összevonás',
    'lesson.networks.5.opt.bpe2048': 'BPE, 2048 összevonás',
    'lesson.networks.5.notice': 'A karakterek nyernek: kevés közül kell választani. Csakhogy a token a különböző '
                                'vágásokban nem ugyanaz az egység.',
    'lesson.networks.6.title': 'A fordulat',
    'lesson.networks.6.body': 'Most ugyanaz a négy modell, bit per karakterben mérve.',
    'lesson.networks.6.q': 'Melyik vágásnak kell a legkevesebb bit per karakter?',
    'lesson.networks.6.opt.chars': 'karakterek',
    'lesson.networks.6.opt.words': 'szavak',
    'lesson.networks.6.opt.bpe512': 'BPE, 512 összevonás',
    'lesson.networks.6.opt.bpe2048': 'BPE, 2048 összevonás',
    'lesson.networks.6.notice': 'A sorrend megfordul: a tokenenként legjobb perplexitású modell karakterenként a '
                                'legrosszabb. Különböző tokenekre számolt perplexitásokat soha ne hasonlíts össze.',
    'lesson.networks.7.title': 'Egy mondat, négy vágás',
    'lesson.networks.7.body': 'Írj be egy mondatot, és nézd meg, hogyan darabolja fel a négyféle tokenizálás, és '
                              'mennyibe kerül egy-egy darab.',
    'lesson.networks.7.notice': 'A hosszabb tokenek kevesebb, de nehezebb előrejelzést jelentenek; a szöveg teljes '
                                'költsége számít.',
    'lesson.machine.title': 'A gépezet belseje',
    'lesson.machine.blurb': 'A figyelem súlyozott átlaga, a √k és a hőmérséklet, a kauzális maszk, a távolsággal '
                            'elhaló gradiensek, a felejtőkapu.',
    'lesson.machine.1.title': 'Súlyozott átlag',
    'lesson.machine.1.body': 'A figyelem minden szónak súlyt ad minden más szóra, és ezekkel a súlyokkal átlagolja a '
                             'szavak harmadik vetítését.',
    'lesson.machine.1.notice': 'Minden súlysor egy softmax: pozitív, és az összege egy. A kimenet átlag, sosem '
                               'szélsőségesebb a bemeneteinél.',
    'lesson.machine.2.title': 'A kauzális maszk',
    'lesson.machine.2.body': 'Bekapcsolt kauzális maszkkal egy szó csak önmagát és az előtte álló szavakat nézheti.',
    'lesson.machine.2.q': 'Mekkora súlyt ad önmagának az első szó?',
    'lesson.machine.2.notice': 'Az első szónak nincs kire néznie: a teljes súlya, 1, önmagára jut.',
    'lesson.machine.3.title': 'A hőmérséklet',
    'lesson.machine.3.body': 'Ha a softmax előtt elosztjuk a pontszámokat egy hőmérséklettel, az megváltoztatja, '
                             'mennyire élesek a súlyok.',
    'lesson.machine.3.q': 'Melyik hőmérsékleten nagyobb az első szó legnagyobb súlya?',
    'lesson.machine.3.opt.a': '0,2-es hőmérsékleten',
    'lesson.machine.3.opt.b': '5-ös hőmérsékleten',
    'lesson.machine.3.notice': 'Az alacsony hőmérséklet élesít: a legnagyobb pontszám szinte mindent visz. A magas '
                               'az egyenletes felé teríti szét a súlyokat.',
    'lesson.machine.4.title': 'Miért √k',
    'lesson.machine.4.body': 'A pontszámok k szám skalárszorzatai; a szórásuk √k-val arányosan nő.',
    'lesson.machine.4.notice': 'A √k-val való osztás nélkül a hosszú vetítések telítik a softmaxot, és a gradiensei '
                               'eltűnnek.',
    'lesson.machine.5.title': 'Alacsony rangú szorzat',
    'lesson.machine.5.body': 'A pontszámokat a d × d-s M = (W^A)ᵀ W^B mátrix adja; itt d = 6 és k = 3.',
    'lesson.machine.5.q': 'Mennyi az M rangja?',
    'lesson.machine.5.notice': 'Legfeljebb k: két keskeny vetítés csak k rangú mátrixot adhat, akármilyen nagy is d.',
    'lesson.machine.6.title': 'Gradiensek az időben',
    'lesson.machine.6.body': 'Egy egyszerű RNN: mekkora a 100 lépéssel későbbi állapot gradiense az első állapot '
                             'szerint? A rekurrens súlymátrixot s = 1 spektrálnormára skálázva sorsoljuk.',
    'lesson.machine.6.q': '100 lépés alatt a gradiens…',
    'lesson.machine.6.opt.explodes': 'felrobban',
    'lesson.machine.6.opt.holds': 'nagyjából ugyanakkora marad',
    'lesson.machine.6.opt.vanishes': 'eltűnik',
    'lesson.machine.6.notice': 'Minden lépés egy olyan Jacobi-mátrixszal szoroz, amelynek normája átlagosan egynél '
                               'kisebb, és a tanh tovább csökkenti: a szorzat exponenciálisan elhal.',
    'lesson.machine.7.title': 'Nagyobb súlyok',
    'lesson.machine.7.body': 'Ugyanez az RNN háromszor nagyobb rekurrens súlyokkal (s = 3).',
    'lesson.machine.7.q': '100 lépés alatt a gradiens most…',
    'lesson.machine.7.opt.explodes': 'felrobban',
    'lesson.machine.7.opt.holds': 'nagyjából ugyanakkora marad',
    'lesson.machine.7.opt.vanishes': 'eltűnik',
    'lesson.machine.7.notice': 'A nagyobb súlyok telítésbe viszik a tanh-t, ahol a deriváltja szinte nulla: a súlyok '
                               'felnagyítása nem menti meg a gradienst.',
    'lesson.machine.8.title': 'A felejtőkapu',
    'lesson.machine.8.body': 'Egy kapuzott cella összeadással viszi tovább az állapotát, a felejtőkapuval (forget '
                             'gate) skálázva.',
    'lesson.machine.8.notice': 'Ha a felejtőkapu közel van egyhez, a gradiens több száz lépésen át is eljut: erre '
                               'valók a kapuk.',
    'lesson.words.title': 'Szavak és mondatok',
    'lesson.words.blurb': 'Az analógia, amely a saját bemenetét adja vissza, a vektoraritmetika nélküli '
                          'összehasonlítási alapok, és a „bank” rétegről rétegre.',
    'lesson.words.1.title': 'Szomszédok',
    'lesson.words.1.body': 'Minden szó egy vektor; a szomszédai a legnagyobb koszinuszú szavak.',
    'lesson.words.1.notice': 'A szomszédok között vannak szinonimák, rokon szavak és ugyanott használt szavak: a '
                             'használat hasonlósága ez, nem a jelentésé.',
    'lesson.words.2.title': 'A híres analógia',
    'lesson.words.2.body': 'king − man + woman: az ehhez a vektorhoz legközelebbi szó, semmit sem kizárva.',
    'lesson.words.2.q': 'Melyik szó jön ki?',
    'lesson.words.2.opt.other': 'egy másik szó',
    'lesson.words.2.notice': 'A legközelebbi vektor maga a *king*: az aritmetika eredménye alig távolodik el a '
                             'bemenettől.',
    'lesson.words.3.title': 'A bemenetek kizárása',
    'lesson.words.3.body': 'Most a három bemeneti szót kizárjuk a válaszok közül, ahogy a publikált értékelések '
                           'teszik.',
    'lesson.words.3.q': 'Melyik szó jön ki most?',
    'lesson.words.3.opt.other': 'egy másik szó',
    'lesson.words.3.notice': 'A *queen* csak akkor jelenik meg, ha a bemeneteket kizárjuk: a híres eredmény egy '
                             'része maga ez a szabály.',
    'lesson.words.4.title': 'Összehasonlítási alapok',
    'lesson.words.4.body': 'Az értékelés az analógiaszabályt olyan összehasonlítási alapokkal (baseline) veti össze, '
                           'amelyek nem végeznek vektoraritmetikát, például a c legközelebbi szomszédjával.',
    'lesson.words.4.notice': 'Az „analógiák” jó részét a puszta közelség is megoldja.',
    'lesson.words.5.title': 'A „bank” a rétegek előtt',
    'lesson.words.5.body': 'Két mondatban a „bank” pénzintézetet jelent. A „bank” vektorát a két mondatban még a '
                           'rétegek előtt hasonlítjuk össze.',
    'lesson.words.5.q': 'Mekkora a két vektor koszinusza?',
    'lesson.words.5.notice': 'A rétegek előtt egy szó vektora az embedding táblában lévő sora: ugyanaz a szó ugyanazt '
                             'a vektort kapja, a koszinusz 1, bármi is a mondat.',
    'lesson.words.6.title': 'A „bank” az utolsó réteg után',
    'lesson.words.6.body': 'Most ugyanez a két, pénzintézet jelentésű „bank” a MiniLM utolsó rétege után.',
    'lesson.words.6.q': 'Melyik koszinusz nagyobb?',
    'lesson.words.6.opt.a': 'az utolsó réteg után',
    'lesson.words.6.opt.b': 'a rétegek előtt',
    'lesson.words.6.notice': 'A rétegek belekeverik a kontextust, így még két azonos jelentésű előfordulás is '
                             'eltávolodik egymástól; az számít, hogy a folyóparti „bank” még messzebbre kerül.',
    'lesson.words.7.title': 'Mondatvektorok',
    'lesson.words.7.body': 'A mondatvektor a szavak vektoraiból készül, átlagolással vagy más poolinggal; a '
                           'szemantikus keresés egyetlen mátrixszorzás.',
    'lesson.words.7.notice': 'Hogy melyik pooling működik, azt mérjük, nem feltételezzük: hasonlítsd össze őket a '
                             'benchmarkon.',
}
