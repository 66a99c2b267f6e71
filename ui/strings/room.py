"""Strings of the live room's three screens (issue 44): the teacher's console, the projector screen and a student's
phone, with what each is told when the store fails or the room is gone (the teacher's wording differs from the
students'), and the two votes of a question (issue 47: ``room.vote.*``). The room's older strings stay in
``lesson.py`` under ``lesson.room.*``."""

# The count that picks a key@one variant (CLDR plural rules): "1 of 1 students" never shows.
PLURAL = {"room.answered": "m", "room.handover.shown": "minutes"}

EXPECTED_KEYS = (60, None, 16)
# A truth's mark beside an option's label (the label is already in the visitor's language).
SAME_AS_ENGLISH = {"room.truth_mark"}

EN = {
    "room.console": "You lead this room from this screen.",
    "room.display": "Projector screen of room **{code}**",
    "room.open_display": "Open the projector screen",
    "room.open_display_help": "A screen for the projector: it follows your console, shows the code, the QR code, how "
                              "many answered and, after the close, the class's answers. Nothing on it leads the room.",
    "room.answered": "{n} of {m} students answered.",
    "room.answered@one": "{n} of {m} student answered.",
    "room.class_score": "The class got {right} of {n} right.",
    "room.truth_mark": "{label} ✓",
    "room.committed_wait": "Your answer counts. The rest of the step opens when the teacher closes the question.",
    "room.stale": "Another screen of yours moved the class first; this screen has caught up. Press again if you "
                  "still mean it.",
    "room.down.student": "The connection to your class is down. Stay on this step: your answer is kept, and this "
                         "screen follows the teacher again as soon as the connection is back.",
    "room.down.teacher": "The class's store cannot be reached: the students' screens cannot follow you and your "
                         "buttons do nothing until it is back. Check the server; the class resumes where it was.",
    "room.gone.student": "This class is no longer running: room {code} is gone. Ask your teacher for the new code.",
    "room.gone.teacher": "Your room {code} is gone from the store (it may have restarted empty). Start a new class: "
                         "the students need its new code.",
    "room.ended.teacher": "You ended the class. The results stay here until you leave.",
    "room.handover.header": "Lead from another screen",
    "room.handover.intro": "Make a one-time code and type it on the other screen (start page, *Lessons*, *Lead a "
                           "class from this screen*). Do this with the projector off: the code is shown here once.",
    "room.handover.button": "Make a one-time code",
    "room.handover.shown": "One-time code: **{code}**. It works once, within {minutes} minutes.",
    "room.handover.shown@one": "One-time code: **{code}**. It works once, within {minutes} minute.",
    "room.claim.header": "Lead a class from this screen (teacher)",
    "room.claim.label": "One-time code from your console",
    "room.claim.button": "Lead",
    "room.claim.bad": "This code is wrong, used or expired. Make a new one on your console.",
    "room.localhost": "The join link names {host}, which the students' phones cannot open. Open the app by this "
                      "machine's network address, or set TBT_PUBLIC_URL (see the README).",
    "room.nick_cut": "A nickname has at most {n} characters: yours was shortened.",
    "room.too_long": "An answer has at most {n} characters.",
    "room.col.right": "Right",
    "room.summary_back": "Back to the last step",
    # vote, discuss, vote again (issue 47)
    "room.vote.hold": "Close the first vote (show nothing yet)",
    "room.vote.hold_help": "Vote, discuss, vote again (Peer Instruction): close this vote without showing the "
                           "answers; then the class discusses in pairs and votes a second time. The reveal shows "
                           "both votes.",
    "room.vote.discuss": "Start the discussion",
    "room.vote.second": "Open the second vote",
    "room.vote.reveal": "Reveal the answers",
    "room.vote.share": "Phones show the class's answers after the reveal",
    "room.vote.share_help": "Off (the default): only the projector shows the class's answers. On: after each reveal, "
                            "every phone shows them too, with the student's own answer marked.",
    "room.vote.held": "The first vote is closed. No answers are shown yet.",
    "room.vote.held_student": "The first vote is closed. Wait for your teacher.",
    "room.vote.discuss_title": "Discuss with your neighbour",
    "room.vote.discuss_body": "Explain your answer to your neighbour and listen to theirs. Then you vote again.",
    "room.vote.second_open": "Second vote: the class answers again.",
    "room.vote.second_title": "Second vote: answer again",
    "room.vote.first_mine": "Your first answer: **{answer}**",
    "room.vote.first_none": "You did not answer in the first vote: you can vote in the second.",
    "room.vote.second_mine": "Your second answer: **{answer}**. You can still change it.",
    "room.vote.first_name": "First vote",
    "room.vote.second_name": "Second vote",
    "room.vote.no_answer": "no answer",
    "room.vote.you": "you",
    "room.vote.you_mark": "{label} ← you",
    "room.vote.distribution_two": "The class's answers in both votes, against the truth",
    "room.vote.distribution_poll": "The class's answers",
    "room.vote.change": "Right: {before} in the first vote, {after} in the second",
    "room.vote.refused_teacher": "The vote had already moved on (from another screen): this screen has caught up. "
                                 "Press again if you still mean it.",
    "room.vote.refused_student": "The second vote is not open yet: your answer was not recorded.",
    "room.col.answered_1": "Answered (1st vote)",
    "room.col.right_1": "Right (1st vote)",
    "room.col.answered_2": "Answered (2nd vote)",
    "room.col.right_2": "Right (2nd vote)",
    "room.col.second_answer": "Second answer",
}

