"""Page sections: one function per section of a page, each taking its inputs explicitly."""
