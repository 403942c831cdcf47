"""``python -m mtgcombat``: the command line, as the ``mtgcombat`` command
installed with the package runs it (the same options, output and exit codes)."""

from mtgcombat.cli import main

if __name__ == "__main__":
    main()
