"""String catalogues, one module per namespace: ``common`` and the other shared pieces, and one per chapter named
by its stem (``count_table``, ``tokens``, ...), as its folder, its URL and its tests are."""