IT = {
    "room.console": "Guidi tu questa stanza da questo schermo.",
    "room.display": "Schermo del proiettore della stanza **{code}**",
    "room.open_display": "Apri lo schermo del proiettore",
    "room.open_display_help": "Uno schermo per il proiettore: segue la tua console e mostra il codice, il codice QR, "
                              "quanti hanno risposto e, dopo la chiusura, le risposte della classe. Niente lì guida "
                              "la stanza.",
    "room.answered": "Studenti che hanno risposto: {n} su {m}.",
    "room.answered@one": "Studenti che hanno risposto: {n} su {m}.",
    "room.class_score": "Risposte giuste della classe: {right} su {n}.",
    "room.truth_mark": "{label} ✓",
    "room.committed_wait": "La tua risposta è registrata. Il resto del passo si apre quando l'insegnante chiude la "
                           "domanda.",
    "room.stale": "Un altro tuo schermo ha già fatto avanzare la classe; questo schermo si è aggiornato. Premi di "
                  "nuovo se è ancora quello che vuoi.",
    "room.down.student": "Il collegamento con la classe si è interrotto. Resta su questo passo: la tua risposta è "
                         "conservata e lo schermo tornerà a seguire l'insegnante appena il collegamento riprende.",
    "room.down.teacher": "L'archivio della classe non è raggiungibile: gli schermi degli studenti non possono "
                         "seguirti e i tuoi pulsanti non hanno effetto finché non torna. Controlla il server; la "
                         "classe riprende da dove era.",
    "room.gone.student": "Questa lezione non è più attiva: la stanza {code} non esiste più. Chiedi all'insegnante il "
                         "nuovo codice.",
    "room.gone.teacher": "La tua stanza {code} non è più nell'archivio (forse è ripartito vuoto). Avvia una nuova "
                         "lezione: agli studenti serve il nuovo codice.",
    "room.ended.teacher": "Hai concluso la lezione. I risultati restano qui finché non esci.",
    "room.handover.header": "Guida da un altro schermo",
    "room.handover.intro": "Crea un codice monouso e scrivilo sull'altro schermo (pagina iniziale, *Lezioni*, *Guida "
                           "una lezione da questo schermo*). Fallo a proiettore spento: il codice compare qui una "
                           "volta sola.",
    "room.handover.button": "Crea un codice monouso",
    "room.handover.shown": "Codice monouso: **{code}**. Vale una volta sola, entro {minutes} minuti.",
    "room.handover.shown@one": "Codice monouso: **{code}**. Vale una volta sola, entro {minutes} minuto.",
    "room.claim.header": "Guida una lezione da questo schermo (insegnante)",
    "room.claim.label": "Codice monouso dalla tua console",
    "room.claim.button": "Guida",
    "room.claim.bad": "Il codice è sbagliato, già usato o scaduto. Creane uno nuovo dalla tua console.",
    "room.localhost": "Il link per entrare indica {host}, che i telefoni degli studenti non possono aprire. Apri "
                      "l'app dall'indirizzo di rete di questo computer, oppure imposta TBT_PUBLIC_URL (vedi il "
                      "README).",
    "room.nick_cut": "Un soprannome ha al massimo {n} caratteri: il tuo è stato accorciato.",
    "room.too_long": "Una risposta ha al massimo {n} caratteri.",
    "room.col.right": "Giuste",
    "room.summary_back": "Torna all'ultimo passo",
    # vote, discuss, vote again (issue 47)
    "room.vote.hold": "Chiudi la prima votazione (risposte nascoste)",
    "room.vote.hold_help": "Votare, discutere, votare di nuovo (Peer Instruction): chiudi questa votazione senza "
                           "mostrare le risposte; poi la classe discute a coppie e vota una seconda volta. Quando "
                           "mostri le risposte, si vedono entrambe le votazioni.",
    "room.vote.discuss": "Avvia la discussione",
    "room.vote.second": "Apri la seconda votazione",
    "room.vote.reveal": "Mostra le risposte",
    "room.vote.share": "Mostra le risposte della classe anche sui telefoni",
    "room.vote.share_help": "Spento (impostazione predefinita): le risposte della classe compaiono solo sul "
                            "proiettore. Acceso: ogni volta che mostri le risposte, compaiono anche su ogni telefono, "
                            "con la risposta dello studente evidenziata.",
    "room.vote.held": "La prima votazione è chiusa. Le risposte non sono ancora visibili.",
    "room.vote.held_student": "La prima votazione è chiusa. Aspetta le indicazioni dell'insegnante.",
    "room.vote.discuss_title": "Confrontatevi con il compagno di banco",
    "room.vote.discuss_body": "Spiegatevi a vicenda le vostre risposte e il perché. Poi si vota di nuovo.",
    "room.vote.second_open": "Seconda votazione: la classe risponde di nuovo.",
    "room.vote.second_title": "Seconda votazione: rispondi di nuovo",
    "room.vote.first_mine": "La tua prima risposta: **{answer}**",
    "room.vote.first_none": "Non hai risposto nella prima votazione: puoi votare nella seconda.",
    "room.vote.second_mine": "La tua seconda risposta: **{answer}**. Puoi ancora cambiarla.",
    "room.vote.first_name": "Prima votazione",
    "room.vote.second_name": "Seconda votazione",
    "room.vote.no_answer": "nessuna risposta",
    "room.vote.you": "tu",
    "room.vote.you_mark": "{label} ← tu",
    "room.vote.distribution_two": "Le risposte della classe nelle due votazioni, a confronto con la risposta esatta",
    "room.vote.distribution_poll": "Le risposte della classe",
    "room.vote.change": "Risposte giuste: {before} nella prima votazione, {after} nella seconda",
    "room.vote.refused_teacher": "La votazione era già andata avanti (da un altro schermo): questo schermo si è "
                                 "aggiornato. Premi di nuovo se è ancora quello che vuoi.",
    "room.vote.refused_student": "La seconda votazione non è ancora aperta: la tua risposta non è stata registrata.",
    "room.col.answered_1": "Risposte (1ª votazione)",
    "room.col.right_1": "Giuste (1ª votazione)",
    "room.col.answered_2": "Risposte (2ª votazione)",
    "room.col.right_2": "Giuste (2ª votazione)",
    "room.col.second_answer": "Seconda risposta",
}

