"""Strings of the live room's three screens (issue 44): the teacher's console, the projector screen and a student's
phone, with what each is told when the store fails or the room is gone (the teacher's wording differs from the
students'). The room's older strings stay in ``lesson.py`` under ``lesson.room.*``."""

# The count that picks a key@one variant (CLDR plural rules): "1 of 1 students" never shows.
PLURAL = {"room.answered": "m", "room.handover.shown": "minutes"}

EXPECTED_KEYS = (29, None, 8)
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
}

HU = {
    "room.console": "Erről a képernyőről te vezeted ezt a termet.",
    "room.display": "A(z) **{code}** terem kivetítős képernyője",
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
    "room.gone.student": "Ez az óra már nem fut: a(z) {code} terem megszűnt. Kérd el a tanártól az új kódot.",
    "room.gone.teacher": "A(z) {code} termed eltűnt a tárolóból (lehet, hogy üresen indult újra). Indíts új órát: a "
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
    "room.localhost": "A csatlakozási link a(z) {host} címet tartalmazza, amelyet a diákok telefonjai nem tudnak "
                      "megnyitni. Nyisd meg az alkalmazást ennek a gépnek a hálózati címén, vagy állítsd be a "
                      "TBT_PUBLIC_URL-t (lásd a README-t).",
    "room.nick_cut": "A becenév legfeljebb {n} karakter lehet: a tiédet lerövidítettük.",
    "room.too_long": "A válasz legfeljebb {n} karakter lehet.",
    "room.col.right": "Helyes",
    "room.summary_back": "Vissza az utolsó lépésre",
}
