"""Strings of the *Share this view* panel (sidebar): a student link built by ticking controls to hide or lock and
answers to ask, with its QR code and a preview. Controls are named by their URL keys, which read the same in
every language."""

PLURAL = {"share.preview.free": "n"}   # the count that picks a key@one variant (CLDR plural rules)

EN = {
    "share.title": "Share this view",
    "share.intro": "Build a link for your students: tick what they should not see or not change, and which answers "
                   "wait for the class's guesses. The link always carries this view's language.",
    "share.hide": "Hide these controls",
    "share.hide_help": "Named as in the address bar. A hidden tab bar keeps its tab's content.",
    "share.lock": "Lock these controls at their current value",
    "share.lock_help": "A locked control shows its value but cannot be moved.",
    "share.ask": "Hide these answers until Reveal",
    "share.ask_help": "The key number waits behind a question mark and a Reveal button.",
    "share.projector": "Open in projector mode",
    "share.qr": "Scan to open the link",
    "share.preview.free": "A student can move {n} controls: {keys}",
    "share.preview.free@one": "A student can move one control: {keys}",
    "share.preview.locked": "Locked: {keys}",
    "share.preview.hidden": "Hidden: {keys}",
    "share.preview.asked": "Waiting for Reveal: {keys}",
}

IT = {
    "share.title": "Condividi questa vista",
    "share.intro": "Prepara un link per gli studenti: spunta ciò che non devono vedere o cambiare e quali risposte "
                   "restano nascoste finché la classe non ha fatto le sue previsioni. Il link porta sempre la lingua "
                   "di questa vista.",
    "share.hide": "Nascondi questi controlli",
    "share.hide_help": "Con i nomi della barra degli indirizzi. Una barra delle schede nascosta lascia visibile il "
                       "contenuto della sua scheda.",
    "share.lock": "Blocca questi controlli al valore attuale",
    "share.lock_help": "Un controllo bloccato mostra il suo valore ma non si può spostare.",
    "share.ask": "Nascondi queste risposte fino a «Rivela»",
    "share.ask_help": "Il numero chiave resta nascosto dietro un punto interrogativo finché non si preme «Rivela».",
    "share.projector": "Apri in modalità proiettore",
    "share.qr": "Inquadra per aprire il link",
    "share.preview.free": "Uno studente può muovere {n} controlli: {keys}",
    "share.preview.free@one": "Uno studente può muovere un solo controllo: {keys}",
    "share.preview.locked": "Bloccati: {keys}",
    "share.preview.hidden": "Nascosti: {keys}",
    "share.preview.asked": "In attesa di «Rivela»: {keys}",
}

HU = {
    "share.title": "A nézet megosztása",
    "share.intro": "Készíts hivatkozást a diákoknak: jelöld be, mit ne lássanak vagy ne állíthassanak, és mely "
                   "válaszok várják meg az osztály tippjeit. A hivatkozás mindig a nézet nyelvét viszi magával.",
    "share.hide": "Ezek a vezérlők legyenek rejtve",
    "share.hide_help": "A címsorban látható nevükkel. A rejtett fülsor lapjának tartalma látható marad.",
    "share.lock": "Ezek a vezérlők maradjanak a mostani értéken",
    "share.lock_help": "A rögzített vezérlő mutatja az értékét, de nem állítható.",
    "share.ask": "Ezek a válaszok a „Mutasd” gombig rejtve maradnak",
    "share.ask_help": "A kulcsszám egy kérdőjel és egy „Mutasd” gomb mögött vár.",
    "share.projector": "Megnyitás kivetítő módban",
    "share.qr": "Olvasd be a hivatkozás megnyitásához",
    "share.preview.free": "A diák {n} vezérlőt állíthat: {keys}",
    "share.preview.free@one": "A diák egyetlen vezérlőt állíthat: {keys}",
    "share.preview.locked": "Rögzítve: {keys}",
    "share.preview.hidden": "Rejtve: {keys}",
    "share.preview.asked": "A „Mutasd” gombra vár: {keys}",
}
