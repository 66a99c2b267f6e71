"""The sections of each page: one function per section, with its inputs explicit."""
