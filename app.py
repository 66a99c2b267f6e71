"""Token by Token: the entry point. The navigation, the shared sidebar and the page: ``ui/shell.py``."""
from ui.shell import main

main()