HU = {
    "room.console": "Erről a képernyőről te vezeted ezt a termet.",
    "room.display": "Kivetítős képernyő, terem: **{code}**",
    "room.open_display": "A kivetítős képernyő megnyitása",
    "room.open_display_help": "Képernyő a kivetítőhöz: követi a vezérlőpultodat, mutatja a kódot, a QR-kódot, hányan "
                              "válaszoltak, és a lezárás után az osztály válaszait. Róla semmi sem vezeti a termet.",
    "room.answered": "{m} diákból {n} válaszolt.",
    "room.answered@one": "{m} diákból {n} válaszolt.",
    "room.class_score": "Az osztály {n} válaszából {right} helyes.",
    "room.truth_mark": "{label} ✓",
    "room.committed_wait": "A válaszod beszámít. A lépés többi része akkor nyílik meg, amikor a tanár lezárja a "
                           "kérdést.",
    "room.stale": "Egy másik képernyőd már továbbléptette az osztályt; ez a képernyő is utolérte. Nyomd meg újra, ha "
                  "még mindig ezt szeretnéd.",
    "room.down.student": "Megszakadt a kapcsolat az órával. Maradj ezen a lépésen: a válaszod megmarad, és a "
                         "képernyő újra követi a tanárt, amint helyreáll a kapcsolat.",
    "room.down.teacher": "Az óra tárolója nem érhető el: a diákok képernyői nem tudnak követni, és a gombjaid nem "
                         "hatnak, amíg vissza nem tér. Ellenőrizd a szervert; az óra ott folytatódik, ahol tartott.",
    "room.gone.student": "Ez az óra már nem fut, ez a terem megszűnt: {code}. Kérd el a tanártól az új kódot.",
    "room.gone.teacher": "Ez a termed eltűnt a tárolóból: {code} (lehet, hogy üresen indult újra). Indíts új órát: a "
                         "diákoknak az új kód kell.",
    "room.ended.teacher": "Befejezted az órát. Az eredmények itt maradnak, amíg ki nem lépsz.",
    "room.handover.header": "Vezetés egy másik képernyőről",
    "room.handover.intro": "Kérj egyszer használható kódot, és írd be a másik képernyőn (kezdőlap, *Leckék*, *Óra "
                           "vezetése erről a képernyőről*). Kikapcsolt kivetítővel tedd: a kód itt egyszer jelenik "
                           "meg.",
    "room.handover.button": "Egyszer használható kód kérése",
    "room.handover.shown": "Egyszer használható kód: **{code}**. Egyszer működik, {minutes} percen belül.",
    "room.handover.shown@one": "Egyszer használható kód: **{code}**. Egyszer működik, {minutes} percen belül.",
    "room.claim.header": "Óra vezetése erről a képernyőről (tanár)",
    "room.claim.label": "Egyszer használható kód a vezérlőpultodról",
    "room.claim.button": "Vezetés",
    "room.claim.bad": "A kód hibás, már felhasználták, vagy lejárt. Kérj újat a vezérlőpultodon.",
    "room.localhost": "A csatlakozási link ezt a címet tartalmazza: {host}. A diákok telefonjai ezt nem tudják "
                      "megnyitni. Nyisd meg az alkalmazást ennek a gépnek a hálózati címén, vagy állítsd be a "
                      "TBT_PUBLIC_URL-t (lásd a README-t).",
    "room.nick_cut": "A becenév legfeljebb {n} karakter lehet: a tiédet lerövidítettük.",
    "room.too_long": "A válasz legfeljebb {n} karakter lehet.",
    "room.col.right": "Helyes",
    "room.summary_back": "Vissza az utolsó lépésre",
    # vote, discuss, vote again (issue 47)
    "room.vote.hold": "Az első szavazás lezárása (rejtett eredménnyel)",
    "room.vote.hold_help": "Szavazás, megbeszélés, újraszavazás (Peer Instruction): lezárod a szavazást, de a "
                           "válaszokat még nem mutatod meg; a diákok párban megbeszélik a kérdést, majd újra "
                           "szavaznak. A végén mindkét szavazás eredménye látszik.",
    "room.vote.discuss": "Megbeszélés indítása",
    "room.vote.second": "A második szavazás megnyitása",
    "room.vote.reveal": "A válaszok megmutatása",
    "room.vote.share": "Az osztály válaszai a telefonokon is látszanak",
    "room.vote.share_help": "Kikapcsolva (alapértelmezés): az osztály válaszait csak a kivetítő mutatja. "
                            "Bekapcsolva: amikor megmutatod a válaszokat, minden telefonon is megjelennek, a diák "
                            "saját válaszát megjelölve.",
    "room.vote.held": "Az első szavazás lezárult. A válaszok még nem látszanak.",
    "room.vote.held_student": "Az első szavazás lezárult. Várd meg, mit mond a tanár.",
    "room.vote.discuss_title": "Beszéljétek meg a padtársatokkal!",
    "room.vote.discuss_body": "Magyarázzátok el egymásnak, mit és miért válaszoltatok. Utána újra szavaztok.",
    "room.vote.second_open": "Második szavazás: az osztály újra válaszol.",
    "room.vote.second_title": "Második szavazás: válaszolj újra",
    "room.vote.first_mine": "Az első válaszod: **{answer}**",
    "room.vote.first_none": "Az első szavazáskor nem válaszoltál: a másodikban még szavazhatsz.",
    "room.vote.second_mine": "A második válaszod: **{answer}**. Még megváltoztathatod.",
    "room.vote.first_name": "Első szavazás",
    "room.vote.second_name": "Második szavazás",
    "room.vote.no_answer": "nincs válasz",
    "room.vote.you": "te",
    "room.vote.you_mark": "{label} ← te",
    "room.vote.distribution_two": "Az osztály válaszai a két szavazásban és a helyes válasz",
    "room.vote.distribution_poll": "Az osztály válaszai",
    "room.vote.change": "Helyes válaszok: az első szavazásban {before}, a másodikban {after}",
    "room.vote.refused_teacher": "Egy másik képernyődről már továbbléptetted a szavazást; ez a képernyő is "
                                 "utolérte. Nyomd meg újra, ha még mindig ezt szeretnéd.",
    "room.vote.refused_student": "A második szavazás még nincs megnyitva: a válaszodat nem rögzítettük.",
    "room.col.answered_1": "Válaszolók (1. szavazás)",
    "room.col.right_1": "Helyes (1. szavazás)",
    "room.col.answered_2": "Válaszolók (2. szavazás)",
    "room.col.right_2": "Helyes (2. szavazás)",
    "room.col.second_answer": "Második válasz",
}
