"""Strings of the take-home controls: a chart's CSV button, the image format of the charts' camera button, and
the link to the current view (sidebar)."""

# File-format names (the CSV button, the PNG and SVG image formats) read the same in every language.
SAME_AS_ENGLISH = {"export.csv", "export.format.png", "export.format.svg"}

EN = {
    "export.csv": "CSV",
    "export.csv_help": "Download the data behind this chart or table as a CSV file (opens in any spreadsheet).",
    "export.header": "Save and share",
    "export.format": "Image format of the charts' camera button",
    "export.format.png": "PNG",
    "export.format.svg": "SVG",
    "export.format_help": "Every chart has a camera button in its top-right toolbar: it downloads the chart as it "
                          "is on screen. PNG is a picture for slides; SVG stays sharp at any size and can be edited.",
    "export.col.count": "count",
    "export.col.probability": "probability",
    "export.link": "Link to this view (page, seed and controls): copy it with the button that appears at its "
                   "right.",
}

IT = {
    "export.csv": "CSV",
    "export.csv_help": "Scarica come file CSV i dati di questo grafico o di questa tabella (si apre con qualsiasi "
                       "foglio di calcolo).",
    "export.header": "Salva e condividi",
    "export.format": "Formato delle immagini scaricate con il pulsante fotocamera",
    "export.format.png": "PNG",
    "export.format.svg": "SVG",
    "export.format_help": "Ogni grafico ha un pulsante con la fotocamera nella barra in alto a destra: scarica il "
                          "grafico così come appare sullo schermo. PNG è un'immagine per le slide; SVG resta nitido "
                          "a qualsiasi dimensione e si può modificare.",
    "export.col.count": "conteggio",
    "export.col.probability": "probabilità",
    "export.link": "Link a questa vista (pagina, seme e controlli): copialo con il pulsante che compare alla sua "
                   "destra.",
}

HU = {
    "export.csv": "CSV",
    "export.csv_help": "Az ábra vagy táblázat mögötti adatok letöltése CSV-fájlként (bármely táblázatkezelő "
                       "megnyitja).",
    "export.header": "Mentés és megosztás",
    "export.format": "Az ábrák kameragombjának képformátuma",
    "export.format.png": "PNG",
    "export.format.svg": "SVG",
    "export.format_help": "Minden ábra jobb felső eszköztárában van egy kameragomb: az ábrát úgy tölti le, ahogy a "
                          "képernyőn látszik. A PNG kép a diavetítéshez (prezentációhoz); az SVG bármekkora "
                          "méretben éles marad, és szerkeszthető.",
    "export.col.count": "darabszám",
    "export.col.probability": "valószínűség",
    "export.link": "Hivatkozás erre a nézetre (oldal, véletlenmag és vezérlők): a mellette megjelenő gombbal "
                   "másolhatod.",
}
