"""Page sections: one function per section, each taking its inputs explicitly (pages are lists of calls)."""
