"""String catalogues, one module per namespace (``common``, ``home``, ``count``, ...)."""
